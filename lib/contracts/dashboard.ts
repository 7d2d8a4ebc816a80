import * as z from "zod";
import { contract, op } from "@/lib/api/define";

// The console's dashboard (issue 14 item 1). Counts that a list already gives come from that
// list's own GetAll (its totalCount under the same filter the card links to); what no list
// sums, the sales of a few periods against the ones before, is here. Sales are the rows of the
// sales statistics the list's "sales only" filter shows (`SALE_STATUSES`), by the day placed in
// the app's time zone (docs/decisions.md "Dashboard").

export const dashboardSalesPeriods = ["Today", "Last7Days", "Last30Days"] as const;
/** The length of each period in days, today included. */
export const dashboardPeriodDays = { Today: 1, Last7Days: 7, Last30Days: 30 } as const;

const ZDay = z.iso.date();
const ZSalesTotal = z.object({
  /** first and last calendar day, both included (the statistic list's `?from=` and `?to=`) */
  from: ZDay,
  to: ZDay,
  count: z.number().int(),
  /** decimal string with 2 places */
  totalAmount: z.string(),
});

export const ZDashboardSales = z.object({
  /** today in the app's time zone */
  today: ZDay,
  periods: z.array(
    z.object({
      period: z.enum(dashboardSalesPeriods),
      current: ZSalesTotal,
      /** the same number of days just before */
      previous: ZSalesTotal,
      /** (current − previous) / previous × 100, one decimal; null when previous is 0 */
      changePercent: z.number().nullable(),
    }),
  ),
});
export type TDashboardSales = z.infer<typeof ZDashboardSales>;

/** How many months the foundation's money chart may ask for. */
export const MONEY_MONTHS_MAX = 24;

/** One month of the foundation's money: each kind's total (RMB), of the kinds the caller may read. */
export const ZMoneyMonth = z.object({
  /** YYYY-MM */
  month: z.string(),
  donation: z.string().nullable(),
  otherIncome: z.string().nullable(),
  expense: z.string().nullable(),
});
export type TMoneyMonth = z.infer<typeof ZMoneyMonth>;

// GET /api/services/app/Dashboard/GetSales — sales of today, the last 7 and 30 days, each against the period before
export const Dashboard = contract("Dashboard", {
  GetSales: op({
    verb: "GET",
    permission: "Pages.Finance.SalesStatistic",
    summary:
      "Sales (the statistics' sales-only view) of today, the last 7 and the last 30 days, each with the period just before and the change in percent",
    input: z.object({}),
    output: ZDashboardSales,
  }),
  // GET …/GetMoneyByMonth — the foundation's income and expenses per month (issue 17 item 6)
  GetMoneyByMonth: op({
    verb: "GET",
    permission: [
      "Pages.FinanceManage.DonationIncome",
      "Pages.FinanceManage.OtherIncome",
      "Pages.FinanceManage.Expense",
    ],
    summary:
      "Donation income, other income and expenses per month over the last `months` months (this one included, the app's time zone); a kind the caller may not read is null",
    input: z.object({
      months: z.number().int().min(1).max(MONEY_MONTHS_MAX, "validation.tooLarge").default(12),
    }),
    output: z.object({ items: z.array(ZMoneyMonth) }),
  }),
});
