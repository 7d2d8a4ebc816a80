"use client";

import { useTranslations } from "next-intl";
import { DateField, MoneyField, TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { api } from "@/lib/api/client";
import { type TProjectDto, ZChangeProjectInput } from "@/lib/contracts/charity-projects";

const ZChangeForm = ZChangeProjectInput.omit({ id: true });

/**
 * Ask to change a running project's budget or end day, with the reason: it goes to the change's
 * audit flow (or applies at once when none is active).
 */
export function ChangeProjectDialog({
  project,
  onClose,
}: {
  project: TProjectDto;
  onClose: () => void;
}) {
  const t = useTranslations("projects");
  const form = useAppForm(ZChangeForm, {
    budget: project.budget,
    endOn: project.endOn,
    reason: "",
  });
  const onSubmit = form.submitWith(
    (values) => api.Project.ChangeApply({ id: project.id, ...values }),
    {
      success: (r) => t("changedToast", { code: project.code, state: t(`state.${r.state}`) }),
      then: onClose,
    },
  );
  return (
    <FormDialog
      id="change-project-form"
      title={t("changeTitle", { code: project.code })}
      description={t("changeHint")}
      submitLabel={t("changeApply")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField form={form} name="budget" label={t("newBudgetRmb")} required />
        <DateField form={form} name="endOn" label={t("newEndOn")} required />
      </div>
      <TextField form={form} name="reason" label={t("changeReason")} required multiline />
    </FormDialog>
  );
}
