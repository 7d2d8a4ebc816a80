import { and, eq, like, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { orders, supplierSaleDetails, supplierSaleMains, suppliers } from "@/server/db/schema";
import { businessMonth } from "@/server/services/purchase/supplier-sale-recording";
import { MORE_SUPPLIERS, SUPPLIERS } from "./seed-data/suppliers";

// The demo supplier sales (seed-supplier-sales.ts, issue 12) as the seeded test database holds
// them: the seeded orders (codes SO-…) were all shipped before any test ran.

describe("the demo supplier sales", () => {
  it("has eight suppliers, each with sales, counting every seeded shipped line once", async () => {
    const db = await getDb();
    const names = [...SUPPLIERS, ...MORE_SUPPLIERS].map((s) => s.supplierName);
    expect(names).toHaveLength(8);
    const seeded = await db
      .select({ id: suppliers.id, name: suppliers.supplierName })
      .from(suppliers)
      .where(sql`${suppliers.supplierName} in ${names}`);
    expect(seeded).toHaveLength(8);
    const withSales = await db
      .selectDistinct({ id: supplierSaleMains.supplierId })
      .from(supplierSaleMains)
      .where(sql`${supplierSaleMains.supplierId} in ${seeded.map((s) => s.id)}`);
    expect(withSales).toHaveLength(8);

    // every line of a seeded shipped order is counted in the month it shipped
    const lines = await db
      .select({ month: supplierSaleMains.month, shippedTime: supplierSaleDetails.shippedTime })
      .from(supplierSaleDetails)
      .innerJoin(supplierSaleMains, eq(supplierSaleMains.id, supplierSaleDetails.productSaleMainId))
      .innerJoin(orders, eq(orders.id, supplierSaleDetails.orderId))
      .where(and(like(orders.orderCode, "SO-%"), eq(supplierSaleDetails.isDeleted, false)));
    expect(lines.length).toBeGreaterThan(100);
    for (const l of lines) expect(l.month).toBe(businessMonth(l.shippedTime!));
    const uncounted = await db.execute(sql`
      select count(*)::int as n from order_lines l join orders o on o.id = l.order_id
      where o.shipped_time is not null and o.order_code like 'SO-%'
        and not exists (select 1 from supplier_sale_details d where d.order_line_id = l.id and not d.is_deleted)`);
    expect((uncounted as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(0);
  });

  it("settled the two oldest months, with amounts, and left the later ones open", async () => {
    const db = await getDb();
    // the seed settled them days after they ended; tests settle "now"
    const settled = await db
      .select({
        month: supplierSaleMains.month,
        amount: supplierSaleMains.actualSettlementAmount,
        totalCost: supplierSaleMains.totalCost,
      })
      .from(supplierSaleMains)
      .where(
        and(
          eq(supplierSaleMains.isSettled, true),
          sql`${supplierSaleMains.settledTime} < now() - interval '1 hour'`,
        ),
      );
    const months = [...new Set(settled.map((m) => m.month))].sort();
    expect(months).toHaveLength(2);
    for (const m of settled) {
      expect(Number(m.amount)).toBeGreaterThan(0);
      expect(Number(m.amount)).toBeLessThanOrEqual(Number(m.totalCost));
    }
    // the months after them, with seeded orders, are still to settle
    const [open] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(supplierSaleMains)
      .where(
        and(
          eq(supplierSaleMains.isSettled, false),
          sql`${supplierSaleMains.month} > ${months[1]!}`,
        ),
      );
    expect(open!.n).toBeGreaterThan(0);
  });
});
