"use client";

import { useTranslations } from "next-intl";
import { TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { useSaid } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import {
  type TOrganizationApplyDto,
  ZOrganizationApplyInput,
} from "@/lib/contracts/organization-apply";
import { OrganizationFields } from "../../organizations/_components/organization-fields";

/** Enter an application received by letter or e-mail, or correct a waiting one. */
export function ApplyFormDialog({
  item,
  onClose,
}: {
  item?: TOrganizationApplyDto;
  onClose: () => void;
}) {
  const t = useTranslations("organizationApplies");
  const tc = useTranslations("common");
  const said = useSaid("organizationApply");
  const form = useAppForm(ZOrganizationApplyInput, {
    name: item?.name ?? "",
    kind: item?.kind,
    creditCode: item?.creditCode ?? "",
    contactName: item?.contactName ?? "",
    contactPhone: item?.contactPhone ?? "",
    emailAddress: item?.emailAddress ?? "",
    address: item?.address ?? "",
    description: item?.description ?? "",
  });
  const onSubmit = form.submitWith(
    (values) =>
      item
        ? api.OrganizationApply.Update({ ...values, id: item.id })
        : api.OrganizationApply.Create(values),
    { success: (_, { name }) => said(item ? "saved" : "created", name), then: onClose },
  );
  return (
    <FormDialog
      id="organization-apply-form"
      title={item ? t("editTitle", { name: item.name }) : t("create")}
      submitLabel={tc("save")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      className="sm:max-w-lg"
    >
      <OrganizationFields
        form={form}
        contactRequired
        aboutLabel={t("about")}
        more={
          <TextField
            form={form}
            name="emailAddress"
            label={t("emailAddress")}
            type="email"
            required
          />
        }
      />
    </FormDialog>
  );
}
