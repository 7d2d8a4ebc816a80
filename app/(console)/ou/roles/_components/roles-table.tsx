"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import { useTimeZone, useTranslations } from "next-intl";
import { MoreHorizontal } from "lucide-react";
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
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import type { TRoleDto } from "@/lib/contracts/role";
import { formatDateTime } from "@/lib/format";
import type { ListParams } from "@/lib/list-params";

export function RolesTable({
  data,
  totalCount,
  params,
}: {
  data: TRoleDto[];
  totalCount: number;
  params: ListParams;
}) {
  const t = useTranslations("roles");
  const tc = useTranslations("common");
  const timeZone = useTimeZone() ?? "UTC";
  const { mutate } = useMutation();
  const canEdit = useCan("Pages.Roles.Edit");
  const canGrant = useCan("Pages.Roles.GrantPermissions");
  const canDelete = useCan("Pages.Roles.Delete");
  const [deleting, setDeleting] = useState<TRoleDto | null>(null);

  const columns = useMemo<ColumnDef<TRoleDto>[]>(
    () => [
      {
        accessorKey: "name",
        meta: { title: t("name") },
        header: ({ column }) => <DataTableColumnHeader column={column} title={t("name")} />,
        cell: ({ row }) => (
          <div className="flex items-center gap-2">
            <span className="font-medium">{row.original.name}</span>
            {row.original.isStatic && <Badge variant="secondary">{t("builtIn")}</Badge>}
          </div>
        ),
      },
      {
        accessorKey: "displayName",
        meta: { title: t("displayName") },
        header: ({ column }) => <DataTableColumnHeader column={column} title={t("displayName")} />,
      },
      {
        accessorKey: "userCount",
        enableSorting: false,
        meta: { title: t("userCount") },
        header: t("userCount"),
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
          const role = row.original;
          // The static Admin role holds every permission and cannot go.
          const showGrant = canGrant && !role.isStatic;
          const showDelete = canDelete && !role.isStatic;
          if (!canEdit && !showGrant && !showDelete) return null;
          return (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={t("actionsFor", { role: role.displayName })}
                >
                  <MoreHorizontal />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                {canEdit && (
                  <DropdownMenuItem asChild>
                    <Link href={`/ou/roles/edit/${role.id}`}>{tc("edit")}</Link>
                  </DropdownMenuItem>
                )}
                {showGrant && (
                  <DropdownMenuItem asChild>
                    <Link href={`/ou/roles/grantPermission/${role.id}`}>{t("permissions")}</Link>
                  </DropdownMenuItem>
                )}
                {showDelete && (
                  <>
                    {(canEdit || showGrant) && <DropdownMenuSeparator />}
                    <DropdownMenuItem variant="destructive" onSelect={() => setDeleting(role)}>
                      {tc("delete")}
                    </DropdownMenuItem>
                  </>
                )}
              </DropdownMenuContent>
            </DropdownMenu>
          );
        },
      },
    ],
    [canDelete, canEdit, canGrant, timeZone, t, tc],
  );

  return (
    <>
      <DataTable
        columns={columns}
        data={data}
        totalCount={totalCount}
        params={params}
        getRowId={(r) => r.id}
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
        title={deleting ? t("confirm.delete", { role: deleting.displayName }) : ""}
        description={t("confirm.deleteHint")}
        destructive
        onConfirm={() => mutate(api.Role.Delete, { id: deleting!.id })}
      />
    </>
  );
}
