"use client";

import { useTranslations } from "next-intl";
import { TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { api } from "@/lib/api/client";
import { ZAuditDecisionInput } from "@/lib/contracts/audit-flow";
import type { TAuditedRevisionDto } from "@/lib/contracts/catalogue/price-revision";
import { formatMoney } from "@/lib/format";

const ZDecisionForm = ZAuditDecisionInput.pick({ comment: true });

/** Approve or reject the current step of a revision's audit, with an optional comment. */
export function AuditDecisionDialog({
  row,
  approve,
  onClose,
}: {
  row: TAuditedRevisionDto;
  approve: boolean;
  onClose: () => void;
}) {
  const t = useTranslations("sales.audit");
  const form = useAppForm(ZDecisionForm, { comment: "" });
  const values = {
    customer: row.customerCode,
    price: formatMoney(row.revisedPrice),
  };
  const onSubmit = form.submitWith(
    ({ comment }) =>
      // the step this page shows: 409 when the audit moved on meanwhile (a double click, a stale page)
      api.ProductRevisePriceRecord.Audit({
        id: row.id,
        step: row.audit.currentStep ?? 0,
        isApproved: approve,
        comment,
      }),
    {
      success: (result) =>
        t(
          result.auditState === "Approved" ? "applied" : approve ? "approvedStep" : "rejected",
          values,
        ),
      then: onClose,
    },
  );
  return (
    <FormDialog
      id="audit-decision-form"
      title={t(approve ? "approveTitle" : "rejectTitle", values)}
      description={t(approve ? "approveHint" : "rejectHint")}
      submitLabel={t(approve ? "approve" : "reject")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField form={form} name="comment" label={t("comment")} multiline />
    </FormDialog>
  );
}
