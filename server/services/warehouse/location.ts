import "server-only";
import { and, eq, ne, type SQL, sql } from "drizzle-orm";
import type { TSwitch } from "@/lib/contracts/enums";
import { WarehouseLocation } from "@/lib/contracts/warehouse";
import { stockBalances, stockIns, warehouseLocations } from "@/server/db/schema";
import { type AuthedCtx, implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { crudMethods, usedBy } from "../crud";
import { auditFields, liveRows } from "../kit";
import { assertWarehouse, warehouseNames } from "./shared";

// CRUD /api/services/app/WarehouseLocation/* — frame, layer and position in a warehouse (SPEC §3,
// §5 Location, §7 WarehouseLocation). The place is unique within its warehouse ignoring case; a
// location that stock-ins point at or that holds stock (a balance above zero) is not deleted,
// nor moved to another warehouse.

const t = warehouseLocations;
type LocationRow = typeof warehouseLocations.$inferSelect;
type Place = Pick<LocationRow, "frame" | "layer" | "position">;
const codeOf = (p: Place) => `${p.frame}-${p.layer}-${p.position}`;
/** frame, then layer, then position, ignoring case: one row value, so `desc` turns all three */
const placeOrder: SQL = sql`(lower(${t.frame}), lower(${t.layer}), lower(${t.position}))`;

/** Refuses a place another live location of the warehouse has, on the position field. */
async function assertPlaceFree(ctx: AuthedCtx, warehouseId: string, p: Place, exceptId?: string) {
  const [clash] = await ctx.db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        liveRows(t, ctx.tenantId),
        eq(t.warehouseId, warehouseId),
        sql`lower(${t.frame}) = ${p.frame.toLowerCase()}`,
        sql`lower(${t.layer}) = ${p.layer.toLowerCase()}`,
        sql`lower(${t.position}) = ${p.position.toLowerCase()}`,
        exceptId ? ne(t.id, exceptId) : undefined,
      ),
    );
  if (clash) throw AppError.field("position", "api.errors.locationTaken", { code: codeOf(p) });
}

/** What a location holds over all SKUs (its balances, DESIGN §5 Stock), 0 when empty. */
async function stockAt(ctx: AuthedCtx, locationId: string): Promise<number> {
  const [row] = await ctx.db
    .select({ quantity: sql<number>`coalesce(sum(${stockBalances.quantity}), 0)`.mapWith(Number) })
    .from(stockBalances)
    .where(
      and(
        eq(stockBalances.tenantId, ctx.tenantId),
        eq(stockBalances.locationId, locationId),
        sql`${stockBalances.quantity} > 0`,
      ),
    );
  return row?.quantity ?? 0;
}

/** A location that holds stock keeps its warehouse and is not deleted (409 saying how much). */
async function refuseHoldingStock(ctx: AuthedCtx, row: Place & { id: string }) {
  const quantity = await stockAt(ctx, row.id);
  if (quantity > 0)
    throw AppError.conflict("api.errors.locationHoldsStock", { code: codeOf(row), quantity });
}

export const warehouseLocationService = implement(
  WarehouseLocation,
  crudMethods(WarehouseLocation, {
    table: t,
    scopeColumns: { warehouse: t.warehouseId },
    sortColumns: { code: placeOrder, status: t.status, creationTime: t.creationTime },
    defaultOrder: [sql`${t.warehouseId}`, placeOrder, sql`${t.id}`],
    where: (input) =>
      and(
        input.status ? eq(t.status, input.status) : undefined,
        input.warehouseId ? eq(t.warehouseId, input.warehouseId) : undefined,
      ),
    toValues: async (input, ctx, existing) => {
      await assertWarehouse(ctx, input.warehouseId, WarehouseLocation.GetAll.dataScope!);
      await assertPlaceFree(ctx, input.warehouseId, input, existing?.id);
      if (existing && existing.warehouseId !== input.warehouseId) {
        // its stock-ins and ledger rows name the old warehouse: moving would split the truth
        const [stockIn] = await ctx.db
          .select({ id: stockIns.id })
          .from(stockIns)
          .where(and(liveRows(stockIns, ctx.tenantId), eq(stockIns.locationId, existing.id)))
          .limit(1);
        if (stockIn) throw AppError.conflict("api.errors.locationWarehouseFixed");
        await refuseHoldingStock(ctx, existing as LocationRow);
        // its balances are all zero; they move with it, so the place's rows name its warehouse
        await ctx.db
          .update(stockBalances)
          .set({ warehouseId: input.warehouseId })
          .where(
            and(
              eq(stockBalances.tenantId, ctx.tenantId),
              eq(stockBalances.locationId, existing.id),
            ),
          );
      }
      return {
        warehouseId: input.warehouseId,
        frame: input.frame,
        layer: input.layer,
        position: input.position,
        status: input.status,
      };
    },
    inUseBy: [usedBy(stockIns, stockIns.locationId, stockIns.inStorageCode)],
    labelOf: (row) => codeOf(row as LocationRow),
    beforeDelete: (row, ctx) => refuseHoldingStock(ctx, row as LocationRow),
    toDtos: async (page, ctx) => {
      const rows = page as LocationRow[];
      const names = await warehouseNames(ctx, rows);
      return rows.map((r) => ({
        id: r.id,
        warehouseId: r.warehouseId,
        warehouseName: names.get(r.warehouseId) ?? "",
        frame: r.frame,
        layer: r.layer,
        position: r.position,
        status: r.status as TSwitch,
        code: codeOf(r),
        ...auditFields(r),
      }));
    },
  }),
);
