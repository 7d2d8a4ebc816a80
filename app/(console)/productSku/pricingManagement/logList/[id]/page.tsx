import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { ZGetRevisionsInput } from "@/lib/contracts/catalogue/price-revision";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { PriceLogTable } from "../../../_components/price-log-table";
import { loadSku, SkuPageLinks, skuCaption } from "../../../_components/sku-summary";

/** A SKU's price revision log: every revision, newest first, withdrawn ones too (GetAll). */
export default async function PriceLogPage({
  params,
  searchParams,
}: {
  params: Promise<{ id: string }>;
  searchParams: PageSearch;
}) {
  const { id } = await params;
  const t = await getTranslations("sales.log");
  const sku = await loadSku(id);
  const { params: list, input } = readListInput(ZGetRevisionsInput, await searchParams);
  const result = await serverApi.ProductRevisePriceRecord.GetAll({ ...input, skuId: id });
  return (
    <>
      <PageHeader
        title={t("title", { number: sku.number })}
        description={skuCaption(sku)}
        actions={<SkuPageLinks sku={sku} here="log" />}
      />
      <PriceLogTable
        source={listSource("ProductRevisePriceRecord", "GetAll", { ...input, skuId: id })}
        result={result}
        params={list}
      />
    </>
  );
}
