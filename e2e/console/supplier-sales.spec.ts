import { contracts } from "@/lib/contracts";
import { expect, signInAs, test, unique } from "../fixtures";

// Supplier sales (issue 12): finance opens its entry, finds a supplier's month by supplier and
// month, reads its lines and settles it: the amount is required, and a settled month is
// read-only. The month is made by hand (a past month of a new supplier with one line): shipped
// orders land in the month they ship, which cannot be settled until it ends.

/** The month `n` months before this one, in the server's time zone (UTC unless set). */
function monthsAgo(n: number) {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - n, 1))
    .toISOString()
    .slice(0, 7);
}

test.describe("[SUPPLIER SALES] finance settles a supplier's month", () => {
  test("filter finance's records by supplier and month, open the month's lines, settle it without and then with the amount", async ({
    page,
    api,
  }) => {
    test.setTimeout(120_000);
    await api.signIn();
    const supplierName = unique("Harbour Ceramics ");
    const supplier = (
      await api.call(contracts.Supplier.Create, {
        supplierName,
        mobilePhone: "+1 902 555 0131",
        realName: "Ava MacLeod",
      })
    ).body.result;
    const month = monthsAgo(2);
    const main = await api.call(contracts.SupplierProductSaleMain.Create, {
      supplierId: supplier.id,
      month,
    });
    expect(main.status, JSON.stringify(main.body.error)).toBe(200);
    const line = await api.call(contracts.SupplierProductSaleDetail.Create, {
      productSaleMainId: main.body.result.id,
      productName: "Stoneware mug",
      productNumber: "SW-MUG-01",
      quantity: 4,
      unitPrice: "10.00",
      unitCost: "6.25",
    });
    expect(line.status, JSON.stringify(line.body.error)).toBe(200);
    // a settled month stays for the records (and so does its supplier)

    await signInAs(page, "finance");
    await page.goto("/finance/commoditySalesRecord/finance");
    await expect(
      page.getByRole("heading", { level: 1, name: "Supplier settlements" }),
    ).toBeVisible();
    const sidebar = page.getByTestId("sidebar");
    await expect(sidebar.getByRole("link", { name: "Supplier settlements" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    // the month range and the supplier
    await page.getByLabel("From month").fill(month);
    await expect(page).toHaveURL(new RegExp(`monthFrom=${month}`));
    await page.getByLabel("To month").fill(month);
    await expect(page).toHaveURL(new RegExp(`monthTo=${month}`));
    await page.getByRole("combobox", { name: "Supplier" }).click();
    await page.getByRole("option", { name: `Supplier: ${supplierName}` }).click();
    await expect(page).toHaveURL(new RegExp(`supplierId=${supplier.id}`));
    const rows = page.getByRole("row").filter({ hasText: supplierName });
    await expect(rows).toHaveCount(1);
    await expect(rows).toContainText("$40.00");
    await expect(rows).toContainText("$25.00");
    await expect(rows).toContainText("To be settled");

    // the month's lines, still under finance
    await rows.getByRole("link", { name: month }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: `${supplierName} — ${month}` }),
    ).toBeVisible();
    await expect(sidebar.getByRole("link", { name: "Supplier settlements" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const lineRow = page.getByRole("row").filter({ hasText: "SW-MUG-01" });
    await expect(lineRow).toContainText("Stoneware mug");
    await expect(lineRow).toContainText("Entered by hand");
    await expect(lineRow).toContainText("$40.00");

    // settling needs the amount
    await page.getByRole("button", { name: "Settle" }).click();
    const dialog = page.getByRole("dialog", { name: `Settle ${supplierName} for ${month}` });
    await expect(dialog).toContainText("Sales $40.00, cost $25.00");
    await dialog.getByRole("button", { name: "Settle" }).click();
    await expect(dialog.getByText("Settlement amount required")).toBeVisible();
    await dialog.getByLabel("Settlement amount").fill("24.50");
    await dialog.getByLabel("Remark").fill("Wire 5531");
    await dialog.getByRole("button", { name: "Settle" }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(`${supplierName} ${month} settled.`)).toBeVisible();

    // settled: read-only, nothing more to do
    await expect(page.getByText("This month is settled and read-only.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Month" })).toContainText("$24.50");
    await expect(page.getByRole("button", { name: "Settle" })).toHaveCount(0);
    const after = await api.call(contracts.SupplierProductSaleMain.Get, {
      id: main.body.result.id,
    });
    expect(after.body.result).toMatchObject({ isSettled: true, actualSettlementAmount: "24.50" });
    const changed = await api.call(contracts.SupplierProductSaleDetail.Delete, {
      id: line.body.result.id,
    });
    expect(changed.status).toBe(409);
  });

  test("purchase's entry shows the months without settling them", async ({ page, api }) => {
    await signInAs(page);
    await api.signIn();
    await page.goto("/purchase/commoditySalesRecord/purchase");
    await expect(
      page.getByRole("heading", { level: 1, name: "Supplier sales records" }),
    ).toBeVisible();
    await page.getByRole("combobox", { name: "Settlement" }).click();
    await page.getByRole("option", { name: "Settlement: To be settled" }).click();
    await expect(page).toHaveURL(/isSettled=false/);
    const first = page.getByRole("row").nth(1);
    await first.getByRole("button", { name: /^Actions for / }).click();
    await expect(page.getByRole("menuitem", { name: "View lines" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Settle" })).toHaveCount(0);
    await page.getByRole("menuitem", { name: "View lines" }).click();
    await expect(page).toHaveURL(/\/purchase\/commoditySalesRecord\/details\/.+\?from=purchase/);
    await expect(page.getByRole("button", { name: "Settle" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Back to supplier sales records" })).toBeVisible();
  });

  test("an unknown area is no screen", async ({ page }) => {
    await signInAs(page);
    // finance's path opened "from" purchase: not a screen (the page streams, so the status is 200)
    await page.goto("/finance/commoditySalesRecord/purchase");
    await expect(page.getByText("Page Not Found")).toBeVisible();
  });
});
