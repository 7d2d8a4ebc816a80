import { api, BffError } from "@/lib/api/client";
import type { TBatchShelfResult, TSkuDto } from "@/lib/contracts/catalogue/sku";

/** A product holds at most 200 SKUs (ZCreateProductInput), so one page has them all. */
const SKUS_PER_PRODUCT = 200;
/** The most ids one batch shelf call takes (ZBatchOnShelfInput). */
const BATCH_LIMIT = 1000;

/** The product's SKUs, in the server's order. */
export async function loadSkus(productId: string): Promise<TSkuDto[]> {
  const page = await api.ProductSku.GetAll({
    productId,
    maxResultCount: SKUS_PER_PRODUCT,
  });
  return page.items;
}

/**
 * Puts on or takes off the shelf every SKU of the products, in calls of at most 1000 ids. A call
 * where nothing was eligible (409) counts as skipped; when every call was, its error is thrown.
 */
export async function batchShelf(
  kind: "on" | "off",
  productIds: string[],
): Promise<TBatchShelfResult & { total: number }> {
  const skus = (await Promise.all(productIds.map(loadSkus))).flat();
  const ids = skus.map((s) => s.id);
  const shelf = kind === "on" ? api.ProductSku.BatchOnShelf : api.ProductSku.BatchRemovedFromShelf;
  const out: TBatchShelfResult = { succeeded: [], skipped: [] };
  let refusal: unknown = null;
  const numberOf = new Map(skus.map((s) => [s.id, s.number]));
  for (let start = 0; start < ids.length; start += BATCH_LIMIT) {
    const chunk = ids.slice(start, start + BATCH_LIMIT);
    try {
      const result = await shelf({ ids: chunk });
      out.succeeded.push(...result.succeeded);
      out.skipped.push(...result.skipped);
    } catch (error) {
      if (!(error instanceof BffError && error.status === 409)) throw error;
      refusal = error;
      // the server refused the whole chunk: every SKU in it was skipped, for the server's reason
      out.skipped.push(
        ...chunk.map((id) => ({
          id,
          number: numberOf.get(id) ?? null,
          reason: kind === "on" ? ("NoStock" as const) : ("NotOnShelf" as const),
          message: error.message,
        })),
      );
    }
  }
  if (out.succeeded.length === 0 && refusal) throw refusal;
  return { ...out, total: ids.length };
}
