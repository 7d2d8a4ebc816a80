"use client";

import { useTranslations } from "next-intl";
import { DateField, MoneyField, SelectField, TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { useSaid } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import type { TFundOption } from "@/lib/contracts/charity";
import {
  projectKinds,
  type TProjectDto,
  ZCreateProjectInput,
} from "@/lib/contracts/charity-projects";
import { withSaved } from "@/lib/options";

/** What the project form chooses from (the server page loads it). */
export interface ProjectOptions {
  series: { id: string; name: string }[];
  funds: TFundOption[];
}

/**
 * Create or edit a project: name, kind, series, fund, partner (an external project's), budget
 * (RMB), start and end, and the proposal; a running project's close report (what its approval
 * covered no longer changes).
 */
export function ProjectFormDialog({
  item,
  options,
  onClose,
}: {
  item?: TProjectDto;
  options: ProjectOptions;
  onClose: () => void;
}) {
  const t = useTranslations("projects");
  const tc = useTranslations("common");
  const said = useSaid("project");
  const form = useAppForm(ZCreateProjectInput, {
    name: item?.name ?? "",
    kind: item?.kind ?? "Internal",
    seriesId: item?.seriesId ?? null,
    fundId: item?.fundId ?? null,
    partner: item?.partner ?? "",
    budget: item?.budget ?? "",
    startOn: item?.startOn ?? "",
    endOn: item?.endOn ?? "",
    proposal: item?.proposal ?? "",
    closeReport: item?.closeReport ?? "",
  });
  const onSubmit = form.submitWith(
    (values) =>
      item ? api.Project.Update({ ...values, id: item.id }) : api.Project.Create(values),
    { success: (saved) => said(item ? "saved" : "created", saved.code), then: onClose },
  );
  const kind = form.watch("kind");
  const running = item?.state === "Executing";
  const fundOptions = withSaved(
    options.funds.filter((f) => f.isEnabled).map((f) => ({ value: f.id, label: f.name })),
    item?.fundId && item.fundName ? { value: item.fundId, label: item.fundName } : undefined,
  );
  return (
    <FormDialog
      id="project-form"
      className="sm:max-w-2xl"
      title={
        running
          ? t("closeReportTitle", { code: item.code })
          : item
            ? t("editTitle", { code: item.code })
            : t("createTitle")
      }
      description={t(running ? "closeReportHint" : item ? "editHint" : "formHint")}
      onSubmit={onSubmit}
      onClose={onClose}
      pending={form.formState.isSubmitting}
      submitLabel={tc("save")}
    >
      {running ? (
        // running: what the approval covered stays; the close report is written here
        <TextField form={form} name="closeReport" label={t("closeReport")} multiline />
      ) : (
        <>
          <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
            <TextField form={form} name="name" label={t("name")} required />
            <SelectField
              form={form}
              name="kind"
              label={t("kindLabel")}
              required
              options={projectKinds.map((v) => ({ value: v, label: t(`kind.${v}`) }))}
            />
          </div>
          <SelectField
            form={form}
            name="seriesId"
            label={t("series")}
            none={t("noSeries")}
            placeholder={t("chooseSeries")}
            options={options.series.map((s) => ({ value: s.id, label: s.name }))}
          />
          {kind === "External" && (
            <TextField form={form} name="partner" label={t("partner")} required />
          )}
          <div className="grid gap-4 sm:grid-cols-2">
            <SelectField
              form={form}
              name="fundId"
              label={t("fund")}
              none={t("noFund")}
              placeholder={t("chooseFund")}
              options={fundOptions}
            />
            <MoneyField form={form} name="budget" label={t("budgetRmb")} required />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <DateField form={form} name="startOn" label={t("startOn")} required />
            <DateField form={form} name="endOn" label={t("endOn")} required />
          </div>
          <TextField form={form} name="proposal" label={t("proposal")} required multiline />
        </>
      )}
    </FormDialog>
  );
}
