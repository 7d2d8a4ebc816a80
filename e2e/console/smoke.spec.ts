import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";

// The smoke test (issue 16): the four biggest lists open, filter, sort and page, and a record
// opens from its list. It assumes nothing beyond the seed, so it also runs against the scale
// data set (bench/README.md: `BASE_URL=… npx playwright test --grep @smoke`), where every total
// is an estimate ("About 1,000,120 records").

/** The table's footer: its total, one or more ("12 records" or "About 1,000,120 records"). */
const expectRows = async (page: Page) => {
  await expect(page.getByTestId("total-count")).toHaveText(/^(About )?[1-9][\d,]* record/);
  await expect(page.getByTestId("table-empty")).toHaveCount(0);
};

/** The texts of one column of the list, by its header. */
async function column(page: Page, header: string) {
  const headers = await page.getByRole("table").getByRole("columnheader").allTextContents();
  const index = headers.findIndex((h) => h.trim().startsWith(header));
  expect(index, `a column "${header}" in ${headers.join(" | ")}`).toBeGreaterThanOrEqual(0);
  return page
    .getByRole("table")
    .locator(`tbody tr td:nth-child(${index + 1})`)
    .allTextContents();
}
const amount = (text: string) => Number(text.replace(/[^\d.]/g, ""));

test.describe("[SMOKE] the big lists @smoke", () => {
  test.use({ signedInAs: "admin" });

  test("products, SKUs, customers and orders list, filter, sort and page; an order opens", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto("/commodity/commodity");
    await expect(page.getByRole("heading", { name: "Products" })).toBeVisible();
    await expectRows(page);

    // SKUs by sale price, highest first
    await page.goto("/productSku/salesManagement?sort=salePrice.desc");
    await expectRows(page);
    const prices = (await column(page, "Sale price")).map(amount);
    expect(prices.length).toBeGreaterThan(1);
    expect(prices).toEqual([...prices].sort((a, b) => b - a));

    await page.goto("/customer/member");
    await expectRows(page);

    // orders paid by credit card, the Completed tab, its next page, then one order
    await page.goto("/productSku/orderManagement?paymentMethod=CreditCard");
    await expectRows(page);
    await page.getByRole("link", { name: /^Completed/ }).click();
    await expect(page).toHaveURL(/orderStatusTab=Complete/);
    await expect(page).toHaveURL(/paymentMethod=CreditCard/);
    // the tab's rows have arrived (a click on Next while they load is overtaken by the tab)
    await page.waitForLoadState("networkidle");
    expect(new Set(await column(page, "Payment method"))).toEqual(new Set(["Credit card"]));
    const firstOnPage1 = (await column(page, "Order code"))[0];
    await page.getByRole("button", { name: "Next page" }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect.poll(async () => (await column(page, "Order code"))[0]).not.toBe(firstOnPage1);
    expect(new Set(await column(page, "Payment method"))).toEqual(new Set(["Credit card"]));

    const code = page.getByRole("table").getByRole("link", { name: /^SO-/ }).first();
    await expect(code).toBeVisible();
    const orderCode = (await code.textContent())!.trim();
    await code.click();
    await page.waitForURL(/\/productSku\/orderDetail\//);
    await expect(page.getByRole("heading", { name: new RegExp(orderCode) })).toBeVisible();
  });
});
