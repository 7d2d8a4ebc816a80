"use client";

import dynamic from "next/dynamic";
import Link from "next/link";
import { useTranslations } from "next-intl";
import { useCallback } from "react";
import { col, CreateButton, DialogEditedList, RowActions } from "@/components/data-table/kit";
import { DataTableSelectFilter } from "@/components/data-table/toolbar";
import { useCan } from "@/components/shell/permissions";
import { useEnumOptions } from "@/components/use-enum-options";
import { Badge } from "@/components/ui/badge";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { api } from "@/lib/api/client";
import { appEnums } from "@/lib/contracts/enum-values";
import type { TOrganizationDto } from "@/lib/contracts/organization";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const OrganizationFormDialog = dynamic(
  () => import("./organization-form-dialog").then((m) => m.OrganizationFormDialog),
  { ssr: false },
);

/** The due-diligence list of one organisation. */
const dueDiligenceOf = (id: string) =>
  `/charity/dueDiligence?organizationId=${encodeURIComponent(id)}`;

export function CreateOrganizationButton() {
  const t = useTranslations("organizations");
  return (
    <CreateButton
      permission="Pages.Organization.Create"
      label={t("create")}
      dialog={(close) => <OrganizationFormDialog onClose={close} />}
    />
  );
}

/** An organisation's standing: its newest approved due diligence, or that it has none. */
function Standing({ row }: { row: TOrganizationDto }) {
  const t = useTranslations("organizations");
  const tr = useTranslations("enums");
  const last = row.lastDueDiligence;
  if (!last)
    return (
      <span className="text-muted-foreground text-sm">
        {t(row.dueDiligenceCount ? "noneApproved" : "noDueDiligence")}
      </span>
    );
  return (
    <span className="flex flex-wrap items-center gap-1">
      <Badge variant={last.conclusion === "Unqualified" ? "destructive" : "secondary"}>
        {tr(`DueDiligenceConclusion.${last.conclusion}`)}
      </Badge>
      <span className="text-muted-foreground text-xs">
        {t("standingDetail", {
          risk: tr(`RiskLevel.${last.riskLevel}`),
          day: last.reviewedOn,
        })}
      </span>
    </span>
  );
}

/**
 * Organisations: name, type, credit code, contact and their due-diligence standing; edit in a
 * dialog, delete after a confirmation (refused while it has due diligence); Export writes the
 * whole view.
 */
export function OrganizationTable(props: {
  result: { items: TOrganizationDto[]; totalCount: number };
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source: ListSource;
}) {
  const t = useTranslations("organizations");
  const te = useTranslations("entities");
  const tc = useTranslations("common");
  const tr = useTranslations("enums");
  const options = useEnumOptions();
  const canSeeDueDiligence = useCan("Pages.DueDiligence");
  const columns = useCallback(
    (edit: (row: TOrganizationDto) => void) => [
      col.text<TOrganizationDto>("name", t("name"), { sortable: true, hideable: false }),
      col.status<TOrganizationDto, TOrganizationDto["kind"]>("kind", t("kind"), {
        sortable: true,
        values: appEnums.OrganizationKind,
        label: (v) => tr(`OrganizationKind.${v}`),
        tone: () => "outline",
      }),
      col.text<TOrganizationDto>("creditCode", t("creditCode"), {
        cell: (r) => <span className="font-mono text-xs">{r.creditCode}</span>,
      }),
      col.text<TOrganizationDto>("contactName", t("contact"), {
        cell: (r) => [r.contactName, r.contactPhone].filter(Boolean).join(" · "),
      }),
      col.text<TOrganizationDto>("lastDueDiligence", t("standing"), {
        cell: (r) => <Standing row={r} />,
      }),
      col.date<TOrganizationDto>("creationTime", t("creationTime"), { sortable: true }),
      col.actions<TOrganizationDto>(tc("actions"), (row) => (
        <RowActions
          name={row.name}
          entity="organization"
          edit={{ permission: "Pages.Organization.Edit", onSelect: () => edit(row) }}
          remove={{
            permission: "Pages.Organization.Delete",
            run: () => api.Organization.Delete({ id: row.id }),
            hint: row.dueDiligenceCount ? t("deleteHint") : undefined,
          }}
        >
          {canSeeDueDiligence && (
            <DropdownMenuItem asChild>
              <Link href={dueDiligenceOf(row.id)}>{t("openDueDiligence")}</Link>
            </DropdownMenuItem>
          )}
        </RowActions>
      )),
    ],
    [canSeeDueDiligence, t, tc, tr],
  );
  return (
    <DialogEditedList
      {...props}
      columns={columns}
      things={te("organizations")}
      search={t("searchPlaceholder")}
      filterNames={["kind"]}
      filters={
        <DataTableSelectFilter
          name="kind"
          label={t("kind")}
          options={options("OrganizationKind")}
        />
      }
      createAction={<CreateOrganizationButton />}
      editDialog={(row, close) => <OrganizationFormDialog item={row} onClose={close} />}
    />
  );
}
