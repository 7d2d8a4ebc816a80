import "server-only";
import { and, count, eq, ilike, inArray, or, sql } from "drizzle-orm";
import { Organization, type TOrganizationDto } from "@/lib/contracts/organization";
import { dueDiligenceRecords, organizations } from "@/server/db/schema";
import { dataScopeFilter } from "@/server/auth/data-scope";
import { type AuthedCtx, implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { assertNameFree, crudMethods, usedBy } from "../crud";
import { auditFields, likePattern, liveRows } from "../kit";

// /api/services/app/Organization/* (issue 17 item 4; made with `npm run new:module`): the
// organisations the foundation works with. A name is unique in the tenant (ignoring case), a
// credit code when given; one with due-diligence records stays (409). Its standing is its newest
// approved due diligence.

const o = organizations;
const d = dueDiligenceRecords;
type Row = typeof o.$inferSelect;

async function toDtos(rows: Row[], ctx: AuthedCtx): Promise<TOrganizationDto[]> {
  // the standing and the count come from the due diligence the caller may see (none without
  // its page; its data scope otherwise)
  const ids = ctx.permissions.has("Pages.DueDiligence") ? rows.map((r) => r.id) : [];
  const seen = await dataScopeFilter(ctx, "Pages.DueDiligence", { creator: d.creatorUserId });
  const counts = ids.length
    ? await ctx.db
        .select({ id: d.organizationId, n: count() })
        .from(d)
        .where(and(liveRows(d, ctx.tenantId), inArray(d.organizationId, ids), seen))
        .groupBy(d.organizationId)
    : [];
  // the newest approved record of each (by review day, then entry)
  const approved = ids.length
    ? await ctx.db
        .selectDistinctOn([d.organizationId], {
          organizationId: d.organizationId,
          id: d.id,
          reviewedOn: d.reviewedOn,
          conclusion: d.conclusion,
          riskLevel: d.riskLevel,
        })
        .from(d)
        .where(
          and(
            liveRows(d, ctx.tenantId),
            inArray(d.organizationId, ids),
            eq(d.state, "Approved"),
            seen,
          ),
        )
        .orderBy(d.organizationId, sql`${d.reviewedOn} desc`, sql`${d.creationTime} desc`)
    : [];
  const countOf = new Map(counts.map((c) => [c.id, c.n]));
  const lastOf = new Map(approved.map((a) => [a.organizationId, a]));
  return rows.map((r) => {
    const last = lastOf.get(r.id);
    return {
      id: r.id,
      name: r.name,
      kind: r.kind as TOrganizationDto["kind"],
      creditCode: r.creditCode,
      contactName: r.contactName,
      contactPhone: r.contactPhone,
      address: r.address,
      description: r.description,
      lastDueDiligence: last
        ? {
            id: last.id,
            reviewedOn: last.reviewedOn,
            conclusion: last.conclusion as never,
            riskLevel: last.riskLevel as never,
          }
        : null,
      dueDiligenceCount: countOf.get(r.id) ?? 0,
      ...auditFields(r),
    };
  });
}

/** The live organisation `id`, or a 400 on `organizationId`. */
export async function checkOrganization(ctx: AuthedCtx, id: string) {
  const [row] = await ctx.db
    .select({ id: o.id, name: o.name })
    .from(o)
    .where(and(eq(o.id, id), liveRows(o, ctx.tenantId)))
    // shared lock: a delete of it running now finishes first (and then it is gone), or waits
    // for this record and is refused for it
    .for("share");
  if (!row) throw AppError.field("organizationId", "api.errors.selectionUnavailable");
  return row;
}

export const organizationService = implement(Organization, {
  GetOptions: async (_input, ctx) => ({
    items: await ctx.db
      .select({ id: o.id, name: o.name })
      .from(o)
      .where(liveRows(o, ctx.tenantId))
      .orderBy(sql`lower(${o.name})`, o.id),
  }),
  ...crudMethods(Organization, {
    table: o,
    sortColumns: {
      name: sql`lower(${o.name})`,
      kind: o.kind,
      creationTime: o.creationTime,
    },
    defaultOrder: [sql`lower(${o.name})`, sql`${o.id}`],
    where: (input) =>
      and(
        input.keyword
          ? or(
              ilike(o.name, likePattern(input.keyword)),
              ilike(o.creditCode, likePattern(input.keyword)),
              ilike(o.contactName, likePattern(input.keyword)),
            )
          : undefined,
        input.kind ? eq(o.kind, input.kind) : undefined,
      ),
    toValues: async (input, ctx, existing) => {
      await assertNameFree(o, ctx, input.name, { exceptId: existing?.id });
      const creditCode = input.creditCode || null;
      if (creditCode)
        await assertNameFree(o, ctx, creditCode, {
          exceptId: existing?.id,
          field: "creditCode",
          column: o.creditCode,
          message: "api.errors.creditCodeTaken",
        });
      return {
        name: input.name,
        kind: input.kind,
        creditCode,
        contactName: input.contactName || null,
        contactPhone: input.contactPhone || null,
        address: input.address || null,
        description: input.description || null,
      };
    },
    inUseBy: [usedBy(d, d.organizationId, sql`${d.reviewedOn}::text || ' ' || ${d.reviewer}`)],
    unique: [{ key: "name" }],
    toDtos: (rows, ctx) => toDtos(rows as Row[], ctx),
  }),
});
