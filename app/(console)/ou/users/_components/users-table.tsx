"use client";

import type { TPagedResult } from "@/lib/contracts/common";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { col } from "@/components/data-table/columns";
import { CreateButton } from "@/components/data-table/create-button";
import { DataTable } from "@/components/data-table/data-table";
import { RowActions } from "@/components/data-table/row-actions";
import { DataTableSelectFilter, ListToolbar } from "@/components/data-table/toolbar";
import { useCan } from "@/components/shell/permissions";
import { useMutation } from "@/components/shell/use-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { api } from "@/lib/api/client";
import type { TUserDto } from "@/lib/contracts/user";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const ResetPasswordDialog = dynamic(
  () => import("./reset-password-dialog").then((m) => m.ResetPasswordDialog),
  { ssr: false },
);

type Pending = { kind: "activate" | "deactivate"; users: TUserDto[] } | null;

export function CreateUserButton() {
  const t = useTranslations("users");
  return (
    <CreateButton permission="Pages.Users.Create" label={t("create")} href="/ou/users/create" />
  );
}

/** Users: details, edit, (de)activate one or many, reset a password, delete. */
export function UsersTable(props: {
  result: TPagedResult<TUserDto>;
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source?: ListSource;
}) {
  const t = useTranslations("users");
  const tc = useTranslations("common");
  const te = useTranslations("entities");
  const { mutate } = useMutation();
  const canActivate = useCan("Pages.Users.Activate");
  const canReset = useCan("Pages.Users.ResetPassword");
  const [pending, setPending] = useState<Pending>(null);
  const [resetting, setResetting] = useState<TUserDto | null>(null);

  const columns = useMemo(
    () => [
      col.link<TUserDto>("userName", t("userName"), (u) => `/ou/users/detail/${u.id}`, {
        sortable: true,
      }),
      col.text<TUserDto>("name", t("fullName"), { sortable: true, cell: (u) => u.fullName }),
      col.text<TUserDto>("emailAddress", t("email"), { sortable: true }),
      col.text<TUserDto>("roleNames", t("roles"), {
        cell: (u) => (
          <div className="flex flex-wrap gap-1">
            {u.roleNames.map((r) => (
              <Badge key={r} variant="secondary">
                {r}
              </Badge>
            ))}
          </div>
        ),
      }),
      col.status<TUserDto, boolean>("isActive", t("status"), {
        sortable: true,
        label: (active) => (active ? tc("active") : tc("inactive")),
        tone: (active) => (active ? "default" : "outline"),
      }),
      col.date<TUserDto>("lastLoginTime", t("lastLoginTime"), { sortable: true, relative: true }),
      col.date<TUserDto>("creationTime", t("creationTime"), { sortable: true }),
      col.actions<TUserDto>(tc("actions"), (user) => (
        <RowActions
          name={user.userName}
          entity="user"
          edit={{ permission: "Pages.Users.Edit", href: `/ou/users/edit/${user.id}` }}
          remove={{
            permission: "Pages.Users.Delete",
            run: () => api.User.Delete({ id: user.id }),
          }}
        >
          <DropdownMenuItem asChild>
            <Link href={`/ou/users/detail/${user.id}`}>{tc("details")}</Link>
          </DropdownMenuItem>
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
        </RowActions>
      )),
    ],
    [canActivate, canReset, t, tc],
  );

  const run = async ({ kind, users }: NonNullable<Pending>) => {
    for (const user of users)
      await mutate(kind === "activate" ? api.User.Activate : api.User.DeActivate, { id: user.id });
  };

  return (
    <>
      <DataTable
        columns={columns}
        result={props.result}
        params={props.params}
        source={props.source}
        getRowId={(u) => u.id}
        things={te("users")}
        createAction={<CreateUserButton />}
        toolbar={(table) => (
          <ListToolbar
            table={table}
            search={t("searchPlaceholder")}
            filterNames={["isActive"]}
            filters={
              <DataTableSelectFilter
                name="isActive"
                label={t("status")}
                options={[
                  { value: "true", label: tc("active") },
                  { value: "false", label: tc("inactive") },
                ]}
              />
            }
          />
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
