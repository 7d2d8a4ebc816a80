import "server-only";
import { and, asc, type Column, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
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
 * Counts up to this are exact; above it a list's total is the planner's estimate (issue 16): an
 * exact count reads every matching row, which at a million rows costs more than the page.
 */
export const EXACT_COUNT_LIMIT = 10_000;

export interface RowCount {
  totalCount: number;
  /** set when totalCount is the planner's estimate (more than EXACT_COUNT_LIMIT rows match) */
  totalCountIsEstimate?: true;
}

/**
 * How many rows of `table` match `where`: exact up to EXACT_COUNT_LIMIT (a count that stops
 * reading there), else the planner's estimate of the same query, never below the limit.
 */
export async function countRows(
  ctx: AuthedCtx,
  table: PgTable,
  where: SQL | undefined,
  exact = false,
): Promise<RowCount> {
  const filter = where ? sql`where ${where}` : sql``;
  if (exact) {
    const all = await ctx.db.execute(sql`select count(*)::int as n from ${table} ${filter}`);
    return { totalCount: Number((all as unknown as { rows: { n: number }[] }).rows[0]!.n) };
  }
  const capped = await ctx.db.execute(
    sql`select count(*)::int as n from (select 1 from ${table} ${filter} limit ${EXACT_COUNT_LIMIT + 1}) as capped`,
  );
  const n = Number((capped as unknown as { rows: { n: number }[] }).rows[0]!.n);
  if (n <= EXACT_COUNT_LIMIT) return { totalCount: n };
  const plan = await ctx.db.execute(sql`explain (format json) select 1 from ${table} ${filter}`);
  const [row] = (plan as unknown as { rows: Record<string, unknown>[] }).rows;
  const json = row?.["QUERY PLAN"];
  const parsed = (typeof json === "string" ? JSON.parse(json) : json) as
    { Plan?: { "Plan Rows"?: number } }[] | undefined;
  const estimate = Math.round(parsed?.[0]?.Plan?.["Plan Rows"] ?? 0);
  return { totalCount: Math.max(EXACT_COUNT_LIMIT + 1, estimate), totalCountIsEstimate: true };
}

/**
 * One page of a list (SPEC §7 GetAll): the total under `where` (countRows), then the page's rows
 * in `orderBy` order turned into DTOs by `toDtos` (a whole page at once).
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
    /** count every matching row (countRows) */
    exact?: boolean;
  },
): Promise<RowCount & { items: D[] }> {
  const total = await countRows(ctx, query.table, query.where, query.exact);
  const rows = (await ctx.db
    .select()
    .from(query.table)
    .where(query.where)
    .orderBy(...query.orderBy)
    .offset(query.skipCount)
    .limit(query.maxResultCount)) as R[];
  return { ...total, items: await query.toDtos(rows) };
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
