"use client";

import { useTranslations } from "next-intl";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { useSaid } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import { type TOrganizationDto, ZOrganizationFields } from "@/lib/contracts/organization";
import { OrganizationFields } from "./organization-fields";

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
  const said = useSaid("organization");
  const form = useAppForm(ZOrganizationFields, {
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
      <OrganizationFields form={form} />
    </FormDialog>
  );
}
