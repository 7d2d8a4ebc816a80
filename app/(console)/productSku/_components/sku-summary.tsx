import Link from "next/link";
import { getTranslations } from "next-intl/server";
import { DetailList } from "@/components/detail-list";
import { Button } from "@/components/ui/button";
import { serverApi } from "@/lib/api/server";
import type { TSkuDto } from "@/lib/contracts/catalogue/sku";
import { formatMoney } from "@/lib/format";
import { loadOr404 } from "@/lib/load-or-404";
import { customerPrices, priceLog, salesDetail } from "./sales-routes";

/** The SKU a sales or pricing page is about (a missing one is the 404 page). */
export const loadSku = (id: string) => loadOr404(() => serverApi.ProductSku.Get({ id }));

/** "Glass kettle · Colour: Red / Size: L": a SKU's product and specification. */
export const skuCaption = (sku: TSkuDto) =>
  sku.specText ? `${sku.productName} · ${sku.specText}` : sku.productName;

/** The prices every customer starts from: sale and member price (DESIGN §5 Prices). */
export async function SkuPriceList({ sku }: { sku: TSkuDto }) {
  const t = await getTranslations("sales");
  return (
    <DetailList
      id="sku-prices"
      title={t("priceList")}
      rows={[
        [t("salePrice"), formatMoney(sku.salePrice)],
        [t("memberPrice"), formatMoney(sku.memberPrice)],
        [t("reservedTo"), sku.customerCode ?? t("everyone")],
      ]}
    />
  );
}

/** Links between a SKU's sales page, its customers' prices and its price log (not to `here`). */
export async function SkuPageLinks({
  sku,
  here,
}: {
  sku: TSkuDto;
  here: "sales" | "prices" | "log";
}) {
  const t = await getTranslations("sales");
  const links = [
    ["sales", salesDetail(sku.id), t("salesDetail")],
    ["prices", customerPrices(sku.id), t("customerPrices")],
    ["log", priceLog(sku.id), t("priceLog")],
  ] as const;
  return links
    .filter(([key]) => key !== here)
    .map(([key, href, label]) => (
      <Button key={key} variant="outline" asChild>
        <Link href={href}>{label}</Link>
      </Button>
    ));
}
