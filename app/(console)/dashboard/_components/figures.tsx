import { unstable_rethrow } from "next/navigation";
import { getFormatter, getTimeZone, getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { serverApi } from "@/lib/api/server";
import type { TDashboardSales } from "@/lib/contracts/dashboard";
import type { TSalesStatisticSummary } from "@/lib/contracts/sales-statistic";
import { dayRangeInput } from "@/lib/date-range";
import { formatMoney } from "@/lib/format";
import { addDays } from "@/lib/membership";
import { DashboardCharts, MoneyChart } from "./dashboard-charts";
import { FigureCard, FigureUnavailable } from "./figure-card";

// The dashboard's figures (issue 14 item 1), each an async server component the page streams in
// its own Suspense boundary. Every number is the totalCount (or the sum) of the list its card
// opens, read under the same filter the link carries, so the two always agree.

/** A card's body, or the card saying it could not load (logged; the page is not taken down). */
async function guarded(label: string, render: () => Promise<ReactNode>): Promise<ReactNode> {
  try {
    return await render();
  } catch (error) {
    unstable_rethrow(error);
    console.error(`dashboard: the figure "${label}" failed`, error);
    const t = await getTranslations("dashboard");
    return <FigureUnavailable label={label} message={t("unavailable")} />;
  }
}

/** `?a=1&b=2` of the defined values. */
const query = (params: Record<string, string | number | boolean | undefined>) =>
  new URLSearchParams(
    Object.entries(params).flatMap(([k, v]) => (v === undefined ? [] : [[k, String(v)]])),
  ).toString();

/** The sales statistics list of a period's days, sales only: what a sales figure sums. */
const salesListHref = (range: { from: string; to: string }, salesOnly = true) =>
  `/finance/financeSaleStatistic?${query({ salesOnly: salesOnly || undefined, from: range.from, to: range.to })}`;

/** Sales of today, the last 7 and 30 days, each against the period before (Pages.Finance.SalesStatistic). */
export async function SalesFigures({ sales }: { sales: Promise<TDashboardSales> }) {
  const t = await getTranslations("dashboard");
  const format = await getFormatter();
  return guarded(t("figures.sales"), async () => {
    const { periods } = await sales;
    return periods.map((p) => {
      const previous = formatMoney(p.previous.totalAmount);
      const note =
        p.changePercent === null
          ? t(`noCompare.${p.period}`)
          : t(`compare.${p.period}`, {
              change: format.number(p.changePercent / 100, {
                style: "percent",
                maximumFractionDigits: 1,
                signDisplay: "exceptZero",
              }),
              previous,
            });
      return (
        <FigureCard
          key={p.period}
          id={`sales-${p.period}`}
          label={t(`figures.sales${p.period}`)}
          value={formatMoney(p.current.totalAmount)}
          note={
            <>
              <span className="block" data-testid={`count-sales-${p.period}`}>
                {t("salesCount", { count: p.current.count })}
              </span>
              <span className="block" data-testid={`change-${p.period}`}>
                {note}
              </span>
            </>
          }
          href={salesListHref(p.current)}
        />
      );
    });
  });
}

const ORDER_TABS = ["UnPaid", "Pending", "Complete"] as const;

/** Orders of each tab but All, as the order list counts them (Pages.Order.Management). */
export async function OrderFigures() {
  const t = await getTranslations("dashboard");
  const format = await getFormatter();
  return guarded(t("figures.orders"), async () => {
    const { tabCounts, estimatedTabs } = await serverApi.OrderMain.GetAll({ maxResultCount: 1 });
    const tc = await getTranslations("orders.list");
    return ORDER_TABS.map((tab) => (
      <FigureCard
        key={tab}
        id={`orders-${tab}`}
        label={t(`figures.orders${tab}`)}
        value={
          estimatedTabs?.includes(tab)
            ? tc("countAbout", { count: tabCounts[tab] })
            : format.number(tabCounts[tab])
        }
        note={t(`notes.orders${tab}`)}
        href={`/productSku/orderManagement?${query({ orderStatusTab: tab })}`}
      />
    ));
  });
}

/** A count a list's GetAll gives as its totalCount under the filter its link carries. */
async function CountFigure({
  id,
  count,
  href,
}: {
  id: "lowStock" | "expiringMembers" | "unrepliedFeedback" | "unsettledMonths" | "myAudits";
  count: () => Promise<{ totalCount: number; totalCountIsEstimate?: boolean }>;
  href: string;
}) {
  const t = await getTranslations("dashboard");
  const format = await getFormatter();
  const label = t(`figures.${id}`);
  const tc = await getTranslations("orders.list");
  return guarded(label, async () => {
    const { totalCount, totalCountIsEstimate } = await count();
    return (
      <FigureCard
        id={id}
        label={label}
        value={
          totalCountIsEstimate ? tc("countAbout", { count: totalCount }) : format.number(totalCount)
        }
        note={t(`notes.${id}`)}
        href={href}
      />
    );
  });
}

/** SKUs at or under their early-warning stock (Pages.Order.Sales: sales management lists SKUs). */
export const LowStockFigure = () => (
  <CountFigure
    id="lowStock"
    count={() => serverApi.ProductSku.GetAll({ lowStock: true, maxResultCount: 1 })}
    href={`/productSku/salesManagement?${query({ lowStock: true })}`}
  />
);

/** Members whose membership ends within the next 30 days (Pages.Customer.Member). */
export const ExpiringMembersFigure = () => (
  <CountFigure
    id="expiringMembers"
    count={() =>
      serverApi.Customer.GetAll({
        customerType: "Member",
        membership: "ExpiringSoon",
        maxResultCount: 1,
      })
    }
    href={`/customer/member?${query({ membership: "ExpiringSoon" })}`}
  />
);

/** Feedback no one has answered (Pages.CMS.Feedback). */
export const UnrepliedFeedbackFigure = () => (
  <CountFigure
    id="unrepliedFeedback"
    count={() => serverApi.Feedback.GetAll({ isReplied: false, maxResultCount: 1 })}
    href={`/cms/feedback?${query({ isReplied: false })}`}
  />
);

/** Suppliers' months not settled, in finance's entry when granted, else purchase's. */
export const UnsettledMonthsFigure = ({ area }: { area: "finance" | "purchase" }) => (
  <CountFigure
    id="unsettledMonths"
    count={() => serverApi.SupplierProductSaleMain.GetAll({ isSettled: false, maxResultCount: 1 })}
    href={`/${area}/commoditySalesRecord/${area}?${query({ isSettled: false })}`}
  />
);

/** Audits of any kind waiting for the caller's decision (Pages.MyAudit). */
export const MyAuditsFigure = () => (
  <CountFigure
    id="myAudits"
    count={() => serverApi.MyAudit.GetAll({ maxResultCount: 1 })}
    href="/myAudits"
  />
);

/**
 * Projects by state (Pages.Project): how many run, and in the note how many wait in each other
 * state; the card opens the running ones.
 */
export async function ProjectFigures() {
  const t = await getTranslations("dashboard");
  const tp = await getTranslations("projects.state");
  const format = await getFormatter();
  return guarded(t("figures.projects"), async () => {
    const { items } = await serverApi.Project.GetStateCounts({});
    const count = (state: (typeof items)[number]["state"]) =>
      items.find((i) => i.state === state)?.count ?? 0;
    const others = items.filter((i) => i.state !== "Executing" && i.count > 0);
    return (
      <FigureCard
        id="projects"
        label={t("figures.projects")}
        value={format.number(count("Executing"))}
        note={
          others.length
            ? others.map((i) => `${tp(i.state)} ${format.number(i.count)}`).join(" · ")
            : t("notes.projectsNone")
        }
        href={`/charity/projects?${query({ state: "Executing" })}`}
      />
    );
  });
}

/** How many funds' balances the dashboard shows (the foundation reading, issue 17). */
const FUND_CARDS = 3;

/**
 * The enabled funds' balances, income minus expenses (Pages.Fund): the first three by name, each
 * opening the funds list searched by its name.
 */
export async function FundFigures() {
  const t = await getTranslations("dashboard");
  return guarded(t("figures.funds"), async () => {
    const { items } = await serverApi.Fund.GetAll({
      isEnabled: true,
      maxResultCount: FUND_CARDS,
    });
    return items.map((fund) => (
      <FigureCard
        key={fund.id}
        id={`fund-${fund.id}`}
        label={fund.name}
        value={formatMoney(fund.balance, "RMB")}
        note={t("notes.fundBalance", {
          income: formatMoney(fund.income, "RMB"),
          expense: formatMoney(fund.expense, "RMB"),
        })}
        href={`/charity/funds?${query({ keyword: fund.name })}`}
      />
    ));
  });
}

/** The user and role counts the dashboard had before (Pages.Users, Pages.Roles). */
export async function AdminFigures({ users, roles }: { users: boolean; roles: boolean }) {
  const t = await getTranslations("dashboard");
  const format = await getFormatter();
  return guarded(t("counts.users"), async () => {
    const [all, active, roleCount] = await Promise.all([
      users ? serverApi.User.GetAll({ maxResultCount: 1 }) : null,
      users ? serverApi.User.GetAll({ maxResultCount: 1, isActive: true }) : null,
      roles ? serverApi.Role.GetAll({ maxResultCount: 1 }) : null,
    ]);
    const cards = [
      all && { key: "users" as const, value: all.totalCount, href: "/ou/users" },
      active && {
        key: "activeUsers" as const,
        value: active.totalCount,
        href: "/ou/users?isActive=true",
      },
      roleCount && { key: "roles" as const, value: roleCount.totalCount, href: "/ou/roles" },
    ];
    return cards.map(
      (c) =>
        c && (
          <FigureCard
            key={c.key}
            id={c.key}
            label={t(`counts.${c.key}`)}
            value={format.number(c.value)}
            href={c.href}
          />
        ),
    );
  });
}

/** Every day from `from` to `to` (both included) with the sales of the days that had some. */
function everyDay(
  range: { from: string; to: string },
  days: TSalesStatisticSummary["byDay"],
): TSalesStatisticSummary["byDay"] {
  const known = new Map(days.map((d) => [d.day, d]));
  const all: TSalesStatisticSummary["byDay"] = [];
  for (let day = range.from; day <= range.to; day = addDays(day, 1))
    all.push(known.get(day) ?? { day, count: 0, totalAmount: "0.00" });
  return all;
}

/** The last 30 days' sales by day and orders by status, from the statistics' own summary. */
export async function SalesCharts({ sales }: { sales: Promise<TDashboardSales> }) {
  const t = await getTranslations("dashboard");
  return guarded(t("charts.byDay"), async () => {
    const month = (await sales).periods.find((p) => p.period === "Last30Days")!.current;
    const days = dayRangeInput(month, await getTimeZone());
    const range = { beginTime: days.from, endTime: days.to };
    const [sold, placed] = await Promise.all([
      serverApi.FinanceSalesStatistic.GetSummary({ ...range, salesOnly: true }),
      serverApi.FinanceSalesStatistic.GetSummary(range),
    ]);
    return (
      <DashboardCharts
        data={{
          byDay: everyDay(month, sold.byDay),
          byStatus: placed.byStatus,
          byDayHref: salesListHref(month),
          byStatusHref: salesListHref(month, false),
        }}
      />
    );
  });
}

/** The foundation's income against expenses, month by month over a year (issue 17 item 6). */
export async function MoneyByMonth() {
  const t = await getTranslations("dashboard");
  return guarded(t("charts.money"), async () => {
    const { items } = await serverApi.Dashboard.GetMoneyByMonth({ months: 12 });
    return <MoneyChart months={items} />;
  });
}
