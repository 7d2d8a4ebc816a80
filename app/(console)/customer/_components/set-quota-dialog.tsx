"use client";

import { useTranslations } from "next-intl";
import { MoneyField, TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { api } from "@/lib/api/client";
import { type TCustomerDto, ZSetQuotaInput } from "@/lib/contracts/customer";

/** Sets an enterprise customer's authorised quota; each change is kept in its history. */
export function SetQuotaDialog({
  customer,
  name,
  onClose,
}: {
  customer: TCustomerDto;
  name: string;
  onClose: () => void;
}) {
  const t = useTranslations("customers.quota");
  const form = useAppForm(ZSetQuotaInput, {
    id: customer.id,
    accountQuota: customer.accountQuota,
    remark: "",
  });
  const onSubmit = form.submitWith(api.Customer.SetEnterpriseAccountQuota, {
    success: () => t("setDone", { name }),
    then: onClose,
  });
  return (
    <FormDialog
      id="set-quota-form"
      title={t("setTitle", { name })}
      description={t("setHint")}
      submitLabel={t("set")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <MoneyField form={form} name="accountQuota" label={t("amount")} required />
      <TextField form={form} name="remark" label={t("remark")} multiline />
    </FormDialog>
  );
}
