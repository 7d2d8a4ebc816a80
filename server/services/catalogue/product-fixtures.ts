// Test fixtures for the product and SKU API suites: catalogue rows straight in the database
// (categories and params have their own services), products through the API.
import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import type { TCreateProductInput, TProductSkuRow } from "@/lib/contracts/catalogue/product";
import { getDb } from "@/server/db/client";
import {
  productBasicParams,
  productCategories,
  productSpecParams,
  users,
  warehouseLocations,
  warehouses,
} from "@/server/db/schema";
import { principalOfUser } from "@/server/auth/current-user";
import { internalCtx } from "@/server/http/internal-ctx";
import { lockSku, postStock } from "@/server/services/warehouse/stock-posting";
import { contracts } from "@/lib/contracts";
import { call, unique } from "@/server/test/api";
import { pngBytes, upload } from "@/server/test/files";

export interface Catalogue {
  /** a root category and a child under it */
  rootId: string;
  childId: string;
  childPath: string;
  brandId: string;
  colour: { id: string; name: string };
  size: { id: string; name: string };
  basicId: string;
}

export async function catalogue(token: string): Promise<Catalogue> {
  const db = await getDb();
  const rootId = crypto.randomUUID();
  const childId = crypto.randomUUID();
  const childPath = `/${rootId}/${childId}/`;
  await db.insert(productCategories).values([
    { id: rootId, name: unique("Root"), parentIdPath: `/${rootId}/` },
    { id: childId, parentId: rootId, name: unique("Child"), parentIdPath: childPath },
  ]);
  const brand = await call(contracts.ProductBrand.Create, { name: unique("Brand") }, { token });
  const [colour, size] = await db
    .insert(productSpecParams)
    .values([{ name: unique("Colour") }, { name: unique("Size") }])
    .returning({ id: productSpecParams.id, name: productSpecParams.name });
  const [basic] = await db
    .insert(productBasicParams)
    .values({ name: unique("Material") })
    .returning({ id: productBasicParams.id });
  return {
    rootId,
    childId,
    childPath,
    brandId: brand.body.result.id,
    colour: colour!,
    size: size!,
    basicId: basic!.id,
  };
}

export async function uploadImages(token: string, n: number) {
  const ids: string[] = [];
  for (let i = 0; i < n; i++)
    ids.push((await upload(token, pngBytes(), `p${i}.png`, "productImage")).body.result.id);
  return ids;
}

export function skuRow(c: Catalogue, number: string, colour: string, size: string): TProductSkuRow {
  return {
    number,
    model: `M-${number}`,
    specValues: [
      { paramId: c.size.id, value: size },
      { paramId: c.colour.id, value: colour },
    ],
    factoryPrice: "8",
    salePrice: 12.5,
    memberPrice: "11.255",
    unit: "pcs",
    minPurchaseQuantity: 1,
  };
}

export function productInput(
  c: Catalogue,
  imageIds: string[],
  skus: TProductSkuRow[],
): TCreateProductInput {
  return {
    name: unique("Kettle"),
    categoryId: c.childId,
    brandId: c.brandId,
    description: "A kettle that boils.",
    imageIds,
    specParamIds: [c.colour.id, c.size.id],
    basicParams: [{ paramId: c.basicId, value: "Steel" }],
    skus,
  };
}

/** A product with 3 images and 2 SKUs (Red/L and Blue/M) in the child category. */
export async function makeProduct(token: string, c: Catalogue) {
  const images = await uploadImages(token, 3);
  const [a, b] = [unique("SKU-A"), unique("SKU-B")];
  const res = await call(
    contracts.Product.Create,
    productInput(c, images, [skuRow(c, a, "Red", "L"), skuRow(c, b, "Blue", "M")]),
    { token },
  );
  if (res.status !== 200) throw new Error(`Product/Create: ${JSON.stringify(res.body.error)}`);
  return { product: res.body.result, images, skus: res.body.result.skus };
}

let fixturePlace: Promise<{ warehouseId: string; locationId: string }> | undefined;

/**
 * Sets what a SKU physically holds the way stock always changes: a Count posted to the ledger
 * (at a location of a warehouse kept for fixtures), so the ledger still explains every SKU's
 * stock; then what is reserved, which orders write directly.
 */
export async function setStock(skuId: string, totalStock: number, reservedStock = 0) {
  const db = await getDb();
  fixturePlace ??= (async () => {
    const [warehouse] = await db
      .insert(warehouses)
      .values({ name: unique("Fixture stock") })
      .returning({ id: warehouses.id });
    const [location] = await db
      .insert(warehouseLocations)
      .values({ warehouseId: warehouse!.id, frame: "FX", layer: "01", position: "01" })
      .returning({ id: warehouseLocations.id });
    return { warehouseId: warehouse!.id, locationId: location!.id };
  })();
  const place = await fixturePlace;
  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.userName, "admin"));
  const principal = (await principalOfUser(db, admin!.id))!;
  await db.transaction(async (tx) => {
    const ctx = internalCtx(tx, principal);
    const sku = await lockSku(ctx, skuId);
    // reserved first to 0 (the count may go below what was reserved before), then as asked:
    // ledger rows as orders write them, so the ledger explains reservedStock too
    const reserve = (reservedDelta: number) =>
      postStock(
        ctx,
        { reason: reservedDelta > 0 ? "Reserved" : "Released", reference: null, referenceId: null },
        [{ skuId, warehouseId: null, locationId: null, delta: 0, reservedDelta }],
      );
    await reserve(-sku.reservedStock);
    await postStock(ctx, { reason: "Count", reference: null, referenceId: null }, [
      { skuId, ...place, delta: totalStock - sku.totalStock },
    ]);
    await reserve(reservedStock);
  });
}
