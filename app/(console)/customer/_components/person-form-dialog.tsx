"use client";

import { useTranslations } from "next-intl";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { useCan } from "@/components/shell/permissions";
import { useSaid } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import { type TCustomerDto, ZCreateOrdinaryInput } from "@/lib/contracts/customer";
import {
  CustomerCodeField,
  InvoiceAndActiveFields,
  type PersonForm,
  PersonFields,
} from "./customer-fields";

/** Create an ordinary customer, or edit an ordinary customer or a member, in a dialog. */
export function PersonFormDialog({
  customer,
  onClose,
}: {
  customer?: TCustomerDto;
  onClose: () => void;
}) {
  const t = useTranslations("customers");
  const tc = useTranslations("common");
  const said = useSaid("customer");
  const type = customer?.customerType === "Member" ? "Member" : "Ordinary";
  const canEditCode = useCan(`Pages.Customer.${type}.EditCode`);
  // an ordinary customer's fields are the person's, which Update takes for every type
  const form = useAppForm(ZCreateOrdinaryInput, {
    customerCode: canEditCode ? (customer?.customerCode ?? "") : undefined,
    realName: customer?.realName ?? "",
    sex: customer?.sex ?? undefined,
    mobilePhone: customer?.mobilePhone ?? "",
    email: customer?.email ?? "",
    invoiceHeader: customer?.invoiceHeader ?? "",
    isActive: customer?.isActive ?? true,
  });
  const onSubmit = form.submitWith(
    (v) =>
      customer ? api.Customer.Update({ ...v, id: customer.id }) : api.Customer.CreateOrdinary(v),
    { success: (_, v) => said(customer ? "saved" : "created", v.realName), then: onClose },
  );
  const personForm: PersonForm = form;
  return (
    <FormDialog
      id="customer-form"
      title={customer ? t("editTitle", { name: customer.realName }) : t("ordinary.create")}
      submitLabel={tc("save")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      className="sm:max-w-xl"
    >
      <CustomerCodeField form={personForm} canEdit={canEditCode} code={customer?.customerCode} />
      <PersonFields form={personForm} nameLabel={t("realName")} />
      <InvoiceAndActiveFields form={personForm} />
    </FormDialog>
  );
}
