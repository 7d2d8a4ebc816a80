"use client";

import type { TPagedResult } from "@/lib/contracts/common";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { col } from "@/components/data-table/kit";
import { DataTable } from "@/components/data-table/data-table";
import { DataTableToolbar, DataTableViewOptions } from "@/components/data-table/toolbar";
import { Badge } from "@/components/ui/badge";
import type { TOrderSettingDto } from "@/lib/contracts/settings";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";

/** Every version of the order settings, newest first: the values, who saved them and when. */
export function HistoryTable(props: {
  result: TPagedResult<TOrderSettingDto>;
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source?: ListSource;
}) {
  const t = useTranslations("settings.orders");
  const te = useTranslations("entities");
  const columns = useMemo(
    () => [
      col.text<TOrderSettingDto>("version", t("version"), {
        sortable: true,
        hideable: false,
        cell: (v) => (
          <span className="flex items-center gap-2 tabular-nums">
            {v.version}
            {v.isCurrent && <Badge>{t("inForce")}</Badge>}
          </span>
        ),
      }),
      col.money<TOrderSettingDto>("shippingFee", t("shippingFee")),
      col.money<TOrderSettingDto>("freeShippingThreshold", t("freeShippingThreshold")),
      col.text<TOrderSettingDto>("unpaidCancelHours", t("unpaidCancelHours"), {
        cell: (v) => (
          <span className="tabular-nums">{t("hours", { count: v.unpaidCancelHours })}</span>
        ),
      }),
      col.text<TOrderSettingDto>("creatorName", t("savedByColumn")),
      col.date<TOrderSettingDto>("creationTime", t("savedAt"), { sortable: true }),
    ],
    [t],
  );
  return (
    <DataTable
      columns={columns}
      result={props.result}
      params={props.params}
      source={props.source}
      getRowId={(v) => v.id}
      things={te("orderSettingVersions")}
      toolbar={(table) => (
        <DataTableToolbar>
          <DataTableViewOptions table={table} />
        </DataTableToolbar>
      )}
    />
  );
}
