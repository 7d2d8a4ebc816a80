"use client";

import dynamic from "next/dynamic";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useCan } from "@/components/shell/permissions";
import { useMutation } from "@/components/shell/use-mutation";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api/client";
import type { TBankStatementDto } from "@/lib/contracts/bank-reconciliation";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const ReasonDialog = dynamic(
  () => import("@/components/form/reason-dialog").then((m) => m.ReasonDialog),
  { ssr: false },
);

/**
 * A reconciled statement's Reopen (an administrator's, with the reason). An open statement's actions: match again automatically, reconcile (once every line is matched;
 * the period locks, after a confirmation) and delete (after a confirmation).
 */
export function StatementActions({ statement: s }: { statement: TBankStatementDto }) {
  const t = useTranslations("bankReconciliation");
  const router = useRouter();
  const { run, pending } = useMutation();
  const canEdit = useCan("Pages.FinanceManage.BankReconciliation.Edit");
  const canReconcile = useCan("Pages.FinanceManage.BankReconciliation.Reconcile");
  const canDelete = useCan("Pages.FinanceManage.BankReconciliation.Delete");
  const canReopen = useCan("Pages.FinanceManage.BankReconciliation.Reopen");
  const [asking, setAsking] = useState<"reconcile" | "delete" | "reopen" | null>(null);
  if (s.isReconciled)
    return canReopen ? (
      <>
        <Button variant="outline" onClick={() => setAsking("reopen")}>
          {t("reopen")}
        </Button>
        {asking === "reopen" && (
          <ReasonDialog
            id="reopen-statement-form"
            title={t("reopenTitle", { name: s.name })}
            description={t("reopenHint", { from: s.periodFrom, to: s.periodTo })}
            label={t("reopenReason")}
            submitLabel={t("reopen")}
            submit={(reason) => api.BankStatement.Reopen({ id: s.id, reason })}
            success={t("reopenedToast", { name: s.name })}
            onClose={() => setAsking(null)}
          />
        )}
      </>
    ) : null;
  const unmatched = s.lineCount - s.matchedCount;
  return (
    <div className="flex flex-wrap items-center gap-2">
      {canEdit && unmatched > 0 && (
        <Button
          variant="outline"
          disabled={pending}
          onClick={() =>
            void run(() => api.BankStatement.AutoMatch({ id: s.id }), {
              success: (r) => t("autoMatched", { count: r.matched }),
            }).catch(() => {})
          }
        >
          {t("autoMatch")}
        </Button>
      )}
      {canDelete && (
        <Button variant="outline" onClick={() => setAsking("delete")}>
          {t("delete")}
        </Button>
      )}
      {canReconcile && (
        <Button
          onClick={() => setAsking("reconcile")}
          disabled={unmatched > 0}
          title={unmatched > 0 ? t("reconcileWaits", { count: unmatched }) : undefined}
        >
          {t("reconcile")}
        </Button>
      )}
      {canReconcile && unmatched > 0 && (
        <p className="text-muted-foreground w-full text-right text-xs">
          {t("reconcileWaits", { count: unmatched })}
        </p>
      )}
      <ConfirmDialog
        open={asking === "reconcile"}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t("reconcileTitle", { name: s.name })}
        description={t("reconcileWarning", { from: s.periodFrom, to: s.periodTo })}
        confirmLabel={t("reconcile")}
        onConfirm={() =>
          run(() => api.BankStatement.Reconcile({ id: s.id }), {
            success: t("reconciledToast", { name: s.name }),
          })
        }
      />
      <ConfirmDialog
        open={asking === "delete"}
        onOpenChange={(open) => !open && setAsking(null)}
        title={t("deleteTitle", { name: s.name })}
        description={t("deleteWarning")}
        confirmLabel={t("delete")}
        destructive
        onConfirm={() =>
          run(() => api.BankStatement.Delete({ id: s.id }), {
            success: t("deletedToast", { name: s.name }),
            refresh: false,
          }).then(() => router.push("/charity/bankReconciliation"))
        }
      />
    </div>
  );
}
