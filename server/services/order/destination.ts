import "server-only";
import { and, eq } from "drizzle-orm";
import {
  customerBillAddresses,
  customerReceivingAddresses,
  provinces,
  selfLiftPoints,
  warehouses,
} from "@/server/db/schema";
import type { AuthedCtx } from "@/server/http/define";
import { liveRows } from "../kit";
import { regionName, regionNameMaps } from "../regions";
import type { CustomerRow, Problem, Selection } from "./selection";

// Where an order goes and whom it is invoiced to (SPEC §5 order on behalf: receiving method,
// address or self-lift point, invoice address): the customer's own live addresses, or a live
// pickup point of an enabled warehouse, each copied onto the order as a printed line.

/** Where the goods go: the receiving address, or the pickup point (and its warehouse). */
export interface Destination {
  recipientName: string;
  recipientPhone: string | null;
  recipientEmail: string | null;
  recipientAddress: string | null;
  provinceId: string | null;
  provinceName: string | null;
  selfLiftPointId: string | null;
}

type AddressRow = typeof customerReceivingAddresses.$inferSelect;

/** An address as one printed line: street, area, city, province, country, postcode. */
async function addressLine(ctx: AuthedCtx, a: Omit<AddressRow, "isDefault">) {
  const maps = await regionNameMaps(ctx, [a]);
  return [
    a.detailAddress,
    regionName(maps, "areaId", a.areaId),
    regionName(maps, "cityId", a.cityId),
    regionName(maps, "provinceId", a.provinceId),
    regionName(maps, "countryId", a.countryId),
    a.postalCode,
  ]
    .filter(Boolean)
    .join(", ");
}

async function provinceNameOf(ctx: AuthedCtx, id: string | null) {
  if (!id) return null;
  const [row] = await ctx.db
    .select({ name: provinces.provinceName })
    .from(provinces)
    .where(eq(provinces.id, id));
  return row?.name ?? null;
}

/** The delivery or pickup destination the selection names, or the problem with it. */
export async function destinationOf(
  ctx: AuthedCtx,
  customer: CustomerRow,
  s: Selection,
  problems: Problem[],
): Promise<Destination | null> {
  if (s.receivingMethod === "LogisticsDelivery" && s.receivingAddressId) {
    const r = customerReceivingAddresses;
    const [address] = await ctx.db
      .select()
      .from(r)
      .where(
        and(
          eq(r.id, s.receivingAddressId),
          eq(r.customerId, customer.id),
          liveRows(r, ctx.tenantId),
        ),
      );
    if (!address) {
      problems.push({ field: "receivingAddressId", key: "api.errors.orderAddressNotCustomers" });
      return null;
    }
    return {
      recipientName: address.contactName,
      recipientPhone: address.phone,
      recipientEmail: customer.email,
      recipientAddress: await addressLine(ctx, address),
      provinceId: address.provinceId,
      provinceName: await provinceNameOf(ctx, address.provinceId),
      selfLiftPointId: null,
    };
  }
  if (s.receivingMethod === "DoorToDoorSelfDelivery" && s.selfLiftPointId) {
    const p = selfLiftPoints;
    const [point] = await ctx.db
      .select({ point: p, warehouseStatus: warehouses.status })
      .from(p)
      .innerJoin(warehouses, and(eq(warehouses.id, p.warehouseId), eq(warehouses.isDeleted, false)))
      .where(and(eq(p.id, s.selfLiftPointId), liveRows(p, ctx.tenantId)));
    if (!point || point.warehouseStatus !== "Enable") {
      problems.push({ field: "selfLiftPointId", key: "api.errors.orderPickupPointUnavailable" });
      return null;
    }
    const maps = await regionNameMaps(ctx, [point.point]);
    return {
      recipientName: customer.realName,
      recipientPhone: customer.mobilePhone,
      recipientEmail: customer.email,
      recipientAddress: [
        point.point.name,
        point.point.address,
        regionName(maps, "cityId", point.point.cityId),
        regionName(maps, "provinceId", point.point.provinceId),
      ]
        .filter(Boolean)
        .join(", "),
      provinceId: point.point.provinceId,
      provinceName: regionName(maps, "provinceId", point.point.provinceId) || null,
      selfLiftPointId: point.point.id,
    };
  }
  return null;
}

/** The invoice address line and header of the chosen bill address (the customer's own). */
export async function invoiceOf(
  ctx: AuthedCtx,
  customer: CustomerRow,
  id: string,
  problems: Problem[],
) {
  const b = customerBillAddresses;
  const [bill] = await ctx.db
    .select()
    .from(b)
    .where(and(eq(b.id, id), eq(b.customerId, customer.id), liveRows(b, ctx.tenantId)));
  if (!bill) {
    problems.push({ field: "billAddressId", key: "api.errors.orderAddressNotCustomers" });
    return null;
  }
  const { invoiceHeader, taxNumber: _, ...address } = bill;
  return { line: await addressLine(ctx, address), header: invoiceHeader };
}
