"use client";

import type { ColumnDef } from "@tanstack/react-table";
import dynamic from "next/dynamic";
import Link from "next/link";
import { useTimeZone, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { col } from "@/components/data-table/kit";
import { DataTable } from "@/components/data-table/data-table";
import { DataTableSelectFilter, ListToolbar } from "@/components/data-table/toolbar";
import { useCan } from "@/components/shell/permissions";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api/client";
import type { TPagedResult } from "@/lib/contracts/common";
import type { TMyAuditDefinition, TMyAuditDto } from "@/lib/contracts/my-audit";
import { formatDateTime } from "@/lib/format";
import type { ListParams } from "@/lib/list-params";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const AuditDecisionDialog = dynamic(
  () => import("@/components/audit/audit-decision-dialog").then((m) => m.AuditDecisionDialog),
  { ssr: false },
);

/**
 * The audits waiting for the caller, oldest first: what kind of record, which one (to its page),
 * what is asked, the step of how many, who asked and when; Approve and Reject on each row, with
 * a comment. Filtered by kind.
 */
export function MyAuditTable({
  result,
  params,
  definitions,
}: {
  result: TPagedResult<TMyAuditDto>;
  params: ListParams;
  definitions: TMyAuditDefinition[];
}) {
  const t = useTranslations("myAudits");
  const ta = useTranslations("audits");
  const te = useTranslations("entities");
  const timeZone = useTimeZone() ?? "UTC";
  const canDecide = useCan("Pages.MyAudit.Audit");
  const [deciding, setDeciding] = useState<{ row: TMyAuditDto; approve: boolean } | null>(null);
  const columns = useMemo<ColumnDef<TMyAuditDto>[]>(
    () => [
      col.text<TMyAuditDto>("definitionName", t("kind"), { hideable: false }),
      col.text<TMyAuditDto>("title", t("record"), {
        hideable: false,
        cell: (row) =>
          row.href ? (
            <Link href={row.href} className="font-medium hover:underline">
              {row.title}
            </Link>
          ) : (
            <span className="font-medium">{row.title}</span>
          ),
      }),
      col.text<TMyAuditDto>("detail", t("detail")),
      col.text<TMyAuditDto>("currentStep", t("step"), {
        cell: (row) => t("stepOf", { step: row.currentStep, count: row.stepCount }),
      }),
      col.text<TMyAuditDto>("flowDesc", t("flow")),
      col.text<TMyAuditDto>("starterName", t("askedBy"), {
        cell: (row) =>
          t("askedByWhen", {
            who: row.starterName ?? "—",
            when: formatDateTime(row.startTime, timeZone),
          }),
      }),
      col.actions<TMyAuditDto>(t("decide"), (row) =>
        canDecide ? (
          <div className="flex gap-2">
            <Button
              size="sm"
              onClick={() => setDeciding({ row, approve: true })}
              aria-label={t("approveOne", { title: row.title })}
            >
              {ta("approve")}
            </Button>
            <Button
              size="sm"
              variant="outline"
              onClick={() => setDeciding({ row, approve: false })}
              aria-label={t("rejectOne", { title: row.title })}
            >
              {ta("reject")}
            </Button>
          </div>
        ) : null,
      ),
    ],
    [t, ta, timeZone, canDecide],
  );
  return (
    <>
      <DataTable
        columns={columns}
        result={result}
        params={params}
        getRowId={(row) => row.id}
        things={te("audits")}
        toolbar={(table) => (
          <ListToolbar
            table={table}
            filters={
              <DataTableSelectFilter
                name="key"
                label={t("kind")}
                options={definitions.map((d) => ({ value: d.key, label: d.displayName }))}
              />
            }
            filterNames={["key"]}
          />
        )}
      />
      {deciding && (
        <AuditDecisionDialog
          approve={deciding.approve}
          title={t(deciding.approve ? "approveTitle" : "rejectTitle", {
            title: deciding.row.title,
          })}
          description={t("decisionHint", {
            kind: deciding.row.definitionName,
            step: deciding.row.currentStep,
            count: deciding.row.stepCount,
          })}
          decide={async (comment) => {
            const { state } = await api.MyAudit.Audit({
              scope: deciding.row.key,
              entityId: deciding.row.entityId,
              auditId: deciding.row.id,
              // the step this list shows: 409 when the audit moved on meanwhile
              step: deciding.row.currentStep,
              isApproved: deciding.approve,
              comment,
            });
            return t(`decided.${state}`, { title: deciding.row.title });
          }}
          onClose={() => setDeciding(null)}
        />
      )}
    </>
  );
}
