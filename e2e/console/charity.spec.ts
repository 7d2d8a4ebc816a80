import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { contracts } from "@/lib/contracts";
import { todayIn } from "@/lib/membership";
import { expect, signInAs, test, unique } from "../fixtures";

// The foundation's money (issue 17): the seeded foundation staff record a donation and an expense
// with their receipts through the screens; the fund shows the new balance, the lists' footers the
// sums of what their filters show. A shop role sees none of it.

const today = () => todayIn(process.env.TIME_ZONE ?? "UTC");

/** A receipt as a scanned PDF would come. */
const receipt = (name: string) => ({
  name,
  mimeType: "application/pdf",
  buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
});

async function record(
  page: Page,
  button: string,
  fields: { amount: string; fund: string; who: string; whoLabel: string; file: string },
) {
  await page.getByRole("button", { name: button }).first().click();
  const dialog = page.getByRole("dialog", { name: button });
  // nothing filled: each required field says so
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog.getByText("This field is required.").first()).toBeVisible();
  await dialog.getByLabel("Day").fill(today());
  await dialog.getByLabel("Amount (RMB)").fill(fields.amount);
  await dialog.getByRole("combobox", { name: "Fund" }).click();
  await page.getByRole("option", { name: fields.fund }).click();
  await dialog.getByLabel(fields.whoLabel).fill(fields.who);
  await dialog.getByLabel("Receipts").setInputFiles(receipt(fields.file));
  await expect(dialog.getByRole("button", { name: `Remove ${fields.file}` })).toBeVisible({
    timeout: 15_000,
  });
  const { violations } = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(
    violations.filter((v) => v.impact === "serious" || v.impact === "critical").map((v) => v.id),
  ).toEqual([]);
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
}

test.describe("[FOUNDATION] funds, donations and expenses", () => {
  test("foundation staff record a donation and an expense with receipts; the fund's balance and the lists' sums follow", async ({
    page,
    api,
  }, testInfo) => {
    test.setTimeout(120_000);
    await api.signIn();
    const fundName = unique("Library fund ");
    const made = await api.call(contracts.Fund.Create, {
      name: fundName,
      capitalProperty: "Finite",
    });
    expect(made.status, JSON.stringify(made.body.error)).toBe(200);
    const fundId = made.body.result.id;
    api.afterTest(contracts.Fund.Delete, { id: fundId });

    await signInAs(page, "foundation");
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu.getByRole("link", { name: "Funds" })).toBeVisible();
    await menu.getByRole("button", { name: "Foundation finance" }).click();
    await menu.getByRole("link", { name: "Donation income" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Donation income" })).toBeVisible();

    await record(page, "Record donation", {
      amount: "1000",
      fund: fundName,
      who: "Maple Foundation",
      whoLabel: "Donor",
      file: "bank-slip.pdf",
    });
    const donation = (await api.call(contracts.DonationIncome.GetAll, { fundId })).body.result;
    expect(donation.items).toHaveLength(1);
    const code = donation.items[0]!.code;
    api.afterTest(contracts.DonationIncome.Delete, { id: donation.items[0]!.id });
    await expect(page.getByText(`Donation "${code}" created`)).toBeVisible();

    // the list narrowed to the fund: the row with its receipt, and the sum of the view
    await page.goto(`/charity/donationIncomes?fundId=${fundId}`);
    const row = page.getByRole("row", { name: new RegExp(code) });
    await expect(row.getByRole("cell")).toContainText([code, today(), "Maple Foundation"]);
    await expect(row).toContainText("¥1,000.00");
    await expect(row.getByRole("link", { name: "bank-slip.pdf" })).toBeVisible();
    await expect(page.getByTestId("money-total")).toHaveText("¥1,000.00");
    await expect(page.getByRole("row", { name: /^Total of 1 record/ })).toBeVisible();

    await menu.getByRole("link", { name: "Expenses" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Expenses" })).toBeVisible();
    await record(page, "Record expense", {
      amount: "250.5",
      fund: fundName,
      who: "Qingshan Primary School",
      whoLabel: "Payee",
      file: "invoice.pdf",
    });
    const expense = (await api.call(contracts.ExpenseRecord.GetAll, { fundId })).body.result;
    api.afterTest(contracts.ExpenseRecord.Delete, { id: expense.items[0]!.id });
    expect(expense.items[0]).toMatchObject({
      amount: "250.50",
      attachments: [{ fileName: "invoice.pdf" }],
    });

    // the fund: what came in, what went out, what is left
    await menu.getByRole("link", { name: "Funds" }).click();
    await page.getByRole("searchbox", { name: "Search fund name" }).fill(fundName);
    const fundRow = page.getByRole("row", { name: new RegExp(fundName) });
    await expect(fundRow).toContainText("¥1,000.00");
    await expect(fundRow).toContainText("¥250.50");
    await expect(fundRow).toContainText("¥749.50");
    await expect(fundRow).toContainText("Restricted");
    await page.screenshot({ path: testInfo.outputPath("funds.png"), fullPage: true });
  });

  test.describe("as the warehouse clerk", () => {
    test.use({ signedInAs: "clerk" });

    test("a shop role sees no foundation menu and is refused its screens and methods", async ({
      page,
      api,
    }) => {
      await page.goto("/dashboard");
      const menu = page.getByRole("navigation", { name: "Main menu" });
      await expect(menu.getByRole("button", { name: "Warehouse" })).toBeVisible();
      await expect(menu.getByRole("link", { name: "Funds" })).toHaveCount(0);
      await expect(menu.getByRole("button", { name: "Foundation finance" })).toHaveCount(0);
      await page.goto("/charity/donationIncomes");
      await expect(page.getByRole("heading", { name: "No access" })).toBeVisible();
      await api.signIn("clerk");
      expect((await api.call(contracts.DonationIncome.GetAll)).status).toBe(403);
      expect((await api.call(contracts.Fund.GetOptions)).status).toBe(403);
    });
  });
});

test.describe("[FOUNDATION] dashboard", () => {
  test("the foundation staff's dashboard shows the funds' balances, each opening its fund", async ({
    page,
    api,
  }) => {
    await api.signIn("foundation");
    const funds = (await api.call(contracts.Fund.GetAll, { isEnabled: true, maxResultCount: 3 }))
      .body.result.items;
    expect(funds.length).toBeGreaterThan(0);
    await signInAs(page, "foundation");
    await page.goto("/dashboard");
    for (const fund of funds)
      await expect(page.getByTestId(`figure-fund-${fund.id}`)).toHaveText(
        `¥${Number(fund.balance).toLocaleString("en-US", { minimumFractionDigits: 2 })}`.replace(
          "¥-",
          "-¥",
        ),
      );
    // income against expenses over the year (the seed has a year of both), drawn when in view
    const money = page.getByRole("figure", { name: "Income and expenses by month" });
    await money.scrollIntoViewIfNeeded();
    await expect(money.locator(".recharts-bar-rectangle").first()).toBeVisible({
      timeout: 15_000,
    });
    const legend = money.locator(".recharts-legend-item-text");
    await expect(legend).toHaveCount(3);
    expect((await legend.allTextContents()).sort()).toEqual([
      "Donations",
      "Expenses",
      "Other income",
    ]);
    await page.getByTestId(`card-fund-${funds[0]!.id}`).click();
    await expect(page.getByRole("heading", { level: 1, name: "Funds" })).toBeVisible();
    await expect(page.getByRole("row", { name: new RegExp(funds[0]!.name) })).toBeVisible();
  });
});

test.describe("[FOUNDATION] bank reconciliation", () => {
  test("import a statement, let it match, match the last line by hand, reconcile: the period locks", async ({
    page,
    api,
  }) => {
    test.setTimeout(120_000);
    await api.signIn();
    // a month of its own (a deployment keeps the statements of earlier runs)
    const year = 1900 + Math.floor(Math.random() * 120);
    const month = String(1 + Math.floor(Math.random() * 12)).padStart(2, "0");
    const day = (d: number) => `${year}-${month}-${String(d).padStart(2, "0")}`;
    const fund = await api.call(contracts.Fund.Create, {
      name: unique("Reconciled fund "),
      capitalProperty: "NonFinite",
    });
    const fundId = fund.body.result.id;
    const amounts = [120, 75.5, -300, 42, -18.25, 999];
    const codes: string[] = [];
    for (const [i, amount] of amounts.entries()) {
      const input = {
        // the last one a week after its line: out of the automatic window
        occurredOn: day(i === 5 ? 20 : 3 + i),
        amount: Math.abs(amount).toFixed(2),
        fundId,
        counterparty: `Party ${i}`,
        paymentMethod: "Transfer" as const,
        capitalProperty: "NonFinite" as const,
      };
      const res =
        amount > 0
          ? await api.call(contracts.DonationIncome.Create, input)
          : await api.call(contracts.ExpenseRecord.Create, input);
      expect(res.status, JSON.stringify(res.body.error)).toBe(200);
      codes.push(res.body.result.code);
    }
    const csv = [
      "Date,Description,Amount,Counterparty",
      ...amounts.map((a, i) => `${day(i === 5 ? 13 : 3 + i)},Line ${i},${a.toFixed(2)},Party ${i}`),
    ].join("\n");

    await signInAs(page, "foundation");
    await page.goto("/charity/bankReconciliation");
    await page.getByRole("button", { name: "Import statement" }).first().click();
    const dialog = page.getByRole("dialog", { name: "Import bank statement" });
    const name = unique("Statement ");
    await dialog.getByLabel("Name").fill(name);
    await dialog.getByLabel("First day").fill(day(1));
    await dialog.getByLabel("Last day").fill(day(28));
    await dialog
      .getByLabel("File")
      .setInputFiles({ name: "statement.csv", mimeType: "text/csv", buffer: Buffer.from(csv) });
    await dialog.getByRole("button", { name: "Import" }).click();
    await expect(page.getByText(`"${name}" imported: 5 of 6 lines matched`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("button", { name: "Reconcile and lock" })).toBeDisabled();

    // the one left: matched by hand to the record a week later
    await page.getByRole("button", { name: "Match row 7" }).click();
    const match = page.getByRole("dialog", { name: "Match row 7" });
    await match.getByRole("button", { name: `Match to ${codes[5]}` }).click();
    await expect(page.getByText(`Row 7 matched to ${codes[5]}`)).toBeVisible();
    await expect(page.getByTestId("statement-difference")).toHaveText("¥0.00");

    await page.getByRole("button", { name: "Reconcile and lock" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Reconcile and lock" }).click();
    await expect(page.getByText(`"${name}" reconciled; its period is locked`)).toBeVisible();
    await expect(page.getByRole("region", { name: "Figures" })).toContainText("Reconciled");
    await expect(page.getByRole("button", { name: "Unmatch row 2" })).toHaveCount(0);
    // reopening is an administrator's: the foundation staff are not offered it
    await expect(page.getByRole("button", { name: "Reopen" })).toHaveCount(0);

    // locked: a record of the period no longer changes
    const late = await api.call(contracts.DonationIncome.Create, {
      occurredOn: day(10),
      amount: "1.00",
      fundId,
      counterparty: "Late",
      paymentMethod: "Cash",
      capitalProperty: "NonFinite",
    });
    expect(late.status).toBe(400);

    // the administrator reopens it, with the reason; the period unlocks
    const statementUrl = page.url();
    await signInAs(page, "admin");
    await page.goto(statementUrl);
    await page.getByRole("button", { name: "Reopen" }).click();
    const reopen = page.getByRole("dialog", { name: `Reopen "${name}"?` });
    await reopen.getByRole("button", { name: "Reopen" }).click();
    await expect(reopen.getByText("This field is required.")).toBeVisible();
    await reopen.getByLabel("Reason for reopening").fill("The fee was booked twice.");
    await reopen.getByRole("button", { name: "Reopen" }).click();
    await expect(page.getByText(`"${name}" reopened; its period is unlocked`)).toBeVisible();
    const figures = page.getByRole("region", { name: "Figures" });
    await expect(figures).toContainText("“The fee was booked twice.”");
    await expect(page.getByRole("button", { name: "Reconcile and lock" })).toBeEnabled();
    const now = await api.call(contracts.DonationIncome.Create, {
      occurredOn: day(10),
      amount: "1.00",
      fundId,
      counterparty: "Late",
      paymentMethod: "Cash",
      capitalProperty: "NonFinite",
    });
    expect(now.status, JSON.stringify(now.body.error)).toBe(200);
  });
});
