"use client";

import { useTranslations } from "next-intl";
import { SwitchField, TextField } from "@/components/form/fields";
import { EntityHistoryPanel } from "@/components/audit/entity-history-panel";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { useSaid } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import { type TSupplierDto, ZSupplierFields } from "@/lib/contracts/supplier";

/**
 * Create or edit a supplier: name (unique ignoring case), phone, contact, sale-price visibility;
 * editing shows the supplier's history under the form (suppliers have no page of their own).
 */
export function SupplierFormDialog({
  supplier,
  onClose,
}: {
  supplier?: TSupplierDto;
  onClose: () => void;
}) {
  const t = useTranslations("suppliers");
  const tc = useTranslations("common");
  const said = useSaid("supplier");
  const form = useAppForm(ZSupplierFields, {
    supplierName: supplier?.supplierName ?? "",
    mobilePhone: supplier?.mobilePhone ?? "",
    realName: supplier?.realName ?? "",
    isSalePriceVisible: supplier?.isSalePriceVisible ?? false,
  });
  const onSubmit = form.submitWith(
    (values) =>
      supplier ? api.Supplier.Update({ ...values, id: supplier.id }) : api.Supplier.Create(values),
    {
      success: (_, { supplierName }) => said(supplier ? "saved" : "created", supplierName),
      then: onClose,
    },
  );
  return (
    <FormDialog
      id="supplier-form"
      title={supplier ? t("editTitle", { name: supplier.supplierName }) : t("createTitle")}
      description={t("formHint")}
      submitLabel={tc("save")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      after={supplier && <EntityHistoryPanel entityType="Supplier" id={supplier.id} />}
    >
      <TextField form={form} name="supplierName" label={t("supplierName")} required />
      <TextField form={form} name="mobilePhone" label={t("mobilePhone")} type="tel" required />
      <TextField form={form} name="realName" label={t("realName")} required />
      <SwitchField
        form={form}
        name="isSalePriceVisible"
        label={t("isSalePriceVisible")}
        hint={t("salePriceHint")}
      />
    </FormDialog>
  );
}
