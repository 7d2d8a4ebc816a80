"use client";

import type { TPagedResult } from "@/lib/contracts/common";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { col } from "@/components/data-table/kit";
import { DataTable } from "@/components/data-table/data-table";
import {
  DataTableSearch,
  DataTableSelectFilter,
  ListToolbar,
} from "@/components/data-table/toolbar";
import { Badge } from "@/components/ui/badge";
import type { TStockRowDto } from "@/lib/contracts/stock";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";
import type { Option } from "../../_components/warehouse-options";
import { LedgerSheet, useLedgerHref } from "./ledger-sheet";
import { type StockDialogKind, StockRowMenu } from "./stock-row-menu";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const TransferDialog = dynamic(() => import("./stock-dialogs").then((m) => m.TransferDialog), {
  ssr: false,
});
const CountDialog = dynamic(() => import("./stock-dialogs").then((m) => m.CountDialog), {
  ssr: false,
});

/** The URL (and GetAll) filters of the list, besides the SKU number in the search box. */
const FILTERS = ["model", "warehouseId", "locationId", "lowStockOnly"];

/**
 * Stock on hand, one row per SKU and place: the place's quantity beside the SKU's figures over
 * all places. Filtered by SKU number, model, warehouse, location and low stock, all in the URL;
 * a row opens its SKU's ledger (`?ledger=`) and, with their permissions, a transfer or a count.
 */
export function StockTable(props: {
  result: TPagedResult<TStockRowDto>;
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source?: ListSource;
  warehouses: Option[];
  /** the filtered warehouse's locations (none until a warehouse is chosen) */
  locations: Option[];
  /** the SKU whose ledger is open */
  ledger: string | null;
}) {
  const t = useTranslations("warehouse");
  const tc = useTranslations("common");
  const te = useTranslations("entities");
  const ledgerHref = useLedgerHref();
  const [dialog, setDialog] = useState<{ kind: StockDialogKind; row: TStockRowDto } | null>(null);
  const columns = useMemo(
    () => [
      col.link<TStockRowDto>("skuNumber", t("stock.skuNumber"), (r) => ledgerHref(r.skuId), {
        sortable: true,
      }),
      col.text<TStockRowDto>("productName", t("stock.productName")),
      col.text<TStockRowDto>("model", t("stock.model")),
      col.text<TStockRowDto>("warehouseName", t("warehouse")),
      // sorted as "location": warehouse, then frame, layer and position
      {
        ...col.text<TStockRowDto>("locationCode", t("stock.location"), {
          sortable: true,
          cell: (r) => <span className="tabular-nums">{r.locationCode}</span>,
        }),
        id: "location",
      },
      col.number<TStockRowDto>("quantity", t("stock.quantity"), { sortable: true }),
      col.number<TStockRowDto>("totalStock", t("stock.totalStock")),
      col.text<TStockRowDto>("availableStock", t("stock.availableStock"), {
        cell: (r) => (
          <span className="flex items-center gap-2 tabular-nums">
            {r.availableStock}
            {r.isLowStock && <Badge variant="destructive">{t("stock.lowStock")}</Badge>}
          </span>
        ),
      }),
      col.number<TStockRowDto>("reservedStock", t("stock.reservedStock")),
      col.actions<TStockRowDto>(tc("actions"), (r) => (
        <StockRowMenu
          row={r}
          ledgerHref={ledgerHref(r.skuId)}
          onOpen={(kind) => setDialog({ kind, row: r })}
        />
      )),
    ],
    [ledgerHref, t, tc],
  );
  const close = () => setDialog(null);
  return (
    <>
      <DataTable
        columns={columns}
        result={props.result}
        params={props.params}
        source={props.source}
        getRowId={(r) => `${r.skuId}:${r.locationId}`}
        things={te("stockPlaces")}
        toolbar={(table) => (
          <ListToolbar
            table={table}
            search={t("stock.skuNumber")}
            searchName="skuNumber"
            filterNames={FILTERS}
            filters={
              <>
                <DataTableSearch name="model" placeholder={t("stock.model")} />
                <DataTableSelectFilter
                  name="warehouseId"
                  label={t("warehouse")}
                  options={props.warehouses}
                  clears={["locationId"]}
                />
                {props.locations.length > 0 && (
                  <DataTableSelectFilter
                    name="locationId"
                    label={t("stock.location")}
                    options={props.locations}
                  />
                )}
                <DataTableSelectFilter
                  name="lowStockOnly"
                  label={t("stock.stockLevel")}
                  options={[{ value: "true", label: t("stock.lowStockOnly") }]}
                />
              </>
            }
          />
        )}
      />
      <LedgerSheet skuId={props.ledger} />
      {dialog?.kind === "transfer" && (
        <TransferDialog row={dialog.row} warehouses={props.warehouses} onClose={close} />
      )}
      {dialog?.kind === "count" && <CountDialog row={dialog.row} onClose={close} />}
    </>
  );
}
