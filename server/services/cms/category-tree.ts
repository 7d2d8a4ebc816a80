import "server-only";
import { and, eq, type SQL, sql } from "drizzle-orm";
import type { TCmsCategoryNode } from "@/lib/contracts/cms-category";
import { cmsCategories } from "@/server/db/schema";
import { attachmentsOf, downloadUrl } from "@/server/files/attachments";
import type { Ctx } from "@/server/http/define";
import { liveRows } from "../kit";

const c = cmsCategories;

/** Siblings' order: display order, then name, then id (stable). */
export const categoryOrder = [sql`${c.displayOrder}`, sql`lower(${c.name})`, sql`${c.id}`];

/** The tenant's live categories matching `where`, in display order, with their first image. */
export async function loadCategoryNodes(ctx: Ctx, where?: SQL) {
  const rows = await ctx.db
    .select({
      id: c.id,
      parentId: c.parentId,
      code: c.code,
      name: c.name,
      type: c.type,
      subtitle: c.subtitle,
      displayOrder: c.displayOrder,
      pcPath: c.pcPath,
      miniProgramPath: c.miniProgramPath,
      isHidden: c.isHidden,
      isNavigation: c.isNavigation,
    })
    .from(c)
    .where(and(liveRows(c, ctx.tenantId), where))
    .orderBy(...categoryOrder);
  const images = await attachmentsOf(
    ctx.db,
    ctx.tenantId,
    "CmsCategory",
    rows.map((r) => r.id),
  );
  const firstImage = new Map<string, string>();
  for (const image of images)
    if (image.hostId && !firstImage.has(image.hostId))
      firstImage.set(image.hostId, downloadUrl(image.id));
  return rows.map((r): TCmsCategoryNode => ({
    ...r,
    type: r.type as TCmsCategoryNode["type"],
    imageUrl: firstImage.get(r.id) ?? null,
    children: [],
  }));
}

/**
 * Nests loaded categories under their parents, keeping their order. A category whose parent was
 * not loaded is a root when `orphans` is "root" (a filtered list) and left out when "drop" (the
 * website's navigation: under a hidden or non-navigation parent, a category does not show).
 */
export function nest(nodes: TCmsCategoryNode[], orphans: "root" | "drop"): TCmsCategoryNode[] {
  const byId = new Map(nodes.map((n) => [n.id, n]));
  const roots: TCmsCategoryNode[] = [];
  for (const node of nodes) {
    const parent = node.parentId ? byId.get(node.parentId) : undefined;
    if (parent) parent.children.push(node);
    else if (!node.parentId || orphans === "root") roots.push(node);
  }
  return roots;
}

/** The website's navigation: visible navigation categories whose ancestors all are too. */
export async function navigationTree(ctx: Ctx) {
  const nodes = await loadCategoryNodes(ctx, and(eq(c.isHidden, false), eq(c.isNavigation, true)));
  return nest(nodes, "drop");
}

/** Finds a category anywhere in a tree. */
export function findIn(
  nodes: TCmsCategoryNode[],
  match: (node: TCmsCategoryNode) => boolean,
): TCmsCategoryNode | undefined {
  for (const node of nodes) {
    if (match(node)) return node;
    const found = findIn(node.children, match);
    if (found) return found;
  }
  return undefined;
}
