"use client";

import { useTranslations } from "next-intl";
import { TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { useSaid } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import { type TProjectSeriesDto, ZCreateProjectSeriesInput } from "@/lib/contracts/project-series";

/** Create or edit a project series: its name and description. */
export function ProjectSeriesFormDialog({
  item,
  onClose,
}: {
  item?: TProjectSeriesDto;
  onClose: () => void;
}) {
  const t = useTranslations();
  const said = useSaid("projectSeries");
  const form = useAppForm(ZCreateProjectSeriesInput, {
    name: item?.name ?? "",
    description: item?.description ?? "",
  });
  const onSubmit = form.submitWith(
    (values) =>
      item
        ? api.ProjectSeries.Update({ ...values, id: item.id })
        : api.ProjectSeries.Create(values),
    { success: (_, { name }) => said(item ? "saved" : "created", name), then: onClose },
  );
  return (
    <FormDialog
      id="project-series-form"
      title={
        item
          ? t("projectSeriesList.editTitle", { name: item.name })
          : t("projectSeriesList.createTitle")
      }
      description={t("projectSeriesList.formHint")}
      submitLabel={t("common.save")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField form={form} name="name" label={t("projectSeriesList.name")} required />
      <TextField
        form={form}
        name="description"
        label={t("projectSeriesList.descriptionField")}
        multiline
      />
    </FormDialog>
  );
}
