import "server-only";
import { lowerOf } from "@/server/db/keyset";
import { and, eq, or, sql } from "drizzle-orm";
import { Product } from "@/lib/contracts/catalogue/product";
import {
  productBrands,
  productCategories,
  productMappings,
  productSkus,
  products,
} from "@/server/db/schema";
import { implement, type ServiceDef } from "@/server/http/define";
import { crudMethods } from "../crud";
import { assertProductFiles, bindProductFiles } from "./product-files";
import { checkProductReferences, productDtos, productWhere } from "./product-queries";
import { checkSkuGrid, saveSkuGrid } from "./product-skus";
import { deleteSkus, liveSkus, refuseInUse } from "./sku-queries";

// CRUD /api/services/app/Product/* — a product with its images, files and SKU grid, saved together;
// refused while any of its SKUs is on shelf (delete, or leaving that SKU out of the grid)
const productService = implement(
  Product,
  crudMethods(Product, {
    table: products,
    sortColumns: {
      name: lowerOf(products.name),
      brandName: sql`(select lower(${productBrands.name}) from ${productBrands} where ${productBrands.id} = ${products.brandId})`,
      categoryName: sql`(select lower(${productCategories.name}) from ${productCategories} where ${productCategories.id} = ${products.categoryId})`,
      skuCount: sql`(select count(*) from ${productSkus} where ${productSkus.productId} = ${products.id} and ${productSkus.isDeleted} = false)`,
      creationTime: products.creationTime,
    },
    where: productWhere,
    // a SKU's stock compared with its own warning level: the planner guesses a third of all
    // SKUs, so neither its estimate nor a capped count's "more" is worth showing (as SKUs do)
    exactCountWhen: (input) => input.hasLowStock === true,
    toValues: async (input, ctx, existing) => {
      const parentIdPath = await checkProductReferences(ctx, input, existing?.id);
      await assertProductFiles(ctx, existing?.id, input.imageIds, "imageIds", "productImage");
      const instructions = input.instructionsId ? [input.instructionsId] : [];
      await assertProductFiles(ctx, existing?.id, instructions, "instructionsId", "instructions");
      await assertProductFiles(
        ctx,
        existing?.id,
        input.videoId ? [input.videoId] : [],
        "videoId",
        "video",
      );
      await checkSkuGrid(ctx, input.skus, input.specParamIds, existing?.id);
      return {
        name: input.name,
        categoryId: input.categoryId,
        parentIdPath,
        brandId: input.brandId,
        description: input.description,
        specParamIds: input.specParamIds,
        basicParams: input.basicParams,
        notShowProductIds: input.notShowProductIds,
        isSortBySalesVolume: input.isSortBySalesVolume,
        instructionsId: input.instructionsId ?? null,
        videoId: input.videoId ?? null,
      };
    },
    afterSave: async (row, input, ctx) => {
      await bindProductFiles(ctx, row.id, input);
      await saveSkuGrid(
        ctx,
        { id: row.id, name: input.name, brandId: input.brandId, specParamIds: input.specParamIds },
        input.skus,
      );
    },
    // The factory then soft-deletes the product; its SKUs go with it in the same transaction.
    beforeDelete: async (row, ctx) => {
      const skus = await ctx.db
        .select({
          number: productSkus.number,
          shelfStatus: productSkus.shelfStatus,
          totalStock: productSkus.totalStock,
        })
        .from(productSkus)
        .where(and(liveSkus(ctx.tenantId), eq(productSkus.productId, row.id)))
        .orderBy(productSkus.id) // in id order, as stock postings lock SKUs: no deadlock
        .for("update");
      refuseInUse(skus);
      await deleteSkus(ctx, row.id);
      // other products stop hiding it: a stale id there would refuse their next save
      await ctx.db
        .update(products)
        .set({ notShowProductIds: sql`${products.notShowProductIds} - ${row.id}::text` })
        .where(
          and(
            eq(products.tenantId, ctx.tenantId),
            sql`${products.notShowProductIds} ? ${row.id}::text`,
          ),
        );
    },
    // links from and to a deleted product go with it
    alsoDelete: [
      {
        table: productMappings,
        where: (id) =>
          or(eq(productMappings.sourceProductId, id), eq(productMappings.targetProductId, id))!,
      },
    ],
    toDtos: (rows, ctx) => productDtos(ctx, rows as never),
  }),
);

export const productServices: ServiceDef[] = [productService];
