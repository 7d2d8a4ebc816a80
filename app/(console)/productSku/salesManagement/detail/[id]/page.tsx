import Link from "next/link";
import { EntityHistory } from "@/components/audit/entity-history";
import { getTranslations } from "next-intl/server";
import { ShelfBadge } from "@/components/catalogue/shelf-badge";
import { DetailList } from "@/components/detail-list";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { serverApi } from "@/lib/api/server";
import { CurrentPricesCard } from "../../../_components/current-prices-card";
import { SALES_LIST } from "../../../_components/sales-routes";
import { SkuStockButtons } from "../../../_components/sku-sales-actions";
import { loadSku, SkuPageLinks, SkuPriceList, skuCaption } from "../../../_components/sku-summary";

/** How many current customer prices the sales page shows; the rest are a link away. */
const PRICES_SHOWN = 5;

/**
 * One SKU's sales view: what it is, its stock for sale and warning, sales, customer prices and
 * its history (its own changes and its customer prices').
 */
export default async function SkuSalesPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [t, tc, tb] = await Promise.all([
    getTranslations("sales"),
    getTranslations("common"),
    getTranslations("bin"),
  ]);
  const sku = await loadSku(id);
  const prices = await serverApi.ProductRevisePriceRecord.GetMainAll({
    skuId: id,
    maxResultCount: PRICES_SHOWN,
  });
  return (
    <>
      <PageHeader
        title={sku.number}
        description={skuCaption(sku)}
        actions={
          <>
            <Button variant="outline" asChild>
              <Link href={SALES_LIST}>{tc("back")}</Link>
            </Button>
            <SkuStockButtons sku={sku} />
            <SkuPageLinks sku={sku} here="sales" />
          </>
        }
      />
      <div className="space-y-6">
        <DetailList
          id="sku"
          title={t("sku")}
          rows={[
            [t("product"), sku.productName],
            [t("spec"), sku.specText || "—"],
            [t("model"), sku.model],
            [
              t("brand"),
              sku.brandName && sku.isBrandDeleted
                ? tb("deletedMark", { name: sku.brandName })
                : (sku.brandName ?? "—"),
            ],
            [t("unit"), sku.unit || "—"],
            [t("minPurchaseQuantity"), sku.minPurchaseQuantity],
            [t("shelfStatus"), <ShelfBadge key="shelf" status={sku.shelfStatus} />],
          ]}
        />
        <DetailList
          id="sku-stock"
          title={t("stockAndSales")}
          rows={[
            [t("availableStock"), sku.availableStock],
            [t("totalStock"), sku.totalStock],
            [t("reservedStock"), sku.reservedStock],
            [t("unreservedStock"), sku.unreservedStock],
            [
              t("warningQuantity"),
              <span key="warning" className="inline-flex items-center gap-2">
                {sku.earlyWarningStock || t("noWarning")}
                {sku.isLowStock && <Badge variant="destructive">{t("lowStock")}</Badge>}
              </span>,
            ],
            [t("salesVolume"), sku.salesVolume],
          ]}
        />
        <SkuPriceList sku={sku} />
        <CurrentPricesCard skuId={sku.id} prices={prices} />
        <EntityHistory entityType="Sku" id={sku.id} />
      </div>
    </>
  );
}
