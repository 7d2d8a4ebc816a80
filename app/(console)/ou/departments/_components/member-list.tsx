"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { col, CreateButton, RowMenu } from "@/components/data-table/kit";
import { DataTable } from "@/components/data-table/data-table";
import { ListToolbar } from "@/components/data-table/toolbar";
import { useCan } from "@/components/shell/permissions";
import { useMutation } from "@/components/shell/use-mutation";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { api } from "@/lib/api/client";
import type { TPagedResult } from "@/lib/contracts/common";
import type {
  TOrganizationUnitDto,
  TOrganizationUnitUserDto,
} from "@/lib/contracts/organization-unit";
import type { ListParams } from "@/lib/list-params";

const AddMemberDialog = dynamic(
  () => import("./add-member-dialog").then((m) => m.AddMemberDialog),
  { ssr: false },
);

const MANAGE = "Pages.OrganizationUnits.Departments.ManageMembers";

/** Adds a user to the chosen department. */
export function AddMemberButton({ unit }: { unit: TOrganizationUnitDto }) {
  const t = useTranslations("departments");
  return (
    <CreateButton
      permission={MANAGE}
      label={t("addMember")}
      dialog={(close) => <AddMemberDialog unit={unit} onClose={close} />}
    />
  );
}

/** The chosen department's members: who, since when; take one out of it. */
export function MemberList({
  unit,
  result,
  params,
}: {
  unit: TOrganizationUnitDto;
  result: TPagedResult<TOrganizationUnitUserDto>;
  params: ListParams;
}) {
  const t = useTranslations("departments");
  const tu = useTranslations("users");
  const tc = useTranslations("common");
  const te = useTranslations("entities");
  const tt = useTranslations("table");
  const canManage = useCan(MANAGE);
  const canOpenUsers = useCan("Pages.Users");
  const { run } = useMutation();
  const [removing, setRemoving] = useState<TOrganizationUnitUserDto | null>(null);
  const columns = useMemo(
    () => [
      // a link for who may open the user (a department reader may not)
      canOpenUsers
        ? col.link<TOrganizationUnitUserDto>(
            "userName",
            tu("userName"),
            (u) => `/ou/users/detail/${u.id}`,
            { sortable: true, hideable: false },
          )
        : col.text<TOrganizationUnitUserDto>("userName", tu("userName"), {
            sortable: true,
            hideable: false,
          }),
      col.text<TOrganizationUnitUserDto>("name", tu("fullName"), {
        sortable: true,
        cell: (u) => [u.name, u.surname].filter(Boolean).join(" "),
      }),
      col.text<TOrganizationUnitUserDto>("emailAddress", tu("email")),
      col.status<TOrganizationUnitUserDto, boolean>("isActive", tu("status"), {
        label: (active) => (active ? tc("active") : tc("inactive")),
        tone: (active) => (active ? "default" : "outline"),
      }),
      col.date<TOrganizationUnitUserDto>("addedTime", t("addedTime"), { sortable: true }),
      col.actions<TOrganizationUnitUserDto>(tc("actions"), (u) =>
        canManage ? (
          <RowMenu label={tt("actionsFor", { name: u.userName })}>
            <DropdownMenuItem variant="destructive" onSelect={() => setRemoving(u)}>
              {t("remove")}
            </DropdownMenuItem>
          </RowMenu>
        ) : null,
      ),
    ],
    [canManage, canOpenUsers, t, tc, tt, tu],
  );
  return (
    <>
      <DataTable
        // another department is another list (its own sorting and search)
        key={unit.id}
        columns={columns}
        result={result}
        params={params}
        getRowId={(u) => u.id}
        things={te("departmentMembers")}
        createAction={null}
        placeKeys={["unit"]}
        toolbar={(table) => <ListToolbar table={table} search={t("searchMembers")} />}
      />
      <ConfirmDialog
        open={removing !== null}
        onOpenChange={(open) => !open && setRemoving(null)}
        title={t("confirmRemove", { user: removing?.userName ?? "", name: unit.displayName })}
        description={t("removeHint")}
        destructive
        confirmLabel={t("remove")}
        onConfirm={() =>
          run(
            () =>
              api.OrganizationUnit.RemoveUserFromOrganizationUnit({
                organizationUnitId: unit.id,
                userId: removing!.id,
              }),
            {
              success: t("memberRemoved", { user: removing!.userName, name: unit.displayName }),
              kind: "deleted",
            },
          )
        }
      />
    </>
  );
}
