"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { Skeleton } from "@/components/ui/skeleton";
import type { TSalesStatisticSummary } from "@/lib/contracts/sales-statistic";

// The chart library loads with the charts, after the page (first-load weight, issue 7).
const loading = () => <Skeleton className="h-56 w-full" />;
const SalesByDayChart = dynamic(() => import("./sales-charts").then((m) => m.SalesByDayChart), {
  ssr: false,
  loading,
});
const SalesByStatusChart = dynamic(
  () => import("./sales-charts").then((m) => m.SalesByStatusChart),
  { ssr: false, loading },
);

/** The filtered view's sales by day and by status, side by side on wide screens. */
export function StatisticCharts({ summary }: { summary: TSalesStatisticSummary }) {
  const t = useTranslations("salesStatistics");
  const charts = [
    {
      id: "by-day",
      title: t("byDay"),
      hint: t("byDayHint"),
      chart: <SalesByDayChart days={summary.byDay} />,
    },
    {
      id: "by-status",
      title: t("byStatus"),
      hint: t("byStatusHint"),
      chart: <SalesByStatusChart statuses={summary.byStatus} />,
    },
  ];
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {charts.map((c) => (
        <Card
          key={c.id}
          role="figure"
          aria-labelledby={`${c.id}-title`}
          data-testid={`chart-${c.id}`}
        >
          <CardHeader>
            <CardTitle id={`${c.id}-title`} className="text-base">
              {c.title}
            </CardTitle>
            <CardDescription>{c.hint}</CardDescription>
          </CardHeader>
          <CardContent>
            {summary.count === 0 ? (
              <p className="text-muted-foreground text-sm">{t("noSales")}</p>
            ) : (
              c.chart
            )}
          </CardContent>
        </Card>
      ))}
    </div>
  );
}
