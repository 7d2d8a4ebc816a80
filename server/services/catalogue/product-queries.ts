import "server-only";
import { and, eq, exists, ilike, inArray, ne, not, or, type SQL } from "drizzle-orm";
import type * as z from "zod";
import type {
  TProductDto,
  ZCreateProductInput,
  ZGetProductsInput,
} from "@/lib/contracts/catalogue/product";
import {
  productBasicParams,
  productBrands,
  productCategories,
  productSkus,
  productSpecParams,
  products,
} from "@/server/db/schema";
import type { AuthedCtx } from "@/server/http/define";
import type { FieldError } from "@/server/http/errors";
import { auditFields, likePattern, liveRows } from "../kit";
import { productFilesOf } from "./product-files";
import {
  categorySubtree,
  liveSkus,
  lowStockSql,
  skuDtos,
  specParamNames,
  throwIssues,
} from "./sku-queries";

type ProductRow = typeof products.$inferSelect;

/** A live SKU of the product (in the list query) that also meets `condition`. */
const hasSku = (ctx: AuthedCtx, condition: SQL | undefined) =>
  exists(
    ctx.db
      .select({ one: productSkus.id })
      .from(productSkus)
      .where(and(liveSkus(ctx.tenantId), eq(productSkus.productId, products.id), condition)),
  );

/** GetAll filters (SPEC §3 product list). */
export async function productWhere(
  input: z.output<typeof ZGetProductsInput>,
  ctx: AuthedCtx,
): Promise<SQL | undefined> {
  const keyword = input.keyword ? likePattern(input.keyword) : undefined;
  const flag = (value: boolean | undefined, condition: SQL) =>
    value === undefined ? undefined : value ? hasSku(ctx, condition) : not(hasSku(ctx, condition));
  return and(
    keyword
      ? or(ilike(products.name, keyword), hasSku(ctx, ilike(productSkus.number, keyword)))
      : undefined,
    input.categoryId ? await categorySubtree(ctx, input.categoryId) : undefined,
    input.brandId ? eq(products.brandId, input.brandId) : undefined,
    input.shelfStatus ? hasSku(ctx, eq(productSkus.shelfStatus, input.shelfStatus)) : undefined,
    flag(input.isRecommend, eq(productSkus.isRecommend, true)),
    flag(input.hasLowStock, lowStockSql),
  );
}

/** Live ids of a table in the tenant, out of `ids`. */
async function liveIds(
  ctx: AuthedCtx,
  table: typeof productBrands | typeof productSpecParams | typeof productBasicParams,
  ids: string[],
) {
  if (ids.length === 0) return new Set<string>();
  const rows = await ctx.db
    .select({ id: table.id })
    .from(table)
    .where(and(liveRows(table, ctx.tenantId), inArray(table.id, ids)))
    // held until the save commits: a concurrent delete of the row (FOR UPDATE) waits, then
    // sees this product and refuses; or it went first and this check no longer finds the row
    .for("share");
  return new Set(rows.map((r) => r.id));
}

/**
 * The product's references exist in the tenant (each refused on its own field); returns the
 * category's path, which the product carries for subtree filters.
 */
export async function checkProductReferences(
  ctx: AuthedCtx,
  input: z.output<typeof ZCreateProductInput>,
  productId: string | undefined,
): Promise<string> {
  const issues: FieldError[] = [];
  const missing = (member: string) =>
    issues.push({ message: "api.errors.selectionUnavailable", members: [member] });
  const [category] = await ctx.db
    .select({ path: productCategories.parentIdPath })
    .from(productCategories)
    .where(
      and(eq(productCategories.id, input.categoryId), liveRows(productCategories, ctx.tenantId)),
    )
    .for("share");
  if (!category) missing("categoryId");
  if (!(await liveIds(ctx, productBrands, [input.brandId])).has(input.brandId)) {
    // a brand in the bin (issue 14): say so, so the person picks another
    const [gone] = await ctx.db
      .select({ name: productBrands.name })
      .from(productBrands)
      .where(
        and(
          eq(productBrands.id, input.brandId),
          eq(productBrands.tenantId, ctx.tenantId),
          eq(productBrands.isDeleted, true),
        ),
      );
    if (gone)
      issues.push({
        message: "bin.brandDeleted",
        values: { name: gone.name },
        members: ["brandId"],
      });
    else missing("brandId");
  }
  const specs = await liveIds(ctx, productSpecParams, input.specParamIds);
  if (input.specParamIds.some((id) => !specs.has(id))) missing("specParamIds");
  const basics = await liveIds(
    ctx,
    productBasicParams,
    input.basicParams.map((b) => b.paramId),
  );
  if (input.basicParams.some((b) => !basics.has(b.paramId))) missing("basicParams");
  if (input.notShowProductIds.length) {
    const found = await ctx.db
      .select({ id: products.id })
      .from(products)
      .where(
        and(
          liveRows(products, ctx.tenantId),
          inArray(products.id, input.notShowProductIds),
          productId ? ne(products.id, productId) : undefined,
        ),
      )
      .for("share");
    if (found.length !== new Set(input.notShowProductIds).size) missing("notShowProductIds");
  }
  throwIssues(issues);
  return category!.path;
}

/** Product rows → DTOs for a page at once, SKUs included. */
export async function productDtos(ctx: AuthedCtx, rows: ProductRow[]): Promise<TProductDto[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const categories = await ctx.db
    .select({ id: productCategories.id, name: productCategories.name })
    .from(productCategories)
    .where(inArray(productCategories.id, [...new Set(rows.map((r) => r.categoryId))]));
  // the page's SKUs first: their brands and parameter names are read with the products' own
  const skuRows = await ctx.db
    .select()
    .from(productSkus)
    .where(and(liveSkus(ctx.tenantId), inArray(productSkus.productId, ids)))
    .orderBy(productSkus.creationTime, productSkus.id);
  const brands = await ctx.db
    .select({ id: productBrands.id, name: productBrands.name, isDeleted: productBrands.isDeleted })
    .from(productBrands)
    .where(inArray(productBrands.id, [...new Set([...rows, ...skuRows].map((r) => r.brandId))]));
  const basicIds = [...new Set(rows.flatMap((r) => r.basicParams.map((b) => b.paramId)))];
  const basics = basicIds.length
    ? await ctx.db
        .select({ id: productBasicParams.id, name: productBasicParams.name })
        .from(productBasicParams)
        .where(inArray(productBasicParams.id, basicIds))
    : [];
  const specNames = await specParamNames(ctx, [
    ...rows.flatMap((r) => r.specParamIds),
    ...skuRows.flatMap((r) => r.specValues.map((v) => v.paramId)),
  ]);
  const files = await productFilesOf(ctx, rows);
  const skus = await skuDtos(ctx, skuRows, { owners: rows, brands, names: specNames, files });

  const categoryName = new Map(categories.map((c) => [c.id, c.name]));
  const brandName = new Map(brands.map((b) => [b.id, b.name]));
  const brandGone = new Set(brands.filter((b) => b.isDeleted).map((b) => b.id));
  const basicName = new Map(basics.map((b) => [b.id, b.name]));
  return rows.map((r) => {
    const own = skus.filter((s) => s.productId === r.id);
    const f = files.get(r.id) ?? { images: [], instructions: null, video: null };
    const inStatus = (status: string) => own.filter((s) => s.shelfStatus === status).length;
    return {
      id: r.id,
      name: r.name,
      categoryId: r.categoryId,
      categoryName: categoryName.get(r.categoryId) ?? null,
      parentIdPath: r.parentIdPath,
      brandId: r.brandId,
      brandName: brandName.get(r.brandId) ?? null,
      isBrandDeleted: brandGone.has(r.brandId),
      description: r.description,
      specParamIds: r.specParamIds,
      specParams: r.specParamIds.map((id) => ({ id, name: specNames.get(id) ?? null })),
      basicParams: r.basicParams.map((b) => ({
        ...b,
        paramName: basicName.get(b.paramId) ?? null,
      })),
      isSortBySalesVolume: r.isSortBySalesVolume,
      notShowProductIds: r.notShowProductIds,
      imageIds: f.images.map((i) => i.id),
      images: f.images,
      mainImageUrl: f.images[0]?.url ?? null,
      instructionsId: f.instructions ? r.instructionsId : null,
      instructions: f.instructions,
      videoId: f.video ? r.videoId : null,
      video: f.video,
      skus: own,
      skuCount: own.length,
      totalAvailableStock: own.reduce((sum, s) => sum + s.availableStock, 0),
      shelfSummary: {
        notOnShelf: inStatus("NotOnShelf"),
        onShelf: inStatus("OnShelf"),
        removedFromShelf: inStatus("RemovedFromShelf"),
      },
      hasLowStock: own.some((s) => s.isLowStock),
      ...auditFields(r),
    };
  });
}
