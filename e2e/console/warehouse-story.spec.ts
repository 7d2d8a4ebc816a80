import type { Page } from "@playwright/test";
import { contracts } from "@/lib/contracts";
import { expect, test, unique } from "../fixtures";
import {
  addProductRow,
  chooseStockInHeader,
  countBackOutAfterTest,
  stockInSupplies,
} from "../stock-ins";
import { addLocation } from "../warehouses";

// Issue 10's acceptance story, as a person does it in the console: a new warehouse with two
// locations takes a stock-in of two SKUs, which is warehoused; the stock query and the ledger
// show the stock; a transfer moves part of it to the other location; the stock-in is read-only.
// Only the supplier comes from the API (it is not part of the story), and the cleanup: the stock
// the test added is counted back out, so the seeded SKUs' stock is as it was. The warehoused
// stock-in is a permanent record, and its warehouse, first location and supplier stay with it.

/** The stock query's row of a SKU at a location, and what that place holds of it. */
const rowOf = (page: Page, skuNumber: string, location: string) =>
  page
    .locator("tbody tr")
    .filter({ has: page.getByRole("cell", { name: skuNumber, exact: true }) })
    .filter({ has: page.getByRole("cell", { name: location, exact: true }) });
const heldAt = (page: Page, skuNumber: string, location: string) =>
  rowOf(page, skuNumber, location).getByRole("cell").nth(5);

/** The movements in the open ledger of a SKU, newest first. */
const movements = (page: Page, skuNumber: string) =>
  page
    .getByRole("dialog", { name: `Ledger of ${skuNumber}` })
    .getByRole("table", { name: `Movements of ${skuNumber}` })
    .locator("tbody tr");

test.describe("[STOCK] issue 10: a new warehouse's first stock, moved and kept as a record", () => {
  test.use({ signedInAs: "admin" });

  test("a warehouse and two locations are made, a stock-in of two SKUs is warehoused, the stock query and the ledger show it, a transfer moves part to the other location, and the stock-in can no longer be edited", async ({
    page,
    api,
  }) => {
    test.setTimeout(180_000); // one story across five screens
    await api.signIn();
    const { supplier, type, skus } = await stockInSupplies(api);
    const [first, second] = skus as [(typeof skus)[0], (typeof skus)[0]];
    const warehouse = unique("Riverside Depot ");
    const code = unique("IN-STORY-");
    const dialog = page.getByRole("dialog");
    // the last check, once everything is undone: the SKUs hold what they held before the story
    const stockOf = async (admin: typeof api) =>
      Promise.all(
        skus.map(async (sku) => {
          const { body } = await admin.call(contracts.WarehouseStock.GetLedger, {
            skuId: sku.id,
            maxResultCount: 1,
          });
          return [body.result.sku.totalStock, body.result.sku.availableStock];
        }),
      );
    const before = await stockOf(api);
    api.whenDone(async (admin) => expect(await stockOf(admin)).toEqual(before));

    // a warehouse
    await page.goto("/warehouse/warehouseLocation");
    await expect(page.getByRole("heading", { level: 1, name: "Warehouses" })).toBeVisible();
    await page.getByRole("button", { name: "Create warehouse" }).first().click();
    await dialog.getByLabel("Name").fill(warehouse);
    await dialog.getByLabel("Description").fill("Cross-dock by the river terminal.");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(`Warehouse "${warehouse}" created`)).toBeVisible();
    await expect(dialog).toBeHidden();
    const made = await api.call(contracts.Warehouse.GetAll, { name: warehouse });
    const warehouseId = made.body.result.items[0]!.id;
    // refused while the warehoused stock-in names it: it stays, as records do
    api.whenDone(async (admin) => {
      await admin.call(contracts.Warehouse.Delete, { id: warehouseId });
    });

    // its two locations, from the warehouse's row: a shelf for the stock-in and a spare one
    await page.getByRole("searchbox").fill(warehouse);
    await expect(page).toHaveURL(/name=Riverside/);
    await page
      .getByRole("row", { name: new RegExp(warehouse) })
      .getByRole("link", { name: `${warehouse}: 0 locations` })
      .click();
    await expect(page).toHaveURL(`/warehouse/locationManagement?warehouseId=${warehouseId}`);
    for (const position of ["01", "02"]) {
      await page.getByRole("button", { name: "Create location" }).first().click();
      await expect(dialog.getByRole("combobox", { name: "Warehouse" })).toHaveText(warehouse);
      await addLocation(page, "B", "04", position);
      await expect(
        page.getByText(`Location "${warehouse} B-04-${position}" created`),
      ).toBeVisible();
      await expect(dialog).toBeHidden();
    }
    await expect(page.getByRole("row")).toHaveCount(3); // the header and the two
    const places = await api.call(contracts.WarehouseLocation.GetAll, { warehouseId });
    const locationId = (code: string) => places.body.result.items.find((l) => l.code === code)!.id;
    const shelf = { code: "B-04-01", id: locationId("B-04-01") };
    const spare = { code: "B-04-02", id: locationId("B-04-02") };
    // the shelf stays with the stock-in that names it; the spare one goes once it is empty
    api.whenDone(async (admin) => {
      for (const place of [shelf, spare])
        await admin.call(contracts.WarehouseLocation.Delete, { id: place.id });
    });
    // first of all: what the story put on the two shelves is counted back out
    countBackOutAfterTest(api, skus, [shelf.id, spare.id]);

    // a stock-in to the shelf: two SKUs found by their numbers
    await page.goto("/warehouse/warehouseInStorageMain");
    await page.getByRole("link", { name: "Create stock-in" }).first().click();
    await expect(page).toHaveURL("/warehouse/warehouseInStorageMainCreate");
    await page.getByLabel("Stock-in code").fill(code);
    await chooseStockInHeader(page, {
      supplier: supplier.name,
      type: type.name,
      warehouse,
      location: shelf.code,
    });
    await page.getByLabel("Purchase code").fill("PO-2026-0412");
    await addProductRow(page, first.number, "12", "8.40");
    await addProductRow(page, second.number, "6", "15.00");
    await expect(page.getByTestId("total-quantity")).toHaveText("18");
    await expect(page.getByTestId("total-amount")).toHaveText("$190.80"); // 100.80 + 90.00
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(`Stock-in "${code}" created`)).toBeVisible();

    // warehoused from its page
    await expect(page).toHaveURL(/\/warehouse\/warehouseInStorageMainDetail\//);
    const detailUrl = page.url();
    const header = page.getByRole("region", { name: "Stock-in" });
    await expect(header).toContainText("Not warehoused");
    await page.getByRole("button", { name: "Warehouse it" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText(
      `Its 2 product lines become stock at ${warehouse} ${shelf.code}`,
    );
    await confirm.getByRole("button", { name: "Warehouse it" }).click();
    await expect(page.getByText(`Stock-in "${code}" warehoused`)).toBeVisible();
    await expect(header).not.toContainText("Not warehoused");
    await expect(header).toContainText("Warehoused");

    // the stock query, from the stock-in's product line: the SKU's stock, here in the new warehouse
    await page
      .getByRole("region", { name: "Products" })
      .getByRole("link", { name: `Stock of ${first.number}` })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Stock query" })).toBeVisible();
    await expect(page.getByRole("searchbox", { name: "SKU number" })).toHaveValue(first.number);
    await page.getByRole("combobox", { name: "Warehouse" }).click();
    await page.getByRole("option", { name: `Warehouse: ${warehouse}` }).click();
    await expect(page).toHaveURL(new RegExp(`warehouseId=${warehouseId}`));
    const rows = page.locator("tbody tr");
    await expect(rows).toHaveCount(1);
    await expect(heldAt(page, first.number, shelf.code)).toHaveText("12");
    // without the SKU number: the warehouse holds the two SKUs, both on the shelf
    await page.getByRole("searchbox", { name: "SKU number" }).fill("");
    await expect(page).not.toHaveURL(/skuNumber=/);
    await expect(rows).toHaveCount(2);
    await expect(heldAt(page, first.number, shelf.code)).toHaveText("12");
    await expect(heldAt(page, second.number, shelf.code)).toHaveText("6");

    // each SKU's ledger, opened from its number, starts with the stock-in, linked to it
    for (const [sku, added] of [
      [first, "+12"],
      [second, "+6"],
    ] as const) {
      await rowOf(page, sku.number, shelf.code).getByRole("link", { name: sku.number }).click();
      await expect(page).toHaveURL(new RegExp(`ledger=${sku.id}`));
      const newest = movements(page, sku.number).first();
      await expect(newest).toContainText(`${warehouse} ${shelf.code}`);
      await expect(newest).toContainText(added);
      await expect(newest).toContainText("Stock-in");
      await expect(newest.getByRole("link", { name: code })).toHaveAttribute(
        "href",
        new URL(detailUrl).pathname,
      );
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
    }

    // five of the first SKU go to the spare location: both places show what they hold
    await rowOf(page, first.number, shelf.code)
      .getByRole("button", { name: `Actions for ${first.number} at ${warehouse} ${shelf.code}` })
      .click();
    await page.getByRole("menuitem", { name: "Transfer…" }).click();
    const transfer = page.getByRole("dialog", { name: `Transfer ${first.number}` });
    await expect(transfer).toContainText(`From ${warehouse} ${shelf.code}, which holds 12.`);
    await expect(transfer.getByRole("combobox", { name: "To warehouse" })).toHaveText(warehouse);
    await transfer.getByRole("combobox", { name: "To location" }).click();
    await page.getByRole("option", { name: spare.code }).click();
    await transfer.getByLabel("Quantity").fill("5");
    await transfer.getByLabel("Remark").fill("Overflow to the spare shelf");
    await transfer.getByRole("button", { name: "Transfer", exact: true }).click();
    const moved = page.getByText(
      `5 of ${first.number} moved from ${warehouse} ${shelf.code} to ${warehouse} ${spare.code}`,
    );
    await expect(moved).toBeVisible();
    const transferCode = /TR-\d{8}-\w{6}/.exec(await moved.innerText())![0];
    await expect(transfer).toBeHidden();
    await expect(rows).toHaveCount(3);
    await expect(heldAt(page, first.number, shelf.code)).toHaveText("7");
    await expect(heldAt(page, first.number, spare.code)).toHaveText("5");
    await expect(heldAt(page, second.number, shelf.code)).toHaveText("6");

    // its ledger: the transfer's two rows on top, out of the shelf and into the spare location
    await rowOf(page, first.number, spare.code).getByRole("link", { name: first.number }).click();
    const moves = movements(page, first.number);
    for (const row of [moves.nth(0), moves.nth(1)]) await expect(row).toContainText(transferCode);
    const out = moves.filter({ hasText: transferCode }).filter({ hasText: "Transfer out" });
    await expect(out).toContainText(`${warehouse} ${shelf.code}`);
    await expect(out).toContainText("−5");
    await expect(out).toContainText("Overflow to the spare shelf");
    const into = moves.filter({ hasText: transferCode }).filter({ hasText: "Transfer in" });
    await expect(into).toContainText(`${warehouse} ${spare.code}`);
    await expect(into).toContainText("+5");
    await expect(moves.nth(2)).toContainText(code);
    await page.keyboard.press("Escape");

    // editing it now is refused with the reason: the edit page says so instead of a form …
    await page.goto(
      detailUrl.replace("warehouseInStorageMainDetail", "warehouseInStorageMainEdit"),
    );
    await expect(page.getByRole("heading", { name: "This stock-in is warehoused" })).toBeVisible();
    await expect(
      page.getByText(new RegExp(`${code} was warehoused on \\d{4}-\\d{2}-\\d{2}`)),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
    await page.getByRole("link", { name: "Open the stock-in" }).click();
    await expect(page).toHaveURL(detailUrl);

    // … and the API refuses a change with 409, saying when, in the caller's language
    const id = detailUrl.split("/").pop()!;
    const stockIn = (await api.call(contracts.WarehouseInStorageMain.Get, { id })).body.result;
    const change = {
      ...stockIn,
      remark: "Two cartons dented.",
      attachmentIds: [],
      lines: stockIn.lines.map((l) => ({
        skuId: l.skuId,
        quantity: l.quantity + 1,
        costPrice: l.costPrice,
      })),
    };
    const refused = await api.call(contracts.WarehouseInStorageMain.Update, change);
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toMatch(
      new RegExp(
        `^Stock-in ${code} was warehoused on \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC; it can no longer be changed\\.$`,
      ),
    );
    api.culture = "zh";
    const refusedZh = await api.call(contracts.WarehouseInStorageMain.Update, change);
    expect(refusedZh.status).toBe(409);
    expect(refusedZh.body.error?.message).toMatch(
      new RegExp(`^入库单 ${code} 已于 \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2} UTC 入库，不能再修改。$`),
    );
    api.culture = undefined;
    const unchanged = await api.call(contracts.WarehouseInStorageMain.Get, { id });
    expect(unchanged.body.result.remark).toBeNull();
    expect(unchanged.body.result.totalQuantity).toBe(18);
  });
});
