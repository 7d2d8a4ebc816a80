"use client";

import { ExportButton } from "@/components/export-button";
import { api } from "@/lib/api/client";
import type { InputOf } from "@/lib/api/define";
import type { FinanceSalesStatistic } from "@/lib/contracts/sales-statistic";

/** Export (with Pages.Finance.SalesStatistic.Export): the list's filtered view as .xlsx, every row. */
export function StatisticExportButton({
  input,
}: {
  input: InputOf<typeof FinanceSalesStatistic.Export>;
}) {
  return (
    <ExportButton
      url={api.FinanceSalesStatistic.Export.url}
      input={input}
      permission="Pages.Finance.SalesStatistic.Export"
      fallbackName="sales-statistics.xlsx"
      messages="salesStatistics"
    />
  );
}
