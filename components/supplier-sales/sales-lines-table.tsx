"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { col } from "@/components/data-table/kit";
import { DataTableToolbar, DataTableViewOptions } from "@/components/data-table/toolbar";
import { useCan } from "@/components/shell/permissions";
import type { TSupplierSaleDetailDto } from "@/lib/contracts/supplier-sales";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";

/**
 * A supplier's month, line by line: the product, the order it shipped with (to the order's page
 * for those who may open it), quantity, sale price and amount, factory price and cost.
 */
export function SalesLinesTable(props: {
  result: { items: TSupplierSaleDetailDto[]; totalCount: number };
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source?: ListSource;
}) {
  const t = useTranslations("supplierSales");
  const canOpenOrders = useCan("Pages.Order.Management");
  const columns = useMemo(
    () => [
      col.text<TSupplierSaleDetailDto>("productNumber", t("productNumber"), {
        sortable: true,
        hideable: false,
        cell: (l) => <span className="font-medium tabular-nums">{l.productNumber}</span>,
      }),
      col.text<TSupplierSaleDetailDto>("productName", t("productName"), { sortable: true }),
      col.text<TSupplierSaleDetailDto>("orderCode", t("order"), {
        sortable: true,
        cell: (l) =>
          l.orderId && canOpenOrders ? (
            <Link href={`/productSku/orderDetail/${l.orderId}`} className="hover:underline">
              {l.orderCode}
            </Link>
          ) : (
            (l.orderCode ?? t("enteredByHand"))
          ),
      }),
      col.number<TSupplierSaleDetailDto>("quantity", t("quantity"), { sortable: true }),
      col.money<TSupplierSaleDetailDto>("unitPrice", t("unitPrice")),
      col.money<TSupplierSaleDetailDto>("salesAmount", t("salesAmount"), { sortable: true }),
      col.money<TSupplierSaleDetailDto>("unitCost", t("unitCost")),
      col.money<TSupplierSaleDetailDto>("costAmount", t("costAmount"), { sortable: true }),
      col.date<TSupplierSaleDetailDto>("shippedTime", t("shippedTime"), { sortable: true }),
    ],
    [canOpenOrders, t],
  );
  return (
    <DataTable
      columns={columns}
      result={props.result}
      params={props.params}
      source={props.source}
      getRowId={(l) => l.id}
      things={t("lineThings")}
      toolbar={(table) => (
        <DataTableToolbar>
          <DataTableViewOptions table={table} />
        </DataTableToolbar>
      )}
    />
  );
}
