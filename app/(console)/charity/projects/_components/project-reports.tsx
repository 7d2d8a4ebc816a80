"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useCan } from "@/components/shell/permissions";
import { useMutation } from "@/components/shell/use-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "@/components/ui/card";
import { api } from "@/lib/api/client";
import type { TProjectState } from "@/lib/contracts/charity-projects";
import type { TProjectReportDto } from "@/lib/contracts/project-report";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const ProjectReportFormDialog = dynamic(
  () => import("./project-report-form-dialog").then((m) => m.ProjectReportFormDialog),
  { ssr: false },
);
const AuditDecisionDialog = dynamic(
  () => import("@/components/audit/audit-decision-dialog").then((m) => m.AuditDecisionDialog),
  { ssr: false },
);

/** The project states a report is written in (the server checks the same). */
const WRITABLE: readonly string[] = ["Executing", "ChangeAudit", "CloseAudit"];

type Asking =
  | { kind: "create" }
  | {
      kind: "edit" | "submit" | "withdraw" | "delete" | "approve" | "reject";
      report: TProjectReportDto;
    };

/**
 * A project's reports, newest month first: each with its kind, month, state and what it says,
 * and what the caller may do to it now (the server says which: `actions`); a new one while the
 * project runs.
 */
export function ProjectReports({
  project,
  reports,
  month,
}: {
  project: { id: string; state: TProjectState };
  reports: TProjectReportDto[];
  /** the month a new report starts with */
  month: string;
}) {
  const t = useTranslations("projectReports");
  const { run } = useMutation();
  const canWrite = useCan("Pages.Project.Edit") && WRITABLE.includes(project.state);
  const [asking, setAsking] = useState<Asking | null>(null);
  const close = () => setAsking(null);
  const named = (r: TProjectReportDto) => ({ kind: t(`kind.${r.kind}`), month: r.month });
  const stated = (r: TProjectReportDto) =>
    t("stateToast", { ...named(r), state: t(`state.${r.state}`) });
  const report = asking && "report" in asking ? asking.report : null;
  const button = (r: TProjectReportDto, action: Asking["kind"], label: string) => (
    <Button
      size="sm"
      variant={action === "approve" || action === "submit" ? "default" : "outline"}
      aria-label={t("actionsOf", { action: label, ...named(r) })}
      onClick={() => setAsking({ kind: action, report: r } as Asking)}
    >
      {label}
    </Button>
  );
  return (
    <Card role="region" aria-labelledby="reports-heading">
      <CardHeader className="flex flex-row items-center justify-between gap-2">
        <CardTitle>
          <h2 id="reports-heading">{t("title")}</h2>
        </CardTitle>
        {canWrite && (
          <Button size="sm" onClick={() => setAsking({ kind: "create" })}>
            {t("create")}
          </Button>
        )}
      </CardHeader>
      <CardContent>
        {reports.length === 0 ? (
          <p className="text-muted-foreground text-sm">{t("empty")}</p>
        ) : (
          <ul className="space-y-4" data-testid="project-reports">
            {reports.map((r) => (
              <li key={r.id} className="space-y-2 border-b pb-4 last:border-b-0 last:pb-0">
                <div className="flex flex-wrap items-center gap-2">
                  <h3 className="font-medium">{t("heading", named(r))}</h3>
                  <Badge variant={r.state === "Auditing" ? "default" : "outline"}>
                    {t(`state.${r.state}`)}
                  </Badge>
                  <div className="ml-auto flex flex-wrap gap-2">
                    {r.actions.includes("Audit") && button(r, "approve", t("approve"))}
                    {r.actions.includes("Audit") && button(r, "reject", t("reject"))}
                    {r.actions.includes("StartAudit") && button(r, "submit", t("submit"))}
                    {r.actions.includes("Withdraw") && button(r, "withdraw", t("withdraw"))}
                    {r.actions.includes("Edit") && button(r, "edit", t("edit"))}
                    {r.actions.includes("Delete") && button(r, "delete", t("delete"))}
                  </div>
                </div>
                <p className="text-sm whitespace-pre-line">{r.content}</p>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
      {(asking?.kind === "create" || asking?.kind === "edit") && (
        <ProjectReportFormDialog
          projectId={project.id}
          item={report ?? undefined}
          month={month}
          onClose={close}
        />
      )}
      {(asking?.kind === "approve" || asking?.kind === "reject") && report && (
        <AuditDecisionDialog
          approve={asking.kind === "approve"}
          title={t(asking.kind === "approve" ? "approveTitle" : "rejectTitle", named(report))}
          description={t(asking.kind === "approve" ? "approveHint" : "rejectHint")}
          decide={async (comment) =>
            stated(
              await api.ProjectReport.Audit({
                id: report.id,
                // the audit and step this page shows: 409 when it moved on meanwhile
                auditId: report.audit?.id,
                step: report.audit?.currentStep ?? 0,
                isApproved: asking.kind === "approve",
                comment,
              }),
            )
          }
          onClose={close}
        />
      )}
      {report && (
        <>
          <ConfirmDialog
            open={asking?.kind === "submit"}
            onOpenChange={(open) => !open && close()}
            title={t("submitTitle", named(report))}
            description={t("submitHint")}
            confirmLabel={t("submit")}
            onConfirm={() =>
              run(() => api.ProjectReport.StartAudit({ id: report.id }), { success: stated })
            }
          />
          <ConfirmDialog
            open={asking?.kind === "withdraw"}
            onOpenChange={(open) => !open && close()}
            title={t("withdrawTitle", named(report))}
            description={t("withdrawHint")}
            confirmLabel={t("withdraw")}
            onConfirm={() =>
              run(() => api.ProjectReport.Withdraw({ id: report.id }), { success: stated })
            }
          />
          <ConfirmDialog
            open={asking?.kind === "delete"}
            onOpenChange={(open) => !open && close()}
            title={t("deleteTitle", named(report))}
            description={t("deleteHint")}
            confirmLabel={t("delete")}
            destructive
            onConfirm={() =>
              run(() => api.ProjectReport.Delete({ id: report.id }), {
                success: t("deletedToast", named(report)),
              })
            }
          />
        </>
      )}
    </Card>
  );
}
