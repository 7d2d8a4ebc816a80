"use client";

import { useTranslations } from "next-intl";
import { SelectField, SwitchField, TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { useSaid } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import { type TFundDto, ZCreateFundInput } from "@/lib/contracts/charity";
import { appEnums, enumMessageKey } from "@/lib/contracts/enum-values";

/** Create or edit a fund: name, capital property, enabled, synced and a description. */
export function FundFormDialog({ item, onClose }: { item?: TFundDto; onClose: () => void }) {
  const t = useTranslations();
  const said = useSaid("fund");
  const form = useAppForm(ZCreateFundInput, {
    name: item?.name ?? "",
    capitalProperty: item?.capitalProperty ?? "NonFinite",
    isEnabled: item?.isEnabled ?? true,
    isSynced: item?.isSynced ?? false,
    description: item?.description ?? "",
  });
  const onSubmit = form.submitWith(
    (values) => (item ? api.Fund.Update({ ...values, id: item.id }) : api.Fund.Create(values)),
    { success: (_, { name }) => said(item ? "saved" : "created", name), then: onClose },
  );
  return (
    <FormDialog
      id="fund-form"
      title={item ? t("funds.editTitle", { name: item.name }) : t("funds.createTitle")}
      description={t("funds.formHint")}
      submitLabel={t("common.save")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField form={form} name="name" label={t("funds.name")} required />
      <SelectField
        form={form}
        name="capitalProperty"
        label={t("moneyRecords.capitalProperty")}
        required
        options={appEnums.CapitalProperty.map((v) => ({
          value: v,
          label: t(enumMessageKey("CapitalProperty", v)),
        }))}
      />
      <SwitchField
        form={form}
        name="isEnabled"
        label={t("funds.enabled")}
        hint={t("funds.enabledHint")}
      />
      <SwitchField form={form} name="isSynced" label={t("moneyRecords.synced")} />
      <TextField form={form} name="description" label={t("funds.descriptionField")} multiline />
    </FormDialog>
  );
}
