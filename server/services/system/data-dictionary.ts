import "server-only";
import { and, asc, count, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from "drizzle-orm";
import type { Column } from "drizzle-orm";
import {
  DataDictionary,
  FEEDBACK_TYPE_KEY,
  IN_STORAGE_TYPE_KEY,
  INDUSTRY_KEY,
  LOGISTICS_COMPANY_KEY,
  type TDataDictionaryDto,
} from "@/lib/contracts/data-dictionary";
import {
  customers,
  dataDictionaries,
  feedbacks,
  orders,
  stockIns,
  tenants,
} from "@/server/db/schema";
import { type AuthedCtx, implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import type { MessageKey } from "@/lib/i18n/messages";
import { assertNameFree, crudMethods, getRow, type InUseRef, usedBy } from "../crud";
import { actorId, auditFields, likePattern, liveRows, modified } from "../kit";

// /api/services/app/DataDictionary/* (SPEC §3 System, §7 DataDictionary): a tree of nodes
// (isParent) and values. A row's parentKey is its parent's key; a node's key is unique in the
// tenant (modules read a node by key), any key is unique among its siblings (ignoring case). A row
// keeps its parent and kind; renaming a node renames its children's parentKey. A node with live
// children, or a value a record uses, is not deleted (409). SyncToTenant copies the default
// tenant's tree into another tenant, adding only what it lacks.

const t = dataDictionaries;
type Row = typeof t.$inferSelect;
const ENTITY = "DataDictionary";
/** The tenant whose dictionaries are the standard set (SPEC §9: tenant id 1). */
const DEFAULT_TENANT_ID = 1;

/** Live rows directly under each of `ids`. */
async function childCounts(ctx: AuthedCtx, ids: string[]) {
  if (ids.length === 0) return new Map<string, number>();
  const rows = await ctx.db
    .select({ parentId: t.parentId, n: count() })
    .from(t)
    .where(and(liveRows(t, ctx.tenantId), inArray(t.parentId, ids)))
    .groupBy(t.parentId);
  return new Map(rows.map((r) => [r.parentId!, r.n]));
}

async function toDtos(rows: Row[], ctx: AuthedCtx): Promise<TDataDictionaryDto[]> {
  const counts = await childCounts(
    ctx,
    rows.filter((r) => r.isParent).map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parentId,
    isParent: r.isParent,
    key: r.key,
    displayName: r.displayName,
    displayOrder: r.displayOrder,
    parentKey: r.parentKey,
    childCount: counts.get(r.id) ?? 0,
    ...auditFields(r),
  }));
}

/** Siblings share the parent key (what the unique index keys by); nodes also share the tenant. */
const clashScope = (parentKey: string | null, isParent: boolean) =>
  or(
    sql`coalesce(${t.parentKey}, '') = ${parentKey ?? ""}`,
    isParent ? eq(t.isParent, true) : undefined,
  );

/** Rows whose `column` records the value `id` of the node `nodeKey` by the value's key. */
const recordsValue = (nodeKey: string, column: Column) => (id: string) =>
  sql`${column} = (select ${t.key} from ${t} where ${t.id} = ${id} and ${t.parentKey} = ${nodeKey} and ${t.isParent} = false)`;

/** The records that name a dictionary value by its key: a used value is not deleted or re-keyed. */
const valueUses: InUseRef[] = [
  {
    table: stockIns,
    where: recordsValue(IN_STORAGE_TYPE_KEY, stockIns.inStorageType),
    label: stockIns.inStorageCode,
  },
  {
    table: feedbacks,
    where: recordsValue(FEEDBACK_TYPE_KEY, feedbacks.typeCode),
    label: feedbacks.title,
  },
  {
    table: customers,
    where: recordsValue(INDUSTRY_KEY, customers.industry),
    label: sql`coalesce(${customers.enterpriseName}, ${customers.customerCode})`,
  },
  {
    table: orders,
    where: recordsValue(LOGISTICS_COMPANY_KEY, orders.logisticsCompany),
    label: orders.orderCode,
  },
];

/** Keys are unique ignoring case (as Create and Update check), so they are looked up that way. */
const sameKey = (key: string) => sql`lower(${t.key}) = lower(${key})`;

const treeOrder = [desc(t.isParent), asc(t.displayOrder), asc(t.key)];

/**
 * The key of the live value of node `nodeKey` that `given` names (ignoring case), or a 400 on
 * `field` with `message` ({value}). `kept` (the record's stored value) passes unchanged even when
 * the dictionary no longer has it, so an old record stays editable.
 */
export async function dictionaryKey(
  ctx: AuthedCtx,
  nodeKey: string,
  given: string,
  { field, message, kept }: { field: string; message: MessageKey; kept?: string | null },
) {
  if (kept != null && given === kept) return kept;
  const value = (await dictionaryValues(ctx, nodeKey)).find(
    (v) => v.key.toLowerCase() === given.toLowerCase(),
  );
  if (!value) throw AppError.field(field, message, { value: given });
  return value.key;
}

/** value key → display name of node `nodeKey`'s live values. */
export async function dictionaryNames(ctx: AuthedCtx, nodeKey: string) {
  return new Map((await dictionaryValues(ctx, nodeKey)).map((v) => [v.key, v.displayName]));
}

/** The display name of value `key` of node `nodeKey`: `key` itself when the node lacks it. */
export async function dictionaryName<K extends string | null>(
  ctx: AuthedCtx,
  nodeKey: string,
  key: K,
): Promise<K> {
  if (key === null) return key;
  return ((await dictionaryNames(ctx, nodeKey)).get(key) ?? key) as K;
}

/** The live values of the live node `nodeKey` (none when there is no such node), in order. */
export async function dictionaryValues(ctx: AuthedCtx, nodeKey: string) {
  const [node] = await ctx.db
    .select({ id: t.id })
    .from(t)
    .where(and(liveRows(t, ctx.tenantId), eq(t.isParent, true), sameKey(nodeKey)));
  if (!node) return [];
  return ctx.db
    .select({ id: t.id, key: t.key, displayName: t.displayName, displayOrder: t.displayOrder })
    .from(t)
    .where(and(liveRows(t, ctx.tenantId), eq(t.parentId, node.id), eq(t.isParent, false)))
    .orderBy(asc(t.displayOrder), asc(t.key));
}

async function nodeByKey(ctx: AuthedCtx, key: string) {
  const [node] = await ctx.db
    .select()
    .from(t)
    .where(and(liveRows(t, ctx.tenantId), eq(t.isParent, true), sameKey(key)));
  if (!node) throw AppError.notFound(ENTITY, key);
  return node;
}

/** Copies the default tenant's live tree into `tenantId`, adding what it lacks (by key). */
async function syncToTenant(ctx: AuthedCtx, tenantId: number) {
  // a tenant other than the default one may only fill itself
  const reachable = ctx.tenantId === DEFAULT_TENANT_ID || ctx.tenantId === tenantId;
  const [tenant] = await ctx.db
    .select({ id: tenants.id })
    .from(tenants)
    .where(and(eq(tenants.id, tenantId), eq(tenants.isDeleted, false)));
  if (!tenant || !reachable) throw AppError.notFound("Tenant", String(tenantId));
  if (tenantId === DEFAULT_TENANT_ID) return { inserted: 0 };

  const source = await ctx.db
    .select()
    .from(t)
    .where(liveRows(t, DEFAULT_TENANT_ID))
    .orderBy(...treeOrder);
  const target = await ctx.db.select().from(t).where(liveRows(t, tenantId)).for("update");
  const slot = (r: { parentKey: string | null; key: string }) =>
    `${(r.parentKey ?? "").toLowerCase()}\u0000${r.key.toLowerCase()}`;
  const taken = new Set(target.map(slot));
  const targetNodes = new Map(
    target.filter((r) => r.isParent).map((r) => [r.key.toLowerCase(), r]),
  );
  /** source node id → the target node standing for it */
  const mapped = new Map<string, string>();
  let inserted = 0;
  // parents before children: walk down from the roots
  let level = source.filter((r) => r.parentId === null);
  while (level.length > 0) {
    const next: Row[] = [];
    for (const row of level) {
      const parentId = row.parentId === null ? null : mapped.get(row.parentId);
      if (parentId === undefined) continue; // its parent could not be placed
      const existingNode = row.isParent ? targetNodes.get(row.key.toLowerCase()) : undefined;
      if (existingNode) mapped.set(row.id, existingNode.id);
      else if (!taken.has(slot(row))) {
        const [added] = await ctx.db
          .insert(t)
          .values({
            tenantId,
            creatorUserId: actorId(ctx),
            parentId,
            isParent: row.isParent,
            key: row.key,
            displayName: row.displayName,
            displayOrder: row.displayOrder,
            parentKey: row.parentKey,
          })
          .returning({ id: t.id });
        inserted++;
        taken.add(slot(row));
        if (row.isParent) mapped.set(row.id, added!.id);
      }
      if (row.isParent) next.push(...source.filter((c) => c.parentId === row.id));
    }
    level = next;
  }
  return { inserted };
}

export const dataDictionaryService = implement(DataDictionary, {
  ...crudMethods(DataDictionary, {
    table: t,
    sortColumns: {
      key: sql`lower(${t.key})`,
      displayName: sql`lower(${t.displayName})`,
      displayOrder: t.displayOrder,
      creationTime: t.creationTime,
    },
    defaultOrder: [...treeOrder, sql`${t.id}`],
    where: (input) =>
      and(
        input.parentId ? eq(t.parentId, input.parentId) : undefined,
        input.isParent !== undefined ? eq(t.isParent, input.isParent) : undefined,
        input.keyword
          ? or(
              ilike(t.key, likePattern(input.keyword)),
              ilike(t.displayName, likePattern(input.keyword)),
            )
          : undefined,
      ),
    toValues: async (input, ctx, existing) => {
      let place: { parentId: string | null; parentKey: string | null; isParent: boolean };
      if (existing) {
        place = {
          parentId: existing.parentId as string | null,
          parentKey: existing.parentKey as string | null,
          isParent: existing.isParent as boolean,
        };
      } else {
        const created = input as { parentId?: string | null; isParent: boolean };
        let parentKey: string | null = null;
        if (created.parentId) {
          const [parent] = await ctx.db
            .select({ key: t.key })
            .from(t)
            .where(and(liveRows(t, ctx.tenantId), eq(t.id, created.parentId), eq(t.isParent, true)))
            .for("update");
          if (!parent) throw AppError.field("parentId", "api.errors.selectionUnavailable");
          parentKey = parent.key;
        }
        place = { parentId: created.parentId ?? null, parentKey, isParent: created.isParent };
      }
      await assertNameFree(t, ctx, input.key, {
        exceptId: existing?.id,
        field: "key",
        column: t.key,
        where: clashScope(place.parentKey, place.isParent),
        message: "api.errors.dictionaryKeyTaken",
      });
      // records name a value by its key: a used value keeps it
      if (existing && existing.key !== input.key && !existing.isParent)
        for (const use of valueUses) {
          const [used] = await ctx.db
            .select({ n: count() })
            .from(use.table as typeof stockIns)
            .where(and(liveRows(use.table, ctx.tenantId), use.where(existing.id as string)));
          if (used && used.n > 0)
            throw AppError.conflict("api.errors.dictionaryKeyInUse", { key: String(existing.key) });
        }
      return {
        ...(existing ? {} : place),
        key: input.key,
        displayName: input.displayName,
        displayOrder: input.displayOrder,
      };
    },
    // a renamed node's children carry its new key
    afterSave: async (row, _input, ctx) => {
      if (!row.isParent) return;
      await ctx.db
        .update(t)
        .set({ parentKey: row.key as string, ...modified(ctx) })
        .where(
          and(
            liveRows(t, ctx.tenantId),
            eq(t.parentId, row.id),
            sql`${t.parentKey} is distinct from ${row.key}`,
          ),
        );
    },
    inUseBy: [usedBy(t, t.parentId, t.key), ...valueUses],
    labelOf: (row) => `${row.displayName} (${row.key})`,
    toDtos: (rows, ctx) => toDtos(rows as Row[], ctx),
  }),
  GetByKey: async (input, ctx) => (await toDtos([await nodeByKey(ctx, input.key)], ctx))[0]!,
  GetListByParentId: async (input, ctx) => {
    const under: SQL = input.parentId
      ? eq(t.parentId, (await getRow(t, ctx, input.parentId, ENTITY)).id)
      : isNull(t.parentId);
    const rows = await ctx.db
      .select()
      .from(t)
      .where(and(liveRows(t, ctx.tenantId), under))
      .orderBy(...treeOrder);
    return { items: await toDtos(rows, ctx) };
  },
  GetDataDictionaryListByKey: async (input, ctx) => ({
    items: await dictionaryValues(ctx, input.key),
  }),
  GetDataDictionaryByKey: async (input, ctx) => {
    const values = await dictionaryValues(ctx, input.parentKey);
    const value = values.find((v) => v.key.toLowerCase() === input.key.toLowerCase());
    if (!value) throw AppError.notFound(ENTITY, `${input.parentKey}/${input.key}`);
    return value;
  },
  GetAllRoot: async (_input, ctx) => {
    const rows = await ctx.db
      .select()
      .from(t)
      .where(and(liveRows(t, ctx.tenantId), isNull(t.parentId), eq(t.isParent, true)))
      .orderBy(...treeOrder);
    return { items: await toDtos(rows, ctx) };
  },
  SyncToTenant: (input, ctx) => syncToTenant(ctx, input.tenantId),
});
