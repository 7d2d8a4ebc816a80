import "server-only";
import { and, count, eq, ilike, inArray, isNull, ne, sql } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import { ProductCategory, type TCategoryTreeNode } from "@/lib/contracts/catalogue/category";
import { EMPTY_GUID } from "@/lib/contracts/enums";
import { productCategories, products } from "@/server/db/schema";
import { type AuthedCtx, implement, type ServiceDef } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { crudMethods, usedBy } from "../crud";
import { auditFields, likePattern, liveRows } from "../kit";

const ENTITY = "ProductCategory";
const c = productCategories;

const liveCategories = (tenantId: number) => liveRows(c, tenantId);
const liveProducts = (tenantId: number) => liveRows(products, tenantId);
const displayOrder = [c.sortOrder, sql`lower(${c.name})`, c.id];

type Node = Awaited<ReturnType<typeof loadNodes>>[number];

/** Every live category of the tenant, in display order. */
function loadNodes(ctx: AuthedCtx) {
  return ctx.db
    .select({
      id: c.id,
      parentId: c.parentId,
      parentIdPath: c.parentIdPath,
      name: c.name,
      navId: c.navId,
      isIncludeProductCount: c.isIncludeProductCount,
      sortOrder: c.sortOrder,
    })
    .from(c)
    .where(liveCategories(ctx.tenantId))
    .orderBy(...displayOrder);
}

/**
 * Locks every live category of the tenant until the transaction ends (SELECT … FOR UPDATE, in id
 * order so two callers cannot deadlock). A reorder checks loops and name clashes, and computes
 * paths, against the whole tree, not only the rows it moves: a second reorder waits, then reads
 * the tree as the first left it.
 */
async function lockTree(ctx: AuthedCtx) {
  await ctx.db
    .select({ id: c.id })
    .from(c)
    .where(liveCategories(ctx.tenantId))
    .orderBy(c.id)
    .for("update");
}

/** Children by parent id; a category whose parent is gone counts as a root (key null). */
function childrenOf(nodes: Node[]) {
  const ids = new Set(nodes.map((n) => n.id));
  const map = new Map<string | null, Node[]>();
  for (const n of nodes) {
    const key = n.parentId && ids.has(n.parentId) ? n.parentId : null;
    map.set(key, [...(map.get(key) ?? []), n]);
  }
  return map;
}

/**
 * After categories moved: recomputes parentIdPath from the parent links for the moved ones and
 * everything below them, writes the paths that differ, then the products' copies of them.
 */
async function settlePaths(ctx: AuthedCtx, nodes: Node[], movedIds: string[]) {
  const children = childrenOf(nodes);
  const moved = new Set(movedIds);
  const changed: { id: string; path: string }[] = [];
  const touched: string[] = [];
  const walk = (node: Node, path: string, inMoved: boolean) => {
    const below = inMoved || moved.has(node.id);
    if (below) touched.push(node.id);
    if (below && node.parentIdPath !== path) changed.push({ id: node.id, path });
    for (const child of children.get(node.id) ?? []) walk(child, `${path}${child.id}/`, below);
  };
  for (const root of children.get(null) ?? []) {
    // an orphan keeps the path it has: there is no parent to compute it from
    walk(root, root.parentId ? root.parentIdPath : `/${root.id}/`, false);
  }
  for (const { id, path } of changed)
    await ctx.db.update(c).set({ parentIdPath: path }).where(eq(c.id, id));
  if (touched.length === 0) return;
  const categoryPath = sql`(select ${c.parentIdPath} from ${c} where ${c.id} = ${products.categoryId})`;
  await ctx.db
    .update(products)
    .set({ parentIdPath: categoryPath })
    .where(
      and(
        eq(products.tenantId, ctx.tenantId),
        inArray(products.categoryId, touched),
        sql`${products.parentIdPath} <> ${categoryPath}`,
      ),
    );
}

/** Two categories under one parent may not share a name (ignoring case). */
async function assertNameFree(
  ctx: AuthedCtx,
  name: string,
  parentId: string | null,
  exceptId?: string,
) {
  const [clash] = await ctx.db
    .select({ id: c.id })
    .from(c)
    .where(
      and(
        liveCategories(ctx.tenantId),
        parentId ? eq(c.parentId, parentId) : isNull(c.parentId),
        sql`lower(${c.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(c.id, exceptId) : undefined,
      ),
    );
  if (clash) throw AppError.field("name", "api.errors.nameTaken", { name });
}

/** Products in each category or below it, for those that show a count. */
async function productCounts(ctx: AuthedCtx, ids: string[]) {
  const rows = ids.length
    ? await ctx.db
        .select({ id: c.id, n: count(products.id) })
        .from(c)
        .innerJoin(
          products,
          and(
            liveProducts(ctx.tenantId),
            sql`${products.parentIdPath} like ${c.parentIdPath} || '%'`,
          ),
        )
        .where(and(inArray(c.id, ids), eq(c.isIncludeProductCount, true)))
        .groupBy(c.id)
    : [];
  return new Map(rows.map((r) => [r.id, r.n]));
}

// CRUD /api/services/app/ProductCategory/* — the category tree; parentIdPath is kept by the server
const crud = crudMethods(ProductCategory, {
  table: c,
  sortColumns: {
    name: sql`lower(${c.name})`,
    sortOrder: c.sortOrder,
    creationTime: c.creationTime,
  },
  defaultOrder: displayOrder.map((col) => sql`${col}`),
  where: (input) =>
    and(
      input.keyword ? ilike(c.name, likePattern(input.keyword)) : undefined,
      input.parentId === EMPTY_GUID
        ? isNull(c.parentId)
        : input.parentId
          ? eq(c.parentId, input.parentId)
          : undefined,
      // likePattern is "%…%"; without its leading % it is a prefix match
      input.parentIdPath
        ? sql`${c.parentIdPath} like ${likePattern(input.parentIdPath).slice(1)}`
        : undefined,
      input.isIncludeProductCount === undefined
        ? undefined
        : eq(c.isIncludeProductCount, input.isIncludeProductCount),
    ),
  toValues: async (input, ctx, existing) => {
    const id = existing ? existing.id : uuidv7();
    let parentPath = "/";
    if (input.parentId) {
      const [parent] = await ctx.db
        .select({ id: c.id, parentIdPath: c.parentIdPath })
        .from(c)
        .where(and(eq(c.id, input.parentId), liveCategories(ctx.tenantId)))
        .for("share"); // a concurrent delete of the parent waits for this child, or it is refused
      if (!parent)
        throw AppError.field("parentId", "api.errors.entityNotFound", {
          entity: ENTITY,
          id: input.parentId,
        });
      if (parent.id === id || parent.parentIdPath.includes(`/${id}/`))
        throw AppError.field("parentId", "api.errors.categoryUnderItself");
      parentPath = parent.parentIdPath;
    }
    await assertNameFree(ctx, input.name, input.parentId, existing?.id);
    return {
      ...(existing ? {} : { id }),
      parentId: input.parentId,
      parentIdPath: `${parentPath}${id}/`,
      name: input.name,
      navId: input.navId ?? null,
      isIncludeProductCount: input.isIncludeProductCount,
      sortOrder: input.sortOrder,
    };
  },
  afterSave: async (row, input, ctx) => {
    // a new category has nothing below it; an edited one may have moved its subtree
    if ("id" in input) await settlePaths(ctx, await loadNodes(ctx), [row.id]);
  },
  // children first, then products: either blocks the delete
  inUseBy: [usedBy(c, c.parentId, c.name), usedBy(products, products.categoryId, products.name)],
  toDtos: async (rows, ctx) => {
    const ids = rows.map((r) => r.id);
    const childRows = ids.length
      ? await ctx.db
          .select({ parentId: c.parentId, n: count() })
          .from(c)
          .where(and(liveCategories(ctx.tenantId), inArray(c.parentId, ids)))
          .groupBy(c.parentId)
      : [];
    const childCounts = new Map(childRows.map((r) => [r.parentId, r.n]));
    const counts = await productCounts(ctx, ids);
    return rows.map((r) => ({
      id: r.id,
      parentId: r.parentId,
      parentIdPath: r.parentIdPath,
      name: r.name,
      navId: r.navId,
      isIncludeProductCount: r.isIncludeProductCount,
      sortOrder: r.sortOrder,
      childCount: childCounts.get(r.id) ?? 0,
      productCount: r.isIncludeProductCount ? (counts.get(r.id) ?? 0) : null,
      ...auditFields(r as never),
    }));
  },
});

const productCategoryService = implement(ProductCategory, {
  ...crud,
  GetTree: async (_input, ctx) => {
    const nodes = await loadNodes(ctx);
    const direct = await ctx.db
      .select({ categoryId: products.categoryId, n: count() })
      .from(products)
      .where(liveProducts(ctx.tenantId))
      .groupBy(products.categoryId);
    const own = new Map(direct.map((d) => [d.categoryId, d.n]));
    const children = childrenOf(nodes);
    const build = (node: Node): [TCategoryTreeNode, number] => {
      const kids = (children.get(node.id) ?? []).map(build);
      const total = kids.reduce((sum, [, n]) => sum + n, own.get(node.id) ?? 0);
      const productCount = node.isIncludeProductCount ? total : null;
      return [{ ...node, productCount, children: kids.map(([kid]) => kid) }, total];
    };
    return { items: (children.get(null) ?? []).map((root) => build(root)[0]) };
  },
  UpdateSort: async (input, ctx) => {
    await lockTree(ctx);
    const nodes = await loadNodes(ctx);
    const byId = new Map(nodes.map((n) => [n.id, n]));
    const before = new Map(nodes.map((n) => [n.id, { ...n }]));
    const seen = new Set<string>();
    input.items.forEach((item, i) => {
      if (seen.has(item.id)) throw AppError.field(`items.${i}.id`, "api.errors.duplicateInList");
      seen.add(item.id);
      const node = byId.get(item.id);
      if (!node)
        throw AppError.field(`items.${i}.id`, "api.errors.entityNotFound", {
          entity: ENTITY,
          id: item.id,
        });
      if (item.parentId && !byId.has(item.parentId))
        throw AppError.field(`items.${i}.parentId`, "api.errors.entityNotFound", {
          entity: ENTITY,
          id: item.parentId,
        });
      node.parentId = item.parentId;
      node.sortOrder = item.sortOrder;
    });
    // judged on the final arrangement, so the order of the items does not matter
    const movedIds: string[] = [];
    input.items.forEach((item, i) => {
      const node = byId.get(item.id)!;
      if (node.parentId === before.get(item.id)!.parentId) return;
      movedIds.push(item.id);
      for (let up = node.parentId, steps = 0; up && steps <= nodes.length; steps++) {
        if (up === item.id)
          throw AppError.field(`items.${i}.parentId`, "api.errors.categoryUnderItself");
        up = byId.get(up)?.parentId ?? null;
      }
      const clash = nodes.find(
        (n) =>
          n.id !== node.id &&
          n.parentId === node.parentId &&
          n.name.toLowerCase() === node.name.toLowerCase(),
      );
      if (clash)
        throw AppError.field(`items.${i}.parentId`, "api.errors.nameTaken", { name: node.name });
    });
    for (const item of input.items) {
      const old = before.get(item.id)!;
      if (old.parentId === item.parentId && old.sortOrder === item.sortOrder) continue;
      await ctx.db
        .update(c)
        .set({
          parentId: item.parentId,
          sortOrder: item.sortOrder,
          lastModificationTime: new Date(),
          lastModifierUserId: ctx.user.id,
        })
        .where(eq(c.id, item.id));
    }
    await settlePaths(ctx, nodes, movedIds);
    return null;
  },
});

export const categoryServices: ServiceDef[] = [productCategoryService];
