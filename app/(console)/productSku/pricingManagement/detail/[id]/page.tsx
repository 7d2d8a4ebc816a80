import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { ZGetRevisionsInput } from "@/lib/contracts/catalogue/price-revision";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { CurrentPricesTable } from "../../../_components/current-prices-table";
import { RevisePriceButton } from "../../../_components/price-actions";
import { loadSku, SkuPageLinks, SkuPriceList, skuCaption } from "../../../_components/sku-summary";

/** A SKU's customer prices: each customer's current revised price, revised here (GetMainAll). */
export default async function CustomerPricesPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: PageSearch;
}) {
  const { id } = await params;
  const t = await getTranslations("sales.prices");
  const sku = await loadSku(id);
  const { params: list, input } = readListInput(ZGetRevisionsInput, await searchParams);
  const result = await serverApi.ProductRevisePriceRecord.GetMainAll({ ...input, skuId: id });
  return (
    <>
      <PageHeader
        title={t("title", { number: sku.number })}
        description={skuCaption(sku)}
        actions={
          <>
            <SkuPageLinks sku={sku} here="prices" />
            <RevisePriceButton sku={{ id: sku.id, number: sku.number }} />
          </>
        }
      />
      <div className="space-y-6">
        <SkuPriceList sku={sku} />
        <CurrentPricesTable
          result={result}
          params={list}
          sku={{ id: sku.id, number: sku.number }}
        />
      </div>
    </>
  );
}
