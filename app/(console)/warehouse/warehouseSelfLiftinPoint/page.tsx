import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { WarehouseSelfLiftinPoint } from "@/lib/contracts/warehouse";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { warehouseOptions } from "../_components/warehouse-options";
import { CreatePointButton, PointTable } from "./_components/point-table";

/** Self-pickup points (Pages.Warehouse.SelfLiftPoints): where customers collect, per warehouse. */
export default async function SelfLiftPointsPage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("warehouse.points");
  const { params, input } = readListInput(
    WarehouseSelfLiftinPoint.GetAll.input,
    await searchParams,
  );
  const [result, warehouses] = await Promise.all([
    serverApi.WarehouseSelfLiftinPoint.GetAll(input),
    warehouseOptions(),
  ]);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t("description")}
        actions={<CreatePointButton warehouses={warehouses} />}
      />
      <PointTable
        source={listSource("WarehouseSelfLiftinPoint", "GetAll", input)}
        result={result}
        params={params}
        warehouses={warehouses}
      />
    </>
  );
}
