"use client";

import type { TPagedResult } from "@/lib/contracts/common";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { DataTableDateRange } from "@/components/data-table/date-range-filter";
import { DataTable } from "@/components/data-table/data-table";
import { col } from "@/components/data-table/kit";
import { DataTableSelectFilter, ListToolbar } from "@/components/data-table/toolbar";
import { appEnums } from "@/lib/contracts/enum-values";
import type { TOutboundStatus } from "@/lib/contracts/enums";
import type { TOutboundDto } from "@/lib/contracts/stock";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";
import { deliveryNotePage, outboundStatusTone } from "../../_components/outbound-routes";
import type { Option } from "../../_components/warehouse-options";

/** The URL filters of the list besides the search box (the days are `dayRangeInput`'s). */
const FILTERS = ["status", "warehouseId", "from", "to"];

/**
 * Outbound records: code (to its delivery note), order, recipient, warehouse, status, quantity
 * and times; searched by code, order code or recipient, filtered by status, warehouse and the
 * days they were made, all in the URL. Read-only: orders make and ship them.
 */
export function OutboundTable(props: {
  result: TPagedResult<TOutboundDto>;
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source?: ListSource;
  warehouses: Option[];
}) {
  const t = useTranslations("warehouse");
  const te = useTranslations("entities");
  const ts = useTranslations("enums.OutboundStatus");
  const columns = useMemo(
    () => [
      col.link<TOutboundDto>("outboundCode", t("outbound.code"), (o) => deliveryNotePage(o.id), {
        sortable: true,
      }),
      col.text<TOutboundDto>("orderCode", t("outbound.orderCode")),
      col.text<TOutboundDto>("recipientName", t("outbound.recipient"), {
        cell: (o) => <Recipient outbound={o} />,
      }),
      col.text<TOutboundDto>("warehouseName", t("warehouse")),
      col.status<TOutboundDto, TOutboundStatus>("status", t("status"), {
        sortable: true,
        label: (s) => ts(s),
        tone: outboundStatusTone,
        values: appEnums.OutboundStatus,
      }),
      col.number<TOutboundDto>("totalQuantity", t("outbound.totalQuantity")),
      col.date<TOutboundDto>("creationTime", t("outbound.made"), { sortable: true }),
      col.date<TOutboundDto>("issuedTime", t("outbound.issued"), { sortable: true }),
    ],
    [t, ts],
  );
  const statuses = appEnums.OutboundStatus.map((s) => ({ value: s, label: ts(s) }));
  return (
    <DataTable
      columns={columns}
      result={props.result}
      params={props.params}
      source={props.source}
      getRowId={(o) => o.id}
      things={te("outbounds")}
      toolbar={(table) => (
        <ListToolbar
          table={table}
          search={t("outbound.searchPlaceholder")}
          filterNames={FILTERS}
          filters={
            <>
              <DataTableSelectFilter name="status" label={t("status")} options={statuses} />
              <DataTableSelectFilter
                name="warehouseId"
                label={t("warehouse")}
                options={props.warehouses}
              />
              <DataTableDateRange
                label={t("outbound.made")}
                fromLabel={t("outbound.madeFrom")}
                toLabel={t("outbound.madeTo")}
              />
            </>
          }
        />
      )}
    />
  );
}

/** Who it goes to, and the customer under it when that is someone else (a company's contact). */
function Recipient({ outbound: o }: { outbound: TOutboundDto }) {
  return (
    <span className="flex flex-col">
      <span>{o.recipientName}</span>
      {o.customerName && o.customerName !== o.recipientName && (
        <span className="text-muted-foreground text-xs">{o.customerName}</span>
      )}
    </span>
  );
}
