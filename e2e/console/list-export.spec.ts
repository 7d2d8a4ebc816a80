import { readFile } from "node:fs/promises";
import ExcelJS from "exceljs";
import { contracts } from "@/lib/contracts";
import { dayRangeInput } from "@/lib/date-range";
import { csvRows } from "@/server/test/csv";
import { expect, signInAs, test, unique } from "../fixtures";

// Export any list (issue 14 item 4): a person narrows and re-sorts a list, hides a column, and
// Export → CSV / Excel saves exactly the list's rows (every page, not the ten on screen) in the
// list's order, with the columns on screen. A name that looks like a formula stays text.

test.describe("[LIST EXPORT] every list exports its current view", () => {
  test("a brand clerk filters, re-sorts and exports the brands as CSV and Excel", async ({
    browser,
    api,
  }) => {
    await api.signIn();
    const tag = unique("exp");
    const names = [
      ...Array.from({ length: 22 }, (_, i) => `${tag} ${String(i).padStart(2, "0")}`),
      `=HYPERLINK("http://evil.example") ${tag}`,
    ];
    for (const name of names) {
      const created = await api.call(contracts.ProductBrand.Create, { name });
      expect(created.status, JSON.stringify(created.body.error)).toBe(200);
      api.afterTest(contracts.ProductBrand.Delete, { id: created.body.result.id });
    }
    const role = await api.createRole("BrandClerk", ["Pages.Commodity", "Pages.Commodity.Brand"]);
    const clerk = await api.createUser("clerk", [role.name]);
    // what the list holds under this filter and sort, every page, as the API answers it
    const listed = await api.call(contracts.ProductBrand.GetAll, {
      keyword: tag,
      sorting: "name desc",
      maxResultCount: 1000,
    });
    const expected = listed.body.result.items.map((b) => b.name);
    expect(expected).toHaveLength(23);

    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAs(page, clerk.userName, clerk.password);
    await page.goto("/commodity/brand");
    await page.getByRole("searchbox", { name: "Search brand name" }).fill(tag);
    await expect(page).toHaveURL(new RegExp(`keyword=${tag}`));
    // name ascending, then descending
    await page.getByRole("button", { name: "Sort by Name" }).click();
    await expect(page).toHaveURL(/sort=name\.asc/);
    await page.getByRole("button", { name: "Sort by Name" }).click();
    await expect(page).toHaveURL(/sort=name\.desc/);
    const rows = page.getByRole("row");
    await expect(rows.nth(1)).toContainText(expected[0]!);
    await expect(rows).toHaveCount(11); // the heading and the first page of ten
    // the Products column off: the file has the columns on screen
    await page.getByRole("button", { name: "Columns" }).click();
    await page.getByRole("menuitemcheckbox", { name: "Products" }).click();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("columnheader", { name: "Products" })).toHaveCount(0);

    // CSV
    let downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export", exact: true }).click();
    await page.getByRole("menuitem", { name: "CSV" }).click();
    let download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Brands \d{4}-\d{2}-\d{2}\.csv$/);
    await expect(page.getByText("23 rows exported")).toBeVisible();
    const text = await readFile((await download.path())!, "utf8");
    const csv = csvRows(text.replace(/^\uFEFF/, ""));
    expect(csv[0]).toEqual(["Name", "Created"]);
    expect(csv.slice(1).map((r) => r[0])).toEqual(
      expected.map((n) => (n.startsWith("=") ? `'${n}` : n)),
    );
    for (const r of csv.slice(1)) expect(r[1]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);

    // Excel, from the command palette: the list offers its export there
    downloading = page.waitForEvent("download");
    await page.keyboard.press("Control+K");
    const palette = page.getByRole("dialog", { name: "Command palette" });
    await palette.getByRole("combobox").fill("export this view");
    await expect(palette.getByRole("option", { name: "Export this view as CSV" })).toBeVisible();
    await palette.getByRole("option", { name: "Export this view as Excel" }).click();
    download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^Brands \d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.worksheets[0]!;
    expect([sheet.getRow(1).getCell(1).value, sheet.getRow(1).getCell(2).value]).toEqual([
      "Name",
      "Created",
    ]);
    expect(sheet.getRow(1).cellCount).toBe(2);
    const cells: unknown[] = [];
    sheet.eachRow((r, i) => i > 1 && cells.push(r.getCell(1).value));
    expect(cells).toEqual(expected.map((n) => (n.startsWith("=") ? `'${n}` : n)));
    sheet.eachRow((r) => r.eachCell((c) => expect(c.formula).toBeUndefined()));
    await context.close();
  });
});

test.describe("[LIST EXPORT] the order list", () => {
  test.use({ signedInAs: "admin" });

  test("exports its filtered view with labels, money as numbers and SPEC times", async ({
    page,
    api,
  }) => {
    await api.signIn();
    // the demo orders placed up to three days ago (other tests place and pay orders today)
    const to = new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10);
    const listed = await api.call(contracts.OrderMain.GetAll, {
      status: "Paid",
      sorting: "totalAmount asc",
      endTime: dayRangeInput({ to }, process.env.TIME_ZONE ?? "UTC").to,
      maxResultCount: 1000,
    });
    expect(listed.status, JSON.stringify(listed.body.error)).toBe(200);
    const expected = listed.body.result.items;
    expect(expected.length).toBeGreaterThan(0); // the demo orders include paid ones
    await page.goto(`/productSku/orderManagement?status=Paid&sort=totalAmount.asc&to=${to}`);
    const downloading = page.waitForEvent("download");
    await page.getByRole("button", { name: "Export", exact: true }).click();
    await page.getByRole("menuitem", { name: "Excel" }).click();
    const download = await downloading;
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.readFile((await download.path())!);
    const sheet = workbook.worksheets[0]!;
    const heading = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(heading).toEqual([
      "Order code",
      "Customer",
      "Products",
      "Status",
      "Payment method",
      "Receiving method",
      "Total",
      "Placed",
    ]);
    expect(sheet.rowCount - 1).toBe(expected.length);
    sheet.eachRow((r, i) => {
      if (i === 1) return;
      const order = expected[i - 2]!;
      expect(r.getCell(1).value).toBe(order.orderCode);
      expect(r.getCell(4).value).toBe("Paid");
      expect(r.getCell(7).value).toBe(Number(order.totalAmount));
      expect(String(r.getCell(8).value)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    });
  });
});
