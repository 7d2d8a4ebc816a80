import "server-only";
import { and, eq, ilike, inArray, isNull, sql } from "drizzle-orm";
import { CmsNavigation, type TCmsNavigationDto } from "@/lib/contracts/cms-navigation";
import { EMPTY_GUID } from "@/lib/contracts/enum-values";
import { cmsCategories, cmsNavigations } from "@/server/db/schema";
import { assertUsableFiles, bindAttachments, downloadUrl } from "@/server/files/attachments";
import { type AuthedCtx, implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { crudMethods, getRow, usedBy } from "../crud";
import { auditFields, likePattern, liveRows } from "../kit";
import { sortSiblings } from "./sort";

const ENTITY = "CmsNavigation";
const n = cmsNavigations;
const navOrder = [sql`${n.order}`, sql`lower(${n.name})`, sql`${n.id}`];

/**
 * Two levels: a child's parent is a live first-level item (locked for share, so a concurrent
 * delete of it waits, then is refused), and an item with children stays on the first level.
 */
async function assertParent(ctx: AuthedCtx, parentId: string | null, self?: { id: string }) {
  if (!parentId) return;
  const [parent] = await ctx.db
    .select({ id: n.id, parentId: n.parentId })
    .from(n)
    .where(and(eq(n.id, parentId), liveRows(n, ctx.tenantId)))
    .for("share");
  if (!parent)
    throw AppError.field("parentId", "api.errors.entityNotFound", { entity: ENTITY, id: parentId });
  const [child] = self
    ? await ctx.db
        .select({ id: n.id })
        .from(n)
        .where(and(liveRows(n, ctx.tenantId), eq(n.parentId, self.id)))
        .limit(1)
    : [];
  if (parent.parentId || parent.id === self?.id || child)
    throw AppError.field("parentId", "api.errors.navigationTwoLevels");
}

/** The related categories: live ones of the tenant, each once, in the given order. */
async function liveCategoryIds(ctx: AuthedCtx, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return unique;
  const found = await ctx.db
    .select({ id: cmsCategories.id })
    .from(cmsCategories)
    .where(and(liveRows(cmsCategories, ctx.tenantId), inArray(cmsCategories.id, unique)))
    .for("share");
  if (found.length !== unique.length)
    throw AppError.field("categoryIds", "api.errors.selectionUnavailable");
  return unique;
}

/** Rows → DTOs, with the related categories' names (one query for the whole page). */
async function navigationDtos(
  rows: (typeof n.$inferSelect)[],
  ctx: AuthedCtx,
): Promise<TCmsNavigationDto[]> {
  const categoryIds = [...new Set(rows.flatMap((r) => r.categoryIds as string[]))];
  const categories = categoryIds.length
    ? await ctx.db
        .select({ id: cmsCategories.id, name: cmsCategories.name })
        .from(cmsCategories)
        .where(and(liveRows(cmsCategories, ctx.tenantId), inArray(cmsCategories.id, categoryIds)))
    : [];
  const names = new Map(categories.map((cat) => [cat.id, cat.name]));
  return rows.map((r) => ({
    id: r.id,
    parentId: r.parentId,
    level: r.parentId ? 2 : 1,
    name: r.name,
    order: r.order,
    isShow: r.isShow,
    imageId: r.imageId,
    imageUrl: r.imageId ? downloadUrl(r.imageId) : null,
    categoryIds: r.categoryIds,
    categoryNames: (r.categoryIds as string[]).flatMap((id) => names.get(id) ?? []),
    ...auditFields(r as never),
  }));
}

const crud = crudMethods(CmsNavigation, {
  table: n,
  sortColumns: { name: sql`lower(${n.name})`, order: n.order, creationTime: n.creationTime },
  defaultOrder: navOrder,
  where: (input) =>
    and(
      input.keyword ? ilike(n.name, likePattern(input.keyword)) : undefined,
      input.parentId === EMPTY_GUID
        ? isNull(n.parentId)
        : input.parentId
          ? eq(n.parentId, input.parentId)
          : undefined,
      input.isShow === undefined ? undefined : eq(n.isShow, input.isShow),
    ),
  toValues: async (input, ctx, existing) => {
    await assertParent(ctx, input.parentId, existing as { id: string } | undefined);
    const imageIds = input.imageId ? [input.imageId] : [];
    await assertUsableFiles(ctx, ENTITY, existing?.id, imageIds, "imageId", "productImage");
    return {
      parentId: input.parentId,
      name: input.name,
      order: input.order,
      isShow: input.isShow,
      imageId: input.imageId ?? null,
      categoryIds: await liveCategoryIds(ctx, input.categoryIds),
    };
  },
  afterSave: async (row, input, ctx) => {
    await bindAttachments(ctx, ENTITY, row.id, input.imageId ? [input.imageId] : [], "imageId");
  },
  inUseBy: [usedBy(n, n.parentId, n.name)],
  beforeDelete: async (row, ctx) => {
    await bindAttachments(ctx, ENTITY, row.id, [], "imageId");
  },
  toDtos: (rows, ctx) => navigationDtos(rows as never, ctx),
});

// CRUD /api/services/app/CmsNavigation/* — the website's two-level navigation menu
export const cmsNavigationService = implement(CmsNavigation, {
  ...crud,
  GetTree: async (_input, ctx) => {
    const rows = await ctx.db
      .select()
      .from(n)
      .where(liveRows(n, ctx.tenantId))
      .orderBy(...navOrder);
    const dtos = await navigationDtos(rows, ctx);
    const roots = dtos.filter((d) => !d.parentId);
    return {
      items: roots.map((root) => ({
        ...root,
        children: dtos.filter((d) => d.parentId === root.id),
      })),
    };
  },
  UpdateSort: async (input, ctx) => {
    if (input.parentId) await getRow(n, ctx, input.parentId, ENTITY);
    await sortSiblings(
      ctx,
      { table: n, order: n.order, orderKey: "order" },
      input.parentId,
      input.ids,
      "api.errors.cmsSortOutdated",
    );
    return null;
  },
});
