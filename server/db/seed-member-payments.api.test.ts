import { and, asc, eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, membershipEnd } from "@/lib/membership";
import { getDb } from "@/server/db/client";
import { customers, memberPaymentOrders } from "@/server/db/schema";
import { businessToday } from "@/server/services/customer/membership";

// The demo member payment orders (seed-member-payments.ts, issue 12), as the seeded test
// database holds them: the seeded members (codes M…) and their orders, which tests leave alone.

async function seeded() {
  const db = await getDb();
  const members = await db
    .select()
    .from(customers)
    .where(and(eq(customers.customerType, "Member"), like(customers.customerCode, "M0%")));
  const orders = await db.select().from(memberPaymentOrders).orderBy(asc(memberPaymentOrders.code));
  return { members, orders };
}

describe("the demo member payment orders", () => {
  it("bought every seeded member's membership, back to back, as marking them paid would have", async () => {
    const { members, orders } = await seeded();
    expect(members.length).toBeGreaterThanOrEqual(18);
    const now = Date.now();
    for (const m of members) {
      const paid = orders
        .filter((o) => o.customerId === m.id && o.isPaid)
        .sort((a, b) => a.validFrom!.localeCompare(b.validFrom!));
      expect(paid.length, m.customerCode).toBeGreaterThan(0);
      expect(paid[0]!.validFrom, m.customerCode).toBe(m.membershipTime);
      expect(paid.at(-1)!.validTo, m.customerCode).toBe(m.memberValidity);
      paid.forEach((o, i) => {
        expect(o.validTo).toBe(membershipEnd(o.validFrom!, o.periodMonths));
        expect(o.paidTime!.getTime()).toBeLessThan(now);
        expect(o.creationTime.getTime()).toBeLessThanOrEqual(o.paidTime!.getTime());
        const payDay = o.paidTime!.toISOString().slice(0, 10);
        if (i === 0) {
          expect(payDay).toBe(o.validFrom);
        } else {
          // paid while the one before was in force: it starts the day after that one ends
          const before = paid[i - 1]!;
          expect(o.validFrom).toBe(addDays(before.validTo!, 1));
          expect(payDay <= before.validTo!).toBe(true);
          expect(o.paidTime!.getTime()).toBeGreaterThan(before.paidTime!.getTime());
        }
      });
    }
  });

  it("has effective and expired members, unpaid renewals and unpaid first fees, with codes in the order made", async () => {
    const { members, orders: all } = await seeded();
    // the seed's: of seeded customers (tests make orders for customers of their own)
    const orders = all.filter((o) => /^[MP]\d{4}$/.test(o.customerCode));
    const today = businessToday();
    expect(members.some((m) => m.memberValidity! >= today)).toBe(true);
    expect(members.some((m) => m.memberValidity! < today)).toBe(true);
    const unpaid = orders.filter((o) => !o.isPaid);
    expect(unpaid.length).toBeGreaterThanOrEqual(5);
    for (const o of unpaid)
      expect([o.validFrom, o.validTo, o.paidTime]).toEqual([null, null, null]);
    const ordinary = new Set(
      (
        await (
          await getDb()
        )
          .select({ id: customers.id })
          .from(customers)
          .where(eq(customers.customerType, "Ordinary"))
      ).map((c) => c.id),
    );
    expect(unpaid.some((o) => ordinary.has(o.customerId))).toBe(true);
    // numbered from MP-000001 in the order they were made
    expect(orders[0]!.code).toBe("MP-000001");
    for (let i = 1; i < orders.length; i++) {
      expect(orders[i]!.code).toBe(`MP-${String(i + 1).padStart(6, "0")}`);
      expect(orders[i]!.creationTime.getTime()).toBeGreaterThanOrEqual(
        orders[i - 1]!.creationTime.getTime(),
      );
    }
  });
});
