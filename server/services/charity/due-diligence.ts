import "server-only";
import { and, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type * as z from "zod";
import type { TAuditDetailDto } from "@/lib/contracts/audit-flow";
import {
  DueDiligenceRecord,
  type TDueDiligenceDto,
  type ZDueDiligenceFields,
} from "@/lib/contracts/organization";
import { env } from "@/lib/env";
import { todayIn } from "@/lib/membership";
import { dataScopeFilter } from "@/server/auth/data-scope";
import { dueDiligenceRecords, organizations } from "@/server/db/schema";
import {
  assertUsableFiles,
  attachmentsOf,
  bindAttachments,
  toAttachmentDto,
} from "@/server/files/attachments";
import { type AuthedCtx, implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { crudMethods } from "../crud";
import { auditFields, likePattern, liveRows } from "../kit";
import { auditDetails } from "../system/audit-engine";
import { auditedRecord, auditFitsState } from "../system/audited-record";
import { checkOrganization } from "./organization";

// /api/services/app/DueDiligenceRecord/* (issue 17 item 4): due diligence on an organisation. A
// draft is edited, deleted or submitted to the DueDiligence audit flow (StartAudit); the last
// approval makes it Approved, a rejection a draft again. An approved report is improved
// (ImproveTheDueDiligenceReport): it becomes a draft, to be submitted and audited again. Its
// report files are attachments of host type DueDiligence, seen by whoever may see the record.

/** The attachments' host type of a record's report files. */
export const DUE_DILIGENCE_HOST = "DueDiligence";
const KEY = "DueDiligence";
const d = dueDiligenceRecords;
type Row = typeof d.$inferSelect;
type Input = z.output<typeof ZDueDiligenceFields>;

/** The caller's data scope of Pages.DueDiligence, as the CRUD methods apply it. */
const inScope = (ctx: AuthedCtx) =>
  dataScopeFilter(ctx, "Pages.DueDiligence", { creator: d.creatorUserId });

/** Which of these records the caller may see: live, of the tenant, in their data scope. */
export async function visibleDueDiligenceIds(ctx: AuthedCtx, ids: string[]) {
  if (!ids.length || !ctx.permissions.has("Pages.DueDiligence")) return new Set<string>();
  const rows = await ctx.db
    .select({ id: d.id })
    .from(d)
    .where(and(inArray(d.id, ids), liveRows(d, ctx.tenantId), await inScope(ctx)));
  return new Set(rows.map((r) => r.id));
}

/** What the caller may do to the record now: its state, then their permissions. */
function actionsOf(ctx: AuthedCtx, row: Row, audit: TAuditDetailDto | undefined) {
  const can = (name: Parameters<typeof ctx.permissions.has>[0]) => ctx.permissions.has(name);
  const actions: TDueDiligenceDto["actions"] = [];
  if (row.state === "Draft") {
    if (can("Pages.DueDiligence.Edit")) actions.push("Edit");
    if (!row.wasApproved && can("Pages.DueDiligence.Delete")) actions.push("Delete");
    if (can("Pages.DueDiligence.StartAudit")) actions.push("StartAudit");
  }
  if (row.state === "Auditing" && lifecycle.mayWithdraw(ctx, audit)) actions.push("Withdraw");
  if (row.state === "Approved" && can("Pages.DueDiligence.ImproveTheDueDiligenceReport"))
    actions.push("Improve");
  if (
    row.state === "Auditing" &&
    audit?.state === "Pending" &&
    audit.canAudit &&
    can("Pages.DueDiligence.Audit")
  )
    actions.push("Audit");
  return actions;
}

const lifecycle = auditedRecord<Row>({
  key: KEY,
  entity: "DueDiligenceRecord",
  table: d,
  scope: inScope,
  submit: "Pages.DueDiligence.StartAudit",
  // who audits due diligence may take a waiting one back
  supervise: "Pages.DueDiligence.Audit",
  notDraft: "api.errors.dueDiligenceNotDraft",
  notYours: "api.errors.dueDiligenceNotYours",
  reaching: (state) => (state === "Approved" ? { wasApproved: true } : {}),
});

async function toDtos(rows: Row[], ctx: AuthedCtx): Promise<TDueDiligenceDto[]> {
  const ids = rows.map((r) => r.id);
  const orgIds = [...new Set(rows.map((r) => r.organizationId))];
  // one query at a time: inside a transaction they share its connection
  const orgs = orgIds.length
    ? await ctx.db
        .select({ id: organizations.id, name: organizations.name })
        .from(organizations)
        .where(inArray(organizations.id, orgIds))
    : [];
  const files = await attachmentsOf(ctx.db, ctx.tenantId, DUE_DILIGENCE_HOST, ids);
  const audits = await auditDetails(ctx, KEY, ids);
  const orgNames = new Map(orgs.map((o) => [o.id, o.name]));
  return rows.map((r) => {
    const newest = audits.get(r.id);
    const audit = newest && auditFitsState(r.state, newest) ? newest : undefined;
    return {
      id: r.id,
      organizationId: r.organizationId,
      organizationName: orgNames.get(r.organizationId) ?? "",
      reviewedOn: r.reviewedOn,
      reviewer: r.reviewer,
      conclusion: r.conclusion as TDueDiligenceDto["conclusion"],
      riskLevel: r.riskLevel as TDueDiligenceDto["riskLevel"],
      findings: r.findings,
      state: r.state as TDueDiligenceDto["state"],
      attachments: files.filter((f) => f.hostId === r.id).map(toAttachmentDto),
      audit: audit ?? null,
      actions: actionsOf(ctx, r, audit),
      ...auditFields(r),
    };
  });
}

const dtoOf = async (ctx: AuthedCtx, row: Row) => (await toDtos([row], ctx))[0]!;

/** The caller's decision on the record's waiting audit (its own Audit method and My audits). */
export const decideDueDiligence = (
  ctx: AuthedCtx,
  id: string,
  decision: Parameters<typeof lifecycle.decide>[2],
) => lifecycle.decide(ctx, id, decision);

/** My audits' view of a record: the organisation and the review day, and the list it is in. */
export async function describeDueDiligence(ctx: AuthedCtx, ids: string[]) {
  const rows = ids.length
    ? await ctx.db
        .select({
          id: d.id,
          reviewedOn: d.reviewedOn,
          reviewer: d.reviewer,
          organizationId: d.organizationId,
          organizationName: organizations.name,
        })
        .from(d)
        .innerJoin(organizations, eq(organizations.id, d.organizationId))
        .where(and(inArray(d.id, ids), eq(d.tenantId, ctx.tenantId)))
    : [];
  return new Map(
    rows.map((r) => [
      r.id,
      {
        title: `${r.organizationName} · ${r.reviewedOn}`,
        detail: r.reviewer,
        href: `/charity/dueDiligence?organizationId=${r.organizationId}`,
      },
    ]),
  );
}

export const dueDiligenceService = implement(DueDiligenceRecord, {
  ...crudMethods(DueDiligenceRecord, {
    table: d,
    sortColumns: { reviewedOn: d.reviewedOn, creationTime: d.creationTime },
    defaultOrder: [
      { column: d.reviewedOn, desc: true },
      { column: d.id, desc: true },
    ],
    where: (input) =>
      and(
        input.keyword
          ? or(
              ilike(d.reviewer, likePattern(input.keyword)),
              ilike(d.findings, likePattern(input.keyword)),
              sql`exists (select 1 from ${organizations} where ${organizations.id} = ${d.organizationId} and ${organizations.name} ilike ${likePattern(input.keyword)})`,
            )
          : undefined,
        input.organizationId ? eq(d.organizationId, input.organizationId) : undefined,
        input.state ? eq(d.state, input.state) : undefined,
        input.conclusion ? eq(d.conclusion, input.conclusion) : undefined,
        input.riskLevel ? eq(d.riskLevel, input.riskLevel) : undefined,
      ),
    toValues: async (input: Input, ctx, existing) => {
      let state: string | undefined;
      if (existing) {
        // a draft is edited; an approved report improved, which makes it a draft again
        const improving = existing.state === "Approved";
        if (existing.state === "Auditing")
          throw AppError.conflict("api.errors.dueDiligenceUnderAudit");
        const needed = improving
          ? "Pages.DueDiligence.ImproveTheDueDiligenceReport"
          : "Pages.DueDiligence.Edit";
        if (!ctx.permissions.has(needed))
          throw new AppError("forbidden", "api.errors.dueDiligenceNotYours");
        if (improving) state = "Draft";
      }
      if (input.reviewedOn > todayIn(env.TIME_ZONE))
        throw AppError.field("reviewedOn", "api.errors.dayInFuture");
      // a review once approved stays about its organisation
      if (existing?.wasApproved && existing.organizationId !== input.organizationId)
        throw AppError.field("organizationId", "api.errors.dueDiligenceOrganizationKept");
      const org =
        existing && existing.organizationId === input.organizationId
          ? { id: input.organizationId }
          : await checkOrganization(ctx, input.organizationId);
      if (input.attachmentIds)
        await assertUsableFiles(
          ctx,
          DUE_DILIGENCE_HOST,
          existing?.id,
          input.attachmentIds,
          "attachmentIds",
          "file",
        );
      return {
        ...(existing ? {} : { state: "Draft" }),
        ...(state ? { state } : {}),
        organizationId: org.id,
        reviewedOn: input.reviewedOn,
        reviewer: input.reviewer,
        conclusion: input.conclusion,
        riskLevel: input.riskLevel,
        findings: input.findings,
      };
    },
    // absent on an update: the files stay as they are
    afterSave: async (row, input, ctx) => {
      const ids = (input as Input).attachmentIds;
      if (ids || !("id" in input))
        await bindAttachments(ctx, DUE_DILIGENCE_HOST, row.id, ids ?? [], "attachmentIds");
    },
    beforeDelete: async (row) => {
      if (row.state !== "Draft") throw AppError.conflict("api.errors.dueDiligenceNotDraft");
      if (row.wasApproved) throw AppError.conflict("api.errors.dueDiligenceKept");
    },
    labelOf: (row) => `${row.reviewedOn} ${row.reviewer}`,
    toDtos: (rows, ctx) => toDtos(rows as Row[], ctx),
  }),
  StartAudit: async ({ id }, ctx) => dtoOf(ctx, await lifecycle.submit(ctx, id)),
  Withdraw: async ({ id }, ctx) => dtoOf(ctx, await lifecycle.withdraw(ctx, id)),
  Audit: async (input, ctx) => dtoOf(ctx, (await decideDueDiligence(ctx, input.id, input)).row),
});
