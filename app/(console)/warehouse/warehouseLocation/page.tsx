import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { Warehouse } from "@/lib/contracts/warehouse";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { CreateWarehouseButton, WarehouseTable } from "./_components/warehouse-table";

/** Warehouses (Pages.Warehouse.Warehouses; SPEC names the screen warehouseLocation). */
export default async function WarehousesPage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("warehouse.warehouses");
  const { params, input } = readListInput(Warehouse.GetAll.input, await searchParams);
  const result = await serverApi.Warehouse.GetAll(input);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<CreateWarehouseButton />}
      />
      <WarehouseTable
        source={listSource("Warehouse", "GetAll", input)}
        result={result}
        params={params}
      />
    </>
  );
}
