import "server-only";
import { and, eq, inArray, isNotNull, ne, sql, type SQL } from "drizzle-orm";
import { env } from "@/lib/env";
import { formatYearMonth } from "@/lib/format";
import {
  orderLines,
  orders,
  productSkus,
  supplierSaleDetails,
  supplierSaleMains,
} from "@/server/db/schema";
import type { Db } from "@/server/db/types";
import type { AuthedCtx } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { logger } from "@/server/logger";
import { actorId } from "../kit";

// Supplier sales from shipped orders (DESIGN §5 Suppliers; issue 12): every shipped order line
// of a SKU some supplier supplied is one line of that supplier's month (the ship time's month in
// the business time zone), at the line's price (sales) and the SKU's factory price (cost).
// Counting is idempotent (one live line per order line: a unique index), so shipping records
// its own lines and start-up fills in any shipped order not counted yet. A settled month is
// never changed: a line that would fall in one is left out (and logged).

const mains = supplierSaleMains;
const details = supplierSaleDetails;

/** The month ("2026-11") of an instant in the business time zone. */
export const businessMonth = (at: Date | string) => formatYearMonth(at, env.TIME_ZONE);

/**
 * The supplier of a SKU at an instant: the supplier of its latest warehoused stock-in up to then
 * (else of its latest one at all). SKUs no warehoused stock-in brought have no supplier.
 * (docs/decisions.md: there are no batches to trace which stock-in a shipped unit came from.)
 */
const supplierOf = (
  tenantId: number,
  skuId: SQL | typeof orderLines.skuId,
  at: SQL | typeof orders.shippedTime,
) =>
  sql<string | null>`(
    select s.supplier_id from stock_in_lines l
    join stock_ins s on s.id = l.stock_in_id
    where l.tenant_id = ${tenantId} and l.sku_id = ${skuId}
      and s.tenant_id = ${tenantId} and s.is_warehoused and not s.is_deleted
    order by (s.in_storage_time <= ${at}) desc, s.in_storage_time desc, s.creation_time desc
    limit 1
  )`;

/**
 * Sets each month's totals to the sum of its live lines (`except`: a line about to be deleted).
 * Money adds up in numeric, never in floats.
 */
export async function recomputeTotals(db: Db, mainIds: readonly string[], except?: string) {
  if (!mainIds.length) return;
  const live = sql`d.product_sale_main_id = ${mains.id} and not d.is_deleted${
    except ? sql` and d.id <> ${except}` : sql``
  }`;
  await db
    .update(mains)
    .set({
      totalSales: sql`(select coalesce(sum(d.sales_amount), 0) from supplier_sale_details d where ${live})`,
      totalCost: sql`(select coalesce(sum(d.cost_amount), 0) from supplier_sale_details d where ${live})`,
    })
    .where(inArray(mains.id, [...mainIds]));
}

/**
 * The live month of a supplier, made when it is not there yet; locked until the transaction ends.
 * A month made by hand that someone moves or deletes between the insert and the select is made
 * again once; a second miss is a 409 (the shipment is refused, to be tried again), never a 500.
 */
async function monthOf(
  db: Db,
  tenantId: number,
  supplierId: string,
  month: string,
  by: string | null,
  attempt = 1,
): Promise<{ id: string; isSettled: boolean }> {
  await db
    .insert(mains)
    .values({ tenantId, supplierId, month, salesTime: `${month}-01`, creatorUserId: by })
    .onConflictDoNothing({
      target: [mains.tenantId, mains.supplierId, mains.month],
      where: sql`${mains.isDeleted} = false`,
    });
  const [row] = await db
    .select({ id: mains.id, isSettled: mains.isSettled })
    .from(mains)
    .where(
      and(
        eq(mains.tenantId, tenantId),
        eq(mains.supplierId, supplierId),
        eq(mains.month, month),
        eq(mains.isDeleted, false),
      ),
    )
    .for("update");
  if (row) return row;
  if (attempt < 2) return monthOf(db, tenantId, supplierId, month, by, attempt + 1);
  throw AppError.conflict("api.errors.supplierSaleMonthMoved", { month });
}

/** The `supplierId|month` groups sorted by key: the order their month rows are locked in. */
export const inLockOrder = <T>(byMonth: ReadonlyMap<string, T>): [string, T][] =>
  [...byMonth].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));

/**
 * Counts the shipped lines of the orders `where` selects that are not counted yet, in their
 * suppliers' months; returns how many lines it added.
 */
async function recordShippedLines(db: Db, tenantId: number, by: string | null, where: SQL) {
  const lines = await db
    .select({
      orderLineId: orderLines.id,
      orderId: orders.id,
      orderCode: orders.orderCode,
      skuId: orderLines.skuId,
      productName: orderLines.productName,
      productNumber: orderLines.skuNumber,
      quantity: orderLines.quantity,
      unitPrice: orderLines.unitPrice,
      salesAmount: orderLines.amount,
      unitCost: productSkus.factoryPrice,
      costAmount: sql<string>`round(${productSkus.factoryPrice} * ${orderLines.quantity}, 2)::text`,
      shippedTime: orders.shippedTime,
      supplierId: supplierOf(tenantId, orderLines.skuId, orders.shippedTime),
    })
    .from(orderLines)
    .innerJoin(orders, eq(orders.id, orderLines.orderId))
    .innerJoin(productSkus, eq(productSkus.id, orderLines.skuId))
    .where(
      and(
        eq(orders.tenantId, tenantId),
        eq(orders.isDeleted, false),
        isNotNull(orders.shippedTime),
        ne(orders.status, "Cancelled"),
        where,
        sql`not exists (select 1 from supplier_sale_details d
          where d.order_line_id = ${orderLines.id} and not d.is_deleted)`,
      ),
    )
    .orderBy(orders.shippedTime, orderLines.sortOrder);
  const byMonth = new Map<string, typeof lines>();
  for (const line of lines) {
    if (!line.supplierId) continue;
    const key = `${line.supplierId}|${businessMonth(line.shippedTime!)}`;
    const group = byMonth.get(key);
    if (group) group.push(line);
    else byMonth.set(key, [line]);
  }
  const touched: string[] = [];
  let added = 0;
  // months locked in one order by every transaction (shipping, start-up): no deadlock between
  // two orders shipping the same suppliers' lines in different orders
  for (const [key, group] of inLockOrder(byMonth)) {
    const [supplierId, month] = key.split("|") as [string, string];
    const main = await monthOf(db, tenantId, supplierId, month, by);
    if (main.isSettled) {
      // warned when the order shipped; start-up meets the same lines on every start
      logger[by === null ? "debug" : "warn"](
        { supplierId, month, lines: group.length },
        "shipped lines of a settled month left out",
      );
      continue;
    }
    const inserted = await db
      .insert(details)
      .values(
        group.map(({ supplierId: _s, ...line }) => ({
          ...line,
          tenantId,
          productSaleMainId: main.id,
          creatorUserId: by,
        })),
      )
      .onConflictDoNothing({
        target: details.orderLineId,
        where: sql`${details.orderLineId} is not null and ${details.isDeleted} = false`,
      })
      .returning({ id: details.id });
    added += inserted.length;
    if (inserted.length) touched.push(main.id);
  }
  await recomputeTotals(db, touched);
  return added;
}

/** An order has just shipped: its lines join their suppliers' months (in the caller's transaction). */
export async function recordShippedOrder(ctx: AuthedCtx, order: { id: string }) {
  await recordShippedLines(ctx.db, ctx.tenantId, actorId(ctx), eq(orders.id, order.id));
}

/** Counts every shipped order line of a tenant not counted yet (the demo seed, start-up). */
export const recordAllShippedLines = (db: Db, tenantId: number) =>
  recordShippedLines(db, tenantId, null, sql`true`);

/**
 * Counts every shipped order line not counted yet (a start-up that ran a migration: orders
 * shipped before supplier sales existed, or while a month was missing). Idempotent.
 */
export async function backfillSupplierSales(db: Db): Promise<number> {
  const tenants = await db
    .selectDistinct({ tenantId: orders.tenantId })
    .from(orders)
    .where(isNotNull(orders.shippedTime));
  let added = 0;
  for (const { tenantId } of tenants)
    await db.transaction(async (tx) => {
      added += await recordAllShippedLines(tx as unknown as Db, tenantId);
    });
  if (added) logger.info({ lines: added }, "supplier sales: shipped order lines counted");
  return added;
}
