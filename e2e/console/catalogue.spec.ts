import { pngFile } from "../files";
import { contracts } from "@/lib/contracts";
import { expect, test, unique } from "../fixtures";

test.describe("[CATALOGUE] from brand to shelf", () => {
  test.use({ signedInAs: "admin" });

  test("brand with a logo, two-level category, product with 3 images and 2 SKUs, on shelf, reordered, off shelf, deleting the brand in use says its products keep it", async ({
    page,
    api,
  }) => {
    test.setTimeout(120_000); // one long story: brand → category → product → shelf → edit, then cleanup
    const stamp = unique("");
    const brand = `Lumo ${stamp}`;
    const parent = `Kitchen ${stamp}`;
    const child = `Kettles ${stamp}`;
    const product = `Glass kettle ${stamp}`;
    await api.signIn();

    // a brand with its logo
    await page.goto("/commodity/brand");
    await page.getByRole("button", { name: "Create brand" }).click();
    const brandDialog = page.getByRole("dialog");
    await brandDialog.getByLabel("Name").fill(brand);
    await brandDialog.getByLabel("Logo").setInputFiles(pngFile("logo.png"));
    await expect(brandDialog.getByRole("img", { name: "logo.png" })).toBeVisible();
    await brandDialog.getByRole("button", { name: "Save" }).click();
    await expect(brandDialog).toBeHidden();
    await page.getByRole("searchbox").fill(brand);
    await expect(
      page.getByRole("row", { name: new RegExp(brand) }).getByRole("img", { name: brand }),
    ).toBeVisible();
    await api.deleteAfterTest(
      contracts.ProductBrand.GetAll,
      contracts.ProductBrand.Delete,
      "name",
      brand,
    );

    // a two-level category
    await page.goto("/commodity/commodityClassification");
    await page.getByRole("button", { name: "Create category" }).click();
    await page.getByRole("dialog").getByLabel("Name").fill(parent);
    await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await page.getByRole("button", { name: `Add subcategory to ${parent}` }).click();
    await page.getByRole("dialog").getByLabel("Name").fill(child);
    await page.getByRole("dialog").getByRole("button", { name: "Save" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByRole("button", { name: `Edit ${child}` })).toBeVisible();
    for (const name of [parent, child])
      await api.deleteAfterTest(
        contracts.ProductCategory.GetAll,
        contracts.ProductCategory.Delete,
        "name",
        name,
      );

    // a product with three images and two SKUs
    await page.goto("/commodity/commodityCreate");
    await page.getByRole("textbox", { name: "Name", exact: true }).fill(product);
    await page.getByRole("combobox", { name: "Category" }).click();
    await page.getByRole("option", { name: child }).click();
    await page.getByRole("combobox", { name: "Brand" }).click();
    await page.getByRole("option", { name: brand }).click();
    await page.getByLabel("Description").fill("1.7 L borosilicate glass kettle with a blue LED.");
    await page
      .getByLabel("Images")
      .setInputFiles([pngFile("first.png"), pngFile("second.png"), pngFile("third.png")]);
    for (const name of ["first.png", "second.png", "third.png"])
      await expect(page.getByRole("img", { name })).toBeVisible();
    await page.getByRole("checkbox", { name: "Colour" }).check();
    for (const required of ["Material", "Warranty", "Country of origin"]) {
      await page.getByRole("combobox", { name: required }).click();
      await page.getByRole("option").nth(1).click(); // the first is "None"
    }
    await page.getByRole("button", { name: "Add SKU" }).click(); // the form starts with one row
    for (const [row, colour] of [
      [1, "Red"],
      [2, "Black"],
    ] as const) {
      await page.getByLabel(`SKU number, row ${row}`).fill(`GK-${stamp}-${row}`);
      await page.getByLabel(`Model, row ${row}`).fill(`GK${row}`);
      await page.getByRole("combobox", { name: `Colour, row ${row}` }).click();
      await page.getByRole("option", { name: colour }).click();
      await page.getByLabel(`Sale price, row ${row}`).fill("59.99");
      await page.getByLabel(`Member price, row ${row}`).fill("54.99");
      await page.getByLabel(`Factory price, row ${row}`).fill("31.50");
    }
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/commodity\/commodity(\?|$)/);
    await api.deleteAfterTest(contracts.Product.GetAll, contracts.Product.Delete, "name", product);
    // a product with a SKU on shelf cannot be deleted: if the test stops before taking it off
    api.whenDone(async (admin) => {
      const onShelf = await admin.call(contracts.ProductSku.GetAll, {
        keyword: `GK-${stamp}-`,
        shelfStatus: "OnShelf",
      });
      const ids = onShelf.body.result.items.map((sku) => sku.id);
      if (ids.length === 0) return;
      const off = await admin.call(contracts.ProductSku.BatchRemovedFromShelf, { ids });
      expect(off.status, JSON.stringify(off.body.error)).toBe(200);
    });

    // the warehouse counts 20 in (stock changes only there: its own story is warehouse-story),
    // then one SKU goes on shelf with 5
    const sku = (await api.call(contracts.ProductSku.GetAll, { keyword: `GK-${stamp}-1` })).body
      .result.items[0]!;
    const place = (await api.call(contracts.WarehouseLocation.GetAll, { maxResultCount: 1 })).body
      .result.items[0]!;
    const count = (countedQuantity: number, caller = api) =>
      caller.call(contracts.WarehouseStock.Count, {
        skuId: sku.id,
        locationId: place.id,
        countedQuantity,
        remark: "e2e catalogue story",
      });
    expect((await count(20)).status).toBe(200);
    // a SKU holding stock cannot be deleted: counted back out first (runs before the delete)
    api.whenDone(async (admin) => {
      expect((await count(0, admin)).status).toBe(200);
    });
    await page.getByRole("searchbox", { name: "Search name or SKU number" }).fill(product);
    const row = page.getByRole("row", { name: new RegExp(product) });
    await expect(row).toBeVisible();
    // the brand's logo beside its name (decorative there: the name says it)
    await expect(row.getByRole("cell", { name: brand, exact: true }).locator("img")).toBeVisible();
    await row.getByRole("button", { name: `Show SKUs of ${product}` }).click();
    await page.getByRole("button", { name: `Actions for SKU GK-${stamp}-1` }).click();
    await expect(page.getByRole("menuitem", { name: "Stock and ledger" })).toHaveAttribute(
      "href",
      new RegExp(`/warehouse/warehouseSearch\\?skuNumber=GK-${stamp}-1&ledger=${sku.id}`),
    );
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: `Actions for SKU GK-${stamp}-1` }).click();
    await page.getByRole("menuitem", { name: "Put on shelf…" }).click();
    await page.getByRole("dialog").getByLabel("Quantity").fill("5");
    await page.getByRole("dialog").getByRole("button", { name: "Put on shelf" }).click();
    await expect(page.getByRole("dialog")).toBeHidden();
    const skuRow = page.getByRole("row", { name: new RegExp(`GK-${stamp}-1`) });
    await expect(skuRow.getByText("On shelf")).toBeVisible();
    await expect(skuRow.getByText(/^5\s*\/\s*20$/)).toBeVisible();

    // reorder images: the second becomes the main one
    await page.goto("/commodity/commodity?keyword=" + encodeURIComponent(product));
    await page.getByRole("link", { name: product }).click();
    await expect(page).toHaveURL(/\/commodity\/commodity\/edit\//);
    const secondUrl = await page.getByRole("img", { name: "second.png" }).getAttribute("src");
    await page.getByRole("button", { name: "Move image 2 earlier" }).click();
    await page.getByRole("button", { name: "Save" }).click();
    await expect(page).toHaveURL(/\/commodity\/commodity(\?|$)/);
    await page.goto("/commodity/commodity?keyword=" + encodeURIComponent(product));
    await expect(
      page.getByRole("row", { name: new RegExp(product) }).getByRole("img", { name: product }),
    ).toHaveAttribute("src", secondUrl!);

    // on shelf, the product's Delete says why it cannot be deleted, before anyone asks
    await page.getByRole("button", { name: `Actions for ${product}` }).click();
    await expect(page.getByRole("menuitem", { name: /Delete/ })).toBeDisabled();
    await expect(page.getByRole("menu")).toContainText("1 SKU on shelf");
    await page.keyboard.press("Escape");

    // take it off shelf
    await page.getByRole("button", { name: `Show SKUs of ${product}` }).click();
    await page.getByRole("button", { name: `Actions for SKU GK-${stamp}-1` }).click();
    await page.getByRole("menuitem", { name: "Take off shelf" }).click();
    await expect(
      page.getByRole("row", { name: new RegExp(`GK-${stamp}-1`) }).getByText("Delisted"),
    ).toBeVisible();

    // the brand is in use: deleting it says its product keeps it (undo-bin.spec.ts deletes one)
    await page.goto("/commodity/brand?keyword=" + encodeURIComponent(brand));
    await page.getByRole("button", { name: `Actions for ${brand}` }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await expect(page.getByRole("alertdialog")).toContainText(
      "1 product uses this brand. They keep it, marked as deleted",
    );
    await page.getByRole("button", { name: "Cancel" }).click();
  });
});
