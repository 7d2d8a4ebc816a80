import "server-only";
import Decimal from "decimal.js";
import { and, eq, inArray, like, ne, notInArray, type SQL, sql } from "drizzle-orm";
import type * as z from "zod";
import type { TSkuDto, TSpecValue, ZSkuFields } from "@/lib/contracts/catalogue/sku";
import type { TShelfStatus } from "@/lib/contracts/enums";
import {
  productBrands,
  productCategories,
  productSkus,
  productSpecParams,
  products,
} from "@/server/db/schema";
import type { AuthedCtx } from "@/server/http/define";
import { AppError, type FieldError } from "@/server/http/errors";
import { auditFields, liveRows } from "../kit";
import { type ProductFiles, productFilesOf } from "./product-files";

export type SkuRow = typeof productSkus.$inferSelect;

export const liveSkus = (tenantId: number) => liveRows(productSkus, tenantId);

/** DESIGN §5: early warning when availableStock ≤ earlyWarningStock (and a warning level is set). */
// Written without parameters, so it is the predicate of product_skus_low_stock_idx word for word
// (the planner uses a partial index only when the query implies its predicate).
export const lowStockSql = sql`(${productSkus.earlyWarningStock} > 0 and ${productSkus.availableStock} <= ${productSkus.earlyWarningStock})`;

/** numeric(18,2) as the DTO shows it: a string with 2 decimals. */
const moneyText = (value: string) =>
  new Decimal(value).toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2);

/**
 * WHERE on products.parentIdPath for a category and its subtree: products carry their category's
 * path ("/root/child/"), so the subtree is one prefix match. An unknown category matches nothing.
 */
export async function categorySubtree(ctx: AuthedCtx, categoryId: string): Promise<SQL> {
  const [category] = await ctx.db
    .select({ path: productCategories.parentIdPath })
    .from(productCategories)
    .where(and(eq(productCategories.id, categoryId), liveRows(productCategories, ctx.tenantId)));
  if (!category) return sql`false`;
  return like(products.parentIdPath, `${category.path.replace(/[\\%_]/g, (c) => `\\${c}`)}%`);
}

/** Names of spec parameters (deleted ones too, so old SKUs still read well). */
export async function specParamNames(ctx: AuthedCtx, ids: string[]) {
  const unique = [...new Set(ids)];
  if (unique.length === 0) return new Map<string, string>();
  const rows = await ctx.db
    .select({ id: productSpecParams.id, name: productSpecParams.name })
    .from(productSpecParams)
    .where(
      and(eq(productSpecParams.tenantId, ctx.tenantId), inArray(productSpecParams.id, unique)),
    );
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** "Colour: Red / Size: L", in the order of the product's specification selection. */
function specTextOf(
  values: TSpecValue[],
  names: Map<string, string>,
  order: readonly string[],
): string {
  const rank = (id: string) => (order.includes(id) ? order.indexOf(id) : order.length);
  return [...values]
    .sort((a, b) => rank(a.paramId) - rank(b.paramId))
    .map((v) => `${names.get(v.paramId) ?? "?"}: ${v.value}`)
    .join(" / ");
}

/** Spec values only for parameters the product selected (refused on `member`). */
export function specValueIssues(
  values: TSpecValue[],
  specParamIds: readonly string[],
  member: string,
): FieldError[] {
  return values.some((v) => !specParamIds.includes(v.paramId))
    ? [{ message: "api.errors.specNotSelected", members: [member] }]
    : [];
}

/**
 * SKU numbers are unique per tenant among live SKUs, ignoring case. `except` are SKUs whose
 * numbers this save rewrites or frees (the product's own, or the SKU being updated).
 */
export async function skuNumberIssues(
  ctx: AuthedCtx,
  rows: { number: string; member: string }[],
  except: { productId?: string; skuId?: string },
): Promise<FieldError[]> {
  if (rows.length === 0) return [];
  const taken = await ctx.db
    .select({ number: productSkus.number })
    .from(productSkus)
    .where(
      and(
        liveSkus(ctx.tenantId),
        inArray(
          sql`lower(${productSkus.number})`,
          rows.map((r) => r.number.toLowerCase()),
        ),
        except.productId ? ne(productSkus.productId, except.productId) : undefined,
        except.skuId ? ne(productSkus.id, except.skuId) : undefined,
      ),
    );
  const clash = new Set(taken.map((t) => t.number.toLowerCase()));
  return rows
    .filter((r) => clash.has(r.number.toLowerCase()))
    .map((r) => ({
      message: "api.errors.skuNumberTaken",
      values: { number: r.number },
      members: [r.member],
    }));
}

export function throwIssues(issues: FieldError[]) {
  if (issues.length) throw new AppError("validation", "api.errors.validation", {}, issues);
}

/** SKUs about to be deleted: none on shelf, none holding stock (409 naming them). */
export function refuseInUse(rows: { number: string; shelfStatus: string; totalStock: number }[]) {
  const onShelf = rows.filter((r) => r.shelfStatus === ("OnShelf" satisfies TShelfStatus));
  if (onShelf.length)
    throw AppError.conflict("api.errors.skusOnShelf", {
      numbers: onShelf.map((r) => r.number).join(", "),
    });
  // stock on hand stays findable, countable and movable: it leaves through the warehouse first
  const holding = rows.filter((r) => r.totalStock > 0);
  if (holding.length)
    throw AppError.conflict("api.errors.skusHoldStock", {
      numbers: holding.map((r) => `${r.number} (${r.totalStock})`).join(", "),
    });
}

/** Soft-deletes SKUs of a product, all or all but `keep`. */
export async function deleteSkus(ctx: AuthedCtx, productId: string, keep: string[] = []) {
  await ctx.db
    .update(productSkus)
    .set({ isDeleted: true, deletionTime: new Date(), deleterUserId: ctx.user.id })
    .where(
      and(
        liveSkus(ctx.tenantId),
        eq(productSkus.productId, productId),
        keep.length ? notInArray(productSkus.id, keep) : undefined,
      ),
    );
}

async function skuRelated(ctx: AuthedCtx, rows: SkuRow[]): Promise<SkuRelated> {
  const productIds = [...new Set(rows.map((r) => r.productId))];
  const owners = await ctx.db
    .select({
      id: products.id,
      name: products.name,
      categoryId: products.categoryId,
      instructionsId: products.instructionsId,
      videoId: products.videoId,
    })
    .from(products)
    .where(and(eq(products.tenantId, ctx.tenantId), inArray(products.id, productIds)));
  const brandIds = [...new Set(rows.map((r) => r.brandId))];
  const brands = await ctx.db
    .select({ id: productBrands.id, name: productBrands.name, isDeleted: productBrands.isDeleted })
    .from(productBrands)
    .where(and(eq(productBrands.tenantId, ctx.tenantId), inArray(productBrands.id, brandIds)));
  const names = await specParamNames(
    ctx,
    rows.flatMap((r) => r.specValues.map((v) => v.paramId)),
  );
  return { owners, brands, names, files: await productFilesOf(ctx, owners) };
}

/** What SKU DTOs read besides their own rows: products, brands, parameter names and files. */
export interface SkuRelated {
  owners: { id: string; name: string; categoryId: string | null }[];
  brands: { id: string; name: string; isDeleted: boolean }[];
  names: Map<string, string>;
  files: Map<string, ProductFiles>;
}

/**
 * SKU rows → DTOs for a page at once (one query per related table), or with `related` already
 * read by the caller (a product page reads its SKUs' products, brands and files for itself).
 */
export async function skuDtos(
  ctx: AuthedCtx,
  rows: SkuRow[],
  related?: SkuRelated,
): Promise<TSkuDto[]> {
  if (rows.length === 0) return [];
  const { owners, brands, names, files } = related ?? (await skuRelated(ctx, rows));
  const productOf = new Map(owners.map((p) => [p.id, p]));
  const brandName = new Map(brands.map((b) => [b.id, b.name]));
  const brandGone = new Set(brands.filter((b) => b.isDeleted).map((b) => b.id));
  return rows.map((r) => {
    const owner = productOf.get(r.productId);
    return {
      id: r.id,
      productId: r.productId,
      productName: owner?.name ?? "",
      categoryId: owner?.categoryId ?? null,
      brandId: r.brandId,
      brandName: brandName.get(r.brandId) ?? null,
      isBrandDeleted: brandGone.has(r.brandId),
      number: r.number,
      model: r.model,
      name: r.name,
      specValues: r.specValues.map((v) => ({ ...v, paramName: names.get(v.paramId) ?? null })),
      specText: r.specText,
      isRecommend: r.isRecommend,
      customerCode: r.customerCode,
      factoryPrice: moneyText(r.factoryPrice),
      salePrice: moneyText(r.salePrice),
      memberPrice: moneyText(r.memberPrice),
      availableStock: r.availableStock,
      totalStock: r.totalStock,
      reservedStock: r.reservedStock,
      unreservedStock: Math.max(0, r.totalStock - r.reservedStock),
      minAvailableStock: r.minAvailableStock,
      maxAvailableStock: r.maxAvailableStock,
      earlyWarningStock: r.earlyWarningStock,
      isLowStock: r.earlyWarningStock > 0 && r.availableStock <= r.earlyWarningStock,
      salesVolume: r.salesVolume,
      unit: r.unit,
      minPurchaseQuantity: r.minPurchaseQuantity,
      selfLiftingPointId: r.selfLiftingPointId,
      shelfStatus: r.shelfStatus as TShelfStatus,
      mainImageUrl: files.get(r.productId)?.images[0]?.url ?? null,
      ...auditFields(r),
    };
  });
}

type SkuInput = z.output<typeof ZSkuFields>;

/** Column values of a SKU from its fields; the brand is the product's, the name defaults to it. */
export function skuValues(
  input: SkuInput,
  product: { name: string; brandId: string; specParamIds: string[] },
  names: Map<string, string>,
) {
  return {
    number: input.number,
    model: input.model,
    name: input.name || product.name,
    brandId: product.brandId,
    specValues: input.specValues,
    specText: specTextOf(input.specValues, names, product.specParamIds),
    isRecommend: input.isRecommend,
    customerCode: input.customerCode,
    factoryPrice: input.factoryPrice,
    salePrice: input.salePrice,
    memberPrice: input.memberPrice,
    earlyWarningStock: input.earlyWarningStock,
    minPurchaseQuantity: input.minPurchaseQuantity,
    unit: input.unit,
    selfLiftingPointId: input.selfLiftingPointId ?? null,
  };
}
