// Test fixtures for the warehouse API suites: warehouses, locations, suppliers, SKUs and
// stock-ins through the API; the seeded regions self-pickup points are placed in; the in-storage
// types in the database (the data-dictionary service only reads them so far).
import { and, eq } from "drizzle-orm";
import { contracts } from "@/lib/contracts";
import { IN_STORAGE_TYPE_KEY } from "@/lib/contracts/data-dictionary";
import type { TStockInDto } from "@/lib/contracts/stock";
import { getDb } from "@/server/db/client";
import { dataDictionaries } from "@/server/db/schema";
import { call, unique } from "@/server/test/api";
import {
  type Catalogue,
  catalogue,
  productInput,
  skuRow,
  uploadImages,
} from "../catalogue/product-fixtures";

export async function newWarehouse(token: string, name = unique("Wh")) {
  const res = await call(
    contracts.Warehouse.Create,
    { name, status: "Enable", description: "test" },
    { token },
  );
  if (res.status !== 200) throw new Error(JSON.stringify(res.body.error));
  return res.body.result;
}

export async function newLocation(
  token: string,
  warehouseId: string,
  [frame, layer, position]: readonly [string, string, string],
) {
  return call(
    contracts.WarehouseLocation.Create,
    { warehouseId, frame, layer, position, status: "Enable" },
    { token },
  );
}

/** The ids of a seeded country, a province in it and a city in that province, by name. */
export async function regionOf(token: string, country: string, province: string, city: string) {
  const tree = await call(
    contracts.WarehouseSelfLiftinPoint.GetAdministrativeDivision,
    {},
    { token },
  );
  const c = tree.body.result.items.find((x) => x.name === country)!;
  const p = c.provinces.find((x) => x.name === province)!;
  const ci = p.cities.find((x) => x.name === city)!;
  return { countryId: c.id, provinceId: p.id, cityId: ci.id };
}

/** A valid self-pickup point of a warehouse in Toronto (the fields SPEC §5 requires). */
export async function pointInput(token: string, warehouseId: string) {
  return {
    warehouseId,
    name: unique("Point"),
    contacts: "Ada Roy",
    contactNumber: "+1 416-555-0100",
    contactEmail: "ada@example.com",
    ...(await regionOf(token, "Canada", "Ontario", "Toronto")),
    address: "1 Yonge St",
    remark: null,
  };
}

// --- stock: suppliers, in-storage types, SKUs, stock-ins --------------------------------------

/** The in-storage types the stock-in tests use (a node and its values, made when missing). */
const IN_STORAGE_TYPES = [
  { key: "Purchase", displayName: "Purchase", displayOrder: 1 },
  { key: "Return", displayName: "Customer return", displayOrder: 2 },
] as const;

/** The InStorageType dictionary with IN_STORAGE_TYPES among its values (no service writes it yet). */
export async function inStorageTypes() {
  const db = await getDb();
  const node = () =>
    db
      .select({ id: dataDictionaries.id })
      .from(dataDictionaries)
      .where(
        and(
          eq(dataDictionaries.key, IN_STORAGE_TYPE_KEY),
          eq(dataDictionaries.isParent, true),
          eq(dataDictionaries.isDeleted, false),
        ),
      );
  let [found] = await node();
  if (!found) {
    await db
      .insert(dataDictionaries)
      .values({ key: IN_STORAGE_TYPE_KEY, displayName: "In-storage type", isParent: true })
      .onConflictDoNothing();
    [found] = await node();
  }
  await db
    .insert(dataDictionaries)
    .values(
      IN_STORAGE_TYPES.map((v) => ({ ...v, parentId: found!.id, parentKey: IN_STORAGE_TYPE_KEY })),
    )
    .onConflictDoNothing();
  return found!.id;
}

export async function newSupplier(token: string, supplierName = unique("Supplier")) {
  const res = await call(
    contracts.Supplier.Create,
    { supplierName, mobilePhone: "+86 755 5555 0100", realName: "Li Na" },
    { token },
  );
  if (res.status !== 200) throw new Error(JSON.stringify(res.body.error));
  return res.body.result;
}

let catalogueOnce: Promise<Catalogue> | undefined;
/** A new product with two SKUs (models "M-<number>"), one image. */
export async function newSkus(token: string) {
  catalogueOnce ??= catalogue(token);
  const c = await catalogueOnce;
  const [image] = await uploadImages(token, 1);
  const [a, b] = [unique("SKU-A"), unique("SKU-B")];
  const res = await call(
    contracts.Product.Create,
    productInput(c, [image!], [skuRow(c, a, "Red", "L"), skuRow(c, b, "Blue", "M")]),
    { token },
  );
  if (res.status !== 200) throw new Error(JSON.stringify(res.body.error));
  return { product: res.body.result, skus: res.body.result.skus };
}

/** A warehouse with two enabled locations (A-01-01, A-01-02). */
export async function newPlaces(token: string) {
  const warehouse = await newWarehouse(token);
  const first = (await newLocation(token, warehouse.id, ["A", "01", "01"])).body.result;
  const second = (await newLocation(token, warehouse.id, ["A", "01", "02"])).body.result;
  return { warehouse, first, second };
}

/** A valid stock-in of these lines into a warehouse location (every SPEC §5 field). */
export function stockInInput(
  o: {
    supplierId: string;
    warehouseId: string;
    locationId: string;
    lines: { skuId: string; quantity: number; costPrice?: string | number }[];
  },
  code = unique("IN"),
) {
  return {
    inStorageCode: code,
    supplierId: o.supplierId,
    purchaseCode: "PO-2026-001",
    inStorageType: IN_STORAGE_TYPES[0].key as string,
    handler: "Wei Chen",
    inStorageTime: "2026-11-20T09:30:00.000Z",
    warehouseId: o.warehouseId,
    locationId: o.locationId,
    remark: null,
    attachmentIds: [],
    lines: o.lines.map((l) => ({ costPrice: "12.50", ...l })),
  };
}

/** Creates and warehouses a stock-in: stock of these lines at the location. */
export async function stockIn(
  token: string,
  o: Parameters<typeof stockInInput>[0],
): Promise<TStockInDto> {
  await inStorageTypes();
  const created = await call(contracts.WarehouseInStorageMain.Create, stockInInput(o), { token });
  if (created.status !== 200) throw new Error(JSON.stringify(created.body.error));
  const done = await call(
    contracts.WarehouseInStorageMain.Warehousing,
    { id: created.body.result.id },
    { token },
  );
  if (done.status !== 200) throw new Error(JSON.stringify(done.body.error));
  return done.body.result;
}
