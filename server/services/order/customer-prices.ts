import "server-only";
import { and, desc, inArray } from "drizzle-orm";
import type { TPriceSource } from "@/lib/contracts/enums";
import { type customers, priceRevisions, type productSkus } from "@/server/db/schema";
import type { AuthedCtx } from "@/server/http/define";
import { isMemberNow } from "../customer/membership";
import { liveRows } from "../kit";
import { unitPriceFor } from "./pricing";

// What a customer pays for SKUs (DESIGN §5 Prices): the customer's latest live revised price,
// else the member price while membership is in force, else the sale price. The price revision
// screens, GetWithCustomerCode and orders all read prices through here.

type CustomerRow = Pick<typeof customers.$inferSelect, "id" | "memberValidity">;
type SkuPrices = Pick<typeof productSkus.$inferSelect, "id" | "salePrice" | "memberPrice">;

export { isMemberNow };

/** "Maple Trading — Ada Wong" for an enterprise, the person's name otherwise. */
export const customerNameOf = (c: { enterpriseName: string | null; realName: string }) =>
  c.enterpriseName ? `${c.enterpriseName} — ${c.realName}` : c.realName;

/** The current (newest live) revised price of each of these customers for each of these SKUs. */
export async function currentRevisedPrices(
  ctx: AuthedCtx,
  skuIds: readonly string[],
  customerIds: readonly string[],
) {
  if (!skuIds.length || !customerIds.length) return [];
  const r = priceRevisions;
  return ctx.db
    .selectDistinctOn([r.skuId, r.customerId], {
      skuId: r.skuId,
      customerId: r.customerId,
      price: r.revisedPrice,
    })
    .from(r)
    .where(
      and(
        liveRows(r, ctx.tenantId),
        inArray(r.skuId, [...skuIds]),
        inArray(r.customerId, [...customerIds]),
      ),
    )
    .orderBy(r.skuId, r.customerId, desc(r.creationTime), desc(r.id));
}

/** The customer's latest live revised price per SKU (the latest wins; ties by id). */
async function revisedPrices(ctx: AuthedCtx, customerId: string, skuIds: string[]) {
  const rows = await currentRevisedPrices(ctx, skuIds, [customerId]);
  return new Map(rows.map((row) => [row.skuId, row.price]));
}

/**
 * What the customer pays for one unit of each SKU now, and why, by SKU id. A caller that has
 * already decided whether membership is in force passes it, so one quote uses one answer.
 */
export async function customerPrices(
  ctx: AuthedCtx,
  customer: CustomerRow,
  skus: readonly SkuPrices[],
  isMember = isMemberNow(customer),
): Promise<Map<string, { unitPrice: string; priceSource: TPriceSource }>> {
  const revised = await revisedPrices(
    ctx,
    customer.id,
    skus.map((s) => s.id),
  );
  return new Map(
    skus.map((sku) => [
      sku.id,
      unitPriceFor({
        salePrice: sku.salePrice,
        memberPrice: sku.memberPrice,
        revisedPrice: revised.get(sku.id) ?? null,
        isMember,
      }),
    ]),
  );
}
