import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileTypeFromBuffer } from "file-type";
import { v7 as uuidv7 } from "uuid";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { OpenDatabase } from "./client";
import type { SkuStockPlan } from "./seed-catalogue";
import { attachments, productBrands, productCategories, productSkus, products } from "./schema";

// The file store writes under DATA_DIR, read once by lib/env: point it at a throwaway directory
// before the modules that read it load.
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quay-seed-"));
vi.stubEnv("DATA_DIR", dataDir);
const { openDatabase } = await import("./client");
const { seedCatalogue } = await import("./seed-catalogue");
const { fileStore } = await import("@/server/files/store");

async function seeded(): Promise<OpenDatabase & { plan: SkuStockPlan[] }> {
  const opened = await openDatabase({ pgliteDir: "memory://", seed: false });
  const plan = await seedCatalogue(opened.db, { size: "demo", creatorUserId: uuidv7() });
  return { ...opened, plan };
}

const skuDigest = (db: OpenDatabase["db"]) =>
  db
    .select({
      number: productSkus.number,
      factoryPrice: productSkus.factoryPrice,
      memberPrice: productSkus.memberPrice,
      salePrice: productSkus.salePrice,
      shelfStatus: productSkus.shelfStatus,
      availableStock: productSkus.availableStock,
      totalStock: productSkus.totalStock,
    })
    .from(productSkus)
    .orderBy(productSkus.number);

let opened: Awaited<ReturnType<typeof seeded>>;
beforeAll(async () => {
  opened = await seeded();
}, 60_000);
afterAll(async () => {
  await opened?.close();
  vi.unstubAllEnvs();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the demo catalogue", () => {
  it("has categories in two levels, paths of ancestors and self", async () => {
    const rows = await opened.db.select().from(productCategories);
    const byId = new Map(rows.map((row) => [row.id, row]));
    const roots = rows.filter((row) => row.parentId === null);
    const leaves = rows.filter((row) => row.parentId !== null);
    expect(rows.length).toBeGreaterThanOrEqual(8);
    expect(roots.length).toBeGreaterThanOrEqual(4);
    for (const root of roots) expect(root.parentIdPath).toBe(`/${root.id}/`);
    for (const leaf of leaves) {
      const parent = byId.get(leaf.parentId!);
      expect(parent?.parentId).toBeNull();
      expect(leaf.parentIdPath).toBe(`${parent!.parentIdPath}${leaf.id}/`);
    }
    for (const root of roots) expect(leaves.some((leaf) => leaf.parentId === root.id)).toBe(true);
  });

  it("has brands, each with a stored PNG logo", async () => {
    const brands = await opened.db.select().from(productBrands);
    expect(brands.length).toBeGreaterThanOrEqual(10);
    const logos = new Map((await opened.db.select().from(attachments)).map((row) => [row.id, row]));
    for (const brand of brands) {
      const logo = logos.get(brand.imageId!);
      expect(logo).toMatchObject({ hostType: "ProductBrand", hostId: brand.id });
      const bytes = await fileStore().get(logo!.storageKey);
      expect(bytes?.byteLength).toBe(logo!.size);
      expect((await fileTypeFromBuffer(bytes!))?.mime).toBe("image/png");
    }
  });

  it("has products in leaf categories, each with pictures", async () => {
    const rows = await opened.db.select().from(products);
    const categories = new Map(
      (await opened.db.select().from(productCategories)).map((row) => [row.id, row]),
    );
    const pictures = await opened.db.select().from(attachments);
    expect(rows.length).toBeGreaterThanOrEqual(60);
    for (const product of rows) {
      const category = categories.get(product.categoryId)!;
      expect(category.parentId).not.toBeNull();
      expect(product.parentIdPath).toBe(category.parentIdPath);
      expect(product.description.length).toBeGreaterThan(40);
      expect(product.specParamIds.length).toBeGreaterThanOrEqual(1);
      const mine = pictures.filter((a) => a.hostType === "Product" && a.hostId === product.id);
      expect(mine.length).toBeGreaterThanOrEqual(1);
      expect(mine.map((a) => a.sortOrder).sort()).toEqual(mine.map((_, i) => i));
    }
  });

  it("has SKUs in every shelf state with consistent prices, and a stock plan, some running low", async () => {
    const skus = await opened.db.select().from(productSkus);
    expect(skus.length).toBeGreaterThanOrEqual(150);
    expect(new Set(skus.map((sku) => sku.number.toLowerCase())).size).toBe(skus.length);
    const byStatus = (status: string) => skus.filter((sku) => sku.shelfStatus === status);
    for (const status of ["NotOnShelf", "OnShelf", "RemovedFromShelf"]) {
      expect(byStatus(status).length).toBeGreaterThanOrEqual(10);
    }
    // stock arrives later, through the ledger (seed-stock.ts): the plan says how much
    const planOf = new Map(opened.plan.map((p) => [p.skuId, p]));
    expect(planOf.size).toBe(skus.length);
    for (const sku of skus) {
      expect([sku.totalStock, sku.availableStock, sku.reservedStock]).toEqual([0, 0, 0]);
      const plan = planOf.get(sku.id)!;
      expect(plan.number).toBe(sku.number);
      expect(plan.totalStock).toBeGreaterThanOrEqual(0);
      expect(plan.totalStock).toBeLessThanOrEqual(500);
      expect(plan.availableStock).toBeLessThanOrEqual(plan.totalStock);
      if (sku.shelfStatus !== "OnShelf") expect(plan.availableStock).toBe(0);
      expect([plan.factoryPrice, plan.salePrice]).toEqual([sku.factoryPrice, sku.salePrice]);
    }
    const low = byStatus("OnShelf").filter(
      (sku) => planOf.get(sku.id)!.availableStock <= sku.earlyWarningStock,
    );
    expect(low.length).toBeGreaterThanOrEqual(10);
    for (const sku of skus) {
      expect(Number(sku.factoryPrice)).toBeLessThan(Number(sku.memberPrice));
      expect(Number(sku.memberPrice)).toBeLessThan(Number(sku.salePrice));
      expect(sku.specText).toMatch(/^[^:]+: .+/);
    }
    expect(skus.some((sku) => sku.isRecommend)).toBe(true);
  });

  it("is the same catalogue on every run", async () => {
    const again = await seeded();
    try {
      expect(await skuDigest(again.db)).toEqual(await skuDigest(opened.db));
      const figures = (plan: SkuStockPlan[]) =>
        plan.map((p) => [p.number, p.totalStock, p.availableStock]);
      expect(figures(again.plan)).toEqual(figures(opened.plan));
    } finally {
      await again.close();
    }
  }, 60_000);
});
