"use client";

import type { TPagedResult } from "@/lib/contracts/common";
import { useTimeZone, useTranslations } from "next-intl";
import { useMemo } from "react";
import { col } from "@/components/data-table/kit";
import { DataTable } from "@/components/data-table/data-table";
import { DataTableSearch, ListToolbar } from "@/components/data-table/toolbar";
import { Badge } from "@/components/ui/badge";
import type { TPriceRevisionDto } from "@/lib/contracts/catalogue/price-revision";
import { formatDateTime } from "@/lib/format";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";

/** Current, superseded by a newer revision, or withdrawn (by whom and when). */
function RevisionStatus({ row }: { row: TPriceRevisionDto }) {
  const t = useTranslations("sales.log");
  const timeZone = useTimeZone() ?? "UTC";
  if (row.isWithdrawn)
    return (
      <span className="inline-flex flex-col items-start gap-0.5">
        <Badge variant="outline">{t("withdrawn")}</Badge>
        <span className="text-muted-foreground text-xs whitespace-nowrap tabular-nums">
          {t("withdrawnBy", {
            name: row.withdrawnByName ?? "—",
            time: formatDateTime(row.withdrawnTime, timeZone),
          })}
        </span>
      </span>
    );
  return row.isCurrent ? (
    <Badge>{t("current")}</Badge>
  ) : (
    <Badge variant="secondary">{t("superseded")}</Badge>
  );
}

/** The price revision log of a SKU (GetAll): member, original, revised, remark, operator, time. */
export function PriceLogTable(props: {
  result: TPagedResult<TPriceRevisionDto>;
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source?: ListSource;
}) {
  const t = useTranslations("sales.log");
  const columns = useMemo(
    () => [
      col.text<TPriceRevisionDto>("customerCode", t("customerCode"), {
        sortable: true,
        hideable: false,
      }),
      col.text<TPriceRevisionDto>("customerName", t("member")),
      col.money<TPriceRevisionDto>("originalPrice", t("originalPrice")),
      col.money<TPriceRevisionDto>("revisedPrice", t("revisedPrice"), { sortable: true }),
      col.text<TPriceRevisionDto>("remark", t("remark")),
      col.text<TPriceRevisionDto>("creatorName", t("operator")),
      col.date<TPriceRevisionDto>("creationTime", t("time"), { sortable: true }),
      col.text<TPriceRevisionDto>("isCurrent", t("status"), {
        cell: (r) => <RevisionStatus row={r} />,
      }),
    ],
    [t],
  );
  return (
    <DataTable
      columns={columns}
      result={props.result}
      params={props.params}
      source={props.source}
      getRowId={(r) => r.id}
      things={t("things")}
      toolbar={(table) => (
        <ListToolbar
          table={table}
          search={t("codeFilter")}
          searchName="customerCode"
          filterNames={["realName"]}
          filters={<DataTableSearch name="realName" placeholder={t("nameFilter")} />}
        />
      )}
    />
  );
}
