"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { col, CreateButton, DialogEditedList, RowMenu } from "@/components/data-table/kit";
import { DataTableSelectFilter } from "@/components/data-table/toolbar";
import { FileLinks } from "@/components/file-links";
import { useMutation } from "@/components/shell/use-mutation";
import { useEnumOptions } from "@/components/use-enum-options";
import { DropdownMenuItem, DropdownMenuSeparator } from "@/components/ui/dropdown-menu";
import { api } from "@/lib/api/client";
import { appEnums } from "@/lib/contracts/enum-values";
import type { TDueDiligenceDto } from "@/lib/contracts/organization";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";
import type { OrganizationOption } from "./due-diligence-form-dialog";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const DueDiligenceFormDialog = dynamic(
  () => import("./due-diligence-form-dialog").then((m) => m.DueDiligenceFormDialog),
  { ssr: false },
);
const DetailsDialog = dynamic(() => import("./details-dialog").then((m) => m.DetailsDialog), {
  ssr: false,
});
const AuditDecisionDialog = dynamic(
  () => import("@/components/audit/audit-decision-dialog").then((m) => m.AuditDecisionDialog),
  { ssr: false },
);

export function CreateDueDiligenceButton(props: {
  organizations: OrganizationOption[];
  organizationId?: string;
}) {
  const t = useTranslations("dueDiligence");
  return (
    <CreateButton
      permission="Pages.DueDiligence.Create"
      label={t("create")}
      dialog={(close) => <DueDiligenceFormDialog {...props} onClose={close} />}
    />
  );
}

type Asking = "details" | "submit" | "withdraw" | "approve" | "reject" | "delete";

const stateTone = (state: TDueDiligenceDto["state"]) =>
  state === "Approved" ? "default" : state === "Auditing" ? "secondary" : "outline";

/**
 * Due diligence: organisation, day, reviewer, conclusion, risk and state; a row's menu shows it,
 * edits or improves it, submits it, approves or rejects its step, deletes a draft.
 */
export function DueDiligenceTable(props: {
  result: { items: TDueDiligenceDto[]; totalCount: number };
  params: ListParams;
  source: ListSource;
  organizations: OrganizationOption[];
  /** the organisation the list is filtered to, if any */
  organizationId?: string;
}) {
  const t = useTranslations("dueDiligence");
  const te = useTranslations("entities");
  const tc = useTranslations("common");
  const tt = useTranslations("table");
  const tr = useTranslations("enums");
  const options = useEnumOptions();
  const { run } = useMutation();
  const [asking, setAsking] = useState<{ kind: Asking; row: TDueDiligenceDto } | null>(null);
  const { organizations, organizationId } = props;
  const close = () => setAsking(null);
  const stateOf = (r: TDueDiligenceDto) => tr(`DueDiligenceState.${r.state}`);
  const columns = useCallback(
    (edit: (row: TDueDiligenceDto) => void) => [
      col.text<TDueDiligenceDto>("organizationName", t("organization"), { hideable: false }),
      col.date<TDueDiligenceDto>("reviewedOn", t("reviewedOn"), { sortable: true, dateOnly: true }),
      col.text<TDueDiligenceDto>("reviewer", t("reviewer")),
      col.status<TDueDiligenceDto, TDueDiligenceDto["conclusion"]>("conclusion", t("conclusion"), {
        values: appEnums.DueDiligenceConclusion,
        label: (v) => tr(`DueDiligenceConclusion.${v}`),
        tone: (v) => (v === "Unqualified" ? "destructive" : "secondary"),
      }),
      col.status<TDueDiligenceDto, TDueDiligenceDto["riskLevel"]>("riskLevel", t("riskLevel"), {
        values: appEnums.RiskLevel,
        label: (v) => tr(`RiskLevel.${v}`),
        tone: (v) => (v === "High" ? "destructive" : "outline"),
      }),
      col.status<TDueDiligenceDto, TDueDiligenceDto["state"]>("state", t("state"), {
        values: appEnums.DueDiligenceState,
        label: (v) => tr(`DueDiligenceState.${v}`),
        tone: stateTone,
      }),
      col.text<TDueDiligenceDto>("attachments", t("report"), {
        exportAs: false,
        cell: (r) => <FileLinks files={r.attachments} />,
      }),
      col.actions<TDueDiligenceDto>(tc("actions"), (row) => {
        const can = (a: TDueDiligenceDto["actions"][number]) => row.actions.includes(a);
        const ask = (kind: Asking) => () => setAsking({ kind, row });
        return (
          <RowMenu label={tt("actionsFor", { name: `${row.organizationName} ${row.reviewedOn}` })}>
            <DropdownMenuItem onSelect={ask("details")}>{tc("details")}</DropdownMenuItem>
            {can("Edit") && (
              <DropdownMenuItem onSelect={() => edit(row)}>{tc("edit")}</DropdownMenuItem>
            )}
            {can("Improve") && (
              <DropdownMenuItem onSelect={() => edit(row)}>{t("improve")}</DropdownMenuItem>
            )}
            {can("StartAudit") && (
              <DropdownMenuItem onSelect={ask("submit")}>{t("submit")}</DropdownMenuItem>
            )}
            {can("Withdraw") && (
              <DropdownMenuItem onSelect={ask("withdraw")}>{t("withdraw")}</DropdownMenuItem>
            )}
            {can("Audit") && (
              <>
                <DropdownMenuItem onSelect={ask("approve")}>{t("approve")}</DropdownMenuItem>
                <DropdownMenuItem onSelect={ask("reject")}>{t("reject")}</DropdownMenuItem>
              </>
            )}
            {can("Delete") && (
              <>
                <DropdownMenuSeparator />
                <DropdownMenuItem variant="destructive" onSelect={ask("delete")}>
                  {tc("delete")}
                </DropdownMenuItem>
              </>
            )}
          </RowMenu>
        );
      }),
    ],
    [t, tc, tr, tt],
  );
  const row = asking?.row;
  const values = row ? { name: row.organizationName, day: row.reviewedOn } : { name: "", day: "" };
  return (
    <>
      <DialogEditedList
        result={props.result}
        params={props.params}
        source={props.source}
        columns={columns}
        things={te("dueDiligenceRecords")}
        search={t("searchPlaceholder")}
        placeKeys={["organizationId"]}
        filterNames={["state", "conclusion", "riskLevel"]}
        filters={
          <>
            <DataTableSelectFilter
              name="state"
              label={t("state")}
              options={options("DueDiligenceState")}
            />
            <DataTableSelectFilter
              name="conclusion"
              label={t("conclusion")}
              options={options("DueDiligenceConclusion")}
            />
            <DataTableSelectFilter
              name="riskLevel"
              label={t("riskLevel")}
              options={options("RiskLevel")}
            />
          </>
        }
        createAction={
          <CreateDueDiligenceButton organizations={organizations} organizationId={organizationId} />
        }
        editDialog={(r, closeEdit) => (
          <DueDiligenceFormDialog item={r} organizations={organizations} onClose={closeEdit} />
        )}
      />
      {asking?.kind === "details" && row && <DetailsDialog row={row} onClose={close} />}
      {(asking?.kind === "approve" || asking?.kind === "reject") && row?.audit && (
        <AuditDecisionDialog
          approve={asking.kind === "approve"}
          title={t(asking.kind === "approve" ? "approveTitle" : "rejectTitle", values)}
          description={t(asking.kind === "approve" ? "approveHint" : "rejectHint")}
          decide={async (comment) => {
            const result = await api.DueDiligenceRecord.Audit({
              id: row.id,
              // the audit and step this page shows: 409 when it moved on meanwhile
              auditId: row.audit?.id,
              step: row.audit?.currentStep ?? 0,
              isApproved: asking.kind === "approve",
              comment,
            });
            return t("decidedToast", { ...values, state: stateOf(result) });
          }}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={asking?.kind === "submit"}
        onOpenChange={(open) => !open && close()}
        title={t("submitTitle", values)}
        description={t("submitHint")}
        confirmLabel={t("submit")}
        onConfirm={() =>
          run(() => api.DueDiligenceRecord.StartAudit({ id: row!.id }), {
            success: (r) => t("submittedToast", { ...values, state: stateOf(r) }),
          })
        }
      />
      <ConfirmDialog
        open={asking?.kind === "withdraw"}
        onOpenChange={(open) => !open && close()}
        title={t("withdrawTitle", values)}
        description={t("withdrawHint")}
        confirmLabel={t("withdraw")}
        onConfirm={() =>
          run(() => api.DueDiligenceRecord.Withdraw({ id: row!.id }), {
            success: (r) => t("submittedToast", { ...values, state: stateOf(r) }),
          })
        }
      />
      <ConfirmDialog
        open={asking?.kind === "delete"}
        onOpenChange={(open) => !open && close()}
        title={tt("confirmDelete", { name: `${values.name} ${values.day}` })}
        destructive
        confirmLabel={tc("delete")}
        onConfirm={() =>
          run(() => api.DueDiligenceRecord.Delete({ id: row!.id }), {
            success: t("deletedToast", values),
            kind: "deleted",
          })
        }
      />
    </>
  );
}
