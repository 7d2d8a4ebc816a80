import "server-only";
import { eq } from "drizzle-orm";
import { OrderMain, type TPlaceOrderInput } from "@/lib/contracts/order";
import { orders } from "@/server/db/schema";
import type { Db } from "@/server/db/types";
import { type AuthedCtx, implement } from "@/server/http/define";
import { syncSalesStatistic } from "../finance/sales-statistic-sync";
import { deleted, modified } from "../kit";
import { ownCustomer } from "../customer/customer";
import { addEvent, applyTransition, assertAllowed, cancelOrder, payOrder } from "./lifecycle";
import { invoicePdf } from "./invoices";
import { deliverNotice } from "./notices";
import { customerRow, placeOrder } from "./place";
import { prepareOrder, previewOrder } from "./prepare";
import { listOrders, loadOrder, orderDto, type OrderRow } from "./queries";
import { pickOrder, shipOrder } from "./shipping";

// /api/services/app/OrderMain/* (SPEC §7; DESIGN §5 Orders): placing orders, their payment and
// delivery steps, and reading them. Every method that names an order reaches it through the
// order page's data scope (absent outside it: 404) and changes it with its row locked.

/** Runs `change` on the order locked FOR UPDATE, answering the order as it is afterwards. */
const onOrder =
  <I extends { id: string }>(
    change: (ctx: AuthedCtx, row: OrderRow, input: I) => Promise<OrderRow>,
  ) =>
  async (input: I, ctx: AuthedCtx) =>
    orderDto(ctx, await change(ctx, await loadOrder(ctx, input.id, true), input));

/**
 * For the methods declared `transactional: false`: the change in a transaction of its own, then
 * the customer's notice delivered once it has committed.
 */
async function thenNotify(
  ctx: AuthedCtx,
  change: (ctx: AuthedCtx) => Promise<{ order: OrderRow; noticeId: string | null }>,
) {
  const { dto, noticeId } = await ctx.db.transaction(async (tx) => {
    const inTx = { ...ctx, db: tx as unknown as Db };
    const done = await change(inTx);
    return { dto: await orderDto(inTx, done.order), noticeId: done.noticeId };
  });
  await deliverNotice(ctx.db, noticeId);
  return dto;
}

/** Staff placing an order for a customer (its row locked when it pays from its quota). */
async function placeForCustomer(ctx: AuthedCtx, { customerId, ...input }: TPlaceOrderInput) {
  const customer = await customerRow(ctx, customerId, input.paymentMethod === "AccountQuota");
  return placeOrder(ctx, customer, input, { platform: "OP", placedByUserId: ctx.user.id });
}

export const orderMainService = implement(OrderMain, {
  // GET …/GetAll — filters, tab, sorting; tabCounts under the other filters
  GetAll: async (input, ctx) => listOrders(ctx, input),
  // GET …/Get — lines, totals, timeline oldest first, next actions
  Get: async (input, ctx) => orderDto(ctx, await loadOrder(ctx, input.id)),
  // POST …/Create — staff place an order for a customer (recorded as placed on their behalf)
  Create: async (input, ctx) => placeForCustomer(ctx, input),
  // POST …/DoPlaceOrderOnBehalf — the same, from the order-on-behalf page
  DoPlaceOrderOnBehalf: async (input, ctx) => placeForCustomer(ctx, input),
  // POST …/CustomerCreateOrder — the signed-in customer's own order
  CustomerCreateOrder: async ({ platform, ...input }, ctx) =>
    placeOrder(ctx, await ownCustomer(ctx, input.paymentMethod === "AccountQuota"), input, {
      platform,
      placedByUserId: null,
    }),
  // POST …/PreparePlaceOrderOnBehalf — the customer of an e-mail and code, and the form's choices
  PreparePlaceOrderOnBehalf: async (input, ctx) => prepareOrder(ctx, input),
  // POST …/CalculateSelectItem — the live preview; problems as sentences, never a refusal
  CalculateSelectItem: async (input, ctx) => previewOrder(ctx, input),
  // PUT …/Update — invoice header and remark, while the order is open (only those sent change)
  Update: onOrder(
    async (
      ctx,
      row,
      input: { id: string; invoiceHeader?: string | null; remark?: string | null },
    ) => {
      assertAllowed(ctx, row, "Update");
      // only the fields sent change (null or empty clears one); one left out keeps its value
      const [updated] = await ctx.db
        .update(orders)
        .set({
          ...(input.invoiceHeader !== undefined && { invoiceHeader: input.invoiceHeader || null }),
          ...(input.remark !== undefined && { remark: input.remark || null }),
          ...modified(ctx),
        })
        .where(eq(orders.id, row.id))
        .returning();
      await addEvent(ctx, row.id, "Updated", row.status, row.status);
      await syncSalesStatistic(ctx.db, [row.id]);
      return updated!;
    },
  ),
  // DELETE …/Delete — a cancelled order that was never paid (soft)
  Delete: async (input, ctx) => {
    const row = await loadOrder(ctx, input.id, true);
    assertAllowed(ctx, row, "Delete");
    await ctx.db.update(orders).set(deleted(ctx)).where(eq(orders.id, row.id));
    await syncSalesStatistic(ctx.db, [row.id]);
    return null;
  },
  // POST …/Cancelled — close with a reason: a picked order's outbound record withdrawn, stock
  // released, quota refunded, customer told
  Cancelled: async (input, ctx) =>
    thenNotify(ctx, async (tx) =>
      cancelOrder(tx, await loadOrder(tx, input.id, true), input.reason, "Cancelled"),
    ),
  // POST …/OutStorage — pick in a warehouse: the outbound record, to be delivered
  OutStorage: onOrder((ctx, row, input: { id: string; warehouseId: string }) =>
    pickOrder(ctx, row, input.warehouseId),
  ),
  // POST …/ActualOutStorage — ship what was picked; logistics data or the collection notice
  ActualOutStorage: async (input, ctx) =>
    thenNotify(ctx, async (tx) => shipOrder(tx, await loadOrder(tx, input.id, true), input)),
  // POST …/Received — the customer has the goods
  Received: onOrder((ctx, row) =>
    applyTransition(ctx, row, "Received", "Received", { receivedTime: new Date() }),
  ),
  // POST …/ConfirmPayment — staff confirm the money arrived
  ConfirmPayment: onOrder((ctx, row, input: { id: string; remark?: string | null }) =>
    payOrder(ctx, row, "ConfirmPayment", input.remark),
  ),
  // POST …/MockPaid — a card payment, in payment test mode only
  MockPaid: onOrder((ctx, row) => payOrder(ctx, row, "MockPaid")),
  // POST …/MockChequePaid — the cheque has cleared
  MockChequePaid: onOrder((ctx, row, input: { id: string; remark?: string | null }) =>
    payOrder(ctx, row, "MockChequePaid", input.remark),
  ),
  // GET …/BatchDownloadInvoicePdf — the invoices as one PDF, inline unless `download`
  BatchDownloadInvoicePdf: async (input, ctx) => invoicePdf(ctx, input),
});
