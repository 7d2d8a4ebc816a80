"use client";

import { useTranslations } from "next-intl";
import { SelectField, TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { useSaid } from "@/components/shell/use-mutation";
import { useEnumOptions } from "@/components/use-enum-options";
import { api } from "@/lib/api/client";
import { type TOrganizationDto, ZCreateOrganizationInput } from "@/lib/contracts/organization";

/** Create or edit an organisation: who it is, how to reach it, what it does. */
export function OrganizationFormDialog({
  item,
  onClose,
}: {
  item?: TOrganizationDto;
  onClose: () => void;
}) {
  const t = useTranslations("organizations");
  const tc = useTranslations("common");
  const options = useEnumOptions();
  const said = useSaid("organization");
  const form = useAppForm(ZCreateOrganizationInput, {
    name: item?.name ?? "",
    kind: item?.kind,
    creditCode: item?.creditCode ?? "",
    contactName: item?.contactName ?? "",
    contactPhone: item?.contactPhone ?? "",
    address: item?.address ?? "",
    description: item?.description ?? "",
  });
  const onSubmit = form.submitWith(
    (values) =>
      item ? api.Organization.Update({ ...values, id: item.id }) : api.Organization.Create(values),
    { success: (_, { name }) => said(item ? "saved" : "created", name), then: onClose },
  );
  return (
    <FormDialog
      id="organization-form"
      title={item ? t("editTitle", { name: item.name }) : t("createTitle")}
      submitLabel={tc("save")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      className="sm:max-w-lg"
    >
      <TextField form={form} name="name" label={t("name")} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          form={form}
          name="kind"
          label={t("kind")}
          options={options("OrganizationKind")}
          placeholder={t("choose")}
          required
        />
        <TextField
          form={form}
          name="creditCode"
          label={t("creditCode")}
          hint={t("creditCodeHint")}
        />
        <TextField form={form} name="contactName" label={t("contactName")} />
        <TextField form={form} name="contactPhone" label={t("contactPhone")} />
      </div>
      <TextField form={form} name="address" label={t("address")} />
      <TextField form={form} name="description" label={t("descriptionField")} multiline />
    </FormDialog>
  );
}
