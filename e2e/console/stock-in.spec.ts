import AxeBuilder from "@axe-core/playwright";
import { contracts } from "@/lib/contracts";
import { pngFile } from "../files";
import { expect, signInAs, test, unique } from "../fixtures";
import { addProductRow, chooseStockInHeader, draftStockIn, stockInPlace } from "../stock-ins";

const LIST = "/warehouse/warehouseInStorageMain";

test.describe("[STOCK-IN] stock-ins: record goods received, warehouse them, read-only after", () => {
  test.describe("as admin", () => {
    test.use({ signedInAs: "admin" });

    test("a stock-in missing a field and products is not saved; fixed with two SKUs found by search, it is saved, warehoused, then refused for editing and found by SKU number", async ({
      page,
      api,
    }, testInfo) => {
      test.setTimeout(150_000); // one story: refused → saved → warehoused → read-only → found
      await api.signIn();
      const place = await stockInPlace(api);
      const [first, second] = place.skus as [(typeof place.skus)[0], (typeof place.skus)[0]];
      const code = unique("IN-E2E-");

      // the form starts with a suggested code, the signed-in user as handler and now as time
      await page.goto(LIST);
      await expect(page.getByRole("heading", { level: 1, name: "Stock-ins" })).toBeVisible();
      await page.getByRole("link", { name: "Create stock-in" }).first().click();
      await expect(page).toHaveURL("/warehouse/warehouseInStorageMainCreate");
      await expect(page.getByLabel("Stock-in code")).toHaveValue(/^IN-\d{8}-\d{4}$/);
      await expect(page.getByLabel("Handler")).not.toHaveValue("");
      await expect(page.getByLabel("Stock-in time")).toHaveValue(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
      await expect(page.getByRole("combobox", { name: "Location" })).toBeDisabled();
      await expect(page.getByText("Choose the warehouse first.")).toBeVisible();

      // the header but the purchase code, and no product rows: both are said, nothing is saved
      await page.getByLabel("Stock-in code").fill(code);
      await chooseStockInHeader(page, {
        supplier: place.supplier.name,
        type: place.type.name,
        warehouse: place.warehouse.name,
        location: place.location.code,
      });
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByLabel("Purchase code")).toHaveAttribute("aria-invalid", "true");
      await expect(page.locator("#purchaseCode-error")).toHaveText("This field is required.");
      await expect(
        page.getByRole("alert").filter({ hasText: "Add at least one product row." }),
      ).toBeVisible();
      await expect(page).toHaveURL("/warehouse/warehouseInStorageMainCreate");
      const none = await api.call(contracts.WarehouseInStorageMain.GetAll, { inStorageCode: code });
      expect(none.body.result.totalCount).toBe(0);

      // fixed: the purchase code, and two SKUs found by number, with quantities and prices
      await page.getByLabel("Purchase code").fill("PO-2026-0193");
      for (const [sku, quantity, price] of [
        [first, "5", "12.50"],
        [second, "3", "4.20"],
      ] as const)
        await addProductRow(page, sku.number, quantity, price);
      await expect(
        page.getByRole("button", { name: `${second.number} is already added` }),
      ).toBeDisabled();
      // the rows and the search results as well as the bare form pass axe
      const { violations } = await new AxeBuilder({ page }).include("form").analyze();
      expect(violations.filter((v) => v.impact === "serious" || v.impact === "critical")).toEqual(
        [],
      );
      await expect(page.getByTestId("total-quantity")).toHaveText("8");
      await page.screenshot({ path: testInfo.outputPath("stock-in-form.png"), fullPage: true });
      await expect(page.getByTestId("total-amount")).toHaveText("$75.10"); // 62.50 + 12.60
      await page
        .getByLabel("Files such as the delivery note or the supplier's invoice")
        .setInputFiles(pngFile("delivery-note.png"));
      await expect(page.getByRole("button", { name: "Remove delivery-note.png" })).toBeVisible();
      await page.getByRole("button", { name: "Save" }).click();
      await expect(page.getByText(`Stock-in "${code}" created`)).toBeVisible();

      // its page: everything read-only, the lines with totals, the file, the actions
      await expect(page).toHaveURL(/\/warehouse\/warehouseInStorageMainDetail\//);
      await expect(page.getByRole("heading", { level: 1, name: code })).toBeVisible();
      const header = page.getByRole("region", { name: "Stock-in" });
      await expect(header).toContainText("Not warehoused");
      await expect(header).toContainText("PO-2026-0193");
      await expect(header).toContainText(`${place.warehouse.name}`);
      const lines = page.getByRole("region", { name: "Products" });
      await expect(lines.getByRole("row", { name: new RegExp(first.number) })).toContainText(
        "$62.50",
      );
      await expect(lines.getByRole("link", { name: `Stock of ${second.number}` })).toHaveAttribute(
        "href",
        `/warehouse/warehouseSearch?skuNumber=${encodeURIComponent(second.number)}`,
      );
      await expect(lines.getByRole("row", { name: /^Total/ })).toContainText("$75.10");
      await expect(
        page.getByRole("region", { name: "Attachments" }).getByRole("link", {
          name: "delivery-note.png",
        }),
      ).toBeVisible();

      // warehoused: the confirmation says where the stock goes and that it is final
      await page.getByRole("button", { name: "Warehouse it" }).click();
      const confirm = page.getByRole("alertdialog");
      await expect(confirm).toContainText(
        `Its 2 product lines become stock at ${place.warehouse.name} ${place.location.code}`,
      );
      await expect(confirm).toContainText("cannot be edited or deleted afterwards");
      await confirm.getByRole("button", { name: "Warehouse it" }).click();
      await expect(page.getByText(`Stock-in "${code}" warehoused`)).toBeVisible();
      await expect(header).toContainText("Warehoused");
      await expect(header).not.toContainText("Not warehoused");
      await expect(page.getByRole("button", { name: "Warehouse it" })).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Edit", exact: true })).toHaveCount(0);
      const stock = await api.call(contracts.WarehouseStock.GetAll, {
        locationId: place.location.id,
      });
      expect(stock.body.result.items.map((r) => [r.skuNumber, r.quantity]).sort()).toEqual(
        [
          [first.number, 5],
          [second.number, 3],
        ].sort(),
      );

      // the edit page now says why it cannot be edited, and leads back to the stock-in
      const detailUrl = page.url();
      await page.goto(
        detailUrl.replace("warehouseInStorageMainDetail", "warehouseInStorageMainEdit"),
      );
      await expect(
        page.getByRole("heading", { name: "This stock-in is warehoused" }),
      ).toBeVisible();
      await expect(
        page.getByText(new RegExp(`${code} was warehoused on \\d{4}-\\d{2}-\\d{2}`)),
      ).toBeVisible();
      await expect(page.getByRole("button", { name: "Save" })).toHaveCount(0);
      await page.getByRole("link", { name: "Open the stock-in" }).click();
      await expect(page).toHaveURL(detailUrl);

      // the list filtered by the SKU number shows it, warehoused, without edit
      await page.goto(LIST);
      await page.getByRole("searchbox", { name: "SKU number" }).fill(first.number);
      await expect(page).toHaveURL(
        new RegExp(`productSkuNumber=${encodeURIComponent(first.number)}`),
      );
      const row = page.getByRole("row", { name: new RegExp(code) });
      await expect(row).toContainText("Warehoused");
      await expect(row).toContainText(place.supplier.name);
      await expect(row).toContainText("$75.10");
      await row.getByRole("button", { name: `Actions for ${code}` }).click();
      await expect(page.getByRole("menuitem", { name: /^Edit/ })).toBeDisabled();
      await expect(page.getByRole("menuitem", { name: /^Edit/ })).toContainText(
        "Warehoused: read-only",
      );
      await expect(page.getByRole("menuitem", { name: "Warehouse it" })).toHaveCount(0);
      await expect(page.getByRole("menuitem", { name: "Delete" })).toHaveCount(0);
    });

    test("saving a stock-in that was warehoused meanwhile shows the server's refusal and keeps the changes", async ({
      page,
      api,
    }) => {
      await api.signIn();
      const place = await stockInPlace(api);
      const draft = await draftStockIn(api, place);
      await page.goto(`/warehouse/warehouseInStorageMainEdit/${draft.id}`);
      await expect(page.getByLabel("Purchase code")).toHaveValue("PO-4471");
      await page.getByLabel("Remark").fill("Two cartons dented.");

      // someone else warehouses it while the form is open
      const done = await api.call(contracts.WarehouseInStorageMain.Warehousing, { id: draft.id });
      expect(done.status, JSON.stringify(done.body.error)).toBe(200);

      await page.getByRole("button", { name: "Save" }).click();
      const refusal = page.locator("form").getByRole("alert");
      await expect(refusal).toBeVisible();
      expect(await refusal.innerText()).toMatch(/warehoused/i);
      await expect(page).toHaveURL(`/warehouse/warehouseInStorageMainEdit/${draft.id}`);
      await expect(page.getByLabel("Remark")).toHaveValue("Two cartons dented.");
    });
  });

  test("the stock-in screens fit 390 px and read in Chinese", async ({
    page,
    api,
    context,
    baseURL,
  }, testInfo) => {
    await api.signIn();
    const place = await stockInPlace(api);
    const draft = await draftStockIn(api, place);
    await context.addCookies([{ name: "NEXT_LOCALE", value: "zh", url: baseURL! }]);
    await page.setViewportSize({ width: 390, height: 844 });
    await signInAs(page);
    const screens = [
      [`${LIST}?inStorageCode=${encodeURIComponent(draft.inStorageCode)}`, "入库管理"],
      ["/warehouse/warehouseInStorageMainCreate", "新建入库单"],
      [`/warehouse/warehouseInStorageMainDetail/${draft.id}`, draft.inStorageCode],
      [`/warehouse/warehouseInStorageMainEdit/${draft.id}`, `编辑入库单 ${draft.inStorageCode}`],
    ] as const;
    for (const [url, title] of screens) {
      await page.goto(url);
      await expect(page.getByRole("heading", { name: title, level: 1 })).toBeVisible();
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(overflow, url).toBeLessThanOrEqual(0);
      const text = await page.locator("body").innerText();
      expect(text).not.toMatch(/\b(warehouse|stockIns|entities|validation)\.[a-zA-Z]+/);
      await page.screenshot({
        path: testInfo.outputPath(`${url.split("/")[2]!.split("?")[0]}.png`),
        fullPage: true,
      });
    }
    // the edit page's rows read in Chinese too
    await expect(page.getByLabel(`${place.skus[0]!.number} 的数量`)).toHaveValue("4");
  });

  test("with only Stock-in (read), the list shows no create and the row menu no warehousing", async ({
    page,
    api,
  }) => {
    await api.signIn();
    const place = await stockInPlace(api);
    const draft = await draftStockIn(api, place);
    const role = await api.createRole("StockInReader", [
      "Pages.Warehouse",
      "Pages.Warehouse.InStorage",
    ]);
    const user = await api.createUser("stockinreader", [role.name]);

    await signInAs(page, user.userName, user.password);
    await page.goto(`${LIST}?inStorageCode=${encodeURIComponent(draft.inStorageCode)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Stock-ins" })).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(draft.inStorageCode) });
    await expect(row).toContainText("Not warehoused");
    await expect(page.getByRole("link", { name: "Create stock-in" })).toHaveCount(0);
    await row.getByRole("button", { name: `Actions for ${draft.inStorageCode}` }).click();
    await expect(page.getByRole("menuitem", { name: "Details" })).toBeVisible();
    for (const action of ["Warehouse it", "Edit", "Delete"])
      await expect(page.getByRole("menuitem", { name: action })).toHaveCount(0);
    await page.getByRole("menuitem", { name: "Details" }).click();
    await expect(page.getByRole("heading", { level: 1, name: draft.inStorageCode })).toBeVisible();
    await expect(page.getByRole("button", { name: "Warehouse it" })).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Edit", exact: true })).toHaveCount(0);
  });

  test("a clerk who may create stock-ins finds SKUs for them without catalogue rights", async ({
    page,
    api,
  }) => {
    await api.signIn();
    const place = await stockInPlace(api);
    const role = await api.createRole("StockInClerk", [
      "Pages.Warehouse",
      "Pages.Warehouse.InStorage",
      "Pages.Warehouse.InStorage.Create",
    ]);
    const user = await api.createUser("stockinclerk", [role.name]);

    await signInAs(page, user.userName, user.password);
    await page.goto(LIST);
    await page.getByRole("link", { name: "Create stock-in" }).first().click();
    const sku = place.skus[0]!;
    await page.getByLabel("Find a SKU").fill(sku.number);
    await page.getByRole("button", { name: `Add ${sku.number}` }).click();
    await expect(page.getByLabel(`Quantity of ${sku.number}`)).toBeFocused();
    // the cost price starts as the SKU's factory price
    await expect(page.getByLabel(`Cost price of ${sku.number}`)).toHaveValue(sku.factoryPrice);
  });
});
