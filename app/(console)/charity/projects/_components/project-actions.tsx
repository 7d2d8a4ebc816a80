"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useMutation } from "@/components/shell/use-mutation";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api/client";
import type { TProjectAuditKey, TProjectDto } from "@/lib/contracts/charity-projects";
import type { ProjectOptions } from "./project-form-dialog";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const ProjectFormDialog = dynamic(
  () => import("./project-form-dialog").then((m) => m.ProjectFormDialog),
  { ssr: false },
);
const ReasonDialog = dynamic(
  () => import("@/components/form/reason-dialog").then((m) => m.ReasonDialog),
  { ssr: false },
);
const ChangeProjectDialog = dynamic(
  () => import("./change-project-dialog").then((m) => m.ChangeProjectDialog),
  { ssr: false },
);
const AuditDecisionDialog = dynamic(
  () => import("@/components/audit/audit-decision-dialog").then((m) => m.AuditDecisionDialog),
  { ssr: false },
);

type Asking =
  "edit" | "submit" | "withdraw" | "approve" | "reject" | "stop" | "change" | "copy" | "delete";

/**
 * The project's actions, as its state and the caller's permissions allow (the server says which:
 * `actions`): edit, submit the proposal or the close report, withdraw it, approve or reject the
 * step waiting for the caller, ask for a change of a running project or stop it, copy a project
 * into a new draft, delete a draft.
 */
export function ProjectActions({
  project: p,
  options,
}: {
  project: TProjectDto;
  options: ProjectOptions;
}) {
  const t = useTranslations("projects");
  const ta = useTranslations("audits");
  const router = useRouter();
  const { run, pending } = useMutation();
  const [asking, setAsking] = useState<Asking | null>(null);
  const can = (action: TProjectDto["actions"][number]) => p.actions.includes(action);
  const close = () => setAsking(null);
  const closing = p.state === "Executing";
  const needsReport = closing && !p.closeReport;
  const values = { code: p.code };
  return (
    <div className="flex flex-wrap items-center justify-end gap-2">
      {can("Audit") && (
        <>
          <Button onClick={() => setAsking("approve")}>{ta("approve")}</Button>
          <Button variant="outline" onClick={() => setAsking("reject")}>
            {ta("reject")}
          </Button>
        </>
      )}
      {can("StartAudit") && (
        <Button
          onClick={() => setAsking("submit")}
          disabled={needsReport || pending}
          title={needsReport ? t("closeReportFirst") : undefined}
        >
          {t(closing ? "submitClose" : "submitProposal")}
        </Button>
      )}
      {can("Withdraw") && (
        <Button variant="outline" onClick={() => setAsking("withdraw")}>
          {t("withdraw")}
        </Button>
      )}
      {can("Edit") && (
        <Button variant="outline" onClick={() => setAsking("edit")}>
          {t(closing ? "writeCloseReport" : "edit")}
        </Button>
      )}
      {can("ChangeApply") && (
        <Button variant="outline" onClick={() => setAsking("change")}>
          {t("changeApply")}
        </Button>
      )}
      {can("Copy") && (
        <Button variant="outline" onClick={() => setAsking("copy")}>
          {t("copy")}
        </Button>
      )}
      {can("Stop") && (
        <Button variant="outline" onClick={() => setAsking("stop")}>
          {t("stop")}
        </Button>
      )}
      {can("Delete") && (
        <Button variant="outline" onClick={() => setAsking("delete")}>
          {t("delete")}
        </Button>
      )}
      {needsReport && can("StartAudit") && (
        <p className="text-muted-foreground w-full text-right text-xs">{t("closeReportFirst")}</p>
      )}
      {asking === "edit" && <ProjectFormDialog item={p} options={options} onClose={close} />}
      {asking === "stop" && (
        // a stopped project takes no more changes; the reason is kept in its history
        <ReasonDialog
          id="stop-project-form"
          title={t("stopTitle", values)}
          description={t("stopHint")}
          label={t("stopReason")}
          submitLabel={t("stop")}
          submit={(reason) => api.Project.Stop({ id: p.id, reason })}
          success={t("stoppedToast", values)}
          onClose={close}
        />
      )}
      {asking === "change" && <ChangeProjectDialog project={p} onClose={close} />}
      {(asking === "approve" || asking === "reject") && p.audit && (
        <AuditDecisionDialog
          approve={asking === "approve"}
          title={t(asking === "approve" ? "approveTitle" : "rejectTitle", values)}
          description={t(`decisionHint.${p.audit.key as TProjectAuditKey}.${asking}`)}
          decide={async (comment) => {
            const result = await api.Project.Audit({
              id: p.id,
              // the audit and step this page shows: 409 when it moved on meanwhile
              auditId: p.audit?.id,
              step: p.audit?.currentStep ?? 0,
              isApproved: asking === "approve",
              comment,
            });
            return t("decidedToast", { ...values, state: t(`state.${result.state}`) });
          }}
          onClose={close}
        />
      )}
      <ConfirmDialog
        open={asking === "submit"}
        onOpenChange={(open) => !open && close()}
        title={t(closing ? "submitCloseTitle" : "submitProposalTitle", values)}
        description={t(closing ? "submitCloseHint" : "submitProposalHint")}
        confirmLabel={t(closing ? "submitClose" : "submitProposal")}
        onConfirm={() =>
          run(() => api.Project.StartAudit({ id: p.id }), {
            success: (r) => t("submittedToast", { ...values, state: t(`state.${r.state}`) }),
          })
        }
      />
      <ConfirmDialog
        open={asking === "withdraw"}
        onOpenChange={(open) => !open && close()}
        title={t("withdrawTitle", values)}
        description={t("withdrawHint")}
        confirmLabel={t("withdraw")}
        onConfirm={() =>
          run(() => api.Project.Withdraw({ id: p.id }), {
            success: (r) => t("withdrawnToast", { ...values, state: t(`state.${r.state}`) }),
          })
        }
      />
      <ConfirmDialog
        open={asking === "copy"}
        onOpenChange={(open) => !open && close()}
        title={t("copyTitle", values)}
        description={t("copyHint")}
        confirmLabel={t("copy")}
        onConfirm={() =>
          run(() => api.Project.Copy({ id: p.id }), {
            success: (r) => t("copiedToast", { ...values, newCode: r.code }),
            refresh: false,
          }).then((r) => router.push(`/charity/projects/${r.id}`))
        }
      />
      <ConfirmDialog
        open={asking === "delete"}
        onOpenChange={(open) => !open && close()}
        title={t("deleteTitle", values)}
        description={t("deleteHint")}
        confirmLabel={t("delete")}
        destructive
        onConfirm={() =>
          run(() => api.Project.Delete({ id: p.id }), {
            success: t("deletedToast", values),
            refresh: false,
          }).then(() => router.push("/charity/projects"))
        }
      />
    </div>
  );
}
