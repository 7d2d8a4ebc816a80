"use client";

import type { TPagedResult } from "@/lib/contracts/common";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { col } from "@/components/data-table/columns";
import { CreateButton } from "@/components/data-table/create-button";
import { DataTable } from "@/components/data-table/data-table";
import { RowActions } from "@/components/data-table/row-actions";
import { ListToolbar } from "@/components/data-table/toolbar";
import { useCan } from "@/components/shell/permissions";
import { Badge } from "@/components/ui/badge";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { api } from "@/lib/api/client";
import type { TRoleDto } from "@/lib/contracts/role";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";

export function CreateRoleButton() {
  const t = useTranslations("roles");
  return (
    <CreateButton permission="Pages.Roles.Create" label={t("create")} href="/ou/roles/create" />
  );
}

/** Roles: edit, grant permissions, delete while no user holds it; the built-in Admin stays. */
export function RolesTable(props: {
  result: TPagedResult<TRoleDto>;
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source?: ListSource;
}) {
  const t = useTranslations("roles");
  const tc = useTranslations("common");
  const te = useTranslations("entities");
  const canGrant = useCan("Pages.Roles.GrantPermissions");
  const columns = useMemo(
    () => [
      col.text<TRoleDto>("name", t("name"), {
        sortable: true,
        hideable: false,
        cell: (role) => (
          <div className="flex items-center gap-2">
            <span className="font-medium">{role.name}</span>
            {role.isStatic && <Badge variant="secondary">{t("builtIn")}</Badge>}
          </div>
        ),
      }),
      col.text<TRoleDto>("displayName", t("displayName"), { sortable: true }),
      col.number<TRoleDto>("userCount", t("userCount")),
      col.date<TRoleDto>("creationTime", t("creationTime"), { sortable: true }),
      col.actions<TRoleDto>(tc("actions"), (role) => (
        <RowActions
          name={role.displayName}
          entity="role"
          edit={{ permission: "Pages.Roles.Edit", href: `/ou/roles/edit/${role.id}` }}
          // the static Admin role holds every permission and cannot go
          remove={
            role.isStatic
              ? undefined
              : {
                  permission: "Pages.Roles.Delete",
                  blockedBy: { kind: "user", count: role.userCount },
                  run: () => api.Role.Delete({ id: role.id }),
                }
          }
        >
          {canGrant && !role.isStatic && (
            <DropdownMenuItem asChild>
              <Link href={`/ou/roles/grantPermission/${role.id}`}>{t("permissions")}</Link>
            </DropdownMenuItem>
          )}
        </RowActions>
      )),
    ],
    [canGrant, t, tc],
  );
  return (
    <DataTable
      columns={columns}
      result={props.result}
      params={props.params}
      source={props.source}
      getRowId={(r) => r.id}
      things={te("roles")}
      createAction={<CreateRoleButton />}
      toolbar={(table) => <ListToolbar table={table} search={t("searchPlaceholder")} />}
    />
  );
}
