"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { useTimeZone, useTranslations } from "next-intl";
import { ImageOff, MoreHorizontal } from "lucide-react";
import { useMemo, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { DataTableColumnHeader } from "@/components/data-table/column-header";
import { DataTable } from "@/components/data-table/data-table";
import {
  DataTableResetFilters,
  DataTableSearch,
  DataTableToolbar,
  DataTableViewOptions,
} from "@/components/data-table/toolbar";
import { useCan } from "@/components/shell/permissions";
import { useMutation } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { TBrandDto } from "@/lib/contracts/catalogue/brand";
import { formatDateTime } from "@/lib/format";
import type { ListParams } from "@/lib/list-params";
import { BrandFormDialog } from "./brand-form-dialog";

function Logo({ brand }: { brand: TBrandDto }) {
  if (!brand.imageUrl)
    return (
      <div className="bg-muted text-muted-foreground flex size-10 items-center justify-center rounded-md">
        <ImageOff className="size-4" aria-hidden />
      </div>
    );
  return (
    // eslint-disable-next-line @next/next/no-img-element -- files come from the BFF with the session cookie; next/image would fetch them without it
    <img
      src={brand.imageUrl}
      alt={brand.name}
      width={40}
      height={40}
      loading="lazy"
      className="size-10 rounded-md border object-contain"
    />
  );
}

/** Brands: logo, name, how many products use it; edit in a dialog, delete unless in use. */
export function BrandTable({
  data,
  totalCount,
  params,
}: {
  data: TBrandDto[];
  totalCount: number;
  params: ListParams;
}) {
  const t = useTranslations("brands");
  const tc = useTranslations("common");
  const timeZone = useTimeZone() ?? "UTC";
  const { mutate } = useMutation();
  const canEdit = useCan("Pages.Commodity.Brand.Edit");
  const canDelete = useCan("Pages.Commodity.Brand.Delete");
  const [editing, setEditing] = useState<TBrandDto | null>(null);
  const [deleting, setDeleting] = useState<TBrandDto | null>(null);

  const columns = useMemo<ColumnDef<TBrandDto>[]>(
    () => [
      {
        id: "image",
        enableSorting: false,
        meta: { title: t("logo") },
        header: t("logo"),
        cell: ({ row }) => <Logo brand={row.original} />,
      },
      {
        accessorKey: "name",
        enableHiding: false,
        meta: { title: t("name") },
        header: ({ column }) => <DataTableColumnHeader column={column} title={t("name")} />,
        cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
      },
      {
        accessorKey: "productCount",
        meta: { title: t("productCount") },
        header: ({ column }) => <DataTableColumnHeader column={column} title={t("productCount")} />,
        cell: ({ row }) => <span className="tabular-nums">{row.original.productCount}</span>,
      },
      {
        accessorKey: "creationTime",
        meta: { title: t("creationTime") },
        header: ({ column }) => <DataTableColumnHeader column={column} title={t("creationTime")} />,
        cell: ({ row }) => formatDateTime(row.original.creationTime, timeZone),
      },
      {
        id: "actions",
        enableHiding: false,
        header: () => <span className="sr-only">{tc("actions")}</span>,
        cell: ({ row }) => {
          const brand = row.original;
          if (!canEdit && !canDelete) return null;
          return (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={t("actionsFor", { name: brand.name })}
                >
                  <MoreHorizontal />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                {canEdit && (
                  <DropdownMenuItem onSelect={() => setEditing(brand)}>
                    {tc("edit")}
                  </DropdownMenuItem>
                )}
                {canEdit && canDelete && <DropdownMenuSeparator />}
                {canDelete && (
                  <DropdownMenuItem variant="destructive" onSelect={() => setDeleting(brand)}>
                    {tc("delete")}
                  </DropdownMenuItem>
                )}
              </DropdownMenuContent>
            </DropdownMenu>
          );
        },
      },
    ],
    [canDelete, canEdit, timeZone, t, tc],
  );

  return (
    <>
      <DataTable
        columns={columns}
        data={data}
        totalCount={totalCount}
        params={params}
        getRowId={(b) => b.id}
        toolbar={(table) => (
          <DataTableToolbar>
            <DataTableSearch placeholder={t("searchPlaceholder")} />
            <DataTableResetFilters names={["keyword"]} />
            <DataTableViewOptions table={table} />
          </DataTableToolbar>
        )}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? t("confirmDelete", { name: deleting.name }) : ""}
        description={t("confirmDeleteHint")}
        destructive
        confirmLabel={tc("delete")}
        onConfirm={() => mutate(api.ProductBrand.Delete, { id: deleting!.id })}
      />
      {editing && <BrandFormDialog brand={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
