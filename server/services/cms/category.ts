import "server-only";
import { and, count, eq, ilike, inArray, isNull, or, sql } from "drizzle-orm";
import { CmsCategory, type TCmsCategoryDto } from "@/lib/contracts/cms-category";
import { EMPTY_GUID } from "@/lib/contracts/enum-values";
import { cmsCategories, cmsNavigations } from "@/server/db/schema";
import {
  assertUsableFiles,
  attachmentsOf,
  bindAttachments,
  downloadUrl,
} from "@/server/files/attachments";
import { type AuthedCtx, implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { assertNameFree, crudMethods, getRow, usedBy } from "../crud";
import { auditFields, likePattern, liveRows, modified } from "../kit";
import { categoryOrder, findIn, loadCategoryNodes, navigationTree, nest } from "./category-tree";
import { sortSiblings } from "./sort";

const ENTITY = "CmsCategory";
const c = cmsCategories;

/**
 * The parent a category is saved under: a live category of the tenant (locked for share, so a
 * concurrent delete of it waits, then is refused), never the category itself or one below it.
 */
async function parentFor(ctx: AuthedCtx, parentId: string | null, selfId?: string) {
  if (!parentId) return null;
  const [parent] = await ctx.db
    .select({ id: c.id, code: c.code })
    .from(c)
    .where(and(eq(c.id, parentId), liveRows(c, ctx.tenantId)))
    .for("share");
  if (!parent)
    throw AppError.field("parentId", "api.errors.entityNotFound", { entity: ENTITY, id: parentId });
  if (selfId) {
    const links = await ctx.db
      .select({ id: c.id, parentId: c.parentId })
      .from(c)
      .where(liveRows(c, ctx.tenantId));
    const parentOf = new Map(links.map((l) => [l.id, l.parentId]));
    // walk up from the new parent; meeting the category itself would make a loop
    const seen = new Set<string>();
    for (
      let at: string | null | undefined = parent.id;
      at && !seen.has(at);
      at = parentOf.get(at)
    ) {
      if (at === selfId) throw AppError.field("parentId", "api.errors.categoryUnderItself");
      seen.add(at);
    }
  }
  return parent;
}

/** A category's DTO fields from its row (images and child count added by the caller). */
function dtoOf(r: typeof c.$inferSelect) {
  return {
    id: r.id,
    parentId: r.parentId,
    parentCode: r.parentCode,
    code: r.code,
    name: r.name,
    type: r.type as TCmsCategoryDto["type"],
    subtitle: r.subtitle,
    displayOrder: r.displayOrder,
    pcPath: r.pcPath,
    miniProgramPath: r.miniProgramPath,
    isHidden: r.isHidden,
    isNavigation: r.isNavigation,
    useParentIdParameter: r.useParentIdParameter,
    enableDataPermissionLimit: r.enableDataPermissionLimit,
    needShowContentCategory: r.needShowContentCategory,
    categoryCode: r.categoryCode,
    ...auditFields(r),
  };
}

const crud = crudMethods(CmsCategory, {
  table: c,
  sortColumns: {
    name: sql`lower(${c.name})`,
    code: sql`lower(${c.code})`,
    displayOrder: c.displayOrder,
    creationTime: c.creationTime,
  },
  defaultOrder: categoryOrder,
  where: (input) =>
    and(
      input.keyword
        ? or(ilike(c.name, likePattern(input.keyword)), ilike(c.code, likePattern(input.keyword)))
        : undefined,
      input.parentId === EMPTY_GUID
        ? isNull(c.parentId)
        : input.parentId
          ? eq(c.parentId, input.parentId)
          : undefined,
      input.type ? eq(c.type, input.type) : undefined,
      input.isHidden === undefined ? undefined : eq(c.isHidden, input.isHidden),
      input.isNavigation === undefined ? undefined : eq(c.isNavigation, input.isNavigation),
    ),
  toValues: async (input, ctx, existing) => {
    const parent = await parentFor(ctx, input.parentId, existing?.id);
    await assertNameFree(c, ctx, input.code, {
      exceptId: existing?.id,
      field: "code",
      column: c.code,
    });
    await assertUsableFiles(ctx, ENTITY, existing?.id, input.imageIds, "imageIds", "productImage");
    return {
      parentId: parent?.id ?? null,
      parentCode: parent?.code ?? null,
      code: input.code,
      name: input.name,
      type: input.type,
      subtitle: input.subtitle || null,
      displayOrder: input.displayOrder,
      pcPath: input.pcPath || null,
      miniProgramPath: input.miniProgramPath || null,
      isHidden: input.isHidden,
      isNavigation: input.isNavigation,
      useParentIdParameter: input.useParentIdParameter,
      enableDataPermissionLimit: input.enableDataPermissionLimit,
      needShowContentCategory: input.needShowContentCategory,
      categoryCode: input.categoryCode || null,
    };
  },
  afterSave: async (row, input, ctx) => {
    await bindAttachments(ctx, ENTITY, row.id, input.imageIds, "imageIds");
    // the children keep a copy of their parent's code
    await ctx.db
      .update(c)
      .set({ parentCode: row.code })
      .where(
        and(
          liveRows(c, ctx.tenantId),
          eq(c.parentId, row.id),
          sql`${c.parentCode} is distinct from ${row.code}`,
        ),
      );
  },
  // subcategories first, then navigation items leading to it: either blocks the delete
  inUseBy: [
    usedBy(c, c.parentId, c.name),
    {
      table: cmsNavigations,
      where: (id) => sql`${id}::uuid = any(${cmsNavigations.categoryIds})`,
      label: cmsNavigations.name,
    },
  ],
  beforeDelete: async (row, ctx) => {
    await bindAttachments(ctx, ENTITY, row.id, [], "imageIds");
  },
  toDtos: async (rows, ctx) => {
    const ids = rows.map((r) => r.id);
    const childRows = ids.length
      ? await ctx.db
          .select({ parentId: c.parentId, n: count() })
          .from(c)
          .where(and(liveRows(c, ctx.tenantId), inArray(c.parentId, ids)))
          .groupBy(c.parentId)
      : [];
    const children = new Map(childRows.map((r) => [r.parentId, r.n]));
    const files = await attachmentsOf(ctx.db, ctx.tenantId, ENTITY, ids);
    return rows.map((r) => {
      const images = files
        .filter((f) => f.hostId === r.id)
        .map((f) => ({ id: f.id, url: downloadUrl(f.id) }));
      return {
        ...dtoOf(r as typeof c.$inferSelect),
        imageIds: images.map((i) => i.id),
        images,
        childCount: children.get(r.id) ?? 0,
      };
    });
  },
});

/** Shows or hides one category (its subtree follows on the website). */
async function setHidden(ctx: AuthedCtx, id: string, isHidden: boolean) {
  await getRow(c, ctx, id, ENTITY, undefined, true);
  await ctx.db
    .update(c)
    .set({ isHidden, ...modified(ctx) })
    .where(eq(c.id, id));
  return null;
}

// CRUD /api/services/app/CmsCategory/* — the website's content category tree
export const cmsCategoryService = implement(CmsCategory, {
  ...crud,
  ShowIt: (input, ctx) => setHidden(ctx, input.id, false),
  HiddenIt: (input, ctx) => setHidden(ctx, input.id, true),
  UpdateSort: async (input, ctx) => {
    if (input.parentId) await getRow(c, ctx, input.parentId, ENTITY);
    await sortSiblings(
      ctx,
      { table: c, order: c.displayOrder, orderKey: "displayOrder" },
      input.parentId,
      input.ids,
      "api.errors.cmsSortOutdated",
    );
    return null;
  },
  GetCmsCategoryList: async (input, ctx) => ({
    items: nest(
      await loadCategoryNodes(ctx, input.type ? eq(c.type, input.type) : undefined),
      "root",
    ),
  }),
  GetByCode: async (input, ctx) => {
    const [row] = await ctx.db
      .select({ id: c.id })
      .from(c)
      .where(and(liveRows(c, ctx.tenantId), sql`lower(${c.code}) = ${input.code.toLowerCase()}`));
    if (!row) throw AppError.notFound(ENTITY, input.code);
    return crud.Get({ id: row.id }, ctx);
  },
  GetAllNavCategory: async (_input, ctx) => ({ items: await navigationTree(ctx) }),
  GetOneNavCategory: async (input, ctx) => {
    const code = input.code?.toLowerCase();
    const found = findIn(await navigationTree(ctx), (n) =>
      input.id ? n.id === input.id : n.code.toLowerCase() === code,
    );
    if (!found) throw AppError.notFound(ENTITY, input.id ?? input.code ?? "");
    return found;
  },
  GetChildNavCategory: async (input, ctx) => {
    const tree = await navigationTree(ctx);
    if (!input.parentId) return { items: tree };
    const parent = findIn(tree, (n) => n.id === input.parentId);
    if (!parent) throw AppError.notFound(ENTITY, input.parentId);
    return { items: parent.children };
  },
});
