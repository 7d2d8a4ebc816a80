import "server-only";
import { and, count, ilike, inArray, or, sql } from "drizzle-orm";
import { CmsAnchor } from "@/lib/contracts/cms";
import { cmsAnchors, swipers } from "@/server/db/schema";
import { implement } from "@/server/http/define";
import { assertNameFree, crudMethods, usedBy } from "../crud";
import { auditFields, likePattern, liveRows } from "../kit";

const swiperCount = sql`(select count(*) from ${swipers} where ${swipers.cmsAnchorId} = ${cmsAnchors.id} and ${swipers.isDeleted} = false)`;

// CRUD /api/services/app/CmsAnchor/* — places on the website with a size; one with swipers is not deleted
export const cmsAnchorService = implement(
  CmsAnchor,
  crudMethods(CmsAnchor, {
    table: cmsAnchors,
    sortColumns: {
      name: sql`lower(${cmsAnchors.name})`,
      displayName: sql`lower(${cmsAnchors.displayName})`,
      number: cmsAnchors.number,
      width: cmsAnchors.width,
      height: cmsAnchors.height,
      swiperCount,
      creationTime: cmsAnchors.creationTime,
    },
    defaultOrder: [sql`lower(${cmsAnchors.name})`, sql`${cmsAnchors.id}`],
    where: (input) => {
      if (!input.keyword) return undefined;
      const like = likePattern(input.keyword);
      return or(
        ilike(cmsAnchors.name, like),
        ilike(cmsAnchors.displayName, like),
        ilike(cmsAnchors.number, like),
      );
    },
    toValues: async (input, ctx, existing) => {
      await assertNameFree(cmsAnchors, ctx, input.name, { exceptId: existing?.id });
      return {
        name: input.name,
        displayName: input.displayName,
        number: input.number || null,
        width: input.width,
        height: input.height,
      };
    },
    unique: [{ key: "name" }],
    inUseBy: [usedBy(swipers, swipers.cmsAnchorId, swipers.displayName)],
    labelOf: (row) => row.displayName,
    toDtos: async (rows, ctx) => {
      const ids = rows.map((r) => r.id);
      const counts = ids.length
        ? await ctx.db
            .select({ anchorId: swipers.cmsAnchorId, n: count() })
            .from(swipers)
            .where(and(liveRows(swipers, ctx.tenantId), inArray(swipers.cmsAnchorId, ids)))
            .groupBy(swipers.cmsAnchorId)
        : [];
      const byAnchor = new Map(counts.map((c) => [c.anchorId, c.n]));
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        displayName: r.displayName,
        number: r.number,
        width: r.width,
        height: r.height,
        swiperCount: byAnchor.get(r.id) ?? 0,
        ...auditFields(r as never),
      }));
    },
  }),
);
