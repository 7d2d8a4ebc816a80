import "server-only";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { ProductSku } from "@/lib/contracts/catalogue/sku";
import { type ZShelfSkipReason } from "@/lib/contracts/catalogue/sku";
import type * as z from "zod";
import type { MessageKey } from "@/lib/i18n/messages";
import { productSkus } from "@/server/db/schema";
import type { AuthedCtx, Handlers } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { getRow } from "../crud";
import { liveSkus, type SkuRow, skuDtos } from "./sku-queries";

type SkipReason = z.infer<typeof ZShelfSkipReason>;

/** What may go on shelf: stock held and not reserved for orders (DESIGN §5). */
const unreserved = sql<number>`(${productSkus.totalStock} - ${productSkus.reservedStock})`;

const touched = (ctx: AuthedCtx) => ({
  lastModificationTime: new Date(),
  lastModifierUserId: ctx.user.id,
});

/** Updates one live SKU of the tenant and returns it as a DTO, or 404. */
async function updateSku(ctx: AuthedCtx, id: string, values: Partial<SkuRow>) {
  const [row] = await ctx.db
    .update(productSkus)
    .set({ ...values, ...touched(ctx) })
    .where(and(eq(productSkus.id, id), liveSkus(ctx.tenantId)))
    .returning();
  if (!row) throw AppError.notFound("ProductSku", id);
  return (await skuDtos(ctx, [row]))[0]!;
}

type Selected = Awaited<ReturnType<typeof selected>>[number];

/** The selected SKUs as they are now, locked until the batch commits. */
async function selected(ctx: AuthedCtx, ids: string[]) {
  return ctx.db
    .select({
      id: productSkus.id,
      number: productSkus.number,
      shelfStatus: productSkus.shelfStatus,
    })
    .from(productSkus)
    .where(and(liveSkus(ctx.tenantId), inArray(productSkus.id, ids)))
    .orderBy(productSkus.id) // locked in id order, as stock postings lock them: no deadlock
    .for("update");
}

const skipMessages: Record<SkipReason, MessageKey> = {
  NotFound: "api.errors.skippedNotFound",
  AlreadyOnShelf: "api.errors.skippedAlreadyOnShelf",
  NoStock: "api.errors.skippedNoStock",
  NotOnShelf: "api.errors.skippedNotOnShelf",
};

/** The batch result: which ids changed, and why each other one did not. */
function batchResult(
  ctx: AuthedCtx,
  ids: string[],
  rows: Selected[],
  changed: Set<string>,
  reasonOf: (row: Selected) => SkipReason,
) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  return {
    succeeded: ids.filter((id) => changed.has(id)),
    skipped: ids
      .filter((id) => !changed.has(id))
      .map((id) => {
        const row = byId.get(id);
        const reason = row ? reasonOf(row) : "NotFound";
        return {
          id,
          number: row?.number ?? null,
          reason,
          message: ctx.t(skipMessages[reason], { number: row?.number ?? id }),
        };
      }),
  };
}

export const skuShelfMethods = {
  SetAvailableStock: async (input, ctx) => {
    const [row] = await ctx.db
      .update(productSkus)
      .set({ availableStock: input.quantity, shelfStatus: "OnShelf", ...touched(ctx) })
      .where(
        and(
          eq(productSkus.id, input.id),
          liveSkus(ctx.tenantId),
          sql`${unreserved} >= ${input.quantity}`,
        ),
      )
      .returning();
    if (row) return (await skuDtos(ctx, [row]))[0]!;
    // locked: a concurrent shelf change cannot slip between the check and the write
    const sku = (await getRow(productSkus, ctx, input.id, "ProductSku", undefined, true)) as SkuRow;
    const max = Math.max(0, sku.totalStock - sku.reservedStock);
    if (max === 0) throw AppError.conflict("api.errors.noStockToShelve", { number: sku.number });
    throw AppError.conflict("api.errors.quantityOverStock", { number: sku.number, max });
  },
  SetEarlyWarningStock: async (input, ctx) =>
    updateSku(ctx, input.id, { earlyWarningStock: input.earlyWarningStock }),
  SetRecommend: async (input, ctx) => updateSku(ctx, input.id, { isRecommend: input.isRecommend }),
  BatchOnShelf: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    const rows = await selected(ctx, ids);
    const quantity = input.quantity
      ? sql`least(cast(${input.quantity} as int), ${unreserved})`
      : unreserved;
    const changed = await ctx.db
      .update(productSkus)
      .set({ availableStock: quantity, shelfStatus: "OnShelf", ...touched(ctx) })
      .where(
        and(
          liveSkus(ctx.tenantId),
          inArray(productSkus.id, ids),
          ne(productSkus.shelfStatus, "OnShelf"),
          sql`${unreserved} > 0`,
        ),
      )
      .returning({ id: productSkus.id });
    if (changed.length === 0) throw AppError.conflict("api.errors.noneEligibleOnShelf");
    return batchResult(ctx, ids, rows, new Set(changed.map((c) => c.id)), (row) =>
      row.shelfStatus === "OnShelf" ? "AlreadyOnShelf" : "NoStock",
    );
  },
  BatchRemovedFromShelf: async (input, ctx) => {
    const ids = [...new Set(input.ids)];
    const rows = await selected(ctx, ids);
    const changed = await ctx.db
      .update(productSkus)
      .set({ availableStock: 0, shelfStatus: "RemovedFromShelf", ...touched(ctx) })
      .where(
        and(
          liveSkus(ctx.tenantId),
          inArray(productSkus.id, ids),
          eq(productSkus.shelfStatus, "OnShelf"),
        ),
      )
      .returning({ id: productSkus.id });
    if (changed.length === 0) throw AppError.conflict("api.errors.noneEligibleOffShelf");
    return batchResult(ctx, ids, rows, new Set(changed.map((c) => c.id)), () => "NotOnShelf");
  },
} satisfies Partial<Handlers<typeof ProductSku>>;
