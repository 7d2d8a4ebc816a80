import type { APIRequestContext } from "@playwright/test";
import { contracts } from "@/lib/contracts";
import { pngFile } from "../files";
import { ADMIN, type Api, expect, signInAs, test, unique } from "../fixtures";

// Undo and the bin (issue 14 item 5): a deleted record can be brought back for 10 seconds from
// the toast, and later from the list's bin, by whoever holds the entity's Restore permission.

/** A new brand and a product of it (copying a seeded product's category and specifications). */
async function brandWithProduct(api: Api, request: APIRequestContext) {
  const brandName = unique("Tidewell ");
  const brand = await api.call(contracts.ProductBrand.Create, { name: brandName });
  expect(brand.status, JSON.stringify(brand.body.error)).toBe(200);
  api.afterTest(contracts.ProductBrand.Delete, { id: brand.body.result.id });

  const seeded = (await api.call(contracts.Product.GetAll, { maxResultCount: 1 })).body.result
    .items[0]!;
  const upload = await request.post(contracts.Attachment.UploadToTemp.path, {
    headers: { authorization: `Bearer ${api.token}`, "Abp.TenantId": "1" },
    multipart: { file: pngFile("kettle.png"), purpose: "productImage" },
  });
  expect(upload.status()).toBe(200);
  const imageId = ((await upload.json()) as { result: { id: string } }).result.id;
  const productName = unique("Harbour kettle ");
  const sku = seeded.skus[0]!;
  const product = await api.call(contracts.Product.Create, {
    name: productName,
    categoryId: seeded.categoryId,
    brandId: brand.body.result.id,
    description: "A kettle for the bin test.",
    imageIds: [imageId],
    specParamIds: seeded.specParamIds,
    skus: [
      {
        number: unique("HK-"),
        model: "HK",
        specValues: sku.specValues,
        factoryPrice: "8.00",
        salePrice: "12.00",
        memberPrice: "11.00",
      },
    ],
  });
  expect(product.status, JSON.stringify(product.body.error)).toBe(200);
  api.afterTest(contracts.Product.Delete, { id: product.body.result.id });
  return { brandName, productName };
}

test.describe("[BIN] undo a delete, restore from the bin", () => {
  test.use({ signedInAs: "admin" });

  test("a brand with products is deleted, undone, deleted again and restored from the bin; its product keeps it", async ({
    page,
    api,
    request,
  }) => {
    await api.signIn();
    const { brandName, productName } = await brandWithProduct(api, request);

    // delete it: the confirmation says its product keeps it; the toast offers Undo
    await page.goto(`/commodity/brand?keyword=${encodeURIComponent(brandName)}`);
    await page.getByRole("button", { name: `Actions for ${brandName}` }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    const confirm = page.getByRole("alertdialog");
    await expect(confirm).toContainText("1 product uses this brand");
    await confirm.getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText(`Brand "${brandName}" deleted`)).toBeVisible();
    await expect(page.getByTestId("table-empty")).toBeVisible();

    // Undo: it is back, still used by its product
    await page.getByRole("button", { name: "Undo" }).click();
    await expect(page.getByText(`Brand "${brandName}" restored`)).toBeVisible();
    const row = page.getByRole("row", { name: new RegExp(brandName) });
    await expect(row).toBeVisible();
    await expect(row.getByRole("cell", { name: "1", exact: true })).toBeVisible();
    await page.goto(`/commodity/commodity?keyword=${encodeURIComponent(productName)}`);
    const productRow = page.getByRole("row", { name: new RegExp(productName) });
    await expect(productRow).toContainText(brandName);
    await expect(productRow).not.toContainText("(deleted)");

    // delete it again and let the toast go: its product shows the brand as deleted
    await page.goto(`/commodity/brand?keyword=${encodeURIComponent(brandName)}`);
    await page.getByRole("button", { name: `Actions for ${brandName}` }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByTestId("table-empty")).toBeVisible();
    await page.goto(`/commodity/commodity?keyword=${encodeURIComponent(productName)}`);
    await expect(page.getByRole("row", { name: new RegExp(productName) })).toContainText(
      `${brandName} (deleted)`,
    );

    // the bin lists it, newest first, with who deleted it; Restore brings it back
    await page.goto("/commodity/brand");
    await page.getByRole("button", { name: "Bin" }).click();
    const bin = page.getByRole("dialog", { name: "Deleted brands" });
    const binned = bin.getByRole("row", { name: new RegExp(brandName) });
    await expect(binned).toContainText(ADMIN.userName);
    await binned.getByRole("button", { name: `Restore ${brandName}` }).click();
    await expect(page.getByText(`Brand "${brandName}" restored`)).toBeVisible();
    await expect(binned).toHaveCount(0);
    await page.keyboard.press("Escape");
    await page.goto(`/commodity/commodity?keyword=${encodeURIComponent(productName)}`);
    await expect(page.getByRole("row", { name: new RegExp(productName) })).not.toContainText(
      "(deleted)",
    );
  });

  test("someone who may delete brands but not restore them gets no Undo and no Bin", async ({
    browser,
    api,
  }) => {
    await api.signIn();
    const doomed = unique("Ferrow ");
    const brand = await api.call(contracts.ProductBrand.Create, { name: doomed });
    api.afterTest(contracts.ProductBrand.Delete, { id: brand.body.result.id });
    const role = await api.createRole("BrandDeleter", [
      "Pages.Commodity",
      "Pages.Commodity.Brand",
      "Pages.Commodity.Brand.Delete",
    ]);
    const user = await api.createUser("deleter", [role.name]);

    const context = await browser.newContext();
    const page = await context.newPage();
    await signInAs(page, user.userName, user.password);
    await page.goto(`/commodity/brand?keyword=${encodeURIComponent(doomed)}`);
    await expect(page.getByRole("heading", { level: 1, name: "Brands" })).toBeVisible();
    await expect(page.getByRole("button", { name: "Bin" })).toHaveCount(0);
    await page.getByRole("button", { name: `Actions for ${doomed}` }).click();
    await page.getByRole("menuitem", { name: "Delete" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
    await expect(page.getByText(`Brand "${doomed}" deleted`)).toBeVisible();
    await expect(page.getByRole("button", { name: "Undo" })).toHaveCount(0);
    await context.close();
  });
});
