"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import { moneyKinds } from "@/lib/contracts/charity-kinds";
import type { TMoneyMonth } from "@/lib/contracts/dashboard";
import type { TSalesStatisticSummary } from "@/lib/contracts/sales-statistic";

// The chart library loads with the charts, after the page (first-load weight, issue 7): the
// sales statistics screen's own charts, the same approach and the same look.
const loading = () => <Skeleton className="h-56 w-full" />;
const SalesByDayChart = dynamic(
  () =>
    import("@/app/(console)/finance/financeSaleStatistic/_components/sales-charts").then(
      (m) => m.SalesByDayChart,
    ),
  { ssr: false, loading },
);
const MoneyByMonthChart = dynamic(() => import("./money-chart").then((m) => m.MoneyByMonthChart), {
  ssr: false,
  loading,
});
const SalesByStatusChart = dynamic(
  () =>
    import("@/app/(console)/finance/financeSaleStatistic/_components/sales-charts").then(
      (m) => m.SalesByStatusChart,
    ),
  { ssr: false, loading },
);

/**
 * Its children once it is near the screen, a skeleton of the chart's size until then: the chart
 * library (≈ 100 KB) then loads and draws after the page has settled, not in the middle of its
 * start (on a phone the charts are below the figures; Lighthouse's blocking time, issue 16).
 */
function WhenVisible({ children }: { children: ReactNode }) {
  const place = useRef<HTMLDivElement>(null);
  const [visible, setVisible] = useState(false);
  useEffect(() => {
    const element = place.current;
    if (!element) return;
    // printing draws whatever is not drawn yet
    const print = () => setVisible(true);
    window.addEventListener("beforeprint", print);
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting)) {
          setVisible(true);
          observer.disconnect();
        }
      },
      { rootMargin: "200px" },
    );
    observer.observe(element);
    return () => {
      observer.disconnect();
      window.removeEventListener("beforeprint", print);
    };
  }, []);
  return visible ? children : <div ref={place}>{loading()}</div>;
}

export interface DashboardChartData {
  /** every day of the last 30, oldest first, days without sales at 0 */
  byDay: TSalesStatisticSummary["byDay"];
  byStatus: TSalesStatisticSummary["byStatus"];
  /** the statistics list of each chart's rows */
  byDayHref: string;
  byStatusHref: string;
}

/** Sales by day and orders by status over the last 30 days, each with a link to its rows. */
export function DashboardCharts({ data }: { data: DashboardChartData }) {
  const t = useTranslations("dashboard.charts");
  const charts = [
    {
      id: "by-day",
      title: t("byDay"),
      hint: t("byDayHint"),
      empty: data.byDay.every((d) => d.count === 0),
      chart: <SalesByDayChart days={data.byDay} />,
      href: data.byDayHref,
      open: t("openByDay"),
    },
    {
      id: "by-status",
      title: t("byStatus"),
      hint: t("byStatusHint"),
      empty: data.byStatus.length === 0,
      chart: <SalesByStatusChart statuses={data.byStatus} />,
      href: data.byStatusHref,
      open: t("openByStatus"),
    },
  ];
  return charts.map((c) => <ChartCard key={c.id} {...c} />);
}

interface ChartSpec {
  id: string;
  title: string;
  hint: string;
  /** nothing to draw: says so instead */
  empty: boolean;
  emptyText?: string;
  chart: ReactNode;
  /** the list of the chart's rows */
  href: string;
  open: string;
}

/** One chart in its card: title, hint, the chart when near the screen, and the link to its rows. */
function ChartCard(c: ChartSpec) {
  const t = useTranslations("dashboard.charts");
  return (
    <Card
      role="figure"
      aria-labelledby={`dashboard-${c.id}-title`}
      data-testid={`dashboard-chart-${c.id}`}
      className="min-w-0"
    >
      <CardHeader>
        <CardTitle id={`dashboard-${c.id}-title`} className="text-base">
          {c.title}
        </CardTitle>
        <CardDescription>{c.hint}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-3">
        {c.empty ? (
          <p className="text-muted-foreground text-sm">{c.emptyText ?? t("empty")}</p>
        ) : (
          <WhenVisible>{c.chart}</WhenVisible>
        )}
        <Link href={c.href} className="text-primary text-sm underline-offset-4 hover:underline">
          {c.open}
        </Link>
      </CardContent>
    </Card>
  );
}

/**
 * The foundation's income (donations and other income) against expenses by month (issue 17 item
 * 6), linked to the first list the reader may open.
 */
export function MoneyChart({ months }: { months: TMoneyMonth[] }) {
  const t = useTranslations("dashboard.charts");
  // each kind's field in a month, and its list; a kind the reader may not read is null
  const kinds = (
    [
      ["donation", moneyKinds.Donation.route],
      ["otherIncome", moneyKinds.OtherIncome.route],
      ["expense", moneyKinds.Expense.route],
    ] as const
  ).filter(([field]) => months[0]?.[field] != null);
  return (
    <ChartCard
      id="money"
      title={t("money")}
      hint={t("moneyHint", { months: months.length })}
      empty={months.every((m) => kinds.every(([field]) => Number(m[field]) === 0))}
      emptyText={t("moneyEmpty")}
      chart={<MoneyByMonthChart months={months} />}
      href={kinds[0]?.[1] ?? moneyKinds.Donation.route}
      open={t("openMoney")}
    />
  );
}

/** The charts' places while their data loads. */
export function ChartsSkeleton({ count = 2 }: { count?: number }) {
  return Array.from({ length: count }, (_, i) => (
    <Card key={i} aria-hidden>
      <CardHeader>
        <Skeleton className="h-5 w-40" />
      </CardHeader>
      <CardContent>
        <Skeleton className="h-56 w-full" />
      </CardContent>
    </Card>
  ));
}
