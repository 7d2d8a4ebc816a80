"use client";

import type { TPagedResult } from "@/lib/contracts/common";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { AuditAction, AuditResult } from "@/components/audit/audit-action";
import { DataTable } from "@/components/data-table/data-table";
import { DataTableDateRange } from "@/components/data-table/date-range-filter";
import { col } from "@/components/data-table/kit";
import {
  DataTableResetFilters,
  DataTableSearch,
  DataTableSelectFilter,
  DataTableToolbar,
  DataTableViewOptions,
} from "@/components/data-table/toolbar";
import { Button } from "@/components/ui/button";
import type { TAuditEntityType, TAuditLogDto } from "@/lib/contracts/audit-log";
import type { ListParams } from "@/lib/list-params";

const AuditLogDetail = dynamic(() => import("./audit-log-detail").then((m) => m.AuditLogDetail), {
  ssr: false,
});

/** The URL filters besides the user search (the days are `dayRangeInput`'s). */
const FILTERS = ["serviceName", "methodName", "result", "from", "to", "entityType", "entityId"];

/**
 * The audit log: when, who, what, from where, the input (cut; Details shows all of it), how it
 * ended and how long it took; filtered by user, service, method, result and days, in the URL.
 */
export function AuditLogTable(props: {
  result: TPagedResult<TAuditLogDto>;
  params: ListParams;
  /** the services with mutating methods, and the chosen service's methods */
  services: string[];
  methods: string[];
  /** the record the view is narrowed to, when it is */
  entityType?: TAuditEntityType;
}) {
  const t = useTranslations("auditLogs");
  const tc = useTranslations("common");
  const [open, setOpen] = useState<TAuditLogDto | null>(null);
  const labels = useMemo(() => ({ success: t("success"), failure: t("failure") }), [t]);
  const columns = useMemo(
    () => [
      col.date<TAuditLogDto>("executionTime", t("time"), { sortable: true, hideable: false }),
      col.text<TAuditLogDto>("userName", t("user"), {
        cell: (r) => r.userName ?? <span className="text-muted-foreground">{t("anonymous")}</span>,
      }),
      col.text<TAuditLogDto>("serviceName", t("action"), {
        hideable: false,
        cell: (r) => <AuditAction log={r} />,
      }),
      col.text<TAuditLogDto>("clientIpAddress", t("address"), {
        cell: (r) => <span className="font-mono text-xs">{r.clientIpAddress ?? "—"}</span>,
      }),
      col.text<TAuditLogDto>("parameters", t("input"), {
        cell: (r) => (
          <span className="line-clamp-2 max-w-xs font-mono text-xs break-all">
            {r.parameters ?? "—"}
          </span>
        ),
      }),
      col.text<TAuditLogDto>("statusCode", t("result"), {
        cell: (r) => (
          <span className="flex max-w-xs flex-col items-start gap-1">
            <AuditResult log={r} labels={labels} />
            {r.exception && (
              <span className="text-destructive line-clamp-2 text-xs">{r.exception}</span>
            )}
          </span>
        ),
      }),
      col.text<TAuditLogDto>("executionDuration", t("duration"), {
        cell: (r) => (
          <span className="tabular-nums">{t("durationMs", { ms: r.executionDuration })}</span>
        ),
      }),
      col.actions<TAuditLogDto>(tc("actions"), (r) => (
        <Button variant="ghost" size="sm" onClick={() => setOpen(r)}>
          {tc("details")}
          <span className="sr-only">
            {" "}
            {r.serviceName}.{r.methodName}
          </span>
        </Button>
      )),
    ],
    [labels, t, tc],
  );
  const options = (values: string[]) => values.map((value) => ({ value, label: value }));

  return (
    <>
      {props.entityType && (
        <p className="text-muted-foreground mb-3 text-sm" role="status">
          {t("recordView", { entity: t(`entity${props.entityType}`) })}
        </p>
      )}
      <DataTable
        columns={columns}
        result={props.result}
        params={props.params}
        getRowId={(r) => r.id}
        things={t("things")}
        toolbar={(table) => (
          <DataTableToolbar>
            <DataTableSearch name="userName" placeholder={t("userFilter")} />
            <DataTableSelectFilter
              name="serviceName"
              label={t("service")}
              options={options(props.services)}
              clears={["methodName"]}
            />
            {props.methods.length > 0 && (
              <DataTableSelectFilter
                name="methodName"
                label={t("method")}
                options={options(props.methods)}
              />
            )}
            <DataTableSelectFilter
              name="result"
              label={t("result")}
              options={[
                { value: "Success", label: labels.success },
                { value: "Failure", label: labels.failure },
              ]}
            />
            <DataTableDateRange label={t("time")} fromLabel={t("from")} toLabel={t("to")} />
            <DataTableResetFilters names={["userName", ...FILTERS]} />
            <DataTableViewOptions table={table} />
          </DataTableToolbar>
        )}
      />
      {open && <AuditLogDetail log={open} onClose={() => setOpen(null)} />}
    </>
  );
}
