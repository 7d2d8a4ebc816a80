"use client";

import type { ColumnDef } from "@tanstack/react-table";
import Link from "next/link";
import { useTimeZone, useTranslations } from "next-intl";
import { MoreHorizontal } from "lucide-react";
import { useMemo, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { RelativeTime } from "@/components/relative-time";
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
import type { TUserDto } from "@/lib/contracts/user";
import { formatDateTime } from "@/lib/format";
import type { ListParams } from "@/lib/list-params";
import { ResetPasswordDialog } from "./reset-password-dialog";

type Pending = { kind: "activate" | "deactivate" | "delete"; users: TUserDto[] } | null;

export function UsersTable({
  data,
  totalCount,
  params,
}: {
  data: TUserDto[];
  totalCount: number;
  params: ListParams;
}) {
  const t = useTranslations("users");
  const tc = useTranslations("common");
  const timeZone = useTimeZone() ?? "UTC";
  const { mutate } = useMutation();
  const canEdit = useCan("Pages.Users.Edit");
  const canActivate = useCan("Pages.Users.Activate");
  const canDelete = useCan("Pages.Users.Delete");
  const canReset = useCan("Pages.Users.ResetPassword");
  const [pending, setPending] = useState<Pending>(null);
  const [resetting, setResetting] = useState<TUserDto | null>(null);

  const columns = useMemo<ColumnDef<TUserDto>[]>(
    () => [
      {
        accessorKey: "userName",
        meta: { title: t("userName") },
        header: ({ column }) => <DataTableColumnHeader column={column} title={t("userName")} />,
        cell: ({ row }) => (
          <Link
            href={`/ou/users/detail/${row.original.id}`}
            className="font-medium hover:underline"
          >
            {row.original.userName}
          </Link>
        ),
      },
      {
        accessorKey: "name",
        meta: { title: t("fullName") },
        header: ({ column }) => <DataTableColumnHeader column={column} title={t("fullName")} />,
        cell: ({ row }) => row.original.fullName,
      },
      {
        accessorKey: "emailAddress",
        meta: { title: t("email") },
        header: ({ column }) => <DataTableColumnHeader column={column} title={t("email")} />,
      },
      {
        id: "roleNames",
        enableSorting: false,
        meta: { title: t("roles") },
        header: t("roles"),
        cell: ({ row }) => (
          <div className="flex flex-wrap gap-1">
            {row.original.roleNames.map((r) => (
              <Badge key={r} variant="secondary">
                {r}
              </Badge>
            ))}
          </div>
        ),
      },
      {
        accessorKey: "isActive",
        meta: { title: t("status") },
        header: ({ column }) => <DataTableColumnHeader column={column} title={t("status")} />,
        cell: ({ row }) => (
          <Badge variant={row.original.isActive ? "default" : "outline"}>
            {row.original.isActive ? tc("active") : tc("inactive")}
          </Badge>
        ),
      },
      {
        accessorKey: "lastLoginTime",
        meta: { title: t("lastLoginTime") },
        header: ({ column }) => (
          <DataTableColumnHeader column={column} title={t("lastLoginTime")} />
        ),
        cell: ({ row }) => <RelativeTime value={row.original.lastLoginTime} />,
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
          const user = row.original;
          return (
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button
                  variant="ghost"
                  size="icon"
                  className="size-8"
                  aria-label={t("actionsFor", { user: user.userName })}
                >
                  <MoreHorizontal />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent align="end">
                <DropdownMenuItem asChild>
                  <Link href={`/ou/users/detail/${user.id}`}>{tc("details")}</Link>
                </DropdownMenuItem>
                {canEdit && (
                  <DropdownMenuItem asChild>
                    <Link href={`/ou/users/edit/${user.id}`}>{tc("edit")}</Link>
                  </DropdownMenuItem>
                )}
                {canActivate && (
                  <DropdownMenuItem
                    onSelect={() =>
                      setPending({ kind: user.isActive ? "deactivate" : "activate", users: [user] })
                    }
                  >
                    {user.isActive ? t("deactivate") : t("activate")}
                  </DropdownMenuItem>
                )}
                {canReset && (
                  <DropdownMenuItem onSelect={() => setResetting(user)}>
                    {t("resetPassword")}
                  </DropdownMenuItem>
                )}
                {canDelete && (
                  <>
                    <DropdownMenuSeparator />
                    <DropdownMenuItem
                      variant="destructive"
                      onSelect={() => setPending({ kind: "delete", users: [user] })}
                    >
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
    [canActivate, canDelete, canEdit, canReset, timeZone, t, tc],
  );

  const run = async ({ kind, users }: NonNullable<Pending>) => {
    for (const user of users) {
      if (kind === "delete") await mutate(api.User.Delete, { id: user.id });
      else
        await mutate(kind === "activate" ? api.User.Activate : api.User.DeActivate, {
          id: user.id,
        });
    }
  };

  return (
    <>
      <DataTable
        columns={columns}
        data={data}
        totalCount={totalCount}
        params={params}
        getRowId={(u) => u.id}
        toolbar={(table) => (
          <DataTableToolbar>
            <DataTableSearch placeholder={t("searchPlaceholder")} />
            <DataTableSelectFilter
              name="isActive"
              label={t("status")}
              options={[
                { value: "true", label: tc("active") },
                { value: "false", label: tc("inactive") },
              ]}
            />
            <DataTableResetFilters names={["keyword", "isActive"]} />
            <DataTableViewOptions table={table} />
          </DataTableToolbar>
        )}
        bulkActions={
          canActivate
            ? (rows, clear) => (
                <>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setPending({ kind: "activate", users: rows })}
                  >
                    {t("activate")}
                  </Button>
                  <Button
                    size="sm"
                    variant="outline"
                    onClick={() => setPending({ kind: "deactivate", users: rows })}
                  >
                    {t("deactivate")}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={clear}>
                    {tc("cancel")}
                  </Button>
                </>
              )
            : undefined
        }
      />
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => !open && setPending(null)}
        title={
          pending
            ? t(`confirm.${pending.kind}`, {
                count: pending.users.length,
                user: pending.users[0]?.userName ?? "",
              })
            : ""
        }
        description={pending?.kind === "deactivate" ? t("confirm.deactivateHint") : undefined}
        destructive={pending?.kind !== "activate"}
        onConfirm={() => run(pending!)}
      />
      {resetting && <ResetPasswordDialog user={resetting} onClose={() => setResetting(null)} />}
    </>
  );
}
