import "server-only";
import { v7 as uuidv7 } from "uuid";
import { fileStore } from "@/server/files/store";
import type { Db } from "./types";
import {
  attachments,
  productBasicParams,
  productBrands,
  productCategories,
  productSkus,
  productSpecParams,
  products,
} from "./schema";
import { brandLogo, mulberry32, productPicture, productShapes } from "./seed-images";
import {
  BASIC_PARAMS,
  BRAND_COLOURS,
  COLOUR_RGB,
  GROUPS,
  OPENINGS,
  ORIGINS,
  SERIES,
  SHIPPING,
  SPECS,
  WARRANTIES,
  type Group,
  type Leaf,
  type Option,
  type SpecKey,
} from "./seed-data/catalogue";

// The demo catalogue (DESIGN §7): a cross-border shop's categories, brands with logos, parameters,
// products with pictures and SKUs in every shelf state. One fixed PRNG seed, so every run produces
// the same catalogue; "large" only makes more products for benchmarks. SKUs start with no stock:
// what each is meant to hold comes back as a plan, and seed-stock.ts brings it in through the
// ledger (stock-ins, transfers, counts, shipments), then puts the planned quantity on shelf.

const SEED = 20_240_611;
const TENANT_ID = 1;
const PRODUCT_COUNT = { demo: 72, large: 5_000 } as const;
const CHUNK = 500;

/** "USB-C Fast Charger" → "USB-C fast charger" (acronyms and brand-style words stay) */
const common = (noun: string) => noun.replace(/\b[A-Z][a-z]+\b/g, (word) => word.toLowerCase());

type Insert<T extends { $inferInsert: unknown }> = T["$inferInsert"];

/** What a seeded SKU is meant to hold once its stock has arrived (seed-stock.ts). */
export interface SkuStockPlan {
  skuId: string;
  number: string;
  /** physically held in the end: what the ledger must add up to */
  totalStock: number;
  /** on shelf, set once the stock is there (≤ totalStock; 0 unless OnShelf) */
  availableStock: number;
  factoryPrice: string;
  salePrice: string;
}

function chunks<T>(rows: T[], size = CHUNK): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < rows.length; i += size) out.push(rows.slice(i, i + size));
  return out;
}

/** 1234 cents → "12.34" */
const money = (cents: number) =>
  `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, "0")}`;
const slug = (text: string) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");

/** A picture to store as an attachment of (hostType, hostId); bytes are written before the rows. */
interface Picture {
  row: Insert<typeof attachments>;
  bytes: Uint8Array;
}

function picture(
  hostType: "ProductBrand" | "Product",
  hostId: string,
  fileName: string,
  bytes: Uint8Array,
  sortOrder: number,
  creatorUserId: string,
): Picture {
  const id = uuidv7();
  return {
    bytes,
    row: {
      id,
      tenantId: TENANT_ID,
      hostType,
      hostId,
      fileName,
      contentType: "image/png",
      size: bytes.byteLength,
      storageKey: `${TENANT_ID}/${id.slice(0, 8)}/${id}`,
      sortOrder,
      creatorUserId,
    },
  };
}

/**
 * Inserts the demo catalogue (≈ 25 categories, 16 brands, 72 products, ≈ 210 SKUs), or with
 * size "large" 5,000 products and ≈ 15,000 SKUs, every SKU with no stock yet; returns what each
 * SKU is meant to hold. The same every run: one fixed PRNG seed.
 */
export async function seedCatalogue(
  db: Db,
  options: { size: "demo" | "large"; creatorUserId: string },
): Promise<SkuStockPlan[]> {
  const rand = mulberry32(SEED);
  const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const shuffled = <T>(items: readonly T[]): T[] => {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(rand() * (i + 1));
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
    return out;
  };
  const creatorUserId = options.creatorUserId;
  const audit = { tenantId: TENANT_ID, creatorUserId };

  // Categories: the groups, each with its leaves; products live in the leaves.
  const categoryRows: Insert<typeof productCategories>[] = [];
  const leaves: { leaf: Leaf; group: Group; id: string; path: string; index: number }[] = [];
  GROUPS.forEach((group, g) => {
    const groupId = uuidv7();
    const groupPath = `/${groupId}/`;
    categoryRows.push({
      ...audit,
      id: groupId,
      parentIdPath: groupPath,
      name: group.name,
      sortOrder: g + 1,
    });
    group.children.forEach((leaf, c) => {
      const id = uuidv7();
      const path = `${groupPath}${id}/`;
      categoryRows.push({
        ...audit,
        id,
        parentId: groupId,
        parentIdPath: path,
        name: leaf.name,
        sortOrder: c + 1,
      });
      leaves.push({ leaf, group, id, path, index: leaves.length });
    });
  });

  // Brands, each with a logo.
  const pictures: Picture[] = [];
  const brandNames = [...new Set(GROUPS.flatMap((group) => group.brands))].sort();
  const brands = new Map<string, { id: string; code: string }>();
  const brandRows: Insert<typeof productBrands>[] = brandNames.map((name, i) => {
    const id = uuidv7();
    const logo = picture(
      "ProductBrand",
      id,
      `${slug(name)}-logo.png`,
      brandLogo(name, SEED + i, BRAND_COLOURS[i % BRAND_COLOURS.length]),
      0,
      creatorUserId,
    );
    pictures.push(logo);
    brands.set(name, {
      id,
      code: name
        .replace(/[^A-Za-z]/g, "")
        .slice(0, 3)
        .toUpperCase(),
    });
    return { ...audit, id, name, imageId: logo.row.id! };
  });

  // Parameters.
  const specIds = new Map<SpecKey, string>();
  const specRows: Insert<typeof productSpecParams>[] = (Object.keys(SPECS) as SpecKey[]).map(
    (key, i) => {
      const spec = SPECS[key];
      const id = uuidv7();
      specIds.set(key, id);
      return {
        ...audit,
        id,
        name: spec.name,
        inputKind: spec.inputKind,
        options: spec.inputKind === "DropDownOptions" ? spec.options.map(([value]) => value) : [],
        requirement: spec.requirement,
        specInputType: spec.specInputType,
        sortOrder: i + 1,
      };
    },
  );
  const basicIds = new Map<string, string>();
  const basicRows: Insert<typeof productBasicParams>[] = BASIC_PARAMS.map((def, i) => {
    const id = uuidv7();
    basicIds.set(def.key, id);
    const { key: _key, options: list, ...rest } = def;
    return { ...audit, id, ...rest, options: [...list], sortOrder: i + 1 };
  });
  const basic = (key: (typeof BASIC_PARAMS)[number]["key"], value: string) => ({
    paramId: basicIds.get(key)!,
    value,
  });

  // Products and their SKUs.
  const productRows: Insert<typeof products>[] = [];
  const skuRows: Insert<typeof productSkus>[] = [];
  const plan: SkuStockPlan[] = [];
  const pictureCache = new Map<string, Uint8Array>();
  const sequence = new Map<string, number>();
  let onShelfCount = 0;
  const total = PRODUCT_COUNT[options.size];
  for (let p = 0; p < total; p++) {
    const { leaf, group, id: categoryId, path, index: leafIndex } = leaves[p % leaves.length]!;
    const seq = (sequence.get(leaf.code) ?? 0) + 1;
    sequence.set(leaf.code, seq);
    const brandName = pick(group.brands);
    const brand = brands.get(brandName)!;
    const series = pick(SERIES);
    const noun = leaf.nouns[(seq - 1 + Math.floor(seq / leaf.nouns.length)) % leaf.nouns.length]!;
    const name = `${brandName} ${noun}${series ? ` ${series}` : ""}`;
    const productId = uuidv7();
    const model = `${brand.code}-${leaf.code[0]}${int(100, 999)}`;

    // 1–2 specification parameters; the SKUs are distinct combinations of their values.
    const specs = leaf.specs.slice(0, Math.min(leaf.specs.length, int(1, 2)));
    const valuesOf = (s: (typeof specs)[number]) =>
      (SPECS[s.key].options as readonly Option[]).filter(
        ([value]) => !s.values || s.values.includes(value),
      );
    let combos: Option[][] = valuesOf(specs[0]!).map((option) => [option]);
    if (specs[1]) {
      const second = valuesOf(specs[1]);
      combos = combos.flatMap((combo) => second.map((option) => [...combo, option]));
    }
    const variants = shuffled(combos).slice(0, Math.min(combos.length, int(2, 4)));
    // cheapest first, as a shop lists them
    variants.sort((a, b) => rankOf(a, specs) - rankOf(b, specs));

    const basePrice = int(leaf.price[0] * 100, leaf.price[1] * 100);
    const electrical = leaf.certs?.includes("CSA") ?? false;
    const [wMin, wMax] = leaf.weight;
    const weight = int(wMin * 100, wMax * 100) / 100;
    const side = 20 * Math.cbrt(weight); // a rough box for the weight, cm
    // one member discount and one factory margin per product, shared by its SKUs
    const memberRate = 0.85 + rand() * 0.1;
    const factoryRate = 0.35 + rand() * 0.2;
    productRows.push({
      ...audit,
      id: productId,
      name,
      categoryId,
      parentIdPath: path,
      brandId: brand.id,
      description: [
        pick(OPENINGS)(brandName, common(noun)),
        ...shuffled(leaf.features).slice(0, int(2, 3)),
        ...(specs.some((s) => s.key === "voltage" || s.key === "plug")
          ? ["Choose the voltage or plug of your country; every unit is tested before shipping."]
          : []),
        pick(SHIPPING),
      ].join(" "),
      specParamIds: specs.map((s) => specIds.get(s.key)!),
      basicParams: [
        basic("material", pick(leaf.materials)),
        basic("warranty", electrical ? pick(WARRANTIES.slice(1, 4)) : pick(WARRANTIES)),
        basic("origin", pick(ORIGINS)),
        basic("weight", weight.toFixed(2)),
        basic(
          "dimensions",
          [1.3, 1, 0.7]
            .map((f) => Math.max(2, Math.round(side * f * (0.8 + rand() * 0.4))))
            .join(" × "),
        ),
        basic("hs", leaf.hs),
        ...(leaf.certs ? [basic("certification", pick(leaf.certs))] : []),
      ],
      isSortBySalesVolume: rand() < 0.2,
    });

    // Pictures: the main one first; each shows the product in one of its colours.
    const imageCount = int(1, 3);
    for (let k = 0; k < imageCount; k++) {
      const variant = variants[k % variants.length]!;
      const colourIndex = specs.findIndex((s) => s.key === "colour");
      const colourName = colourIndex >= 0 ? variant[colourIndex]![0] : undefined;
      const colour = colourName ? COLOUR_RGB[colourName]! : group.colour;
      const shape = productShapes[leafIndex % productShapes.length]!;
      const key = `${shape}|${colour}|${group.colour}|${k}|${options.size === "demo" ? p : 0}`;
      let bytes = pictureCache.get(key);
      if (!bytes) {
        bytes = productPicture(SEED + (options.size === "demo" ? p * 3 + k : k), {
          shape,
          colour,
          background: group.colour,
        });
        pictureCache.set(key, bytes);
      }
      pictures.push(
        picture("Product", productId, `${slug(name)}-${k + 1}.png`, bytes, k, creatorUserId),
      );
    }

    variants.forEach((variant, v) => {
      const sale = Math.max(
        299,
        Math.round((basePrice * (1 + 0.12 * rankOf(variant, specs))) / 100) * 100 - 1,
      );
      const member = Math.min(sale - 1, Math.round(sale * memberRate));
      const factory = Math.min(member - 1, Math.round(sale * factoryRate));
      const earlyWarningStock = pick([5, 10, 15, 20, 25, 30]);
      const state = rand();
      let shelfStatus: "OnShelf" | "NotOnShelf" | "RemovedFromShelf";
      let totalStock: number;
      let availableStock = 0;
      let salesVolume: number;
      if (state < 0.6) {
        shelfStatus = "OnShelf";
        onShelfCount++;
        if (onShelfCount % 6 === 0 || rand() < 0.05) {
          // running low: at or under the early-warning level
          availableStock = int(0, earlyWarningStock);
          totalStock = availableStock + int(0, 40);
        } else {
          totalStock = int(earlyWarningStock + 20, 500);
          availableStock =
            totalStock - int(0, Math.floor((totalStock - earlyWarningStock - 1) * 0.3));
        }
        salesVolume = Math.floor(rand() ** 2 * 5_000);
      } else if (state < 0.8) {
        shelfStatus = "NotOnShelf";
        totalStock = rand() < 0.4 ? 0 : int(10, 300);
        salesVolume = 0;
      } else {
        shelfStatus = "RemovedFromShelf";
        totalStock = int(0, 200);
        salesVolume = int(20, 3_000);
      }
      const codes = variant.map(([, code]) => code);
      const texts = variant.map(([value], i) => `${SPECS[specs[i]!.key].name}: ${value}`);
      const unit = leaf.unit ?? "pcs";
      const skuId = uuidv7();
      const number = `QY-${leaf.code}-${String(seq).padStart(4, "0")}-${codes.join("-")}`;
      plan.push({
        skuId,
        number,
        totalStock,
        availableStock,
        factoryPrice: money(factory),
        salePrice: money(sale),
      });
      skuRows.push({
        ...audit,
        id: skuId,
        productId,
        number,
        model: `${model}-${codes.join("")}`,
        name: `${name} (${variant.map(([value]) => value).join(", ")})`,
        brandId: brand.id,
        specValues: variant.map(([value], i) => ({ paramId: specIds.get(specs[i]!.key)!, value })),
        specText: texts.join(" / "),
        isRecommend: shelfStatus === "OnShelf" && v === 0 && rand() < 0.35,
        factoryPrice: money(factory),
        memberPrice: money(member),
        salePrice: money(sale),
        // none yet: seed-stock.ts posts the plan's stock, then shelves its availableStock
        availableStock: 0,
        totalStock: 0,
        reservedStock: 0,
        earlyWarningStock,
        salesVolume,
        unit,
        minPurchaseQuantity: unit === "box" ? pick([1, 1, 2, 5]) : rand() < 0.1 ? int(2, 5) : 1,
        shelfStatus,
      });
    });
  }

  // Bytes first, so no row ever points at a missing file.
  const store = fileStore();
  for (const batch of chunks(pictures, 64)) {
    await Promise.all(batch.map((pic) => store.put(pic.row.storageKey, pic.bytes)));
  }

  await db.transaction(async (tx) => {
    await tx.insert(productCategories).values(categoryRows);
    await tx.insert(productBrands).values(brandRows);
    await tx.insert(productSpecParams).values(specRows);
    await tx.insert(productBasicParams).values(basicRows);
    for (const batch of chunks(pictures))
      await tx.insert(attachments).values(batch.map((pic) => pic.row));
    for (const batch of chunks(productRows)) await tx.insert(products).values(batch);
    for (const batch of chunks(skuRows)) await tx.insert(productSkus).values(batch);
  });
  return plan;
}

/** How far up its options' lists a variant sits (bigger capacity, longer cable … costs more). */
function rankOf(variant: Option[], specs: { key: SpecKey }[]): number {
  return variant.reduce((sum, [value], i) => {
    const key = specs[i]!.key;
    if (
      key === "colour" ||
      key === "phone" ||
      key === "finish" ||
      key === "plug" ||
      key === "voltage"
    )
      return sum;
    return sum + (SPECS[key].options as readonly Option[]).findIndex(([v]) => v === value);
  }, 0);
}
