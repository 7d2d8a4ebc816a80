"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { col, CreateButton, DialogEditedList, RowActions } from "@/components/data-table/kit";
import { DataTableSelectFilter } from "@/components/data-table/toolbar";
import { useCan } from "@/components/shell/permissions";
import { useEnumOptions } from "@/components/use-enum-options";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { api } from "@/lib/api/client";
import { appEnums } from "@/lib/contracts/enum-values";
import type { TOrganizationApplyDto } from "@/lib/contracts/organization-apply";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const ApplyFormDialog = dynamic(
  () => import("./apply-form-dialog").then((m) => m.ApplyFormDialog),
  { ssr: false },
);
const DecisionDialog = dynamic(() => import("./decision-dialog").then((m) => m.DecisionDialog), {
  ssr: false,
});

export function CreateApplyButton() {
  const t = useTranslations("organizationApplies");
  return (
    <CreateButton
      permission="Pages.OrganizationApply.Create"
      label={t("create")}
      dialog={(close) => <ApplyFormDialog onClose={close} />}
    />
  );
}

type Row = TOrganizationApplyDto;

/**
 * Applications to join: who, how to reach them, where from, when, and what became of it; a
 * waiting one is corrected, approved (the organisation is made) or rejected with the reason.
 */
export function ApplyTable(props: {
  result: { items: Row[]; totalCount: number };
  params: ListParams;
  source: ListSource;
}) {
  const t = useTranslations("organizationApplies");
  const to = useTranslations("organizations");
  const te = useTranslations("entities");
  const tc = useTranslations("common");
  const tr = useTranslations("enums");
  const options = useEnumOptions();
  const canDecide = useCan("Pages.OrganizationApply.Audit");
  const canSeeOrganizations = useCan("Pages.Organization");
  const [deciding, setDeciding] = useState<{ item: Row; approve: boolean } | null>(null);
  const columns = useCallback(
    (edit: (row: Row) => void) => [
      col.text<Row>("name", to("name"), { sortable: true, hideable: false }),
      col.status<Row, Row["kind"]>("kind", to("kind"), {
        values: appEnums.OrganizationKind,
        label: (v) => tr(`OrganizationKind.${v}`),
        tone: () => "outline",
      }),
      col.text<Row>("contactName", to("contact"), {
        cell: (r) => `${r.contactName} · ${r.contactPhone}`,
      }),
      col.text<Row>("emailAddress", t("emailAddress")),
      col.status<Row, boolean>("fromWebsite", t("source"), {
        label: (v) => t(v ? "fromWebsite" : "fromStaff"),
        tone: () => "outline",
      }),
      col.date<Row>("creationTime", t("submitted"), { sortable: true }),
      col.status<Row, Row["state"]>("state", t("state"), {
        values: appEnums.OrganizationApplyState,
        label: (v) => tr(`OrganizationApplyState.${v}`),
        tone: (v) =>
          v === "Approved" ? "default" : v === "Rejected" ? "destructive" : "secondary",
      }),
      col.text<Row>("decisionComment", t("decision")),
      col.actions<Row>(tc("actions"), (row) => {
        const waiting = row.state === "Pending";
        return (
          <RowActions
            name={row.name}
            entity="organizationApply"
            edit={
              waiting
                ? { permission: "Pages.OrganizationApply.Edit", onSelect: () => edit(row) }
                : undefined
            }
            remove={
              row.state === "Approved"
                ? undefined
                : {
                    permission: "Pages.OrganizationApply.Delete",
                    run: () => api.OrganizationApply.Delete({ id: row.id }),
                  }
            }
          >
            {waiting && canDecide && (
              <>
                <DropdownMenuItem onSelect={() => setDeciding({ item: row, approve: true })}>
                  {t("approve")}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => setDeciding({ item: row, approve: false })}>
                  {t("reject")}
                </DropdownMenuItem>
              </>
            )}
            {row.organizationId && canSeeOrganizations && (
              <DropdownMenuItem asChild>
                <Link href={`/charity/organizations?keyword=${encodeURIComponent(row.name)}`}>
                  {t("openOrganization")}
                </Link>
              </DropdownMenuItem>
            )}
          </RowActions>
        );
      }),
    ],
    [canDecide, canSeeOrganizations, t, tc, to, tr],
  );
  return (
    <>
      <DialogEditedList
        {...props}
        columns={columns}
        things={te("organizationApplies")}
        search={t("searchPlaceholder")}
        filterNames={["state"]}
        filters={
          <DataTableSelectFilter
            name="state"
            label={t("state")}
            options={options("OrganizationApplyState")}
          />
        }
        createAction={<CreateApplyButton />}
        editDialog={(row, close) => <ApplyFormDialog item={row} onClose={close} />}
      />
      {deciding && <DecisionDialog {...deciding} onClose={() => setDeciding(null)} />}
    </>
  );
}
