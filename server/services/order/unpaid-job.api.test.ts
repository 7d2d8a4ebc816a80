import { eq, inArray } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { getDb } from "@/server/db/client";
import { orders, stockLedger } from "@/server/db/schema";
import { call, signIn } from "@/server/test/api";
import { deliveryInput, enterprise, ordinary, placed, shelvedSkus } from "./fixtures";
import { cancelUnpaidOrders } from "./unpaid-job";

const { OrderMain: O } = contracts;

let token: string;
beforeAll(async () => {
  token = await signIn();
});

/** Moves an order's placing time back by `hours`. */
async function age(id: string, hours: number) {
  const db = await getDb();
  await db
    .update(orders)
    .set({ creationTime: new Date(Date.now() - hours * 3_600_000) })
    .where(eq(orders.id, id));
}

describe("the unpaid-order job", () => {
  it("closes orders still unpaid past the configured hours, as the system, and leaves the rest", async () => {
    const s = await shelvedSkus(token);
    const buyer = await ordinary(token);
    const company = await enterprise(token, "5000");
    const line = [{ skuId: s.a.id, quantity: 2 }];
    const stale = await placed(token, deliveryInput(buyer, line));
    const staleCheque = await placed(token, deliveryInput(buyer, line, "ChequePayment"));
    const fresh = await placed(token, deliveryInput(buyer, line));
    const paid = await placed(token, deliveryInput(buyer, line));
    const picked = await placed(token, deliveryInput(buyer, line, "ChequePayment"));
    const onCredit = await placed(token, deliveryInput(company, line, "AccountQuota"));
    await call(O.ConfirmPayment, { id: paid.id }, { token });
    await call(O.OutStorage, { id: picked.id, warehouseId: s.warehouse.id }, { token });
    // the seeded order settings close unpaid orders after 24 hours
    for (const order of [stale, staleCheque, paid, picked, onCredit]) await age(order.id, 25);
    await age(fresh.id, 23);

    const db = await getDb();
    const closed = await cancelUnpaidOrders(db, 1);
    expect(closed).toEqual(expect.arrayContaining([stale.orderCode, staleCheque.orderCode]));
    for (const order of [fresh, paid, picked, onCredit])
      expect(closed).not.toContain(order.orderCode);

    const got = (await call(O.Get, { id: stale.id }, { token, culture: "en" })).body.result;
    expect(got).toMatchObject({
      status: "Cancelled",
      cancelReason: "Not paid within 24 hours of being placed.",
    });
    expect(got.events.at(-1)).toMatchObject({
      action: "AutoCancelled",
      fromStatus: "ToBePaid",
      toStatus: "Cancelled",
      creatorUserId: null,
      creatorName: null,
    });
    const rows = await db
      .select({ status: orders.status, id: orders.id })
      .from(orders)
      .where(inArray(orders.id, [fresh.id, paid.id, picked.id, onCredit.id]));
    expect(rows.map((r) => r.status).sort()).toEqual(["Paid", "ToBePaid", "ToBePaid", "ToBePaid"]);
    // the reservation went back on shelf, recorded as no one's
    const released = await db
      .select()
      .from(stockLedger)
      .where(eq(stockLedger.referenceId, stale.id));
    expect(released.map((r) => [r.reason, r.reservedDelta, r.creatorUserId])).toEqual(
      expect.arrayContaining([["Released", -2, null]]),
    );
    // nothing left to do: a second run closes nothing more of these
    const again = await cancelUnpaidOrders(db, 1);
    expect(again).not.toContain(stale.orderCode);
  });

  // PGlite has one connection: two copies of the app can only meet on PostgreSQL
  it.skipIf(!process.env.DATABASE_URL)(
    "closes each order once when several copies of the app run the job at the same time",
    async () => {
      const s = await shelvedSkus(token);
      const buyer = await ordinary(token);
      const placedOrders = [];
      for (let i = 0; i < 12; i++)
        placedOrders.push(
          await placed(token, deliveryInput(buyer, [{ skuId: s.a.id, quantity: 1 }])),
        );
      for (const order of placedOrders) await age(order.id, 30);
      const db = await getDb();
      const runs = await Promise.all([1, 2, 3].map(() => cancelUnpaidOrders(db, 1)));
      const mine = new Set(placedOrders.map((o) => o.orderCode));
      const closed = runs.flat().filter((code) => mine.has(code));
      expect(closed.sort()).toEqual([...mine].sort());
      const sku = (await call(contracts.ProductSku.Get, { id: s.a.id }, { token })).body.result;
      expect([sku.availableStock, sku.reservedStock]).toEqual([50, 0]);
    },
  );
});
