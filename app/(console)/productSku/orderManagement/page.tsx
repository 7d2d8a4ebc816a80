import { getTimeZone, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { OrderMain } from "@/lib/contracts/order";
import { dayRangeInput } from "@/lib/date-range";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { OrderTable } from "./_components/order-table";

/**
 * Orders (Pages.Order.Management): the tabs All / Unpaid / In progress / Completed with their
 * counts, filters and sorting in the URL. `?from=` and `?to=` are the days the orders were
 * placed, in the app's time zone, both included.
 */
export default async function OrdersPage({ searchParams }: { searchParams: PageSearch }) {
  const [t, timeZone] = await Promise.all([getTranslations("orders.list"), getTimeZone()]);
  const { from, to, ...search } = await searchParams;
  const { params, input } = readListInput(OrderMain.GetAll.input, search);
  const days = dayRangeInput({ from: first(from), to: first(to) }, timeZone);
  const listInput = { ...input, beginTime: days.from, endTime: days.to };
  const result = await serverApi.OrderMain.GetAll(listInput);
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <OrderTable
        result={result}
        params={params}
        source={listSource("OrderMain", "GetAll", listInput)}
      />
    </>
  );
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
