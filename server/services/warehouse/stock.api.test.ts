import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { getDb } from "@/server/db/client";
import { stockLedger } from "@/server/db/schema";
import { call, signIn, membersOf } from "@/server/test/api";
import {
  inStorageTypes,
  newLocation,
  newPlaces,
  newSkus,
  newSupplier,
  newWarehouse,
  stockIn,
} from "./fixtures";

const { WarehouseStock: Stock, ProductSku, WarehouseLocation } = contracts;

let token: string;
beforeAll(async () => {
  token = await signIn();
  await inStorageTypes();
});

/** Two SKUs with stock at A-01-01 of a new warehouse (5 of the first, 3 of the second). */
async function stocked() {
  const supplier = await newSupplier(token);
  const places = await newPlaces(token);
  const { skus, product } = await newSkus(token);
  const [a, b] = [skus[0]!, skus[1]!];
  const receipt = await stockIn(token, {
    supplierId: supplier.id,
    warehouseId: places.warehouse.id,
    locationId: places.first.id,
    lines: [
      { skuId: a.id, quantity: 5 },
      { skuId: b.id, quantity: 3 },
    ],
  });
  return { ...places, supplier, product, a, b, receipt };
}

/** A SKU's quantity per location code, as the stock query shows it. */
async function placesOf(skuId: string) {
  const res = await call(Stock.GetAll, { skuId, maxResultCount: 100 }, { token });
  return Object.fromEntries(res.body.result.items.map((r) => [r.locationCode, r.quantity]));
}

describe("WarehouseStock", () => {
  it("lists stock per SKU and place, with the SKU's figures, filtered and sorted", async () => {
    const s = await stocked();
    const rows = await call(
      Stock.GetAll,
      { warehouseId: s.warehouse.id, sorting: "quantity desc" },
      { token },
    );
    expect(rows.status).toBe(200);
    expect(rows.body.result.totalCount).toBe(2);
    expect(rows.body.result.items).toEqual([
      {
        skuId: s.a.id,
        skuNumber: s.a.number,
        productId: s.product.id,
        productName: s.product.name,
        model: `M-${s.a.number}`,
        warehouseId: s.warehouse.id,
        warehouseName: s.warehouse.name,
        locationId: s.first.id,
        locationCode: "A-01-01",
        quantity: 5,
        totalStock: 5,
        availableStock: 0,
        reservedStock: 0,
        earlyWarningStock: 0,
        isLowStock: false,
      },
      expect.objectContaining({ skuId: s.b.id, quantity: 3, totalStock: 3 }),
    ]);
    const skuIds = async (input: Record<string, unknown>) =>
      (
        await call(Stock.GetAll, { warehouseId: s.warehouse.id, ...input }, { token })
      ).body.result.items.map((r) => r.skuId);
    expect(await skuIds({ sorting: "quantity" })).toEqual([s.b.id, s.a.id]);
    expect(await skuIds({ skuNumber: s.b.number.toLowerCase() })).toEqual([s.b.id]);
    expect(await skuIds({ model: `m-${s.a.number}` })).toEqual([s.a.id]);
    expect(await skuIds({ skuId: s.b.id })).toEqual([s.b.id]);
    expect(await skuIds({ locationId: s.second.id })).toEqual([]);
    expect(await skuIds({ lowStockOnly: true })).toEqual([]);
    await call(ProductSku.SetEarlyWarningStock, { id: s.b.id, earlyWarningStock: 2 }, { token });
    expect(await skuIds({ lowStockOnly: true })).toEqual([s.b.id]);

    // an empty place is not listed
    await call(
      Stock.Count,
      { skuId: s.b.id, locationId: s.first.id, countedQuantity: 0, remark: "broken" },
      { token },
    );
    expect(await skuIds({})).toEqual([s.a.id]);
  });

  it("moves stock between two places as two rows sharing one reference", async () => {
    const s = await stocked();
    const other = await newWarehouse(token);
    const far = (await newLocation(token, other.id, ["F", "01", "01"])).body.result;
    // the SKU is entirely on shelf: a transfer leaves its total alone, so it may move
    expect(
      (await call(ProductSku.SetAvailableStock, { id: s.a.id, quantity: 5 }, { token })).status,
    ).toBe(200);
    const moved = await call(
      Stock.Transfer,
      {
        skuId: s.a.id,
        fromLocationId: s.first.id,
        toLocationId: far.id,
        quantity: 2,
        remark: "closer to packing",
      },
      { token },
    );
    expect(moved.status, JSON.stringify(moved.body.error)).toBe(200);
    expect(moved.body.result.reference).toMatch(/^TR-\d{8}-[0-9A-Z]{6}$/);
    expect(moved.body.result.reference.slice(3, 11)).toBe(
      new Date().toISOString().slice(0, 10).replaceAll("-", ""),
    );
    const db = await getDb();
    const rows = await db
      .select()
      .from(stockLedger)
      .where(eq(stockLedger.referenceId, moved.body.result.referenceId));
    expect(
      rows
        .map((r) => [r.reason, r.delta, r.warehouseId, r.locationId, r.reference, r.remark])
        .sort(),
    ).toEqual([
      ["TransferIn", 2, other.id, far.id, moved.body.result.reference, "closer to packing"],
      [
        "TransferOut",
        -2,
        s.warehouse.id,
        s.first.id,
        moved.body.result.reference,
        "closer to packing",
      ],
    ]);
    expect(await placesOf(s.a.id)).toEqual({ "A-01-01": 3, "F-01-01": 2 });
    const sku = (await call(ProductSku.Get, { id: s.a.id }, { token })).body.result;
    expect([sku.totalStock, sku.availableStock]).toEqual([5, 5]);
  });

  it("refuses transfers from or to places it cannot use, and more than a place holds", async () => {
    const s = await stocked();
    const transfer = (o: Record<string, unknown>) =>
      call(
        Stock.Transfer,
        {
          skuId: s.a.id,
          fromLocationId: s.first.id,
          toLocationId: s.second.id,
          quantity: 1,
          ...o,
        } as never,
        { token, culture: "en" },
      );
    const same = await transfer({ toLocationId: s.first.id });
    expect([same.status, membersOf(same)]).toEqual([400, ["toLocationId"]]);
    const noFrom = await transfer({ fromLocationId: randomUUID() });
    expect([noFrom.status, membersOf(noFrom)]).toEqual([400, ["fromLocationId"]]);
    const noTo = await transfer({ toLocationId: randomUUID() });
    expect([noTo.status, membersOf(noTo)]).toEqual([400, ["toLocationId"]]);
    expect((await transfer({ skuId: randomUUID() })).status).toBe(404);
    const zero = await transfer({ quantity: 0 });
    expect(membersOf(zero)).toEqual(["quantity"]);

    const tooMany = await transfer({ quantity: 6 });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.error?.message).toBe(
      `Only 5 of ${s.a.number} is at that location, so 6 cannot be taken from it.`,
    );
    const empty = await transfer({ fromLocationId: s.second.id, toLocationId: s.first.id });
    expect(empty.body.error?.message).toBe(
      `Only 0 of ${s.a.number} is at that location, so 1 cannot be taken from it.`,
    );

    await call(WarehouseLocation.Update, { ...s.second, status: "Disable" }, { token });
    const disabled = await transfer({});
    expect([disabled.status, membersOf(disabled)]).toEqual([400, ["toLocationId"]]);
    expect(disabled.body.error?.validationErrors?.[0]?.message).toBe(
      "Location A-01-02 is disabled.",
    );
    await call(WarehouseLocation.Update, { ...s.second, status: "Enable" }, { token });
    expect((await transfer({ quantity: 2 })).status).toBe(200);
    // stock may still leave a disabled place (to empty it)
    await call(WarehouseLocation.Update, { ...s.second, status: "Disable" }, { token });
    expect(
      (await transfer({ fromLocationId: s.second.id, toLocationId: s.first.id, quantity: 2 }))
        .status,
    ).toBe(200);
    expect(await placesOf(s.a.id)).toEqual({ "A-01-01": 5 });
  });

  it("records a count as the difference, with its reason, never below what is committed", async () => {
    const s = await stocked();
    const count = (countedQuantity: number, remark = "cycle count") =>
      call(
        Stock.Count,
        { skuId: s.a.id, locationId: s.first.id, countedQuantity, remark },
        { token, culture: "en" },
      );
    const noReason = await count(7, " ");
    expect([noReason.status, membersOf(noReason)]).toEqual([400, ["remark"]]);
    const negative = await count(-1);
    expect(membersOf(negative)).toEqual(["countedQuantity"]);

    const up = await count(8, "found a carton");
    expect(up.body.result).toEqual({ delta: 3, quantity: 8 });
    const same = await count(8);
    expect(same.body.result).toEqual({ delta: 0, quantity: 8 });
    // a count at an empty place puts stock there
    const elsewhere = await call(
      Stock.Count,
      { skuId: s.a.id, locationId: s.second.id, countedQuantity: 2, remark: "stray" },
      { token },
    );
    expect(elsewhere.body.result).toEqual({ delta: 2, quantity: 2 });

    const ledger = await call(Stock.GetLedger, { skuId: s.a.id }, { token });
    expect(ledger.body.result.totalCount).toBe(3);
    expect(ledger.body.result.items.map((r) => [r.reason, r.delta, r.remark])).toEqual([
      ["Count", 2, "stray"],
      ["Count", 3, "found a carton"],
      ["StockIn", 5, null],
    ]);
    expect(ledger.body.result.sku.totalStock).toBe(10);

    // 6 on shelf: the SKU's total (8 here, 2 elsewhere) may not be counted below that
    await call(ProductSku.SetAvailableStock, { id: s.a.id, quantity: 6 }, { token });
    const below = await count(3);
    expect(below.status).toBe(409);
    expect(below.body.error?.message).toBe(
      `The stock of ${s.a.number} cannot go below 6, what is on shelf or reserved.`,
    );
    expect((await count(4)).body.result).toEqual({ delta: -4, quantity: 4 });
    expect(await placesOf(s.a.id)).toEqual({ "A-01-01": 4, "A-01-02": 2 });

    const unknown = await call(
      Stock.Count,
      { skuId: s.a.id, locationId: randomUUID(), countedQuantity: 1, remark: "x" },
      { token },
    );
    expect([unknown.status, membersOf(unknown)]).toEqual([400, ["locationId"]]);
  });

  it("keeps a place's stock under its warehouse after the empty location moves", async () => {
    const places = await newPlaces(token);
    const other = await newWarehouse(token);
    const { skus } = await newSkus(token);
    const sku = skus[0]!;
    const count = (countedQuantity: number) =>
      call(
        Stock.Count,
        { skuId: sku.id, locationId: places.first.id, countedQuantity, remark: "count" },
        { token },
      );
    expect((await count(5)).status).toBe(200);
    expect((await count(0)).status).toBe(200);
    const moved = await call(
      WarehouseLocation.Update,
      { ...places.first, warehouseId: other.id },
      { token },
    );
    expect(moved.status, JSON.stringify(moved.body.error)).toBe(200);
    expect((await count(7)).status).toBe(200);
    const inOther = await call(Stock.GetAll, { skuId: sku.id, warehouseId: other.id }, { token });
    expect(inOther.body.result.items.map((r) => [r.warehouseName, r.quantity])).toEqual([
      [other.name, 7],
    ]);
    const inFirst = await call(
      Stock.GetAll,
      { skuId: sku.id, warehouseId: places.warehouse.id },
      { token },
    );
    expect(inFirst.body.result.totalCount).toBe(0);
  });

  it("shows one SKU's ledger newest first, with places, references and who", async () => {
    const s = await stocked();
    const moved = await call(
      Stock.Transfer,
      { skuId: s.a.id, fromLocationId: s.first.id, toLocationId: s.second.id, quantity: 1 },
      { token },
    );
    await call(
      Stock.Count,
      { skuId: s.a.id, locationId: s.second.id, countedQuantity: 0, remark: "damaged" },
      { token },
    );
    const res = await call(Stock.GetLedger, { skuId: s.a.id }, { token });
    expect(res.status).toBe(200);
    const items = res.body.result.items;
    expect(items.map((r) => r.reason)).toEqual([
      "Count",
      ...(items[1]!.reason === "TransferIn"
        ? ["TransferIn", "TransferOut"]
        : ["TransferOut", "TransferIn"]),
      "StockIn",
    ]);
    expect(items[0]).toMatchObject({
      warehouseId: s.warehouse.id,
      warehouseName: s.warehouse.name,
      locationId: s.second.id,
      locationCode: "A-01-02",
      delta: -1,
      reference: null,
      remark: "damaged",
      creatorName: "Admin Quay",
    });
    expect(items[3]).toMatchObject({
      reference: s.receipt.inStorageCode,
      referenceId: s.receipt.id,
      delta: 5,
    });
    expect(items.filter((r) => r.referenceId === moved.body.result.referenceId)).toHaveLength(2);
    expect(res.body.result.sku).toEqual({
      id: s.a.id,
      number: s.a.number,
      productName: s.product.name,
      model: `M-${s.a.number}`,
      totalStock: 4,
      availableStock: 0,
      reservedStock: 0,
      earlyWarningStock: 0,
      isLowStock: false,
    });
    const here = await call(Stock.GetLedger, { skuId: s.a.id, locationId: s.second.id }, { token });
    expect(here.body.result.items.map((r) => r.delta)).toEqual([-1, 1]);
    const paged = await call(
      Stock.GetLedger,
      { skuId: s.a.id, skipCount: 1, maxResultCount: 2 },
      { token },
    );
    expect(paged.body.result.totalCount).toBe(4);
    expect(paged.body.result.items.map((r) => r.id)).toEqual([items[1]!.id, items[2]!.id]);
    expect((await call(Stock.GetLedger, { skuId: randomUUID() }, { token })).status).toBe(404);
  });

  it("never takes a place below zero under concurrent transfers", async () => {
    const s = await stocked();
    const attempts = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(
          Stock.Transfer,
          { skuId: s.a.id, fromLocationId: s.first.id, toLocationId: s.second.id, quantity: 1 },
          { token },
        ),
      ),
    );
    const statuses = attempts.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 409, 409, 409]);
    expect(await placesOf(s.a.id)).toEqual({ "A-01-02": 5 });
    const references = new Set(
      attempts.filter((r) => r.status === 200).map((r) => r.body.result.reference),
    );
    expect(references.size).toBe(5);
    const sku = (await call(ProductSku.Get, { id: s.a.id }, { token })).body.result;
    expect(sku.totalStock).toBe(5);
  });
});
