import "server-only";
import { and, asc, eq, ilike, inArray, sql } from "drizzle-orm";
import { Swiper } from "@/lib/contracts/cms";
import { cmsAnchors, swipers } from "@/server/db/schema";
import { assertUsableFiles, bindAttachments, downloadUrl } from "@/server/files/attachments";
import { type AuthedCtx, implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { crudMethods, getRow } from "../crud";
import { auditFields, likePattern, liveRows, modified } from "../kit";

const anchorName = sql`(select lower(${cmsAnchors.displayName}) from ${cmsAnchors} where ${cmsAnchors.id} = ${swipers.cmsAnchorId})`;

/** The live anchor, locked for share: a concurrent delete of it waits for this write, then is refused. */
async function liveAnchor(ctx: AuthedCtx, id: string, field: string) {
  const [anchor] = await ctx.db
    .select({ id: cmsAnchors.id })
    .from(cmsAnchors)
    .where(and(eq(cmsAnchors.id, id), liveRows(cmsAnchors, ctx.tenantId)))
    .for("share");
  if (!anchor)
    throw AppError.field(field, "api.errors.entityNotFound", { entity: "CmsAnchor", id });
}

// CRUD /api/services/app/Swiper/* — an anchor's slides; UpdateSort reorders one anchor's slides
export const swiperService = implement(Swiper, {
  ...crudMethods(Swiper, {
    table: swipers,
    sortColumns: {
      displayName: sql`lower(${swipers.displayName})`,
      anchorName,
      order: swipers.order,
      creationTime: swipers.creationTime,
    },
    defaultOrder: [
      anchorName,
      sql`${swipers.order}`,
      sql`${swipers.creationTime}`,
      sql`${swipers.id}`,
    ],
    where: (input) =>
      and(
        input.keyword ? ilike(swipers.displayName, likePattern(input.keyword)) : undefined,
        input.cmsAnchorId ? eq(swipers.cmsAnchorId, input.cmsAnchorId) : undefined,
      ),
    toValues: async (input, ctx, existing) => {
      await liveAnchor(ctx, input.cmsAnchorId, "cmsAnchorId");
      await assertUsableFiles(
        ctx,
        "Swiper",
        existing?.id,
        [input.imageId],
        "imageId",
        "productImage",
      );
      return {
        displayName: input.displayName,
        cmsAnchorId: input.cmsAnchorId,
        imageId: input.imageId,
        jumpUrl: input.jumpUrl || null,
        order: input.order,
        remark: input.remark || null,
      };
    },
    afterSave: async (row, input, ctx) => {
      await bindAttachments(ctx, "Swiper", row.id, [input.imageId], "imageId");
    },
    labelOf: (row) => row.displayName,
    restoreNeeds: [{ key: "cmsAnchorId", table: cmsAnchors, labelOf: (a) => a.displayName }],
    toDtos: async (rows, ctx) => {
      const anchorIds = [...new Set(rows.map((r) => r.cmsAnchorId as string))];
      const anchors = anchorIds.length
        ? await ctx.db
            .select({
              id: cmsAnchors.id,
              displayName: cmsAnchors.displayName,
              width: cmsAnchors.width,
              height: cmsAnchors.height,
            })
            .from(cmsAnchors)
            .where(inArray(cmsAnchors.id, anchorIds))
        : [];
      const byId = new Map(anchors.map((a) => [a.id, a]));
      return rows.map((r) => {
        const anchor = byId.get(r.cmsAnchorId);
        return {
          id: r.id,
          displayName: r.displayName,
          cmsAnchorId: r.cmsAnchorId,
          anchorName: anchor?.displayName ?? "",
          anchorWidth: anchor?.width ?? 0,
          anchorHeight: anchor?.height ?? 0,
          imageId: r.imageId,
          imageUrl: r.imageId ? downloadUrl(r.imageId) : null,
          jumpUrl: r.jumpUrl,
          order: r.order,
          remark: r.remark,
          ...auditFields(r as never),
        };
      });
    },
  }),
  UpdateSort: async (input, ctx) => {
    // the anchor's row, locked: two reorders of one anchor run one after the other
    await getRow(cmsAnchors, ctx, input.cmsAnchorId, "CmsAnchor", undefined, true);
    const live = await ctx.db
      .select({ id: swipers.id })
      .from(swipers)
      .where(and(liveRows(swipers, ctx.tenantId), eq(swipers.cmsAnchorId, input.cmsAnchorId)))
      .orderBy(asc(swipers.order));
    const seen = new Set<string>();
    input.ids.forEach((id, i) => {
      if (seen.has(id)) throw AppError.field(`ids.${i}`, "api.errors.duplicateInList");
      seen.add(id);
    });
    // every live swiper of the anchor, once: a list from before another change is refused
    if (live.length !== seen.size || live.some((s) => !seen.has(s.id)))
      throw AppError.conflict("api.errors.swiperSortOutdated");
    for (const [i, id] of input.ids.entries())
      await ctx.db
        .update(swipers)
        .set({ order: i + 1, ...modified(ctx) })
        .where(and(eq(swipers.id, id), sql`${swipers.order} <> ${i + 1}`));
    return null;
  },
});
