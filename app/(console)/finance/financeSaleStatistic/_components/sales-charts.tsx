"use client";

import { useTranslations } from "next-intl";
import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";
import {
  chartAxis as axis,
  chartTooltip as tooltip,
  useCompact,
} from "@/components/charts/chart-style";
import { enumMessageKey } from "@/lib/contracts/enum-values";
import type { TSalesStatisticSummary } from "@/lib/contracts/sales-statistic";
import { formatMoney } from "@/lib/format";

// The charts themselves (recharts), loaded on demand by statistic-charts.tsx.

const HEIGHT = 224;
/** Total sales per day (the days with sales), the amount of each in its tooltip. */
export function SalesByDayChart({ days }: { days: TSalesStatisticSummary["byDay"] }) {
  const t = useTranslations("salesStatistics");
  const short = useCompact();
  const data = days.map((d) => ({ day: d.day, total: Number(d.totalAmount), count: d.count }));
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart data={data} margin={{ left: 4, right: 4 }}>
        <CartesianGrid vertical={false} strokeDasharray="3 3" />
        <XAxis
          dataKey="day"
          tick={axis}
          tickFormatter={(d: string) => d.slice(5)}
          minTickGap={16}
        />
        <YAxis tick={axis} tickFormatter={short} width={48} />
        <Tooltip {...tooltip} formatter={(v) => [formatMoney(Number(v)), t("sales")]} />
        <Bar dataKey="total" name={t("sales")} fill="var(--chart-1)" radius={[2, 2, 0, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}

/** Total sales per status, in the order of the state graph, with the number of sales. */
export function SalesByStatusChart({ statuses }: { statuses: TSalesStatisticSummary["byStatus"] }) {
  const t = useTranslations("salesStatistics");
  const tr = useTranslations();
  const short = useCompact();
  const data = statuses.map((s) => ({
    status: tr(enumMessageKey("OrderStatus", s.status)),
    total: Number(s.totalAmount),
    count: s.count,
  }));
  return (
    <ResponsiveContainer width="100%" height={HEIGHT}>
      <BarChart data={data} layout="vertical" margin={{ left: 4, right: 16 }}>
        <CartesianGrid horizontal={false} strokeDasharray="3 3" />
        <XAxis type="number" tick={axis} tickFormatter={short} />
        <YAxis type="category" dataKey="status" tick={axis} width={120} />
        <Tooltip
          {...tooltip}
          formatter={(v, _name, item) => [
            `${formatMoney(Number(v))} · ${t("count")}: ${(item.payload as { count: number }).count}`,
            t("sales"),
          ]}
        />
        <Bar dataKey="total" name={t("sales")} fill="var(--chart-2)" radius={[0, 2, 2, 0]} />
      </BarChart>
    </ResponsiveContainer>
  );
}
