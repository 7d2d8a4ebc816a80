"use client";

import { useTranslations } from "next-intl";
import { TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { api } from "@/lib/api/client";
import { OrganizationApply, type TOrganizationApplyDto } from "@/lib/contracts/organization-apply";

/** Approve an application (a comment if wished) or reject it (with the reason). */
export function DecisionDialog({
  item,
  approve,
  onClose,
}: {
  item: TOrganizationApplyDto;
  approve: boolean;
  onClose: () => void;
}) {
  const t = useTranslations("organizationApplies");
  const schema = (approve ? OrganizationApply.Approve : OrganizationApply.Reject).input;
  const form = useAppForm(schema, { id: item.id, comment: "" });
  const values = { name: item.name };
  const onSubmit = form.submitWith(
    ({ comment }) =>
      approve
        ? api.OrganizationApply.Approve({ id: item.id, comment })
        : api.OrganizationApply.Reject({ id: item.id, comment: comment ?? "" }),
    { success: () => t(approve ? "approved" : "rejected", values), then: onClose },
  );
  return (
    <FormDialog
      id="organization-apply-decision"
      title={t(approve ? "approveTitle" : "rejectTitle", values)}
      description={approve ? t("approveHint", values) : t("rejectHint")}
      submitLabel={t(approve ? "approve" : "reject")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField
        form={form}
        name="comment"
        label={t(approve ? "comment" : "reason")}
        required={!approve}
        multiline
      />
    </FormDialog>
  );
}
