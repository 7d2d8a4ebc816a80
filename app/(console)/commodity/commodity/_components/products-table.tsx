"use client";

import type { TPagedResult } from "@/lib/contracts/common";
import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import { useTimeZone, useTranslations } from "next-intl";
import { ChevronRight } from "lucide-react";
import { useMemo } from "react";
import { DataTableColumnHeader } from "@/components/data-table/column-header";
import { CreateButton } from "@/components/data-table/create-button";
import type { ColumnMeta } from "@/components/data-table/columns";
import { DataTable } from "@/components/data-table/data-table";
import { RowActions } from "@/components/data-table/row-actions";
import {
  DataTableResetFilters,
  DataTableSearch,
  DataTableSelectFilter,
  DataTableToolbar,
  DataTableViewOptions,
} from "@/components/data-table/toolbar";
import { useCan } from "@/components/shell/permissions";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import type { TCategoryTreeNode } from "@/lib/contracts/catalogue/category";
import type { ProductRow } from "./product-row";
import { appEnums } from "@/lib/contracts/enum-values";
import { formatDateTime } from "@/lib/format";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";
import { cn } from "@/lib/utils";
import { CategoryFilter } from "./category-filter";
import { flattenCategories } from "./category-options";
import { type BrandOption, BrandCell, ShelfSummary, Thumbnail } from "./product-cells";
import { SkuPanel } from "./sku-panel";
import { useBatchShelf } from "./use-batch-shelf";

const FILTERS = ["keyword", "categoryId", "brandId", "shelfStatus", "isRecommend", "hasLowStock"];

export function CreateProductButton() {
  const t = useTranslations("products");
  return (
    <CreateButton
      permission="Pages.Commodity.Product.Create"
      label={t("create")}
      href="/commodity/commodityCreate"
    />
  );
}

/**
 * Products: picture, name, brand, category, SKU count and shelf summary; a row expands into its
 * SKUs with their shelf and stock actions. Selected products go on or off the shelf in bulk.
 */
export function ProductsTable({
  result,
  params,
  source,
  categories,
  brands,
}: {
  result: TPagedResult<ProductRow>;
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source?: ListSource;
  categories: TCategoryTreeNode[];
  brands: BrandOption[];
}) {
  const t = useTranslations("products");
  const tc = useTranslations("common");
  const tn = useTranslations("entities");
  const te = useTranslations("enums");
  const timeZone = useTimeZone() ?? "UTC";
  const batch = useBatchShelf();
  const canEdit = useCan("Pages.Commodity.Product.Edit");
  const canMap = useCan("Pages.Commodity.Product.Mapping");
  const canOnShelf = useCan("Pages.Commodity.Product.OnShelf");
  const canOffShelf = useCan("Pages.Commodity.Product.OffShelf");
  const categoryOptions = useMemo(() => flattenCategories(categories), [categories]);
  const brandById = useMemo(() => new Map(brands.map((b) => [b.id, b])), [brands]);

  const columns = useMemo<ColumnDef<ProductRow>[]>(
    () => [
      {
        id: "expand",
        enableHiding: false,
        enableSorting: false,
        header: () => <span className="sr-only">{t("skus.title")}</span>,
        cell: ({ row }) => (
          <Button
            variant="ghost"
            size="icon"
            className="size-8"
            aria-label={t("showSkus", { name: row.original.name })}
            aria-expanded={row.getIsExpanded()}
            onClick={() => row.toggleExpanded()}
          >
            <ChevronRight
              className={cn("transition-transform", row.getIsExpanded() && "rotate-90")}
            />
          </Button>
        ),
      },
      {
        id: "image",
        enableSorting: false,
        meta: { title: t("image"), export: false } satisfies ColumnMeta,
        header: t("image"),
        cell: ({ row }) => <Thumbnail src={row.original.mainImageUrl} alt={row.original.name} />,
      },
      {
        accessorKey: "name",
        enableHiding: false,
        meta: { title: t("name") },
        header: ({ column }) => <DataTableColumnHeader column={column} title={t("name")} />,
        cell: ({ row }) =>
          canEdit ? (
            <Link
              href={`/commodity/commodity/edit/${row.original.id}`}
              className="inline-flex min-h-6 items-center font-medium hover:underline"
            >
              {row.original.name}
            </Link>
          ) : (
            <span className="font-medium">{row.original.name}</span>
          ),
      },
      {
        id: "brandName",
        accessorFn: (r) => r.brandName,
        meta: { title: t("brand") },
        header: ({ column }) => <DataTableColumnHeader column={column} title={t("brand")} />,
        cell: ({ row }) => (
          <BrandCell
            name={row.original.brandName}
            brand={brandById.get(row.original.brandId)}
            deleted={row.original.isBrandDeleted}
          />
        ),
      },
      {
        id: "categoryName",
        accessorFn: (r) => r.categoryName ?? "",
        meta: { title: t("category") },
        header: ({ column }) => <DataTableColumnHeader column={column} title={t("category")} />,
        cell: ({ row }) => row.original.categoryName ?? "—",
      },
      {
        id: "skuCount",
        accessorFn: (r) => r.skuCount,
        meta: { title: t("skuCount") },
        header: ({ column }) => <DataTableColumnHeader column={column} title={t("skuCount")} />,
        cell: ({ row }) => <span className="tabular-nums">{row.original.skuCount}</span>,
      },
      {
        id: "shelf",
        enableSorting: false,
        meta: { title: t("shelf"), export: false } satisfies ColumnMeta,
        header: t("shelf"),
        cell: ({ row }) => <ShelfSummary product={row.original} />,
      },
      {
        accessorKey: "creationTime",
        meta: { title: t("creationTime"), export: { kind: "datetime" } } satisfies ColumnMeta,
        header: ({ column }) => <DataTableColumnHeader column={column} title={t("creationTime")} />,
        cell: ({ row }) => formatDateTime(row.original.creationTime, timeZone),
      },
      {
        id: "actions",
        enableHiding: false,
        header: () => <span className="sr-only">{tc("actions")}</span>,
        cell: ({ row }) => (
          <RowActions
            name={row.original.name}
            entity="product"
            edit={{
              permission: "Pages.Commodity.Product.Edit",
              href: `/commodity/commodity/edit/${row.original.id}`,
            }}
            remove={{
              permission: "Pages.Commodity.Product.Delete",
              blockedBy: { kind: "onShelf", count: row.original.shelfSummary.onShelf },
              run: () => api.Product.Delete({ id: row.original.id }),
              hint: t("confirmDeleteHint"),
            }}
          >
            {canMap && (
              <DropdownMenuItem asChild>
                <Link href={`/productSku/projectMapping/${row.original.id}`}>{t("mappings")}</Link>
              </DropdownMenuItem>
            )}
          </RowActions>
        ),
      },
    ],
    [brandById, canEdit, canMap, timeZone, t, tc],
  );

  const yesNo = [
    { value: "true", label: tc("yes") },
    { value: "false", label: tc("no") },
  ];

  return (
    <>
      <DataTable
        columns={columns}
        result={result}
        params={params}
        source={source}
        getRowId={(p) => p.id}
        things={tn("products")}
        createAction={<CreateProductButton />}
        renderSubRow={(product) => <SkuPanel product={product} />}
        toolbar={(table) => (
          <DataTableToolbar>
            <DataTableSearch placeholder={t("searchPlaceholder")} />
            <CategoryFilter label={t("category")} options={categoryOptions} />
            <DataTableSelectFilter
              name="brandId"
              label={t("brand")}
              options={brands.map((b) => ({ value: b.id, label: b.name }))}
            />
            <DataTableSelectFilter
              name="shelfStatus"
              label={t("shelf")}
              options={appEnums.ShelfStatus.map((s) => ({
                value: s,
                label: te(`ShelfStatus.${s}`),
              }))}
            />
            <DataTableSelectFilter name="isRecommend" label={t("recommended")} options={yesNo} />
            <DataTableSelectFilter name="hasLowStock" label={t("lowStock")} options={yesNo} />
            <DataTableResetFilters names={FILTERS} />
            <DataTableViewOptions table={table} />
          </DataTableToolbar>
        )}
        bulkActions={
          canOnShelf || canOffShelf
            ? (rows, clear) => {
                const shelve = async (kind: "on" | "off") => {
                  if (
                    await batch.run(
                      kind,
                      rows.map((r) => r.id),
                    )
                  )
                    clear();
                };
                return (
                  <>
                    {canOnShelf && (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={batch.pending}
                        onClick={() => void shelve("on")}
                      >
                        {t("bulk.onShelf")}
                      </Button>
                    )}
                    {canOffShelf && (
                      <Button
                        size="sm"
                        variant="outline"
                        disabled={batch.pending}
                        onClick={() => void shelve("off")}
                      >
                        {t("bulk.offShelf")}
                      </Button>
                    )}
                    <Button size="sm" variant="ghost" onClick={clear}>
                      {tc("cancel")}
                    </Button>
                  </>
                );
              }
            : undefined
        }
      />
    </>
  );
}
