import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { WarehouseStock } from "@/lib/contracts/stock";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { locationOptions, warehouseOptions } from "../_components/warehouse-options";
import { StockTable } from "./_components/stock-table";

/**
 * Stock query (Pages.Warehouse.Stock): what each place holds, filtered in the URL; `?ledger=`
 * opens one SKU's ledger beside it (the catalogue's SKU menu links here with both).
 */
export default async function StockPage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("warehouse.stock");
  const search = await searchParams;
  const { params, input } = readListInput(WarehouseStock.GetAll.input, search);
  const ledger = WarehouseStock.GetLedger.input.shape.skuId.safeParse(search.ledger).data;
  const [result, warehouses, locations] = await Promise.all([
    serverApi.WarehouseStock.GetAll(input),
    warehouseOptions(),
    input.warehouseId ? locationOptions(input.warehouseId) : [],
  ]);
  return (
    <>
      <PageHeader title={t("title")} description={t("description")} />
      <StockTable
        source={listSource("WarehouseStock", "GetAll", input)}
        result={result}
        params={params}
        warehouses={warehouses}
        locations={locations}
        ledger={ledger ?? null}
      />
    </>
  );
}
