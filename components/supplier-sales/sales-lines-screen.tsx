import { getTimeZone, getTranslations } from "next-intl/server";
import Link from "next/link";
import { DetailList } from "@/components/detail-list";
import { PageHeader } from "@/components/page-header";
import { Badge } from "@/components/ui/badge";
import { serverApi } from "@/lib/api/server";
import {
  salesRecordAreas,
  SupplierProductSaleDetail,
  type TSalesRecordArea,
} from "@/lib/contracts/supplier-sales";
import { formatDateTime, formatMoney } from "@/lib/format";
import { listSource } from "@/lib/list-export";
import { type PageSearch, readListInput } from "@/lib/list-input";
import { SalesLinesTable } from "./sales-lines-table";
import { SettleButton } from "./settle-button";

/**
 * A supplier's month (SPEC §2 `/purchase/commoditySalesRecord/details/{productSaleMainId}`): its
 * totals and settlement, and its lines. `?from=` is the area it was opened from (breadcrumb,
 * menu, the way back and, on finance's, Settle).
 */
export async function SalesLinesScreen({
  id,
  searchParams,
}: {
  id: string;
  searchParams: PageSearch;
}) {
  const t = await getTranslations("supplierSales");
  const [ts, timeZone] = await Promise.all([
    getTranslations("enums.SettlementStatus"),
    getTimeZone(),
  ]);
  const { from, ...search } = await searchParams;
  const area: TSalesRecordArea = salesRecordAreas.find((a) => a === from) ?? "purchase";
  const { params, input } = readListInput(SupplierProductSaleDetail.GetAll.input, search);
  const [month, lines] = await Promise.all([
    serverApi.SupplierProductSaleMain.Get({ id }),
    serverApi.SupplierProductSaleDetail.GetAll({ ...input, productSaleMainId: id }),
  ]);
  return (
    <>
      <PageHeader
        title={t("linesTitle", { supplier: month.supplierName, month: month.month })}
        description={
          <Link href={`/${area}/commoditySalesRecord/${area}`} className="hover:underline">
            {t(`backTo.${area}`)}
          </Link>
        }
        actions={<SettleButton month={month} area={area} />}
      />
      <div className="mb-6">
        <DetailList
          title={t("summary")}
          id="summary"
          rows={[
            [t("supplier"), month.supplierName],
            [t("month"), month.month],
            [
              t("status"),
              <Badge key="s" variant={month.isSettled ? "default" : "outline"}>
                {ts(month.isSettled ? "Settled" : "ToBeSettled")}
              </Badge>,
            ],
            [t("totalSales"), formatMoney(month.totalSales)],
            [t("totalCost"), formatMoney(month.totalCost)],
            [t("lines"), String(month.lineCount)],
            [t("actualSettlementAmount"), formatMoney(month.actualSettlementAmount)],
            [t("settledTime"), formatDateTime(month.settledTime, timeZone)],
            [t("settledBy"), month.settledUserName ?? "—"],
            [t("remark"), month.settlementRemark ?? "—"],
          ]}
        />
        {month.isSettled && <p className="text-muted-foreground mt-2 text-sm">{t("readOnly")}</p>}
        {!month.isSettled && !month.isMonthEnded && (
          <p className="text-muted-foreground mt-2 text-sm">{t("running")}</p>
        )}
      </div>
      <SalesLinesTable
        result={lines}
        params={params}
        source={listSource("SupplierProductSaleDetail", "GetAll", {
          ...input,
          productSaleMainId: id,
        })}
      />
    </>
  );
}
