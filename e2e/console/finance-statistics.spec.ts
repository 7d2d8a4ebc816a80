import ExcelJS from "exceljs";
import { contracts } from "@/lib/contracts";
import { expect, test, unique } from "../fixtures";

const { FinanceSalesStatistic: Stats } = contracts;

// Sales statistics (issue 12): a person narrows the view, reads its totals and charts, and
// exports exactly those rows. Three sales entered by hand under one code make the view.

test.describe("[SALES STATISTICS] the filtered view, its totals, charts and export", () => {
  test.use({ signedInAs: "admin" });

  test("filter the statistics by code and status, see the totals and charts, and export the filtered rows", async ({
    page,
    api,
  }) => {
    test.setTimeout(120_000);
    await api.signIn();
    const tag = unique("FAIR-");
    const sale = (n: number, status: "Paid" | "Cancelled", goodsAmount: string) => ({
      orderCode: `${tag}-${n}`,
      customerName: "Harbour craft fair",
      status,
      paymentMethod: "ChequePayment" as const,
      goodsAmount,
      shippingFee: "0",
      gstAmount: "0",
      qstAmount: "0",
      orderTime: new Date(Date.now() - n * 3_600_000).toISOString(),
    });
    for (const input of [
      sale(1, "Paid", "120.00"),
      sale(2, "Paid", "80.50"),
      sale(3, "Cancelled", "999.00"),
    ]) {
      const res = await api.call(Stats.Create, input);
      expect(res.status, JSON.stringify(res.body.error)).toBe(200);
      api.afterTest(Stats.Delete, { id: res.body.result.id });
    }

    await page.goto("/finance/financeSaleStatistic");
    await expect(page.getByRole("heading", { level: 1, name: "Sales statistics" })).toBeVisible();
    // the seeded orders are there, with their charts
    await expect(
      page.getByRole("figure", { name: "Sales by day" }).locator("svg.recharts-surface"),
    ).toBeVisible();

    await page.getByLabel("Search order code").fill(tag);
    await expect(page.getByRole("row").filter({ hasText: tag })).toHaveCount(3);
    await page.getByRole("combobox", { name: "Status" }).click();
    await page.getByRole("option", { name: "Status: Paid", exact: true }).click();
    await expect(page).toHaveURL(/status=Paid(&|$)/);
    const rows = page.getByRole("row").filter({ hasText: tag });
    await expect(rows).toHaveCount(2);
    await expect(rows.filter({ hasText: `${tag}-3` })).toHaveCount(0);

    // the totals row: the two sales' goods and total
    const totals = page.getByRole("row").filter({ has: page.getByTestId("statistics-totals") });
    await expect(totals).toContainText("Totals of 2 sales");
    await expect(totals).toContainText("$200.50");
    // the charts show the view: one status, Paid
    const byStatus = page.getByRole("figure", { name: "Sales by status" });
    await expect(byStatus.locator("svg.recharts-surface")).toBeVisible();
    await expect(byStatus.getByText("Paid", { exact: true })).toBeVisible();

    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Sales statistics \d{4}-\d{2}-\d{2}\.xlsx$/);
    await expect(page.getByText("Sales statistics exported")).toBeVisible();
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile(await download.path());
    const sheet = workbook.worksheets[0]!;
    expect(sheet.getRow(1).getCell(1).value).toBe("Order code");
    expect(sheet.rowCount).toBe(3);
    const codes = [sheet.getRow(2).getCell(1).value, sheet.getRow(3).getCell(1).value];
    expect(codes).toEqual([`${tag}-1`, `${tag}-2`]);
    expect(sheet.getRow(2).getCell(6).value).toBe(120);
  });
});
