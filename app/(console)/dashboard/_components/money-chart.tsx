"use client";

import { useLocale, useTranslations } from "next-intl";
import { useMemo } from "react";
import {
  Bar,
  BarChart,
  CartesianGrid,
  Legend,
  ResponsiveContainer,
  Tooltip,
  XAxis,
  YAxis,
} from "recharts";
import type { TMoneyMonth } from "@/lib/contracts/dashboard";
import { formatMoney } from "@/lib/format";

// The foundation's money by month (recharts), loaded with the chart when it nears the screen.

/** Income (donations and other income, stacked) beside expenses, a pair of bars per month. */
export function MoneyByMonthChart({ months }: { months: TMoneyMonth[] }) {
  const t = useTranslations("dashboard.charts");
  const locale = useLocale();
  const compact = useMemo(
    () => new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 }),
    [locale],
  );
  const data = months.map((m) => ({
    month: m.month,
    donation: m.donation === null ? undefined : Number(m.donation),
    otherIncome: m.otherIncome === null ? undefined : Number(m.otherIncome),
    expense: m.expense === null ? undefined : Number(m.expense),
  }));
  const shown = {
    donation: months[0]?.donation != null,
    otherIncome: months[0]?.otherIncome != null,
    expense: months[0]?.expense != null,
  };
  const axis = { fontSize: 12, stroke: "var(--muted-foreground)" };
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={data} margin={{ left: 4, right: 4 }}>
        <CartesianGrid vertical={false} strokeDasharray="3 3" />
        <XAxis dataKey="month" tick={axis} tickFormatter={(m: string) => m.slice(2)} />
        <YAxis tick={axis} tickFormatter={(n: number) => compact.format(n)} width={48} />
        <Tooltip
          contentStyle={{
            background: "var(--popover)",
            color: "var(--popover-foreground)",
            borderColor: "var(--border)",
            borderRadius: 6,
          }}
          cursor={{ fill: "var(--muted)" }}
          formatter={(v, name) => [formatMoney(Number(v), "RMB"), name]}
        />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {shown.donation && (
          <Bar dataKey="donation" name={t("donation")} stackId="income" fill="var(--chart-1)" />
        )}
        {shown.otherIncome && (
          <Bar
            dataKey="otherIncome"
            name={t("otherIncome")}
            stackId="income"
            fill="var(--chart-2)"
          />
        )}
        {shown.expense && (
          <Bar dataKey="expense" name={t("expense")} fill="var(--chart-4)" radius={[2, 2, 0, 0]} />
        )}
      </BarChart>
    </ResponsiveContainer>
  );
}
