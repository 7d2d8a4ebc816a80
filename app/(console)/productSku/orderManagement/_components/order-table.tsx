"use client";

import { useTranslations } from "next-intl";
import { Download } from "lucide-react";
import { useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { DataTableDateRange } from "@/components/data-table/date-range-filter";
import { col } from "@/components/data-table/kit";
import {
  DataTableResetFilters,
  DataTableSearch,
  DataTableSelectFilter,
  DataTableToolbar,
  DataTableViewOptions,
} from "@/components/data-table/toolbar";
import { orderDetail, orderStatusTone } from "@/components/orders/order-routes";
import { useCan } from "@/components/shell/permissions";
import { toast } from "@/components/toast";
import { Button } from "@/components/ui/button";
import { appEnums, enumMessageKey } from "@/lib/contracts/enum-values";
import type { TOrderStatus, TOrderStatusTab } from "@/lib/contracts/enums";
import type { TOrderListItemDto } from "@/lib/contracts/order";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";
import { InvoiceProgressBar } from "./invoice-progress";
import { OrderTabs } from "./order-tabs";
import { useInvoiceDownload } from "./use-invoice-download";

/** The URL filters besides the order code in the search box (the days are `dayRangeInput`'s). */
const FILTERS = [
  "userName",
  "productNumber",
  "receivingMethod",
  "status",
  "paymentMethod",
  "isOnlyIncludeOutStorage",
  "from",
  "to",
];

/**
 * Orders: code (to the order's page), customer, status, payment and receiving method, total and
 * when placed; the tabs with their counts above; searched by code and filtered by customer, SKU
 * number, receiving method, status, payment method, the days placed and picked-only, all in the
 * URL. Selected orders' invoices download as one PDF.
 */
export function OrderTable(props: {
  result: {
    items: TOrderListItemDto[];
    totalCount: number;
    totalCountIsEstimate?: boolean;
    tabCounts: Record<TOrderStatusTab, number>;
    estimatedTabs?: TOrderStatusTab[];
  };
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source?: ListSource;
}) {
  const t = useTranslations("orders.list");
  const tv = useTranslations("validation");
  const te = useTranslations("enums");
  const tr = useTranslations();
  const canDownload = useCan("Pages.Order.Management.DownloadInvoice");
  const invoices = useInvoiceDownload();
  const columns = useMemo(
    () => [
      col.link<TOrderListItemDto>("orderCode", t("code"), (o) => orderDetail(o.id), {
        sortable: true,
      }),
      col.text<TOrderListItemDto>("customerName", t("customer"), {
        cell: (o) => (
          <span className="flex flex-col">
            <span>{o.customerName}</span>
            <span className="text-muted-foreground text-xs">{o.customerCode}</span>
          </span>
        ),
      }),
      col.text<TOrderListItemDto>("firstProductName", t("products"), {
        cell: (o) => (
          <span className="flex flex-col">
            <span className="max-w-56 truncate">{o.firstProductName}</span>
            <span className="text-muted-foreground text-xs">
              {t("lineSummary", { lines: o.lineCount, units: o.totalQuantity })}
            </span>
          </span>
        ),
      }),
      col.status<TOrderListItemDto, TOrderStatus>("status", t("status"), {
        sortable: true,
        label: (s) => te(`OrderStatus.${s}`),
        tone: orderStatusTone,
        values: appEnums.OrderStatus,
      }),
      col.text<TOrderListItemDto>("paymentMethod", t("paymentMethod"), {
        values: appEnums.PaymentMethod,
        label: (v) => tr(enumMessageKey("PaymentMethod", v)),
      }),
      col.text<TOrderListItemDto>("receivingMethod", t("receivingMethod"), {
        values: appEnums.ReceivingMethod,
        label: (v) => tr(enumMessageKey("ReceivingMethod", v)),
      }),
      col.money<TOrderListItemDto>("totalAmount", t("total"), { sortable: true }),
      col.date<TOrderListItemDto>("creationTime", t("placed"), { sortable: true }),
    ],
    [t, te, tr],
  );
  const options = (name: "OrderStatus" | "PaymentMethod" | "ReceivingMethod") =>
    appEnums[name].map((value) => ({ value, label: tr(enumMessageKey(name, value)) }));

  return (
    <div className="space-y-3">
      <OrderTabs counts={props.result.tabCounts} estimated={props.result.estimatedTabs} />
      <DataTable
        columns={columns}
        result={props.result}
        params={props.params}
        source={props.source}
        getRowId={(o) => o.id}
        things={t("things")}
        toolbar={(table) => {
          const selected = table.getSelectedRowModel().rows.map((r) => r.original.id);
          return (
            <div className="space-y-2">
              <DataTableToolbar>
                <DataTableSearch name="orderCode" placeholder={t("codeFilter")} />
                <DataTableSearch name="userName" placeholder={t("customerFilter")} />
                <DataTableSearch name="productNumber" placeholder={t("skuFilter")} />
                <DataTableSelectFilter
                  name="status"
                  label={t("status")}
                  options={options("OrderStatus")}
                />
                <DataTableSelectFilter
                  name="paymentMethod"
                  label={t("paymentMethod")}
                  options={options("PaymentMethod")}
                />
                <DataTableSelectFilter
                  name="receivingMethod"
                  label={t("receivingMethod")}
                  options={options("ReceivingMethod")}
                />
                <DataTableSelectFilter
                  name="isOnlyIncludeOutStorage"
                  label={t("picking")}
                  options={[{ value: "true", label: t("pickedOnly") }]}
                />
                <DataTableDateRange
                  label={t("placed")}
                  fromLabel={t("placedFrom")}
                  toLabel={t("placedTo")}
                />
                <DataTableResetFilters names={["orderCode", ...FILTERS]} />
                <div className="ml-auto flex items-center gap-2">
                  {canDownload && (
                    <Button
                      variant="outline"
                      size="sm"
                      className="h-9"
                      disabled={invoices.progress !== null}
                      onClick={() => {
                        if (selected.length === 0)
                          toast.error(tv("selectAtLeastOne"), { duration: 5000 });
                        else
                          void invoices.download(selected).then((ok) => {
                            if (ok) table.resetRowSelection();
                          });
                      }}
                    >
                      <Download aria-hidden />
                      {selected.length
                        ? t("downloadSelected", { count: selected.length })
                        : t("downloadInvoices")}
                    </Button>
                  )}
                  <DataTableViewOptions table={table} />
                </div>
              </DataTableToolbar>
              {invoices.progress && <InvoiceProgressBar progress={invoices.progress} />}
            </div>
          );
        }}
        bulkActions={
          canDownload
            ? (_rows, clear) => (
                <Button size="sm" variant="ghost" onClick={clear}>
                  {t("clearSelection")}
                </Button>
              )
            : undefined
        }
      />
    </div>
  );
}
