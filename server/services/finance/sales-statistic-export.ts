import "server-only";
import { and, eq, getTableColumns, gt, lt, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn } from "drizzle-orm/pg-core";
import type { TSortField } from "@/lib/contracts/common";
import { enumMessageKey } from "@/lib/contracts/enum-values";
import type { TSalesStatisticFilter } from "@/lib/contracts/sales-statistic";
import { env } from "@/lib/env";
import type { MessageKey } from "@/lib/i18n/messages";
import { formatDate, formatDateTime } from "@/lib/format";
import { salesStatistics } from "@/server/db/schema";
import type { AuthedCtx } from "@/server/http/define";
import { drained, isGone, type SheetColumn, writeSheet, xlsxResponse } from "@/server/xlsx/write";
import { statisticSortColumns, type StatisticRow, statisticsWhere } from "./sales-statistic-query";

// FinanceSalesStatistic.Export (issue 12): exactly the list's filtered view, in its order, every
// row. Rows are read in batches by keyset (the last row's sort values, read as text so no
// microsecond is lost), never all at once and never by OFFSET, and the next batch waits while
// the file is not taken as fast as it is written: memory stays flat for any number of rows.

const t = salesStatistics;
const BATCH = 1_000;
type SortField = keyof typeof statisticSortColumns;

interface Key {
  column: PgColumn;
  desc: boolean;
}

/** The sort keys: the chosen fields, then newest first and the id, each once (a total order). */
function keysOf(sorting: TSortField<SortField>[] | undefined): Key[] {
  const keys: Key[] = [];
  const add = (column: PgColumn, desc: boolean) => {
    if (!keys.some((k) => k.column === column)) keys.push({ column, desc });
  };
  for (const s of sorting ?? []) add(statisticSortColumns[s.field], s.desc);
  add(t.orderTime, true);
  add(t.id, true);
  return keys;
}

/** A sort value as the database compares it, from its text. */
const valueOf = (k: Key, text: string) => sql`${text}::${sql.raw(k.column.getSQLType())}`;

/**
 * The rows after `last` in the keys' order: one row comparison when every key runs the same way
 * (an index range), else the expanded form (a > x, or a = x and b > y, …).
 */
function after(keys: Key[], last: string[]): SQL {
  if (keys.every((k) => k.desc === keys[0]!.desc)) {
    const columns = sql.join(
      keys.map((k) => sql`${k.column}`),
      sql`, `,
    );
    const values = sql.join(
      keys.map((k, i) => valueOf(k, last[i]!)),
      sql`, `,
    );
    return sql`(${columns}) ${sql.raw(keys[0]!.desc ? "<" : ">")} (${values})`;
  }
  return or(
    ...keys.map((k, i) =>
      and(
        ...keys.slice(0, i).map((p, j) => eq(p.column, valueOf(p, last[j]!))),
        (k.desc ? lt : gt)(k.column, valueOf(k, last[i]!)),
      ),
    ),
  )!;
}

/** Every row of the view in order, a batch at a time, waiting for `out` to drain between batches. */
async function* rowsOf(
  ctx: AuthedCtx,
  input: TSalesStatisticFilter & { sorting?: TSortField<SortField>[] },
  out: NodeJS.WritableStream & { writableNeedDrain?: boolean },
): AsyncGenerator<StatisticRow> {
  const keys = keysOf(input.sorting);
  const where = statisticsWhere(ctx.tenantId, input);
  const order = keys.map((k) => sql`${k.column} ${sql.raw(k.desc ? "desc" : "asc")}`);
  const cursor = Object.fromEntries(keys.map((k, i) => [`k${i}`, sql<string>`${k.column}::text`]));
  let last: string[] | null = null;
  for (;;) {
    const batch = await ctx.db
      .select({ ...getTableColumns(t), ...cursor })
      .from(t)
      .where(last ? and(where, after(keys, last)) : where)
      .orderBy(...order)
      .limit(BATCH);
    for (const row of batch) yield row as StatisticRow;
    if (batch.length < BATCH) return;
    const end = batch[batch.length - 1] as Record<string, unknown>;
    last = keys.map((_, i) => String(end[`k${i}`]));
    await drained(out);
    if (isGone(out)) return;
  }
}

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
