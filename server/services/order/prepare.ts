import "server-only";
import { and, asc, desc, eq, sql } from "drizzle-orm";
import type * as z from "zod";
import type { TCustomerType, TPaymentMethod } from "@/lib/contracts/enums";
import type { TOrderPreviewDto, TPrepareOrderDto, ZCalculateInput } from "@/lib/contracts/order";
import {
  customerBillAddresses,
  customerReceivingAddresses,
  customers,
  selfLiftPoints,
  warehouses,
} from "@/server/db/schema";
import type { AuthedCtx } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { readableCustomers } from "../customer/customer";
import { auditFields, liveRows } from "../kit";
import { regionName, regionNameMaps } from "../regions";
import { shippingRules } from "./order-settings";
import { customerRow } from "./place";
import { customerNameOf, isMemberNow } from "./customer-prices";
import { quote, quotaRemainingOf } from "./quote";
import type { Problem } from "./selection";

// Placing an order on a customer's behalf, before it is placed (SPEC §2
// /productSku/order/startOrderOf/{email}/{code}, §5): the customer of an e-mail and a code with
// everything the form offers, and the live preview of a selection.

type AddressRow = typeof customerReceivingAddresses.$inferSelect;

/** Addresses as the address services show them (the region names joined for the picker). */
async function addressDtos<R extends Omit<AddressRow, "isDefault">>(ctx: AuthedCtx, rows: R[]) {
  const maps = await regionNameMaps(ctx, rows);
  return rows.map((r) => ({
    ...r,
    regionText: (["areaId", "cityId", "provinceId", "countryId"] as const)
      .map((field) => regionName(maps, field, r[field]))
      .filter(Boolean)
      .join(", "),
    ...auditFields(r),
  }));
}

/** The pickup points an order may name: live, of a live and enabled warehouse. */
async function pickupPoints(ctx: AuthedCtx) {
  const p = selfLiftPoints;
  const rows = await ctx.db
    .select({ point: p, warehouseName: warehouses.name })
    .from(p)
    .innerJoin(
      warehouses,
      and(
        eq(warehouses.id, p.warehouseId),
        eq(warehouses.isDeleted, false),
        eq(warehouses.status, "Enable"),
      ),
    )
    .where(liveRows(p, ctx.tenantId))
    .orderBy(sql`lower(${p.name})`, p.id);
  const maps = await regionNameMaps(
    ctx,
    rows.map((r) => r.point),
  );
  return rows.map(({ point, warehouseName }) => ({
    id: point.id,
    name: point.name,
    warehouseName,
    address: [
      point.address,
      regionName(maps, "cityId", point.cityId),
      regionName(maps, "provinceId", point.provinceId),
    ]
      .filter(Boolean)
      .join(", "),
    provinceId: point.provinceId,
  }));
}

/**
 * The customer whose e-mail AND code match (both ignoring case), with their addresses, the pickup
 * points, the payment methods open to them and the shipping rules. 404 naming both otherwise
 * (also for a customer of a type the caller may not see); 409 for a disabled customer.
 */
export async function prepareOrder(
  ctx: AuthedCtx,
  input: { email: string; customerCode: string },
): Promise<TPrepareOrderDto> {
  const [found] = await ctx.db
    .select()
    .from(customers)
    .where(
      and(
        liveRows(customers, ctx.tenantId),
        // a customer of a type whose page the caller lacks is not there for it
        readableCustomers(ctx),
        sql`lower(${customers.email}) = ${input.email.toLowerCase()}`,
        sql`lower(${customers.customerCode}) = ${input.customerCode.toLowerCase()}`,
      ),
    );
  if (!found)
    throw new AppError("not_found", "api.errors.orderCustomerNotFound", {
      email: input.email,
      code: input.customerCode,
    });
  if (!found.isActive)
    throw AppError.conflict("api.errors.orderCustomerInactive", { code: found.customerCode });
  const r = customerReceivingAddresses;
  const b = customerBillAddresses;
  // one after another: a transaction's connection runs one query at a time
  const receiving = await ctx.db
    .select()
    .from(r)
    .where(and(liveRows(r, ctx.tenantId), eq(r.customerId, found.id)))
    .orderBy(desc(r.isDefault), asc(r.creationTime), asc(r.id));
  const bills = await ctx.db
    .select()
    .from(b)
    .where(and(liveRows(b, ctx.tenantId), eq(b.customerId, found.id)))
    .orderBy(asc(b.creationTime), asc(b.id));
  const points = await pickupPoints(ctx);
  const shipping = await shippingRules(ctx);
  const isEnterprise = found.customerType === "Enterprise";
  const methods: TPaymentMethod[] = isEnterprise
    ? ["CreditCard", "ChequePayment", "AccountQuota"]
    : ["CreditCard", "ChequePayment"];
  return {
    customer: {
      id: found.id,
      customerCode: found.customerCode,
      customerType: found.customerType as TCustomerType,
      name: customerNameOf(found),
      email: found.email,
      mobilePhone: found.mobilePhone,
      isMember: isMemberNow(found),
      memberValidity: found.memberValidity,
      invoiceHeader: found.invoiceHeader,
      accountQuota: isEnterprise ? found.accountQuota : null,
      quotaRemaining: quotaRemainingOf(found),
    },
    receivingAddresses: await addressDtos(ctx, receiving),
    billAddresses: await addressDtos(ctx, bills),
    selfLiftPoints: points,
    paymentMethods: methods,
    shippingFee: shipping.shippingFee,
    freeShippingThreshold: shipping.freeShippingThreshold,
  };
}

/**
 * The live preview (CalculateSelectItem): never refused for what the person is still choosing;
 * every problem comes back as a sentence in their language, on its line or in `problems`.
 */
export async function previewOrder(
  ctx: AuthedCtx,
  input: z.output<typeof ZCalculateInput>,
): Promise<TOrderPreviewDto> {
  const customer = await customerRow(ctx, input.customerId);
  const q = await quote(ctx, customer, input);
  const say = (p: Problem) => ctx.t(p.key, p.values);
  const lineProblem = new Map<number, string>();
  for (const p of q.problems)
    if (p.line !== undefined && !lineProblem.has(p.line)) lineProblem.set(p.line, say(p));
  const skuIndex = new Map(input.lines.map((l, i) => [l.skuId, i]));
  return {
    ...q.totals,
    lines: q.lines.map((l) => ({
      ...l,
      problem: lineProblem.get(skuIndex.get(l.skuId)!) ?? null,
    })),
    taxProvinceName: q.destination?.provinceName ?? null,
    isDefaultTax: q.isDefaultTax,
    freeShippingThreshold: q.freeShippingThreshold,
    quotaRemaining: q.quotaRemaining,
    // a line's problem shows on the line; one about a product that no longer exists has no line
    problems: q.problems
      .filter(
        (p) =>
          p.line === undefined || !q.lines.some((l) => l.skuId === input.lines[p.line!]?.skuId),
      )
      .map(say),
  };
}
