import { getTimeZone, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { WarehouseOutbound } from "@/lib/contracts/stock";
import { dayRangeInput } from "@/lib/date-range";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { warehouseOptions } from "../_components/warehouse-options";
import { OutboundTable } from "./_components/outbound-table";

/**
 * Outbound records (Pages.Warehouse.Outbound): what orders pick and ship, each with its delivery
 * note. `?from=` and `?to=` are calendar days in the app's time zone, both included.
 */
export default async function OutboundPage({ searchParams }: { searchParams: PageSearch }) {
  const [t, timeZone] = await Promise.all([getTranslations("warehouse.outbound"), getTimeZone()]);
  const { from, to, ...search } = await searchParams;
  const { params, input } = readListInput(WarehouseOutbound.GetAll.input, search);
  const days = dayRangeInput({ from: first(from), to: first(to) }, timeZone);
  const [result, warehouses] = await Promise.all([
    serverApi.WarehouseOutbound.GetAll({ ...input, ...days }),
    warehouseOptions(),
  ]);
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <OutboundTable
        result={result}
        params={params}
        source={listSource("WarehouseOutbound", "GetAll", { ...input, ...days })}
        warehouses={warehouses}
      />
    </>
  );
}

const first = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
