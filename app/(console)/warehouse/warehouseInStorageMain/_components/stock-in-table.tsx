"use client";

import type { TPagedResult } from "@/lib/contracts/common";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { col } from "@/components/data-table/kit";
import { DataTable } from "@/components/data-table/data-table";
import {
  DataTableSearch,
  DataTableSelectFilter,
  ListToolbar,
} from "@/components/data-table/toolbar";
import type { TStockInDto } from "@/lib/contracts/stock";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";
import type { Option } from "../../_components/warehouse-options";
import {
  CreateStockInButton,
  StockInRowActions,
  WarehousedStatus,
} from "../../_components/stock-in-parts";
import { stockInDetail } from "../../_components/stock-in-routes";

/** The URL (and GetAll) filters of the list, besides the code in the search box. */
const FILTERS = ["productSkuNumber", "model", "supplierId", "warehouseId", "isWarehoused"];

/**
 * Stock-ins: code, supplier, type, place, time, totals and whether warehoused; filtered by SKU
 * number, code, supplier, model, warehouse and warehoused, all in the URL.
 */
export function StockInTable(props: {
  result: TPagedResult<TStockInDto>;
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source?: ListSource;
  warehouses: Option[];
  suppliers: Option[];
}) {
  const t = useTranslations("warehouse");
  const tc = useTranslations("common");
  const te = useTranslations("entities");
  const columns = useMemo(
    () => [
      col.link<TStockInDto>("inStorageCode", t("stockIns.code"), (s) => stockInDetail(s.id), {
        sortable: true,
      }),
      col.text<TStockInDto>("supplierName", t("stockIns.supplier")),
      col.text<TStockInDto>("inStorageTypeName", t("stockIns.type")),
      col.text<TStockInDto>("warehouseName", t("warehouse")),
      col.text<TStockInDto>("locationCode", t("stockIns.location"), {
        cell: (s) => <span className="tabular-nums">{s.locationCode}</span>,
      }),
      col.date<TStockInDto>("inStorageTime", t("stockIns.time"), { sortable: true }),
      col.number<TStockInDto>("totalQuantity", t("stockIns.totalQuantity")),
      col.money<TStockInDto>("totalAmount", t("stockIns.totalAmount")),
      col.text<TStockInDto>("isWarehoused", t("stockIns.warehoused"), {
        sortable: true,
        cell: (s) => <WarehousedStatus stockIn={s} />,
      }),
      col.actions<TStockInDto>(tc("actions"), (s) => <StockInRowActions stockIn={s} />),
    ],
    [t, tc],
  );
  return (
    <DataTable
      columns={columns}
      result={props.result}
      params={props.params}
      source={props.source}
      getRowId={(s) => s.id}
      things={te("stockIns")}
      createAction={<CreateStockInButton />}
      toolbar={(table) => (
        <ListToolbar
          table={table}
          search={t("stockIns.codeFilter")}
          searchName="inStorageCode"
          filterNames={FILTERS}
          filters={
            <>
              <DataTableSearch name="productSkuNumber" placeholder={t("stockIns.skuFilter")} />
              <DataTableSearch name="model" placeholder={t("stockIns.modelFilter")} />
              <DataTableSelectFilter
                name="supplierId"
                label={t("stockIns.supplier")}
                options={props.suppliers}
              />
              <DataTableSelectFilter
                name="warehouseId"
                label={t("warehouse")}
                options={props.warehouses}
              />
              <DataTableSelectFilter
                name="isWarehoused"
                label={t("stockIns.warehoused")}
                options={[
                  { value: "true", label: tc("yes") },
                  { value: "false", label: tc("no") },
                ]}
              />
            </>
          }
        />
      )}
    />
  );
}
