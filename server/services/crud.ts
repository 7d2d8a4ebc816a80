import "server-only";
import { newestFirst, type SortKey } from "@/server/db/keyset";
import { and, type Column, count, eq, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type * as z from "zod";
import type { Contract, Op } from "@/lib/api/define";
import type { TSortField } from "@/lib/contracts/common";
import { dataScopeFilter, type ScopeColumns } from "@/server/auth/data-scope";
import type { AuthedCtx, Handlers } from "@/server/http/define";
import type { MessageKey } from "@/lib/i18n/messages";
import { AppError } from "@/server/http/errors";
import { created, deleted, isoOrNull, liveRows, modified, pagedList, userNamesById } from "./kit";

/** The columns every business table has (DESIGN §3: tenant, audit, soft delete). */
type CrudColumns = {
  id: PgColumn;
  tenantId: PgColumn;
  isDeleted: PgColumn;
  deletionTime: PgColumn;
  deleterUserId: PgColumn;
  creationTime: PgColumn;
  creatorUserId: PgColumn;
  lastModificationTime: PgColumn;
  lastModifierUserId: PgColumn;
};
type CrudTable = PgTable & CrudColumns;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows are typed by each service's own callbacks
type Row = Record<string, any> & { id: string };

interface ListInput {
  skipCount: number;
  maxResultCount: number;
  sorting?: TSortField<string>[];
  isOnlyMine?: boolean;
}

/** The five declarations `crudContract` produces. */
type CrudContract = Contract & {
  Create: Op;
  Update: Op;
  Get: Op;
  GetAll: Op;
  Delete: Op;
};
type CrudKey = "Create" | "Update" | "Get" | "GetAll" | "Delete";
/** The bin's two methods, declared by `crudContract` when the entity has a Restore permission. */
type BinKey = "Restore" | "GetAllDeleted";
type InputOf<C extends CrudContract, K extends CrudKey> = z.output<C[K]["input"]>;
type DtoOf<C extends CrudContract> = z.input<C["Get"]["output"]>;

export interface CrudOptions<C extends CrudContract> {
  table: CrudTable;
  /** the list's sortable fields (its zSorting allow-list) and their columns */
  sortColumns: Record<string, Column | SQL>;
  defaultOrder?: SortKey[];
  /**
   * Filters whose total is counted exactly however many rows match: those an index answers
   * cheaply and the planner cannot estimate (the SKUs' low stock: a column against a column).
   */
  exactCountWhen?: (input: InputOf<C, "GetAll">) => boolean;
  /**
   * Sums GetAll answers besides the page, over every row the list's filters and scope match
   * (the contract's `listOutput` is `ZSummedPagedResult`): key → a numeric column. Always exact.
   */
  sums?: Record<string, Column | SQL>;
  /** WHERE for the list's own filters */
  where?: (
    input: InputOf<C, "GetAll">,
    ctx: AuthedCtx,
  ) => SQL | undefined | Promise<SQL | undefined>;
  /** rows → DTOs for a whole page at once (one query per related table, not per row) */
  toDtos: (rows: Row[], ctx: AuthedCtx) => Promise<DtoOf<C>[]>;
  /** input → column values; checks the rules (unique names, references) and throws AppError */
  toValues: (
    input: InputOf<C, "Create"> | InputOf<C, "Update">,
    ctx: AuthedCtx,
    existing?: Row,
  ) => Promise<Record<string, unknown>>;
  /** after insert/update, in the same transaction (bind attachments, write children) */
  afterSave?: (
    row: Row,
    input: InputOf<C, "Create"> | InputOf<C, "Update">,
    ctx: AuthedCtx,
  ) => Promise<void>;
  /** what blocks a delete: live rows elsewhere that point at this one (409 naming them) */
  inUseBy?: InUseRef[];
  /** rows that go with a deleted one (soft-deleted in the same transaction), e.g. its links */
  alsoDelete?: { table: CrudTable; where: (id: string) => SQL }[];
  /**
   * Narrows every read and change (Get, GetAll, Update, Delete) to the rows the caller may reach,
   * beyond the declared data scope: outside it a row is absent (404), e.g. a customer's own
   * addresses, or the customer types a clerk's pages cover.
   */
  scope?: (ctx: AuthedCtx) => Promise<SQL | undefined>;
  /**
   * The table's columns the declared data scope may narrow by besides the creator: a warehouse
   * record's `warehouse` column, for the "Warehouse" provider (server/auth/data-scope.ts).
   */
  scopeColumns?: Omit<ScopeColumns, "creator">;
  /** the row's name in the in-use refusal (default: its `name` column) */
  labelOf?: (row: Row) => string;
  /** other delete rules and clean-up, after `inUseBy` passed, in the same transaction */
  beforeDelete?: (row: Row, ctx: AuthedCtx) => Promise<void>;
  /**
   * The row's unique names (text columns `toValues` keeps free among live rows): Restore refuses
   * (409) while a live row holds the same value, ignoring case. `key` is the row's property,
   * `where` narrows the comparison as `toValues` does (siblings of one parent).
   */
  unique?: { key: string; where?: (row: Row) => SQL | undefined }[];
  /**
   * What the row belongs to (`key` holds its id): Restore refuses (409) while that row is
   * deleted, naming it by `labelOf` (default: its `name`).
   */
  restoreNeeds?: { key: string; table: CrudTable; labelOf?: (parent: Row) => string }[];
  /** other restore rules, before the row comes back, in the same transaction */
  beforeRestore?: (row: Row, ctx: AuthedCtx) => Promise<void>;
}

const live = (table: CrudTable, ctx: AuthedCtx) => liveRows(table, ctx.tenantId);

/**
 * A reference that blocks deleting a row while live rows of `table` match `where(id)`;
 * `label` names each of them in the refusal (a product's name, a SKU's number).
 */
export interface InUseRef {
  table: CrudTable;
  where: (id: string) => SQL;
  label: Column | SQL;
}

/** The common reference: `column` of `table` holds the row's id. */
export const usedBy = (table: CrudTable, column: Column, label: Column | SQL): InUseRef => ({
  table,
  where: (id) => eq(column, id),
  label,
});

/**
 * Refuses deleting a row still referenced (SPEC §4 rules): 409 naming up to three users, in the
 * order the references are given, and how many more there are.
 */
async function refuseInUse(ctx: AuthedCtx, entityName: string, id: string, refs: InUseRef[]) {
  const names: string[] = [];
  let total = 0;
  for (const ref of refs) {
    const where = and(live(ref.table, ctx), ref.where(id));
    const [{ n } = { n: 0 }] = await ctx.db
      .select({ n: count() })
      .from(ref.table as PgTable)
      .where(where);
    if (n === 0) continue;
    total += n;
    if (names.length < 3) {
      const rows = await ctx.db
        .select({ label: sql<string>`${ref.label}` })
        .from(ref.table as PgTable)
        .where(where)
        .orderBy(sql`${ref.label}`)
        .limit(3 - names.length);
      names.push(...rows.map((r) => r.label));
    }
  }
  if (total === 0) return;
  throw AppError.conflict("api.errors.inUse", {
    entity: entityName,
    names: names.map((name) => `"${name}"`).join(", "),
    more: Math.max(0, total - names.length),
  });
}

/**
 * Exact sums of numeric columns over the rows `where` matches, as 2-place decimal strings, and
 * the exact count of those rows (the same read: a footer's "N records" beside its sum is never
 * the planner's estimate).
 */
async function sumsOf(
  ctx: AuthedCtx,
  table: CrudTable,
  where: SQL | undefined,
  columns: Record<string, Column | SQL>,
) {
  const [row] = await ctx.db
    .select({
      count: sql<number>`count(*)::int`,
      sums: sql<Record<string, string>>`json_build_object(${sql.join(
        Object.entries(columns).map(
          ([key, column]) => sql`${key}::text, coalesce(sum(${column}), 0)::numeric(20, 2)::text`,
        ),
        sql`, `,
      )})`,
    })
    .from(table as PgTable)
    .where(where);
  return row!;
}

/** One live row of the caller's tenant, or a 404. */
export async function getRow(
  table: CrudTable,
  ctx: AuthedCtx,
  id: string,
  entity: string,
  scope?: SQL,
  /** lock the row until the transaction ends, so checks made on it still hold when we write */
  lock = false,
): Promise<Row> {
  const query = ctx.db
    .select()
    .from(table as PgTable)
    .where(and(eq(table.id, id), live(table, ctx), scope));
  const [row] = (await (lock ? query.for("update") : query)) as Row[];
  if (!row) throw AppError.notFound(entity, id);
  return row;
}

/** Whether a live record of the tenant (narrowed by `where`) has `name` in `column`, ignoring case. */
export async function nameTaken(
  ctx: AuthedCtx,
  table: CrudTable,
  column: PgColumn,
  name: string,
  where: SQL | undefined,
) {
  const [clash] = await ctx.db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(and(live(table, ctx), sql`lower(${column}) = ${name.toLowerCase()}`, where))
    .limit(1);
  return clash !== undefined;
}

/**
 * Refuses a name another live record of the tenant already has (ignoring case), as a validation
 * error on `field` (`message`, given the name as {name}; default "api.errors.nameTaken");
 * `where` narrows the comparison (e.g. siblings of one parent).
 */
export async function assertNameFree(
  table: CrudTable & { name?: PgColumn },
  ctx: AuthedCtx,
  name: string,
  /** `column`: the name column when it is not `name` (a country's countryName) */
  options: {
    exceptId?: string;
    where?: SQL;
    field?: string;
    column?: PgColumn;
    message?: MessageKey;
  } = {},
) {
  const where = and(options.exceptId ? ne(table.id, options.exceptId) : undefined, options.where);
  if (await nameTaken(ctx, table, options.column ?? table.name!, name, where))
    throw AppError.field(options.field ?? "name", options.message ?? "api.errors.nameTaken", {
      name,
    });
}

/**
 * Implements the five methods of a `crudContract` (SPEC §7) for one table: one implementation
 * for every entity. Spread the result into `implement` next to the service's own handlers.
 */
export function crudMethods<C extends CrudContract>(
  declared: C,
  o: CrudOptions<C>,
): Pick<Handlers<C>, CrudKey | (BinKey & keyof C)> {
  const entity = declared.Get.service;
  const t = o.table;
  const one = async (ctx: AuthedCtx, id: string, scope?: SQL) => {
    const [dto] = await o.toDtos([await getRow(t, ctx, id, entity, scope)], ctx);
    return dto!;
  };
  // The declaration names the data scope (crudContract's `dataScope`): a record outside it is as
  // absent for Get/Update/Delete as it is in the list.
  const scope = declared.GetAll.dataScope;
  const scoped = async (ctx: AuthedCtx, isOnlyMine?: boolean) =>
    and(
      scope
        ? await dataScopeFilter(
            ctx,
            scope,
            { creator: t.creatorUserId, ...o.scopeColumns },
            isOnlyMine,
          )
        : undefined,
      await o.scope?.(ctx),
    );

  const labelOf = (row: Row) => o.labelOf?.(row) ?? String(row.name ?? row.id);
  const bin = (ctx: AuthedCtx) => and(eq(t.tenantId, ctx.tenantId), eq(t.isDeleted, true)) as SQL;
  const restored = (ctx: AuthedCtx) => ({
    isDeleted: false,
    deletionTime: null,
    deleterUserId: null,
    ...modified(ctx),
  });

  const binMethods = {
    GetAllDeleted: async (input: { skipCount: number; maxResultCount: number }, ctx: AuthedCtx) => {
      const page = await pagedList<Row, Row>(ctx, {
        table: t,
        where: and(bin(ctx), await scoped(ctx)),
        input,
        sortColumns: {},
        // a record another tool deleted without a time comes last (a ready term: paged by offset)
        fallback: [sql`${t.deletionTime} desc nulls last`, { column: t.id, desc: true }],
        toDtos: async (rows) => rows,
      });
      const names = await userNamesById(
        ctx,
        page.items.map((r) => r.deleterUserId as string | null),
      );
      return {
        totalCount: page.totalCount,
        ...(page.totalCountIsEstimate && { totalCountIsEstimate: true }),
        items: page.items.map((r) => ({
          id: r.id,
          name: labelOf(r),
          creatorUserId: r.creatorUserId ?? null,
          deletionTime: isoOrNull(r.deletionTime),
          deleterUserId: r.deleterUserId ?? null,
          deleterUserName: r.deleterUserId ? (names.get(r.deleterUserId) ?? null) : null,
        })),
      };
    },
    Restore: async (input: { id: string }, ctx: AuthedCtx) => {
      const [row] = (await ctx.db
        .select()
        .from(t as PgTable)
        .where(and(eq(t.id, input.id), bin(ctx), await scoped(ctx)))
        .for("update")) as Row[];
      if (!row) throw AppError.notFound(entity, input.id);
      for (const u of o.unique ?? []) {
        const value = row[u.key] as string | null;
        if (!value) continue;
        const column = (t as unknown as Record<string, PgColumn>)[u.key]!;
        if (await nameTaken(ctx, t, column, value, u.where?.(row)))
          throw AppError.conflict("bin.restoreClash", {
            name: labelOf(row),
            value: String(value),
          });
      }
      for (const need of o.restoreNeeds ?? []) {
        const parentId = row[need.key] as string | null;
        if (!parentId) continue;
        const [parent] = (await ctx.db
          .select()
          .from(need.table as PgTable)
          .where(and(eq(need.table.id, parentId), eq(need.table.tenantId, ctx.tenantId)))) as Row[];
        if (parent?.isDeleted)
          throw AppError.conflict("bin.parentDeleted", {
            name: labelOf(row),
            parent: need.labelOf?.(parent) ?? String(parent.name ?? parent.id),
          });
      }
      await o.beforeRestore?.(row, ctx);
      // what the same delete removed with it: same deletion time, same deleter
      for (const child of o.alsoDelete ?? [])
        await ctx.db
          .update(child.table)
          .set(restored(ctx) as never)
          .where(
            and(
              eq(child.table.tenantId, ctx.tenantId),
              eq(child.table.isDeleted, true),
              eq(child.table.deletionTime, row.deletionTime),
              sql`${child.table.deleterUserId} is not distinct from ${row.deleterUserId ?? null}`,
              child.where(row.id),
            ),
          );
      await ctx.db
        .update(t)
        .set(restored(ctx) as never)
        .where(eq(t.id, row.id));
      return null;
    },
  };

  return {
    ...("Restore" in declared ? binMethods : {}),
    Create: async (input: never, ctx: AuthedCtx) => {
      const values = await o.toValues(input, ctx);
      const [row] = (await ctx.db
        .insert(t)
        .values({ ...values, ...created(ctx) } as never)
        .returning()) as Row[];
      await o.afterSave?.(row!, input, ctx);
      return one(ctx, row!.id);
    },
    Update: async (input: { id: string }, ctx: AuthedCtx) => {
      const existing = await getRow(t, ctx, input.id, entity, await scoped(ctx), true);
      const values = await o.toValues(input as never, ctx, existing);
      await ctx.db
        .update(t)
        .set({ ...values, ...modified(ctx) } as never)
        .where(eq(t.id, input.id));
      await o.afterSave?.({ ...existing, ...values }, input as never, ctx);
      return one(ctx, input.id);
    },
    Get: async (input: { id: string }, ctx: AuthedCtx) => one(ctx, input.id, await scoped(ctx)),
    GetAll: async (input: ListInput, ctx: AuthedCtx) => {
      const where = and(
        live(t, ctx),
        await o.where?.(input as never, ctx),
        await scoped(ctx, input.isOnlyMine),
      );
      const page = await pagedList<Row, DtoOf<C>>(ctx, {
        table: t,
        where,
        input,
        sortColumns: o.sortColumns,
        fallback: o.defaultOrder ?? newestFirst(t),
        toDtos: (rows) => o.toDtos(rows, ctx),
        exact: o.exactCountWhen?.(input as never),
        // a summed list counts exactly in its SUM query (below), once
        count: !o.sums,
      });
      if (!o.sums) return page;
      const { count: totalCount, sums } = await sumsOf(ctx, t, where, o.sums);
      return { ...page, totalCount, totalCountIsEstimate: undefined, sums };
    },
    Delete: async (input: { id: string }, ctx: AuthedCtx) => {
      const row = await getRow(t, ctx, input.id, entity, await scoped(ctx), true);
      await refuseInUse(
        ctx,
        o.labelOf?.(row) ?? String(row.name ?? row.id),
        row.id,
        o.inUseBy ?? [],
      );
      await o.beforeDelete?.(row, ctx);
      // one stamp for the row and what goes with it: Restore brings back exactly those
      const stamp = deleted(ctx);
      for (const child of o.alsoDelete ?? [])
        await ctx.db
          .update(child.table)
          .set(stamp as never)
          .where(and(live(child.table, ctx), child.where(row.id)));
      await ctx.db
        .update(t)
        .set(stamp as never)
        .where(eq(t.id, input.id));
      return null;
    },
  } as unknown as Pick<Handlers<C>, CrudKey | (BinKey & keyof C)>;
}
