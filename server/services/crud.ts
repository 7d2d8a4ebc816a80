import "server-only";
import { and, type Column, count, eq, ne, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import * as z from "zod";
import { ZIdInput, ZPagedResult, type TSortField } from "@/lib/contracts/common";
import { dataScopeFilter } from "@/server/auth/data-scope";
import { type AuthedCtx, method, type MethodDef } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { orderByOf } from "./kit";

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

export interface CrudOptions<
  TCreate extends z.ZodType,
  TUpdate extends z.ZodType<{ id: string }>,
  TList extends z.ZodType<ListInput>,
  TDto extends z.ZodType,
> {
  /** what a 404 calls it, e.g. "ProductBrand" */
  entity: string;
  table: CrudTable;
  permissions: { read: string | readonly string[]; create: string; update: string; delete: string };
  create: TCreate;
  update: TUpdate;
  list: TList;
  dto: TDto;
  /** the list's sortable fields (its zSorting allow-list) and their columns */
  sortColumns: Record<string, Column | SQL>;
  defaultOrder?: SQL[];
  /** WHERE for the list's own filters */
  where?: (input: z.output<TList>, ctx: AuthedCtx) => SQL | undefined | Promise<SQL | undefined>;
  /** rows → DTOs for a whole page at once (one query per related table, not per row) */
  toDtos: (rows: Row[], ctx: AuthedCtx) => Promise<z.input<TDto>[]>;
  /** input → column values; checks the rules (unique names, references) and throws AppError */
  toValues: (
    input: z.output<TCreate> | z.output<TUpdate>,
    ctx: AuthedCtx,
    existing?: Row,
  ) => Promise<Record<string, unknown>>;
  /** after insert/update, in the same transaction (bind attachments, write children) */
  afterSave?: (
    row: Row,
    input: z.output<TCreate> | z.output<TUpdate>,
    ctx: AuthedCtx,
  ) => Promise<void>;
  /** refuse a delete that would break something, naming what uses it */
  beforeDelete?: (row: Row, ctx: AuthedCtx) => Promise<void>;
  /** narrow the list by the role's data scope for the read permission, and `isOnlyMine` */
  dataScope?: boolean;
}

const live = (table: CrudTable, ctx: AuthedCtx) =>
  and(eq(table.tenantId, ctx.tenantId), eq(table.isDeleted, false));

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

/**
 * Refuses a name another live record of the tenant already has (ignoring case), as a validation
 * error on `field`; `where` narrows the comparison (e.g. siblings of one parent).
 */
export async function assertNameFree(
  table: CrudTable & { name: PgColumn },
  ctx: AuthedCtx,
  name: string,
  options: { exceptId?: string; where?: SQL; field?: string } = {},
) {
  const [clash] = await ctx.db
    .select({ id: table.id })
    .from(table as PgTable)
    .where(
      and(
        live(table, ctx),
        sql`lower(${table.name}) = ${name.toLowerCase()}`,
        options.exceptId ? ne(table.id, options.exceptId) : undefined,
        options.where,
      ),
    );
  if (clash) throw AppError.field(options.field ?? "name", "api.errors.nameTaken", { name });
}

/**
 * The standard entity set (SPEC §7): Create, Update, Get, GetAll, Delete — one implementation
 * for every service. Services add their own methods next to these.
 */
export function crudMethods<
  TCreate extends z.ZodType,
  TUpdate extends z.ZodType<{ id: string }>,
  TList extends z.ZodType<ListInput>,
  TDto extends z.ZodType,
>(
  o: CrudOptions<TCreate, TUpdate, TList, TDto>,
): Record<"Create" | "Update" | "Get" | "GetAll" | "Delete", MethodDef> {
  const t = o.table;
  const one = async (ctx: AuthedCtx, id: string, scope?: SQL) => {
    const [dto] = await o.toDtos([await getRow(t, ctx, id, o.entity, scope)], ctx);
    return dto!;
  };
  const readPermission =
    typeof o.permissions.read === "string" ? o.permissions.read : o.permissions.read[0]!;
  // A record outside the caller's data scope is as absent for Get/Update/Delete as it is in the list.
  const scoped = async (ctx: AuthedCtx) =>
    o.dataScope ? dataScopeFilter(ctx, readPermission, t.creatorUserId) : undefined;

  return {
    Create: method({
      verb: "POST",
      permission: o.permissions.create,
      summary: `Create a ${o.entity}`,
      input: o.create,
      output: o.dto,
      handler: async (input, ctx) => {
        const values = await o.toValues(input, ctx);
        const [row] = (await ctx.db
          .insert(t)
          .values({ ...values, tenantId: ctx.tenantId, creatorUserId: ctx.user.id } as never)
          .returning()) as Row[];
        await o.afterSave?.(row!, input, ctx);
        return one(ctx, row!.id);
      },
    }),
    Update: method({
      verb: "PUT",
      permission: o.permissions.update,
      summary: `Update a ${o.entity}`,
      input: o.update,
      output: o.dto,
      handler: async (input, ctx) => {
        const existing = await getRow(t, ctx, input.id, o.entity, await scoped(ctx), true);
        const values = await o.toValues(input, ctx, existing);
        await ctx.db
          .update(t)
          .set({
            ...values,
            lastModificationTime: new Date(),
            lastModifierUserId: ctx.user.id,
          } as never)
          .where(eq(t.id, input.id));
        await o.afterSave?.({ ...existing, ...values }, input, ctx);
        return one(ctx, input.id);
      },
    }),
    Get: method({
      verb: "GET",
      permission: o.permissions.read,
      summary: `Get a ${o.entity}`,
      input: ZIdInput,
      output: o.dto,
      handler: async (input, ctx) => one(ctx, input.id, await scoped(ctx)),
    }),
    GetAll: method({
      verb: "GET",
      permission: o.permissions.read,
      summary: `List ${o.entity} records`,
      input: o.list,
      output: ZPagedResult(o.dto),
      handler: async (input, ctx) => {
        const where = and(
          live(t, ctx),
          await o.where?.(input, ctx),
          o.dataScope
            ? await dataScopeFilter(ctx, readPermission, t.creatorUserId, input.isOnlyMine)
            : undefined,
        );
        const [{ total } = { total: 0 }] = await ctx.db
          .select({ total: count() })
          .from(t as PgTable)
          .where(where);
        const rows = (await ctx.db
          .select()
          .from(t as PgTable)
          .where(where)
          .orderBy(
            ...orderByOf(
              input.sorting,
              o.sortColumns,
              o.defaultOrder ?? [sql`${t.creationTime} desc`, sql`${t.id} desc`],
            ),
          )
          .offset(input.skipCount)
          .limit(input.maxResultCount)) as Row[];
        return { totalCount: total, items: await o.toDtos(rows, ctx) };
      },
    }),
    Delete: method({
      verb: "DELETE",
      permission: o.permissions.delete,
      summary: `Delete a ${o.entity} (refused while something uses it)`,
      input: ZIdInput,
      output: z.null(),
      handler: async (input, ctx) => {
        const row = await getRow(t, ctx, input.id, o.entity, await scoped(ctx), true);
        await o.beforeDelete?.(row, ctx);
        await ctx.db
          .update(t)
          .set({ isDeleted: true, deletionTime: new Date(), deleterUserId: ctx.user.id } as never)
          .where(eq(t.id, input.id));
        return null;
      },
    }),
  };
}
