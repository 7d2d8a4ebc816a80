import "server-only";
import { lowerOf } from "@/server/db/keyset";
import { and, count, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type * as z from "zod";
import type { ZGetSkusInput } from "@/lib/contracts/catalogue/sku";
import type { TShelfStatus } from "@/lib/contracts/enums";
import { ProductSku } from "@/lib/contracts/catalogue/sku";
import { customers, productSkus, products } from "@/server/db/schema";
import { type AuthedCtx, implement, type ServiceDef } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { crudMethods } from "../crud";
import { readableCustomers } from "../customer/customer";
import { customerPrices } from "../order/customer-prices";
import { countRows, likePattern, liveRows, pagedList } from "../kit";
import { skuShelfMethods } from "./sku-shelf";
import {
  categorySubtree,
  liveSkus,
  lowStockSql,
  refuseInUse,
  skuDtos,
  skuNumberIssues,
  type SkuRow,
  skuValues,
  specParamNames,
  specValueIssues,
  throwIssues,
} from "./sku-queries";

const keywordOf = (keyword: string | undefined) => {
  if (!keyword) return undefined;
  const pattern = likePattern(keyword);
  return or(
    ilike(productSkus.number, pattern),
    ilike(productSkus.model, pattern),
    ilike(productSkus.name, pattern),
  );
};

async function skuWhere(
  input: z.output<typeof ZGetSkusInput>,
  ctx: AuthedCtx,
): Promise<SQL | undefined> {
  const inCategory = input.categoryId
    ? inArray(
        productSkus.productId,
        ctx.db
          .select({ id: products.id })
          .from(products)
          .where(
            and(liveRows(products, ctx.tenantId), await categorySubtree(ctx, input.categoryId)),
          ),
      )
    : undefined;
  return and(
    keywordOf(input.keyword),
    input.productId ? eq(productSkus.productId, input.productId) : undefined,
    input.brandId ? eq(productSkus.brandId, input.brandId) : undefined,
    inCategory,
    input.shelfStatus ? eq(productSkus.shelfStatus, input.shelfStatus) : undefined,
    input.isRecommend === undefined ? undefined : eq(productSkus.isRecommend, input.isRecommend),
    input.lowStock === undefined
      ? undefined
      : input.lowStock
        ? lowStockSql
        : sql`not (${lowStockSql})`,
  );
}

/** The live product a SKU belongs to, or a validation error on `member`. */
async function ownerOf(ctx: AuthedCtx, productId: string, member: string) {
  const [product] = await ctx.db
    .select({
      id: products.id,
      name: products.name,
      brandId: products.brandId,
      specParamIds: products.specParamIds,
    })
    .from(products)
    .where(and(eq(products.id, productId), liveRows(products, ctx.tenantId)));
  if (!product) throw AppError.field(member, "api.errors.selectionUnavailable");
  return product;
}

const crud = crudMethods(ProductSku, {
  table: productSkus,
  // the dashboard's low-stock figure: the partial index answers it, the planner cannot estimate it
  exactCountWhen: (input) => input.lowStock === true,
  sortColumns: {
    number: lowerOf(productSkus.number),
    salePrice: productSkus.salePrice,
    availableStock: productSkus.availableStock,
    totalStock: productSkus.totalStock,
    salesVolume: productSkus.salesVolume,
    creationTime: productSkus.creationTime,
  },
  where: skuWhere,
  toValues: async (input, ctx, existing) => {
    const productId = "productId" in input ? input.productId : String(existing?.productId);
    const product = await ownerOf(ctx, productId, "productId");
    throwIssues([
      ...specValueIssues(input.specValues, product.specParamIds, "specValues"),
      ...(await skuNumberIssues(ctx, [{ number: input.number, member: "number" }], {
        skuId: existing?.id,
      })),
    ]);
    const values = skuValues(input, product, await specParamNames(ctx, product.specParamIds));
    // a new SKU starts off the shelf with no stock; stock comes from stock-in only
    return existing ? values : { ...values, productId, shelfStatus: "NotOnShelf" };
  },
  beforeDelete: async (row, ctx) => {
    refuseInUse([
      {
        number: String(row.number),
        shelfStatus: String(row.shelfStatus),
        totalStock: Number(row.totalStock),
      },
    ]);
    const [{ others } = { others: 0 }] = await ctx.db
      .select({ others: count() })
      .from(productSkus)
      .where(
        and(
          liveSkus(ctx.tenantId),
          eq(productSkus.productId, row.productId),
          ne(productSkus.id, row.id),
        ),
      );
    if (others === 0) throw AppError.conflict("api.errors.lastSku", { number: String(row.number) });
  },
  toDtos: (rows, ctx) => skuDtos(ctx, rows as SkuRow[]),
});

// CRUD /api/services/app/ProductSku/* — one SKU of an existing product; shelf, stock and
// recommend actions next to it
const skuService = implement(ProductSku, {
  ...crud,
  GetWithCustomerCode: async (input, ctx) => {
    const where = and(
      liveSkus(ctx.tenantId),
      or(
        isNull(productSkus.customerCode),
        sql`lower(${productSkus.customerCode}) = ${input.customerCode.toLowerCase()}`,
      ),
      keywordOf(input.keyword),
      input.shelfStatus ? eq(productSkus.shelfStatus, input.shelfStatus) : undefined,
    );
    // the price the customer of that code pays (DESIGN §5 Prices), when there is one the caller
    // may see (a hidden customer's code is answered as a code nobody has)
    const [customer] = await ctx.db
      .select({ id: customers.id, memberValidity: customers.memberValidity })
      .from(customers)
      .where(
        and(
          liveRows(customers, ctx.tenantId),
          readableCustomers(ctx),
          sql`lower(${customers.customerCode}) = ${input.customerCode.toLowerCase()}`,
        ),
      );
    return pagedList(ctx, {
      table: productSkus,
      where,
      input,
      sortColumns: {},
      fallback: [
        { column: lowerOf(productSkus.number), desc: false },
        { column: productSkus.id, desc: false },
      ],
      toDtos: async (rows: SkuRow[]) => {
        const prices = customer ? await customerPrices(ctx, customer, rows) : undefined;
        return (await skuDtos(ctx, rows)).map((dto) => {
          const price = prices?.get(dto.id);
          return {
            ...dto,
            customerPrice: price?.unitPrice ?? null,
            priceSource: price?.priceSource ?? null,
          };
        });
      },
    });
  },
  // each figure exact up to EXACT_COUNT_LIMIT, else estimated (issue 16: one pass over every
  // SKU took longer than the page it heads); low stock always exact, from its partial index
  GetCount: async (input, ctx) => {
    const base = and(
      liveSkus(ctx.tenantId),
      input.shelfStatus ? eq(productSkus.shelfStatus, input.shelfStatus) : undefined,
      input.productId ? eq(productSkus.productId, input.productId) : undefined,
    );
    const shelf = (status: TShelfStatus) =>
      countRows(ctx, productSkus, and(base, eq(productSkus.shelfStatus, status)));
    const figures = {
      total: await countRows(ctx, productSkus, base),
      notOnShelf: await shelf("NotOnShelf"),
      onShelf: await shelf("OnShelf"),
      removedFromShelf: await shelf("RemovedFromShelf"),
      lowStock: await countRows(ctx, productSkus, and(base, lowStockSql), true),
    };
    const estimated = (Object.keys(figures) as (keyof typeof figures)[]).filter(
      (k) => figures[k].totalCountIsEstimate,
    );
    return {
      total: figures.total.totalCount,
      notOnShelf: figures.notOnShelf.totalCount,
      onShelf: figures.onShelf.totalCount,
      removedFromShelf: figures.removedFromShelf.totalCount,
      lowStock: figures.lowStock.totalCount,
      ...(estimated.length && { estimated }),
    };
  },
  ...skuShelfMethods,
});

export const skuServices: ServiceDef[] = [skuService];
