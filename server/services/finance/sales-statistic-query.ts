import "server-only";
import type { SortKey } from "@/server/db/keyset";
import { and, eq, gte, inArray, lt, type SQL, sql } from "drizzle-orm";
import { SALE_STATUSES, type TSalesStatisticFilter } from "@/lib/contracts/sales-statistic";
import type { TOrderStatus, TPaymentMethod } from "@/lib/contracts/enums";
import { salesStatistics } from "@/server/db/schema";
import { auditFields, isoOrNull, likePattern, liveRows } from "../kit";

// The one view of the sales statistics (issue 12): the list, its totals and charts, and the
// export read the same rows through `statisticsWhere`, so what a person exports is what they see.

const t = salesStatistics;
export type StatisticRow = typeof salesStatistics.$inferSelect;

/** The list's sort columns (never null, so an export can page by them). */
export const statisticSortColumns = {
  orderCode: t.orderCode,
  status: t.status,
  goodsAmount: t.goodsAmount,
  totalAmount: t.totalAmount,
  orderTime: t.orderTime,
} as const;

/** Newest first (the list's order when none is chosen). */
export const defaultStatisticOrder: SortKey[] = [
  { column: t.orderTime, desc: true },
  { column: t.id, desc: true },
];

/** The filter's own conditions (code contains, status, payment method, placed in a range). */
export const statisticFilter = (input: TSalesStatisticFilter): SQL | undefined =>
  and(
    // the lower(order_code) index serves the code search
    input.orderCode
      ? sql`lower(${t.orderCode}) like ${likePattern(input.orderCode.toLowerCase())}`
      : undefined,
    input.status ? eq(t.status, input.status) : undefined,
    input.paymentMethod ? eq(t.paymentMethod, input.paymentMethod) : undefined,
    input.beginTime ? gte(t.orderTime, new Date(input.beginTime)) : undefined,
    input.endTime ? lt(t.orderTime, new Date(input.endTime)) : undefined,
    // sales_statistics_status_time_idx serves it (status in the list, then the time range)
    input.salesOnly ? inArray(t.status, [...SALE_STATUSES]) : undefined,
  );

/** The tenant's live statistics under the filter. */
export const statisticsWhere = (tenantId: number, input: TSalesStatisticFilter) =>
  and(liveRows(t, tenantId), statisticFilter(input));

const money = (value: string) => Number(value).toFixed(2);

export const statisticDto = (r: StatisticRow) => ({
  id: r.id,
  orderId: r.orderId,
  orderCode: r.orderCode,
  customerCode: r.customerCode,
  customerName: r.customerName,
  status: r.status as TOrderStatus,
  paymentMethod: r.paymentMethod as TPaymentMethod | null,
  goodsAmount: money(r.goodsAmount),
  shippingFee: money(r.shippingFee),
  gstAmount: money(r.gstAmount),
  qstAmount: money(r.qstAmount),
  totalAmount: money(r.totalAmount),
  orderTime: r.orderTime.toISOString(),
  paidTime: isoOrNull(r.paidTime),
  shippedTime: isoOrNull(r.shippedTime),
  receivedTime: isoOrNull(r.receivedTime),
  cancelledTime: isoOrNull(r.cancelledTime),
  remark: r.remark,
  ...auditFields(r),
});
