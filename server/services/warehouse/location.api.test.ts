import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { call, signIn } from "@/server/test/api";
import {
  inStorageTypes,
  newLocation,
  newSkus,
  newSupplier,
  newWarehouse,
  stockIn as stockInAt,
  stockInInput,
} from "./fixtures";

const { WarehouseLocation } = contracts;

describe("WarehouseLocation", () => {
  it("creates locations with their code and warehouse name, sorts and filters them", async () => {
    const token = await signIn();
    const wh = await newWarehouse(token);
    for (const place of [
      ["B", "01", "01"],
      ["A", "02", "01"],
      ["A", "01", "02"],
    ] as const)
      expect((await newLocation(token, wh.id, place)).status).toBe(200);
    const one = (await newLocation(token, wh.id, ["A", "01", "01"])).body.result;
    expect(one).toMatchObject({
      warehouseId: wh.id,
      warehouseName: wh.name,
      code: "A-01-01",
      status: "Enable",
    });

    const codes = async (sorting?: string) =>
      (
        await call(WarehouseLocation.GetAll, { warehouseId: wh.id, sorting }, { token })
      ).body.result.items.map((l) => l.code);
    expect(await codes()).toEqual(["A-01-01", "A-01-02", "A-02-01", "B-01-01"]);
    expect(await codes("code desc")).toEqual(["B-01-01", "A-02-01", "A-01-02", "A-01-01"]);

    const disabled = await call(
      WarehouseLocation.Update,
      {
        id: one.id,
        warehouseId: wh.id,
        frame: "a",
        layer: "01",
        position: "09",
        status: "Disable",
      },
      { token },
    );
    expect(disabled.body.result).toMatchObject({ code: "a-01-09", status: "Disable" });
    const filtered = await call(
      WarehouseLocation.GetAll,
      { warehouseId: wh.id, status: "Disable" },
      { token },
    );
    expect(filtered.body.result.items.map((l) => l.id)).toEqual([one.id]);
    expect(
      (await call(contracts.Warehouse.Get, { id: wh.id }, { token })).body.result.locationCount,
    ).toBe(4);

    expect((await call(WarehouseLocation.Delete, { id: one.id }, { token })).status).toBe(200);
    expect((await call(WarehouseLocation.Get, { id: one.id }, { token })).status).toBe(404);
    // the place is free again once deleted
    expect((await newLocation(token, wh.id, ["A", "01", "09"])).status).toBe(200);
  });

  it("refuses a place the warehouse already has, ignoring case, naming it on position", async () => {
    const token = await signIn();
    const wh = await newWarehouse(token);
    await newLocation(token, wh.id, ["Q", "01", "01"]);
    const res = await call(
      WarehouseLocation.Create,
      { warehouseId: wh.id, frame: "q", layer: "01", position: "01", status: "Enable" },
      { token, culture: "en" },
    );
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors).toEqual([
      { message: "The place q-01-01 already exists in this warehouse.", members: ["position"] },
    ]);
    // the same place in another warehouse is fine
    const other = await newWarehouse(token);
    expect((await newLocation(token, other.id, ["Q", "01", "01"])).status).toBe(200);
  });

  it("refuses a warehouse that does not exist or was deleted, on warehouseId", async () => {
    const token = await signIn();
    const missing = await newLocation(token, randomUUID(), ["A", "1", "1"]);
    expect(missing.status).toBe(400);
    expect(missing.body.error?.validationErrors?.[0]?.members).toEqual(["warehouseId"]);
    const wh = await newWarehouse(token);
    await call(contracts.Warehouse.Delete, { id: wh.id }, { token });
    expect((await newLocation(token, wh.id, ["A", "1", "1"])).status).toBe(400);
  });

  it("refuses to delete or move a location that stock-ins use or that holds stock", async () => {
    const token = await signIn();
    await inStorageTypes();
    const supplier = await newSupplier(token);
    const { skus } = await newSkus(token);
    const [a, b] = [skus[0]!.id, skus[1]!.id];
    const wh = await newWarehouse(token);
    const other = await newWarehouse(token);
    const loc = (await newLocation(token, wh.id, ["S", "01", "01"])).body.result;
    const dock = (await newLocation(token, wh.id, ["D", "01", "01"])).body.result;
    const move = {
      id: loc.id,
      warehouseId: other.id,
      frame: "S",
      layer: "01",
      position: "01",
      status: "Enable",
    } as const;

    const draft = stockInInput({
      supplierId: supplier.id,
      warehouseId: wh.id,
      locationId: loc.id,
      lines: [{ skuId: a, quantity: 1 }],
    });
    const stockIn = (await call(contracts.WarehouseInStorageMain.Create, draft, { token })).body
      .result;
    const used = await call(WarehouseLocation.Delete, { id: loc.id }, { token, culture: "en" });
    expect(used.status).toBe(409);
    expect(used.body.error?.message).toBe(
      `S-01-01 is used by "${draft.inStorageCode}"; it cannot be deleted.`,
    );
    expect((await call(WarehouseLocation.Update, move, { token })).status).toBe(409);
    await call(contracts.WarehouseInStorageMain.Delete, { id: stockIn.id }, { token });

    // stock reaches it by a transfer from the dock, where a stock-in put it
    await stockInAt(token, {
      supplierId: supplier.id,
      warehouseId: wh.id,
      locationId: dock.id,
      lines: [
        { skuId: a, quantity: 5 },
        { skuId: b, quantity: 1 },
      ],
    });
    const transfer = (skuId: string, from: string, to: string, quantity: number) =>
      call(
        contracts.WarehouseStock.Transfer,
        { skuId, fromLocationId: from, toLocationId: to, quantity },
        { token },
      );
    expect((await transfer(a, dock.id, loc.id, 2)).status).toBe(200);
    expect((await transfer(b, dock.id, loc.id, 1)).status).toBe(200);
    const holding = await call(WarehouseLocation.Delete, { id: loc.id }, { token, culture: "en" });
    expect(holding.status).toBe(409);
    expect(holding.body.error?.message).toBe(
      "Location S-01-01 still holds 3 in stock; move or count the stock out before deleting it.",
    );
    expect((await call(WarehouseLocation.Update, move, { token })).status).toBe(409);
    // renaming in place is fine while it holds stock
    const renamed = await call(
      WarehouseLocation.Update,
      { ...move, warehouseId: wh.id, position: "02" },
      { token },
    );
    expect(renamed.body.result.code).toBe("S-01-02");

    // once the stock has left (moved and counted out), the location goes; its history stays
    expect((await transfer(a, loc.id, dock.id, 2)).status).toBe(200);
    expect((await call(WarehouseLocation.Delete, { id: loc.id }, { token })).status).toBe(409);
    const counted = await call(
      contracts.WarehouseStock.Count,
      { skuId: b, locationId: loc.id, countedQuantity: 0, remark: "damaged" },
      { token },
    );
    expect(counted.body.result).toEqual({ delta: -1, quantity: 0 });
    expect((await call(WarehouseLocation.Delete, { id: loc.id }, { token })).status).toBe(200);
    const ledger = await call(
      contracts.WarehouseStock.GetLedger,
      { skuId: a, locationId: loc.id },
      { token },
    );
    expect(ledger.body.result.items.map((r) => r.delta)).toEqual([-2, 2]);
  });
});
