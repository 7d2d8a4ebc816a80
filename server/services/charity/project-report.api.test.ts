import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { addDays } from "@/lib/membership";
import { call, membersOf, signIn, unique, userWith } from "@/server/test/api";
import { activeFlow, noActiveFlow } from "../system/audit-fixtures";

// A project's reports (issue 17 item 3): monthly plans, monthly summaries and progress reports of
// a running project, each approved through the ProjectReport audit flow, as visible as the project.

const P = contracts.Project;
const R = contracts.ProjectReport;
const PROJECT = ["Pages.Project", "Pages.Project.Audit", "Pages.MyAudit", "Pages.MyAudit.Audit"];

const today = new Date().toISOString().slice(0, 10);
const month = (days: number) => addDays(today, days).slice(0, 7);

/** A project of the administrator's, running (its proposal approved at once, with no flow). */
async function runningProject(admin: string) {
  const made = await call(
    P.Create,
    {
      name: unique("Reported "),
      kind: "Internal",
      budget: "9000",
      startOn: addDays(today, -40),
      endOn: addDays(today, 120),
      proposal: "Reading clubs in three villages.",
    },
    { token: admin },
  );
  expect(made.status, JSON.stringify(made.body.error)).toBe(200);
  return made.body.result;
}

describe("ProjectReport", () => {
  it("writes a month's report of a running project and takes it through its audit", async () => {
    const admin = await signIn();
    const approver = await userWith(PROJECT);
    const project = await runningProject(admin);
    const report = { projectId: project.id, kind: "MonthlyPlan" as const, month: month(0) };
    // a draft project takes no reports yet
    const early = await call(R.Create, { ...report, content: "Plan" }, { token: admin });
    expect(early.status).toBe(409);
    await activeFlow(admin, "ProjectProposal", [{ approverType: "Role", roleId: approver.roleId }]);
    await call(P.StartAudit, { id: project.id }, { token: admin });
    await call(P.Audit, { id: project.id, step: 1, isApproved: true }, { token: approver.token });

    // the fields, the month within the project's period, one of a kind per month
    const bad = await call(
      R.Create,
      { projectId: project.id, kind: "Weekly" as never, month: "2026-13", content: " " },
      { token: admin, culture: "zh-Hans" },
    );
    expect(membersOf(bad)?.sort()).toEqual(["content", "kind", "month"]);
    const outside = await call(
      R.Create,
      { ...report, month: month(400), content: "Later" },
      {
        token: admin,
      },
    );
    expect(outside.body.error?.validationErrors?.[0]).toMatchObject({
      members: ["month"],
      message: `Choose a month of the project's period, ${month(-40)} to ${month(120)}.`,
    });
    const created = await call(
      R.Create,
      { ...report, content: "Three clubs meet weekly." },
      {
        token: admin,
      },
    );
    expect(created.status, JSON.stringify(created.body.error)).toBe(200);
    const plan = created.body.result;
    expect(plan).toMatchObject({
      projectCode: project.code,
      state: "Draft",
      audit: null,
      actions: ["Edit", "Delete", "StartAudit"],
    });
    expect(
      membersOf(await call(R.Create, { ...report, content: "Twice" }, { token: admin })),
    ).toEqual(["month"]);
    // another kind of the same month is its own report
    const summary = await call(
      R.Create,
      { ...report, kind: "MonthlySummary", content: "Done: two clubs." },
      { token: admin },
    );
    expect(summary.status).toBe(200);

    // submitted: waits for the approver, who finds it under My audits
    await activeFlow(admin, "ProjectReport", [{ approverType: "Role", roleId: approver.roleId }]);
    const submitted = await call(R.StartAudit, { id: plan.id }, { token: admin });
    expect(submitted.body.result).toMatchObject({
      state: "Auditing",
      audit: { key: "ProjectReport", state: "Pending" },
      actions: ["Withdraw"],
    });
    expect(
      (await call(R.Update, { ...report, id: plan.id, content: "Changed" }, { token: admin }))
        .status,
    ).toBe(409);
    expect((await call(R.Delete, { id: plan.id }, { token: admin })).status).toBe(409);
    const waiting = await call(
      contracts.MyAudit.GetAll,
      { key: "ProjectReport", maxResultCount: 1000 },
      { token: approver.token, culture: "zh-Hans" },
    );
    expect(waiting.body.result.items.find((x) => x.entityId === plan.id)).toMatchObject({
      definitionName: "项目报告",
      title: `${project.code} · ${project.name}`,
      detail: `月度计划 · ${month(0)}`,
      href: `/charity/projects/${project.id}`,
    });
    // rejected: a draft again, changed, submitted and approved through My audits
    const rejected = await call(
      R.Audit,
      { id: plan.id, step: 1, isApproved: false, comment: "Say which villages" },
      { token: approver.token },
    );
    expect(rejected.body.result).toMatchObject({ state: "Draft", audit: { state: "Rejected" } });
    const fixed = await call(
      R.Update,
      { ...report, id: plan.id, content: "Clubs in Dongcun, Xicun and Nancun." },
      { token: admin },
    );
    expect(fixed.status, JSON.stringify(fixed.body.error)).toBe(200);
    const again = (await call(R.StartAudit, { id: plan.id }, { token: admin })).body.result;
    const approved = await call(
      contracts.MyAudit.Audit,
      {
        scope: "ProjectReport",
        entityId: plan.id,
        auditId: again.audit!.id,
        step: 1,
        isApproved: true,
      },
      { token: approver.token },
    );
    expect(approved.body.result).toEqual({ state: "Approved" });
    const list = await call(R.GetAll, { projectId: project.id }, { token: approver.token });
    expect(list.body.result.items.map((x) => [x.kind, x.state])).toEqual([
      ["MonthlySummary", "Draft"],
      ["MonthlyPlan", "Approved"],
    ]);
    // withdrawn by the one who submitted it
    await call(R.StartAudit, { id: summary.body.result.id }, { token: admin });
    const back = await call(R.Withdraw, { id: summary.body.result.id }, { token: admin });
    expect(back.body.result).toMatchObject({ state: "Draft", audit: { state: "Withdrawn" } });

    // a stopped project takes no new report
    await call(P.Stop, { id: project.id, reason: "Done early" }, { token: admin });
    const late = await call(
      R.Create,
      { ...report, kind: "ProgressReport", content: "Late" },
      { token: admin },
    );
    expect(late.status).toBe(409);
    // …and its drafts stay drafts: offered nothing, refused when submitted
    const draft = await call(R.Get, { id: summary.body.result.id }, { token: admin });
    expect(draft.body.result).toMatchObject({ state: "Draft", actions: [] });
    expect((await call(R.StartAudit, { id: draft.body.result.id }, { token: admin })).status).toBe(
      409,
    );
  });

  it("is as visible as its project, and written only by who may edit projects", async () => {
    const admin = await signIn();
    const project = await runningProject(admin);
    // no active flow for the proposal: it runs at once
    await noActiveFlow(admin, "ProjectProposal");
    await call(P.StartAudit, { id: project.id }, { token: admin });
    const made = await call(
      R.Create,
      { projectId: project.id, kind: "ProgressReport", month: month(0), content: "On track." },
      { token: admin },
    );
    expect(made.status, JSON.stringify(made.body.error)).toBe(200);
    const id = made.body.result.id;

    const mine = await userWith(
      ["Pages.Project", "Pages.Project.Edit"],
      [{ permissionName: "Pages.Project", scope: "Mine" }],
    );
    expect((await call(R.Get, { id }, { token: mine.token })).status).toBe(404);
    expect(
      (await call(R.GetAll, { projectId: project.id }, { token: mine.token })).body.result.items,
    ).toEqual([]);
    expect(
      (await call(R.Update, { ...made.body.result, content: "Mine now" }, { token: mine.token }))
        .status,
    ).toBe(404);
    const elsewhere = await call(
      R.Create,
      { projectId: project.id, kind: "MonthlyPlan", month: month(0), content: "Mine" },
      { token: mine.token },
    );
    expect(membersOf(elsewhere)).toEqual(["projectId"]);

    const reader = await userWith(["Pages.Project"]);
    const seen = await call(R.Get, { id }, { token: reader.token });
    expect(seen.body.result).toMatchObject({ content: "On track.", actions: [] });
    expect((await call(R.Delete, { id }, { token: reader.token })).status).toBe(403);
    const shop = await userWith(["Pages.Order"]);
    expect((await call(R.GetAll, {}, { token: shop.token })).status).toBe(403);
    // with no active report flow, a submission is approved at once
    await noActiveFlow(admin, "ProjectReport");
    expect((await call(R.StartAudit, { id }, { token: admin })).body.result).toMatchObject({
      state: "Approved",
      audit: null,
    });
  });
});
