"use client";

import { useTranslations } from "next-intl";
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
import { chartAxis, chartTooltip, useCompact } from "@/components/charts/chart-style";
import type { TMoneyMonth } from "@/lib/contracts/dashboard";
import { formatMoney } from "@/lib/format";

// The foundation's money by month (recharts), loaded with the chart when it nears the screen.

/** Income (donations and other income, stacked) beside expenses, a pair of bars per month. */
export function MoneyByMonthChart({ months }: { months: TMoneyMonth[] }) {
  const t = useTranslations("dashboard.charts");
  const compact = useCompact();
  const data = months.map((m) => ({
    month: m.month,
    donation: m.donation === null ? undefined : Number(m.donation),
    otherIncome: m.otherIncome === null ? undefined : Number(m.otherIncome),
    expense: m.expense === null ? undefined : Number(m.expense),
  }));
  // a kind the reader may not read is null in every month
  const shown = (kind: "donation" | "otherIncome" | "expense") => months[0]?.[kind] != null;
  return (
    <ResponsiveContainer width="100%" height={240}>
      <BarChart data={data} margin={{ left: 4, right: 4 }}>
        <CartesianGrid vertical={false} strokeDasharray="3 3" />
        <XAxis dataKey="month" tick={chartAxis} tickFormatter={(m: string) => m.slice(2)} />
        <YAxis tick={chartAxis} tickFormatter={compact} width={48} />
        <Tooltip {...chartTooltip} formatter={(v, name) => [formatMoney(Number(v), "RMB"), name]} />
        <Legend wrapperStyle={{ fontSize: 12 }} />
        {shown("donation") && (
          <Bar dataKey="donation" name={t("donation")} stackId="income" fill="var(--chart-1)" />
        )}
        {shown("otherIncome") && (
          <Bar
            dataKey="otherIncome"
            name={t("otherIncome")}
            stackId="income"
            fill="var(--chart-2)"
          />
        )}
        {shown("expense") && (
          <Bar dataKey="expense" name={t("expense")} fill="var(--chart-4)" radius={[2, 2, 0, 0]} />
        )}
      </BarChart>
    </ResponsiveContainer>
  );
}
