import type { Page } from "@playwright/test";
import { contracts } from "@/lib/contracts";
import { IN_STORAGE_TYPE_KEY } from "@/lib/contracts/data-dictionary";
import { type Api, expect, unique } from "./fixtures";

// What a stock-in test needs around it, made through the API: a supplier, a warehouse with one
// location, the seeded in-storage types and two seeded SKUs. A warehoused stock-in is a
// permanent record (its warehouse, location and supplier stay with it); what the test put in
// stock is counted back out when it ends, so the seeded SKUs' stock is as it was. And what a
// person does on the stock-in form more than once: choosing the header, adding product rows.

/** What any stock-in names besides its place: a supplier, an in-storage type and two SKUs. */
export interface StockInSupplies {
  supplier: { id: string; name: string };
  type: { key: string; name: string };
  skus: { id: string; number: string; productName: string; factoryPrice: string }[];
}

export interface StockInPlace extends StockInSupplies {
  warehouse: { id: string; name: string };
  location: { id: string; code: string };
}

/**
 * A new supplier (deleted when the test ends, unless a warehoused stock-in names it), the first
 * seeded in-storage type and the first two seeded SKUs by number.
 */
export async function stockInSupplies(api: Api): Promise<StockInSupplies> {
  const supplierName = unique("Maple Freight ");
  const supplier = await api.call(contracts.Supplier.Create, {
    supplierName,
    mobilePhone: "+1 604 555 0142",
    realName: "Jordan Lee",
  });
  expect(supplier.status, JSON.stringify(supplier.body.error)).toBe(200);
  // refused while a warehoused stock-in names it: it stays, as records do
  api.whenDone(async (admin) => {
    await admin.call(contracts.Supplier.Delete, { id: supplier.body.result.id });
  });
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
  return {
    supplier: { id: supplier.body.result.id, name: supplierName },
    type: { key: type.key, name: type.displayName },
    skus: skus.body.result.items.map((s) => ({
      id: s.id,
      number: s.number,
      productName: s.productName,
      factoryPrice: s.factoryPrice,
    })),
  };
}

/**
 * When the test ends, before the cleanups registered so far, each SKU is counted back to none at
 * each place: the stock the test added there goes, so the SKUs' stock is as it was.
 */
export function countBackOutAfterTest(
  api: Api,
  skus: readonly { id: string }[],
  locationIds: readonly string[],
) {
  api.whenDone(async (admin) => {
    for (const locationId of locationIds)
      for (const sku of skus) {
        const held = await admin.call(contracts.WarehouseStock.GetAll, {
          skuId: sku.id,
          locationId,
        });
        if (!held.body.result?.items.length) continue;
        const counted = await admin.call(contracts.WarehouseStock.Count, {
          skuId: sku.id,
          locationId,
          countedQuantity: 0,
          remark: "e2e: the test's stock counted back out",
        });
        expect(counted.status, JSON.stringify(counted.body.error)).toBe(200);
      }
  });
}

/** The supplies, and a warehouse with one location made through the API, for a stock-in. */
export async function stockInPlace(api: Api): Promise<StockInPlace> {
  const supplies = await stockInSupplies(api);
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
  // refused while a warehoused stock-in names them: those stay, as records do
  api.whenDone(async (admin) => {
    await admin.call(contracts.WarehouseLocation.Delete, { id: locationId });
    await admin.call(contracts.Warehouse.Delete, { id: warehouseId });
  });
  // runs first: what can go, goes once its stock is counted out
  countBackOutAfterTest(api, supplies.skus, [locationId]);
  return {
    ...supplies,
    warehouse: { id: warehouseId, name: warehouseName },
    location: { id: locationId, code: location.body.result.code },
  };
}

/** Picks the stock-in form's supplier, type, warehouse and location from their lists. */
export async function chooseStockInHeader(
  page: Page,
  choice: { supplier: string; type: string; warehouse: string; location: string },
) {
  for (const [field, option] of [
    ["Supplier", choice.supplier],
    ["Type", choice.type],
    ["Warehouse", choice.warehouse],
    ["Location", choice.location],
  ] as const) {
    await page.getByRole("combobox", { name: field }).click();
    await page.getByRole("option", { name: option }).click();
  }
}

/** Finds a SKU by its number on the stock-in form, adds its row and types quantity and price. */
export async function addProductRow(
  page: Page,
  skuNumber: string,
  quantity: string,
  costPrice: string,
) {
  await page.getByLabel("Find a SKU").fill(skuNumber);
  await page.getByRole("button", { name: `Add ${skuNumber}` }).click();
  // the new row's quantity has the focus: the person types it straight away
  await expect(page.getByLabel(`Quantity of ${skuNumber}`)).toBeFocused();
  await page.keyboard.type(quantity);
  await page.getByLabel(`Cost price of ${skuNumber}`).fill(costPrice);
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
    await admin.call(contracts.WarehouseLocation.Delete, { id: location.id });
  });
  countBackOutAfterTest(api, place.skus, [location.id]);
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
