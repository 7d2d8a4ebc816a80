import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { contracts } from "@/lib/contracts";
import { addDays } from "@/lib/membership";
import { Api, expect, signInAs, test, unique } from "../fixtures";

// Projects and My audits (issue 17's acceptance): the administrator writes a project and submits
// its proposal; the foundation staff, whom the proposal flow names, find it under My audits and
// approve it; the project then runs, and its history says who did what.

/** The Foundation staff role's id. */
async function foundationRole(api: Api) {
  const roles = await api.call(contracts.Role.GetAll, { keyword: "Foundation staff" });
  const role = roles.body.result.items.find((r) => r.displayName === "Foundation staff");
  expect(role, "the seeded Foundation staff role").toBeDefined();
  return role!.id;
}

/**
 * The active flow of `key`, approved by the Foundation staff role in one step: the seeded one
 * when it is still so, or a new one while the test runs (the flow that was active comes back).
 */
async function flowOfFoundationStaff(
  api: Api,
  key: "ProjectProposal" | "ProjectChange" | "ProjectReport" = "ProjectProposal",
) {
  const roleId = await foundationRole(api);
  const active = await api.call(contracts.AuditFlow.GetAll, { key, isActive: true });
  const flow = active.body.result.items[0];
  if (flow?.nodes.length === 1 && flow.nodes[0]!.roleId === roleId) return;
  const made = await api.call(contracts.AuditFlow.Create, {
    key,
    desc: unique(`${key} `),
    nodes: [{ approverType: "Role", roleId }],
  });
  expect(made.status, JSON.stringify(made.body.error)).toBe(200);
  await api.call(contracts.AuditFlow.Active, { id: made.body.result.id, isActive: true });
  api.whenDone(async (admin) => {
    const off = await admin.call(contracts.AuditFlow.Active, {
      id: made.body.result.id,
      isActive: false,
    });
    expect(off.status).toBe(200);
    if (flow)
      expect(
        (await admin.call(contracts.AuditFlow.Active, { id: flow.id, isActive: true })).status,
      ).toBe(200);
  });
}

/**
 * A project of the administrator's, running: its proposal approved by the foundation staff (the
 * administrator stops it when the test ends). Its period runs from a month ago to `end`; `later`
 * is a day after it (a change's end day may not be past).
 */
async function runningProject(api: Api, staff: Api, name: string) {
  await flowOfFoundationStaff(api);
  const today = new Date().toISOString().slice(0, 10);
  const [start, end, later] = [addDays(today, -30), addDays(today, 300), addDays(today, 360)];
  const made = await api.call(contracts.Project.Create, {
    name,
    kind: "Internal",
    budget: "48000",
    startOn: start,
    endOn: end,
    proposal: "Microscopes and kits for four schools.",
  });
  const { id, code } = made.body.result;
  const submitted = await api.call(contracts.Project.StartAudit, { id });
  const approved = await staff.call(contracts.Project.Audit, {
    id,
    auditId: submitted.body.result.audit!.id,
    step: 1,
    isApproved: true,
  });
  expect(approved.body.result.state).toBe("Executing");
  api.whenDone(async (admin) => {
    const { state } = (await admin.call(contracts.Project.Get, { id })).body.result;
    if (state === "ChangeAudit") await admin.call(contracts.Project.Withdraw, { id });
    expect(
      (await admin.call(contracts.Project.Stop, { id, reason: "End of the e2e test" })).status,
    ).toBe(200);
  });
  return { id, code, end, later };
}

async function seriousViolations(page: Page) {
  const { violations } = await new AxeBuilder({ page }).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => v.id);
}

test.describe("[FOUNDATION] projects and My audits", () => {
  test.use({ signedInAs: "admin" });

  test("a proposal is submitted, the approver finds it under My audits and approves it, and the project runs with its history", async ({
    page,
    api,
  }) => {
    test.setTimeout(120_000);
    await api.signIn();
    await flowOfFoundationStaff(api);
    const name = unique("Village reading room ");

    // the administrator writes the project: a draft
    await page.goto("/charity/projects");
    await expect(page.getByRole("heading", { level: 1, name: "Projects" })).toBeVisible();
    await page.getByRole("button", { name: "Create project" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Create project" });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("This field is required.").first()).toBeVisible();
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("Budget (RMB)").fill("48000");
    await dialog.getByLabel("Starts").fill("2027-03-01");
    await dialog.getByLabel("Ends").fill("2027-01-31");
    await dialog.getByLabel("Proposal").fill("Shelves, 2,000 books and a volunteer librarian.");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("The end date cannot be before the start date.")).toBeVisible();
    await dialog.getByLabel("Ends").fill("2027-12-31");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    const created = await api.call(contracts.Project.GetAll, { keyword: name });
    const project = created.body.result.items[0]!;
    expect(project).toMatchObject({ state: "Draft", budget: "48000.00" });
    // when it ends: a waiting one withdrawn, then a draft deleted and a running one stopped (a
    // deployment keeps stopped projects, as it keeps reconciled statements)
    api.whenDone(async (admin) => {
      const id = project.id;
      const { state } = (await admin.call(contracts.Project.Get, { id })).body.result;
      if (state === "ProposalAudit")
        expect((await admin.call(contracts.Project.Withdraw, { id })).status).toBe(200);
      const undo =
        state === "Executing"
          ? await admin.call(contracts.Project.Stop, { id, reason: "End of the e2e test" })
          : await admin.call(contracts.Project.Delete, { id });
      expect(undo.status, JSON.stringify(undo.body.error)).toBe(200);
    });

    // its page: a draft, submitted for approval after a confirmation
    await page.getByRole("link", { name: project.code }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: `${project.code} · ${name}` }),
    ).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId("project-state")).toHaveText("Draft");
    await page.getByRole("button", { name: "Submit proposal" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Submit proposal" }).click();
    await expect(page.getByTestId("project-state")).toHaveText("Proposal in review", {
      timeout: 15_000,
    });
    const audit = page.getByRole("region", { name: "Proposal approval" });
    await expect(
      audit.getByText("Step 1: role Foundation staff — waiting for a decision"),
    ).toBeVisible();
    // the one who asked may take it back, not decide it
    await expect(page.getByRole("button", { name: "Withdraw" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Approve" })).toHaveCount(0);

    // the foundation staff are told (the bell), find it under My audits and approve it
    await signInAs(page, "foundation");
    const title = `${project.code} · ${name}`;
    const bell = page.getByTestId("notice-bell");
    await expect(bell).toHaveAccessibleName(/Notices, \d+ unread/);
    await bell.click();
    await expect(
      page
        .getByRole("menuitem")
        .filter({ hasText: `Project proposal ${title} waits for your approval (step 1)` }),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await menu.getByRole("link", { name: "My audits" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "My audits" })).toBeVisible({
      timeout: 15_000,
    });
    const row = page.getByRole("row", { name: new RegExp(project.code) });
    await expect(row.getByRole("link", { name: title })).toBeVisible();
    await expect(row.getByRole("cell", { name: "Project proposal", exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await row.getByRole("button", { name: `Approve ${title}` }).click();
    const decision = page.getByRole("dialog", { name: `Approve ${title}` });
    await decision.getByLabel("Comment").fill("Well planned; go ahead.");
    await decision.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText(`Approved: ${title}`)).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(project.code) })).toHaveCount(0);

    // the project runs, and its history says who asked, who approved, and why
    await page.goto(`/charity/projects/${project.id}`);
    await expect(page.getByTestId("project-state")).toHaveText("Running");
    await expect(page.getByTestId("project-audit-state")).toHaveText("Approved");
    const history = page.getByTestId("project-history").getByRole("listitem");
    await expect(history).toHaveCount(3);
    await expect(history.nth(0)).toContainText("Approved · Proposal in review → Running");
    await expect(history.nth(0)).toContainText("Na Li");
    await expect(history.nth(0)).toContainText("“Well planned; go ahead.”");
    await expect(history.nth(1)).toContainText(
      "Submitted for approval · Draft → Proposal in review",
    );
    await expect(history.nth(2)).toContainText("Created");
    // running: the close report comes before submitting to close
    await expect(page.getByRole("button", { name: "Submit close report" })).toBeDisabled();
    await expect(page.getByRole("button", { name: "Write close report" })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test("a running project is copied, and its change of budget and end day applies once approved", async ({
    page,
    api,
    request,
  }) => {
    test.setTimeout(120_000);
    await api.signIn();
    await flowOfFoundationStaff(api, "ProjectChange");
    const staff = await new Api(request).signIn("foundation");
    const name = unique("Science kits ");
    const { id, code, end, later } = await runningProject(api, staff, name);

    // a copy: a new draft with its fields, opened at once
    await page.goto(`/charity/projects/${id}`);
    await expect(page.getByTestId("project-state")).toHaveText("Running");
    await page.getByRole("button", { name: "Copy", exact: true }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Copy" }).click();
    await expect(page.getByTestId("project-state")).toHaveText("Draft", { timeout: 15_000 });
    const copyHeading = page.getByRole("heading", { level: 1, name: new RegExp(`· ${name}$`) });
    await expect(copyHeading).not.toHaveText(new RegExp(code));
    const copyId = page.url().split("/").pop()!;
    api.whenDone(async (admin) => {
      expect((await admin.call(contracts.Project.Delete, { id: copyId })).status).toBe(200);
    });
    await expect(page.getByTestId("project-history")).toContainText(`Copied from`);
    await expect(page.getByTestId("project-history")).toContainText(`${code} · ${name}`);

    // the running one asks for more money and a later end, with the reason
    await page.goto(`/charity/projects/${id}`);
    await page.getByRole("button", { name: "Request change" }).click();
    const dialog = page.getByRole("dialog", { name: `Change ${code}` });
    await dialog.getByRole("button", { name: "Request change" }).click();
    await expect(dialog.getByText("This field is required.")).toBeVisible();
    await dialog.getByLabel("New budget (RMB)").fill("52000");
    await dialog.getByLabel("New end day").fill(later);
    await dialog.getByLabel("Reason for the change").fill("Two more schools joined.");
    await dialog.getByRole("button", { name: "Request change" }).click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    await expect(page.getByTestId("project-state")).toHaveText("Change in review");
    const change = page.getByRole("region", { name: "Change in review" });
    await expect(change).toContainText("Budget: ¥48,000.00 → ¥52,000.00");
    await expect(change).toContainText(`Ends: ${end} → ${later}`);
    await expect(change).toContainText("Two more schools joined.");
    // (the toast first: axe measures its contrast while it fades)
    await expect(page.getByText(`${code}: Change in review`)).toBeHidden({ timeout: 15_000 });
    expect(await seriousViolations(page)).toEqual([]);

    // the foundation staff approve it on the project's page: it applies
    await signInAs(page, "foundation");
    await page.goto(`/charity/projects/${id}`);
    await page.getByRole("button", { name: "Approve" }).click();
    const decision = page.getByRole("dialog", { name: `Approve ${code}` });
    await expect(decision).toContainText("the new budget and end day apply");
    await decision.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByTestId("project-state")).toHaveText("Running", { timeout: 15_000 });
    await expect(page.getByRole("region", { name: "Change in review" })).toHaveCount(0);
    await expect(page.getByText("¥52,000.00").first()).toBeVisible();
    const history = page.getByTestId("project-history").getByRole("listitem");
    await expect(history.nth(0)).toContainText("Approved · Change in review → Running");
    await expect(history.nth(0)).toContainText("Budget: ¥48,000.00 → ¥52,000.00");
    await expect(history.nth(1)).toContainText("Change submitted for approval");
    await expect(history.nth(1)).toContainText("“Two more schools joined.”");
  });

  test("a monthly plan is written on the project's page, submitted, and approved by the foundation staff", async ({
    page,
    api,
    request,
  }) => {
    test.setTimeout(120_000);
    await api.signIn();
    await flowOfFoundationStaff(api, "ProjectReport");
    const staff = await new Api(request).signIn("foundation");
    const { id } = await runningProject(api, staff, unique("Reading clubs "));
    const thisMonth = new Date().toISOString().slice(0, 7);

    await page.goto(`/charity/projects/${id}`);
    const reports = page.getByRole("region", { name: "Reports" });
    await expect(reports).toContainText("No reports yet.");
    await reports.getByRole("button", { name: "New report" }).click();
    const dialog = page.getByRole("dialog", { name: "New report" });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog.getByText("This field is required.")).toBeVisible();
    await dialog.getByLabel("Content").fill("Three clubs meet weekly; books arrive on the 10th.");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden({ timeout: 15_000 });
    const plan = reports.getByRole("listitem").filter({ hasText: `Monthly plan · ${thisMonth}` });
    await expect(plan).toContainText("Draft");
    await expect(plan).toContainText("Three clubs meet weekly");
    // the same kind and month again is refused on the month
    await reports.getByRole("button", { name: "New report" }).click();
    await dialog.getByLabel("Content").fill("Twice");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(
      dialog.getByText("This project already has a report of this kind for this month."),
    ).toBeVisible();
    await dialog.getByRole("button", { name: "Cancel" }).click();

    await plan.getByRole("button", { name: `Submit Monthly plan ${thisMonth}` }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Submit" }).click();
    await expect(plan).toContainText("In review", { timeout: 15_000 });
    await expect(plan.getByRole("button", { name: `Edit Monthly plan ${thisMonth}` })).toHaveCount(
      0,
    );
    await expect(page.getByText(`Monthly plan ${thisMonth}: In review`)).toBeHidden({
      timeout: 15_000,
    });
    expect(await seriousViolations(page)).toEqual([]);

    // the foundation staff approve it on the project's page
    await signInAs(page, "foundation");
    await page.goto(`/charity/projects/${id}`);
    await plan.getByRole("button", { name: `Approve Monthly plan ${thisMonth}` }).click();
    const decision = page.getByRole("dialog", { name: `Approve Monthly plan ${thisMonth}` });
    await decision.getByLabel("Comment").fill("Clear plan.");
    await decision.getByRole("button", { name: "Approve" }).click();
    await expect(plan).toContainText("Approved", { timeout: 15_000 });
  });

  test.describe("as a shop role", () => {
    test.use({ signedInAs: "clerk" });

    test("sees neither projects nor My audits", async ({ page }) => {
      await page.goto("/dashboard");
      const menu = page.getByRole("navigation", { name: "Main menu" });
      await expect(menu.getByRole("link", { name: "My audits" })).toHaveCount(0);
      await expect(menu.getByRole("link", { name: "Projects" })).toHaveCount(0);
      await page.goto("/charity/projects");
      await expect(page.getByRole("heading", { name: "No access" })).toBeVisible();
      await page.goto("/myAudits");
      await expect(page.getByRole("heading", { name: "No access" })).toBeVisible();
    });
  });
});
