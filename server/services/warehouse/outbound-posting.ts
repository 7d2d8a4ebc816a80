import "server-only";
import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { TOutboundDto } from "@/lib/contracts/stock";
import {
  customers,
  outboundRecordLines,
  outboundRecords,
  productSkus,
  stockBalances,
  warehouseLocations,
  warehouses,
} from "@/server/db/schema";
import type { Db } from "@/server/db/types";
import type { AuthedCtx } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { created, deleted, liveRows, modified, sequenceCode } from "../kit";
import { outboundDtos } from "./outbound-dto";
import { lockSku, postStock } from "./stock-posting";

// Making and issuing outbound records (SPEC §4: ToBeDelivered → Issued), for the orders issue to
// call inside its own transaction when an order ships (or is closed after picking: the record is
// withdrawn). These check no permission or data scope: the calling service has done that for the
// order. Issuing is the only place an outbound record changes stock, through postStock (reason
// Shipped).

interface NewOutboundLine {
  skuId: string;
  quantity: number;
}

export interface NewOutbound {
  orderId?: string | null;
  orderCode?: string | null;
  customerId?: string | null;
  warehouseId: string;
  recipientName: string;
  recipientPhone?: string | null;
  recipientAddress?: string | null;
  remark?: string | null;
  lines: readonly NewOutboundLine[];
}

/** Where a line is taken from when its record is issued (else: see issueOutbound). */
export interface OutboundPick {
  lineId: string;
  locationId: string;
}

/** "OUT-000123": the next value of one sequence (codes are only ever generated). */
async function nextOutboundCode(db: Db): Promise<string> {
  return sequenceCode(db, "outbound_code_seq", "OUT-");
}

/**
 * Makes a record To be delivered with its lines; each line copies the SKU's number and name, so
 * the delivery note reads the same after a rename. 400 on a missing warehouse, customer or SKU,
 * an empty list, a quantity under 1 or a SKU twice.
 */
export async function createOutbound(ctx: AuthedCtx, input: NewOutbound): Promise<TOutboundDto> {
  if (!input.lines.length) throw AppError.field("lines", "validation.atLeastOneProduct");
  const seen = new Set<string>();
  input.lines.forEach((line, i) => {
    if (!Number.isInteger(line.quantity) || line.quantity < 1)
      throw AppError.field(`lines.${i}.quantity`, "validation.quantityPositive");
    if (seen.has(line.skuId)) throw AppError.field(`lines.${i}.skuId`, "validation.duplicateSku");
    seen.add(line.skuId);
  });
  const [warehouse] = await ctx.db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(and(eq(warehouses.id, input.warehouseId), liveRows(warehouses, ctx.tenantId)));
  if (!warehouse)
    throw AppError.field("warehouseId", "api.errors.entityNotFound", {
      entity: "Warehouse",
      id: input.warehouseId,
    });
  if (input.customerId) {
    const [customer] = await ctx.db
      .select({ id: customers.id })
      .from(customers)
      .where(and(eq(customers.id, input.customerId), liveRows(customers, ctx.tenantId)));
    if (!customer)
      throw AppError.field("customerId", "api.errors.entityNotFound", {
        entity: "Customer",
        id: input.customerId,
      });
  }
  const skus = await ctx.db
    .select({ id: productSkus.id, number: productSkus.number, name: productSkus.name })
    .from(productSkus)
    .where(
      and(
        liveRows(productSkus, ctx.tenantId),
        inArray(
          productSkus.id,
          input.lines.map((l) => l.skuId),
        ),
      ),
    );
  const skuOf = new Map(skus.map((s) => [s.id, s]));
  input.lines.forEach((line, i) => {
    if (!skuOf.has(line.skuId))
      throw AppError.field(`lines.${i}.skuId`, "api.errors.entityNotFound", {
        entity: "ProductSku",
        id: line.skuId,
      });
  });

  const [row] = await ctx.db
    .insert(outboundRecords)
    .values({
      ...created(ctx),
      outboundCode: await nextOutboundCode(ctx.db),
      orderId: input.orderId ?? null,
      orderCode: input.orderCode ?? null,
      customerId: input.customerId ?? null,
      warehouseId: input.warehouseId,
      recipientName: input.recipientName,
      recipientPhone: input.recipientPhone || null,
      recipientAddress: input.recipientAddress || null,
      remark: input.remark || null,
    })
    .returning();
  await ctx.db.insert(outboundRecordLines).values(
    input.lines.map((line, i) => ({
      tenantId: ctx.tenantId,
      outboundId: row!.id,
      skuId: line.skuId,
      skuNumber: skuOf.get(line.skuId)!.number,
      productName: skuOf.get(line.skuId)!.name,
      quantity: line.quantity,
      sortOrder: i,
    })),
  );
  return (await outboundDtos(ctx, [row!]))[0]!;
}

/**
 * Issues a record: each line leaves the location `picks` names for it or, without a pick, the
 * warehouse's location holding the most of that SKU (ties: the lowest location code). A line is
 * never split over places: when that location holds too little, postStock refuses (409 naming
 * what is there) and nothing changes; a person picks or transfers first. Then Shipped ledger
 * rows (reference: the outbound code), the lines' locations, status Issued and issuedTime.
 * 409 when already issued; 404 when there is no such record.
 */
export async function issueOutbound(
  ctx: AuthedCtx,
  id: string,
  picks: readonly OutboundPick[] = [],
  /** an order's shipment: its lines were reserved, and leaving releases that reservation */
  { releasesReservation = false }: { releasesReservation?: boolean } = {},
): Promise<TOutboundDto> {
  const [record] = await ctx.db
    .select()
    .from(outboundRecords)
    .where(and(eq(outboundRecords.id, id), liveRows(outboundRecords, ctx.tenantId)))
    .for("update");
  if (!record) throw AppError.notFound("WarehouseOutbound", id);
  if (record.status === "Issued")
    throw AppError.conflict("api.errors.outboundIssued", { code: record.outboundCode });
  const warehouseId = record.warehouseId;
  if (!warehouseId) throw AppError.field("warehouseId", "validation.required");

  const lines = await ctx.db
    .select()
    .from(outboundRecordLines)
    .where(eq(outboundRecordLines.outboundId, id))
    .orderBy(outboundRecordLines.sortOrder);
  const picked = new Map(picks.map((p) => [p.lineId, p.locationId]));
  for (const lineId of picked.keys())
    if (!lines.some((l) => l.id === lineId))
      throw AppError.field("picks", "api.errors.entityNotFound", { entity: "Line", id: lineId });

  // lock the SKUs first, in id order as postStock does, so the balances read here still hold
  for (const skuId of [...new Set(lines.map((l) => l.skuId))].sort()) await lockSku(ctx, skuId);
  const moves = [];
  for (const line of lines) {
    const locationId = picked.get(line.id) ?? (await fullestPlace(ctx, warehouseId, line));
    moves.push({
      line,
      skuId: line.skuId,
      warehouseId,
      locationId,
      delta: -line.quantity,
      reservedDelta: releasesReservation ? -line.quantity : 0,
    });
  }
  await postStock(
    ctx,
    { reason: "Shipped", reference: record.outboundCode, referenceId: record.id },
    moves.map(({ line: _, ...move }) => move),
  );
  for (const move of moves)
    await ctx.db
      .update(outboundRecordLines)
      .set({ locationId: move.locationId })
      .where(eq(outboundRecordLines.id, move.line.id));
  const [issued] = await ctx.db
    .update(outboundRecords)
    .set({ status: "Issued", issuedTime: new Date(), ...modified(ctx) })
    .where(eq(outboundRecords.id, id))
    .returning();
  return (await outboundDtos(ctx, [issued!]))[0]!;
}

/**
 * Withdraws a record still To be delivered (its order was closed after picking): soft-deleted,
 * who and when kept, so it leaves the lists and its warehouse has nothing left to deliver.
 * Making the record posted no stock, so withdrawing it posts none either; what the order reserved
 * is the order's to release. 409 when already issued (the goods have left); 404 when there is no
 * such record.
 */
export async function withdrawOutbound(ctx: AuthedCtx, id: string): Promise<void> {
  const [record] = await ctx.db
    .select()
    .from(outboundRecords)
    .where(and(eq(outboundRecords.id, id), liveRows(outboundRecords, ctx.tenantId)))
    .for("update");
  if (!record) throw AppError.notFound("WarehouseOutbound", id);
  if (record.status === "Issued")
    throw AppError.conflict("api.errors.outboundIssued", { code: record.outboundCode });
  await ctx.db.update(outboundRecords).set(deleted(ctx)).where(eq(outboundRecords.id, id));
}

/** The warehouse's live location holding the most of the line's SKU; 409 when none holds any. */
async function fullestPlace(
  ctx: AuthedCtx,
  warehouseId: string,
  line: { skuId: string; skuNumber: string; quantity: number },
): Promise<string> {
  const [best] = await ctx.db
    .select({ locationId: stockBalances.locationId })
    .from(stockBalances)
    .innerJoin(warehouseLocations, eq(warehouseLocations.id, stockBalances.locationId))
    .where(
      and(
        eq(stockBalances.tenantId, ctx.tenantId),
        eq(stockBalances.skuId, line.skuId),
        eq(stockBalances.warehouseId, warehouseId),
        sql`${stockBalances.quantity} > 0`,
        eq(warehouseLocations.isDeleted, false),
      ),
    )
    .orderBy(
      desc(stockBalances.quantity),
      sql`lower(${warehouseLocations.frame})`,
      sql`lower(${warehouseLocations.layer})`,
      sql`lower(${warehouseLocations.position})`,
    )
    .limit(1);
  if (best) return best.locationId;
  const [warehouse] = await ctx.db
    .select({ name: warehouses.name })
    .from(warehouses)
    .where(eq(warehouses.id, warehouseId));
  throw AppError.conflict("api.errors.noStockInWarehouse", {
    warehouse: warehouse?.name ?? warehouseId,
    number: line.skuNumber,
  });
}
