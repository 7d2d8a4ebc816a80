import "server-only";
import { and, count, ilike, inArray, sql } from "drizzle-orm";
import { ProductBrand } from "@/lib/contracts/catalogue/brand";
import { productBrands, products } from "@/server/db/schema";
import { assertUsableFiles, bindAttachments, downloadUrl } from "@/server/files/attachments";
import { implement } from "@/server/http/define";
import { assertNameFree, crudMethods } from "../crud";
import { auditFields, likePattern, liveRows } from "../kit";

// CRUD /api/services/app/ProductBrand/* — brands with a logo; deleted ones wait in the bin (Restore)
export const productBrandService = implement(
  ProductBrand,
  crudMethods(ProductBrand, {
    table: productBrands,
    sortColumns: {
      name: sql`lower(${productBrands.name})`,
      productCount: sql`(select count(*) from ${products} where ${products.brandId} = ${productBrands.id} and ${products.isDeleted} = false)`,
      creationTime: productBrands.creationTime,
    },
    defaultOrder: [sql`lower(${productBrands.name})`, sql`${productBrands.id}`],
    where: (input) =>
      input.keyword ? ilike(productBrands.name, likePattern(input.keyword)) : undefined,
    toValues: async (input, ctx, existing) => {
      await assertNameFree(productBrands, ctx, input.name, { exceptId: existing?.id });
      if (input.imageId)
        await assertUsableFiles(
          ctx,
          "ProductBrand",
          existing?.id,
          [input.imageId],
          "imageId",
          "brandImage",
        );
      return { name: input.name, imageId: input.imageId ?? null };
    },
    afterSave: async (row, input, ctx) => {
      await bindAttachments(
        ctx,
        "ProductBrand",
        row.id,
        input.imageId ? [input.imageId] : [],
        "imageId",
      );
    },
    // a brand in use may be deleted: its products keep its id, so a restore re-links them
    unique: [{ key: "name" }],
    toDtos: async (rows, ctx) => {
      const ids = rows.map((r) => r.id);
      const counts = ids.length
        ? await ctx.db
            .select({ brandId: products.brandId, n: count() })
            .from(products)
            .where(and(liveRows(products, ctx.tenantId), inArray(products.brandId, ids)))
            .groupBy(products.brandId)
        : [];
      const byBrand = new Map(counts.map((c) => [c.brandId, c.n]));
      return rows.map((r) => ({
        id: r.id,
        name: r.name,
        imageId: r.imageId,
        imageUrl: r.imageId ? downloadUrl(r.imageId) : null,
        productCount: byBrand.get(r.id) ?? 0,
        ...auditFields(r as never),
      }));
    },
  }),
);
