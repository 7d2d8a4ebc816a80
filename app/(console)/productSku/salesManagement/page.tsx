import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { ZGetSkusInput } from "@/lib/contracts/catalogue/sku";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { SalesTable } from "./_components/sales-table";

/** Sales management (Pages.Order.Sales): every SKU with its prices, stock, sales and warning. */
export default async function SalesManagementPage({ searchParams }: { searchParams: PageSearch }) {
  const t = await getTranslations("sales");
  const { params, input } = readListInput(ZGetSkusInput, await searchParams);
  const [result, counts] = await Promise.all([
    serverApi.ProductSku.GetAll(input),
    serverApi.ProductSku.GetCount({}),
  ]);
  return (
    <>
      <PageHeader
        title={t("title")}
        description={t(counts.estimated?.includes("onShelf") ? "descriptionAbout" : "description", {
          onShelf: counts.onShelf,
          lowStock: counts.lowStock,
        })}
      />
      <SalesTable
        source={listSource("ProductSku", "GetAll", input)}
        result={result}
        params={params}
      />
    </>
  );
}
