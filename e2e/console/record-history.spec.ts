import { contracts } from "@/lib/contracts";
import { ADMIN, expect, test, unique } from "../fixtures";
import { draftStockIn, stockInPlace } from "../stock-ins";

// Issue 14 item 6: every record page has its history from the audit log. A person changes a
// SKU, a supplier and a stock-in, and finds the change, who made it and when in its history.

test.use({ signedInAs: "admin" });

test.describe("[HISTORY] record history panels", () => {
  test("set a SKU's warning quantity: the SKU's history shows it", async ({ page, api }) => {
    await api.signIn();
    const found = await api.call(contracts.ProductSku.GetAll, {
      maxResultCount: 1,
      sorting: "number",
    });
    const sku = found.body.result.items[0]!;
    api.whenDone(async (admin) => {
      await admin.call(contracts.ProductSku.SetEarlyWarningStock, {
        id: sku.id,
        earlyWarningStock: sku.earlyWarningStock,
      });
    });

    await page.goto(`/productSku/salesManagement/detail/${sku.id}`);
    await page.getByRole("button", { name: "Set warning quantity…" }).click();
    const dialog = page.getByRole("dialog", { name: `Set warning quantity of ${sku.number}` });
    await dialog.getByLabel("Warning quantity").fill(String(sku.earlyWarningStock + 3));
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(dialog).toBeHidden();

    const history = page.getByRole("region", { name: "Change history" });
    await expect(history.getByRole("row").nth(1)).toContainText(
      "ProductSku › Set early warning stock",
    );
    await expect(history.getByRole("row").nth(1)).toContainText(ADMIN.userName);
    // the customer prices page of the SKU has the same history
    await page.goto(`/productSku/pricingManagement/detail/${sku.id}`);
    await expect(
      page.getByRole("region", { name: "Change history" }).getByRole("row").nth(1),
    ).toContainText("ProductSku › Set early warning stock");
  });

  test("edit a supplier: its edit dialog shows the change", async ({ page, api }) => {
    await api.signIn();
    const name = unique("Harbour Supply ");
    const made = await api.call(contracts.Supplier.Create, {
      supplierName: name,
      mobilePhone: "+1 604 555 0171",
      realName: "Mina Ko",
    });
    expect(made.status, JSON.stringify(made.body.error)).toBe(200);
    api.whenDone(async (admin) => {
      await admin.call(contracts.Supplier.Delete, { id: made.body.result.id });
    });

    await page.goto("/purchase/supplierManagement");
    await page.getByRole("searchbox").fill(name);
    const row = page.getByRole("row", { name: new RegExp(name) });
    await row.getByRole("button", { name: `Actions for ${name}` }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    const dialog = page.getByRole("dialog", { name: `Edit ${name}` });
    const history = dialog.getByRole("region", { name: "Change history" });
    await expect(history.getByRole("listitem")).toHaveCount(1);
    await expect(history.getByRole("listitem").first()).toContainText("Supplier › Create");
    await dialog.getByLabel("Contact name").fill("Mina Ko-Hart");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expect(page.getByText(`Supplier "${name}" saved`)).toBeVisible();

    await row.getByRole("button", { name: `Actions for ${name}` }).click();
    await page.getByRole("menuitem", { name: "Edit" }).click();
    await expect(history.getByRole("listitem")).toHaveCount(2);
    await expect(history.getByRole("listitem").first()).toContainText("Supplier › Update");
    await expect(history.getByRole("listitem").first()).toContainText(ADMIN.userName);
    await expect(history.getByRole("link", { name: "All 2 in the audit log" })).toBeVisible();
  });

  test("warehouse a stock-in: its page's history shows it", async ({ page, api }) => {
    test.setTimeout(90_000);
    await api.signIn();
    const place = await stockInPlace(api);
    const draft = await draftStockIn(api, place);

    await page.goto(`/warehouse/warehouseInStorageMainDetail/${draft.id}`);
    const history = page.getByRole("region", { name: "Change history" });
    await expect(history.getByRole("row").nth(1)).toContainText("WarehouseInStorageMain › Create");
    await page.getByRole("button", { name: "Warehouse it" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Warehouse it" }).click();
    await expect(page.getByText(`Stock-in "${draft.inStorageCode}" warehoused`)).toBeVisible();
    await expect(history.getByRole("row").nth(1)).toContainText(
      "WarehouseInStorageMain › Warehousing",
    );
    await expect(history.getByRole("row")).toHaveCount(3);
  });
});
