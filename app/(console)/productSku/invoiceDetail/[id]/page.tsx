import Link from "next/link";
import { getTimeZone, getTranslations } from "next-intl/server";
import { Download } from "lucide-react";
import { orderDetail } from "@/components/orders/order-routes";
import { PageHeader } from "@/components/page-header";
import { PrintButton } from "@/components/print-button";
import { Button } from "@/components/ui/button";
import { Card, CardContent } from "@/components/ui/card";
import { bffUrl } from "@/lib/api/define";
import { serverApi } from "@/lib/api/server";
import { loadConsoleSession } from "@/lib/console-session";
import { OrderMain } from "@/lib/contracts/order";
import { formatDate } from "@/lib/format";
import { loadOr404 } from "@/lib/load-or-404";
import { OrderLines } from "../../_components/order-lines";

/**
 * An order's invoice as a page, the same as its PDF (server/pdf/invoice.ts): seller, number and
 * dates, customer, invoice header and address, delivery, lines, goods / shipping / GST / QST /
 * total, payment. Print leaves the console's chrome off paper; Download PDF is
 * BatchDownloadInvoicePdf for this one order through the BFF, with the session's token.
 */
export default async function InvoicePage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [t, ta, td, te, tc, timeZone, { granted }] = await Promise.all([
    getTranslations("invoice"),
    getTranslations("app"),
    getTranslations("orders.detail"),
    getTranslations("enums"),
    getTranslations("common"),
    getTimeZone(),
    loadConsoleSession(),
  ]);
  const o = await loadOr404(() => serverApi.OrderMain.Get({ id }));
  const pdf = `${bffUrl(OrderMain.BatchDownloadInvoicePdf)}?${new URLSearchParams({
    orderMainIds: o.id,
    download: "true",
  })}`;
  const pickup = o.receivingMethod === "DoorToDoorSelfDelivery";
  const logistics = [o.logisticsCompanyName, o.logisticsNumber].filter(Boolean).join(" ");
  const pairs = (rows: [string, string][]) => (
    <dl className="grid gap-x-8 gap-y-3 sm:grid-cols-2">
      {rows.map(([label, value]) => (
        <div key={label} className="min-w-0">
          <dt className="text-muted-foreground text-xs">{label}</dt>
          <dd className="break-words whitespace-pre-line">{value}</dd>
        </div>
      ))}
    </dl>
  );
  return (
    <>
      <PageHeader
        title={td("invoiceTitle", { code: o.orderCode })}
        description={o.customerName}
        actions={
          <div className="flex flex-wrap gap-2 print:hidden">
            <Button variant="outline" asChild>
              <Link href={orderDetail(o.id)}>{tc("back")}</Link>
            </Button>
            <PrintButton label={td("print")} />
            {granted.has("Pages.Order.Management.DownloadInvoice") && (
              <Button asChild>
                <a href={pdf}>
                  <Download aria-hidden /> {td("downloadPdf")}
                </a>
              </Button>
            )}
          </div>
        }
      />
      <Card className="print:border-0 print:shadow-none">
        <CardContent className="space-y-8 py-2">
          <header className="flex flex-wrap items-start justify-between gap-4 border-b pb-4">
            <div>
              <p className="text-lg font-semibold">{ta("name")}</p>
              <p className="text-muted-foreground text-sm">{ta("tagline")}</p>
            </div>
            <div className="text-right">
              <p className="text-xl font-semibold">{t("title")}</p>
              <p className="tabular-nums">{o.orderCode}</p>
            </div>
          </header>
          <section aria-labelledby="invoice-parties">
            <h2 id="invoice-parties" className="sr-only">
              {t("customer")}
            </h2>
            {pairs([
              [t("number"), o.orderCode],
              [t("orderDate"), formatDate(o.creationTime, timeZone)],
              [t("paidDate"), formatDate(o.paidTime, timeZone)],
              [t("customer"), o.customerName],
              [t("customerCode"), o.customerCode],
              [t("invoiceHeader"), o.invoiceHeader ?? o.customerName],
              [t("invoiceAddress"), o.invoiceAddress],
            ])}
          </section>
          <section aria-labelledby="invoice-delivery" className="space-y-3">
            <h2 id="invoice-delivery" className="font-semibold">
              {t("delivery")}
            </h2>
            {pairs([
              [t("receivingMethod"), te(`ReceivingMethod.${o.receivingMethod}`)],
              [t("recipient"), o.recipientName],
              [t("phone"), o.recipientPhone ?? "—"],
              [t(pickup ? "pickupPoint" : "address"), o.recipientAddress ?? "—"],
              ...(logistics ? [[t("logistics"), logistics] as [string, string]] : []),
            ])}
          </section>
          <section aria-labelledby="invoice-lines" className="space-y-3">
            <h2 id="invoice-lines" className="font-semibold">
              {td("lines")}
            </h2>
            <OrderLines order={o} showSource={false} />
          </section>
          <section aria-labelledby="invoice-payment" className="space-y-3">
            <h2 id="invoice-payment" className="font-semibold">
              {t("payment")}
            </h2>
            {pairs([
              [t("paymentMethod"), te(`PaymentMethod.${o.paymentMethod}`)],
              [t("paymentStatus"), o.paidTime ? t("paid") : t("unpaid")],
              [t("orderStatus"), te(`OrderStatus.${o.status}`)],
              ...(o.remark ? [[t("remark"), o.remark] as [string, string]] : []),
            ])}
          </section>
        </CardContent>
      </Card>
    </>
  );
}
