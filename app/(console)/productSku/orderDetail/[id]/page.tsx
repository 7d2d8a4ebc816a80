import Link from "next/link";
import { EntityHistory } from "@/components/audit/entity-history";
import { getTimeZone, getTranslations } from "next-intl/server";
import { DetailList } from "@/components/detail-list";
import { OrderStatusBadge } from "@/components/orders/order-status-badge";
import { invoiceDetail, ORDER_LIST } from "@/components/orders/order-routes";
import { PageHeader } from "@/components/page-header";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { serverApi } from "@/lib/api/server";
import { LOGISTICS_COMPANY_KEY } from "@/lib/contracts/data-dictionary";
import { loadConsoleSession } from "@/lib/console-session";
import { dictionaryOptions } from "@/lib/dictionary-options";
import { formatDateTime, formatMoney } from "@/lib/format";
import { loadOr404 } from "@/lib/load-or-404";
import { customerPage, pickingWarehouses } from "../../_components/order-data";
import { OrderActions } from "../../_components/order-actions";
import { OrderLines } from "../../_components/order-lines";
import { OrderTimeline } from "../../_components/order-timeline";

/**
 * One order: status and the steps open to the user (its `nextActions` the user holds the
 * permission for), the lines with goods, shipping, GST and QST apart and the total, the customer,
 * delivery or pickup and invoice, payment, picking and shipping, and the timeline.
 */
export default async function OrderDetailPage({ params }: { params: Promise<{ id: string }> }) {
  const { id } = await params;
  const [t, te, tc, timeZone, { granted }] = await Promise.all([
    getTranslations("orders.detail"),
    getTranslations("enums"),
    getTranslations("common"),
    getTimeZone(),
    loadConsoleSession(),
  ]);
  const o = await loadOr404(() => serverApi.OrderMain.Get({ id }));
  const canPick =
    o.nextActions.includes("OutStorage") && granted.has("Pages.Order.Management.OutStorage");
  const warehouses = canPick ? await pickingWarehouses() : [];
  const canShip =
    o.nextActions.includes("ActualOutStorage") &&
    granted.has("Pages.Order.Management.ActualOutStorage");
  const carriers = canShip ? await dictionaryOptions(LOGISTICS_COMPANY_KEY) : [];
  const customerHref = customerPage(o, granted);
  const pickup = o.receivingMethod === "DoorToDoorSelfDelivery";
  const when = (value: string | null) => formatDateTime(value, timeZone);
  return (
    <>
      <PageHeader
        title={t("title", { code: o.orderCode })}
        description={
          <span className="flex flex-wrap items-center gap-2">
            <OrderStatusBadge status={o.status} />
            <span>{t("placedOn", { when: when(o.creationTime) })}</span>
          </span>
        }
        actions={
          <>
            <Button variant="outline" asChild>
              <Link href={ORDER_LIST}>{tc("back")}</Link>
            </Button>
            <Button variant="outline" asChild>
              <Link href={invoiceDetail(o.id)}>{t("invoice")}</Link>
            </Button>
            <OrderActions order={o} warehouses={warehouses} carriers={carriers} />
          </>
        }
      />
      <div className="space-y-6">
        {o.status === "Cancelled" && (
          <p className="border-destructive text-destructive rounded-md border p-3 text-sm">
            {t("closedNotice", { when: when(o.cancelledTime), reason: o.cancelReason ?? "—" })}
          </p>
        )}
        <Card role="region" aria-labelledby="lines-heading">
          <CardHeader>
            <CardTitle>
              <h2 id="lines-heading">{t("lines")}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <OrderLines order={o} />
          </CardContent>
        </Card>
        <div className="grid gap-6 2xl:grid-cols-2">
          <DetailList
            id="customer"
            title={t("customer")}
            rows={[
              [
                t("customerName"),
                customerHref ? (
                  <Link key="customer" href={customerHref} className="font-medium hover:underline">
                    {o.customerName}
                  </Link>
                ) : (
                  o.customerName
                ),
              ],
              [t("customerCode"), o.customerCode],
              [t("customerType"), te(`CustomerType.${o.customerType}`)],
              [t("platform"), te(`Platform.${o.platform}`)],
              [t("invoiceHeader"), o.invoiceHeader ?? "—"],
              [t("invoiceAddress"), o.invoiceAddress],
              [t("remark"), o.remark ?? "—"],
            ]}
          />
          <DetailList
            id="delivery"
            title={t("delivery")}
            rows={[
              [t("receivingMethod"), te(`ReceivingMethod.${o.receivingMethod}`)],
              [t("recipient"), o.recipientName],
              [t("phone"), o.recipientPhone ?? "—"],
              [t("email"), o.recipientEmail ?? "—"],
              [pickup ? t("pickupPoint") : t("address"), o.recipientAddress ?? "—"],
              [t("taxProvince"), o.provinceName ?? "—"],
            ]}
          />
          <DetailList
            id="payment"
            title={t("payment")}
            rows={[
              [t("paymentMethod"), te(`PaymentMethod.${o.paymentMethod}`)],
              [t("paymentStatus"), o.paidTime ? t("paid") : t("unpaid")],
              [t("paidTime"), when(o.paidTime)],
              [t("paymentRemark"), o.paymentRemark ?? "—"],
              ...(o.paymentMethod === "AccountQuota"
                ? [[t("quotaCharged"), formatMoney(o.quotaCharged)] as [string, string]]
                : []),
            ]}
          />
          <DetailList
            id="logistics"
            title={t("logistics")}
            rows={[
              [
                t("outbound"),
                o.outboundId && granted.has("Pages.Warehouse.Outbound") ? (
                  <Link
                    key="outbound"
                    href={`/warehouse/invoice/${o.outboundId}`}
                    className="font-medium hover:underline"
                  >
                    {o.outboundCode}
                  </Link>
                ) : (
                  (o.outboundCode ?? t("notPicked"))
                ),
              ],
              [t("pickedTime"), when(o.outStorageTime)],
              ...(pickup
                ? []
                : ([
                    [t("logisticsCompany"), o.logisticsCompanyName ?? "—"],
                    [t("logisticsNumber"), o.logisticsNumber ?? "—"],
                    [t("expectedDate"), o.expectedDeliveryDate ?? "—"],
                  ] as [string, string][])),
              [t("shippedTime"), when(o.shippedTime)],
              [t("receivedTime"), when(o.receivedTime)],
            ]}
          />
        </div>
        <Card role="region" aria-labelledby="timeline-heading">
          <CardHeader>
            <CardTitle>
              <h2 id="timeline-heading">{t("timeline")}</h2>
            </CardTitle>
          </CardHeader>
          <CardContent>
            <OrderTimeline events={o.events} timeZone={timeZone} />
          </CardContent>
        </Card>
        <EntityHistory entityType="Order" id={o.id} />
      </div>
    </>
  );
}
