import "server-only";
import { and, type Column, eq, ilike, type SQL, sql } from "drizzle-orm";
import {
  ProductBasicParam,
  ProductSpecParam,
  type TParamContract,
} from "@/lib/contracts/catalogue/params";
import { productBasicParams, products, productSkus, productSpecParams } from "@/server/db/schema";
import { implement, type ServiceDef } from "@/server/http/define";
import { assertNameFree, crudMethods } from "../crud";
import { auditFields, likePattern, liveRows } from "../kit";

type ParamTable = typeof productSpecParams | typeof productBasicParams;

/** A jsonb column containing the given value (an element of its array). */
const contains = (column: Column, value: unknown) =>
  sql`${column} @> ${JSON.stringify([value])}::jsonb`;

interface ParamKind {
  contract: TParamContract;
  table: ParamTable;
  /** products that use the parameter */
  usedByProduct: (id: string) => SQL;
  /** SKUs that use it (named by their number) */
  usedBySku?: (id: string) => SQL;
  /** the number of products using each row, for sorting the list by it */
  productCount: SQL;
}

/** One of the two parameter services: they share a contract and differ in what uses them. */
function paramService(kind: ParamKind): ServiceDef {
  const t = kind.table;
  return implement(
    kind.contract,
    crudMethods(kind.contract, {
      table: t,
      sortColumns: {
        name: sql`lower(${t.name})`,
        sortOrder: t.sortOrder,
        inputKind: t.inputKind,
        requirement: t.requirement,
        specInputType: t.specInputType,
        productCount: kind.productCount,
        creationTime: t.creationTime,
      },
      defaultOrder: [sql`${t.sortOrder}`, sql`lower(${t.name})`, sql`${t.id}`],
      where: (input) =>
        and(
          input.keyword ? ilike(t.name, likePattern(input.keyword)) : undefined,
          input.inputKind ? eq(t.inputKind, input.inputKind) : undefined,
          input.requirement ? eq(t.requirement, input.requirement) : undefined,
        ),
      toValues: async (input, ctx, existing) => {
        await assertNameFree(t, ctx, input.name, { exceptId: existing?.id });
        return {
          name: input.name,
          inputKind: input.inputKind,
          // options only mean something for a drop-down; typed-in values have none
          options: input.inputKind === "DropDownOptions" ? input.options : [],
          requirement: input.requirement,
          specInputType: input.specInputType,
          sortOrder: input.sortOrder,
        };
      },
      unique: [{ key: "name" }],
      inUseBy: [
        { table: products, where: kind.usedByProduct, label: products.name },
        ...(kind.usedBySku
          ? [{ table: productSkus, where: kind.usedBySku, label: productSkus.number }]
          : []),
      ],
      toDtos: async (rows, ctx) => {
        // one pass over the products: a filtered count per parameter on the page
        const counts = rows.length
          ? await ctx.db
              .select(
                Object.fromEntries(
                  rows.map((r, i) => [
                    `p${i}`,
                    sql<number>`count(*) filter (where ${kind.usedByProduct(r.id)})`.mapWith(
                      Number,
                    ),
                  ]),
                ),
              )
              .from(products)
              .where(liveRows(products, ctx.tenantId))
          : [];
        return rows.map((r, i) => ({
          id: r.id,
          name: r.name,
          inputKind: r.inputKind,
          options: r.options,
          requirement: r.requirement,
          specInputType: r.specInputType,
          sortOrder: r.sortOrder,
          productCount: Number(counts[0]?.[`p${i}`] ?? 0),
          ...auditFields(r as never),
        }));
      },
    }),
  );
}

// CRUD /api/services/app/ProductSpecParam/* — specification parameters; one chosen by a product or a SKU is not deleted
const productSpecParamService = paramService({
  contract: ProductSpecParam,
  table: productSpecParams,
  usedByProduct: (id) => contains(products.specParamIds, id),
  usedBySku: (id) => contains(productSkus.specValues, { paramId: id }),
  productCount: sql`(select count(*) from ${products} where ${products.tenantId} = ${productSpecParams.tenantId} and ${products.isDeleted} = false and ${products.specParamIds} @> jsonb_build_array(${productSpecParams.id}::text))`,
});

// CRUD /api/services/app/ProductBasicParam/* — basic parameters; one a product fills in is not deleted
const productBasicParamService = paramService({
  contract: ProductBasicParam,
  table: productBasicParams,
  usedByProduct: (id) => contains(products.basicParams, { paramId: id }),
  productCount: sql`(select count(*) from ${products} where ${products.tenantId} = ${productBasicParams.tenantId} and ${products.isDeleted} = false and ${products.basicParams} @> jsonb_build_array(jsonb_build_object('paramId', ${productBasicParams.id}::text)))`,
});

export const paramServices: ServiceDef[] = [productSpecParamService, productBasicParamService];
