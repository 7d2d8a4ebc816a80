import "server-only";
import { randomBytes, randomUUID } from "node:crypto";
import { and, type Column, desc, eq, ilike, type SQL, sql } from "drizzle-orm";
import type { TStockReason } from "@/lib/contracts/enums";
import { WarehouseStock } from "@/lib/contracts/stock";
import { dataScopeFilter } from "@/server/auth/data-scope";
import {
  productSkus,
  products,
  stockBalances,
  stockLedger,
  users,
  warehouseLocations,
  warehouses,
} from "@/server/db/schema";
import { type AuthedCtx, implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { countOf, likePattern, liveRows, orderByOf } from "../kit";
import { liveLocation, locationCode } from "./shared";
import { lockSku, postStock, stockAtPlace } from "./stock-posting";

// /api/services/app/WarehouseStock/* — stock on hand, one SKU's ledger, transfers and counts
// (SPEC §2 Warehouse stock query, DESIGN §5 Stock; issue 10). Stock is read from the per-place
// balances postStock keeps; transfers and counts change it only through postStock. Everything
// is narrowed by the Pages.Warehouse.Stock data scope through the place: the Warehouse provider
// by the row's warehouse, the creator-based scopes (Mine, department, roles, users) by who
// created the location, since a balance has no creator of its own.

const b = stockBalances;
const s = productSkus;
const l = warehouseLocations;
const PAGE = WarehouseStock.GetAll.dataScope!;

/** The places the caller's scope covers: by the location's warehouse, or its creator. */
const placeScope = (ctx: AuthedCtx, warehouse: Column = l.warehouseId) =>
  dataScopeFilter(ctx, PAGE, { creator: l.creatorUserId, warehouse });

/** frame, then layer, then position, ignoring case (as the locations list sorts them) */
const placeOrder: SQL = sql`(lower(${l.frame}), lower(${l.layer}), lower(${l.position}))`;
const warehouseOrder: SQL = sql`lower(${warehouses.name})`;

/** availableStock ≤ earlyWarningStock, where a warning level is set */
const isLow = sql<boolean>`(${s.earlyWarningStock} > 0 and ${s.availableStock} <= ${s.earlyWarningStock})`;

/** "TR-20261124-7QK2MD": a transfer's code, shown on its two rows (its id is `referenceId`). */
function transferCode(now = new Date()) {
  const alphabet = "23456789ABCDEFGHJKLMNPQRSTUVWXYZ";
  const suffix = [...randomBytes(6)].map((n) => alphabet[n % alphabet.length]).join("");
  return `TR-${now.toISOString().slice(0, 10).replaceAll("-", "")}-${suffix}`;
}

/** A place a transfer or count touches, live and in the caller's scope, else a field error. */
async function placeFor(ctx: AuthedCtx, id: string, field: string) {
  const place = await liveLocation(ctx, id, await placeScope(ctx));
  if (!place)
    throw AppError.field(field, "api.errors.entityNotFound", { entity: "WarehouseLocation", id });
  return place;
}

export const warehouseStockService = implement(WarehouseStock, {
  GetAll: async (input, ctx) => {
    const where = and(
      eq(b.tenantId, ctx.tenantId),
      sql`${b.quantity} > 0`,
      eq(s.isDeleted, false),
      input.skuNumber ? ilike(s.number, likePattern(input.skuNumber)) : undefined,
      input.model ? ilike(s.model, likePattern(input.model)) : undefined,
      input.warehouseId ? eq(b.warehouseId, input.warehouseId) : undefined,
      input.locationId ? eq(b.locationId, input.locationId) : undefined,
      input.skuId ? eq(b.skuId, input.skuId) : undefined,
      input.lowStockOnly ? isLow : undefined,
      await placeScope(ctx, b.warehouseId),
    );
    const total = await countOf(
      ctx,
      ctx.db
        .select({ one: sql`1` })
        .from(b)
        .innerJoin(s, eq(s.id, b.skuId))
        .innerJoin(l, eq(l.id, b.locationId))
        .where(where),
      // a column compared with a column: the planner cannot estimate it, so count it (as the SKUs do)
      input.lowStockOnly === true,
    );
    const rows = await ctx.db
      .select({
        skuId: b.skuId,
        skuNumber: s.number,
        productId: s.productId,
        productName: products.name,
        model: s.model,
        warehouseId: b.warehouseId,
        warehouseName: warehouses.name,
        locationId: b.locationId,
        locationCode: locationCode(l),
        quantity: b.quantity,
        totalStock: s.totalStock,
        availableStock: s.availableStock,
        reservedStock: s.reservedStock,
        earlyWarningStock: s.earlyWarningStock,
        isLowStock: isLow,
      })
      .from(b)
      .innerJoin(s, eq(s.id, b.skuId))
      .innerJoin(products, eq(products.id, s.productId))
      .innerJoin(l, eq(l.id, b.locationId))
      .innerJoin(warehouses, eq(warehouses.id, b.warehouseId))
      .where(where)
      .orderBy(
        ...orderByOf(
          input.sorting,
          {
            skuNumber: sql`lower(${s.number})`,
            quantity: b.quantity,
            location: sql`(${warehouseOrder}, ${placeOrder})`,
          },
          [sql`lower(${s.number})`, sql`${s.id}`, warehouseOrder, placeOrder, sql`${b.locationId}`],
        ),
      )
      .offset(input.skipCount)
      .limit(input.maxResultCount);
    return {
      ...total,
      items: rows.map((r) => ({ ...r, model: r.model || null, isLowStock: !!r.isLowStock })),
    };
  },

  GetLedger: async (input, ctx) => {
    const [sku] = await ctx.db
      .select({
        id: s.id,
        number: s.number,
        productName: products.name,
        model: s.model,
        totalStock: s.totalStock,
        availableStock: s.availableStock,
        reservedStock: s.reservedStock,
        earlyWarningStock: s.earlyWarningStock,
        isLowStock: isLow,
      })
      .from(s)
      .innerJoin(products, eq(products.id, s.productId))
      .where(and(eq(s.id, input.skuId), liveRows(s, ctx.tenantId)));
    if (!sku) throw AppError.notFound("ProductSku", input.skuId);

    const g = stockLedger;
    // a legacy row without a place falls outside every scope but All (its location is null)
    const where = and(
      eq(g.tenantId, ctx.tenantId),
      eq(g.skuId, input.skuId),
      input.warehouseId ? eq(g.warehouseId, input.warehouseId) : undefined,
      input.locationId ? eq(g.locationId, input.locationId) : undefined,
      await placeScope(ctx, g.warehouseId),
    );
    // joined as the page is: a Mine scope narrows by the location's creator
    const total = await countOf(
      ctx,
      ctx.db
        .select({ one: sql`1` })
        .from(g)
        .leftJoin(l, eq(l.id, g.locationId))
        .where(where),
    );
    const rows = await ctx.db
      .select({
        id: g.id,
        creationTime: g.creationTime,
        warehouseId: g.warehouseId,
        warehouseName: warehouses.name,
        locationId: g.locationId,
        locationCode: sql<string | null>`${locationCode(l)}`,
        delta: g.delta,
        reason: g.reason,
        reference: g.reference,
        referenceId: g.referenceId,
        remark: g.remark,
        creatorUserId: g.creatorUserId,
        creatorName: sql<string | null>`nullif(trim(${users.name} || ' ' || ${users.surname}), '')`,
        creatorUserName: users.userName,
      })
      .from(g)
      .leftJoin(l, eq(l.id, g.locationId))
      .leftJoin(warehouses, eq(warehouses.id, g.warehouseId))
      .leftJoin(users, eq(users.id, g.creatorUserId))
      .where(where)
      .orderBy(desc(g.creationTime), desc(g.id))
      .offset(input.skipCount)
      .limit(input.maxResultCount);
    return {
      ...total,
      items: rows.map(({ creatorUserName, ...r }) => ({
        ...r,
        creationTime: r.creationTime.toISOString(),
        reason: r.reason as TStockReason,
        creatorName: r.creatorName ?? creatorUserName ?? null,
      })),
      sku: { ...sku, model: sku.model || null, isLowStock: !!sku.isLowStock },
    };
  },

  Transfer: async (input, ctx) => {
    // the SKU's row first (the lock order postStock keeps), then the two places
    await lockSku(ctx, input.skuId);
    const from = await placeFor(ctx, input.fromLocationId, "fromLocationId");
    const to = await placeFor(ctx, input.toLocationId, "toLocationId");
    if (to.status !== "Enable")
      throw AppError.field("toLocationId", "api.errors.locationDisabled", { code: to.code });
    const reference = transferCode();
    const referenceId = randomUUID();
    await postStock(ctx, { reason: "TransferOut", reference, referenceId, remark: input.remark }, [
      {
        skuId: input.skuId,
        warehouseId: from.warehouseId,
        locationId: from.id,
        delta: -input.quantity,
      },
      {
        skuId: input.skuId,
        warehouseId: to.warehouseId,
        locationId: to.id,
        delta: input.quantity,
        reason: "TransferIn",
      },
    ]);
    return { reference, referenceId };
  },

  Count: async (input, ctx) => {
    await lockSku(ctx, input.skuId);
    const place = await placeFor(ctx, input.locationId, "locationId");
    const current = await stockAtPlace(ctx, input.skuId, place.id);
    const delta = input.countedQuantity - current;
    // nothing changed: nothing is written
    await postStock(
      ctx,
      { reason: "Count", reference: null, referenceId: null, remark: input.remark },
      [{ skuId: input.skuId, warehouseId: place.warehouseId, locationId: place.id, delta }],
    );
    return { delta, quantity: input.countedQuantity };
  },
});
