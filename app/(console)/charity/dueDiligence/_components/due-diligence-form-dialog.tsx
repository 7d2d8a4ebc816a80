"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { DateField, SelectField, TextField, UploadField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { useSaid } from "@/components/shell/use-mutation";
import { useEnumOptions } from "@/components/use-enum-options";
import { api } from "@/lib/api/client";
import {
  MAX_REPORT_FILES,
  type TDueDiligenceDto,
  ZDueDiligenceFields,
} from "@/lib/contracts/organization";

export interface OrganizationOption {
  id: string;
  name: string;
}

/**
 * Record due diligence on an organisation, or change one: a draft is edited; an approved report
 * improved, which makes it a draft again (the dialog says so).
 */
export function DueDiligenceFormDialog({
  item,
  organizations,
  organizationId,
  onClose,
}: {
  item?: TDueDiligenceDto;
  organizations: OrganizationOption[];
  /** the organisation a new record is about (the list is filtered to it) */
  organizationId?: string;
  onClose: () => void;
}) {
  const t = useTranslations("dueDiligence");
  const tc = useTranslations("common");
  const options = useEnumOptions();
  const said = useSaid("dueDiligence");
  const [uploading, setUploading] = useState(false);
  const improving = item?.state === "Approved";
  const form = useAppForm(ZDueDiligenceFields, {
    organizationId: item?.organizationId ?? organizationId,
    reviewedOn: item?.reviewedOn ?? "",
    reviewer: item?.reviewer ?? "",
    conclusion: item?.conclusion,
    riskLevel: item?.riskLevel,
    findings: item?.findings ?? "",
    attachmentIds: item?.attachments.map((f) => f.id) ?? [],
  });
  const onSubmit = form.submitWith(
    (values) =>
      item
        ? api.DueDiligenceRecord.Update({ ...values, id: item.id })
        : api.DueDiligenceRecord.Create(values),
    {
      success: (saved) => said(item ? "saved" : "created", saved.organizationName),
      then: onClose,
    },
  );
  // an organisation deleted since still shows on its records
  const organizationOptions = organizations.map((o) => ({ value: o.id, label: o.name }));
  if (item && !organizations.some((o) => o.id === item.organizationId))
    organizationOptions.unshift({ value: item.organizationId, label: item.organizationName });
  return (
    <FormDialog
      id="due-diligence-form"
      className="sm:max-w-xl"
      title={
        item
          ? t(improving ? "improveTitle" : "editTitle", { name: item.organizationName })
          : t("createTitle")
      }
      description={improving ? t("improveHint") : t("formHint")}
      submitLabel={tc("save")}
      pending={form.formState.isSubmitting || uploading}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <SelectField
        form={form}
        name="organizationId"
        label={t("organization")}
        placeholder={t("chooseOrganization")}
        options={organizationOptions}
        required
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <DateField form={form} name="reviewedOn" label={t("reviewedOn")} required />
        <TextField form={form} name="reviewer" label={t("reviewer")} required />
        <SelectField
          form={form}
          name="conclusion"
          label={t("conclusion")}
          placeholder={t("choose")}
          options={options("DueDiligenceConclusion")}
          required
        />
        <SelectField
          form={form}
          name="riskLevel"
          label={t("riskLevel")}
          placeholder={t("choose")}
          options={options("RiskLevel")}
          required
        />
      </div>
      <TextField form={form} name="findings" label={t("findings")} multiline required />
      <UploadField
        form={form}
        name="attachmentIds"
        label={t("report")}
        hint={t("reportHint", { max: MAX_REPORT_FILES })}
        purpose="file"
        multiple
        max={MAX_REPORT_FILES}
        initial={item?.attachments ?? []}
        onBusyChange={setUploading}
      />
    </FormDialog>
  );
}
