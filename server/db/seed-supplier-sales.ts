import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { env } from "@/lib/env";
import { fromDateTimeLocal } from "@/lib/format";
import {
  businessMonth,
  recordAllShippedLines,
} from "@/server/services/purchase/supplier-sale-recording";
import { MORE_SUPPLIERS, SUPPLIERS } from "./seed-data/suppliers";
import type { Db } from "./types";
import {
  stockIns,
  supplierSaleDetails,
  supplierSaleMains,
  suppliers,
  users,
  warehouses,
} from "./schema";

// Demo supplier sales (issue 12), after the orders: eight suppliers (the three more take over a
// share of their warehouse's stock-ins, so the SKUs those brought are theirs), every shipped
// order line counted in its supplier's month at the time it shipped, and the two oldest months
// settled by the finance user early in the month after, at the cost less a small deduction for
// some. The month before this one is left to settle; this one is running. Shipping counted the
// lines as the orders were made ("now"); the seed then moved the ship times back, so those
// counts are replaced by ones made from the ship times as they stand.

const TENANT_ID = 1;
const TRANSFER_REMARKS = ["Bank transfer", "Wire transfer", "Cheque"] as const;

/** The three more suppliers, each given every few stock-ins of its warehouse. */
async function moreSuppliers(db: Db, creatorUserId: string) {
  const rows = await db
    .insert(suppliers)
    .values(
      MORE_SUPPLIERS.map(({ warehouse: _, ...s }) => ({
        ...s,
        tenantId: TENANT_ID,
        creatorUserId,
      })),
    )
    .returning({ id: suppliers.id });
  for (const [i, supplier] of MORE_SUPPLIERS.entries()) {
    const before = SUPPLIERS.filter((s) => s.warehouse === supplier.warehouse).length;
    const share = before + 1;
    const ins = await db
      .select({ id: stockIns.id })
      .from(stockIns)
      .innerJoin(warehouses, eq(warehouses.id, stockIns.warehouseId))
      .where(and(eq(stockIns.tenantId, TENANT_ID), eq(warehouses.name, supplier.warehouse)))
      .orderBy(asc(stockIns.inStorageCode));
    const taken = ins.filter((_, j) => j % share === share - 1).map((r) => r.id);
    if (taken.length)
      await db.update(stockIns).set({ supplierId: rows[i]!.id }).where(inArray(stockIns.id, taken));
  }
}

/** The day `n` of the month after `month`, 10:00 in the business time zone. */
function earlyNextMonth(month: string, day: number): Date {
  const [y, m] = month.split("-").map(Number) as [number, number];
  const next = new Date(Date.UTC(y, m, day)).toISOString().slice(0, 10);
  return new Date(fromDateTimeLocal(`${next}T10:00`, env.TIME_ZONE)!);
}

/** Settles the two oldest months that have ended, as the finance user. */
async function settleOldest(db: Db) {
  const [finance] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.tenantId, TENANT_ID), eq(users.userName, "finance")));
  const thisMonth = businessMonth(new Date());
  const months = await db
    .selectDistinct({ month: supplierSaleMains.month })
    .from(supplierSaleMains)
    .where(eq(supplierSaleMains.tenantId, TENANT_ID))
    .orderBy(asc(supplierSaleMains.month));
  const settled = months
    .map((m) => m.month)
    .filter((m) => m < thisMonth)
    .slice(0, 2);
  const rows = await db
    .select()
    .from(supplierSaleMains)
    .where(inArray(supplierSaleMains.month, settled))
    .orderBy(asc(supplierSaleMains.month), asc(supplierSaleMains.supplierId));
  for (const [i, row] of rows.entries()) {
    // every third one paid a little less (returns and damage agreed with the supplier)
    const deduction = i % 3 === 2 ? Math.min(25, Number(row.totalCost)) : 0;
    await db
      .update(supplierSaleMains)
      .set({
        isSettled: true,
        actualSettlementAmount: sql`${row.totalCost}::numeric - ${deduction}`,
        settledTime: earlyNextMonth(row.month, 3 + (i % 5)),
        settledUserId: finance?.id ?? null,
        settlementRemark: `${TRANSFER_REMARKS[i % TRANSFER_REMARKS.length]} ${row.month.replace("-", "")}-${String(i + 1).padStart(2, "0")}${deduction ? ", less $25.00 for damaged goods" : ""}`,
      })
      .where(eq(supplierSaleMains.id, row.id));
  }
}

export async function seedSupplierSales(db: Db, options: { creatorUserId: string }) {
  await moreSuppliers(db, options.creatorUserId);
  // the counts shipping made while the orders were seeded, at the seeding time
  await db.delete(supplierSaleDetails).where(eq(supplierSaleDetails.tenantId, TENANT_ID));
  await db.delete(supplierSaleMains).where(eq(supplierSaleMains.tenantId, TENANT_ID));
  await recordAllShippedLines(db, TENANT_ID);
  await settleOldest(db);
}
