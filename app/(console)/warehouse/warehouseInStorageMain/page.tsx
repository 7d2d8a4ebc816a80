import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { WarehouseInStorageMain } from "@/lib/contracts/stock";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { CreateStockInButton } from "../_components/stock-in-parts";
import { supplierOptions } from "../_components/stock-in-options";
import { warehouseOptions } from "../_components/warehouse-options";
import { StockInTable } from "./_components/stock-in-table";

/** Stock-ins (Pages.Warehouse.InStorage): goods received, then warehoused into stock. */
export default async function StockInsPage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("warehouse.stockIns");
  const { params, input } = readListInput(WarehouseInStorageMain.GetAll.input, await searchParams);
  const [result, warehouses, suppliers] = await Promise.all([
    serverApi.WarehouseInStorageMain.GetAll(input),
    warehouseOptions(),
    supplierOptions(),
  ]);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<CreateStockInButton />}
      />
      <StockInTable
        source={listSource("WarehouseInStorageMain", "GetAll", input)}
        result={result}
        params={params}
        warehouses={warehouses}
        suppliers={suppliers}
      />
    </>
  );
}
