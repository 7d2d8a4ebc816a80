import "server-only";
import { and, count, eq, gte, inArray, isNotNull, lte, ne, sql } from "drizzle-orm";
import { SupplierProductSaleMain } from "@/lib/contracts/supplier-sales";
import { supplierSaleDetails, supplierSaleMains, suppliers, users } from "@/server/db/schema";
import { type AuthedCtx, implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { crudMethods, getRow } from "../crud";
import { actorId, auditFields, isoOrNull, liveRows, modified } from "../kit";
import { businessMonth } from "./supplier-sale-recording";

// CRUD /api/services/app/SupplierProductSaleMain/* and Settled (SPEC §7; DESIGN §5 Suppliers).
// Months are made by shipping (supplier-sale-recording.ts) or by hand (purchase); finance
// settles one that has ended with the amount paid. A settled month is read-only (409), and a
// month counting shipped orders keeps its supplier and month and is not deleted.

const t = supplierSaleMains;
export type SaleMainRow = typeof supplierSaleMains.$inferSelect;

const supplierNameSql = sql`(select lower(s.supplier_name) from suppliers s where s.id = ${t.supplierId})`;

/** A settled month, and its lines, change no more: 409 naming it. */
export function refuseIfSettled(row: SaleMainRow, supplierName: string) {
  if (row.isSettled)
    throw AppError.conflict("api.errors.supplierSaleSettled", {
      supplier: supplierName,
      month: row.month,
      amount: Number(row.actualSettlementAmount ?? 0).toFixed(2),
    });
}

export async function supplierNameOf(ctx: AuthedCtx, supplierId: string): Promise<string> {
  const [s] = await ctx.db
    .select({ name: suppliers.supplierName })
    .from(suppliers)
    .where(eq(suppliers.id, supplierId));
  return s?.name ?? supplierId;
}

/** How many live lines of a month came from shipped orders. */
async function orderLineCount(ctx: AuthedCtx, mainId: string) {
  const [{ n } = { n: 0 }] = await ctx.db
    .select({ n: count() })
    .from(supplierSaleDetails)
    .where(
      and(
        eq(supplierSaleDetails.productSaleMainId, mainId),
        eq(supplierSaleDetails.isDeleted, false),
        isNotNull(supplierSaleDetails.orderLineId),
      ),
    );
  return n;
}

/** A live supplier, a month that has begun, and no other live record of that supplier's month. */
async function checkMonth(
  ctx: AuthedCtx,
  input: { supplierId: string; month: string },
  exceptId?: string,
) {
  const [supplier] = await ctx.db
    .select({ name: suppliers.supplierName })
    .from(suppliers)
    .where(and(eq(suppliers.id, input.supplierId), liveRows(suppliers, ctx.tenantId)))
    .for("share");
  if (!supplier)
    throw AppError.field("supplierId", "api.errors.entityNotFound", {
      entity: "Supplier",
      id: input.supplierId,
    });
  if (input.month > businessMonth(new Date()))
    throw AppError.field("month", "api.errors.supplierSaleFutureMonth", { month: input.month });
  const [taken] = await ctx.db
    .select({ id: t.id })
    .from(t)
    .where(
      and(
        liveRows(t, ctx.tenantId),
        eq(t.supplierId, input.supplierId),
        eq(t.month, input.month),
        exceptId ? ne(t.id, exceptId) : undefined,
      ),
    );
  if (taken)
    throw AppError.field("month", "api.errors.supplierSaleMonthTaken", {
      supplier: supplier.name,
      month: input.month,
    });
}

/** A month counting shipped orders: they belong to that supplier and month (409). */
async function refuseIfCountsOrders(ctx: AuthedCtx, row: SaleMainRow, action: "Update" | "Delete") {
  if ((await orderLineCount(ctx, row.id)) > 0)
    throw AppError.conflict("api.errors.supplierSaleCountsOrders", {
      supplier: await supplierNameOf(ctx, row.supplierId),
      month: row.month,
      action,
    });
}

/** A page of months as DTOs: supplier names, who settled, line counts; one query each. */
async function toDtos(rows: SaleMainRow[], ctx: AuthedCtx) {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  const supplierIds = [...new Set(rows.map((r) => r.supplierId))];
  const settlerIds = [...new Set(rows.flatMap((r) => (r.settledUserId ? [r.settledUserId] : [])))];
  // one after the other: inside a write this is a transaction's single connection
  const names = await ctx.db
    .select({ id: suppliers.id, name: suppliers.supplierName })
    .from(suppliers)
    .where(inArray(suppliers.id, supplierIds));
  const settlers = settlerIds.length
    ? await ctx.db
        .select({ id: users.id, userName: users.userName })
        .from(users)
        .where(inArray(users.id, settlerIds))
    : [];
  const counts = await ctx.db
    .select({ id: supplierSaleDetails.productSaleMainId, n: count() })
    .from(supplierSaleDetails)
    .where(
      and(
        inArray(supplierSaleDetails.productSaleMainId, ids),
        eq(supplierSaleDetails.isDeleted, false),
      ),
    )
    .groupBy(supplierSaleDetails.productSaleMainId);
  const nameOf = new Map(names.map((s) => [s.id, s.name]));
  const settlerOf = new Map(settlers.map((u) => [u.id, u.userName]));
  const countOf = new Map(counts.map((c) => [c.id, c.n]));
  const thisMonth = businessMonth(new Date());
  return rows.map((r) => ({
    id: r.id,
    supplierId: r.supplierId,
    supplierName: nameOf.get(r.supplierId) ?? "",
    month: r.month,
    salesTime: r.salesTime,
    totalSales: Number(r.totalSales).toFixed(2),
    totalCost: Number(r.totalCost).toFixed(2),
    lineCount: countOf.get(r.id) ?? 0,
    isSettled: r.isSettled,
    actualSettlementAmount:
      r.actualSettlementAmount === null ? null : Number(r.actualSettlementAmount).toFixed(2),
    settledTime: isoOrNull(r.settledTime),
    settledUserName: r.settledUserId ? (settlerOf.get(r.settledUserId) ?? null) : null,
    settlementRemark: r.settlementRemark,
    isMonthEnded: r.month < thisMonth,
    ...auditFields(r),
  }));
}

const crud = crudMethods(SupplierProductSaleMain, {
  table: t,
  sortColumns: {
    salesTime: t.salesTime,
    supplierName: supplierNameSql,
    totalSales: t.totalSales,
    totalCost: t.totalCost,
    actualSettlementAmount: t.actualSettlementAmount,
    settledTime: t.settledTime,
  },
  defaultOrder: [sql`${t.salesTime} desc`, supplierNameSql, sql`${t.id}`],
  where: (input) =>
    and(
      input.supplierId ? eq(t.supplierId, input.supplierId) : undefined,
      input.monthFrom ? gte(t.salesTime, `${input.monthFrom}-01`) : undefined,
      input.monthTo ? lte(t.salesTime, `${input.monthTo}-01`) : undefined,
      input.isSettled === undefined ? undefined : eq(t.isSettled, input.isSettled),
    ),
  toValues: async (input, ctx, existing) => {
    const row = existing as SaleMainRow | undefined;
    if (row) {
      refuseIfSettled(row, await supplierNameOf(ctx, row.supplierId));
      if (row.supplierId !== input.supplierId || row.month !== input.month)
        await refuseIfCountsOrders(ctx, row, "Update");
    }
    await checkMonth(ctx, input, row?.id);
    return { supplierId: input.supplierId, month: input.month, salesTime: `${input.month}-01` };
  },
  beforeDelete: async (existing, ctx) => {
    const row = existing as SaleMainRow;
    refuseIfSettled(row, await supplierNameOf(ctx, row.supplierId));
    await refuseIfCountsOrders(ctx, row, "Delete");
  },
  // its lines (entered by hand: one counting an order refuses the delete above) go with it
  alsoDelete: [
    {
      table: supplierSaleDetails,
      where: (id) => eq(supplierSaleDetails.productSaleMainId, id),
    },
  ],
  labelOf: (row) => String(row.month),
  toDtos: (rows, ctx) => toDtos(rows as SaleMainRow[], ctx),
});

export const supplierSaleMainService = implement(SupplierProductSaleMain, {
  ...crud,
  Settled: async (input, ctx) => {
    const row = (await getRow(
      t,
      ctx,
      input.id,
      "SupplierProductSaleMain",
      undefined,
      true,
    )) as SaleMainRow;
    refuseIfSettled(row, await supplierNameOf(ctx, row.supplierId));
    if (row.month >= businessMonth(new Date()))
      throw AppError.conflict("api.errors.supplierSaleMonthOpen", { month: row.month });
    await ctx.db
      .update(t)
      .set({
        isSettled: true,
        actualSettlementAmount: input.actualSettlementAmount,
        settlementRemark: input.remark ?? null,
        settledTime: new Date(),
        settledUserId: actorId(ctx),
        ...modified(ctx),
      })
      .where(eq(t.id, row.id));
    return crud.Get({ id: row.id }, ctx);
  },
});
