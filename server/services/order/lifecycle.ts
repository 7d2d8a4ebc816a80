import "server-only";
import Decimal from "decimal.js";
import { and, asc, eq, sql } from "drizzle-orm";
import { enumMessageKey } from "@/lib/contracts/enum-values";
import type { TOrderAction, TOrderStatus, TPaymentMethod } from "@/lib/contracts/enums";
import { isPaymentTestMode } from "@/lib/env";
import { customers, orderEvents, orderLines, orders } from "@/server/db/schema";
import type { AuthedCtx } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { syncSalesStatistic } from "../finance/sales-statistic-sync";
import { created, modified } from "../kit";
import { withdrawOutbound } from "../warehouse/outbound-posting";
import { queueOrderNotice } from "./notices";
import { releaseOrderStock } from "./order-stock";
import type { OrderRow } from "./queries";
import { type OrderTransition, refusalOf, statusAfter } from "./transitions";

// Changing an order (DESIGN §5 Orders): every change runs on the order row locked FOR UPDATE,
// is checked against the state graph (transitions.ts), and leaves a timeline entry with who,
// when and a remark. A refusal is a 409 that says why, naming the order's current status.

const stateOf = (r: OrderRow) => ({
  status: r.status as TOrderStatus,
  paymentMethod: r.paymentMethod as TPaymentMethod,
  outboundId: r.outboundId,
  shippedTime: r.shippedTime,
  paidTime: r.paidTime,
});

/** Refuses `action` on the order unless the graph allows it now, saying why in the caller's language. */
export function assertAllowed(ctx: AuthedCtx, r: OrderRow, action: OrderTransition): void {
  const refusal = refusalOf(stateOf(r), action, isPaymentTestMode);
  if (!refusal) return;
  const code = r.orderCode;
  switch (refusal.reason) {
    case "status":
      throw AppError.conflict("api.errors.orderActionRefused", {
        code,
        action,
        status: ctx.t(enumMessageKey("OrderStatus", r.status)),
      });
    case "picked":
      throw AppError.conflict("api.errors.orderAlreadyPicked", { code });
    case "notPicked":
      throw AppError.conflict("api.errors.orderNotPicked", { code });
    case "paymentMethod":
      throw AppError.conflict("api.errors.orderWrongPaymentMethod", {
        code,
        required: ctx.t(enumMessageKey("PaymentMethod", refusal.required)),
        method: ctx.t(enumMessageKey("PaymentMethod", r.paymentMethod)),
      });
    case "unpaidPick":
      throw AppError.conflict("api.errors.orderUnpaidPick", { code });
    case "wasPaid":
      throw AppError.conflict("api.errors.orderWasPaid", { code });
    case "testModeOff":
      throw AppError.conflict("api.errors.paymentTestModeOff");
  }
}

/** A timeline entry: what was done, from which status to which, by the caller, now. */
export async function addEvent(
  ctx: AuthedCtx,
  orderId: string,
  action: TOrderAction,
  from: string | null,
  to: string,
  remark?: string | null,
) {
  await ctx.db.insert(orderEvents).values({
    ...created(ctx),
    orderId,
    action,
    fromStatus: from,
    toStatus: to,
    remark: remark || null,
  });
}

/**
 * Applies an allowed action to a locked order: its new status (by the graph), `changes`, the
 * audit stamps, the timeline entry and its sales statistic. Returns the updated row.
 */
export async function applyTransition(
  ctx: AuthedCtx,
  r: OrderRow,
  action: OrderTransition,
  event: TOrderAction,
  changes: Partial<typeof orders.$inferInsert> = {},
  remark?: string | null,
): Promise<OrderRow> {
  assertAllowed(ctx, r, action);
  const to = statusAfter(stateOf(r), action);
  const [updated] = await ctx.db
    .update(orders)
    .set({ ...changes, status: to, ...modified(ctx) })
    .where(eq(orders.id, r.id))
    .returning();
  await addEvent(ctx, r.id, event, r.status, to, remark);
  await syncSalesStatistic(ctx.db, [r.id]);
  return updated!;
}

/** An order's lines as its stock moves need them. */
export const linesOf = (ctx: AuthedCtx, orderId: string) =>
  ctx.db
    .select({ skuId: orderLines.skuId, quantity: orderLines.quantity })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .orderBy(asc(orderLines.sortOrder));

/** Gives an enterprise back what an order took from its quota (the order row is locked). */
async function refundQuota(ctx: AuthedCtx, r: OrderRow) {
  if (!new Decimal(r.quotaCharged).greaterThan(0)) return;
  await ctx.db
    .update(customers)
    .set({ usedQuota: sql`greatest(${customers.usedQuota} - ${r.quotaCharged}, 0)` })
    .where(and(eq(customers.id, r.customerId), eq(customers.tenantId, ctx.tenantId)));
}

/**
 * Pays a locked order (ConfirmPayment, MockPaid, MockChequePaid): Paid, PaidAndIssued or
 * PaidAndReceived by the graph. An account-quota order's payment settles its credit: the quota
 * it took is free again.
 */
export async function payOrder(
  ctx: AuthedCtx,
  r: OrderRow,
  action: "ConfirmPayment" | "MockPaid" | "MockChequePaid",
  remark?: string | null,
): Promise<OrderRow> {
  const event = (
    {
      ConfirmPayment: "PaymentConfirmed",
      MockPaid: "MockPaid",
      MockChequePaid: "ChequePaid",
    } as const
  )[action];
  const paid = await applyTransition(
    ctx,
    r,
    action,
    event,
    { paidTime: new Date(), paymentRemark: remark || null },
    remark,
  );
  if (r.paymentMethod === "AccountQuota") await refundQuota(ctx, r);
  return paid;
}

/**
 * Closes a locked order (ToBePaid or Paid, not shipped) with a reason: a picked order's outbound
 * record withdrawn, quota refunded when it was not settled yet, stock released, the customer
 * told. Returns the row and the queued notice, to deliver once the transaction has committed.
 * Locks: the order, then its outbound record (as shipping does), then the customer, then the
 * SKUs (as placing an order takes the customer before the SKUs).
 */
export async function cancelOrder(
  ctx: AuthedCtx,
  r: OrderRow,
  reason: string,
  event: "Cancelled" | "AutoCancelled",
): Promise<{ order: OrderRow; noticeId: string | null }> {
  assertAllowed(ctx, r, "Cancelled");
  // picked, not shipped: nothing left its place yet, the record only goes (the stock stays reserved
  // until releaseOrderStock below gives it back)
  if (r.outboundId) await withdrawOutbound(ctx, r.outboundId);
  if (!r.paidTime) await refundQuota(ctx, r);
  await releaseOrderStock(ctx, r, await linesOf(ctx, r.id));
  const order = await applyTransition(
    ctx,
    r,
    "Cancelled",
    event,
    { cancelReason: reason, cancelledTime: new Date(), outboundId: null, outStorageTime: null },
    reason,
  );
  return { order, noticeId: await queueOrderNotice(ctx, order, "closed") };
}
