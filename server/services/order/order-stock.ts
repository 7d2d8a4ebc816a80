import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { productSkus } from "@/server/db/schema";
import type { AuthedCtx } from "@/server/http/define";
import { lockSku, postStock } from "@/server/services/warehouse/stock-posting";

// An order's effect on stock (DESIGN §5 Stock), through the one writer, postStock: placing it
// takes its quantities off the shelf into reserved stock (a `Reserved` ledger row per line, no
// place, refused when less is on shelf: no oversell, ever); cancelling puts them back
// (`Released`); shipping takes them out of a place and out of reserved stock
// (issueOutbound with releasesReservation, `Shipped` rows).

interface OrderRef {
  id: string;
  orderCode: string;
}
interface OrderQuantity {
  skuId: string;
  quantity: number;
}

/** Reserves the lines' quantities from what is on shelf; 409 `notEnoughAvailable` naming the SKU. */
export async function reserveOrderStock(
  ctx: AuthedCtx,
  order: OrderRef,
  lines: readonly OrderQuantity[],
) {
  await postStock(
    ctx,
    { reason: "Reserved", reference: order.orderCode, referenceId: order.id },
    lines.map((l) => ({
      skuId: l.skuId,
      warehouseId: null,
      locationId: null,
      delta: 0,
      reservedDelta: l.quantity,
      availableDelta: -l.quantity,
    })),
  );
}

/**
 * Releases a cancelled order's reservation: the quantities go back on shelf for SKUs still on
 * shelf (a SKU taken off shelf meanwhile keeps nothing on shelf; its stock is simply unreserved).
 */
export async function releaseOrderStock(
  ctx: AuthedCtx,
  order: OrderRef,
  lines: readonly OrderQuantity[],
) {
  const ids = [...new Set(lines.map((l) => l.skuId))].sort();
  // locked first (id order, as postStock locks them), so the shelf status read here holds
  for (const id of ids) await lockSku(ctx, id);
  const onShelf = new Set(
    (
      await ctx.db
        .select({ id: productSkus.id })
        .from(productSkus)
        .where(
          and(
            eq(productSkus.tenantId, ctx.tenantId),
            inArray(productSkus.id, ids),
            eq(productSkus.shelfStatus, "OnShelf"),
          ),
        )
    ).map((r) => r.id),
  );
  await postStock(
    ctx,
    { reason: "Released", reference: order.orderCode, referenceId: order.id },
    lines.map((l) => ({
      skuId: l.skuId,
      warehouseId: null,
      locationId: null,
      delta: 0,
      reservedDelta: -l.quantity,
      availableDelta: onShelf.has(l.skuId) ? l.quantity : 0,
    })),
  );
}
