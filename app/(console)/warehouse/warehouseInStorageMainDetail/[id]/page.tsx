import Link from "next/link";
import { EntityHistory } from "@/components/audit/entity-history";
import { getLocale, getTimeZone, getTranslations } from "next-intl/server";
import { DetailList } from "@/components/detail-list";
import { formatBytes } from "@/components/uploader/uploader-utils";
import { PageHeader } from "@/components/page-header";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import { serverApi } from "@/lib/api/server";
import { formatDateTime, formatMoney } from "@/lib/format";
import { loadOr404 } from "@/lib/load-or-404";
import { StockInDetailActions, WarehousedStatus } from "../../_components/stock-in-parts";

/** The stock query of one SKU (the stock screen reads `?skuNumber=`). */
const stockOf = (skuNumber: string) =>
  `/warehouse/warehouseSearch?skuNumber=${encodeURIComponent(skuNumber)}`;

/**
 * A stock-in, read-only: its header, lines with totals, attachments, the allowed actions and its
 * history.
 */
export default async function StockInDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [t, tw, timeZone, locale] = await Promise.all([
    getTranslations("warehouse.stockIns"),
    getTranslations("warehouse"),
    getTimeZone(),
    getLocale(),
  ]);
  const s = await loadOr404(() => serverApi.WarehouseInStorageMain.Get({ id }));
  return (
    <>
      <PageHeader
        title={s.inStorageCode}
        description={s.supplierName}
        actions={<StockInDetailActions stockIn={s} />}
      />
      <div className="space-y-6">
        <DetailList
          id="stock-in"
          title={t("header")}
          rows={[
            [t("code"), s.inStorageCode],
            [tw("status"), <WarehousedStatus key="status" stockIn={s} />],
            [t("supplier"), s.supplierName],
            [t("purchaseCode"), s.purchaseCode],
            [t("type"), s.inStorageTypeName],
            [t("handler"), s.handler],
            [t("time"), formatDateTime(s.inStorageTime, timeZone)],
            [tw("warehouse"), s.warehouseName],
            [t("location"), s.locationCode],
            [t("remark"), s.remark || "—"],
            [tw("creationTime"), formatDateTime(s.creationTime, timeZone)],
          ]}
        />
        <Card role="region" aria-labelledby="lines-heading">
          <CardHeader>
            <CardTitle>
              <h2 id="lines-heading">{t("products")}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <div className="overflow-x-auto rounded-md border">
              <Table>
                <TableHeader>
                  <TableRow>
                    <TableHead>{t("skuNumber")}</TableHead>
                    <TableHead>{t("productName")}</TableHead>
                    <TableHead>{t("model")}</TableHead>
                    <TableHead className="text-right">{t("quantity")}</TableHead>
                    <TableHead className="text-right">{t("costPrice")}</TableHead>
                    <TableHead className="text-right">{t("amount")}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {s.lines.map((l) => (
                    <TableRow key={l.id}>
                      <TableCell>
                        <Link
                          href={stockOf(l.skuNumber)}
                          className="font-medium hover:underline"
                          aria-label={t("stockOf", { number: l.skuNumber })}
                        >
                          {l.skuNumber}
                        </Link>
                      </TableCell>
                      <TableCell className="whitespace-normal">{l.productName}</TableCell>
                      <TableCell>{l.model || "—"}</TableCell>
                      <TableCell className="text-right tabular-nums">{l.quantity}</TableCell>
                      <TableCell className="text-right tabular-nums">
                        {formatMoney(l.costPrice)}
                      </TableCell>
                      <TableCell className="text-right tabular-nums">
                        {formatMoney(l.amount)}
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
                <TableFooter>
                  <TableRow>
                    <TableCell colSpan={3} className="font-medium">
                      {t("total")}
                    </TableCell>
                    <TableCell className="text-right tabular-nums">{s.totalQuantity}</TableCell>
                    <TableCell />
                    <TableCell className="text-right tabular-nums">
                      {formatMoney(s.totalAmount)}
                    </TableCell>
                  </TableRow>
                </TableFooter>
              </Table>
            </div>
          </CardContent>
        </Card>
        <Card role="region" aria-labelledby="attachments-heading">
          <CardHeader>
            <CardTitle>
              <h2 id="attachments-heading">{t("attachments")}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            {s.attachments.length === 0 ? (
              <p className="text-muted-foreground text-sm">{t("noAttachments")}</p>
            ) : (
              <ul className="space-y-1">
                {s.attachments.map((a) => (
                  <li key={a.id} className="text-sm">
                    <a href={a.url} download={a.fileName} className="font-medium hover:underline">
                      {a.fileName}
                    </a>{" "}
                    <span className="text-muted-foreground">({formatBytes(a.size, locale)})</span>
                  </li>
                ))}
              </ul>
            )}
          </CardContent>
        </Card>
        <EntityHistory entityType="StockIn" id={s.id} />
      </div>
    </>
  );
}
