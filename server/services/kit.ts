import "server-only";
import { and, asc, type Column, count, desc, eq, inArray, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { TSortField } from "@/lib/contracts/common";
import { EMPTY_GUID } from "@/lib/contracts/enum-values";
import { users } from "@/server/db/schema";
import type { AuthedCtx } from "@/server/http/define";

/** ORDER BY from a checked `sorting`, with a stable tiebreaker. */
export function orderByOf<F extends string>(
  sorting: TSortField<F>[] | undefined,
  columns: Record<F, Column | SQL>,
  fallback: SQL[],
): SQL[] {
  if (!sorting?.length) return fallback;
  return [
    ...sorting.map((s) => (s.desc ? desc(columns[s.field]) : asc(columns[s.field]))),
    ...fallback,
  ];
}

const iso = (date: Date) => date.toISOString();
export const isoOrNull = (date: Date | null | undefined) => (date ? date.toISOString() : null);

/** Escapes LIKE wildcards in user input. */
export const likePattern = (keyword: string) => `%${keyword.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function auditFields(row: {
  creationTime: Date;
  creatorUserId: string | null;
  lastModificationTime: Date | null;
  lastModifierUserId: string | null;
}) {
  return {
    creationTime: iso(row.creationTime),
    creatorUserId: row.creatorUserId,
    lastModificationTime: isoOrNull(row.lastModificationTime),
    lastModifierUserId: row.lastModifierUserId,
  };
}

/** A business table's tenant and soft-delete columns (DESIGN §3). */
type LiveTable = { tenantId: PgColumn; isDeleted: PgColumn };

/** WHERE for the tenant's live (not soft-deleted) rows of a table. */
export const liveRows = (table: LiveTable, tenantId: number) =>
  and(eq(table.tenantId, tenantId), eq(table.isDeleted, false));

/**
 * Who a write is recorded as: the caller, or null for the system's own work (a background job
 * acting as the empty-id user, e.g. the unpaid-order job), as ABP records it.
 */
export const actorId = (ctx: AuthedCtx): string | null =>
  ctx.user.id === EMPTY_GUID ? null : ctx.user.id;

/** Audit stamps (DESIGN §3) for an insert, an update and a soft delete by the caller. */
export const created = (ctx: AuthedCtx) => ({
  tenantId: ctx.tenantId,
  creatorUserId: actorId(ctx),
});
export const modified = (ctx: AuthedCtx) => ({
  lastModificationTime: new Date(),
  lastModifierUserId: actorId(ctx),
});
export const deleted = (ctx: AuthedCtx) => ({
  isDeleted: true,
  deletionTime: new Date(),
  deleterUserId: actorId(ctx),
});

/**
 * One page of a list (SPEC §7 GetAll): the total under `where`, then the page's rows in `orderBy`
 * order turned into DTOs by `toDtos` (a whole page at once).
 */
export async function pagedList<R, D>(
  ctx: AuthedCtx,
  query: {
    table: PgTable;
    where: SQL | undefined;
    orderBy: SQL[];
    skipCount: number;
    maxResultCount: number;
    toDtos: (rows: R[]) => D[] | Promise<D[]>;
  },
): Promise<{ totalCount: number; items: D[] }> {
  const [{ total } = { total: 0 }] = await ctx.db
    .select({ total: count() })
    .from(query.table)
    .where(query.where);
  const rows = (await ctx.db
    .select()
    .from(query.table)
    .where(query.where)
    .orderBy(...query.orderBy)
    .offset(query.skipCount)
    .limit(query.maxResultCount)) as R[];
  return { totalCount: total, items: await query.toDtos(rows) };
}

/** user id → user name for the given ids (nulls skipped), one query. */
export async function userNamesById(ctx: AuthedCtx, ids: readonly (string | null)[]) {
  const wanted = [...new Set(ids.filter((id): id is string => !!id))];
  const rows = wanted.length
    ? await ctx.db
        .select({ id: users.id, userName: users.userName })
        .from(users)
        .where(inArray(users.id, wanted))
    : [];
  return new Map(rows.map((u) => [u.id, u.userName]));
}
