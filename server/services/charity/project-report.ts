import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type * as z from "zod";
import type { TAuditDetailDto } from "@/lib/contracts/audit-flow";
import { ProjectReport, type TProjectReportDto } from "@/lib/contracts/project-report";
import { projectReports, projects } from "@/server/db/schema";
import { type AuthedCtx, implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { crudMethods } from "../crud";
import { auditFields, liveRows } from "../kit";
import { auditDetails } from "../system/audit-engine";
import { auditedRecord, auditFitsState } from "../system/audited-record";
import { inScope as projectInScope } from "./project";

// /api/services/app/ProjectReport/* (issue 17 item 3): a running project's monthly plans, monthly
// summaries and progress reports, one of each kind per month of its period. A draft is edited,
// deleted or submitted to the ProjectReport audit flow; approved, it is the project's record of
// that month. A report is as visible as its project.

const KEY = "ProjectReport";
const r = projectReports;
const p = projects;
type Row = typeof r.$inferSelect;
type Input = z.output<typeof ProjectReport.Create.input>;

/** The project states a report is written in: running, or closing (the last month's summary). */
const WRITABLE: readonly string[] = ["Executing", "ChangeAudit", "CloseAudit"];

/** Reports of the projects the caller may see (the Pages.Project data scope). */
const inScope = async (ctx: AuthedCtx) =>
  inArray(
    r.projectId,
    ctx.db
      .select({ id: p.id })
      .from(p)
      .where(and(liveRows(p, ctx.tenantId), await projectInScope(ctx))),
  );

const dtoOf = async (ctx: AuthedCtx, row: Row) => (await toDtos([row], ctx))[0]!;

/** The report's project: one the caller may see (400 otherwise), running or closing (409). */
async function projectFor(ctx: AuthedCtx, projectId: string) {
  const [project] = await ctx.db
    .select({ id: p.id, state: p.state, startOn: p.startOn, endOn: p.endOn })
    .from(p)
    .where(and(eq(p.id, projectId), liveRows(p, ctx.tenantId), await projectInScope(ctx)))
    // a report is written against the project as it is: a stop or close waits for it
    .for("share");
  if (!project) throw AppError.field("projectId", "api.errors.projectUnavailable");
  if (!WRITABLE.includes(project.state))
    throw AppError.conflict("api.errors.projectReportNotRunning");
  return project;
}

const lifecycle = auditedRecord<Row>({
  key: KEY,
  entity: "ProjectReport",
  table: r,
  scope: inScope,
  submit: "Pages.Project.StartAudit",
  // as for the project itself: who may stop projects takes anyone's back
  supervise: "Pages.Project.Stop",
  notDraft: "api.errors.projectReportNotDraft",
  notYours: "api.errors.projectWithdrawNotYours",
  // a draft of a project since stopped or closed stays a draft
  beforeSubmit: async (ctx, row) => void (await projectFor(ctx, row.projectId)),
});

/** Which of these reports the caller may see: live, of the tenant, of a project in their scope. */
export async function visibleReportIds(ctx: AuthedCtx, ids: string[]) {
  if (!ids.length) return new Set<string>();
  const rows = await ctx.db
    .select({ id: r.id })
    .from(r)
    .where(and(inArray(r.id, ids), liveRows(r, ctx.tenantId), await inScope(ctx)));
  return new Set(rows.map((x) => x.id));
}

function actionsOf(
  ctx: AuthedCtx,
  row: Row,
  audit: TAuditDetailDto | undefined,
  projectState: string | undefined,
) {
  const can = (name: Parameters<typeof ctx.permissions.has>[0]) => ctx.permissions.has(name);
  const actions: TProjectReportDto["actions"] = [];
  // a draft changes and goes for approval while its project takes reports
  if (row.state === "Draft" && projectState && WRITABLE.includes(projectState)) {
    if (can("Pages.Project.Edit")) actions.push("Edit", "Delete");
    if (can("Pages.Project.StartAudit")) actions.push("StartAudit");
  }
  if (row.state === "Auditing") {
    if (lifecycle.mayWithdraw(ctx, audit)) actions.push("Withdraw");
    if (audit?.state === "Pending" && audit.canAudit && can("Pages.Project.Audit"))
      actions.push("Audit");
  }
  return actions;
}

async function toDtos(rows: Row[], ctx: AuthedCtx): Promise<TProjectReportDto[]> {
  const projectIds = [...new Set(rows.map((x) => x.projectId))];
  // one query at a time: inside a transaction they share its connection
  const owners = projectIds.length
    ? await ctx.db
        .select({ id: p.id, code: p.code, name: p.name, state: p.state })
        .from(p)
        .where(inArray(p.id, projectIds))
    : [];
  const audits = await auditDetails(
    ctx,
    KEY,
    rows.map((x) => x.id),
  );
  const ownerOf = new Map(owners.map((o) => [o.id, o]));
  return rows.map((row) => {
    const newest = audits.get(row.id);
    const audit = newest && auditFitsState(row.state, newest) ? newest : undefined;
    const owner = ownerOf.get(row.projectId);
    return {
      id: row.id,
      projectId: row.projectId,
      projectCode: owner?.code ?? "",
      projectName: owner?.name ?? "",
      kind: row.kind as TProjectReportDto["kind"],
      month: row.month,
      content: row.content,
      state: row.state as TProjectReportDto["state"],
      audit: audit ?? null,
      actions: actionsOf(ctx, row, audit, owner?.state),
      ...auditFields(row),
    };
  });
}

/** My audits' view of a report: its project, its kind and month, and the project's page. */
export async function describeReports(ctx: AuthedCtx, ids: string[]) {
  const rows = ids.length
    ? await ctx.db
        .select({
          id: r.id,
          kind: r.kind,
          month: r.month,
          projectId: r.projectId,
          code: p.code,
          name: p.name,
        })
        .from(r)
        .innerJoin(p, eq(p.id, r.projectId))
        .where(and(inArray(r.id, ids), eq(r.tenantId, ctx.tenantId)))
    : [];
  return new Map(
    rows.map((x) => [
      x.id,
      {
        title: `${x.code} · ${x.name}`,
        detail: `${ctx.t(`projectReports.kind.${x.kind as TProjectReportDto["kind"]}`)} · ${x.month}`,
        href: `/charity/projects/${x.projectId}`,
      },
    ]),
  );
}

export const decideProjectReport = lifecycle.decide;

export const projectReportService = implement(ProjectReport, {
  ...crudMethods(ProjectReport, {
    table: r,
    scope: inScope,
    sortColumns: { month: r.month, creationTime: r.creationTime },
    defaultOrder: [
      { column: r.month, desc: true },
      { column: r.creationTime, desc: true },
      { column: r.id, desc: true },
    ],
    where: (input) =>
      and(
        input.projectId ? eq(r.projectId, input.projectId) : undefined,
        input.kind ? eq(r.kind, input.kind) : undefined,
        input.state ? eq(r.state, input.state) : undefined,
      ),
    toValues: async (input: Input, ctx, existing) => {
      if (existing && existing.state !== "Draft")
        throw AppError.conflict("api.errors.projectReportNotDraft");
      // a report stays with its project
      const projectId = (existing?.projectId as string | undefined) ?? input.projectId;
      const project = await projectFor(ctx, projectId);
      // writers of one project, kind and month take turns: the second sees the first's report
      await ctx.db.execute(
        sql`select pg_advisory_xact_lock(hashtext(${`project-report:${projectId}:${input.kind}:${input.month}`}))`,
      );
      const from = project.startOn.slice(0, 7);
      const to = project.endOn.slice(0, 7);
      if (input.month < from || input.month > to)
        throw AppError.field("month", "api.errors.projectReportMonth", { from, to });
      const [taken] = await ctx.db
        .select({ id: r.id })
        .from(r)
        .where(
          and(
            liveRows(r, ctx.tenantId),
            eq(r.projectId, projectId),
            eq(r.kind, input.kind),
            eq(r.month, input.month),
            existing ? ne(r.id, existing.id as string) : undefined,
          ),
        )
        .limit(1);
      if (taken) throw AppError.field("month", "api.errors.projectReportExists");
      return {
        ...(existing ? {} : { state: "Draft" }),
        projectId,
        kind: input.kind,
        month: input.month,
        content: input.content,
      };
    },
    beforeDelete: async (row) => {
      if (row.state !== "Draft") throw AppError.conflict("api.errors.projectReportNotDraft");
    },
    labelOf: (row) => `${row.kind} ${row.month}`,
    toDtos: (rows, ctx) => toDtos(rows as Row[], ctx),
  }),
  StartAudit: async ({ id }, ctx) => dtoOf(ctx, await lifecycle.submit(ctx, id)),
  Withdraw: async ({ id }, ctx) => dtoOf(ctx, await lifecycle.withdraw(ctx, id)),
  Audit: async (input, ctx) => dtoOf(ctx, (await lifecycle.decide(ctx, input.id, input)).row),
});
