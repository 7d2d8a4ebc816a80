import "server-only";
import Decimal from "decimal.js";
import { and, asc, eq, ilike, inArray, or, sql } from "drizzle-orm";
import type * as z from "zod";
import type { TAuditDefinitionKey, TAuditDetailDto, TAuditState } from "@/lib/contracts/audit-flow";
import {
  Project,
  projectStates,
  type TProjectAction,
  type TProjectAuditKey,
  type TProjectDto,
  type TProjectState,
  type ZCreateProjectInput,
} from "@/lib/contracts/charity-projects";
import { env } from "@/lib/env";
import { formatMoney } from "@/lib/format";
import { todayIn } from "@/lib/membership";
import { dataScopeFilter } from "@/server/auth/data-scope";
import { funds, projectEvents, projects, projectSeriesList } from "@/server/db/schema";
import { type AuthedCtx, implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { crudMethods } from "../crud";
import { actorId, auditFields, likePattern, liveRows } from "../kit";
import {
  activeFlow,
  approverNames,
  auditDetails,
  decide,
  startAudit,
  withdraw,
} from "../system/audit-engine";
import { checkFund } from "./money-record";
import { projectCode } from "./project-code";

// Projects (issue 17 item 3): CRUD through the kit, and the lifecycle here. A draft's proposal
// goes through the ProjectProposal audit flow (approved: the project runs), a running project's
// close report through ProjectClose (approved: it closes); a rejected or withdrawn audit returns
// it to where it was submitted from. A running project's change of budget or end day goes through
// ProjectChange (approved: applied, and it runs on). Every step is written to the project's
// history.

const p = projects;
type Row = typeof projects.$inferSelect;
type Input = z.output<typeof ZCreateProjectInput>;

/** What submitting from a state starts, and where the project waits and then goes. */
const submissions = {
  Draft: { key: "ProjectProposal", waiting: "ProposalAudit", approved: "Executing" },
  Executing: { key: "ProjectClose", waiting: "CloseAudit", approved: "Closed" },
} as const satisfies Partial<
  Record<
    TProjectState,
    { key: TAuditDefinitionKey; waiting: TProjectState; approved: TProjectState }
  >
>;

/** A waiting state's audit: its definition, and the states approval and return lead to. */
const waitingStates = {
  ProposalAudit: { key: "ProjectProposal", approved: "Executing", back: "Draft" },
  CloseAudit: { key: "ProjectClose", approved: "Closed", back: "Executing" },
  ChangeAudit: { key: "ProjectChange", approved: "Executing", back: "Executing" },
} as const satisfies Partial<
  Record<TProjectState, { key: TAuditDefinitionKey; approved: TProjectState; back: TProjectState }>
>;
type WaitingState = keyof typeof waitingStates;
const isWaiting = (state: string): state is WaitingState => state in waitingStates;

/** The states a project's fields may still be edited in. */
const EDITABLE: readonly string[] = ["Draft", "Executing"];

/** Whether an update changes what the proposal's approval covered (all but the close report). */
function approvedFieldsChanged(row: Row, input: Input) {
  return (
    row.name !== input.name ||
    row.kind !== input.kind ||
    (row.seriesId ?? null) !== (input.seriesId ?? null) ||
    (row.fundId ?? null) !== (input.fundId ?? null) ||
    (row.partner ?? null) !== (input.partner || null) ||
    Number(row.budget) !== Number(input.budget) ||
    row.startOn !== input.startOn ||
    row.endOn !== input.endOn ||
    row.proposal !== input.proposal
  );
}

async function checkSeries(ctx: AuthedCtx, seriesId: string | null | undefined) {
  if (!seriesId) return null;
  const [series] = await ctx.db
    .select({ id: projectSeriesList.id })
    .from(projectSeriesList)
    .where(and(eq(projectSeriesList.id, seriesId), liveRows(projectSeriesList, ctx.tenantId)));
  if (!series) throw AppError.field("seriesId", "api.errors.seriesUnavailable");
  return series.id;
}

type FieldChanges = NonNullable<typeof projectEvents.$inferInsert.change>;

/** Writes one entry of the project's history. */
async function logEvent(
  ctx: AuthedCtx,
  projectId: string,
  action: string,
  states: { from?: TProjectState | null; to?: TProjectState | null },
  extra: { step?: number | null; comment?: string | null; change?: FieldChanges | null } = {},
) {
  await ctx.db.insert(projectEvents).values({
    tenantId: ctx.tenantId,
    projectId,
    action,
    fromState: states.from ?? null,
    toState: states.to ?? null,
    step: extra.step ?? null,
    comment: extra.comment || null,
    change: extra.change ?? null,
    creatorUserId: actorId(ctx),
  });
}

/** A project's audits: its proposal's, its changes' and its close report's. */
const PROJECT_AUDITS = ["ProjectProposal", "ProjectChange", "ProjectClose"] as const;

/** What a change asks for, each field before and after (only those that differ). */
function changesOf(row: Row, to: { budget: string; endOn: string }): FieldChanges {
  const change: FieldChanges = {};
  if (!new Decimal(row.budget).equals(to.budget))
    change.budget = { from: row.budget, to: new Decimal(to.budget).toFixed(2) };
  if (row.endOn !== to.endOn) change.endOn = { from: row.endOn, to: to.endOn };
  return change;
}

/** The waiting change of a project in ChangeAudit, as its fields before and after. */
const pendingChanges = (row: Row) =>
  row.changeBudget && row.changeEndOn
    ? changesOf(row, { budget: row.changeBudget, endOn: row.changeEndOn })
    : null;

/** No change waits any more (applied, rejected or withdrawn). */
const NO_CHANGE = { changeBudget: null, changeEndOn: null, changeReason: null } as const;

/**
 * Whether the audit still speaks of the project as it is: the one it waits in, the approval that
 * got it where it is, or the rejection or withdrawal that sent it back. An older audit (the
 * project moved on since without one: no flow was active) is not shown as its current audit.
 */
function auditFits(state: string, audit: TAuditDetailDto) {
  const waiting = Object.entries(waitingStates).find(([, w]) => w.key === audit.key);
  if (!waiting) return false;
  const [waitingIn, { approved, back }] = waiting;
  switch (audit.state) {
    case "Pending":
      return state === waitingIn;
    case "Approved":
      // a running project may since have been stopped, or sent its close report
      return state === approved || (approved === "Executing" && state === "Stopped");
    default:
      return state === back;
  }
}

/**
 * Who may take a waiting audit back: the one who submitted it, or someone who may stop projects
 * (a supervisor's action).
 */
const mayWithdraw = (ctx: AuthedCtx, audit: TAuditDetailDto | undefined) =>
  ctx.permissions.has("Pages.Project.Stop") ||
  (ctx.permissions.has("Pages.Project.StartAudit") && audit?.starterId === ctx.user.id);
// (Withdraw is declared under Pages.Project.StartAudit: one who may only ask for changes asks a
// supervisor to take one back)

/** What the caller may do to the project now: its state, then their permissions. */
function actionsOf(ctx: AuthedCtx, row: Row, audit: TAuditDetailDto | undefined) {
  const can = (name: Parameters<typeof ctx.permissions.has>[0]) => ctx.permissions.has(name);
  const actions: TProjectAction[] = [];
  if (EDITABLE.includes(row.state) && can("Pages.Project.Edit")) actions.push("Edit");
  if (row.state === "Draft" && can("Pages.Project.Delete")) actions.push("Delete");
  if (row.state in submissions && can("Pages.Project.StartAudit")) actions.push("StartAudit");
  if (isWaiting(row.state)) {
    if (mayWithdraw(ctx, audit)) actions.push("Withdraw");
    if (audit?.state === "Pending" && audit.canAudit && can("Pages.Project.Audit"))
      actions.push("Audit");
  }
  if (row.state === "Executing" && can("Pages.Project.Stop")) actions.push("Stop");
  if (row.state === "Executing" && can("Pages.Project.ChangeApply")) actions.push("ChangeApply");
  if (can("Pages.Project.Copy")) actions.push("Copy");
  return actions;
}

async function toDtos(rows: Row[], ctx: AuthedCtx): Promise<TProjectDto[]> {
  const ids = rows.map((r) => r.id);
  const seriesIds = [...new Set(rows.map((r) => r.seriesId).filter((id): id is string => !!id))];
  const fundIds = [...new Set(rows.map((r) => r.fundId).filter((id): id is string => !!id))];
  // one query at a time: inside a transaction they share its connection
  const seriesRows = seriesIds.length
    ? await ctx.db
        .select({ id: projectSeriesList.id, name: projectSeriesList.name })
        .from(projectSeriesList)
        .where(inArray(projectSeriesList.id, seriesIds))
    : [];
  const fundRows = fundIds.length
    ? await ctx.db
        .select({ id: funds.id, name: funds.name })
        .from(funds)
        .where(inArray(funds.id, fundIds))
    : [];
  // the newest audit of each, whichever definition it went through
  const audits = await auditDetails(ctx, PROJECT_AUDITS, ids);
  const seriesNames = new Map(seriesRows.map((s) => [s.id, s.name]));
  const fundNames = new Map(fundRows.map((f) => [f.id, f.name]));
  return rows.map((r) => {
    const newest = audits.get(r.id);
    const audit = newest && auditFits(r.state, newest) ? newest : undefined;
    return {
      id: r.id,
      code: r.code,
      name: r.name,
      kind: r.kind as TProjectDto["kind"],
      seriesId: r.seriesId,
      seriesName: r.seriesId ? (seriesNames.get(r.seriesId) ?? null) : null,
      fundId: r.fundId,
      fundName: r.fundId ? (fundNames.get(r.fundId) ?? null) : null,
      partner: r.partner,
      budget: r.budget,
      startOn: r.startOn,
      endOn: r.endOn,
      proposal: r.proposal,
      closeReport: r.closeReport,
      state: r.state as TProjectState,
      stopReason: r.stopReason,
      pendingChange:
        r.state === "ChangeAudit" && r.changeBudget && r.changeEndOn
          ? { budget: r.changeBudget, endOn: r.changeEndOn, reason: r.changeReason ?? "" }
          : null,
      audit: audit ?? null,
      actions: actionsOf(ctx, r, audit),
      ...auditFields(r),
    };
  });
}

/** The caller's data scope of Pages.Project, as the CRUD methods apply it. */
export const inScope = (ctx: AuthedCtx) =>
  dataScopeFilter(ctx, "Pages.Project", { creator: p.creatorUserId });

/** The projects (among `ids`) the caller may see: live, of the tenant, in their data scope. */
export async function visibleProjectIds(ctx: AuthedCtx, ids: string[]) {
  if (!ids.length) return new Set<string>();
  const rows = await ctx.db
    .select({ id: p.id })
    .from(p)
    .where(and(inArray(p.id, ids), liveRows(p, ctx.tenantId), await inScope(ctx)));
  return new Set(rows.map((r) => r.id));
}

/** The project under a row lock (a second submit or decision waits, then sees the new state). */
async function lockProject(ctx: AuthedCtx, id: string) {
  const [row] = await ctx.db
    .select()
    .from(p)
    .where(and(eq(p.id, id), liveRows(p, ctx.tenantId), await inScope(ctx)))
    .for("update");
  if (!row) throw AppError.notFound("Project", id);
  return row;
}

async function moveTo(ctx: AuthedCtx, row: Row, state: TProjectState, more: Partial<Row> = {}) {
  const [updated] = await ctx.db
    .update(p)
    .set({ state, ...more, lastModificationTime: new Date(), lastModifierUserId: actorId(ctx) })
    .where(eq(p.id, row.id))
    .returning();
  return updated!;
}

async function dtoOf(ctx: AuthedCtx, row: Row) {
  return (await toDtos([row], ctx))[0]!;
}

/** What leaving a waiting state writes besides the state: an approved change is applied. */
function leaving(row: Row, approved: boolean): Partial<Row> {
  if (row.state !== "ChangeAudit") return {};
  return approved && row.changeBudget && row.changeEndOn
    ? { budget: row.changeBudget, endOn: row.changeEndOn, ...NO_CHANGE }
    : { ...NO_CHANGE };
}

/**
 * The caller's decision on the project's waiting audit (its own Audit method and My audits):
 * the engine checks the step and the approver; the last approval moves the project on, a
 * rejection back.
 */
export async function decideProject(
  ctx: AuthedCtx,
  key: TProjectAuditKey | null,
  id: string,
  decision: { step: number; isApproved: boolean; comment?: string | null; auditId?: string },
): Promise<{ row: Row; auditState: TAuditState }> {
  const row = await lockProject(ctx, id);
  // not waiting, or waiting for the other audit than the one asked about: nothing to decide
  if (!isWaiting(row.state) || (key && waitingStates[row.state].key !== key))
    throw AppError.conflict("api.errors.auditDecided");
  const waiting = waitingStates[row.state];
  const result = await decide(ctx, waiting.key, row.id, decision);
  const comment = decision.comment;
  if (result === "Pending") {
    await logEvent(ctx, row.id, "StepApproved", {}, { step: decision.step, comment });
    return { row, auditState: result };
  }
  const approved = result === "Approved";
  const to = approved ? waiting.approved : waiting.back;
  const change = row.state === "ChangeAudit" ? pendingChanges(row) : null;
  const moved = await moveTo(ctx, row, to, leaving(row, approved));
  await logEvent(
    ctx,
    row.id,
    approved ? "Approved" : "Rejected",
    { from: row.state, to },
    { step: decision.step, comment, change: approved ? change : null },
  );
  return { row: moved, auditState: result };
}

const crud = crudMethods(Project, {
  table: p,
  sortColumns: {
    code: p.code,
    name: sql`lower(${p.name})`,
    startOn: p.startOn,
    budget: p.budget,
    creationTime: p.creationTime,
  },
  defaultOrder: [
    { column: p.creationTime, desc: true },
    { column: p.id, desc: true },
  ],
  where: (input) =>
    and(
      input.keyword
        ? or(ilike(p.name, likePattern(input.keyword)), ilike(p.code, likePattern(input.keyword)))
        : undefined,
      input.kind ? eq(p.kind, input.kind) : undefined,
      input.state ? eq(p.state, input.state) : undefined,
      input.seriesId ? eq(p.seriesId, input.seriesId) : undefined,
      input.fundId ? eq(p.fundId, input.fundId) : undefined,
    ),
  toValues: async (input: Input, ctx, existing) => {
    if (existing && !EDITABLE.includes(existing.state))
      throw AppError.conflict("api.errors.projectNotEditable");
    // running: what was approved stays as approved; only the close report is written now
    if (existing?.state === "Executing") {
      if (approvedFieldsChanged(existing as Row, input))
        throw AppError.conflict("api.errors.projectApprovedFields");
      return { closeReport: input.closeReport || null };
    }
    return {
      ...(existing
        ? {}
        : { code: await projectCode(ctx.db, todayIn(env.TIME_ZONE)), state: "Draft" }),
      name: input.name,
      kind: input.kind,
      seriesId: await checkSeries(ctx, input.seriesId),
      fundId: await checkFund(ctx, input.fundId, existing as never),
      partner: input.partner || null,
      budget: input.budget,
      startOn: input.startOn,
      endOn: input.endOn,
      proposal: input.proposal,
      closeReport: input.closeReport || null,
    };
  },
  afterSave: async (row, input, ctx) => {
    const isNew = !("id" in input);
    await logEvent(ctx, row.id, isNew ? "Created" : "Edited", isNew ? { to: "Draft" } : {});
  },
  labelOf: (row) => `${row.code} ${row.name}`,
  beforeDelete: async (row) => {
    if (row.state !== "Draft") throw AppError.conflict("api.errors.projectNotDraft");
  },
  toDtos: (rows, ctx) => toDtos(rows as Row[], ctx),
});

/** A series or fund the copy may keep: still there (and the fund enabled), else none. */
async function stillUsable(check: () => Promise<string | null>) {
  try {
    return await check();
  } catch (e) {
    if (e instanceof AppError && e.kind === "validation") return null;
    throw e;
  }
}

export const projectService = implement(Project, {
  ...crud,
  StartAudit: async ({ id }, ctx) => {
    const row = await lockProject(ctx, id);
    if (!(row.state in submissions)) throw AppError.conflict("api.errors.projectStateChanged");
    const submission = submissions[row.state as keyof typeof submissions];
    if (row.state === "Executing" && !row.closeReport)
      throw AppError.field("closeReport", "api.errors.closeReportRequired");
    const flow = await activeFlow(ctx, submission.key);
    if (!flow) {
      // no active flow for it: nobody has to approve, it moves on at once (and says so)
      const moved = await moveTo(ctx, row, submission.approved);
      await logEvent(ctx, row.id, "Approved", {
        from: row.state as TProjectState,
        to: submission.approved,
      });
      return dtoOf(ctx, moved);
    }
    await startAudit(ctx, submission.key, row.id, flow);
    const moved = await moveTo(ctx, row, submission.waiting);
    await logEvent(ctx, row.id, "Submitted", {
      from: row.state as TProjectState,
      to: submission.waiting,
    });
    return dtoOf(ctx, moved);
  },
  Audit: async (input, ctx) => dtoOf(ctx, (await decideProject(ctx, null, input.id, input)).row),
  Withdraw: async ({ id }, ctx) => {
    const row = await lockProject(ctx, id);
    if (!isWaiting(row.state)) throw AppError.conflict("api.errors.auditDecided");
    const waiting = waitingStates[row.state];
    const [audit] = (await auditDetails(ctx, waiting.key, [row.id])).values();
    if (!mayWithdraw(ctx, audit))
      throw new AppError("forbidden", "api.errors.projectWithdrawNotYours");
    await withdraw(ctx, waiting.key, row.id);
    const moved = await moveTo(ctx, row, waiting.back, leaving(row, false));
    await logEvent(ctx, row.id, "Withdrawn", { from: row.state, to: waiting.back });
    return dtoOf(ctx, moved);
  },
  Stop: async ({ id, reason }, ctx) => {
    const row = await lockProject(ctx, id);
    if (row.state !== "Executing") throw AppError.conflict("api.errors.projectStateChanged");
    const moved = await moveTo(ctx, row, "Stopped", { stopReason: reason });
    await logEvent(
      ctx,
      row.id,
      "Stopped",
      { from: "Executing", to: "Stopped" },
      { comment: reason },
    );
    return dtoOf(ctx, moved);
  },
  ChangeApply: async ({ id, budget, endOn, reason }, ctx) => {
    const row = await lockProject(ctx, id);
    if (row.state !== "Executing") throw AppError.conflict("api.errors.projectStateChanged");
    if (endOn < row.startOn) throw AppError.field("endOn", "validation.endBeforeStart");
    // a change plans ahead: an end already past is a close report's business
    if (endOn < todayIn(env.TIME_ZONE)) throw AppError.field("endOn", "api.errors.projectEndPast");
    const change = changesOf(row, { budget, endOn });
    if (!change.budget && !change.endOn)
      throw AppError.field("budget", "api.errors.projectChangeNothing");
    const flow = await activeFlow(ctx, "ProjectChange");
    if (!flow) {
      // nobody has to approve it: applied at once, and the history says what changed
      const moved = await moveTo(ctx, row, "Executing", { budget, endOn });
      await logEvent(ctx, row.id, "Changed", {}, { comment: reason, change });
      return dtoOf(ctx, moved);
    }
    await startAudit(ctx, "ProjectChange", row.id, flow);
    const moved = await moveTo(ctx, row, "ChangeAudit", {
      changeBudget: budget,
      changeEndOn: endOn,
      changeReason: reason,
    });
    await logEvent(
      ctx,
      row.id,
      "ChangeSubmitted",
      { from: "Executing", to: "ChangeAudit" },
      { comment: reason, change },
    );
    return dtoOf(ctx, moved);
  },
  Copy: async ({ id }, ctx) => {
    const [source] = await ctx.db
      .select()
      .from(p)
      .where(and(eq(p.id, id), liveRows(p, ctx.tenantId), await inScope(ctx)));
    if (!source) throw AppError.notFound("Project", id);
    const copy = await crud.Create(
      {
        name: source.name,
        kind: source.kind,
        seriesId: await stillUsable(() => checkSeries(ctx, source.seriesId)),
        fundId: await stillUsable(() => checkFund(ctx, source.fundId, undefined)),
        partner: source.partner,
        budget: source.budget,
        startOn: source.startOn,
        endOn: source.endOn,
        proposal: source.proposal,
        closeReport: null,
      } as never,
      ctx,
    );
    await logEvent(ctx, copy.id, "Copied", {}, { comment: `${source.code} · ${source.name}` });
    return copy;
  },
  GetStateCounts: async ({ kind }, ctx) => {
    const rows = await ctx.db
      .select({ state: p.state, count: sql<number>`count(*)::int` })
      .from(p)
      .where(
        and(liveRows(p, ctx.tenantId), kind ? eq(p.kind, kind) : undefined, await inScope(ctx)),
      )
      .groupBy(p.state);
    const counts = new Map(rows.map((r) => [r.state, r.count]));
    return { items: projectStates.map((state) => ({ state, count: counts.get(state) ?? 0 })) };
  },
  GetHistory: async ({ id }, ctx) => {
    if (!(await visibleProjectIds(ctx, [id])).has(id)) throw AppError.notFound("Project", id);
    const rows = await ctx.db
      .select()
      .from(projectEvents)
      .where(and(eq(projectEvents.projectId, id), eq(projectEvents.tenantId, ctx.tenantId)))
      .orderBy(asc(projectEvents.creationTime), asc(projectEvents.id));
    // people by name, as the audit shows them
    const { users: names } = await approverNames(
      ctx,
      [],
      rows.map((r) => r.creatorUserId).filter((u): u is string => !!u),
    );
    return {
      items: rows.map((r) => ({
        id: r.id,
        action: r.action as never,
        fromState: r.fromState as TProjectState | null,
        toState: r.toState as TProjectState | null,
        step: r.step,
        comment: r.comment,
        change: r.change ?? null,
        userName: r.creatorUserId ? (names.get(r.creatorUserId) ?? null) : null,
        time: r.creationTime.toISOString(),
      })),
    };
  },
});

/**
 * My audits' view of a project: its code and name, its page, and its budget — or, for a change
 * waiting, what the change asks for ("¥57,000.00 → ¥62,700.00 · 2027-06-30 → 2027-07-31").
 */
export async function describeProjects(ctx: AuthedCtx, ids: string[]) {
  const rows = ids.length
    ? await ctx.db
        .select()
        .from(p)
        .where(and(inArray(p.id, ids), eq(p.tenantId, ctx.tenantId)))
    : [];
  const detailOf = (r: Row) => {
    const change = r.state === "ChangeAudit" ? pendingChanges(r) : null;
    if (!change) return formatMoney(r.budget, "RMB");
    return [
      change.budget &&
        `${formatMoney(change.budget.from, "RMB")} → ${formatMoney(change.budget.to, "RMB")}`,
      change.endOn && `${change.endOn.from} → ${change.endOn.to}`,
    ]
      .filter(Boolean)
      .join(" · ");
  };
  return new Map(
    rows.map((r) => [
      r.id,
      { title: `${r.code} · ${r.name}`, detail: detailOf(r), href: `/charity/projects/${r.id}` },
    ]),
  );
}
