import { getTranslations } from "next-intl/server";
import { EntityHistory } from "@/components/audit/entity-history";
import { PageHeader } from "@/components/page-header";
import { serverApi } from "@/lib/api/server";
import { ZGetRevisionsInput } from "@/lib/contracts/catalogue/price-revision";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { CurrentPricesTable } from "../../../_components/current-prices-table";
import { RevisePriceButton } from "../../../_components/price-actions";
import { RevisionAudits } from "../../../_components/revision-audits";
import { loadSku, SkuPageLinks, SkuPriceList, skuCaption } from "../../../_components/sku-summary";

/**
 * A SKU's customer prices: each customer's current revised price, revised here (GetMainAll), and
 * the revisions waiting for approval, decided here by their approvers.
 */
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
  // revisions waiting for approval (audit flows): shown above the prices they would change
  const waiting = await serverApi.ProductRevisePriceRecord.GetAuditAll({
    skuId: id,
    state: "Pending",
    skipCount: 0,
    maxResultCount: 50,
  });
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
        <RevisionAudits items={waiting.items} />
        <CurrentPricesTable
          source={listSource("ProductRevisePriceRecord", "GetMainAll", { ...input, skuId: id })}
          result={result}
          params={list}
          sku={{ id: sku.id, number: sku.number }}
        />
        <EntityHistory entityType="Sku" id={sku.id} />
      </div>
    </>
  );
}
