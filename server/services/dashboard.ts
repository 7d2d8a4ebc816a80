import "server-only";
import Decimal from "decimal.js";
import { and, eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import { moneyKinds, type TMoneyKind } from "@/lib/contracts/charity-kinds";
import { Dashboard, dashboardPeriodDays, dashboardSalesPeriods } from "@/lib/contracts/dashboard";
import { dayRangeInput } from "@/lib/date-range";
import { env } from "@/lib/env";
import { addDays } from "@/lib/membership";
import { moneyRecords, salesStatistics } from "@/server/db/schema";
import { type AuthedCtx, implement } from "@/server/http/define";
import { businessToday } from "./customer/membership";
import { statisticsWhere } from "./finance/sales-statistic-query";

// /api/services/app/Dashboard/* (issue 14 item 1): what no list sums. Each period is a day range
// of the sales statistics list (`?salesOnly=true&from=…&to=…`), read through the list's own
// `statisticsWhere`, so the figure and the list it links to are the same rows.

const t = salesStatistics;

/** A period's first and last day (both included) and the instants the list reads them as. */
function rangeOf(from: string, to: string) {
  const { from: begin, to: end } = dayRangeInput({ from, to }, env.TIME_ZONE);
  return { from, to, begin: new Date(begin!), end: new Date(end!) };
}

/** Count and total of each range, in one query over the widest (sales only). */
async function totalsOf(ctx: AuthedCtx, ranges: readonly ReturnType<typeof rangeOf>[]) {
  const earliest = ranges.reduce((a, r) => (r.begin < a ? r.begin : a), ranges[0]!.begin);
  const latest = ranges.reduce((a, r) => (r.end > a ? r.end : a), ranges[0]!.end);
  const within = (r: ReturnType<typeof rangeOf>) =>
    sql`${t.orderTime} >= ${r.begin.toISOString()}::timestamptz and ${t.orderTime} < ${r.end.toISOString()}::timestamptz`;
  const columns = Object.fromEntries(
    ranges.flatMap((r, i) => [
      [`c${i}`, sql<number>`(count(*) filter (where ${within(r)}))::int`],
      [`s${i}`, sql<string>`coalesce(sum(${t.totalAmount}) filter (where ${within(r)}), 0)::text`],
    ]),
  );
  const [row] = await ctx.db
    .select(columns)
    .from(t)
    .where(
      and(
        statisticsWhere(ctx.tenantId, { salesOnly: true }),
        gte(t.orderTime, earliest),
        lt(t.orderTime, latest),
      ),
    );
  return ranges.map((r, i) => ({
    from: r.from,
    to: r.to,
    count: Number(row?.[`c${i}`] ?? 0),
    totalAmount: new Decimal(String(row?.[`s${i}`] ?? "0")).toFixed(2),
  }));
}

/** (current − previous) / previous in percent, one decimal; null when there was nothing before. */
function changeOf(current: string, previous: string): number | null {
  const before = new Decimal(previous);
  if (before.isZero()) return null;
  return new Decimal(current).minus(before).div(before).times(100).toDecimalPlaces(1).toNumber();
}

async function salesOf(ctx: AuthedCtx) {
  const today = businessToday();
  const ranges = dashboardSalesPeriods.flatMap((period) => {
    const days = dashboardPeriodDays[period];
    const from = addDays(today, 1 - days);
    return [rangeOf(from, today), rangeOf(addDays(from, -days), addDays(from, -1))];
  });
  const totals = await totalsOf(ctx, ranges);
  return {
    today,
    periods: dashboardSalesPeriods.map((period, i) => {
      const current = totals[2 * i]!;
      const previous = totals[2 * i + 1]!;
      return {
        period,
        current,
        previous,
        changePercent: changeOf(current.totalAmount, previous.totalAmount),
      };
    }),
  };
}

const MONEY_KINDS: TMoneyKind[] = ["Donation", "OtherIncome", "Expense"];

/**
 * The money records per month and kind (one grouped query on the kind-and-day index), every
 * month of the range present (0.00 when nothing moved), each kind the caller cannot read null.
 */
async function moneyByMonth(ctx: AuthedCtx, months: number) {
  const today = businessToday(); // YYYY-MM-DD
  const [year, month] = today.split("-").map(Number) as [number, number];
  const list = Array.from({ length: months }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - (months - 1 - i), 1));
    return d.toISOString().slice(0, 7);
  });
  const readable = MONEY_KINDS.filter((kind) => ctx.permissions.has(moneyKinds[kind].page));
  const m = moneyRecords;
  const rows = await ctx.db
    .select({
      kind: m.kind,
      month: sql<string>`to_char(${m.occurredOn}, 'YYYY-MM')`,
      total: sql<string>`sum(${m.amount})::text`,
    })
    .from(m)
    .where(
      and(
        eq(m.tenantId, ctx.tenantId),
        inArray(m.kind, readable),
        eq(m.isDeleted, false),
        gte(m.occurredOn, `${list[0]}-01`),
        lte(m.occurredOn, today),
      ),
    )
    .groupBy(m.kind, sql`2`);
  const totals = new Map(rows.map((r) => [`${r.kind} ${r.month}`, r.total]));
  const amount = (kind: TMoneyKind, at: string) =>
    readable.includes(kind) ? new Decimal(totals.get(`${kind} ${at}`) ?? 0).toFixed(2) : null;
  return {
    items: list.map((at) => ({
      month: at,
      donation: amount("Donation", at),
      otherIncome: amount("OtherIncome", at),
      expense: amount("Expense", at),
    })),
  };
}

export const dashboardService = implement(Dashboard, {
  // GET …/GetSales — today, the last 7 and 30 days, each against the period just before
  GetSales: async (_input, ctx) => salesOf(ctx),
  // GET …/GetMoneyByMonth — each month's donation income, other income and expenses
  GetMoneyByMonth: async ({ months }, ctx) => moneyByMonth(ctx, months),
});
