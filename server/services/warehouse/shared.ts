import "server-only";
import { and, eq, inArray, type SQL, sql } from "drizzle-orm";
import type { PermissionName } from "@/lib/permissions";
import { dataScopeFilter } from "@/server/auth/data-scope";
import { warehouseLocations, warehouses } from "@/server/db/schema";
import type { AuthedCtx } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { liveRows } from "../kit";

/**
 * The warehouses the caller's data scope under `page` (the writing service's own page: a
 * location is checked against the Locations page's scope) lets it write into.
 */
const warehouseScope = (ctx: AuthedCtx, page: PermissionName) =>
  dataScopeFilter(ctx, page, { creator: warehouses.creatorUserId, warehouse: warehouses.id });

/**
 * The warehouse a location or self-pickup point is written into: live and within the caller's
 * data scope, else a field error on `warehouseId` (a warehouse outside the scope is as absent as
 * one that does not exist). Held until commit, so a concurrent delete waits.
 */
export async function assertWarehouse(
  ctx: AuthedCtx,
  id: string,
  page: PermissionName,
): Promise<void> {
  const [found] = await ctx.db
    .select({ id: warehouses.id })
    .from(warehouses)
    .where(
      and(
        eq(warehouses.id, id),
        liveRows(warehouses, ctx.tenantId),
        await warehouseScope(ctx, page),
      ),
    )
    .for("share");
  if (!found)
    throw AppError.field("warehouseId", "api.errors.entityNotFound", { entity: "Warehouse", id });
}

/** The names of the warehouses a page of rows belongs to, by id (one query). */
export async function warehouseNames(
  ctx: AuthedCtx,
  rows: readonly { warehouseId: string }[],
): Promise<Map<string, string>> {
  const ids = [...new Set(rows.map((r) => r.warehouseId))];
  if (!ids.length) return new Map();
  const found = await ctx.db
    .select({ id: warehouses.id, name: warehouses.name })
    .from(warehouses)
    .where(inArray(warehouses.id, ids));
  return new Map(found.map((w) => [w.id, w.name]));
}

/** A location's code in SQL: "A-02-07", its frame, layer and position. */
export const locationCode = (t: typeof warehouseLocations) =>
  sql<string>`${t.frame} || '-' || ${t.layer} || '-' || ${t.position}`;

/**
 * A live location as a write that puts stock there (or takes it) sees it, held FOR SHARE until
 * commit so a concurrent disable, move or delete waits; `scope` narrows further. Undefined when
 * there is none.
 */
export async function liveLocation(ctx: AuthedCtx, id: string, scope?: SQL) {
  const l = warehouseLocations;
  const [row] = await ctx.db
    .select({ id: l.id, warehouseId: l.warehouseId, status: l.status, code: locationCode(l) })
    .from(l)
    .where(and(eq(l.id, id), liveRows(l, ctx.tenantId), scope))
    .for("share");
  return row;
}

/** The codes of locations by id (one query; deleted ones too, so history reads). */
export async function locationCodes(
  ctx: AuthedCtx,
  ids: readonly (string | null)[],
): Promise<Map<string, string>> {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  if (!wanted.length) return new Map();
  const l = warehouseLocations;
  const found = await ctx.db
    .select({ id: l.id, code: locationCode(l) })
    .from(l)
    .where(inArray(l.id, wanted));
  return new Map(found.map((r) => [r.id, r.code]));
}
