"use client";

import { useTranslations } from "next-intl";
import { SelectField, TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { api } from "@/lib/api/client";
import {
  ProjectReport,
  type TProjectReportDto,
  ZProjectReportKind,
} from "@/lib/contracts/project-report";

/**
 * Write a report of a running project, or change a draft one: its kind, the month (of the
 * project's period) and what it says.
 */
export function ProjectReportFormDialog({
  projectId,
  item,
  month,
  onClose,
}: {
  projectId: string;
  item?: TProjectReportDto;
  /** the month a new report starts with (this month, or the project's last) */
  month: string;
  onClose: () => void;
}) {
  const t = useTranslations("projectReports");
  const tc = useTranslations("common");
  const form = useAppForm(ProjectReport.Create.input, {
    projectId,
    kind: item?.kind ?? "MonthlyPlan",
    month: item?.month ?? month,
    content: item?.content ?? "",
  });
  const onSubmit = form.submitWith(
    (values) =>
      item
        ? api.ProjectReport.Update({ ...values, id: item.id })
        : api.ProjectReport.Create(values),
    {
      success: (saved) => t("savedToast", { kind: t(`kind.${saved.kind}`), month: saved.month }),
      then: onClose,
    },
  );
  return (
    <FormDialog
      id="project-report-form"
      title={
        item
          ? t("editTitle", { kind: t(`kind.${item.kind}`), month: item.month })
          : t("createTitle")
      }
      description={t("formHint")}
      submitLabel={tc("save")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          form={form}
          name="kind"
          label={t("kindLabel")}
          required
          placeholder={t("chooseKind")}
          options={ZProjectReportKind.options.map((v) => ({ value: v, label: t(`kind.${v}`) }))}
        />
        <TextField form={form} name="month" type="month" label={t("month")} required />
      </div>
      <TextField form={form} name="content" label={t("content")} required multiline />
    </FormDialog>
  );
}
