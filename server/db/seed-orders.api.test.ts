import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { appEnums } from "@/lib/contracts/enum-values";
import { getDb } from "@/server/db/client";
import {
  orderEvents,
  orders,
  outboundRecords,
  salesStatistics,
  stockLedger,
} from "@/server/db/schema";
import { ORDER_COUNT } from "./seed-orders";

// The demo orders (seed-orders.ts, issue 11 item 5), as the seeded test database holds them. The
// API suites add orders of their own (some backdated); the seed runs when the database is made,
// before any test, and codes come from one sequence: the seeded orders are the lowest codes.

const DAY = 86_400_000;

async function seededOrders() {
  const db = await getDb();
  return db.select().from(orders).orderBy(orders.orderCode).limit(ORDER_COUNT.demo);
}

describe("the demo orders", () => {
  it("are at least 300, in every status, payment and receiving method, over the last 90 days", async () => {
    const rows = await seededOrders();
    expect(rows.length).toBeGreaterThanOrEqual(300);
    const kinds = (pick: (r: (typeof rows)[number]) => string) => new Set(rows.map(pick));
    expect([...kinds((r) => r.status)].sort()).toEqual([...appEnums.OrderStatus].sort());
    expect([...kinds((r) => r.paymentMethod)].sort()).toEqual([...appEnums.PaymentMethod].sort());
    expect([...kinds((r) => r.receivingMethod)].sort()).toEqual(
      [...appEnums.ReceivingMethod].sort(),
    );
    // some placed by staff on the customer's behalf, some by customers in the shop
    expect(rows.some((r) => r.platform === "OP" && r.placedByUserId)).toBe(true);
    expect(rows.some((r) => r.platform !== "OP" && !r.placedByUserId)).toBe(true);
    // Quebec's QST on some; the account quota only for enterprises
    expect(rows.some((r) => Number(r.qstAmount) > 0)).toBe(true);
    for (const r of rows.filter((o) => o.paymentMethod === "AccountQuota"))
      expect(r.customerType).toBe("Enterprise");
    const now = Date.now();
    for (const r of rows) {
      expect(r.creationTime.getTime()).toBeGreaterThan(now - 90 * DAY);
      const steps = [r.paidTime, r.outStorageTime, r.shippedTime, r.receivedTime, r.cancelledTime];
      for (const step of steps)
        if (step) {
          expect(step.getTime()).toBeGreaterThan(r.creationTime.getTime());
          expect(step.getTime()).toBeLessThan(now);
        }
    }
  });

  it("have timelines whose times rise, starting when the order was placed", async () => {
    const db = await getDb();
    const rows = await seededOrders();
    const events = await db
      .select()
      .from(orderEvents)
      .where(
        inArray(
          orderEvents.orderId,
          rows.map((r) => r.id),
        ),
      )
      .orderBy(orderEvents.orderId, orderEvents.id);
    const createdOf = new Map(rows.map((r) => [r.id, r.creationTime.getTime()]));
    const last = new Map<string, number>();
    for (const e of events) {
      const at = e.creationTime.getTime();
      if (e.action === "Created") expect(at).toBe(createdOf.get(e.orderId));
      expect(at).toBeGreaterThanOrEqual(last.get(e.orderId) ?? createdOf.get(e.orderId)!);
      last.set(e.orderId, at);
    }
    expect(new Set(events.map((e) => e.action))).toContain("AutoCancelled");
  });

  it("each shipped one has an Issued outbound record and Shipped ledger rows at its time", async () => {
    const db = await getDb();
    const shipped = (await seededOrders()).filter((r) => r.shippedTime);
    expect(shipped.length).toBeGreaterThan(100);
    const records = await db
      .select()
      .from(outboundRecords)
      .where(
        inArray(
          outboundRecords.orderId,
          shipped.map((r) => r.id),
        ),
      );
    const recordOf = new Map(records.map((r) => [r.orderId, r]));
    const ledger = await db
      .select({ referenceId: stockLedger.referenceId, at: stockLedger.creationTime })
      .from(stockLedger)
      .where(
        and(
          eq(stockLedger.reason, "Shipped"),
          inArray(
            stockLedger.referenceId,
            records.map((r) => r.id),
          ),
        ),
      );
    for (const order of shipped) {
      const record = recordOf.get(order.id);
      expect(record, order.orderCode).toBeDefined();
      expect(record!.id).toBe(order.outboundId);
      expect(record!.status).toBe("Issued");
      expect(record!.issuedTime?.getTime()).toBe(order.shippedTime!.getTime());
      const rows = ledger.filter((l) => l.referenceId === record!.id);
      expect(rows.length).toBeGreaterThan(0);
      for (const row of rows) expect(row.at.getTime()).toBe(order.shippedTime!.getTime());
    }
  });

  it("have sales statistics that agree with them: status, amounts and times", async () => {
    const db = await getDb();
    const rows = await seededOrders();
    const stats = await db
      .select()
      .from(salesStatistics)
      .where(
        inArray(
          salesStatistics.orderId,
          rows.map((r) => r.id),
        ),
      );
    const statOf = new Map(stats.map((s) => [s.orderId, s]));
    for (const r of rows)
      expect(statOf.get(r.id), r.orderCode).toMatchObject({
        orderCode: r.orderCode,
        customerCode: r.customerCode,
        status: r.status,
        paymentMethod: r.paymentMethod,
        goodsAmount: r.goodsAmount,
        shippingFee: r.shippingFee,
        gstAmount: r.gstAmount,
        qstAmount: r.qstAmount,
        totalAmount: r.totalAmount,
        orderTime: r.creationTime,
        paidTime: r.paidTime,
        shippedTime: r.shippedTime,
        receivedTime: r.receivedTime,
        cancelledTime: r.cancelledTime,
        isDeleted: r.isDeleted,
      });
  });
});
