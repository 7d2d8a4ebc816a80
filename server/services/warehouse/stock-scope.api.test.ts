import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { call, signIn, userWith } from "@/server/test/api";
import { inStorageTypes, newPlaces, newSkus, newSupplier, stockIn, stockInInput } from "./fixtures";

const { WarehouseInStorageMain: StockIn, WarehouseStock: Stock } = contracts;

describe("stock-ins and stock under a Specified Warehouse scope (issue 10 acceptance)", () => {
  it("shows and changes only the granted warehouse's stock-ins and stock", async () => {
    const admin = await signIn();
    await inStorageTypes();
    const supplier = await newSupplier(admin);
    const mine = await newPlaces(admin);
    const theirs = await newPlaces(admin);
    const { skus } = await newSkus(admin);
    const sku = skus[0]!;
    const myReceipt = await stockIn(admin, {
      supplierId: supplier.id,
      warehouseId: mine.warehouse.id,
      locationId: mine.first.id,
      lines: [{ skuId: sku.id, quantity: 4 }],
    });
    const theirReceipt = await stockIn(admin, {
      supplierId: supplier.id,
      warehouseId: theirs.warehouse.id,
      locationId: theirs.first.id,
      lines: [{ skuId: sku.id, quantity: 6 }],
    });
    const theirInput = stockInInput({
      supplierId: supplier.id,
      warehouseId: theirs.warehouse.id,
      locationId: theirs.first.id,
      lines: [{ skuId: sku.id, quantity: 1 }],
    });
    const theirDraft = (await call(StockIn.Create, theirInput, { token: admin })).body.result;

    const { token } = await userWith(
      [
        "Pages.Warehouse",
        "Pages.Warehouse.InStorage",
        "Pages.Warehouse.InStorage.Create",
        "Pages.Warehouse.InStorage.Edit",
        "Pages.Warehouse.InStorage.Delete",
        "Pages.Warehouse.InStorage.Warehousing",
        "Pages.Warehouse.Stock",
        "Pages.Warehouse.Stock.Transfer",
        "Pages.Warehouse.Stock.Count",
      ],
      ["Pages.Warehouse.InStorage", "Pages.Warehouse.Stock"].map((permissionName) => ({
        permissionName,
        scope: "Specified" as const,
        providerName: "Warehouse" as const,
        specifiedIds: [mine.warehouse.id],
      })),
    );

    // stock-ins: only the granted warehouse's, the others are absent (404)
    const list = await call(StockIn.GetAll, { maxResultCount: 1000 }, { token });
    expect(list.body.result.items.map((r) => r.id)).toEqual([myReceipt.id]);
    expect((await call(StockIn.Get, { id: myReceipt.id }, { token })).status).toBe(200);
    for (const id of [theirReceipt.id, theirDraft.id]) {
      expect((await call(StockIn.Get, { id }, { token })).status).toBe(404);
      expect((await call(StockIn.Delete, { id }, { token })).status).toBe(404);
      expect((await call(StockIn.Warehousing, { id }, { token })).status).toBe(404);
    }
    expect(
      (await call(StockIn.Update, { ...theirInput, id: theirDraft.id }, { token })).status,
    ).toBe(404);
    // nor may one be written into their warehouse
    const into = await call(StockIn.Create, { ...theirInput, inStorageCode: "NEW-1" }, { token });
    expect([into.status, into.body.error?.validationErrors?.[0]?.members]).toEqual([
      400,
      ["warehouseId"],
    ]);

    // stock: only the granted warehouse's places, ledger rows and moves
    const stock = await call(Stock.GetAll, { skuId: sku.id }, { token });
    expect(stock.body.result.items.map((r) => [r.warehouseId, r.quantity])).toEqual([
      [mine.warehouse.id, 4],
    ]);
    const ledger = await call(Stock.GetLedger, { skuId: sku.id }, { token });
    expect(ledger.body.result.items.map((r) => r.referenceId)).toEqual([myReceipt.id]);
    const out = await call(
      Stock.Transfer,
      { skuId: sku.id, fromLocationId: theirs.first.id, toLocationId: mine.second.id, quantity: 1 },
      { token },
    );
    expect([out.status, out.body.error?.validationErrors?.[0]?.members]).toEqual([
      400,
      ["fromLocationId"],
    ]);
    const away = await call(
      Stock.Transfer,
      { skuId: sku.id, fromLocationId: mine.first.id, toLocationId: theirs.second.id, quantity: 1 },
      { token },
    );
    expect([away.status, away.body.error?.validationErrors?.[0]?.members]).toEqual([
      400,
      ["toLocationId"],
    ]);
    const count = await call(
      Stock.Count,
      { skuId: sku.id, locationId: theirs.first.id, countedQuantity: 0, remark: "x" },
      { token },
    );
    expect([count.status, count.body.error?.validationErrors?.[0]?.members]).toEqual([
      400,
      ["locationId"],
    ]);
    const inside = await call(
      Stock.Transfer,
      { skuId: sku.id, fromLocationId: mine.first.id, toLocationId: mine.second.id, quantity: 1 },
      { token },
    );
    expect(inside.status).toBe(200);

    // the administrator still sees both warehouses
    const all = await call(Stock.GetAll, { skuId: sku.id }, { token: admin });
    expect(all.body.result.items.map((r) => r.quantity).sort()).toEqual([1, 3, 6]);
  });

  it("narrows stock by who created the place under a Mine scope (a balance has no creator)", async () => {
    const admin = await signIn();
    await inStorageTypes();
    const supplier = await newSupplier(admin);
    const places = await newPlaces(admin);
    const { skus } = await newSkus(admin);
    const sku = skus[0]!;
    await stockIn(admin, {
      supplierId: supplier.id,
      warehouseId: places.warehouse.id,
      locationId: places.first.id,
      lines: [{ skuId: sku.id, quantity: 5 }],
    });
    const { token } = await userWith(
      [
        "Pages.Warehouse",
        "Pages.Warehouse.Stock",
        "Pages.Warehouse.Stock.Transfer",
        "Pages.Warehouse.Locations",
        "Pages.Warehouse.Locations.Create",
      ],
      [{ permissionName: "Pages.Warehouse.Stock", scope: "Mine" }],
    );
    expect((await call(Stock.GetAll, { skuId: sku.id }, { token })).body.result.items).toEqual([]);
    const own = await call(
      contracts.WarehouseLocation.Create,
      {
        warehouseId: places.warehouse.id,
        frame: "M",
        layer: "01",
        position: "01",
        status: "Enable",
      },
      { token },
    );
    expect(own.status).toBe(200);
    // their own place may receive stock, but not give what is not theirs
    const refused = await call(
      Stock.Transfer,
      {
        skuId: sku.id,
        fromLocationId: places.first.id,
        toLocationId: own.body.result.id,
        quantity: 2,
      },
      { token },
    );
    expect(refused.body.error?.validationErrors?.[0]?.members).toEqual(["fromLocationId"]);
    await call(
      Stock.Transfer,
      {
        skuId: sku.id,
        fromLocationId: places.first.id,
        toLocationId: own.body.result.id,
        quantity: 2,
      },
      { token: admin },
    );
    const rows = await call(Stock.GetAll, { skuId: sku.id }, { token });
    expect(rows.body.result.items.map((r) => [r.locationCode, r.quantity])).toEqual([
      ["M-01-01", 2],
    ]);
    const ledger = await call(Stock.GetLedger, { skuId: sku.id }, { token });
    expect(ledger.body.result.items.map((r) => [r.reason, r.delta])).toEqual([["TransferIn", 2]]);
  });
});
