"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { DataTable } from "@/components/data-table/data-table";
import { DataTableDateRange } from "@/components/data-table/date-range-filter";
import { col, RowMenu } from "@/components/data-table/kit";
import {
  DataTableResetFilters,
  DataTableSelectFilter,
  DataTableToolbar,
  DataTableViewOptions,
} from "@/components/data-table/toolbar";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import type { TSalesRecordArea, TSupplierSaleMainDto } from "@/lib/contracts/supplier-sales";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";
import { SettleDialog, useCanSettle } from "./settle-button";

const FILTERS = ["supplierId", "monthFrom", "monthTo", "isSettled"];

/** Where a month's lines open, keeping the area it was opened from. */
const linesHref = (id: string, area: TSalesRecordArea) =>
  `/purchase/commoditySalesRecord/details/${id}?from=${area}`;

/**
 * Suppliers' months: sales, cost, lines, settled or not and for how much; filtered by supplier,
 * a month range and settlement. Each month opens its lines; on finance's entry an ended open
 * month can be settled. A settled month shows read-only.
 */
export function SalesMonthTable(props: {
  result: { items: TSupplierSaleMainDto[]; totalCount: number };
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source?: ListSource;
  area: TSalesRecordArea;
  suppliers: { id: string; supplierName: string }[];
}) {
  const { area } = props;
  const t = useTranslations("supplierSales");
  const ts = useTranslations("enums.SettlementStatus");
  const tc = useTranslations("common");
  const canSettle = useCanSettle(area);
  const [settling, setSettling] = useState<TSupplierSaleMainDto | null>(null);
  const columns = useMemo(
    () => [
      col.link<TSupplierSaleMainDto>("month", t("month"), (m) => linesHref(m.id, area)),
      col.text<TSupplierSaleMainDto>("supplierName", t("supplier"), { sortable: true }),
      col.money<TSupplierSaleMainDto>("totalSales", t("totalSales"), { sortable: true }),
      col.money<TSupplierSaleMainDto>("totalCost", t("totalCost"), { sortable: true }),
      col.number<TSupplierSaleMainDto>("lineCount", t("lines")),
      col.status<TSupplierSaleMainDto, boolean>("isSettled", t("status"), {
        label: (settled) => ts(settled ? "Settled" : "ToBeSettled"),
        tone: (settled) => (settled ? "default" : "outline"),
      }),
      col.money<TSupplierSaleMainDto>("actualSettlementAmount", t("actualSettlementAmount"), {
        sortable: true,
      }),
      col.date<TSupplierSaleMainDto>("settledTime", t("settledTime"), { sortable: true }),
      col.actions<TSupplierSaleMainDto>(tc("actions"), (m) => (
        <RowMenu label={t("actionsFor", { supplier: m.supplierName, month: m.month })}>
          <DropdownMenuItem asChild>
            <Link href={linesHref(m.id, area)}>{t("viewLines")}</Link>
          </DropdownMenuItem>
          {canSettle(m) && (
            <DropdownMenuItem onSelect={() => setSettling(m)}>{t("settle")}</DropdownMenuItem>
          )}
        </RowMenu>
      )),
    ],
    [area, canSettle, t, tc, ts],
  );
  return (
    <>
      <DataTable
        columns={columns}
        result={props.result}
        params={props.params}
        source={props.source}
        getRowId={(m) => m.id}
        things={t("things")}
        toolbar={(table) => (
          <DataTableToolbar>
            <DataTableSelectFilter
              name="supplierId"
              label={t("supplier")}
              options={props.suppliers.map((s) => ({ value: s.id, label: s.supplierName }))}
            />
            <DataTableDateRange
              months
              from="monthFrom"
              to="monthTo"
              label={t("month")}
              fromLabel={t("monthFrom")}
              toLabel={t("monthTo")}
            />
            <DataTableSelectFilter
              name="isSettled"
              label={t("status")}
              options={[
                { value: "false", label: ts("ToBeSettled") },
                { value: "true", label: ts("Settled") },
              ]}
            />
            <DataTableResetFilters names={FILTERS} />
            <DataTableViewOptions table={table} />
          </DataTableToolbar>
        )}
      />
      {settling && <SettleDialog month={settling} onClose={() => setSettling(null)} />}
    </>
  );
}
