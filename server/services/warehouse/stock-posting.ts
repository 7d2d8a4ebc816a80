import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { TStockReason } from "@/lib/contracts/enums";
import { productSkus, stockBalances, stockLedger, warehouseLocations } from "@/server/db/schema";
import type { AuthedCtx } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { actorId } from "../kit";

// The one writer of stock (DESIGN §5 Stock, issue 10). Every change is a ledger row; the same
// call moves the place's balance (stock_balances) and the SKU's totalStock, inside the caller's
// transaction (mutating API methods run in one). Nothing else in the code base updates
// total_stock, stock_balances or stock_ledger.
//
// Locking: the SKU rows first, in id order (UPDATE … total_stock), then the balances in
// (sku, location) order. Two postings that share a SKU therefore queue on its row instead of
// deadlocking, and a concurrent shelf change (which also updates the SKU row) waits too.

/** The most a SKU may hold over all places (its figures are 32-bit integers). */
const MAX_TOTAL_STOCK = 2_000_000_000;

/** One change of a SKU's stock: at one place, and/or of what is reserved and on shelf. */
export interface StockMove {
  skuId: string;
  /** the place; null only for a move with delta 0 (a reservation or its release) */
  warehouseId: string | null;
  locationId: string | null;
  /** positive puts stock there, negative takes it away */
  delta: number;
  /** the change of reservedStock: +q an order reserves, −q it ships or is released (issue 11) */
  reservedDelta?: number;
  /** the change of availableStock (on shelf): −q an order takes, +q a release puts back */
  availableDelta?: number;
  /** this row's reason when it differs from the document's (a transfer's TransferIn row) */
  reason?: TStockReason;
}

/** What the rows of one posting share. */
export interface StockDocument {
  reason: TStockReason;
  /** the document's code (stock-in code, transfer code, outbound code) */
  reference: string | null;
  referenceId: string | null;
  remark?: string | null;
}

/**
 * Posts moves as ledger rows with their balances and the SKUs' totalStock, or throws (and the
 * caller's transaction rolls back): 409 `api.errors.notEnoughStockAtLocation` when a place would
 * go below zero, 409 `api.errors.stockBelowCommitted` when a SKU's totalStock would go below what
 * is reserved plus on shelf, 400 when a location is not the given warehouse's. A SKU's
 * totalStock moves by the net of its moves, so a transfer posts both rows in one call (a move's
 * own `reason` names its side): posted one side at a time, the first would dip below the floor.
 */
export async function postStock(
  ctx: AuthedCtx,
  doc: StockDocument,
  moves: readonly StockMove[],
): Promise<void> {
  const real = moves.filter((m) => m.delta !== 0 || m.reservedDelta || m.availableDelta);
  if (!real.length) return;
  await assertPlaces(ctx, real);

  // 1. the SKUs, in id order: each figure moves by the net of its rows
  const net = new Map<string, { total: number; reserved: number; available: number }>();
  for (const m of real) {
    const n = net.get(m.skuId) ?? { total: 0, reserved: 0, available: 0 };
    n.total += m.delta;
    n.reserved += m.reservedDelta ?? 0;
    n.available += m.availableDelta ?? 0;
    net.set(m.skuId, n);
  }
  const numbers = new Map<string, string>();
  for (const skuId of [...net.keys()].sort()) {
    const { total, reserved, available } = net.get(skuId)!;
    const [row] = await ctx.db
      .update(productSkus)
      .set({
        totalStock: sql`${productSkus.totalStock} + ${total}`,
        reservedStock: sql`${productSkus.reservedStock} + ${reserved}`,
        availableStock: sql`${productSkus.availableStock} + ${available}`,
      })
      .where(
        and(
          eq(productSkus.id, skuId),
          eq(productSkus.tenantId, ctx.tenantId),
          // a SKU deleted meanwhile (its delete committed while this waited) takes no stock
          eq(productSkus.isDeleted, false),
          // one conditional update: no oversell, ever (DESIGN §5 Stock)
          sql`${productSkus.availableStock} + ${available} >= 0`,
          sql`${productSkus.reservedStock} + ${reserved} >= 0`,
          sql`${productSkus.totalStock} + ${total} >= ${productSkus.reservedStock} + ${reserved} + ${productSkus.availableStock} + ${available}`,
          sql`${productSkus.totalStock} + ${total} <= ${MAX_TOTAL_STOCK}`,
        ),
      )
      .returning({ number: productSkus.number });
    if (row) {
      numbers.set(skuId, row.number);
      continue;
    }
    const [sku] = await ctx.db
      .select({
        number: productSkus.number,
        isDeleted: productSkus.isDeleted,
        total: productSkus.totalStock,
        available: productSkus.availableStock,
        floor: sql<number>`${productSkus.reservedStock} + ${productSkus.availableStock}`,
      })
      .from(productSkus)
      .where(and(eq(productSkus.id, skuId), eq(productSkus.tenantId, ctx.tenantId)));
    if (!sku || sku.isDeleted) throw AppError.notFound("ProductSku", skuId);
    if (sku.available + available < 0)
      throw AppError.conflict("api.errors.notEnoughAvailable", {
        number: sku.number,
        available: sku.available,
      });
    if (sku.total + total > MAX_TOTAL_STOCK)
      throw AppError.conflict("api.errors.stockTooLarge", {
        number: sku.number,
        max: MAX_TOTAL_STOCK,
      });
    throw AppError.conflict("api.errors.stockBelowCommitted", {
      number: sku.number,
      min: Number(sku.floor),
    });
  }

  // 2. the balances, in (sku, location) order: never below zero at a place
  const placed = real.filter(
    (m): m is StockMove & { warehouseId: string; locationId: string } =>
      m.delta !== 0 && m.locationId !== null && m.warehouseId !== null,
  );
  const ordered = [...placed].sort(
    (a, b) => a.skuId.localeCompare(b.skuId) || a.locationId.localeCompare(b.locationId),
  );
  for (const m of ordered) {
    if (m.delta > 0) {
      await ctx.db
        .insert(stockBalances)
        .values({
          tenantId: ctx.tenantId,
          skuId: m.skuId,
          warehouseId: m.warehouseId,
          locationId: m.locationId,
          quantity: m.delta,
        })
        .onConflictDoUpdate({
          target: [stockBalances.tenantId, stockBalances.skuId, stockBalances.locationId],
          // a location moved to another warehouse since: its row follows it
          set: {
            quantity: sql`${stockBalances.quantity} + ${m.delta}`,
            warehouseId: m.warehouseId,
          },
        });
      continue;
    }
    const [taken] = await ctx.db
      .update(stockBalances)
      .set({ quantity: sql`${stockBalances.quantity} + ${m.delta}` })
      .where(
        and(
          eq(stockBalances.tenantId, ctx.tenantId),
          eq(stockBalances.skuId, m.skuId),
          eq(stockBalances.locationId, m.locationId),
          sql`${stockBalances.quantity} + ${m.delta} >= 0`,
        ),
      )
      .returning({ quantity: stockBalances.quantity });
    if (taken) continue;
    const [held] = await ctx.db
      .select({ quantity: stockBalances.quantity })
      .from(stockBalances)
      .where(
        and(
          eq(stockBalances.tenantId, ctx.tenantId),
          eq(stockBalances.skuId, m.skuId),
          eq(stockBalances.locationId, m.locationId),
        ),
      );
    throw AppError.conflict("api.errors.notEnoughStockAtLocation", {
      number: numbers.get(m.skuId) ?? m.skuId,
      quantity: held?.quantity ?? 0,
      wanted: -m.delta,
    });
  }

  // 3. the ledger rows, as given
  await ctx.db.insert(stockLedger).values(
    real.map((m) => ({
      tenantId: ctx.tenantId,
      skuId: m.skuId,
      warehouseId: m.warehouseId,
      locationId: m.locationId,
      delta: m.delta,
      reservedDelta: m.reservedDelta ?? 0,
      reason: m.reason ?? doc.reason,
      reference: doc.reference,
      referenceId: doc.referenceId,
      remark: doc.remark ?? null,
      creatorUserId: actorId(ctx),
    })),
  );
}

/**
 * Each move that changes stock at a place names a location of its warehouse (the balance row
 * names both); a move without a place changes no stock there (delta 0).
 */
async function assertPlaces(ctx: AuthedCtx, moves: readonly StockMove[]) {
  for (const m of moves)
    if (m.delta !== 0 && (m.locationId === null || m.warehouseId === null))
      throw AppError.field("locationId", "validation.required");
  const ids = [...new Set(moves.flatMap((m) => (m.locationId === null ? [] : [m.locationId])))];
  if (!ids.length) return;
  const rows = await ctx.db
    .select({ id: warehouseLocations.id, warehouseId: warehouseLocations.warehouseId })
    .from(warehouseLocations)
    .where(and(eq(warehouseLocations.tenantId, ctx.tenantId), inArray(warehouseLocations.id, ids)));
  const warehouseOf = new Map(rows.map((r) => [r.id, r.warehouseId]));
  for (const m of moves) {
    if (m.locationId !== null && warehouseOf.get(m.locationId) !== m.warehouseId)
      throw AppError.field("locationId", "api.errors.locationNotInWarehouse");
  }
}

/**
 * Locks a SKU's row for the rest of the transaction (FOR UPDATE), as postStock does first: a
 * caller that reads a balance before posting (a count) locks here first, so it keeps the same
 * lock order. Throws 404 for a SKU that does not exist (or was deleted).
 */
export async function lockSku(ctx: AuthedCtx, skuId: string) {
  const [row] = await ctx.db
    .select({
      id: productSkus.id,
      number: productSkus.number,
      totalStock: productSkus.totalStock,
      reservedStock: productSkus.reservedStock,
      availableStock: productSkus.availableStock,
    })
    .from(productSkus)
    .where(
      and(
        eq(productSkus.id, skuId),
        eq(productSkus.tenantId, ctx.tenantId),
        eq(productSkus.isDeleted, false),
      ),
    )
    .for("update");
  if (!row) throw AppError.notFound("ProductSku", skuId);
  return row;
}

/** The quantity of a SKU on hand at one place (0 when none); lock the SKU first to rely on it. */
export async function stockAtPlace(ctx: AuthedCtx, skuId: string, locationId: string) {
  const [row] = await ctx.db
    .select({ quantity: stockBalances.quantity })
    .from(stockBalances)
    .where(
      and(
        eq(stockBalances.tenantId, ctx.tenantId),
        eq(stockBalances.skuId, skuId),
        eq(stockBalances.locationId, locationId),
      ),
    );
  return row?.quantity ?? 0;
}
