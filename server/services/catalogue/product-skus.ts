import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type * as z from "zod";
import type { ZProductSkuRow } from "@/lib/contracts/catalogue/product";
import { productSkus } from "@/server/db/schema";
import type { AuthedCtx } from "@/server/http/define";
import type { FieldError } from "@/server/http/errors";
import {
  deleteSkus,
  liveSkus,
  refuseInUse,
  skuNumberIssues,
  skuValues,
  specParamNames,
  specValueIssues,
  throwIssues,
} from "./sku-queries";

type GridRow = z.output<typeof ZProductSkuRow>;
interface GridOwner {
  id: string;
  name: string;
  brandId: string;
  specParamIds: string[];
}

const skusOf = (ctx: AuthedCtx, productId: string) =>
  ctx.db
    .select({
      id: productSkus.id,
      number: productSkus.number,
      shelfStatus: productSkus.shelfStatus,
      totalStock: productSkus.totalStock,
    })
    .from(productSkus)
    .where(and(liveSkus(ctx.tenantId), eq(productSkus.productId, productId)))
    // held until the save commits, so a SKU cannot go on shelf while it is being removed; in
    // id order, as stock postings lock SKUs, so the two cannot deadlock
    .orderBy(productSkus.id)
    .for("update");

/**
 * Checks the SKU grid before anything is written: ids are this product's SKUs, spec values only
 * for selected parameters, numbers free in the tenant; SKUs left out must not be on shelf.
 */
export async function checkSkuGrid(
  ctx: AuthedCtx,
  rows: GridRow[],
  specParamIds: string[],
  productId: string | undefined,
) {
  const current = productId ? await skusOf(ctx, productId) : [];
  const mine = new Set(current.map((s) => s.id));
  const seen = new Set<string>();
  const issues: FieldError[] = [];
  rows.forEach((row, index) => {
    if (row.id && (!mine.has(row.id) || seen.has(row.id)))
      issues.push({ message: "api.errors.skuNotOfProduct", members: [`skus.${index}.id`] });
    if (row.id) seen.add(row.id);
    issues.push(...specValueIssues(row.specValues, specParamIds, `skus.${index}.specValues`));
  });
  issues.push(
    ...(await skuNumberIssues(
      ctx,
      rows.map((row, index) => ({ number: row.number, member: `skus.${index}.number` })),
      { productId },
    )),
  );
  throwIssues(issues);
  refuseInUse(current.filter((s) => !seen.has(s.id)));
}

/**
 * Writes the grid in the product's transaction: SKUs left out are soft-deleted, listed ones
 * updated, new ones created not on shelf with no stock.
 */
export async function saveSkuGrid(ctx: AuthedCtx, product: GridOwner, rows: GridRow[]) {
  const keep = rows.flatMap((r) => (r.id ? [r.id] : []));
  await deleteSkus(ctx, product.id, keep);
  const names = await specParamNames(ctx, product.specParamIds);
  const now = new Date();

  // Two SKUs may swap numbers: park the changed ones first so the unique index never sees a clash.
  const before = keep.length
    ? await ctx.db
        .select({ id: productSkus.id, number: productSkus.number })
        .from(productSkus)
        .where(inArray(productSkus.id, keep))
    : [];
  const numberOf = new Map(before.map((s) => [s.id, s.number]));
  for (const row of rows) {
    if (row.id && numberOf.get(row.id) !== row.number)
      await ctx.db
        .update(productSkus)
        .set({ number: `~${row.id}` })
        .where(eq(productSkus.id, row.id));
  }

  for (const row of rows) {
    const values = skuValues(row, product, names);
    if (row.id) {
      await ctx.db
        .update(productSkus)
        .set({ ...values, lastModificationTime: now, lastModifierUserId: ctx.user.id })
        .where(eq(productSkus.id, row.id));
    } else {
      await ctx.db.insert(productSkus).values({
        ...values,
        tenantId: ctx.tenantId,
        productId: product.id,
        shelfStatus: "NotOnShelf",
        creatorUserId: ctx.user.id,
      });
    }
  }
}
