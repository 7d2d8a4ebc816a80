import Link from "next/link";
import { getTimeZone, getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { serverApi } from "@/lib/api/server";
import { formatDateTime } from "@/lib/format";
import { loadOr404 } from "@/lib/load-or-404";
import { StockInForm } from "../../_components/stock-in-form";
import { stockInDefaults } from "../../_components/stock-in-model";
import { stockInChoices } from "../../_components/stock-in-options";
import { stockInDetail } from "../../_components/stock-in-routes";

/** Edit a stock-in; a warehoused one is read-only, and the page says so instead of a form. */
export default async function EditStockInPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [t, timeZone] = await Promise.all([getTranslations("warehouse.stockIns"), getTimeZone()]);
  const stockIn = await loadOr404(() => serverApi.WarehouseInStorageMain.Get({ id }));
  const title = t("editTitle", { code: stockIn.inStorageCode });
  if (stockIn.isWarehoused)
    return (
      <>
        <PageHeader title={title} />
        <Card role="status" className="max-w-2xl">
          <CardHeader>
            <CardTitle>
              <h2>{t("readOnlyTitle")}</h2>
            </CardTitle>
            <CardDescription>
              {t("readOnlyText", {
                code: stockIn.inStorageCode,
                time: formatDateTime(stockIn.warehousedTime, timeZone),
              })}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <Button asChild>
              <Link href={stockInDetail(stockIn.id)}>{t("openDetail")}</Link>
            </Button>
          </CardContent>
        </Card>
      </>
    );
  const choices = await stockInChoices(stockIn);
  return (
    <>
      <PageHeader title={title} description={t("formHint")} />
      <StockInForm
        choices={choices}
        defaults={stockInDefaults(stockIn, timeZone)}
        stockIn={stockIn}
      />
    </>
  );
}
