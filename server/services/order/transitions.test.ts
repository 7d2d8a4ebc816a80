import { describe, expect, it } from "vitest";
import type { TOrderStatus, TPaymentMethod } from "@/lib/contracts/enums";
import { nextActions, type OrderState, refusalOf, statusAfter } from "./transitions";

const order = (
  status: TOrderStatus,
  paymentMethod: TPaymentMethod = "CreditCard",
  o: Partial<OrderState> = {},
): OrderState => ({
  status,
  paymentMethod,
  outboundId: null,
  shippedTime: null,
  paidTime: null,
  ...o,
});
const picked = { outboundId: "0190c1a2-0000-7000-8000-000000000001" };

describe("the order state graph (DESIGN §5)", () => {
  it("pays ToBePaid, Issued and Received orders, and nothing else", () => {
    expect(statusAfter(order("ToBePaid"), "ConfirmPayment")).toBe("Paid");
    expect(statusAfter(order("Issued"), "ConfirmPayment")).toBe("PaidAndIssued");
    expect(statusAfter(order("Received"), "MockChequePaid")).toBe("PaidAndReceived");
    for (const s of ["Paid", "Cancelled", "PaidAndIssued", "PaidAndReceived"] as const)
      expect(refusalOf(order(s), "ConfirmPayment", true)).toEqual({ reason: "status" });
  });

  it("simulates card payments only for card orders in test mode, cheques only for cheque orders", () => {
    expect(refusalOf(order("ToBePaid"), "MockPaid", true)).toBeNull();
    expect(refusalOf(order("ToBePaid"), "MockPaid", false)).toEqual({ reason: "testModeOff" });
    expect(refusalOf(order("ToBePaid", "ChequePayment"), "MockPaid", true)).toEqual({
      reason: "paymentMethod",
      required: "CreditCard",
    });
    expect(refusalOf(order("ToBePaid", "ChequePayment"), "MockChequePaid", true)).toBeNull();
    expect(refusalOf(order("ToBePaid", "AccountQuota"), "MockChequePaid", true)).toEqual({
      reason: "paymentMethod",
      required: "ChequePayment",
    });
  });

  it("picks paid orders, and unpaid ones only when paid by cheque or quota", () => {
    expect(refusalOf(order("Paid"), "OutStorage", true)).toBeNull();
    expect(refusalOf(order("ToBePaid"), "OutStorage", true)).toEqual({ reason: "unpaidPick" });
    expect(refusalOf(order("ToBePaid", "ChequePayment"), "OutStorage", true)).toBeNull();
    expect(refusalOf(order("ToBePaid", "AccountQuota"), "OutStorage", true)).toBeNull();
    expect(refusalOf(order("Paid", "CreditCard", picked), "OutStorage", true)).toEqual({
      reason: "picked",
    });
    expect(statusAfter(order("Paid"), "OutStorage")).toBe("Paid");
  });

  it("ships only what was picked: Paid → PaidAndIssued, ToBePaid → Issued", () => {
    expect(refusalOf(order("Paid"), "ActualOutStorage", true)).toEqual({ reason: "notPicked" });
    expect(refusalOf(order("Paid", "CreditCard", picked), "ActualOutStorage", true)).toBeNull();
    expect(statusAfter(order("Paid"), "ActualOutStorage")).toBe("PaidAndIssued");
    expect(statusAfter(order("ToBePaid", "ChequePayment"), "ActualOutStorage")).toBe("Issued");
    expect(
      refusalOf(order("PaidAndIssued", "CreditCard", picked), "ActualOutStorage", true),
    ).toEqual({ reason: "status" });
  });

  it("receives shipped orders: PaidAndIssued → PaidAndReceived, Issued → Received", () => {
    expect(statusAfter(order("PaidAndIssued"), "Received")).toBe("PaidAndReceived");
    expect(statusAfter(order("Issued"), "Received")).toBe("Received");
    expect(refusalOf(order("Paid"), "Received", true)).toEqual({ reason: "status" });
  });

  it("closes ToBePaid or Paid orders, picked or not, never a shipped one", () => {
    expect(statusAfter(order("ToBePaid"), "Cancelled")).toBe("Cancelled");
    expect(statusAfter(order("Paid"), "Cancelled")).toBe("Cancelled");
    expect(refusalOf(order("Paid", "CreditCard", picked), "Cancelled", true)).toBeNull();
    expect(refusalOf(order("ToBePaid", "ChequePayment", picked), "Cancelled", true)).toBeNull();
    // shipped: never, whatever the status says
    expect(
      refusalOf(
        order("Paid", "CreditCard", { ...picked, shippedTime: new Date() }),
        "Cancelled",
        true,
      ),
    ).toEqual({ reason: "status" });
    for (const s of [
      "Issued",
      "PaidAndIssued",
      "Received",
      "PaidAndReceived",
      "Cancelled",
    ] as const)
      expect(refusalOf(order(s), "Cancelled", true)).toEqual({ reason: "status" });
  });

  it("deletes only a cancelled order that was never paid; updates only open ones", () => {
    expect(refusalOf(order("Cancelled"), "Delete", true)).toBeNull();
    expect(
      refusalOf(order("Cancelled", "CreditCard", { paidTime: new Date() }), "Delete", true),
    ).toEqual({ reason: "wasPaid" });
    expect(refusalOf(order("ToBePaid"), "Delete", true)).toEqual({ reason: "status" });
    expect(refusalOf(order("PaidAndReceived"), "Update", true)).toEqual({ reason: "status" });
    expect(refusalOf(order("Issued"), "Update", true)).toBeNull();
  });

  it("offers as next actions exactly what the graph allows", () => {
    expect(nextActions(order("ToBePaid"), true)).toEqual([
      "ConfirmPayment",
      "MockPaid",
      "Cancelled",
    ]);
    expect(nextActions(order("ToBePaid"), false)).toEqual(["ConfirmPayment", "Cancelled"]);
    expect(nextActions(order("ToBePaid", "ChequePayment"), true)).toEqual([
      "ConfirmPayment",
      "MockChequePaid",
      "OutStorage",
      "Cancelled",
    ]);
    expect(nextActions(order("Paid", "CreditCard", picked), true)).toEqual([
      "ActualOutStorage",
      "Cancelled",
    ]);
    expect(nextActions(order("ToBePaid", "AccountQuota", picked), true)).toEqual([
      "ConfirmPayment",
      "ActualOutStorage",
      "Cancelled",
    ]);
    expect(nextActions(order("Issued", "AccountQuota", picked), true)).toEqual([
      "ConfirmPayment",
      "Received",
    ]);
    expect(nextActions(order("PaidAndReceived"), true)).toEqual([]);
    expect(nextActions(order("Cancelled"), true)).toEqual(["Delete"]);
  });
});
