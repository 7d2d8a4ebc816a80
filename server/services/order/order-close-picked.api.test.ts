import { asc, eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { getDb } from "@/server/db/client";
import { outboundRecords, stockLedger } from "@/server/db/schema";
import { call, signIn } from "@/server/test/api";
import {
  deliveryInput,
  enterprise,
  placed,
  shelvedSkus,
  ship,
  skuOf,
  twoLineOrder,
} from "./fixtures";

// Issue 11 review: an order picked (OutStorage) but not shipped could never be closed, so a
// customer who backed out left it stuck with its stock reserved. Closing it now withdraws its
// outbound record and releases the reservation through the ledger; shipped orders stay closed to it.

const { OrderMain: O, Customer, WarehouseOutbound } = contracts;
const en = { culture: "en" };

let token: string;
beforeAll(async () => {
  token = await signIn();
});

/** The SKU's ledger as (reason, delta, reserved delta), oldest first. */
async function ledgerOf(skuId: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(stockLedger)
    .where(eq(stockLedger.skuId, skuId))
    .orderBy(asc(stockLedger.creationTime), asc(stockLedger.id));
  return rows.map((r) => [r.reason, r.delta, r.reservedDelta]);
}

describe("closing an order picked but not shipped", () => {
  it("offers Close on a picked order, withdraws its outbound record and puts the stock back on shelf", async () => {
    const { s, order } = await twoLineOrder(token);
    await call(O.ConfirmPayment, { id: order.id }, { token });
    const picked = await call(
      O.OutStorage,
      { id: order.id, warehouseId: s.warehouse.id },
      { token },
    );
    expect(picked.body.result.nextActions).toEqual(["ActualOutStorage", "Cancelled"]);
    const outboundId = picked.body.result.outboundId!;
    expect(await skuOf(token, s.a.id)).toMatchObject({ availableStock: 47, reservedStock: 3 });

    const closed = await call(
      O.Cancelled,
      { id: order.id, reason: "Customer backed out" },
      { token, ...en },
    );
    expect(closed.status, JSON.stringify(closed.body.error)).toBe(200);
    expect(closed.body.result).toMatchObject({
      status: "Cancelled",
      isOutStorage: false,
      outboundId: null,
      outboundCode: null,
      outStorageTime: null,
      cancelReason: "Customer backed out",
      nextActions: [],
    });
    expect(closed.body.result.events.map((e) => e.action)).toEqual([
      "Created",
      "PaymentConfirmed",
      "OutStorage",
      "Cancelled",
    ]);

    // the outbound record is withdrawn (soft-deleted, who and when kept), not left to be shipped
    expect((await call(WarehouseOutbound.Get, { id: outboundId }, { token })).status).toBe(404);
    const list = await call(
      WarehouseOutbound.GetAll,
      { keyword: order.orderCode, maxResultCount: 10 },
      { token },
    );
    expect(list.body.result.totalCount).toBe(0);
    const db = await getDb();
    const [record] = await db
      .select()
      .from(outboundRecords)
      .where(eq(outboundRecords.id, outboundId));
    expect(record).toMatchObject({ isDeleted: true, status: "ToBeDelivered" });
    expect(record!.deleterUserId).toEqual(expect.any(String));

    // the reservation is released through the ledger: nothing left its place
    for (const [sku, q] of [
      [s.a, 3],
      [s.b, 2],
    ] as const) {
      expect(await skuOf(token, sku.id)).toMatchObject({
        totalStock: 50,
        availableStock: 50,
        reservedStock: 0,
        salesVolume: 0,
      });
      expect(await ledgerOf(sku.id)).toEqual([
        ["StockIn", 50, 0],
        ["Reserved", 0, q],
        ["Released", 0, -q],
      ]);
    }
  });

  it("refunds the quota of a picked, unpaid account-quota order", async () => {
    const s = await shelvedSkus(token);
    const buyer = await enterprise(token, "500");
    const order = await placed(
      token,
      deliveryInput(buyer, [{ skuId: s.a.id, quantity: 4 }], "AccountQuota"),
    );
    const remaining = async () =>
      (await call(Customer.Get, { id: buyer.customer.id }, { token })).body.result.remainingQuota;
    expect(await remaining()).toBe("425.27");
    const picked = await call(
      O.OutStorage,
      { id: order.id, warehouseId: s.warehouse.id },
      { token },
    );
    expect(picked.body.result.nextActions).toContain("Cancelled");
    const closed = await call(O.Cancelled, { id: order.id, reason: "Duplicate" }, { token });
    expect(closed.status, JSON.stringify(closed.body.error)).toBe(200);
    expect(await remaining()).toBe("500.00");
    expect(await skuOf(token, s.a.id)).toMatchObject({ availableStock: 50, reservedStock: 0 });
    // never paid: it may now be deleted
    expect(closed.body.result.nextActions).toEqual(["Delete"]);
  });

  it("still refuses to close a shipped order, saying why, and leaves its shipment alone", async () => {
    const { s, order } = await twoLineOrder(token);
    await call(O.MockPaid, { id: order.id }, { token });
    await call(O.OutStorage, { id: order.id, warehouseId: s.warehouse.id }, { token });
    const shipped = await call(O.ActualOutStorage, { id: order.id, ...ship }, { token });
    expect(shipped.body.result.nextActions).not.toContain("Cancelled");
    const cancel = await call(O.Cancelled, { id: order.id, reason: "Too late" }, { token, ...en });
    expect([cancel.status, cancel.body.error?.message]).toEqual([
      409,
      `Order ${order.orderCode} cannot be closed while it is Paid and shipped.`,
    ]);
    const outbound = await call(
      WarehouseOutbound.Get,
      { id: shipped.body.result.outboundId! },
      { token },
    );
    expect(outbound.body.result.status).toBe("Issued");
    // picking again is still refused
    const repick = await call(
      O.OutStorage,
      { id: order.id, warehouseId: s.warehouse.id },
      { token, ...en },
    );
    expect(repick.status).toBe(409);
  });
});
