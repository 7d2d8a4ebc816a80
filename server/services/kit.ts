import "server-only";
import { and, type Column, eq, inArray, type SQL, sql, type SQLWrapper } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { TPageCursors, TSortField } from "@/lib/contracts/common";
import { EMPTY_GUID } from "@/lib/contracts/enum-values";
import { orderOf, type PageInput, pageRows, type SortKey, sortKeysOf } from "@/server/db/keyset";
import { users } from "@/server/db/schema";
import type { Db } from "@/server/db/types";
import type { AuthedCtx } from "@/server/http/define";

/** ORDER BY from a checked `sorting`, then the fallback keys (a stable tiebreaker). */
export const orderByOf = <F extends string>(
  sorting: TSortField<F>[] | undefined,
  columns: Record<F, Column | SQL>,
  fallback: SortKey[],
): SQL[] => orderOf(sortKeysOf(sorting, columns, fallback));

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
export const countRows = (
  ctx: AuthedCtx,
  table: PgTable,
  where: SQL | undefined,
  exact = false,
): Promise<RowCount> =>
  countOf(
    ctx,
    ctx.db
      .select({ one: sql`1` })
      .from(table)
      .where(where),
    exact,
  );

/**
 * An estimate this far over EXACT_COUNT_LIMIT is taken without counting: the capped count would
 * read EXACT_COUNT_LIMIT rows (7–20 ms at a million orders) only to say "more", and the planner
 * would have to be wrong tenfold for the truth to be under the limit.
 */
const TRUST_ESTIMATE_ABOVE = 10 * EXACT_COUNT_LIMIT;

/**
 * How many rows a query gives (a select with its joins and where, no order, no limit), as
 * countRows counts: exact up to EXACT_COUNT_LIMIT, then the planner's estimate. The plan is asked
 * first; a far bigger estimate is answered at once (TRUST_ESTIMATE_ABOVE).
 */
export async function countOf(ctx: AuthedCtx, rows: SQLWrapper, exact = false): Promise<RowCount> {
  const first = async (query: SQL) =>
    (await ctx.db.execute(query)) as unknown as { rows: Record<string, unknown>[] };
  if (exact) {
    const all = await first(sql`select count(*)::int as n from (${rows}) as counted`);
    return { totalCount: Number(all.rows[0]!.n) };
  }
  const plan = await first(sql`explain (format json) ${rows}`);
  const json = plan.rows[0]?.["QUERY PLAN"];
  const parsed = (typeof json === "string" ? JSON.parse(json) : json) as
    { Plan?: { "Plan Rows"?: number } }[] | undefined;
  const estimate = Math.round(parsed?.[0]?.Plan?.["Plan Rows"] ?? 0);
  if (estimate > TRUST_ESTIMATE_ABOVE) return { totalCount: estimate, totalCountIsEstimate: true };
  const capped = await first(
    sql`select count(*)::int as n from (${rows} limit ${EXACT_COUNT_LIMIT + 1}) as capped`,
  );
  const n = Number(capped.rows[0]!.n);
  if (n <= EXACT_COUNT_LIMIT) return { totalCount: n };
  return { totalCount: Math.max(EXACT_COUNT_LIMIT + 1, estimate), totalCountIsEstimate: true };
}

/**
 * One page of a list (SPEC §7 GetAll): the total under `where` (countRows), then the page's rows
 * in the order of `sorting`, then `fallback` (by keyset when it can: pageRows), turned into DTOs
 * by `toDtos` (a whole page at once).
 */
export async function pagedList<R, D, F extends string = string>(
  ctx: AuthedCtx,
  query: {
    table: PgTable;
    where: SQL | undefined;
    /** the page and the caller's sort (a GetAll input) */
    input: PageInput & { sorting?: TSortField<F>[] };
    /** the sortable fields' columns, and the order after them (ending with the id) */
    sortColumns: Record<F, Column | SQL>;
    fallback: SortKey[];
    toDtos: (rows: R[]) => D[] | Promise<D[]>;
    /** count every matching row (countRows) */
    exact?: boolean;
    /** false: no count here, the caller counts (a summed list, in its SUM query) */
    count?: boolean;
  },
): Promise<RowCount & { items: D[]; pageCursors?: TPageCursors }> {
  const { table, where, input } = query;
  const total =
    query.count === false ? { totalCount: 0 } : await countRows(ctx, table, where, query.exact);
  const keys = sortKeysOf(input.sorting, query.sortColumns, query.fallback);
  const page = await pageRows<R>(ctx.db, { table, where, keys, page: input });
  return {
    ...total,
    items: await query.toDtos(page.rows),
    ...(page.pageCursors && { pageCursors: page.pageCursors }),
  };
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

/**
 * A generated code: `prefix` and the next value of `sequence`, at least `digits` long ("SO-" and
 * 6: "SO-000123"; more digits past the last one). A refused write leaves a gap, never a duplicate.
 */
export async function sequenceCode(db: Db, sequence: string, prefix: string, digits = 6) {
  const result = await db.execute(sql`select nextval(${sequence})::text as n`);
  const n = String((result as unknown as { rows: { n: string }[] }).rows[0]!.n);
  return `${prefix}${n.padStart(digits, "0")}`;
}
