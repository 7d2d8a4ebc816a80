import { sql } from "drizzle-orm";
import {
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { auditColumns, idColumn, money, softDeleteColumns, tenantColumn } from "./columns";

// The foundation's projects (issue 17 item 3): series that group them, the projects with their
// lifecycle (a proposal and a close report each go through an audit flow), and each project's
// history of what was done to it.

/** Project series: a name unique per tenant, ignoring case. */
export const projectSeriesList = pgTable(
  "project_series",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    ...auditColumns(),
    ...softDeleteColumns(),
    name: text("name").notNull(),
    description: text("description"),
  },
  (t) => [
    uniqueIndex("project_series_name_uq")
      .on(t.tenantId, sql`lower(${t.name})`)
      .where(sql`${t.isDeleted} = false`),
  ],
);

/**
 * Projects: Internal (run by the foundation, with beneficiaries) or External (run by a partner
 * organisation). `state` moves Draft → ProposalAudit → Executing → CloseAudit → Closed, or
 * Executing → Stopped, or Executing → ChangeAudit → Executing (a change of budget or end day); a rejected or withdrawn audit moves it back (DESIGN: docs/decisions.md).
 */
export const projects = pgTable(
  "projects",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    /** PJ-2026-00001 (per tenant) */
    code: text("code").notNull(),
    name: text("name").notNull(),
    /** Internal or External */
    kind: text("kind").notNull(),
    seriesId: uuid("series_id"),
    /** the fund its money comes from */
    fundId: uuid("fund_id"),
    /** the partner organisation running an external project */
    partner: text("partner"),
    budget: money("budget").notNull(),
    startOn: date("start_on", { mode: "string" }).notNull(),
    endOn: date("end_on", { mode: "string" }).notNull(),
    /** the proposal: aims, activities and who benefits */
    proposal: text("proposal").notNull(),
    /** the close report: what was done and what it achieved */
    closeReport: text("close_report"),
    state: text("state").notNull().default("Draft"),
    /** why it was stopped */
    stopReason: text("stop_reason"),
    /** a change waiting in its audit (state ChangeAudit): the new budget and end day, and why */
    changeBudget: money("change_budget"),
    changeEndOn: date("change_end_on", { mode: "string" }),
    changeReason: text("change_reason"),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("projects_code_uq").on(t.tenantId, t.code),
    index("projects_state_idx").on(t.tenantId, t.state, t.creationTime),
    index("projects_kind_idx").on(t.tenantId, t.kind, t.creationTime),
    index("projects_series_idx").on(t.seriesId),
    index("projects_fund_idx").on(t.fundId),
    index("projects_start_idx").on(t.tenantId, t.startOn),
    index("projects_name_idx").on(t.tenantId, sql`lower(${t.name})`),
  ],
);

/** The projects' codes: PJ-, the year and 5 digits from this one sequence. */
export const projectCodeSequence = pgSequence("project_code_seq", { startWith: 1 });

/**
 * A project's history: what happened (Created, Submitted, StepApproved, Approved, Rejected,
 * Withdrawn, Stopped, Closed, …), the state it moved from and to, the step of an audit and a
 * comment, by whom and when.
 */
export const projectEvents = pgTable(
  "project_events",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    projectId: uuid("project_id").notNull(),
    action: text("action").notNull(),
    fromState: text("from_state"),
    toState: text("to_state"),
    step: integer("step"),
    comment: text("comment"),
    /** what a change changed: { budget?: { from, to }, endOn?: { from, to } } */
    change: jsonb("change").$type<{
      budget?: { from: string; to: string };
      endOn?: { from: string; to: string };
    }>(),
    ...auditColumns(),
  },
  (t) => [index("project_events_project_idx").on(t.projectId, t.creationTime)],
);

/**
 * A project's reports (issue 17 item 3): a monthly plan, monthly summary or progress report for
 * a month of its period, one of each kind per month; `state` moves Draft → Auditing → Approved
 * through the ProjectReport audit flow, a rejection or withdrawal making it a draft again.
 */
export const projectReports = pgTable(
  "project_reports",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    projectId: uuid("project_id").notNull(),
    /** MonthlyPlan, MonthlySummary or ProgressReport */
    kind: text("kind").notNull(),
    /** YYYY-MM */
    month: text("month").notNull(),
    content: text("content").notNull(),
    state: text("state").notNull().default("Draft"),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("project_reports_month_uq")
      .on(t.projectId, t.kind, t.month)
      .where(sql`${t.isDeleted} = false`),
    index("project_reports_project_idx").on(t.projectId, t.month),
    index("project_reports_state_idx").on(t.tenantId, t.state, t.creationTime),
  ],
);
