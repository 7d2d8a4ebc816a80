import "server-only";
import { ilike, sql } from "drizzle-orm";
import { ProjectSeries } from "@/lib/contracts/project-series";
import { projects, projectSeriesList } from "@/server/db/schema";
import { implement } from "@/server/http/define";
import { assertNameFree, crudMethods, usedBy } from "../crud";
import { auditFields, likePattern, liveRows } from "../kit";

// CRUD /api/services/app/ProjectSeries/* (generated from the brand template) and GetOptions
export const projectSeriesService = implement(ProjectSeries, {
  GetOptions: async (_input, ctx) => ({
    items: await ctx.db
      .select({ id: projectSeriesList.id, name: projectSeriesList.name })
      .from(projectSeriesList)
      .where(liveRows(projectSeriesList, ctx.tenantId))
      .orderBy(sql`lower(${projectSeriesList.name})`, projectSeriesList.id),
  }),
  ...crudMethods(ProjectSeries, {
    table: projectSeriesList,
    sortColumns: {
      name: sql`lower(${projectSeriesList.name})`,
      creationTime: projectSeriesList.creationTime,
    },
    defaultOrder: [sql`lower(${projectSeriesList.name})`, sql`${projectSeriesList.id}`],
    where: (input) =>
      input.keyword ? ilike(projectSeriesList.name, likePattern(input.keyword)) : undefined,
    toValues: async (input, ctx, existing) => {
      await assertNameFree(projectSeriesList, ctx, input.name, { exceptId: existing?.id });
      return { name: input.name, description: input.description || null };
    },
    inUseBy: [usedBy(projects, projects.seriesId, projects.name)],
    toDtos: async (rows) =>
      rows.map((r) => ({
        id: r.id,
        name: r.name,
        description: r.description,
        ...auditFields(r as never),
      })),
  }),
});
