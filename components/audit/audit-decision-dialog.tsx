"use client";

import { useTranslations } from "next-intl";
import { TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { ZAuditDecisionInput } from "@/lib/contracts/audit-flow";

const ZDecisionForm = ZAuditDecisionInput.pick({ comment: true });

/**
 * Approve or reject the current step of an audit, with an optional comment: `decide` sends it
 * (through the record's service) and answers what came of it, as the toast says it.
 */
export function AuditDecisionDialog({
  title,
  description,
  approve,
  decide,
  onClose,
}: {
  title: string;
  description: string;
  approve: boolean;
  decide: (comment: string) => Promise<string>;
  onClose: () => void;
}) {
  const t = useTranslations("audits");
  const form = useAppForm(ZDecisionForm, { comment: "" });
  const onSubmit = form.submitWith(({ comment }) => decide(comment ?? ""), {
    success: (said) => said,
    then: onClose,
  });
  return (
    <FormDialog
      id="audit-decision-form"
      title={title}
      description={description}
      submitLabel={t(approve ? "approve" : "reject")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField form={form} name="comment" label={t("comment")} multiline />
    </FormDialog>
  );
}
