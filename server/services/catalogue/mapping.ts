import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import { ProductMapping } from "@/lib/contracts/catalogue/mapping";
import { productMappings, products } from "@/server/db/schema";
import { implement, type ServiceDef } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { crudMethods } from "../crud";
import { auditFields, liveRows } from "../kit";

const m = productMappings;
const targetName = sql`(select lower(${products.name}) from ${products} where ${products.id} = ${m.targetProductId})`;

// CRUD /api/services/app/ProductMapping/* — links from a product to related, accessory, replacement or bundled ones
const productMappingService = implement(
  ProductMapping,
  crudMethods(ProductMapping, {
    table: m,
    sortColumns: { type: m.type, targetProductName: targetName, creationTime: m.creationTime },
    where: (input) =>
      and(
        input.sourceProductId ? eq(m.sourceProductId, input.sourceProductId) : undefined,
        input.type ? eq(m.type, input.type) : undefined,
      ),
    toValues: async (input, ctx, existing) => {
      const found = await ctx.db
        .select({ id: products.id, name: products.name })
        .from(products)
        .where(
          and(
            liveRows(products, ctx.tenantId),
            inArray(products.id, [input.sourceProductId, input.targetProductId]),
          ),
        )
        .for("share"); // a concurrent product delete waits for this link, or it is refused
      for (const field of ["sourceProductId", "targetProductId"] as const) {
        if (!found.some((p) => p.id === input[field]))
          throw AppError.field(field, "api.errors.entityNotFound", {
            entity: "Product",
            id: input[field],
          });
      }
      if (input.sourceProductId === input.targetProductId)
        throw AppError.field("targetProductId", "api.errors.mappingSelf");
      const [clash] = await ctx.db
        .select({ id: m.id })
        .from(m)
        .where(
          and(
            liveRows(m, ctx.tenantId),
            eq(m.sourceProductId, input.sourceProductId),
            eq(m.targetProductId, input.targetProductId),
            eq(m.type, input.type),
            existing ? ne(m.id, existing.id) : undefined,
          ),
        );
      if (clash)
        throw AppError.field("targetProductId", "api.errors.mappingExists", {
          name: found.find((p) => p.id === input.targetProductId)!.name,
          type: input.type,
        });
      return {
        sourceProductId: input.sourceProductId,
        targetProductId: input.targetProductId,
        type: input.type,
      };
    },
    toDtos: async (rows, ctx) => {
      const ids = [...new Set(rows.map((r) => r.targetProductId as string))];
      // deleted products still have a name worth showing
      const names = ids.length
        ? await ctx.db
            .select({ id: products.id, name: products.name })
            .from(products)
            .where(and(eq(products.tenantId, ctx.tenantId), inArray(products.id, ids)))
        : [];
      const nameOf = new Map(names.map((p) => [p.id, p.name]));
      return rows.map((r) => ({
        id: r.id,
        sourceProductId: r.sourceProductId,
        targetProductId: r.targetProductId,
        targetProductName: nameOf.get(r.targetProductId) ?? null,
        type: r.type,
        ...auditFields(r as never),
      }));
    },
  }),
);

export const mappingServices: ServiceDef[] = [productMappingService];
