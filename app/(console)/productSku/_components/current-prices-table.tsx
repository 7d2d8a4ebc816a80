"use client";

import type { TPagedResult } from "@/lib/contracts/common";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { col } from "@/components/data-table/kit";
import { DataTable } from "@/components/data-table/data-table";
import { DataTableSearch, ListToolbar } from "@/components/data-table/toolbar";
import { Badge } from "@/components/ui/badge";
import type { TCurrentPriceDto } from "@/lib/contracts/catalogue/price-revision";
import { formatMoney } from "@/lib/format";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";
import { CurrentPriceActions, RevisePriceButton } from "./price-actions";
import type { RevisedSku } from "./revise-price-dialog";

/** The customer's name, with a badge while their membership is in force. */
function CustomerCell({ row }: { row: TCurrentPriceDto }) {
  const t = useTranslations("sales.prices");
  return (
    <span className="inline-flex flex-wrap items-center gap-2">
      {row.customerName}
      {row.isMember && <Badge variant="secondary">{t("member")}</Badge>}
    </span>
  );
}

/**
 * The customers' current revised prices of one SKU (GetMainAll): who, what they would pay
 * without it, the revised price, why, by whom and when; revise again or withdraw.
 */
export function CurrentPricesTable(props: {
  result: TPagedResult<TCurrentPriceDto>;
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source?: ListSource;
  sku: RevisedSku;
}) {
  const t = useTranslations("sales.prices");
  const tc = useTranslations("common");
  const te = useTranslations("enums.PriceSource");
  const { sku } = props;
  const columns = useMemo(
    () => [
      col.text<TCurrentPriceDto>("customerCode", t("customerCode"), {
        sortable: true,
        hideable: false,
      }),
      col.text<TCurrentPriceDto>("customerName", t("customer"), {
        cell: (r) => <CustomerCell row={r} />,
      }),
      col.text<TCurrentPriceDto>("standardPrice", t("standardPrice"), {
        cell: (r) => (
          <span className="tabular-nums">
            {formatMoney(r.standardPrice)}{" "}
            <span className="text-muted-foreground text-xs">({te(r.standardPriceSource)})</span>
          </span>
        ),
      }),
      col.money<TCurrentPriceDto>("revisedPrice", t("revisedPrice"), { sortable: true }),
      col.text<TCurrentPriceDto>("remark", t("remark")),
      col.text<TCurrentPriceDto>("creatorName", t("operator")),
      col.date<TCurrentPriceDto>("creationTime", t("time"), { sortable: true }),
      col.actions<TCurrentPriceDto>(tc("actions"), (r) => (
        <CurrentPriceActions row={r} sku={sku} />
      )),
    ],
    [sku, t, tc, te],
  );
  return (
    <DataTable
      source={props.source}
      columns={columns}
      result={props.result}
      params={props.params}
      getRowId={(r) => r.id}
      things={t("things")}
      createAction={<RevisePriceButton sku={sku} />}
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
