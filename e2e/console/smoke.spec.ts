import type { Page } from "@playwright/test";
import { expect, test } from "../fixtures";

// The smoke test (issue 16): the four biggest lists open, filter, sort and page, and a record
// opens from its list. It assumes nothing beyond the seed, so it also runs against the scale
// data set (bench/README.md: `BASE_URL=… npx playwright test --grep @smoke`), where every total
// is an estimate ("About 1,000,120 records").

test.describe("[SMOKE] the big lists @smoke", () => {
  test.use({ signedInAs: "admin" });

  /** The table's footer: its total ("12 records" or "About 1,000,120 records"). */
  const total = (page: Page) => page.getByTestId("total-count");

  test("products, SKUs, customers and orders list, filter, sort and page; an order opens", async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto("/commodity/commodity");
    await expect(page.getByRole("heading", { name: "Products" })).toBeVisible();
    await expect(total(page)).toHaveText(/\d/);

    await page.goto("/productSku/salesManagement?sort=salePrice.desc");
    await expect(total(page)).toHaveText(/\d/);
    const rows = page.getByRole("table").getByRole("row");
    await expect(rows.nth(1)).toBeVisible();

    await page.goto("/customer/member");
    await expect(total(page)).toHaveText(/\d/);

    // orders: the Completed tab, then the next page, then one order
    await page.goto("/productSku/orderManagement");
    await expect(total(page)).toHaveText(/\d/);
    await page.getByRole("link", { name: /^Completed/ }).click();
    await expect(page).toHaveURL(/orderStatusTab=Complete/);
    const next = page.getByRole("button", { name: "Next page" });
    if (await next.isEnabled()) {
      await next.click();
      await expect(page).toHaveURL(/page=2/);
    }
    const code = page.getByRole("table").getByRole("link", { name: /^SO-/ }).first();
    const orderCode = (await code.textContent())!.trim();
    await code.click();
    await page.waitForURL(/\/productSku\/orderDetail\//);
    await expect(page.getByRole("heading", { name: new RegExp(orderCode) })).toBeVisible();
  });
});
