import Link from "next/link";
import { getTimeZone, getTranslations } from "next-intl/server";
import { Download } from "lucide-react";
import { DetailList } from "@/components/detail-list";
import { PageHeader } from "@/components/page-header";
import { PrintButton } from "@/components/print-button";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
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
import { bffUrl } from "@/lib/api/define";
import { serverApi } from "@/lib/api/server";
import { WarehouseOutbound } from "@/lib/contracts/stock";
import { formatDateTime } from "@/lib/format";
import { loadOr404 } from "@/lib/load-or-404";
import { OUTBOUND_LIST, outboundStatusTone } from "../../_components/outbound-routes";

/**
 * An outbound record's delivery note as a page: the record, the recipient and the lines with
 * their total; Print (the console's chrome stays off paper) and Download PDF, the same note as
 * the API renders it, fetched through the BFF with the session's token.
 */
export default async function DeliveryNotePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [t, tn, tw, ts, tc, timeZone] = await Promise.all([
    getTranslations("warehouse.outbound"),
    getTranslations("warehouse.deliveryNote"),
    getTranslations("warehouse"),
    getTranslations("enums.OutboundStatus"),
    getTranslations("common"),
    getTimeZone(),
  ]);
  const note = await loadOr404(() => serverApi.WarehouseOutbound.Get({ id }));
  const pdf = `${bffUrl(WarehouseOutbound.DeliveryNote)}?id=${encodeURIComponent(note.id)}&download=true`;
  return (
    <>
      <PageHeader
        title={t("noteTitle", { code: note.outboundCode })}
        description={note.customerName}
        actions={
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button variant="outline" asChild>
              <Link href={OUTBOUND_LIST}>{tc("back")}</Link>
            </Button>
            <PrintButton label={t("print")} />
            <Button asChild>
              <a href={pdf}>
                <Download aria-hidden /> {t("downloadPdf")}
              </a>
            </Button>
          </div>
        }
      />
      <div className="space-y-6">
        <DetailList
          id="note"
          title={t("header")}
          rows={[
            [tn("outboundCode"), note.outboundCode],
            [tn("orderCode"), note.orderCode || "—"],
            [
              tw("status"),
              <Badge key="status" variant={outboundStatusTone(note.status)}>
                {ts(note.status)}
              </Badge>,
            ],
            [t("made"), formatDateTime(note.creationTime, timeZone)],
            [t("issued"), formatDateTime(note.issuedTime, timeZone)],
            [tn("warehouse"), note.warehouseName || "—"],
            [tn("customer"), note.customerName || "—"],
            [tn("remark"), note.remark || "—"],
          ]}
        />
        <DetailList
          id="recipient"
          title={tn("recipient")}
          rows={[
            [t("recipientName"), note.recipientName],
            [tn("phone"), note.recipientPhone || "—"],
            [tn("address"), note.recipientAddress || "—"],
          ]}
        />
        <Card role="region" aria-labelledby="lines-heading">
          <CardHeader>
            <CardTitle>
              <h2 id="lines-heading">{t("lines")}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <div className="overflow-x-auto rounded-md border">
              <Table className="min-w-[36rem]">
                <TableHeader>
                  <TableRow>
                    <TableHead className="w-10">#</TableHead>
                    <TableHead>{tn("skuNumber")}</TableHead>
                    <TableHead>{tn("productName")}</TableHead>
                    <TableHead>{tn("location")}</TableHead>
                    <TableHead className="text-right">{tn("quantity")}</TableHead>
                  </TableRow>
                </TableHeader>
                <TableBody>
                  {note.lines.map((l, i) => (
                    <TableRow key={l.id}>
                      <TableCell className="text-muted-foreground tabular-nums">{i + 1}</TableCell>
                      <TableCell className="font-medium">{l.skuNumber}</TableCell>
                      <TableCell className="whitespace-normal">{l.productName}</TableCell>
                      <TableCell className="tabular-nums">{l.locationCode ?? "—"}</TableCell>
                      <TableCell className="text-right tabular-nums">{l.quantity}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
                <TableFooter>
                  <TableRow>
                    <TableCell colSpan={4} className="font-medium">
                      {tn("total")}{" "}
                      <span className="text-muted-foreground font-normal">
                        ({tn("lineCount", { count: note.lines.length })})
                      </span>
                    </TableCell>
                    <TableCell className="text-right tabular-nums" data-testid="total-quantity">
                      {note.totalQuantity}
                    </TableCell>
                  </TableRow>
                </TableFooter>
              </Table>
            </div>
            {note.status === "ToBeDelivered" && (
              <p className="text-muted-foreground mt-3 text-sm">{t("locationsWhenIssued")}</p>
            )}
          </CardContent>
        </Card>
      </div>
    </>
  );
}
