"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useMutation } from "@/components/shell/use-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import { api } from "@/lib/api/client";
import type { TAuditedRevisionDto } from "@/lib/contracts/catalogue/price-revision";
import { AuditSteps } from "@/components/audit/audit-steps";
import { formatMoney } from "@/lib/format";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const AuditDecisionDialog = dynamic(
  () => import("@/components/audit/audit-decision-dialog").then((m) => m.AuditDecisionDialog),
  { ssr: false },
);

const valuesOf = (row: TAuditedRevisionDto) => ({
  customer: row.customerCode,
  price: formatMoney(row.revisedPrice),
});

/**
 * Price revisions of the SKU waiting for approval (audit flows, issue 13 item 5): what changes
 * for whom, who asked, each step with its approver and decision, and Approve / Reject for the
 * approver of the current step; Withdraw for the one who asked (or anyone who may revise prices).
 */
export function RevisionAudits({ items }: { items: TAuditedRevisionDto[] }) {
  const t = useTranslations("sales.audit");
  const ta = useTranslations("audits");
  const [deciding, setDeciding] = useState<{ row: TAuditedRevisionDto; approve: boolean } | null>(
    null,
  );
  const [withdrawing, setWithdrawing] = useState<TAuditedRevisionDto | null>(null);
  const { run } = useMutation();
  if (items.length === 0) return null;
  return (
    <Card role="region" aria-labelledby="revision-audits-heading">
      <CardHeader>
        <CardTitle>
          <h2 id="revision-audits-heading">{t("title", { count: items.length })}</h2>
        </CardTitle>
        <CardDescription>{t("description")}</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="divide-y">
          {items.map((row) => {
            const { audit } = row;
            const label = `${row.customerCode} · ${row.customerName}`;
            return (
              <li key={row.id} className="space-y-2 py-3" aria-label={label}>
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <p className="font-medium">
                    {label}:{" "}
                    <span className="tabular-nums">
                      {t("change", {
                        from: formatMoney(row.originalPrice),
                        to: formatMoney(row.revisedPrice),
                      })}
                    </span>
                  </p>
                  <Badge variant="outline">{ta(`state.${audit.state}`)}</Badge>
                </div>
                {row.remark && <p className="text-sm whitespace-pre-line">{row.remark}</p>}
                <AuditSteps audit={audit} />
                {(audit.canAudit || row.canWithdraw) && (
                  <div className="flex gap-2">
                    {audit.canAudit && (
                      <>
                        <Button size="sm" onClick={() => setDeciding({ row, approve: true })}>
                          {ta("approve")}
                        </Button>
                        <Button
                          size="sm"
                          variant="outline"
                          onClick={() => setDeciding({ row, approve: false })}
                        >
                          {ta("reject")}
                        </Button>
                      </>
                    )}
                    {row.canWithdraw && (
                      <Button size="sm" variant="ghost" onClick={() => setWithdrawing(row)}>
                        {t("withdraw")}
                      </Button>
                    )}
                  </div>
                )}
              </li>
            );
          })}
        </ul>
      </CardContent>
      {deciding && (
        <AuditDecisionDialog
          approve={deciding.approve}
          title={t(deciding.approve ? "approveTitle" : "rejectTitle", valuesOf(deciding.row))}
          description={t(deciding.approve ? "approveHint" : "rejectHint")}
          decide={async (comment) => {
            // the step this page shows: 409 when the audit moved on meanwhile (a double click)
            const result = await api.ProductRevisePriceRecord.Audit({
              id: deciding.row.id,
              auditId: deciding.row.audit.id,
              step: deciding.row.audit.currentStep ?? 0,
              isApproved: deciding.approve,
              comment,
            });
            const outcome =
              result.auditState === "Approved"
                ? "applied"
                : deciding.approve
                  ? "approvedStep"
                  : "rejected";
            return t(outcome, valuesOf(deciding.row));
          }}
          onClose={() => setDeciding(null)}
        />
      )}
      {withdrawing && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setWithdrawing(null)}
          title={t("withdrawTitle", {
            price: formatMoney(withdrawing.revisedPrice),
            customer: withdrawing.customerCode,
          })}
          description={t("withdrawHint")}
          confirmLabel={t("withdraw")}
          destructive
          onConfirm={() =>
            run(() => api.ProductRevisePriceRecord.Withdraw({ id: withdrawing.id }), {
              success: () => t("withdrawn", { customer: withdrawing.customerCode }),
              kind: "updated",
            })
          }
        />
      )}
    </Card>
  );
}
