import { getTimeZone, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { FinanceSalesStatistic } from "@/lib/contracts/sales-statistic";
import { dayRangeInput } from "@/lib/date-range";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { StatisticExportButton } from "./_components/export-button";
import { StatisticCharts } from "./_components/statistic-charts";
import { StatisticTable } from "./_components/statistic-table";

/**
 * Sales statistics (Pages.Finance.SalesStatistic): one row per order plus sales entered by hand,
 * filtered by code, status, payment method and the days placed (`?from=`, `?to=`, app time zone,
 * both included), with the view's totals under the list, its sales by day and by status above
 * it, and Export of exactly that view.
 */
export default async function SalesStatisticPage({ searchParams }: { searchParams: PageSearch }) {
  const [t, timeZone] = await Promise.all([getTranslations("salesStatistics"), getTimeZone()]);
  const { from, to, ...search } = await searchParams;
  const { params, input } = readListInput(FinanceSalesStatistic.GetAll.input, search);
  const days = dayRangeInput({ from: first(from), to: first(to) }, timeZone);
  const { skipCount: _, maxResultCount: __, sorting, ...filters } = input;
  const view = { ...filters, beginTime: days.from, endTime: days.to };
  const [result, summary] = await Promise.all([
    serverApi.FinanceSalesStatistic.GetAll({ ...input, ...view }),
    serverApi.FinanceSalesStatistic.GetSummary(view),
  ]);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<StatisticExportButton input={{ ...view, sorting }} />}
      />
      <div className="space-y-6">
        <StatisticCharts summary={summary} />
        <StatisticTable result={result} params={params} summary={summary} />
      </div>
    </>
  );
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
