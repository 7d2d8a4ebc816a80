"use client";

import type { TPagedResult } from "@/lib/contracts/common";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { ShelfBadge } from "@/components/catalogue/shelf-badge";
import { col } from "@/components/data-table/kit";
import { DataTable } from "@/components/data-table/data-table";
import { DataTableSelectFilter, ListToolbar } from "@/components/data-table/toolbar";
import { Badge } from "@/components/ui/badge";
import type { TSkuDto } from "@/lib/contracts/catalogue/sku";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";
import { salesDetail } from "../../_components/sales-routes";
import { SkuSalesMenu } from "../../_components/sku-sales-actions";

const FILTERS = ["shelfStatus", "lowStock"];

/** The warning quantity, and "Low stock" once available stock is at or under it. */
function WarningCell({ sku }: { sku: TSkuDto }) {
  const t = useTranslations("sales");
  return (
    <span className="inline-flex items-center gap-2 tabular-nums">
      {sku.earlyWarningStock || "—"}
      {sku.isLowStock && <Badge variant="destructive">{t("lowStock")}</Badge>}
    </span>
  );
}

/**
 * SKUs for sale: product, prices, stock, sales volume and early warning; each row opens its
 * sales page, its customers' prices and price log, and sets its stock for sale or warning level.
 */
export function SalesTable(props: {
  result: TPagedResult<TSkuDto>;
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source?: ListSource;
}) {
  const t = useTranslations("sales");
  const tc = useTranslations("common");
  const te = useTranslations("enums.ShelfStatus");
  const columns = useMemo(
    () => [
      col.image<TSkuDto>("image", t("image"), (s) => ({ src: s.mainImageUrl, alt: s.productName })),
      col.link<TSkuDto>("number", t("number"), (s) => salesDetail(s.id), { sortable: true }),
      col.text<TSkuDto>("productName", t("product"), {
        cell: (s) => (
          <span className="flex flex-col">
            <span>{s.productName}</span>
            {s.specText && <span className="text-muted-foreground text-xs">{s.specText}</span>}
          </span>
        ),
      }),
      col.money<TSkuDto>("salePrice", t("salePrice"), { sortable: true }),
      col.money<TSkuDto>("memberPrice", t("memberPrice")),
      col.number<TSkuDto>("availableStock", t("availableStock"), { sortable: true }),
      col.number<TSkuDto>("totalStock", t("totalStock"), { sortable: true }),
      col.number<TSkuDto>("salesVolume", t("salesVolume"), { sortable: true }),
      col.text<TSkuDto>("earlyWarningStock", t("warningQuantity"), {
        cell: (s) => <WarningCell sku={s} />,
      }),
      col.text<TSkuDto>("shelfStatus", t("shelfStatus"), {
        cell: (s) => <ShelfBadge status={s.shelfStatus} />,
      }),
      col.actions<TSkuDto>(tc("actions"), (s) => <SkuSalesMenu sku={s} />),
    ],
    [t, tc],
  );
  return (
    <DataTable
      source={props.source}
      columns={columns}
      result={props.result}
      params={props.params}
      getRowId={(s) => s.id}
      things={t("things")}
      toolbar={(table) => (
        <ListToolbar
          table={table}
          search={t("searchPlaceholder")}
          filterNames={FILTERS}
          filters={
            <>
              <DataTableSelectFilter
                name="shelfStatus"
                label={t("shelfStatus")}
                options={(["OnShelf", "NotOnShelf", "RemovedFromShelf"] as const).map((v) => ({
                  value: v,
                  label: te(v),
                }))}
              />
              <DataTableSelectFilter
                name="lowStock"
                label={t("earlyWarning")}
                options={[
                  { value: "true", label: t("lowStock") },
                  { value: "false", label: t("enoughStock") },
                ]}
              />
            </>
          }
        />
      )}
    />
  );
}
