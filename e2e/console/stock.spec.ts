import AxeBuilder from "@axe-core/playwright";
import type { Page } from "@playwright/test";
import { contracts } from "@/lib/contracts";
import { type Api, expect, signInAs, test } from "../fixtures";
import { anotherLocation, draftStockIn, type StockInPlace, stockInPlace } from "../stock-ins";

const LIST = "/warehouse/warehouseSearch";

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** A place of the test's own with `quantity` of its first SKU, brought in by a stock-in. */
async function stocked(api: Api, quantity: number) {
  await api.signIn();
  const place = await stockInPlace(api);
  const receipt = await draftStockIn(api, place, quantity);
  const done = await api.call(contracts.WarehouseInStorageMain.Warehousing, { id: receipt.id });
  expect(done.status, JSON.stringify(done.body.error)).toBe(200);
  return { place, receipt, sku: place.skus[0]! };
}

/** The stock list narrowed to the SKU in the place's warehouse, as a link would open it. */
const listOf = (place: StockInPlace, more: Record<string, string> = {}) =>
  `${LIST}?${new URLSearchParams({ skuNumber: place.skus[0]!.number, warehouseId: place.warehouse.id, ...more })}`;

/** The list's row of a location, and what that place holds (the "At this place" cell). */
const rowAt = (page: Page, code: string) =>
  page.locator("tbody tr").filter({ has: page.getByRole("cell", { name: code, exact: true }) });
const heldAt = (page: Page, code: string) => rowAt(page, code).getByRole("cell").nth(5);

async function seriousViolations(page: Page, selector: string) {
  const { violations } = await new AxeBuilder({ page }).include(selector).analyze();
  return violations
    .filter((v) => v.impact === "serious" || v.impact === "critical")
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(" | ")}`);
}

test.describe("[STOCK] stock query: find stock, read a SKU's ledger, move and count it", () => {
  test.describe("as admin", () => {
    test.use({ signedInAs: "admin" });

    test("find a SKU's stock by number and warehouse, move some to another location, count it with a reason, and read the movements in its ledger", async ({
      page,
      api,
    }, testInfo) => {
      test.setTimeout(150_000); // one story: found → transferred → counted → ledger
      const { place, receipt, sku } = await stocked(api, 10);
      const shelf = await anotherLocation(api, place);
      const here = place.location.code;
      const where = place.warehouse.name;

      // filter by SKU number (the search box), then by the warehouse: one place holds it
      await page.goto(LIST);
      await expect(page.getByRole("heading", { level: 1, name: "Stock query" })).toBeVisible();
      // typed before the page hydrated, the text would not reach the URL: type until it does
      await expect(async () => {
        await page.getByRole("searchbox", { name: "SKU number" }).fill(sku.number);
        await expect(page).toHaveURL(
          new RegExp(`skuNumber=${escape(encodeURIComponent(sku.number))}`),
          { timeout: 3_000 },
        );
      }).toPass({ timeout: 15_000 });
      await page.getByRole("combobox", { name: "Warehouse" }).click();
      await page.getByRole("option", { name: `Warehouse: ${where}` }).click();
      await expect(page).toHaveURL(new RegExp(`warehouseId=${place.warehouse.id}`));
      await expect(page.locator("tbody tr")).toHaveCount(1);
      await expect(rowAt(page, here)).toContainText(sku.productName);
      await expect(heldAt(page, here)).toHaveText("10");
      // the warehouse's locations become a filter of their own
      await page.getByRole("combobox", { name: "Location" }).click();
      await page.getByRole("option", { name: `Location: ${shelf.code}` }).click();
      await expect(page).toHaveURL(new RegExp(`locationId=${shelf.id}`));
      await expect(page.getByText("No places with stock match these filters.")).toBeVisible();
      await page.getByRole("combobox", { name: "Location" }).click();
      await page.getByRole("option", { name: "Location: All" }).click();
      await expect(heldAt(page, here)).toHaveText("10");

      // transfer: more than the place holds is refused in the form; 4 go to the other location
      await rowAt(page, here)
        .getByRole("button", { name: `Actions for ${sku.number} at ${where} ${here}` })
        .click();
      await page.getByRole("menuitem", { name: "Transfer…" }).click();
      const transfer = page.getByRole("dialog", { name: `Transfer ${sku.number}` });
      await expect(transfer).toContainText(`From ${where} ${here}, which holds 10.`);
      await expect(transfer.getByRole("combobox", { name: "To warehouse" })).toHaveText(where);
      await transfer.getByRole("combobox", { name: "To location" }).click();
      // the place the stock leaves is not offered
      await expect(page.getByRole("option", { name: here })).toHaveCount(0);
      await page.getByRole("option", { name: shelf.code }).click();
      await transfer.getByLabel("Quantity").fill("11");
      await transfer.getByRole("button", { name: "Transfer", exact: true }).click();
      await expect(transfer.getByLabel("Quantity")).toHaveAttribute("aria-invalid", "true");
      await expect(transfer.locator("#quantity-error")).toHaveText("At most 10.");
      expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath("stock-transfer.png") });
      await transfer.getByLabel("Quantity").fill("4");
      await transfer.getByLabel("Remark").fill("Closer to the packing bench");
      await transfer.getByRole("button", { name: "Transfer", exact: true }).click();
      await expect(
        page.getByText(
          new RegExp(
            `^4 of ${escape(sku.number)} moved from ${escape(`${where} ${here}`)} to ${escape(`${where} ${shelf.code}`)} \\(TR-\\d{8}-\\w{6}\\)$`,
          ),
        ),
      ).toBeVisible();
      await expect(transfer).toBeHidden();
      await expect(heldAt(page, here)).toHaveText("6");
      await expect(heldAt(page, shelf.code)).toHaveText("4");

      // count at the other location: the reason is required; one carton short
      await rowAt(page, shelf.code)
        .getByRole("button", { name: `Actions for ${sku.number} at ${where} ${shelf.code}` })
        .click();
      await page.getByRole("menuitem", { name: "Count…" }).click();
      const count = page.getByRole("dialog", {
        name: `Count ${sku.number} at ${where} ${shelf.code}`,
      });
      await expect(count).toContainText("The system holds 4 here.");
      await page.screenshot({ path: testInfo.outputPath("stock-list-count.png") });
      await count.getByLabel("Counted quantity").fill("3");
      await count.getByRole("button", { name: "Record count" }).click();
      await expect(count.locator("#remark-error")).toHaveText("This field is required.");
      await count.getByLabel("Reason").fill("One carton crushed");
      await count.getByRole("button", { name: "Record count" }).click();
      await expect(
        page.getByText(`Count of ${sku.number} recorded: −1, now 3 at this place`),
      ).toBeVisible();
      await expect(count).toBeHidden();
      await expect(heldAt(page, shelf.code)).toHaveText("3");

      // the ledger, newest first: the count, the transfer's two sides, the stock-in
      await rowAt(page, shelf.code)
        .getByRole("button", { name: `Actions for ${sku.number} at ${where} ${shelf.code}` })
        .click();
      await page.getByRole("menuitem", { name: "Ledger" }).click();
      await expect(page).toHaveURL(new RegExp(`ledger=${sku.id}`));
      const sheet = page.getByRole("dialog", { name: `Ledger of ${sku.number}` });
      await expect(sheet).toContainText(sku.productName);
      const figures = (await api.call(contracts.WarehouseStock.GetLedger, { skuId: sku.id })).body
        .result.sku;
      await expect(sheet.getByRole("definition").first()).toHaveText(String(figures.totalStock));
      const moves = sheet
        .getByRole("table", { name: `Movements of ${sku.number}` })
        .locator("tbody tr");
      await expect(moves.nth(0)).toContainText(`${where} ${shelf.code}`);
      await expect(moves.nth(0)).toContainText("−1");
      await expect(moves.nth(0)).toContainText("Count");
      await expect(moves.nth(0)).toContainText("One carton crushed");
      await expect(moves.nth(0)).toContainText("Admin");
      const transferRows = [await moves.nth(1).innerText(), await moves.nth(2).innerText()];
      expect(transferRows.join("\n")).toMatch(
        new RegExp(
          `${escape(shelf.code)}\\s+\\+4\\s+Transfer in\\s+TR-\\d{8}-\\w{6}\\s+Closer to the packing bench`,
        ),
      );
      expect(transferRows.join("\n")).toMatch(
        new RegExp(
          `${escape(here)}\\s+−4\\s+Transfer out\\s+TR-\\d{8}-\\w{6}\\s+Closer to the packing bench`,
        ),
      );
      await expect(moves.nth(3)).toContainText("+10");
      await expect(moves.nth(3)).toContainText("Stock-in");
      await expect(moves.nth(3).getByRole("link", { name: receipt.inStorageCode })).toHaveAttribute(
        "href",
        `/warehouse/warehouseInStorageMainDetail/${receipt.id}`,
      );
      expect(await seriousViolations(page, "[role=dialog]")).toEqual([]);
      await page.screenshot({ path: testInfo.outputPath("stock-ledger.png"), fullPage: true });

      // the open ledger is a link: reloaded, it opens again; closed, it leaves the URL
      await page.reload();
      await expect(sheet).toBeVisible();
      await expect(moves.nth(0)).toContainText("One carton crushed");
      await page.keyboard.press("Escape");
      await expect(sheet).toBeHidden();
      await expect(page).not.toHaveURL(/ledger=/);
      await expect(heldAt(page, here)).toHaveText("6");
    });

    test("a long ledger shows 20 movements and loads more on request", async ({ page, api }) => {
      await api.signIn();
      const place = await stockInPlace(api);
      const sku = place.skus[1]!;
      // eleven counts up and eleven back: 22 movements more in this SKU's ledger
      for (let i = 0; i < 22; i++) {
        const counted = await api.call(contracts.WarehouseStock.Count, {
          skuId: sku.id,
          locationId: place.location.id,
          countedQuantity: i % 2 === 0 ? 1 : 0,
          remark: i % 2 === 0 ? "e2e: found one" : "e2e: it was not ours",
        });
        expect(counted.status, JSON.stringify(counted.body.error)).toBe(200);
      }
      const total = (await api.call(contracts.WarehouseStock.GetLedger, { skuId: sku.id })).body
        .result.totalCount;

      // the link the catalogue's SKU menu uses
      await page.goto(`${LIST}?${new URLSearchParams({ skuNumber: sku.number, ledger: sku.id })}`);
      const sheet = page.getByRole("dialog", { name: `Ledger of ${sku.number}` });
      const moves = sheet
        .getByRole("table", { name: `Movements of ${sku.number}` })
        .locator("tbody tr");
      await expect(moves).toHaveCount(20);
      await expect(sheet.getByText(`20 of ${total} movements`)).toBeVisible();
      await expect(moves.nth(0)).toContainText("it was not ours");
      await sheet.getByRole("button", { name: "Load more" }).click();
      const shown = Math.min(40, total);
      await expect(moves).toHaveCount(shown);
      await expect(sheet.getByText(`${shown} of ${total} movements`)).toBeVisible();
    });
  });

  test("with only the stock query, a clerk reads stock and ledgers but sees no transfer or count", async ({
    page,
    api,
  }) => {
    const { place, receipt, sku } = await stocked(api, 5);
    const role = await api.createRole("StockReader", ["Pages.Warehouse", "Pages.Warehouse.Stock"]);
    const user = await api.createUser("stockreader", [role.name]);

    await signInAs(page, user.userName, user.password);
    await page.goto(listOf(place));
    await expect(page.getByRole("heading", { level: 1, name: "Stock query" })).toBeVisible();
    const row = rowAt(page, place.location.code);
    await expect(row.getByRole("cell").nth(5)).toHaveText("5");
    await row.getByRole("button", { name: /^Actions for / }).click();
    await expect(page.getByRole("menuitem", { name: "Ledger" })).toBeVisible();
    for (const action of ["Transfer…", "Count…"])
      await expect(page.getByRole("menuitem", { name: action })).toHaveCount(0);
    await page.getByRole("menuitem", { name: "Ledger" }).click();
    const moves = page
      .getByRole("dialog", { name: `Ledger of ${sku.number}` })
      .getByRole("table", { name: `Movements of ${sku.number}` })
      .locator("tbody tr");
    // the stock-in is named, not linked: this clerk cannot open stock-ins
    await expect(moves.nth(0)).toContainText(receipt.inStorageCode);
    await expect(moves.nth(0).getByRole("link")).toHaveCount(0);
  });

  test("the stock screen with a ledger open fits 390 px and reads in Chinese", async ({
    page,
    api,
    context,
    baseURL,
  }, testInfo) => {
    const { place, sku } = await stocked(api, 3);
    await context.addCookies([{ name: "NEXT_LOCALE", value: "zh", url: baseURL! }]);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page);
    await page.goto(listOf(place, { ledger: sku.id }));
    await expect(page.getByRole("heading", { level: 1, name: "库存查询" })).toBeVisible();
    const sheet = page.getByRole("dialog", { name: `${sku.number} 的库存台账` });
    await expect(sheet.getByRole("cell", { name: "入库", exact: true }).first()).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const text = await page.locator("body").innerText();
    expect(text).not.toMatch(/\b(warehouse|stock|entities|validation|enums)\.[a-zA-Z]+/);
    await page.screenshot({ path: testInfo.outputPath("stock-zh-390.png"), fullPage: true });
  });
});
