import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { LOGISTICS_COMPANY_KEY } from "@/lib/contracts/data-dictionary";
import type { MessageKey } from "@/lib/i18n/messages";
import {
  productSkus,
  selfLiftPoints,
  stockBalances,
  warehouseLocations,
  warehouses,
} from "@/server/db/schema";
import type { AuthedCtx } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { liveRows } from "../kit";
import { recordShippedOrder } from "../purchase/supplier-sale-recording";
import { dictionaryKey, dictionaryName } from "../system/data-dictionary";
import { createOutbound, issueOutbound } from "../warehouse/outbound-posting";
import { applyTransition, assertAllowed, linesOf } from "./lifecycle";
import { queueOrderNotice } from "./notices";
import type { OrderRow } from "./queries";

// Shipping an order (SPEC §4 out-storage and actual out-storage; DESIGN §5 Stock): OutStorage
// picks it in a warehouse (its outbound record, to be delivered; the status stays), and
// ActualOutStorage ships what was picked: the stock leaves its places and its reservation
// (Shipped ledger rows), the sales volume grows, the lines count in their suppliers' sales, and
// the status moves by the graph.

/**
 * Refuses a warehouse that cannot ship the order: not live and enabled (400 on `warehouseId`), not
 * a pickup order's point's warehouse (409), or no single location of it holding a line's quantity
 * (409 naming the SKU; shipping never splits a line over places, so a person transfers stock
 * first).
 */
async function assertCanShipFrom(
  ctx: AuthedCtx,
  r: OrderRow,
  warehouseId: string,
  lines: readonly { skuId: string; quantity: number }[],
) {
  const [warehouse] = await ctx.db
    .select({ name: warehouses.name, status: warehouses.status })
    .from(warehouses)
    .where(and(eq(warehouses.id, warehouseId), liveRows(warehouses, ctx.tenantId)));
  if (!warehouse || warehouse.status !== "Enable")
    throw AppError.field("warehouseId", "api.errors.orderWarehouseUnavailable");
  await assertPickupWarehouse(ctx, r, { id: warehouseId, name: warehouse.name });
  const fullest = await ctx.db
    .select({
      skuId: stockBalances.skuId,
      most: sql<number>`max(${stockBalances.quantity})::int`,
    })
    .from(stockBalances)
    .innerJoin(
      warehouseLocations,
      and(
        eq(warehouseLocations.id, stockBalances.locationId),
        eq(warehouseLocations.isDeleted, false),
      ),
    )
    .where(
      and(
        eq(stockBalances.tenantId, ctx.tenantId),
        eq(stockBalances.warehouseId, warehouseId),
        inArray(
          stockBalances.skuId,
          lines.map((l) => l.skuId),
        ),
      ),
    )
    .groupBy(stockBalances.skuId);
  const mostOf = new Map(fullest.map((f) => [f.skuId, Number(f.most)]));
  for (const line of lines) {
    const most = mostOf.get(line.skuId) ?? 0;
    if (most >= line.quantity) continue;
    const [sku] = await ctx.db
      .select({ number: productSkus.number })
      .from(productSkus)
      .where(eq(productSkus.id, line.skuId));
    throw AppError.conflict("api.errors.orderStockNotInWarehouse", {
      warehouse: warehouse.name,
      number: sku?.number ?? line.skuId,
      most,
      wanted: line.quantity,
    });
  }
}

/**
 * A self-pickup order is picked where its customer collects it: the pickup point's warehouse
 * (409 naming the point and both warehouses otherwise). The point named when the order was placed
 * counts even if it was deleted since: that is where the customer was told to go.
 */
async function assertPickupWarehouse(
  ctx: AuthedCtx,
  r: OrderRow,
  chosen: { id: string; name: string },
) {
  if (r.receivingMethod !== "DoorToDoorSelfDelivery" || !r.selfLiftPointId) return;
  const [point] = await ctx.db
    .select({
      name: selfLiftPoints.name,
      warehouseId: selfLiftPoints.warehouseId,
      warehouseName: warehouses.name,
    })
    .from(selfLiftPoints)
    .innerJoin(warehouses, eq(warehouses.id, selfLiftPoints.warehouseId))
    .where(
      and(eq(selfLiftPoints.id, r.selfLiftPointId), eq(selfLiftPoints.tenantId, ctx.tenantId)),
    );
  if (!point || point.warehouseId === chosen.id) return;
  throw AppError.conflict("api.errors.orderPickupWarehouse", {
    code: r.orderCode,
    point: point.name,
    warehouse: point.warehouseName,
    chosen: chosen.name,
  });
}

/** OutStorage: the order's outbound record in the chosen warehouse, to its recipient. */
export async function pickOrder(
  ctx: AuthedCtx,
  r: OrderRow,
  warehouseId: string,
): Promise<OrderRow> {
  assertAllowed(ctx, r, "OutStorage");
  const lines = await linesOf(ctx, r.id);
  await assertCanShipFrom(ctx, r, warehouseId, lines);
  const outbound = await createOutbound(ctx, {
    orderId: r.id,
    orderCode: r.orderCode,
    customerId: r.customerId,
    warehouseId,
    recipientName: r.recipientName,
    recipientPhone: r.recipientPhone,
    recipientAddress: r.recipientAddress,
    remark: r.remark,
    lines,
  });
  return applyTransition(
    ctx,
    r,
    "OutStorage",
    "OutStorage",
    { outboundId: outbound.id, outStorageTime: new Date() },
    outbound.outboundCode,
  );
}

export interface ShipInput {
  logisticsCompany?: string | null;
  logisticsNumber?: string | null;
  expectedDeliveryDate?: string | null;
}

/** Delivery needs all three logistics fields: 400 naming each one missing (SPEC §4, §5). */
function assertLogistics(input: ShipInput) {
  const missing = (["logisticsCompany", "logisticsNumber", "expectedDeliveryDate"] as const).filter(
    (field) => !input[field],
  );
  if (missing.length)
    throw new AppError(
      "validation",
      "api.errors.validation",
      {},
      missing.map((field) => ({ message: "validation.required" as MessageKey, members: [field] })),
    );
}

/**
 * ActualOutStorage: issues the picked outbound record (releasing the reservation), adds the
 * units to each SKU's sales volume and moves the status (Paid → PaidAndIssued, ToBePaid →
 * Issued). Delivery records the logistics data; self-pickup queues the collection notice.
 * Returns the row and the notice to deliver after the commit.
 */
export async function shipOrder(
  ctx: AuthedCtx,
  r: OrderRow,
  input: ShipInput,
): Promise<{ order: OrderRow; noticeId: string | null }> {
  assertAllowed(ctx, r, "ActualOutStorage");
  const isDelivery = r.receivingMethod === "LogisticsDelivery";
  if (isDelivery) assertLogistics(input);
  // the carrier is a value of the LogisticsCompany dictionary, stored by its key
  const company = isDelivery
    ? await dictionaryKey(ctx, LOGISTICS_COMPANY_KEY, input.logisticsCompany!, {
        field: "logisticsCompany",
        message: "api.errors.unknownLogisticsCompany",
      })
    : null;
  await issueOutbound(ctx, r.outboundId!, [], { releasesReservation: true });
  for (const line of await linesOf(ctx, r.id))
    await ctx.db
      .update(productSkus)
      .set({ salesVolume: sql`${productSkus.salesVolume} + ${line.quantity}` })
      .where(eq(productSkus.id, line.skuId));
  const logistics = isDelivery
    ? {
        logisticsCompany: company,
        logisticsNumber: input.logisticsNumber!,
        expectedDeliveryDate: input.expectedDeliveryDate!,
      }
    : {};
  const order = await applyTransition(
    ctx,
    r,
    "ActualOutStorage",
    "Shipped",
    { ...logistics, shippedTime: new Date() },
    isDelivery
      ? `${await dictionaryName(ctx, LOGISTICS_COMPANY_KEY, company)} ${input.logisticsNumber}`
      : null,
  );
  // its lines join their suppliers' months (DESIGN §5 Suppliers)
  await recordShippedOrder(ctx, order);
  const noticeId = await queueOrderNotice(ctx, order, isDelivery ? "shipped" : "collect");
  return { order, noticeId };
}
