import { beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { type ApiResponse, call, signIn, unique } from "@/server/test/api";
import { type Catalogue, catalogue, makeProduct, setStock, skuRow } from "./product-fixtures";

let token: string;
let c: Catalogue;
beforeAll(async () => {
  token = await signIn();
  c = await catalogue(token);
});

const membersOf = (res: ApiResponse) =>
  res.body.error?.validationErrors?.map((e) => e.members.join()).sort();

describe("ProductSku", () => {
  it("puts a SKU on shelf with quantity 5, never more than the unreserved stock", async () => {
    const { skus } = await makeProduct(token, c);
    const id = skus[0]!.id;
    const none = await call(contracts.ProductSku.SetAvailableStock, { id, quantity: 5 }, { token });
    expect(none.status).toBe(409);

    await setStock(id, 10, 2);
    const over = await call(contracts.ProductSku.SetAvailableStock, { id, quantity: 9 }, { token });
    expect(over.status).toBe(409);
    const zero = await call(contracts.ProductSku.SetAvailableStock, { id, quantity: 0 }, { token });
    expect(zero.status).toBe(400);
    expect(membersOf(zero)).toEqual(["quantity"]);

    const ok = await call(contracts.ProductSku.SetAvailableStock, { id, quantity: 5 }, { token });
    expect(ok.status).toBe(200);
    expect(ok.body.result).toMatchObject({
      shelfStatus: "OnShelf",
      availableStock: 5,
      totalStock: 10,
      unreservedStock: 8,
    });
  });

  it("takes SKUs off the shelf and back on again, in batches", async () => {
    const { skus } = await makeProduct(token, c);
    const [a, b] = [skus[0]!.id, skus[1]!.id];
    await setStock(a, 7);

    const empty = await call(contracts.ProductSku.BatchOnShelf, { ids: [] }, { token });
    expect(empty.status).toBe(400);
    expect(membersOf(empty)).toEqual(["ids"]);
    expect(empty.body.error?.validationErrors?.[0]?.message).not.toBe("");

    const on = await call(
      contracts.ProductSku.BatchOnShelf,
      { ids: [a, b], quantity: 50 },
      { token },
    );
    expect(on.status).toBe(200);
    expect(on.body.result.succeeded).toEqual([a]);
    expect(on.body.result.skipped).toMatchObject([{ id: b, reason: "NoStock" }]);
    const shelved = await call(contracts.ProductSku.Get, { id: a }, { token });
    expect(shelved.body.result).toMatchObject({ shelfStatus: "OnShelf", availableStock: 7 });

    const again = await call(contracts.ProductSku.BatchOnShelf, { ids: [a, b] }, { token });
    expect(again.status).toBe(409);

    const off = await call(contracts.ProductSku.BatchRemovedFromShelf, { ids: [a, b] }, { token });
    expect(off.body.result).toMatchObject({
      succeeded: [a],
      skipped: [{ id: b, reason: "NotOnShelf" }],
    });
    const removed = await call(contracts.ProductSku.Get, { id: a }, { token });
    expect(removed.body.result).toMatchObject({
      shelfStatus: "RemovedFromShelf",
      availableStock: 0,
    });
    const offAgain = await call(
      contracts.ProductSku.BatchRemovedFromShelf,
      { ids: [a] },
      { token },
    );
    expect(offAgain.status).toBe(409);
    const emptyOff = await call(contracts.ProductSku.BatchRemovedFromShelf, { ids: [] }, { token });
    expect(emptyOff.status).toBe(400);

    const back = await call(
      contracts.ProductSku.BatchOnShelf,
      { ids: [a], quantity: 2 },
      { token },
    );
    expect(back.body.result.succeeded).toEqual([a]);
    expect((await call(contracts.ProductSku.Get, { id: a }, { token })).body.result).toMatchObject({
      shelfStatus: "OnShelf",
      availableStock: 2,
    });
  });

  it("counts SKUs per shelf status and low stock, and filters the list", async () => {
    const { product, skus } = await makeProduct(token, c);
    const [a, b] = [skus[0]!, skus[1]!];
    await setStock(a.id, 4);
    await call(contracts.ProductSku.SetAvailableStock, { id: a.id, quantity: 4 }, { token });
    await call(
      contracts.ProductSku.SetEarlyWarningStock,
      { id: a.id, earlyWarningStock: 4 },
      { token },
    );
    await call(contracts.ProductSku.SetRecommend, { id: b.id, isRecommend: true }, { token });

    const counts = await call(contracts.ProductSku.GetCount, { productId: product.id }, { token });
    expect(counts.body.result).toEqual({
      total: 2,
      notOnShelf: 1,
      onShelf: 1,
      removedFromShelf: 0,
      lowStock: 1,
    });

    const list = (filters: object) =>
      call(contracts.ProductSku.GetAll, { productId: product.id, ...filters }, { token });
    expect((await list({ lowStock: true })).body.result.items.map((s) => s.id)).toEqual([a.id]);
    expect((await list({ isRecommend: true })).body.result.items.map((s) => s.id)).toEqual([b.id]);
    expect((await list({ shelfStatus: "NotOnShelf" })).body.result.items.map((s) => s.id)).toEqual([
      b.id,
    ]);
    expect((await list({ keyword: b.model })).body.result.items.map((s) => s.id)).toEqual([b.id]);
    const inRoot = await call(
      contracts.ProductSku.GetAll,
      { categoryId: c.rootId, keyword: a.number },
      { token },
    );
    expect(inRoot.body.result.items.map((s) => s.id)).toEqual([a.id]);
    const sorted = await list({ sorting: "totalStock desc" });
    expect(sorted.body.result.items.map((s) => s.id)).toEqual([a.id, b.id]);
    expect((await list({ sorting: "model" })).status).toBe(400);
  });

  it("lists SKUs for a customer code: those for everyone plus its own", async () => {
    const { product } = await makeProduct(token, c);
    const code = unique("C");
    const res = await call(
      contracts.ProductSku.Create,
      { ...skuRow(c, unique("SKU-C"), "Black", "XL"), productId: product.id, customerCode: code },
      { token },
    );
    expect(res.status).toBe(200);
    const mine = await call(
      contracts.ProductSku.GetWithCustomerCode,
      { customerCode: code.toLowerCase(), keyword: product.name, maxResultCount: 50 },
      { token },
    );
    expect(mine.body.result.totalCount).toBe(3);
    const other = await call(
      contracts.ProductSku.GetWithCustomerCode,
      { customerCode: unique("Z"), keyword: product.name },
      { token },
    );
    expect(other.body.result.items.map((s) => s.id)).not.toContain(res.body.result.id);
    expect(other.body.result.totalCount).toBe(2);
  });

  it("creates and updates a single SKU with money rounded half up, refusing bad input", async () => {
    const { product, skus } = await makeProduct(token, c);
    const number = unique("SKU-S");
    const created = await call(
      contracts.ProductSku.Create,
      { ...skuRow(c, number, "White", "S"), productId: product.id, salePrice: "10.005" },
      { token },
    );
    expect(created.body.result).toMatchObject({
      number,
      salePrice: "10.01",
      shelfStatus: "NotOnShelf",
      brandId: c.brandId,
    });

    const dup = await call(
      contracts.ProductSku.Create,
      { ...skuRow(c, skus[0]!.number.toLowerCase(), "Red", "L"), productId: product.id },
      { token },
    );
    expect(dup.status).toBe(400);
    expect(membersOf(dup)).toEqual(["number"]);

    const negative = await call(
      contracts.ProductSku.Update,
      { ...skuRow(c, number, "White", "S"), id: created.body.result.id, salePrice: "-1" },
      { token },
    );
    expect(negative.status).toBe(400);
    expect(membersOf(negative)).toEqual(["salePrice"]);

    const foreignSpec = await call(
      contracts.ProductSku.Update,
      {
        ...skuRow(c, number, "White", "S"),
        id: created.body.result.id,
        specValues: [{ paramId: c.basicId, value: "x" }],
      },
      { token },
    );
    expect(membersOf(foreignSpec)).toEqual(["specValues"]);
  });

  it("deletes a SKU unless it is on shelf or the product's last one", async () => {
    const { skus } = await makeProduct(token, c);
    const [a, b] = [skus[0]!.id, skus[1]!.id];
    await setStock(a, 1);
    await call(contracts.ProductSku.SetAvailableStock, { id: a, quantity: 1 }, { token });
    expect((await call(contracts.ProductSku.Delete, { id: a }, { token })).status).toBe(409);
    expect((await call(contracts.ProductSku.Delete, { id: b }, { token })).status).toBe(200);
    await call(contracts.ProductSku.BatchRemovedFromShelf, { ids: [a] }, { token });
    expect((await call(contracts.ProductSku.Delete, { id: a }, { token })).status).toBe(409);
  });

  it("keeps shelf actions to those allowed to do them", async () => {
    const { skus } = await makeProduct(token, c);
    const editor = await signIn("editor");
    expect((await call(contracts.ProductSku.GetAll, {}, { token: editor })).status).toBe(403);
    const clerk = await signIn("clerk");
    expect((await call(contracts.ProductSku.GetCount, {}, { token: clerk })).status).toBe(200);
    const res = await call(
      contracts.ProductSku.BatchOnShelf,
      { ids: [skus[0]!.id] },
      { token: clerk },
    );
    expect(res.status).toBe(403);
  });
});
