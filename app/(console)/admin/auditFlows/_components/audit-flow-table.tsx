"use client";

import type { TPagedResult } from "@/lib/contracts/common";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { api } from "@/lib/api/client";
import type { TAuditFlowDto } from "@/lib/contracts/audit-flow";
import { useCan } from "@/components/shell/permissions";
import { useMutation } from "@/components/shell/use-mutation";
import { DropdownMenuItem } from "@/components/ui/dropdown-menu";
import { DataTable } from "@/components/data-table/data-table";
import { col, CreateButton, RowActions } from "@/components/data-table/kit";
import {
  DataTableResetFilters,
  DataTableSearch,
  DataTableSelectFilter,
  DataTableToolbar,
  DataTableViewOptions,
} from "@/components/data-table/toolbar";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const AuditFlowFormDialog = dynamic(
  () => import("./audit-flow-form-dialog").then((m) => m.AuditFlowFormDialog),
  { ssr: false },
);

const FILTERS = ["keyword", "isActive"];

export function CreateAuditFlowButton() {
  const t = useTranslations("auditFlows");
  return (
    <CreateButton
      permission="Pages.Admin.AuditFlows.Create"
      label={t("create")}
      dialog={(close) => <AuditFlowFormDialog onClose={close} />}
    />
  );
}

/**
 * Flows: description, what they serve, threshold, the steps in order (who approves each), active
 * or not and audits waiting; each row can be edited, activated or stopped, and deleted.
 */
export function AuditFlowTable(props: {
  result: TPagedResult<TAuditFlowDto>;
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source?: ListSource;
}) {
  const t = useTranslations("auditFlows");
  const tc = useTranslations("common");
  const te = useTranslations("entities");
  const td = useTranslations("auditFlows.definitions");
  const canActivate = useCan("Pages.Admin.AuditFlows.Active");
  const { mutate } = useMutation();
  const [editing, setEditing] = useState<TAuditFlowDto | null>(null);
  const columns = useMemo(
    () => [
      col.text<TAuditFlowDto>("desc", t("desc"), {
        sortable: true,
        hideable: false,
        cell: (f) => <span className="font-medium">{f.desc}</span>,
      }),
      col.text<TAuditFlowDto>("key", t("definition"), { sortable: true, cell: (f) => td(f.key) }),
      col.text<TAuditFlowDto>("threshold", t("threshold"), {
        cell: (f) => (f.threshold === null ? t("everyRecord") : `${f.threshold} %`),
      }),
      col.text<TAuditFlowDto>("nodes", t("steps"), {
        cell: (f) => (
          <ol className="list-decimal space-y-0.5 pl-4 text-sm">
            {f.nodes.map((n) => (
              <li key={n.id}>
                {t(n.approverType === "Role" ? "byRole" : "byUser", {
                  name: n.approverName ?? t("gone"),
                })}
              </li>
            ))}
          </ol>
        ),
      }),
      col.status<TAuditFlowDto, boolean>("isActive", t("state"), {
        label: (active) => (active ? t("active") : t("inactive")),
        tone: (active) => (active ? "default" : "outline"),
      }),
      col.number<TAuditFlowDto>("pendingCount", t("pending")),
      col.date<TAuditFlowDto>("creationTime", t("created"), { sortable: true }),
      col.actions<TAuditFlowDto>(tc("actions"), (f) => (
        <RowActions
          name={f.desc}
          entity="auditFlow"
          edit={{ permission: "Pages.Admin.AuditFlows.Edit", onSelect: () => setEditing(f) }}
          remove={{
            permission: "Pages.Admin.AuditFlows.Delete",
            run: () => api.AuditFlow.Delete({ id: f.id }),
          }}
        >
          {canActivate && (
            <DropdownMenuItem
              onSelect={() =>
                void mutate(
                  api.AuditFlow.Active,
                  { id: f.id, isActive: !f.isActive },
                  { success: () => t(f.isActive ? "stopped" : "activated", { name: f.desc }) },
                ).catch(() => undefined)
              }
            >
              {f.isActive ? t("stop") : t("activate")}
            </DropdownMenuItem>
          )}
        </RowActions>
      )),
    ],
    [canActivate, mutate, t, tc, td],
  );
  return (
    <>
      <DataTable
        columns={columns}
        result={props.result}
        params={props.params}
        source={props.source}
        getRowId={(f) => f.id}
        things={te("auditFlows")}
        createAction={<CreateAuditFlowButton />}
        toolbar={(table) => (
          <DataTableToolbar>
            <DataTableSearch name="keyword" placeholder={t("searchPlaceholder")} />
            <DataTableSelectFilter
              name="isActive"
              label={t("state")}
              options={[
                { value: "true", label: t("active") },
                { value: "false", label: t("inactive") },
              ]}
            />
            <DataTableResetFilters names={FILTERS} />
            <DataTableViewOptions table={table} />
          </DataTableToolbar>
        )}
      />
      {editing && <AuditFlowFormDialog item={editing} onClose={() => setEditing(null)} />}
    </>
  );
}
