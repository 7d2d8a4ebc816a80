"use client";

import { useTranslations } from "next-intl";
import { TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { api } from "@/lib/api/client";
import { type TProjectDto, ZStopProjectInput } from "@/lib/contracts/charity-projects";

const ZStopForm = ZStopProjectInput.pick({ reason: true });

/** Stop a running project: the reason is required and kept in its history. */
export function StopProjectDialog({
  project,
  onClose,
}: {
  project: TProjectDto;
  onClose: () => void;
}) {
  const t = useTranslations("projects");
  const form = useAppForm(ZStopForm, { reason: "" });
  const onSubmit = form.submitWith(({ reason }) => api.Project.Stop({ id: project.id, reason }), {
    success: () => t("stoppedToast", { code: project.code }),
    then: onClose,
  });
  return (
    <FormDialog
      id="stop-project-form"
      title={t("stopTitle", { code: project.code })}
      description={t("stopHint")}
      submitLabel={t("stop")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField form={form} name="reason" label={t("stopReason")} required multiline />
    </FormDialog>
  );
}
