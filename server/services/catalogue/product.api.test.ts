import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import type { TProductDto } from "@/lib/contracts/catalogue/product";
import { bffUrl } from "@/lib/api/define";
import { contracts } from "@/lib/contracts";
import { getDb } from "@/server/db/client";
import { productBrands } from "@/server/db/schema";
import { type ApiResponse, call, send, signIn, unique } from "@/server/test/api";
import { pdfBytes, upload } from "@/server/test/files";
import {
  type Catalogue,
  catalogue,
  makeProduct,
  productInput,
  setStock,
  skuRow,
  uploadImages,
} from "./product-fixtures";

let token: string;
let c: Catalogue;
beforeAll(async () => {
  token = await signIn();
  c = await catalogue(token);
});

/** The grid as the edit form sends it back: existing SKUs with their ids. */
const gridOf = (p: TProductDto) =>
  p.skus.map((s) => ({
    id: s.id,
    number: s.number,
    model: s.model,
    specValues: s.specValues.map(({ paramId, value }) => ({ paramId, value })),
    factoryPrice: s.factoryPrice,
    salePrice: s.salePrice,
    memberPrice: s.memberPrice,
    unit: s.unit,
  }));

const editInput = (p: TProductDto, changes: object) => ({
  id: p.id,
  name: p.name,
  categoryId: p.categoryId,
  brandId: p.brandId,
  description: p.description,
  imageIds: p.imageIds,
  specParamIds: p.specParamIds,
  skus: gridOf(p),
  ...changes,
});

const membersOf = (res: ApiResponse) =>
  res.body.error?.validationErrors?.map((e) => e.members.join()).sort();

describe("Product", () => {
  it("creates a product with three images, a manual and two SKUs", async () => {
    const manual = await upload(token, pdfBytes(), "manual.pdf", "instructions");
    const images = await uploadImages(token, 3);
    const [a, b] = [unique("SKU-A"), unique("SKU-B")];
    const res = await call(
      contracts.Product.Create,
      {
        ...productInput(c, images, [skuRow(c, a, "Red", "L"), skuRow(c, b, "Blue", "M")]),
        instructionsId: manual.body.result.id,
      },
      { token },
    );
    expect(res.status).toBe(200);
    const p = res.body.result;
    expect(p.imageIds).toEqual(images);
    expect(p.mainImageUrl).toBe(`${bffUrl(contracts.Attachment.Download)}?id=${images[0]}`);
    expect(p.instructions).toMatchObject({ id: manual.body.result.id, hostType: "Product" });
    expect(p.video).toBeNull();
    expect(p.parentIdPath).toBe(c.childPath);
    expect(p.brandName).not.toBeNull();
    expect(p.basicParams).toEqual([
      { paramId: c.basicId, paramName: expect.any(String), value: "Steel" },
    ]);
    expect(p.skuCount).toBe(2);
    expect(p.shelfSummary).toEqual({ notOnShelf: 2, onShelf: 0, removedFromShelf: 0 });
    expect(p.skus[0]).toMatchObject({
      number: a,
      name: p.name,
      specText: `${c.colour.name}: Red / ${c.size.name}: L`,
      factoryPrice: "8.00",
      salePrice: "12.50",
      memberPrice: "11.26",
      shelfStatus: "NotOnShelf",
      availableStock: 0,
      totalStock: 0,
      mainImageUrl: p.mainImageUrl,
    });
  });

  it("reorders images so the second becomes the main one, and edits the SKU grid", async () => {
    const { product, images } = await makeProduct(token, c);
    const [first, second] = product.skus;
    const renamed = unique("SKU-R");
    const res = await call(
      contracts.Product.Update,
      editInput(product, {
        imageIds: [images[1], images[0], images[2]],
        // keep the first SKU under a new number, drop the second, add a new one
        skus: [
          { ...gridOf(product)[0], number: renamed, salePrice: "99.999" },
          skuRow(c, unique("SKU-N"), "Green", "S"),
        ],
      }),
      { token },
    );
    expect(res.status).toBe(200);
    const p = res.body.result;
    expect(p.mainImageUrl).toBe(`${bffUrl(contracts.Attachment.Download)}?id=${images[1]}`);
    expect(p.images.map((i) => i.id)).toEqual([images[1], images[0], images[2]]);
    expect(p.skus.map((s) => s.id)).toContain(first!.id);
    expect(p.skus.map((s) => s.id)).not.toContain(second!.id);
    expect(p.skus.find((s) => s.id === first!.id)).toMatchObject({
      number: renamed,
      salePrice: "100.00",
    });
    expect(p.skuCount).toBe(2);
    expect((await call(contracts.ProductSku.Get, { id: second!.id }, { token })).status).toBe(404);
  });

  it("forgets a deleted product in other products' hidden list, so they still save", async () => {
    const { product: hidden } = await makeProduct(token, c);
    const { product } = await makeProduct(token, c);
    const hiding = await call(
      contracts.Product.Update,
      editInput(product, { notShowProductIds: [hidden.id] }),
      { token },
    );
    expect(hiding.status).toBe(200);
    expect(hiding.body.result.notShowProductIds).toEqual([hidden.id]);
    expect((await call(contracts.Product.Delete, { id: hidden.id }, { token })).status).toBe(200);
    const after = (await call(contracts.Product.Get, { id: product.id }, { token })).body.result;
    expect(after.notShowProductIds).toEqual([]);
    const resaved = await call(
      contracts.Product.Update,
      editInput(after, { notShowProductIds: after.notShowProductIds }),
      { token },
    );
    expect(resaved.status).toBe(200);
  });

  // PGlite has one connection, so two transactions can only meet on PostgreSQL (TEST_DATABASE_URL)
  it.skipIf(!process.env.DATABASE_URL)(
    "refuses a product on a brand whose delete commits while the product is being saved",
    async () => {
      const brand = await call(contracts.ProductBrand.Create, { name: unique("Gone") }, { token });
      const images = await uploadImages(token, 1);
      const db = await getDb();
      let commit!: () => void;
      const held = new Promise<void>((resolve) => (commit = resolve));
      // a delete in flight: the brand row locked and marked deleted, not yet committed
      const deleting = db.transaction(async (tx) => {
        await tx
          .select({ id: productBrands.id })
          .from(productBrands)
          .where(eq(productBrands.id, brand.body.result.id))
          .for("update");
        await tx
          .update(productBrands)
          // stamped as the delete stamps it (services/kit.ts `deleted`): the bin lists it by that time
          .set({ isDeleted: true, deletionTime: new Date() })
          .where(eq(productBrands.id, brand.body.result.id));
        await held;
      });
      await new Promise((resolve) => setTimeout(resolve, 200));
      const creating = call(
        contracts.Product.Create,
        {
          ...productInput(c, images, [skuRow(c, unique("SKU-G"), "Red", "L")]),
          brandId: brand.body.result.id,
        },
        { token },
      );
      await new Promise((resolve) => setTimeout(resolve, 500));
      commit();
      await deleting;
      const created = await creating;
      expect(created.status).toBe(400);
      expect(membersOf(created)).toEqual(["brandId"]);
    },
  );

  it("lets two SKUs swap numbers in one save", async () => {
    const { product } = await makeProduct(token, c);
    const grid = gridOf(product);
    const res = await call(
      contracts.Product.Update,
      editInput(product, {
        skus: [
          { ...grid[0], number: grid[1]!.number },
          { ...grid[1], number: grid[0]!.number },
        ],
      }),
      { token },
    );
    expect(res.status).toBe(200);
    expect(res.body.result.skus.find((s) => s.id === grid[0]!.id)?.number).toBe(grid[1]!.number);
  });

  it("refuses what SPEC §5 requires, each on its field", async () => {
    const images = await uploadImages(token, 1);
    const bad = await call(
      contracts.Product.Create,
      {
        ...productInput(c, [], []),
        name: "",
        description: "",
        specParamIds: [],
      },
      { token },
    );
    expect(bad.status).toBe(400);
    expect(membersOf(bad)).toEqual(["description", "imageIds", "name", "skus", "specParamIds"]);

    const missing = await call(
      contracts.Product.Create,
      {
        ...productInput(c, images, [skuRow(c, unique("S"), "Red", "L")]),
        brandId: crypto.randomUUID(),
        categoryId: crypto.randomUUID(),
      },
      { token },
    );
    expect(missing.status).toBe(400);
    expect(membersOf(missing)).toEqual(["brandId", "categoryId"]);
  });

  it("refuses duplicate SKU numbers, in the grid and against other products", async () => {
    const { skus } = await makeProduct(token, c);
    const images = await uploadImages(token, 1);
    const dup = unique("SKU-D");
    const inGrid = await call(
      contracts.Product.Create,
      productInput(c, images, [
        skuRow(c, dup, "Red", "L"),
        skuRow(c, dup.toLowerCase(), "Red", "M"),
      ]),
      { token },
    );
    expect(inGrid.status).toBe(400);
    expect(membersOf(inGrid)).toEqual(["skus.1.number"]);

    const taken = await call(
      contracts.Product.Create,
      productInput(c, images, [
        skuRow(c, unique("SKU-F"), "Red", "L"),
        skuRow(c, skus[0]!.number.toUpperCase(), "Red", "M"),
      ]),
      { token },
    );
    expect(taken.status).toBe(400);
    expect(membersOf(taken)).toEqual(["skus.1.number"]);
  });

  it("will not take a PDF as a product image", async () => {
    const pdf = await upload(token, pdfBytes(), "manual.pdf", "instructions");
    const res = await call(
      contracts.Product.Create,
      productInput(c, [pdf.body.result.id], [skuRow(c, unique("S"), "Red", "L")]),
      { token },
    );
    expect(res.status).toBe(400);
    expect(membersOf(res)).toEqual(["imageIds"]);
  });

  it("filters by keyword (SKU number), category subtree, brand, shelf status and low stock", async () => {
    const { product, skus } = await makeProduct(token, c);
    const list = (filters: object) =>
      call(contracts.Product.GetAll, { maxResultCount: 100, ...filters }, { token });

    const byNumber = await list({ keyword: skus[1]!.number });
    expect(byNumber.body.result.items.map((p) => p.id)).toEqual([product.id]);
    const inRoot = await list({ categoryId: c.rootId });
    expect(inRoot.body.result.items.map((p) => p.id)).toContain(product.id);
    const elsewhere = await list({ categoryId: crypto.randomUUID() });
    expect(elsewhere.body.result.totalCount).toBe(0);
    expect((await list({ brandId: c.brandId })).body.result.items.map((p) => p.id)).toContain(
      product.id,
    );

    await setStock(skus[0]!.id, 10);
    await call(contracts.ProductSku.SetAvailableStock, { id: skus[0]!.id, quantity: 5 }, { token });
    await call(
      contracts.ProductSku.SetEarlyWarningStock,
      { id: skus[0]!.id, earlyWarningStock: 5 },
      { token },
    );
    const onShelf = await list({ shelfStatus: "OnShelf", brandId: c.brandId });
    expect(onShelf.body.result.items.map((p) => p.id)).toContain(product.id);
    const low = await list({ hasLowStock: true, keyword: product.name });
    expect(low.body.result.items).toMatchObject([
      {
        id: product.id,
        hasLowStock: true,
        totalAvailableStock: 5,
        shelfSummary: { notOnShelf: 1, onShelf: 1, removedFromShelf: 0 },
      },
    ]);
    expect((await list({ hasLowStock: false, keyword: product.name })).body.result.totalCount).toBe(
      0,
    );
  });

  it("refuses to delete a product or drop a SKU while a SKU is on shelf or holds stock", async () => {
    const { product, skus } = await makeProduct(token, c);
    await setStock(skus[1]!.id, 3);
    await call(contracts.ProductSku.SetAvailableStock, { id: skus[1]!.id, quantity: 3 }, { token });

    const drop = await call(
      contracts.Product.Update,
      editInput(product, { skus: [gridOf(product)[0]] }),
      { token },
    );
    expect(drop.status).toBe(409);
    const del = await call(contracts.Product.Delete, { id: product.id }, { token });
    expect(del.status).toBe(409);

    await call(contracts.ProductSku.BatchRemovedFromShelf, { ids: [skus[1]!.id] }, { token });
    // off the shelf, it still holds 3: the stock leaves through the warehouse first
    const holding = await call(contracts.Product.Delete, { id: product.id }, { token });
    expect(holding.status).toBe(409);
    expect(holding.body.error?.message).toContain(`${skus[1]!.number} (3)`);
    await setStock(skus[1]!.id, 0);
    expect((await call(contracts.Product.Delete, { id: product.id }, { token })).status).toBe(200);
    expect((await call(contracts.Product.Get, { id: product.id }, { token })).status).toBe(404);
    expect((await call(contracts.ProductSku.Get, { id: skus[0]!.id }, { token })).status).toBe(404);
  });

  it("is refused to a user without catalogue permissions", async () => {
    const editor = await signIn("editor");
    expect((await call(contracts.Product.GetAll, {}, { token: editor })).status).toBe(403);
    const create = await send("POST", contracts.Product.Create.path, { json: {}, token: editor });
    expect(create.status).toBe(403);
  });
});

describe("Product and brand lists sort by their visible columns", () => {
  it("sorts products by SKU count, brand and category, and brands by product count", async () => {
    const token = await signIn();
    const bySkus = await call(
      contracts.Product.GetAll,
      { sorting: "skuCount desc", maxResultCount: 50 },
      { token },
    );
    const counts = bySkus.body.result.items.map((p) => p.skuCount);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    const byBrand = await call(
      contracts.Product.GetAll,
      { sorting: "brandName asc", maxResultCount: 50 },
      { token },
    );
    // collation-free check: a brand's products come out together
    const brands = byBrand.body.result.items.map((p) => p.brandName);
    const runs = brands.filter((b, i) => b !== brands[i - 1]);
    expect(new Set(runs).size).toBe(runs.length);
    expect(
      (await call(contracts.Product.GetAll, { sorting: "categoryName desc" }, { token })).status,
    ).toBe(200);
    const brandList = await call(
      contracts.ProductBrand.GetAll,
      { sorting: "productCount desc", maxResultCount: 100 },
      { token },
    );
    const productCounts = brandList.body.result.items.map((b) => b.productCount);
    expect(productCounts).toEqual([...productCounts].sort((a, b) => b - a));
  });
});
