import "server-only";
import { and, eq } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type { TProjectAuditKey, TProjectState } from "@/lib/contracts/charity-projects";
import { addDays } from "@/lib/membership";
import { projectCode } from "@/server/services/charity/project-code";
import { businessToday } from "@/server/services/customer/membership";
import type { Db } from "./types";
import {
  type AuditStep,
  auditDecisions,
  auditFlowNodes,
  auditFlows,
  auditRecords,
  funds,
  notices,
  projectEvents,
  projectReports,
  projects,
  projectSeriesList,
  roles,
  users,
} from "./schema";

const TENANT_ID = 1;

// Demo projects of the foundation reading (issue 17 item 8): two active audit flows (a proposal
// and a close report, each approved by the Foundation staff role), three series and twenty
// projects in every state, with the audits and history their states imply. The administrator
// asks; the foundation user approves.

const series = [
  { name: "Rural libraries", description: "Reading rooms and books for village schools." },
  { name: "Teachers' training", description: "Summer courses and mentoring for rural teachers." },
  { name: "Disaster relief", description: "Emergency aid and rebuilding after floods and quakes." },
];

/** name, kind, series (index), fund (by name), budget, partner, state */
const demo: [
  string,
  "Internal" | "External",
  number,
  string,
  number,
  string | null,
  TProjectState,
][] = [
  ["Qingshan school reading room", "Internal", 0, "Rural education fund", 86_000, null, "Draft"],
  [
    "Mobile library van for Lianhua county",
    "External",
    0,
    "Rural education fund",
    240_000,
    "Lianhua Education Bureau",
    "Draft",
  ],
  [
    "Flood shelters in Poyang",
    "External",
    2,
    "Disaster relief fund",
    520_000,
    "Jiangxi Red Cross",
    "Draft",
  ],
  ["Volunteer storytellers", "Internal", 0, "General fund", 18_500, null, "Draft"],
  [
    "Summer maths course 2026",
    "Internal",
    1,
    "Rural education fund",
    64_000,
    null,
    "ProposalAudit",
  ],
  [
    "E-books for twelve schools",
    "External",
    0,
    "Rural education fund",
    132_000,
    "Bright Books Ltd.",
    "ProposalAudit",
  ],
  [
    "Quake-resistant classrooms",
    "External",
    2,
    "Disaster relief fund",
    880_000,
    "Sichuan Builders Union",
    "ProposalAudit",
  ],
  ["Headteachers' mentoring circle", "Internal", 1, "General fund", 26_000, null, "ProposalAudit"],
  [
    "Village reading rooms, phase 2",
    "Internal",
    0,
    "Rural education fund",
    175_000,
    null,
    "Executing",
  ],
  [
    "English teachers' online course",
    "External",
    1,
    "Rural education fund",
    98_000,
    "Open Classroom Network",
    "Executing",
  ],
  ["Winter relief kits", "Internal", 2, "Disaster relief fund", 145_000, null, "Executing"],
  [
    "School libraries in Yunnan",
    "External",
    0,
    "Rural education fund",
    310_000,
    "Yunnan Library Society",
    "Executing",
  ],
  ["Science kits for middle schools", "Internal", 1, "General fund", 57_000, null, "ChangeAudit"],
  [
    "Picture books for kindergartens",
    "Internal",
    0,
    "Rural education fund",
    42_000,
    null,
    "CloseAudit",
  ],
  [
    "Rebuilding Taoyuan clinic",
    "External",
    2,
    "Disaster relief fund",
    460_000,
    "Taoyuan Health Office",
    "CloseAudit",
  ],
  ["Music teachers' workshop", "Internal", 1, "General fund", 21_000, null, "CloseAudit"],
  ["Reading rooms, phase 1", "Internal", 0, "Rural education fund", 150_000, null, "Closed"],
  [
    "Typhoon relief 2025",
    "External",
    2,
    "Disaster relief fund",
    390_000,
    "Fujian Relief Association",
    "Closed",
  ],
  ["Rural art classes", "Internal", 1, "General fund", 33_000, null, "Stopped"],
  [
    "Bridge school bus",
    "External",
    2,
    "Disaster relief fund",
    120_000,
    "Hengshan Transport Co.",
    "Stopped",
  ],
];

const proposalText = (name: string, kind: string) =>
  `${name}.\n\nAims: reach the children and teachers who need it most, within the budget and the period.\n` +
  (kind === "External"
    ? "Run by our partner, who reports monthly; the foundation pays in instalments against receipts."
    : "Run by the foundation's programme staff with local volunteers.");

export async function seedProjects(db: Db, o: { creatorUserId: string }) {
  const admin = o.creatorUserId;
  const [staff] = await db
    .select({ id: roles.id })
    .from(roles)
    .where(and(eq(roles.tenantId, TENANT_ID), eq(roles.name, "FoundationStaff")));
  const [approver] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, TENANT_ID), eq(users.userName, "foundation")));
  if (!staff || !approver) return;

  const flowOf = async (key: TProjectAuditKey | "ProjectReport", desc: string) => {
    const [flow] = await db
      .insert(auditFlows)
      .values({ tenantId: TENANT_ID, key, desc, isActive: true, creatorUserId: admin })
      .returning();
    await db.insert(auditFlowNodes).values({
      flowId: flow!.id,
      sort: 1,
      approverType: "Role",
      roleId: staff.id,
      creatorUserId: admin,
    });
    return flow!.id;
  };
  const proposalFlow = await flowOf("ProjectProposal", "Project proposals");
  const closeFlow = await flowOf("ProjectClose", "Project close reports");
  const changeFlow = await flowOf("ProjectChange", "Project changes");
  const reportFlow = await flowOf("ProjectReport", "Project reports");
  const flows = {
    ProjectProposal: proposalFlow,
    ProjectClose: closeFlow,
    ProjectChange: changeFlow,
    ProjectReport: reportFlow,
  };
  const steps: AuditStep[] = [{ approverType: "Role", roleId: staff.id, userId: null }];

  const seriesIds = (
    await db
      .insert(projectSeriesList)
      .values(series.map((s) => ({ tenantId: TENANT_ID, ...s, creatorUserId: admin })))
      .returning({ id: projectSeriesList.id })
  ).map((s) => s.id);
  const fundRows = await db
    .select({ id: funds.id, name: funds.name })
    .from(funds)
    .where(eq(funds.tenantId, TENANT_ID));
  const fundId = (name: string) => fundRows.find((f) => f.name === name)?.id ?? null;

  const today = businessToday();
  let n = 0;
  let progressWaits = false;
  for (const [name, kind, seriesIndex, fund, budget, partner, state] of demo) {
    n++;
    const id = uuidv7();
    // older projects further along: created 10 to 200 days ago
    const createdAt = new Date(Date.now() - (10 + n * 9) * 86_400_000);
    const at = (days: number) => new Date(createdAt.getTime() + days * 86_400_000);
    const started = ["Executing", "ChangeAudit", "CloseAudit", "Closed", "Stopped"].includes(state);
    const endOn = addDays(today, state === "Closed" || state === "Stopped" ? -5 : 200 + n * 5);
    // a change waiting: a tenth more money and a month longer
    const change =
      state === "ChangeAudit"
        ? {
            changeBudget: (budget * 1.1).toFixed(2),
            changeEndOn: addDays(endOn, 30),
            changeReason:
              "Two more schools asked to join; the kits and the visits take a month longer.",
          }
        : null;
    await db.insert(projects).values({
      id,
      tenantId: TENANT_ID,
      code: await projectCode(db, today),
      name,
      kind,
      seriesId: seriesIds[seriesIndex] ?? null,
      fundId: fundId(fund),
      partner,
      budget: budget.toFixed(2),
      startOn: addDays(today, started ? -60 - n : 20 + n),
      endOn,
      ...change,
      proposal: proposalText(name, kind),
      closeReport:
        state === "CloseAudit" || state === "Closed"
          ? "Done as planned: every activity held, the budget spent with receipts, and the schools' thanks on file."
          : null,
      state,
      stopReason:
        state === "Stopped"
          ? "The partner could not go on; the remaining money returns to the fund."
          : null,
      creationTime: createdAt,
      creatorUserId: admin,
    });
    const events: (typeof projectEvents.$inferInsert)[] = [];
    const event = (
      action: string,
      day: number,
      from: TProjectState | null,
      to: TProjectState | null,
      by = admin,
      comment: string | null = null,
    ) =>
      events.push({
        tenantId: TENANT_ID,
        projectId: id,
        action,
        fromState: from,
        toState: to,
        comment,
        creationTime: at(day),
        creatorUserId: by,
      });
    /** An audit of the project: Pending (waiting for the foundation user) or Approved by them. */
    const audit = async (
      key: TProjectAuditKey | "ProjectReport",
      day: number,
      approved: boolean,
      entityId = id,
    ) => {
      const [record] = await db
        .insert(auditRecords)
        .values({
          tenantId: TENANT_ID,
          key,
          entityId,
          flowId: flows[key],
          state: approved ? "Approved" : "Pending",
          currentStep: approved ? null : 1,
          steps,
          finishedTime: approved ? at(day + 2) : null,
          creationTime: at(day),
          creatorUserId: admin,
        })
        .returning();
      // waiting: the approver has a notice (issue 17 item 5)
      if (!approved)
        await db.insert(notices).values({
          tenantId: TENANT_ID,
          userId: approver.id,
          kind: "AuditWaiting",
          auditKey: key,
          entityId,
          step: 1,
          creationTime: at(day),
        });
      if (approved)
        await db.insert(auditDecisions).values({
          tenantId: TENANT_ID,
          recordId: record!.id,
          step: 1,
          isApproved: true,
          comment: "Agreed.",
          creationTime: at(day + 2),
          creatorUserId: approver.id,
        });
    };
    event("Created", 0, null, "Draft");
    if (state === "Draft") {
      await db.insert(projectEvents).values(events);
      continue;
    }
    event("Submitted", 1, "Draft", "ProposalAudit");
    await audit("ProjectProposal", 1, state !== "ProposalAudit");
    if (state !== "ProposalAudit")
      event("Approved", 3, "ProposalAudit", "Executing", approver.id, "Agreed.");
    if (state === "Stopped")
      event(
        "Stopped",
        6,
        "Executing",
        "Stopped",
        admin,
        "The partner could not go on; the remaining money returns to the fund.",
      );
    if (change) {
      events.push({
        tenantId: TENANT_ID,
        projectId: id,
        action: "ChangeSubmitted",
        fromState: "Executing",
        toState: "ChangeAudit",
        comment: change.changeReason,
        change: {
          budget: { from: budget.toFixed(2), to: change.changeBudget },
          endOn: { from: endOn, to: change.changeEndOn },
        },
        creationTime: at(5),
        creatorUserId: admin,
      });
      await audit("ProjectChange", 5, false);
    }
    if (state === "CloseAudit" || state === "Closed") {
      event("Submitted", 5, "Executing", "CloseAudit");
      await audit("ProjectClose", 5, state === "Closed");
      if (state === "Closed") event("Approved", 7, "CloseAudit", "Closed", approver.id, "Agreed.");
    }
    await db.insert(projectEvents).values(events);
    // running: last month's summary approved, this month's plan a draft; the first running
    // project's progress report waits for the foundation staff
    if (state === "Executing" || state === "ChangeAudit") {
      const thisMonth = today.slice(0, 7);
      const lastMonth = addDays(`${thisMonth}-01`, -1).slice(0, 7);
      const report = (kind: string, month: string, reportState: string, content: string) => ({
        id: uuidv7(),
        tenantId: TENANT_ID,
        projectId: id,
        kind,
        month,
        content,
        state: reportState,
        creationTime: at(6),
        creatorUserId: admin,
      });
      const rows = [
        report(
          "MonthlySummary",
          lastMonth,
          "Approved",
          "Every activity held as planned; receipts filed; two volunteers joined.",
        ),
        report(
          "MonthlyPlan",
          thisMonth,
          "Draft",
          "Visits to each site, the volunteers' training day and the mid-term survey.",
        ),
      ];
      if (!progressWaits) {
        progressWaits = true;
        rows.push(
          report(
            "ProgressReport",
            thisMonth,
            "Auditing",
            "Half-way: on budget, one site a month behind (the road was closed in the rains).",
          ),
        );
      }
      await db.insert(projectReports).values(rows);
      if (rows[2]) await audit("ProjectReport", 6, false, rows[2].id);
    }
  }
}
