import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { contracts } from "@/lib/contracts";
import { bffUrl, expect, signInAs, test } from "../fixtures";

const LIST = "/warehouse/warehouseExManagement";
/** A seeded customer whose outbound record was shipped from Shenzhen Hub (server/db/seed-stock.ts). */
const RECIPIENT = "王小明";

/** The text of a PDF as poppler reads it. */
const pdfText = (bytes: Buffer) =>
  execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", "-", "-"], { input: bytes }).toString(
    "utf8",
  );

test.describe("[OUTBOUND] outbound records and their delivery notes", () => {
  test.describe("as admin", () => {
    test.use({ signedInAs: "admin" });

    test("a shipped record is found by its recipient and status, its delivery note shows who gets what, and the PDF downloads through the console", async ({
      page,
      api,
      baseURL,
      playwright,
    }, testInfo) => {
      test.setTimeout(90_000);
      await api.signIn();
      const found = await api.call(contracts.WarehouseOutbound.GetAll, { keyword: RECIPIENT });
      const record = found.body.result.items[0]!;
      expect(record, "the seeded record").toMatchObject({ status: "Issued" });

      // searched by the recipient's name, the list shows the record, shipped
      await page.goto(LIST);
      await expect(page.getByRole("heading", { level: 1, name: "Outbound records" })).toBeVisible();
      await page
        .getByRole("searchbox", { name: "Outbound code, order code or recipient" })
        .fill(RECIPIENT);
      await expect(page).toHaveURL(new RegExp(`keyword=${encodeURIComponent(RECIPIENT)}`));
      const row = page.getByRole("row", { name: new RegExp(record.outboundCode) });
      await expect(row).toBeVisible();
      await expect(page.getByRole("row")).toHaveCount(1 + found.body.result.totalCount);
      await expect(row).toContainText(RECIPIENT);
      await expect(row).toContainText(record.warehouseName!);
      await expect(row).toContainText("Shipped");
      await expect(row).toContainText(String(record.totalQuantity));

      // only the records still to be shipped: it is not one of them; shipped ones: it is back
      await page.getByRole("combobox", { name: "Status" }).click();
      await page.getByRole("option", { name: "Status: To be shipped" }).click();
      await expect(page).toHaveURL(/status=ToBeDelivered/);
      await expect(page.getByText("No outbound records match these filters.")).toBeVisible();
      await page.getByRole("combobox", { name: "Status" }).click();
      await page.getByRole("option", { name: "Status: Shipped" }).click();
      await expect(page).toHaveURL(/status=Issued/);
      await expect(row).toBeVisible();

      // made on days long past: none; from then on: it is there
      await page.getByLabel("Made to").fill("2020-12-31");
      await expect(page).toHaveURL(/to=2020-12-31/);
      await expect(page.getByText("No outbound records match these filters.")).toBeVisible();
      await page.getByLabel("Made to").fill("");
      await page.getByLabel("Made from").focus(); // the emptied day leaves the URL on blur
      await expect(page).not.toHaveURL(/to=2020/);
      await page.getByLabel("Made from").fill("2020-01-01");
      await expect(page).toHaveURL(/from=2020-01-01/);
      await expect(row).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath("outbound-list.png"), fullPage: true });

      // its delivery note: the record, the recipient and the lines with their places and total
      await row.getByRole("link", { name: record.outboundCode }).click();
      await expect(page).toHaveURL(`/warehouse/invoice/${record.id}`);
      await expect(
        page.getByRole("heading", { level: 1, name: `Delivery note ${record.outboundCode}` }),
      ).toBeVisible();
      const header = page.getByRole("region", { name: "Outbound record" });
      await expect(header).toContainText("Shipped");
      await expect(header).toContainText(record.warehouseName!);
      const recipient = page.getByRole("region", { name: "Recipient" });
      await expect(recipient).toContainText(RECIPIENT);
      await expect(recipient).toContainText(record.recipientPhone!);
      await expect(recipient).toContainText(record.recipientAddress!);
      const lines = page.getByRole("region", { name: "Products" });
      for (const line of record.lines) {
        const cells = lines
          .getByRole("row", { name: new RegExp(line.skuNumber) })
          .getByRole("cell");
        await expect(cells).toContainText([
          line.skuNumber,
          line.productName,
          line.locationCode!,
          String(line.quantity),
        ]);
      }
      await expect(lines.getByRole("row", { name: /^Total/ })).toContainText(
        `${record.lines.length} lines`,
      );
      await expect(page.getByTestId("total-quantity")).toHaveText(String(record.totalQuantity));
      await page.screenshot({ path: testInfo.outputPath("delivery-note.png"), fullPage: true });

      // on paper: the note without the sidebar, the top bar or the buttons
      await page.evaluate(() => {
        window.print = () => document.body.setAttribute("data-printed", "yes");
      });
      await page.getByRole("button", { name: "Print" }).click();
      await expect(page.locator("body")).toHaveAttribute("data-printed", "yes");
      await page.emulateMedia({ media: "print" });
      await expect(page.getByTestId("sidebar")).toBeHidden();
      await expect(page.getByRole("navigation", { name: "Breadcrumb" })).toBeHidden();
      await expect(page.getByRole("link", { name: "Download PDF" })).toBeHidden();
      await expect(recipient).toBeVisible();
      await page.emulateMedia({ media: "screen" });

      // the PDF comes through the console's BFF with the session, saved as a file
      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Download PDF" }).click(),
      ]);
      const url = new URL(download.url());
      expect(url.origin).toBe(new URL(baseURL!).origin);
      expect(url.pathname).toBe(bffUrl(contracts.WarehouseOutbound.DeliveryNote));
      expect(download.suggestedFilename()).toBe(`${record.outboundCode}.pdf`);
      const bytes = fs.readFileSync((await download.path())!);
      expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
      const text = pdfText(bytes);
      expect(text).toContain(record.outboundCode);
      expect(text).toContain(RECIPIENT);
      expect(text).toContain("Delivery note");

      // the same address without the console's session gets no PDF
      const stranger = await playwright.request.newContext({
        baseURL,
        storageState: { cookies: [], origins: [] }, // not the signed-in one the tests use
      });
      const refused = await stranger.get(url.pathname + url.search);
      expect(refused.status()).toBe(401);
      await stranger.dispose();
    });

    test("a delivery note that does not exist is Page Not Found", async ({ page }) => {
      const response = await page.goto(`/warehouse/invoice/${crypto.randomUUID()}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    });
  });

  test("the outbound screens fit 390 px and read in Chinese", async ({
    page,
    api,
    context,
    baseURL,
  }, testInfo) => {
    await api.signIn();
    const record = (await api.call(contracts.WarehouseOutbound.GetAll, { keyword: RECIPIENT })).body
      .result.items[0]!;
    await context.addCookies([{ name: "NEXT_LOCALE", value: "zh", url: baseURL! }]);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page);
    const screens = [
      [`${LIST}?keyword=${encodeURIComponent(RECIPIENT)}`, "出库管理"],
      [`/warehouse/invoice/${record.id}`, `发货单 ${record.outboundCode}`],
    ] as const;
    for (const [url, title] of screens) {
      await page.goto(url);
      await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      // the rows (or the note) have arrived: their status reads in Chinese
      await expect(page.getByText("已发货").first()).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, url).toBeLessThanOrEqual(0);
      const text = await page.locator("body").innerText();
      expect(text).not.toMatch(/\b(warehouse|outbound|deliveryNote|entities)\.[a-zA-Z]+/);
      expect(text).toContain("已发货");
      await page.screenshot({
        path: testInfo.outputPath(`${url.split("/")[2]!.split("?")[0]}-zh.png`),
        fullPage: true,
      });
    }
    await expect(page.getByRole("link", { name: "下载 PDF" })).toBeVisible();
  });

  test("a user without the Outbound page cannot open the list, a delivery note or its PDF", async ({
    page,
    api,
  }) => {
    await api.signIn();
    const record = (await api.call(contracts.WarehouseOutbound.GetAll, { keyword: RECIPIENT })).body
      .result.items[0]!;
    const role = await api.createRole("StockInOnly", [
      "Pages.Warehouse",
      "Pages.Warehouse.InStorage",
    ]);
    const user = await api.createUser("stockinonly", [role.name]);

    await signInAs(page, user.userName, user.password);
    // they land on their one screen, in the Warehouse menu, which has no Outbound
    await expect(page).toHaveURL(/\/warehouse\/warehouseInStorageMain$/);
    const menu = page.getByRole("navigation", { name: "Main menu" });
    await expect(menu.getByRole("link", { name: "Stock-in" })).toBeVisible();
    await expect(menu.getByRole("link", { name: "Outbound" })).toHaveCount(0);
    for (const url of [LIST, `/warehouse/invoice/${record.id}`]) {
      await page.goto(url);
      await expect(page.getByRole("heading", { name: "No access" })).toBeVisible();
      await expect(page.getByText(record.outboundCode)).toHaveCount(0);
    }
    const pdf = await page.request.get(
      `${bffUrl(contracts.WarehouseOutbound.DeliveryNote)}?id=${record.id}&download=true`,
    );
    expect(pdf.status()).toBe(403);
  });
});
