"use client";

import type { TPagedResult } from "@/lib/contracts/common";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { DataTableDateRange } from "@/components/data-table/date-range-filter";
import { col, RowActions } from "@/components/data-table/kit";
import {
  DataTableResetFilters,
  DataTableSearch,
  DataTableSelectFilter,
  DataTableToolbar,
  DataTableViewOptions,
} from "@/components/data-table/toolbar";
import { orderDetail, orderStatusTone } from "@/components/orders/order-routes";
import { useCan } from "@/components/shell/permissions";
import { api } from "@/lib/api/client";
import { useEnumOptions } from "@/components/use-enum-options";
import { appEnums, enumMessageKey } from "@/lib/contracts/enum-values";
import type { TOrderStatus } from "@/lib/contracts/enums";
import type { TSalesStatisticDto, TSalesStatisticSummary } from "@/lib/contracts/sales-statistic";
import { formatMoney } from "@/lib/format";
import type { ListParams } from "@/lib/list-params";

/** The URL filters besides the order code in the search box (the days are `dayRangeInput`'s). */
const FILTERS = ["status", "paymentMethod", "salesOnly", "from", "to"];
const MONEY = ["goodsAmount", "shippingFee", "gstAmount", "qstAmount", "totalAmount"] as const;

/**
 * Sales statistics: code (to the order's page when it has one and the user may open orders),
 * customer, status, payment method, the amounts and when placed, paid, shipped; searched by code
 * and filtered by status, payment method and the days placed, all in the URL. The last row is the
 * totals of the whole filtered view (every page). A sale entered by hand can be deleted.
 */
export function StatisticTable(props: {
  result: TPagedResult<TSalesStatisticDto>;
  params: ListParams;
  summary: TSalesStatisticSummary;
}) {
  const t = useTranslations("salesStatistics");
  const tc = useTranslations("common");
  const te = useTranslations("entities");
  const tr = useTranslations();
  const canOpenOrders = useCan("Pages.Order.Management");
  const columns = useMemo(
    () => [
      col.text<TSalesStatisticDto>("orderCode", t("orderCode"), {
        sortable: true,
        hideable: false,
        cell: (s) =>
          s.orderId && canOpenOrders ? (
            <Link href={orderDetail(s.orderId)} className="font-medium hover:underline">
              {s.orderCode}
            </Link>
          ) : (
            <span className="flex flex-col">
              <span className="font-medium">{s.orderCode}</span>
              {!s.orderId && (
                <span className="text-muted-foreground text-xs">{t("handEntered")}</span>
              )}
            </span>
          ),
      }),
      col.text<TSalesStatisticDto>("customerName", t("customer"), {
        cell: (s) => (
          <span className="flex flex-col">
            <span>{s.customerName ?? "—"}</span>
            <span className="text-muted-foreground text-xs">{s.customerCode}</span>
          </span>
        ),
      }),
      col.status<TSalesStatisticDto, TOrderStatus>("status", t("status"), {
        sortable: true,
        label: (v) => tr(enumMessageKey("OrderStatus", v)),
        tone: orderStatusTone,
        values: appEnums.OrderStatus,
      }),
      col.text<TSalesStatisticDto>("paymentMethod", t("paymentMethod"), {
        values: appEnums.PaymentMethod,
        label: (v) => tr(enumMessageKey("PaymentMethod", v)),
      }),
      ...MONEY.map((key) =>
        col.money<TSalesStatisticDto>(key, t(key), {
          sortable: key === "goodsAmount" || key === "totalAmount",
        }),
      ),
      col.date<TSalesStatisticDto>("orderTime", t("orderTime"), { sortable: true }),
      col.date<TSalesStatisticDto>("paidTime", t("paidTime")),
      col.date<TSalesStatisticDto>("shippedTime", t("shippedTime")),
      col.actions<TSalesStatisticDto>(tc("actions"), (s) =>
        s.orderId ? null : (
          <RowActions
            name={s.orderCode}
            entity="salesStatistic"
            remove={{
              permission: "Pages.Finance.SalesStatistic.Delete",
              run: () => api.FinanceSalesStatistic.Delete({ id: s.id }),
            }}
          />
        ),
      ),
    ],
    [canOpenOrders, t, tc, tr],
  );
  const options = useEnumOptions();
  const { summary } = props;
  const total = (value: string) => (
    <span className="font-semibold tabular-nums">{formatMoney(value)}</span>
  );

  return (
    <DataTable
      columns={columns}
      result={props.result}
      params={props.params}
      getRowId={(s) => s.id}
      things={te("salesStatistics")}
      footer={{
        label: (
          <span className="font-semibold" data-testid="statistics-totals">
            {t("totals", { count: summary.count })}
          </span>
        ),
        cells: Object.fromEntries(MONEY.map((key) => [key, total(summary[key])])),
      }}
      toolbar={(table) => (
        <DataTableToolbar>
          <DataTableSearch name="orderCode" placeholder={t("codeFilter")} />
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
            name="salesOnly"
            label={t("salesOnly")}
            options={[{ value: "true", label: t("salesOnlyYes") }]}
          />
          <DataTableDateRange
            label={t("orderTime")}
            fromLabel={t("placedFrom")}
            toLabel={t("placedTo")}
          />
          <DataTableResetFilters names={["orderCode", ...FILTERS]} />
          <DataTableViewOptions table={table} />
        </DataTableToolbar>
      )}
    />
  );
}
