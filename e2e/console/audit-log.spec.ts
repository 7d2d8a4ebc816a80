import ExcelJS from "exceljs";
import { contracts } from "@/lib/contracts";
import { ADMIN, type Api, expect, isDeployed, signInAs, test, unique } from "../fixtures";

/** An enterprise customer made through the API, deleted when the test ends. */
async function newEnterprise(api: Api) {
  const res = await api.call(contracts.Customer.Create, {
    enterpriseName: unique("Audit Freight "),
    enterpriseCall: "Audit",
    realName: "Anne Audit",
    sex: "Women",
    mobilePhone: "+1 514 555 0177",
    email: `${unique("anne")}@example.com`,
    accountQuota: "1000",
    industry: "Logistics",
  });
  expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  api.afterTest(contracts.Customer.Delete, { id: res.body.result.id });
  return res.body.result;
}

test.describe("[AUDIT LOG] who changed what, when and from where", () => {
  test.use({ signedInAs: "admin" });

  test("edit a customer, find the change in the audit log by its service, then in the customer's history", async ({
    page,
    api,
  }) => {
    test.setTimeout(120_000);
    await api.signIn();
    const customer = await newEnterprise(api);
    const call = unique("Harbour ");

    // the change, made as a person makes it
    await page.goto(`/customer/enterpriseEdit/${customer.id}`);
    await page.getByLabel("Enterprise call").fill(call);
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(`/customer/enterpriseDetail/${customer.id}`);

    // the audit log, narrowed to the service and method
    await page.goto("/admin/auditLogs");
    await expect(page.getByRole("heading", { level: 1, name: "Audit log" })).toBeVisible();
    await page.getByRole("combobox", { name: "Service" }).click();
    await page.getByRole("option", { name: "Service: Customer", exact: true }).click();
    await expect(page).toHaveURL(/serviceName=Customer/);
    await page.getByRole("combobox", { name: "Method" }).click();
    await page.getByRole("option", { name: "Method: Update", exact: true }).click();
    await expect(page).toHaveURL(/methodName=Update/);
    const row = page.getByRole("row").filter({ hasText: customer.enterpriseName! }).first();
    await expect(row).toContainText(ADMIN.userName);
    await expect(row).toContainText("Customer › Update");
    await expect(row).toContainText("Succeeded · 200");
    // the browser's address, as the console saw it (a deployment sees this machine's own)
    await expect(row.getByRole("cell").nth(3)).toHaveText(
      isDeployed ? /\S/ : /^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/,
    );

    // the whole input in the details
    await row.getByRole("button", { name: /Details/ }).click();
    const dialog = page.getByRole("dialog");
    await expect(dialog.getByTestId("audit-input")).toContainText(call);
    await expect(dialog).toContainText(ADMIN.userName);
    await page.keyboard.press("Escape");

    // the customer's page shows the change in its history
    await page.goto(`/customer/enterpriseDetail/${customer.id}`);
    const history = page.getByRole("region", { name: "Change history" });
    await expect(history.getByRole("row").nth(1)).toContainText("Customer › Update");
    await expect(history.getByRole("row").nth(1)).toContainText(ADMIN.userName);
    await expect(history.getByRole("row").last()).toContainText("Customer › Create");

    // all of them, in the audit log narrowed to this customer
    await history.getByRole("link", { name: /in the audit log/ }).click();
    await expect(page.getByText("Only the calls that touched one customer.")).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: "Customer › Update" })).toHaveCount(1);
  });

  test("export the filtered log", async ({ page }) => {
    await page.goto("/admin/auditLogs?serviceName=Customer&result=Success");
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Audit log \d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(3).value).toBe("Service");
    const services = new Set<unknown>();
    sheet.eachRow((r, i) => i > 1 && services.add(r.getCell(3).value));
    expect([...services]).toEqual(["Customer"]);
  });

  test("a user without the audit log permission sees neither the log nor a record's history", async ({
    browser,
    api,
  }) => {
    await api.signIn();
    const customer = await newEnterprise(api);
    const role = await api.createRole("CustomerDesk", [
      "Pages.Customer",
      "Pages.Customer.Enterprise",
      "Pages.Customer.Enterprise.Edit",
    ]);
    const user = await api.createUser("desk", [role.name]);
    const context = await browser.newContext();
    const desk = await context.newPage();
    await signInAs(desk, user.userName, user.password);
    await desk.goto(`/customer/enterpriseDetail/${customer.id}`);
    await expect(desk.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(desk.getByRole("region", { name: "Receiving addresses" })).toBeVisible();
    await expect(desk.getByRole("region", { name: "Change history" })).toHaveCount(0);
    await desk.goto("/admin/auditLogs");
    await expect(desk.getByRole("heading", { name: "No access" })).toBeVisible();
    await context.close();
  });
});
