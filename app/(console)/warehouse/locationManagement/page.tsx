import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { WarehouseLocation } from "@/lib/contracts/warehouse";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { warehouseOptions } from "../_components/warehouse-options";
import { CreateLocationButton, LocationTable } from "./_components/location-table";

/** Locations (Pages.Warehouse.Locations): frame, layer and position in a warehouse. */
export default async function LocationsPage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("warehouse.locations");
  const { params, input } = readListInput(WarehouseLocation.GetAll.input, await searchParams);
  const [result, warehouses] = await Promise.all([
    serverApi.WarehouseLocation.GetAll(input),
    warehouseOptions(),
  ]);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<CreateLocationButton warehouses={warehouses} />}
      />
      <LocationTable
        source={listSource("WarehouseLocation", "GetAll", input)}
        result={result}
        params={params}
        warehouses={warehouses}
      />
    </>
  );
}
