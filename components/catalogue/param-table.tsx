"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { useTimeZone, useTranslations } from "next-intl";
import { MoreHorizontal } from "lucide-react";
import { useMemo, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { DataTableColumnHeader } from "@/components/data-table/column-header";
import { DataTable } from "@/components/data-table/data-table";
import {
  DataTableResetFilters,
  DataTableSearch,
  DataTableSelectFilter,
  DataTableToolbar,
  DataTableViewOptions,
} from "@/components/data-table/toolbar";
import { useCan } from "@/components/shell/permissions";
import { useMutation } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { TParamDto } from "@/lib/contracts/catalogue/params";
import { appEnums } from "@/lib/contracts/enums";
import { formatDateTime } from "@/lib/format";
import type { ListParams } from "@/lib/list-params";
import { ParamFormDialog, type ParamScreen } from "./param-form-dialog";

/** How many options show in the list before "+N". */
const SHOWN_OPTIONS = 3;

function OptionBadges({ options }: { options: string[] }) {
  const t = useTranslations("params");
  if (options.length === 0) return <span className="text-muted-foreground">—</span>;
  const rest = options.length - SHOWN_OPTIONS;
  return (
    <div className="flex max-w-72 flex-wrap gap-1">
      {options.slice(0, SHOWN_OPTIONS).map((option) => (
        <Badge key={option} variant="outline">
          {option}
        </Badge>
      ))}
      {rest > 0 && (
        <Badge variant="secondary" title={options.slice(SHOWN_OPTIONS).join(", ")}>
          {t("moreOptions", { count: rest })}
        </Badge>
      )}
    </div>
  );
}

/**
 * Specification or basic parameters: name, input kind, options, requirement, value type and how
 * many products use each; keyword and kind/requirement filters; edit in a dialog, delete unless
 * in use.
 */
export function ParamTable({
  screen,
  data,
  totalCount,
  params,
}: {
  screen: ParamScreen;
  data: TParamDto[];
  totalCount: number;
  params: ListParams;
}) {
  const t = useTranslations("params");
  const tc = useTranslations("common");
  const te = useTranslations("enums");
  const timeZone = useTimeZone() ?? "UTC";
  const { mutate } = useMutation();
  const canEdit = useCan(`${screen.permission}.Edit`);
  const canDelete = useCan(`${screen.permission}.Delete`);
  const [editing, setEditing] = useState<TParamDto | null>(null);
  const [deleting, setDeleting] = useState<TParamDto | null>(null);

  const columns = useMemo<ColumnDef<TParamDto>[]>(
    () => [
      {
        accessorKey: "name",
        enableHiding: false,
        meta: { title: t("name") },
        header: ({ column }) => <DataTableColumnHeader column={column} title={t("name")} />,
        cell: ({ row }) => <span className="font-medium">{row.original.name}</span>,
      },
      {
        accessorKey: "inputKind",
        meta: { title: t("inputKind") },
        header: ({ column }) => <DataTableColumnHeader column={column} title={t("inputKind")} />,
        cell: ({ row }) => te(`ParamInputKind.${row.original.inputKind}`),
      },
      {
        accessorKey: "options",
        enableSorting: false,
        meta: { title: t("options") },
        header: t("options"),
        cell: ({ row }) => <OptionBadges options={row.original.options} />,
      },
      {
        accessorKey: "requirement",
        meta: { title: t("requirement") },
        header: ({ column }) => <DataTableColumnHeader column={column} title={t("requirement")} />,
        cell: ({ row }) => (
          <Badge variant={row.original.requirement === "Needed" ? "default" : "secondary"}>
            {te(`ParamRequirement.${row.original.requirement}`)}
          </Badge>
        ),
      },
      {
        accessorKey: "specInputType",
        meta: { title: t("specInputType") },
        header: ({ column }) => (
          <DataTableColumnHeader column={column} title={t("specInputType")} />
        ),
        cell: ({ row }) => te(`SpecInputType.${row.original.specInputType}`),
      },
      {
        accessorKey: "productCount",
        meta: { title: t("productCount") },
        header: ({ column }) => <DataTableColumnHeader column={column} title={t("productCount")} />,
        cell: ({ row }) => <span className="tabular-nums">{row.original.productCount}</span>,
      },
      {
        accessorKey: "sortOrder",
        meta: { title: t("sortOrder") },
        header: ({ column }) => <DataTableColumnHeader column={column} title={t("sortOrder")} />,
        cell: ({ row }) => <span className="tabular-nums">{row.original.sortOrder}</span>,
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
          const param = row.original;
          if (!canEdit && !canDelete) return null;
          return (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={t("actionsFor", { name: param.name })}
                >
                  <MoreHorizontal />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                {canEdit && (
                  <DropdownMenuItem onSelect={() => setEditing(param)}>
                    {tc("edit")}
                  </DropdownMenuItem>
                )}
                {canEdit && canDelete && <DropdownMenuSeparator />}
                {canDelete && (
                  <DropdownMenuItem variant="destructive" onSelect={() => setDeleting(param)}>
                    {tc("delete")}
                  </DropdownMenuItem>
                )}
              </DropdownMenuContent>
            </DropdownMenu>
          );
        },
      },
    ],
    [canDelete, canEdit, timeZone, t, tc, te],
  );

  return (
    <>
      <DataTable
        columns={columns}
        data={data}
        totalCount={totalCount}
        params={params}
        getRowId={(p) => p.id}
        toolbar={(table) => (
          <DataTableToolbar>
            <DataTableSearch placeholder={t(`${screen.messages}.searchPlaceholder`)} />
            <DataTableSelectFilter
              name="inputKind"
              label={t("inputKind")}
              options={appEnums.ParamInputKind.map((v) => ({
                value: v,
                label: te(`ParamInputKind.${v}`),
              }))}
            />
            <DataTableSelectFilter
              name="requirement"
              label={t("requirement")}
              options={appEnums.ParamRequirement.map((v) => ({
                value: v,
                label: te(`ParamRequirement.${v}`),
              }))}
            />
            <DataTableResetFilters names={["keyword", "inputKind", "requirement"]} />
            <DataTableViewOptions table={table} />
          </DataTableToolbar>
        )}
      />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? t("confirmDelete", { name: deleting.name }) : ""}
        description={t(`${screen.messages}.confirmDeleteHint`)}
        destructive
        confirmLabel={tc("delete")}
        onConfirm={() => mutate(api[screen.service].Delete, { id: deleting!.id })}
      />
      {editing && (
        <ParamFormDialog screen={screen} param={editing} onClose={() => setEditing(null)} />
      )}
    </>
  );
}
