import type { TOrderNextAction } from "@/lib/contracts/order";
import type { TOrderStatus, TPaymentMethod } from "@/lib/contracts/enums";

// The order state graph (DESIGN §5 Orders), as pure functions: which action is allowed from
// which status, and where it leads. Payment and delivery are two independent steps:
//
//   ToBePaid ──pay──► Paid ──ship──► PaidAndIssued ──receive──► PaidAndReceived
//      │  └──ship (cheque/quota only)──► Issued ──pay──► PaidAndIssued
//      │                                   └──receive──► Received ──pay──► PaidAndReceived
//      └─(ToBePaid or Paid, not shipped) cancel with reason ──► Cancelled
//
// "ship" is two calls: OutStorage picks the order in a warehouse (its outbound record; the
// status stays), ActualOutStorage ships what was picked. Closing a picked order withdraws its
// outbound record (nothing has left the warehouse yet). The services ask `refusalOf` before
// every change and `nextActions` for the DTO, so the two never disagree.

/** What the graph needs to know of an order. */
export interface OrderState {
  status: TOrderStatus;
  paymentMethod: TPaymentMethod;
  /** picked: its outbound record exists */
  outboundId: string | null;
  /** shipped (ActualOutStorage done) */
  shippedTime: Date | string | null;
  /** paid at some point (a cancelled order may have been) */
  paidTime: Date | string | null;
}

/** The actions of the graph (the API methods that change an order). */
export type OrderTransition = TOrderNextAction | "Update";

/** Why an action is refused; the service words it (with the order's code and status). */
export type Refusal =
  | { reason: "status" }
  | { reason: "picked" }
  | { reason: "notPicked" }
  | { reason: "paymentMethod"; required: TPaymentMethod }
  | { reason: "unpaidPick" }
  | { reason: "wasPaid" }
  | { reason: "testModeOff" };

const PAID: Partial<Record<TOrderStatus, TOrderStatus>> = {
  ToBePaid: "Paid",
  Issued: "PaidAndIssued",
  Received: "PaidAndReceived",
};
const SHIPPED: Partial<Record<TOrderStatus, TOrderStatus>> = {
  ToBePaid: "Issued",
  Paid: "PaidAndIssued",
};
const RECEIVED: Partial<Record<TOrderStatus, TOrderStatus>> = {
  Issued: "Received",
  PaidAndIssued: "PaidAndReceived",
};
/** Payment methods whose orders may ship before they are paid (DESIGN §5). */
const SHIPS_UNPAID: readonly TPaymentMethod[] = ["ChequePayment", "AccountQuota"];

/** The status an action leads to (the same status for a pick, an update or a delete). */
export function statusAfter(order: OrderState, action: OrderTransition): TOrderStatus {
  const next = {
    ConfirmPayment: PAID,
    MockPaid: PAID,
    MockChequePaid: PAID,
    ActualOutStorage: SHIPPED,
    Received: RECEIVED,
    Cancelled: { ToBePaid: "Cancelled", Paid: "Cancelled" },
  }[action as string] as Partial<Record<TOrderStatus, TOrderStatus>> | undefined;
  return next?.[order.status] ?? order.status;
}

/**
 * Null when `action` is allowed on the order now, else why not. `isPaymentTestMode`: MockPaid
 * is possible at all (PAYMENT_TEST_MODE, see lib/env.ts).
 */
export function refusalOf(
  order: OrderState,
  action: OrderTransition,
  isPaymentTestMode: boolean,
): Refusal | null {
  const s = order.status;
  switch (action) {
    case "ConfirmPayment":
      return PAID[s] ? null : { reason: "status" };
    case "MockPaid":
      if (!PAID[s]) return { reason: "status" };
      if (order.paymentMethod !== "CreditCard")
        return { reason: "paymentMethod", required: "CreditCard" };
      return isPaymentTestMode ? null : { reason: "testModeOff" };
    case "MockChequePaid":
      if (!PAID[s]) return { reason: "status" };
      return order.paymentMethod === "ChequePayment"
        ? null
        : { reason: "paymentMethod", required: "ChequePayment" };
    case "Cancelled":
      // picked but not shipped may still close (its outbound record is withdrawn); shipped never
      return (s !== "ToBePaid" && s !== "Paid") || order.shippedTime ? { reason: "status" } : null;
    case "OutStorage":
      if (s !== "ToBePaid" && s !== "Paid") return { reason: "status" };
      if (order.outboundId) return { reason: "picked" };
      if (s === "ToBePaid" && !SHIPS_UNPAID.includes(order.paymentMethod))
        return { reason: "unpaidPick" };
      return null;
    case "ActualOutStorage":
      if (!SHIPPED[s] || order.shippedTime) return { reason: "status" };
      return order.outboundId ? null : { reason: "notPicked" };
    case "Received":
      return RECEIVED[s] ? null : { reason: "status" };
    case "Update":
      return s === "Cancelled" || s === "PaidAndReceived" ? { reason: "status" } : null;
    case "Delete":
      if (s !== "Cancelled") return { reason: "status" };
      return order.paidTime ? { reason: "wasPaid" } : null;
  }
}

const ACTIONS: readonly TOrderNextAction[] = [
  "ConfirmPayment",
  "MockPaid",
  "MockChequePaid",
  "OutStorage",
  "ActualOutStorage",
  "Received",
  "Cancelled",
  "Delete",
];

/** What can be done to the order now, by its status and payment method (not by permission). */
export const nextActions = (order: OrderState, isPaymentTestMode: boolean): TOrderNextAction[] =>
  ACTIONS.filter((action) => refusalOf(order, action, isPaymentTestMode) === null);
