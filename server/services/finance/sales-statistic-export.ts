import "server-only";
import type { TSortField } from "@/lib/contracts/common";
import { enumMessageKey } from "@/lib/contracts/enum-values";
import type { TSalesStatisticFilter } from "@/lib/contracts/sales-statistic";
import { env } from "@/lib/env";
import type { MessageKey } from "@/lib/i18n/messages";
import { formatDate, formatDateTime } from "@/lib/format";
import { salesStatistics } from "@/server/db/schema";
import type { AuthedCtx } from "@/server/http/define";
import type { PgColumn } from "drizzle-orm/pg-core";
import { type ColumnKey, keysetRows, sortKeysOf } from "@/server/db/keyset";
import { type SheetColumn, writeSheet, xlsxResponse } from "@/server/xlsx/write";
import { statisticSortColumns, type StatisticRow, statisticsWhere } from "./sales-statistic-query";

// FinanceSalesStatistic.Export (issue 12): exactly the list's filtered view, in its order, every
// row, read in keyset batches (server/db/keyset.ts) so memory stays flat for any number of rows.

const t = salesStatistics;
type SortField = keyof typeof statisticSortColumns;

/** The sort keys: the chosen fields, then newest first and the id, each once (a total order). */
const keysOf = (sorting: TSortField<SortField>[] | undefined) =>
  sortKeysOf<SortField, PgColumn>(sorting, statisticSortColumns, [
    { column: t.orderTime, desc: true },
    { column: t.id, desc: true },
  ]) as ColumnKey[]; // columns only, no ready terms

/** Every row of the view in order, a batch at a time, waiting for `out` to drain between batches. */
const rowsOf = (
  ctx: AuthedCtx,
  input: TSalesStatisticFilter & { sorting?: TSortField<SortField>[] },
  out: NodeJS.WritableStream,
) =>
  keysetRows<StatisticRow>(ctx.db, {
    table: t,
    where: statisticsWhere(ctx.tenantId, input),
    keys: keysOf(input.sorting),
    out,
  });

/** The sheet's columns, headed in the caller's language; times in the app's time zone. */
function columnsFor(ctx: AuthedCtx): SheetColumn<StatisticRow>[] {
  const h = (key: string) => ctx.t(`salesStatistics.${key}` as MessageKey);
  const money = (key: string, value: (r: StatisticRow) => string): SheetColumn<StatisticRow> => ({
    header: h(key),
    value: (r) => Number(value(r)),
    numFmt: "#,##0.00",
    width: 14,
  });
  const time = (key: string, value: (r: StatisticRow) => Date | null) => ({
    header: h(key),
    value: (r: StatisticRow) => {
      const at = value(r);
      return at ? formatDateTime(at, env.TIME_ZONE) : null;
    },
    width: 20,
  });
  return [
    { header: h("orderCode"), value: (r) => r.orderCode, width: 16 },
    { header: h("customerCode"), value: (r) => r.customerCode, width: 14 },
    { header: h("customerName"), value: (r) => r.customerName, width: 28 },
    {
      header: h("status"),
      value: (r) => ctx.t(enumMessageKey("OrderStatus", r.status)),
      width: 18,
    },
    {
      header: h("paymentMethod"),
      value: (r) =>
        r.paymentMethod ? ctx.t(enumMessageKey("PaymentMethod", r.paymentMethod)) : null,
      width: 18,
    },
    money("goodsAmount", (r) => r.goodsAmount),
    money("shippingFee", (r) => r.shippingFee),
    money("gstAmount", (r) => r.gstAmount),
    money("qstAmount", (r) => r.qstAmount),
    money("totalAmount", (r) => r.totalAmount),
    time("orderTime", (r) => r.orderTime),
    time("paidTime", (r) => r.paidTime),
    time("shippedTime", (r) => r.shippedTime),
    time("receivedTime", (r) => r.receivedTime),
    time("cancelledTime", (r) => r.cancelledTime),
    { header: h("remark"), value: (r) => r.remark, width: 30 },
  ];
}

/** The view as a streamed .xlsx: "Sales statistics 2026-11-24.xlsx" in the caller's language. */
export function exportStatistics(
  ctx: AuthedCtx,
  input: TSalesStatisticFilter & { sorting?: TSortField<SortField>[] },
): Response {
  const name = ctx.t("salesStatistics.fileName", { day: formatDate(new Date(), env.TIME_ZONE) });
  return xlsxResponse(
    `${name}.xlsx`,
    (out) =>
      writeSheet(out, ctx.t("salesStatistics.sheetName"), columnsFor(ctx), rowsOf(ctx, input, out)),
    (error) => ctx.log.error({ err: error }, "sales statistics export failed"),
  );
}
