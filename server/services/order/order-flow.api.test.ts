import { and, desc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { getDb } from "@/server/db/client";
import { messageOutbox, stockLedger } from "@/server/db/schema";
import { call, membersOf, signIn } from "@/server/test/api";
import { newDictionaryValue } from "@/server/test/dictionary";
import { newWarehouse, pointInput } from "../warehouse/fixtures";
import {
  deliveryInput,
  enterprise,
  ordinary,
  placed,
  shelvedSkus,
  ship,
  skuOf as skuOfIn,
  twoLineOrder,
} from "./fixtures";

const { OrderMain: O, Customer } = contracts;

let token: string;
beforeAll(async () => {
  token = await signIn();
});

const en = { culture: "en" };
const skuOf = (id: string) => skuOfIn(token, id);
/** The newest outbox message to a recipient. */
async function lastMessageTo(recipient: string) {
  const db = await getDb();
  const [row] = await db
    .select()
    .from(messageOutbox)
    .where(eq(messageOutbox.recipient, recipient))
    .orderBy(desc(messageOutbox.creationTime))
    .limit(1);
  return row;
}

const cardOrder = (paymentMethod?: "CreditCard" | "ChequePayment") =>
  twoLineOrder(token, paymentMethod);

describe("an order's way from payment to delivery", () => {
  it("is paid, picked, shipped and received, each step on the timeline; the ledger shows Reserved and Shipped", async () => {
    const { s, buyer, order } = await cardOrder();
    const paid = await call(O.ConfirmPayment, { id: order.id, remark: "Wire 4411" }, { token });
    expect(paid.body.result).toMatchObject({
      status: "Paid",
      paymentRemark: "Wire 4411",
      nextActions: ["OutStorage", "Cancelled"],
    });
    expect(paid.body.result.paidTime).toEqual(expect.any(String));

    const picked = await call(
      O.OutStorage,
      { id: order.id, warehouseId: s.warehouse.id },
      { token },
    );
    expect(picked.status, JSON.stringify(picked.body.error)).toBe(200);
    expect(picked.body.result).toMatchObject({
      status: "Paid",
      isOutStorage: true,
      nextActions: ["ActualOutStorage", "Cancelled"],
    });
    expect(picked.body.result.outboundCode).toMatch(/^OUT-\d{6}$/);
    const outbound = await call(
      contracts.WarehouseOutbound.Get,
      { id: picked.body.result.outboundId! },
      { token },
    );
    expect(outbound.body.result).toMatchObject({
      orderId: order.id,
      orderCode: order.orderCode,
      status: "ToBeDelivered",
      recipientName: "Élise Tremblay",
      totalQuantity: 5,
    });

    // shipping by delivery needs all three logistics fields (SPEC §5)
    const noNumber = await call(
      O.ActualOutStorage,
      { id: order.id, logisticsCompany: "Purolator", expectedDeliveryDate: "2026-12-01" },
      { token, ...en },
    );
    expect([noNumber.status, membersOf(noNumber)]).toEqual([400, ["logisticsNumber"]]);
    const nothing = await call(O.ActualOutStorage, { id: order.id }, { token });
    expect(membersOf(nothing)).toEqual([
      "expectedDeliveryDate",
      "logisticsCompany",
      "logisticsNumber",
    ]);
    // the carrier is one of the LogisticsCompany dictionary's values
    const unknownCarrier = await call(
      O.ActualOutStorage,
      { id: order.id, ...ship, logisticsCompany: "Pony Express" },
      { token, ...en },
    );
    expect(unknownCarrier.status).toBe(400);
    expect(unknownCarrier.body.error?.validationErrors).toEqual([
      expect.objectContaining({
        members: ["logisticsCompany"],
        message: "Pony Express is not a logistics company in the data dictionary.",
      }),
    ]);
    const shipped = await call(O.ActualOutStorage, { id: order.id, ...ship }, { token, ...en });
    expect(shipped.status, JSON.stringify(shipped.body.error)).toBe(200);
    expect(shipped.body.result).toMatchObject({
      status: "PaidAndIssued",
      ...ship,
      logisticsCompanyName: "Purolator",
      nextActions: ["Received"],
    });
    const mail = await lastMessageTo(buyer.customer.email!);
    expect(mail).toMatchObject({ channel: "Email", subject: `Order shipped · ${order.orderCode}` });
    expect(mail!.body).toContain("PUR-332211");

    const received = await call(O.Received, { id: order.id }, { token });
    expect(received.body.result).toMatchObject({ status: "PaidAndReceived", nextActions: [] });
    expect(received.body.result.events.map((e) => [e.action, e.fromStatus, e.toStatus])).toEqual([
      ["Created", null, "ToBePaid"],
      ["PaymentConfirmed", "ToBePaid", "Paid"],
      ["OutStorage", "Paid", "Paid"],
      ["Shipped", "Paid", "PaidAndIssued"],
      ["Received", "PaidAndIssued", "PaidAndReceived"],
    ]);
    expect(received.body.result.events.every((e) => e.creatorName === "Admin Quay")).toBe(true);
    expect(received.body.result.events[1]!.remark).toBe("Wire 4411");

    // stock: reserved, then out of its place and out of reserved; sales volume up
    expect(await skuOf(s.a.id)).toMatchObject({
      totalStock: 47,
      availableStock: 47,
      reservedStock: 0,
      salesVolume: 3,
    });
    const db = await getDb();
    const ledger = await db
      .select()
      .from(stockLedger)
      .where(eq(stockLedger.skuId, s.a.id))
      .orderBy(stockLedger.creationTime);
    expect(ledger.map((l) => [l.reason, l.delta, l.reservedDelta])).toEqual([
      ["StockIn", 50, 0],
      ["Reserved", 0, 3],
      ["Shipped", -3, -3],
    ]);
    expect(ledger[2]!.locationId).toBe(s.first.id);

    // a shipped order cannot be closed: 409 saying why
    const cancel = await call(
      O.Cancelled,
      { id: order.id, reason: "Changed mind" },
      { token, ...en },
    );
    expect(cancel.status).toBe(409);
    expect(cancel.body.error?.message).toBe(
      `Order ${order.orderCode} cannot be closed while it is Completed.`,
    );
  });

  it("refuses to close an order once shipped, to pick it twice and to ship it twice", async () => {
    const { s, order } = await cardOrder();
    await call(O.MockPaid, { id: order.id }, { token });
    await call(O.OutStorage, { id: order.id, warehouseId: s.warehouse.id }, { token });
    const twice = await call(
      O.OutStorage,
      { id: order.id, warehouseId: s.warehouse.id },
      { token, ...en },
    );
    expect([twice.status, twice.body.error?.message]).toEqual([
      409,
      `Order ${order.orderCode} has already been picked for shipping; it cannot be picked again.`,
    ]);
    await call(O.ActualOutStorage, { id: order.id, ...ship }, { token });
    const cancel = await call(O.Cancelled, { id: order.id, reason: "Too late" }, { token, ...en });
    expect([cancel.status, cancel.body.error?.message]).toEqual([
      409,
      `Order ${order.orderCode} cannot be closed while it is Paid and shipped.`,
    ]);
    const again = await call(O.ActualOutStorage, { id: order.id, ...ship }, { token, ...en });
    expect(again.status).toBe(409);
    const repick = await call(
      O.OutStorage,
      { id: order.id, warehouseId: s.warehouse.id },
      { token },
    );
    expect(repick.status).toBe(409);
  });

  it("closes an unshipped order with a reason: stock back on shelf, the customer told; then it may be deleted", async () => {
    const { s, buyer, order } = await cardOrder();
    const noReason = await call(O.Cancelled, { id: order.id, reason: " " }, { token });
    expect([noReason.status, membersOf(noReason)]).toEqual([400, ["reason"]]);
    expect((await call(O.Delete, { id: order.id }, { token, ...en })).body.error?.message).toBe(
      `Order ${order.orderCode} cannot be deleted while it is Awaiting payment.`,
    );

    const closed = await call(O.Cancelled, { id: order.id, reason: "Customer asked" }, { token });
    expect(closed.body.result).toMatchObject({
      status: "Cancelled",
      cancelReason: "Customer asked",
      nextActions: ["Delete"],
    });
    expect(closed.body.result.events.at(-1)).toMatchObject({
      action: "Cancelled",
      fromStatus: "ToBePaid",
      toStatus: "Cancelled",
      remark: "Customer asked",
    });
    expect(await skuOf(s.a.id)).toMatchObject({ availableStock: 50, reservedStock: 0 });
    const mail = await lastMessageTo(buyer.customer.email!);
    expect(mail?.subject).toBe(`Order closed · ${order.orderCode}`);
    expect(mail?.body).toContain("Customer asked");
    const twice = await call(O.Cancelled, { id: order.id, reason: "Again" }, { token });
    expect(twice.status).toBe(409);
    expect((await call(O.Update, { id: order.id, remark: "x" }, { token })).status).toBe(409);

    expect((await call(O.Delete, { id: order.id }, { token })).status).toBe(200);
    expect((await call(O.Get, { id: order.id }, { token })).status).toBe(404);

    // a paid order that was closed is kept
    const paid = await cardOrder();
    await call(O.ConfirmPayment, { id: paid.order.id }, { token });
    await call(O.Cancelled, { id: paid.order.id, reason: "Refunded" }, { token });
    const kept = await call(O.Delete, { id: paid.order.id }, { token, ...en });
    expect([kept.status, kept.body.error?.message]).toEqual([
      409,
      `Order ${paid.order.orderCode} was paid before it was closed, so it is kept for the records.`,
    ]);
  });

  it("ships a cheque order before payment (Issued), then takes the cheque; card simulation only for cards", async () => {
    const { s, order } = await cardOrder("ChequePayment");
    const card = await call(O.MockPaid, { id: order.id }, { token, ...en });
    expect([card.status, card.body.error?.message]).toEqual([
      409,
      `Only Credit card orders can be paid this way; order ${order.orderCode} is paid by Cheque.`,
    ]);
    await call(O.OutStorage, { id: order.id, warehouseId: s.warehouse.id }, { token });
    const issued = await call(O.ActualOutStorage, { id: order.id, ...ship }, { token });
    expect(issued.body.result).toMatchObject({
      status: "Issued",
      nextActions: ["ConfirmPayment", "MockChequePaid", "Received"],
    });
    const paid = await call(O.MockChequePaid, { id: order.id, remark: "Cheque 118" }, { token });
    expect(paid.body.result.status).toBe("PaidAndIssued");
    expect(paid.body.result.events.at(-1)).toMatchObject({
      action: "ChequePaid",
      remark: "Cheque 118",
    });
  });

  it("picks a card order only once it is paid", async () => {
    const { s, order } = await cardOrder();
    const early = await call(
      O.OutStorage,
      { id: order.id, warehouseId: s.warehouse.id },
      { token, ...en },
    );
    expect([early.status, early.body.error?.message]).toEqual([
      409,
      `Order ${order.orderCode} must be paid before it is picked: only cheque and account-quota orders ship before payment.`,
    ]);
    const early2 = await call(O.ActualOutStorage, { id: order.id, ...ship }, { token, ...en });
    expect(early2.status).toBe(409);
  });

  it("picks only from an enabled warehouse that holds each line at one place", async () => {
    const { order } = await cardOrder();
    await call(O.ConfirmPayment, { id: order.id }, { token });
    const empty = await newWarehouse(token);
    const none = await call(
      O.OutStorage,
      { id: order.id, warehouseId: empty.id },
      { token, ...en },
    );
    expect(none.status).toBe(409);
    expect(none.body.error?.message).toBe(
      `${empty.name} holds at most 0 of ${order.lines[0]!.skuNumber} at one location; the order needs 3. Transfer stock there first or pick another warehouse.`,
    );
    await call(contracts.Warehouse.Update, { ...empty, status: "Disable" }, { token });
    const disabled = await call(O.OutStorage, { id: order.id, warehouseId: empty.id }, { token });
    expect([disabled.status, membersOf(disabled)]).toEqual([400, ["warehouseId"]]);
    const nowhere = await call(
      O.OutStorage,
      { id: order.id, warehouseId: crypto.randomUUID() },
      { token },
    );
    expect(membersOf(nowhere)).toEqual(["warehouseId"]);
    // nothing was picked
    expect((await call(O.Get, { id: order.id }, { token })).body.result.outboundId).toBeNull();
  });

  it("settles an enterprise's credit: the quota it took is free again once paid, and refunded when closed unpaid", async () => {
    const s = await shelvedSkus(token);
    const buyer = await enterprise(token, "500");
    const lines = [{ skuId: s.a.id, quantity: 4 }]; // 74.73
    const remaining = async () =>
      (await call(Customer.Get, { id: buyer.customer.id }, { token })).body.result.remainingQuota;
    const first = await placed(token, deliveryInput(buyer, lines, "AccountQuota"));
    const second = await placed(token, deliveryInput(buyer, lines, "AccountQuota"));
    expect(await remaining()).toBe("350.54");
    await call(O.OutStorage, { id: first.id, warehouseId: s.warehouse.id }, { token });
    await call(O.ActualOutStorage, { id: first.id, ...ship }, { token });
    const received = await call(O.Received, { id: first.id }, { token });
    expect(received.body.result.status).toBe("Received");
    const paid = await call(O.ConfirmPayment, { id: first.id }, { token });
    expect(paid.body.result.status).toBe("PaidAndReceived");
    expect(await remaining()).toBe("425.27");
    await call(O.Cancelled, { id: second.id, reason: "Duplicate" }, { token });
    expect(await remaining()).toBe("500.00");
  });

  it("tells a pickup customer to collect instead of asking for logistics data", async () => {
    const s = await shelvedSkus(token);
    const buyer = await ordinary(token);
    const point = (
      await call(
        contracts.WarehouseSelfLiftinPoint.Create,
        await pointInput(token, s.warehouse.id),
        {
          token,
        },
      )
    ).body.result;
    const order = (
      await call(
        O.DoPlaceOrderOnBehalf,
        {
          customerId: buyer.customer.id,
          receivingMethod: "DoorToDoorSelfDelivery",
          selfLiftPointId: point.id,
          billAddressId: buyer.bill.id,
          paymentMethod: "CreditCard",
          lines: [{ skuId: s.a.id, quantity: 1 }],
        },
        { token },
      )
    ).body.result;
    await call(O.MockPaid, { id: order.id }, { token });
    await call(O.OutStorage, { id: order.id, warehouseId: s.warehouse.id }, { token });
    const shipped = await call(O.ActualOutStorage, { id: order.id }, { token, ...en });
    expect(shipped.status, JSON.stringify(shipped.body.error)).toBe(200);
    expect(shipped.body.result).toMatchObject({ status: "PaidAndIssued", logisticsNumber: null });
    const mail = await lastMessageTo(buyer.customer.email!);
    expect(mail?.subject).toBe(`Your order is ready to collect · ${order.orderCode}`);
    expect(mail?.body).toContain(`${point.name}, 1 Yonge St, Toronto, Ontario`);
  });

  it("changes the invoice header and remark while the order is open", async () => {
    const { order } = await cardOrder();
    const res = await call(
      O.Update,
      { id: order.id, invoiceHeader: "Gagnon Ltée", remark: "Leave at the door" },
      { token },
    );
    expect(res.body.result).toMatchObject({
      invoiceHeader: "Gagnon Ltée",
      remark: "Leave at the door",
      status: "ToBePaid",
    });
    expect(res.body.result.events.at(-1)).toMatchObject({
      action: "Updated",
      toStatus: "ToBePaid",
    });
  });

  it("answers 404 for an order that does not exist", async () => {
    const id = crypto.randomUUID();
    for (const res of [
      await call(O.Get, { id }, { token }),
      await call(O.ConfirmPayment, { id }, { token }),
      await call(O.Cancelled, { id, reason: "x" }, { token }),
      await call(O.ActualOutStorage, { id }, { token }),
    ])
      expect(res.status).toBe(404);
    const db = await getDb();
    expect(
      await db
        .select()
        .from(stockLedger)
        .where(and(eq(stockLedger.referenceId, id))),
    ).toEqual([]);
  });

  it("keeps a LogisticsCompany value a shipped order records: no delete, no new key (409)", async () => {
    const carrier = await newDictionaryValue("LogisticsCompany");
    const { s, order } = await cardOrder();
    await call(O.ConfirmPayment, { id: order.id }, { token });
    await call(O.OutStorage, { id: order.id, warehouseId: s.warehouse.id }, { token });
    const shipped = await call(
      O.ActualOutStorage,
      { id: order.id, ...ship, logisticsCompany: carrier.key.toLowerCase() },
      { token },
    );
    expect(shipped.status, JSON.stringify(shipped.body.error)).toBe(200);
    expect(shipped.body.result).toMatchObject({
      logisticsCompany: carrier.key,
      logisticsCompanyName: carrier.displayName,
    });
    const refused = await carrier.remove();
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toContain(`"${order.orderCode}"`);
    expect((await carrier.rename(`${carrier.key}x`)).status).toBe(409);
  });
});
