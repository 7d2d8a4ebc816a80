import { contracts } from "@/lib/contracts";
import { todayIn } from "@/lib/membership";
import { expect, signInAs, test, unique } from "../fixtures";

// Organisations and their due diligence (issue 17 item 4): the administrator adds a school,
// records a review of it with the report attached and submits it; a reviewer the flow names finds
// it under My audits and approves it; the organisation then shows the review as its standing.

const today = () => todayIn(process.env.TIME_ZONE ?? "UTC");

const report = {
  name: "review-2026.pdf",
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
};

test.describe("[FOUNDATION] organisations and due diligence", () => {
  test.use({ signedInAs: "admin" });

  test("an organisation is added, its due diligence recorded and submitted, approved under My audits, and shown as its standing", async ({
    page,
    api,
  }) => {
    test.setTimeout(120_000);
    await api.signIn();
    // the reviewer the due diligence flow names, for this test
    const role = await api.createRole("ddreviewer", [
      "Pages.DueDiligence",
      "Pages.DueDiligence.Audit",
      "Pages.MyAudit",
      "Pages.MyAudit.Audit",
    ]);
    const reviewer = await api.createUser("ddreviewer", [role.name]);
    const active = await api.call(contracts.AuditFlow.GetAll, {
      key: "DueDiligence",
      isActive: true,
    });
    const flow = await api.call(contracts.AuditFlow.Create, {
      key: "DueDiligence",
      desc: unique("Due diligence "),
      nodes: [{ approverType: "User", userId: reviewer.id }],
    });
    expect(flow.status, JSON.stringify(flow.body.error)).toBe(200);
    await api.call(contracts.AuditFlow.Active, { id: flow.body.result.id, isActive: true });
    api.whenDone(async (admin) => {
      await admin.call(contracts.AuditFlow.Active, { id: flow.body.result.id, isActive: false });
      for (const f of active.body.result.items)
        await admin.call(contracts.AuditFlow.Active, { id: f.id, isActive: true });
    });
    const name = unique("Sunrise School ");

    // the organisation: its credit code is checked on its field
    await page.goto("/charity/organizations");
    await expect(page.getByRole("heading", { level: 1, name: "Organisations" })).toBeVisible();
    await page.getByRole("button", { name: "New organisation" }).first().click();
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("textbox", { name: "Name" }).fill(name);
    await dialog.getByRole("combobox", { name: "Type" }).click();
    await page.getByRole("option", { name: "School" }).click();
    await dialog.getByRole("textbox", { name: "Unified social credit code" }).fill("12345");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(
      dialog.getByText("Enter the 18-character unified social credit code"),
    ).toBeVisible();
    await dialog.getByRole("textbox", { name: "Unified social credit code" }).fill("");
    await dialog.getByRole("textbox", { name: "Contact person" }).fill("Mei Zhou");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    // it is kept afterwards: an approved review keeps its organisation (409 on delete)
    const found = await api.call(contracts.Organization.GetAll, { keyword: name });
    const org = found.body.result.items[0]!;
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText("None yet");

    // its due diligence, from its row: a draft with the report attached
    await row.getByRole("button", { name: `Actions for ${name}` }).click();
    await page.getByRole("menuitem", { name: "Due diligence" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: `Due diligence of ${name}` }),
    ).toBeVisible();
    await expect(page.getByText("No due diligence records yet.")).toBeVisible();
    await page.getByRole("button", { name: "Record due diligence" }).first().click();
    await expect(dialog.getByRole("combobox", { name: "Organisation" })).toHaveText(name);
    await dialog.getByLabel("Reviewed on").fill(today());
    await dialog.getByRole("textbox", { name: "Reviewer" }).fill("Lin Qiao");
    await dialog.getByRole("combobox", { name: "Conclusion" }).click();
    await page.getByRole("option", { name: "Qualified", exact: true }).click();
    await dialog.getByRole("combobox", { name: "Risk" }).click();
    await page.getByRole("option", { name: "Low" }).click();
    await dialog
      .getByRole("textbox", { name: "Findings" })
      .fill("Registration and accounts checked.");
    await dialog.getByLabel("Report files").setInputFiles(report);
    await expect(dialog.getByRole("button", { name: `Remove ${report.name}` })).toBeVisible({
      timeout: 15_000,
    });
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();
    const record = page.getByRole("row", { name: /Lin Qiao/ });
    await expect(record).toContainText("Draft");
    await expect(record.getByRole("link", { name: report.name })).toBeVisible();

    // submitted: it waits for the reviewer and cannot be edited meanwhile
    await record.getByRole("button", { name: /^Actions for/ }).click();
    await page.getByRole("menuitem", { name: "Submit for audit" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Submit for audit" }).click();
    await expect(page.getByText(`Due diligence of ${name}: Under audit`)).toBeVisible();
    await expect(record).toContainText("Under audit");
    await record.getByRole("button", { name: /^Actions for/ }).click();
    await expect(page.getByRole("menuitem", { name: "Edit" })).toHaveCount(0);
    await page.keyboard.press("Escape");

    // the reviewer finds it under My audits and approves it
    await signInAs(page, reviewer.userName, reviewer.password);
    await page.goto("/myAudits");
    await expect(page.getByRole("heading", { level: 1, name: "My audits" })).toBeVisible();
    const title = `${name} · ${today()}`;
    const waiting = page.getByRole("row", { name: new RegExp(name) });
    await expect(
      waiting.getByRole("cell", { name: "Due diligence report", exact: true }),
    ).toBeVisible();
    await waiting.getByRole("button", { name: `Approve ${title}` }).click();
    const decision = page.getByRole("dialog", { name: `Approve ${title}` });
    await decision.getByLabel("Comment").fill("Thorough; agreed.");
    await decision.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText(`Approved: ${title}`)).toBeVisible();

    // the organisation's standing is the approved review
    await signInAs(page);
    await page.goto("/charity/organizations");
    await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("Qualified");
    const approved = await api.call(contracts.Organization.Get, { id: org.id });
    expect(approved.body.result.lastDueDiligence).toMatchObject({ conclusion: "Qualified" });
  });

  test("an application from the website is approved into an organisation", async ({
    page,
    api,
  }) => {
    const name = unique("Hope Library ");
    // from the website: no sign-in (5 an hour per address; the test server starts with none used)
    const submitted = await api.call(contracts.OrganizationApply.Submit, {
      name,
      kind: "SocialOrganization",
      contactName: "Wu Fei",
      contactPhone: "+86 10 5555 0199",
      emailAddress: "wu.fei@example.org",
      description: "Reading rooms in three villages.",
    });
    expect(submitted.status, JSON.stringify(submitted.body.error)).toBe(200);
    await api.signIn();
    api.whenDone(async (admin) => {
      const made = await admin.call(contracts.Organization.GetAll, { keyword: name });
      for (const o of made.body.result.items)
        await admin.call(contracts.Organization.Delete, { id: o.id });
    });

    await page.goto("/charity/organizationApplies?state=Pending");
    await expect(
      page.getByRole("heading", { level: 1, name: "Applications to join" }),
    ).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(name) });
    await expect(row).toContainText("Website");
    await expect(row).toContainText("Waiting");
    await row.getByRole("button", { name: `Actions for ${name}` }).click();
    await page.getByRole("menuitem", { name: "Approve" }).click();
    const dialog = page.getByRole("dialog", { name: `Approve the application of ${name}` });
    await dialog.getByLabel("Comment").fill("Welcome aboard.");
    await dialog.getByRole("button", { name: "Approve" }).click();
    await expect(page.getByText(`${name} approved and added to the organisations.`)).toBeVisible();

    await page.goto("/charity/organizationApplies");
    await page
      .getByRole("row", { name: new RegExp(name) })
      .getByRole("button", { name: `Actions for ${name}` })
      .click();
    await page.getByRole("menuitem", { name: "Open the organisation" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Organisations" })).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(name) })).toContainText("Wu Fei");
  });
});
