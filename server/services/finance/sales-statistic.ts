import "server-only";
import Decimal from "decimal.js";
import { asc, count, sql } from "drizzle-orm";
import type * as z from "zod";
import { appEnums } from "@/lib/contracts/enum-values";
import type { TOrderStatus } from "@/lib/contracts/enums";
import {
  FinanceSalesStatistic,
  type TSalesStatisticFilter,
  type ZCreateSalesStatisticInput,
} from "@/lib/contracts/sales-statistic";
import { env } from "@/lib/env";
import { salesStatistics } from "@/server/db/schema";
import { type AuthedCtx, implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { assertNameFree, crudMethods } from "../crud";
import { exportStatistics } from "./sales-statistic-export";
import {
  defaultStatisticOrder,
  statisticDto,
  statisticFilter,
  statisticSortColumns,
  type StatisticRow,
  statisticsWhere,
} from "./sales-statistic-query";

// /api/services/app/FinanceSalesStatistic/* (SPEC §7; issue 12): the standard set over the
// statistics, the totals and charts of a filtered view (GetSummary) and its export. A row of an
// order follows the order (sales-statistic-sync.ts) and is refused here (409); rows entered by
// hand (orderId null: sales made outside the shop) can be changed and deleted.

const t = salesStatistics;
type Input = z.output<typeof ZCreateSalesStatisticInput>;

/** A row of an order changes with the order only: 409 saying so. */
function refuseOrderRow(row: StatisticRow) {
  if (row.orderId)
    throw AppError.conflict("api.errors.salesStatisticOfOrder", { code: row.orderCode });
}

const when = (value: string | null | undefined) => (value ? new Date(value) : null);

/** A hand-entered sale's columns: its code free among the statistics and not an order's, the total the sum. */
async function valuesOf(ctx: AuthedCtx, input: Input, exceptId?: string) {
  // the shop's order codes (place.ts) are reserved: a hand code could meet a later order's
  if (/^so-/i.test(input.orderCode))
    throw AppError.field("orderCode", "api.errors.salesStatisticCodeReserved");
  await assertNameFree(t, ctx, input.orderCode, {
    column: t.orderCode,
    field: "orderCode",
    message: "api.errors.salesStatisticCodeTaken",
    exceptId,
  });
  const total = [input.goodsAmount, input.shippingFee, input.gstAmount, input.qstAmount].reduce(
    (sum, v) => sum.plus(v),
    new Decimal(0),
  );
  return {
    orderCode: input.orderCode,
    customerCode: input.customerCode || null,
    customerName: input.customerName || null,
    status: input.status,
    paymentMethod: input.paymentMethod ?? null,
    goodsAmount: input.goodsAmount,
    shippingFee: input.shippingFee,
    gstAmount: input.gstAmount,
    qstAmount: input.qstAmount,
    totalAmount: total.toFixed(2),
    orderTime: new Date(input.orderTime),
    paidTime: when(input.paidTime),
    shippedTime: when(input.shippedTime),
    receivedTime: when(input.receivedTime),
    cancelledTime: when(input.cancelledTime),
    remark: input.remark || null,
  };
}

/** A sum as a decimal string with 2 places (0.00 over no rows). */
const sum = (column: typeof t.totalAmount) => sql<string>`coalesce(sum(${column}), 0)::text`;
const money = (value: string) => new Decimal(value).toFixed(2);
/** The most days the chart by day gets: the view's latest. */
const MAX_DAYS = 400;
const STATUS_ORDER: readonly string[] = appEnums.OrderStatus;

/** Totals of the filtered view, its sales per day (business time zone) and per status. */
async function summaryOf(ctx: AuthedCtx, input: TSalesStatisticFilter) {
  const where = statisticsWhere(ctx.tenantId, input);
  const [totals] = await ctx.db
    .select({
      count: count(),
      goodsAmount: sum(t.goodsAmount),
      shippingFee: sum(t.shippingFee),
      gstAmount: sum(t.gstAmount),
      qstAmount: sum(t.qstAmount),
      totalAmount: sum(t.totalAmount),
    })
    .from(t)
    .where(where);
  const day = sql<string>`to_char(${t.orderTime} at time zone ${env.TIME_ZONE}, 'YYYY-MM-DD')`;
  const days = await ctx.db
    .select({ day, count: count(), totalAmount: sum(t.totalAmount) })
    .from(t)
    .where(where)
    // by position: the day's expression carries the time zone as a parameter, and a repeat of
    // it would be another parameter that PostgreSQL does not see as the same expression
    .groupBy(sql`1`)
    .orderBy(sql`1 desc`)
    .limit(MAX_DAYS);
  const statuses = await ctx.db
    .select({ status: t.status, count: count(), totalAmount: sum(t.totalAmount) })
    .from(t)
    .where(where)
    .groupBy(t.status)
    .orderBy(asc(t.status));
  const s = totals!;
  return {
    count: s.count,
    goodsAmount: money(s.goodsAmount),
    shippingFee: money(s.shippingFee),
    gstAmount: money(s.gstAmount),
    qstAmount: money(s.qstAmount),
    totalAmount: money(s.totalAmount),
    byDay: days.reverse().map((d) => ({ ...d, totalAmount: money(d.totalAmount) })),
    byStatus: statuses
      .sort((a, b) => STATUS_ORDER.indexOf(a.status) - STATUS_ORDER.indexOf(b.status))
      .map((r) => ({
        status: r.status as TOrderStatus,
        count: r.count,
        totalAmount: money(r.totalAmount),
      })),
  };
}

export const salesStatisticService = implement(FinanceSalesStatistic, {
  ...crudMethods(FinanceSalesStatistic, {
    table: t,
    sortColumns: statisticSortColumns,
    defaultOrder: defaultStatisticOrder,
    where: (input) => statisticFilter(input),
    toValues: async (input, ctx, existing) => {
      if (existing) refuseOrderRow(existing as StatisticRow);
      return valuesOf(ctx, input, existing?.id);
    },
    beforeDelete: async (row) => refuseOrderRow(row as StatisticRow),
    labelOf: (row) => String(row.orderCode),
    toDtos: async (rows) => (rows as StatisticRow[]).map(statisticDto),
  }),
  // GET …/GetSummary — the totals row and the charts of the list's filtered view
  GetSummary: async (input, ctx) => summaryOf(ctx, input),
  // POST …/Export — the filtered view as .xlsx, streamed in batches (no row cap)
  Export: async (input, ctx) => exportStatistics(ctx, input),
});
