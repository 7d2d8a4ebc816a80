import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { getDb } from "@/server/db/client";
import { orders } from "@/server/db/schema";
import { call, signIn, userWith } from "@/server/test/api";
import { deliveryInput, ordinary, placed, shelvedSkus } from "./fixtures";

const { OrderMain: O } = contracts;

let token: string;
beforeAll(async () => {
  token = await signIn();
});

describe("the order list", () => {
  it("filters, sorts and counts each tab under the other filters", async () => {
    const s = await shelvedSkus(token);
    const buyer = await ordinary(token);
    const order = (quantity: number, skuId = s.a.id) =>
      placed(token, deliveryInput(buyer, [{ skuId, quantity }]));
    const unpaid = await order(1);
    const paid = await order(2, s.b.id);
    const done = await order(3);
    const closed = await order(4);
    await call(O.ConfirmPayment, { id: paid.id }, { token });
    await call(O.ConfirmPayment, { id: done.id }, { token });
    await call(O.OutStorage, { id: done.id, warehouseId: s.warehouse.id }, { token });
    await call(
      O.ActualOutStorage,
      {
        id: done.id,
        logisticsCompany: "UPS",
        logisticsNumber: "1Z999",
        expectedDeliveryDate: "2026-12-02",
      },
      { token },
    );
    await call(O.Received, { id: done.id }, { token });
    await call(O.Cancelled, { id: closed.id, reason: "No longer needed" }, { token });

    const list = async (input: Record<string, unknown>) =>
      (await call(O.GetAll, { customerId: buyer.customer.id, ...input }, { token })).body.result;
    const codes = async (input: Record<string, unknown>) =>
      (await list(input)).items.map((i) => i.orderCode);

    const all = await list({});
    expect(all.totalCount).toBe(4);
    expect(all.tabCounts).toEqual({ All: 4, UnPaid: 1, Pending: 1, Complete: 1 });
    // newest first by default
    expect(all.items.map((i) => i.id)).toEqual([closed.id, done.id, paid.id, unpaid.id]);
    expect(all.items[1]).toMatchObject({
      status: "PaidAndReceived",
      totalQuantity: 3,
      lineCount: 1,
      firstProductName: s.a.name,
      isOutStorage: true,
      customerName: "Marc Gagnon",
    });

    expect(await codes({ orderStatusTab: "UnPaid" })).toEqual([unpaid.orderCode]);
    expect(await codes({ orderStatusTab: "Pending" })).toEqual([paid.orderCode]);
    expect(await codes({ orderStatusTab: "Complete" })).toEqual([done.orderCode]);
    const pending = await list({ orderStatusTab: "Pending" });
    expect([pending.totalCount, pending.tabCounts.All]).toEqual([1, 4]);

    expect(await codes({ status: "Cancelled" })).toEqual([closed.orderCode]);
    expect(await codes({ isOnlyIncludeOutStorage: true })).toEqual([done.orderCode]);
    expect(await codes({ productNumber: s.b.number.toLowerCase() })).toEqual([paid.orderCode]);
    expect(await codes({ orderCode: unpaid.orderCode.slice(3) })).toEqual([unpaid.orderCode]);
    expect(await codes({ userName: buyer.customer.customerCode.toLowerCase() })).toHaveLength(4);
    expect(await codes({ receivingMethod: "DoorToDoorSelfDelivery" })).toEqual([]);
    expect(await codes({ paymentMethod: "CreditCard", sorting: "totalAmount" })).toEqual([
      unpaid.orderCode,
      paid.orderCode,
      done.orderCode,
      closed.orderCode,
    ]);
    expect(await codes({ sorting: "orderCode asc" })).toEqual(
      [unpaid, paid, done, closed].map((o) => o.orderCode),
    );
    // placed within a time window
    const db = await getDb();
    await db
      .update(orders)
      .set({ creationTime: new Date("2026-01-15T12:00:00Z") })
      .where(eq(orders.id, unpaid.id));
    expect(
      await codes({ beginTime: "2026-01-01T00:00:00Z", endTime: "2026-02-01T00:00:00Z" }),
    ).toEqual([unpaid.orderCode]);
    const windowed = await list({ beginTime: "2026-02-01T00:00:00Z" });
    expect(windowed.tabCounts).toEqual({ All: 3, UnPaid: 0, Pending: 1, Complete: 1 });
  });

  it("shows a Mine-scoped clerk only the orders it placed", async () => {
    const s = await shelvedSkus(token);
    const buyer = await ordinary(token);
    const theirs = await placed(token, deliveryInput(buyer, [{ skuId: s.a.id, quantity: 1 }]));
    const clerk = await userWith(
      [
        "Pages.Order.Management",
        "Pages.Order.Management.PlaceOnBehalf",
        // it orders for ordinary customers, so it sees them
        "Pages.Customer",
        "Pages.Customer.Ordinary",
      ],
      [{ permissionName: "Pages.Order.Management", scope: "Mine" }],
    );
    const mine = await placed(clerk.token, deliveryInput(buyer, [{ skuId: s.a.id, quantity: 1 }]));
    const seen = await call(O.GetAll, { customerId: buyer.customer.id }, { token: clerk.token });
    expect(seen.body.result.items.map((i) => i.id)).toEqual([mine.id]);
    expect(seen.body.result.tabCounts.All).toBe(1);
    expect((await call(O.Get, { id: theirs.id }, { token: clerk.token })).status).toBe(404);
    // the administrator narrows to its own with isOnlyMine
    const own = await call(
      O.GetAll,
      { customerId: buyer.customer.id, isOnlyMine: true },
      { token },
    );
    expect(own.body.result.items.map((i) => i.id)).toEqual([theirs.id]);
  });
});
