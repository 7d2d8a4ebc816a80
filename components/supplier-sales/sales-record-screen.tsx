import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { SupplierProductSaleMain, type TSalesRecordArea } from "@/lib/contracts/supplier-sales";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { SalesMonthTable } from "./sales-month-table";

/**
 * The supplier sales records screen (SPEC §2 `/{area}/commoditySalesRecord/{from}`): one screen,
 * two entries. Purchase's looks at the months; finance's settles the ended ones. Filters,
 * sorting and paging live in the URL.
 */
export async function SalesRecordScreen({
  area,
  searchParams,
}: {
  area: TSalesRecordArea;
  searchParams: PageSearch;
}) {
  const t = await getTranslations("supplierSales");
  const { params, input } = readListInput(SupplierProductSaleMain.GetAll.input, await searchParams);
  const [result, suppliers] = await Promise.all([
    serverApi.SupplierProductSaleMain.GetAll(input),
    serverApi.Supplier.GetAll({ maxResultCount: 1000, sorting: "supplierName asc" }),
  ]);
  return (
    <>
      <PageHeader title={t(`title.${area}`)} description={t(`description.${area}`)} />
      <SalesMonthTable
        source={listSource("SupplierProductSaleMain", "GetAll", input)}
        result={result}
        params={params}
        area={area}
        suppliers={suppliers.items.map((s) => ({ id: s.id, supplierName: s.supplierName }))}
      />
    </>
  );
}
