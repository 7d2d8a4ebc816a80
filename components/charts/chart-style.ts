"use client";

import { useLocale } from "next-intl";
import { useMemo } from "react";

// What every recharts chart of the console shares (the sales statistics, the dashboard's charts):
// loaded with the charts, never with a page's first load.

/** The axes' ticks in the theme's muted colour. */
export const chartAxis = { fontSize: 12, stroke: "var(--muted-foreground)" };

/** The tooltip in the theme's popover colours (readable in dark mode too). */
export const chartTooltip = {
  contentStyle: {
    background: "var(--popover)",
    color: "var(--popover-foreground)",
    borderColor: "var(--border)",
    borderRadius: 6,
  },
  labelStyle: { color: "var(--popover-foreground)" },
  itemStyle: { color: "var(--popover-foreground)" },
  cursor: { fill: "var(--muted)" },
} as const;

/** Amounts on a money axis in the reader's compact form (12K, 1.2万, 1,2 M); the tooltip is exact. */
export function useCompact() {
  const locale = useLocale();
  const format = useMemo(
    () => new Intl.NumberFormat(locale, { notation: "compact", maximumFractionDigits: 1 }),
    [locale],
  );
  return (n: number) => format.format(n);
}
