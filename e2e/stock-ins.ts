import { contracts } from "@/lib/contracts";
import { IN_STORAGE_TYPE_KEY } from "@/lib/contracts/data-dictionary";
import { type Api, expect, unique } from "./fixtures";

// What a stock-in test needs around it, made through the API: a supplier, a warehouse with one
// location, the seeded in-storage types and two seeded SKUs. A warehoused stock-in is a
// permanent record (its warehouse, location and supplier stay with it); what the test put in
// stock is counted back out when it ends, so the seeded SKUs' stock is as it was.

export interface StockInPlace {
  supplier: { id: string; name: string };
  warehouse: { id: string; name: string };
  location: { id: string; code: string };
  type: { key: string; name: string };
  skus: { id: string; number: string; productName: string; factoryPrice: string }[];
}

export async function stockInPlace(api: Api): Promise<StockInPlace> {
  const supplierName = unique("Maple Freight ");
  const supplier = await api.call(contracts.Supplier.Create, {
    supplierName,
    mobilePhone: "+1 604 555 0142",
    realName: "Jordan Lee",
  });
  expect(supplier.status, JSON.stringify(supplier.body.error)).toBe(200);
  const warehouseName = unique("Fraser Dock ");
  const warehouse = await api.call(contracts.Warehouse.Create, {
    name: warehouseName,
    status: "Enable",
  });
  expect(warehouse.status, JSON.stringify(warehouse.body.error)).toBe(200);
  const warehouseId = warehouse.body.result.id;
  const location = await api.call(contracts.WarehouseLocation.Create, {
    warehouseId,
    frame: "C",
    layer: "03",
    position: "11",
    status: "Enable",
  });
  expect(location.status, JSON.stringify(location.body.error)).toBe(200);
  const locationId = location.body.result.id;
  const types = await api.call(contracts.DataDictionary.GetDataDictionaryListByKey, {
    key: IN_STORAGE_TYPE_KEY,
  });
  expect(types.body.result.items.length, "seeded in-storage types").toBeGreaterThan(0);
  const type = types.body.result.items[0]!;
  const skus = await api.call(contracts.ProductSku.GetAll, {
    maxResultCount: 2,
    sorting: "number",
  });
  expect(skus.body.result.items).toHaveLength(2);

  // the stock the test adds at the new location is counted back to none; then what can go, goes
  api.whenDone(async (admin) => {
    await countBackOut(admin, skus.body.result.items, locationId);
    // refused while a warehoused stock-in names them: those stay, as records do
    await admin.call(contracts.WarehouseLocation.Delete, { id: locationId });
    await admin.call(contracts.Warehouse.Delete, { id: warehouseId });
    await admin.call(contracts.Supplier.Delete, { id: supplier.body.result.id });
  });

  return {
    supplier: { id: supplier.body.result.id, name: supplierName },
    warehouse: { id: warehouseId, name: warehouseName },
    location: { id: locationId, code: location.body.result.code },
    type: { key: type.key, name: type.displayName },
    skus: skus.body.result.items.map((s) => ({
      id: s.id,
      number: s.number,
      productName: s.productName,
      factoryPrice: s.factoryPrice,
    })),
  };
}

/** What the test put at a location of its own, counted back to none (as admin, at the end). */
async function countBackOut(admin: Api, skus: { id: string }[], locationId: string) {
  for (const sku of skus) {
    const held = await admin.call(contracts.WarehouseStock.GetAll, { skuId: sku.id, locationId });
    if (!held.body.result?.items.length) continue;
    const counted = await admin.call(contracts.WarehouseStock.Count, {
      skuId: sku.id,
      locationId,
      countedQuantity: 0,
      remark: "e2e: the test's stock counted back out",
    });
    expect(counted.status, JSON.stringify(counted.body.error)).toBe(200);
  }
}

/**
 * Another location in the place's warehouse (somewhere to transfer to); what the test moves there
 * is counted back out and the location deleted when the test ends, before the place's cleanup.
 */
export async function anotherLocation(api: Api, place: StockInPlace) {
  const made = await api.call(contracts.WarehouseLocation.Create, {
    warehouseId: place.warehouse.id,
    frame: "C",
    layer: "03",
    position: "12",
    status: "Enable",
  });
  expect(made.status, JSON.stringify(made.body.error)).toBe(200);
  const location = made.body.result;
  api.whenDone(async (admin) => {
    await countBackOut(admin, place.skus, location.id);
    await admin.call(contracts.WarehouseLocation.Delete, { id: location.id });
  });
  return { id: location.id, code: location.code };
}

/** A stock-in (not warehoused) of the place's first SKU, made through the API; deleted after. */
export async function draftStockIn(api: Api, place: StockInPlace, quantity = 4) {
  const code = unique("IN-DRAFT-");
  const made = await api.call(contracts.WarehouseInStorageMain.Create, {
    inStorageCode: code,
    supplierId: place.supplier.id,
    purchaseCode: "PO-4471",
    inStorageType: place.type.key,
    handler: "Wei Chen",
    inStorageTime: new Date().toISOString(),
    warehouseId: place.warehouse.id,
    locationId: place.location.id,
    attachmentIds: [],
    lines: [{ skuId: place.skus[0]!.id, quantity, costPrice: "9.75" }],
  });
  expect(made.status, JSON.stringify(made.body.error)).toBe(200);
  // registered after the place's cleanup, so it runs first (a draft goes; a warehoused one stays)
  api.whenDone(async (admin) => {
    await admin.call(contracts.WarehouseInStorageMain.Delete, { id: made.body.result.id });
  });
  return made.body.result;
}
