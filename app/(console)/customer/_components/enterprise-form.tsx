"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import * as z from "zod";
import { MoneyField, SelectField, TextField } from "@/components/form/fields";
import { PageFormActions } from "@/components/form/page-form-actions";
import { isUnsaved, UnsavedChangesGuard } from "@/components/form/unsaved-changes-guard";
import { useAppForm } from "@/components/form/use-app-form";
import { useCan } from "@/components/shell/permissions";
import { useSaid } from "@/components/shell/use-mutation";
import { Card, CardContent } from "@/components/ui/card";
import { api } from "@/lib/api/client";
import { type TCustomerDto, ZCreateEnterpriseInput } from "@/lib/contracts/customer";
import { formatMoney } from "@/lib/format";
import { type Option, withSaved } from "@/lib/options";
import {
  CustomerCodeField,
  InvoiceAndActiveFields,
  type PersonForm,
  PersonFields,
  ReadOnlyField,
} from "./customer-fields";

/** Editing keeps SPEC §5's enterprise rules; the quota changes only through Set quota. */
const ZEditEnterprise = ZCreateEnterpriseInput.omit({ accountQuota: true }).extend({
  id: z.uuid(),
});

const detailOf = (id: string) => `/customer/enterpriseDetail/${id}`;

/**
 * Create or edit an enterprise customer (a page form); saved, it opens the customer's page. The
 * industry is one of `industries` (the Industry dictionary's values); an edited customer keeps its
 * own, even an old free-text one.
 */
export function EnterpriseForm({
  customer,
  industries,
}: {
  customer?: TCustomerDto;
  industries: Option[];
}) {
  return customer ? (
    <EditEnterprise
      customer={customer}
      industries={withSaved(
        industries,
        customer.industry
          ? { value: customer.industry, label: customer.industryName ?? customer.industry }
          : undefined,
      )}
    />
  ) : (
    <CreateEnterprise industries={industries} />
  );
}

function CreateEnterprise({ industries }: { industries: Option[] }) {
  const router = useRouter();
  const said = useSaid("customer");
  const form = useAppForm(ZCreateEnterpriseInput, {
    enterpriseName: "",
    enterpriseCall: "",
    realName: "",
    mobilePhone: "",
    email: "",
    accountQuota: "",
    industry: "",
    invoiceHeader: "",
    isActive: true,
  });
  const onSubmit = form.submitWith(api.Customer.Create, {
    success: (created) => said("created", created.enterpriseName ?? created.customerCode),
    then: (created) => router.push(detailOf(created.id)),
  });
  return <Fields form={form} onSubmit={onSubmit} industries={industries} />;
}

function EditEnterprise({
  customer,
  industries,
}: {
  customer: TCustomerDto;
  industries: Option[];
}) {
  const router = useRouter();
  const said = useSaid("customer");
  const canEditCode = useCan("Pages.Customer.Enterprise.EditCode");
  const form = useAppForm(ZEditEnterprise, {
    id: customer.id,
    customerCode: canEditCode ? customer.customerCode : undefined,
    enterpriseName: customer.enterpriseName ?? "",
    enterpriseCall: customer.enterpriseCall ?? "",
    realName: customer.realName,
    sex: customer.sex ?? undefined,
    mobilePhone: customer.mobilePhone ?? "",
    email: customer.email ?? "",
    industry: customer.industry ?? "",
    invoiceHeader: customer.invoiceHeader ?? "",
    isActive: customer.isActive,
  });
  const onSubmit = form.submitWith(api.Customer.Update, {
    success: (saved) => said("saved", saved.enterpriseName ?? saved.customerCode),
    then: () => router.push(detailOf(customer.id)),
  });
  return <Fields form={form} onSubmit={onSubmit} customer={customer} industries={industries} />;
}

type AnyEnterpriseForm =
  | ReturnType<typeof useAppForm<typeof ZCreateEnterpriseInput>>
  | ReturnType<typeof useAppForm<typeof ZEditEnterprise>>;

function Fields({
  form: anyForm,
  onSubmit,
  customer,
  industries,
}: {
  form: AnyEnterpriseForm;
  onSubmit: () => void;
  customer?: TCustomerDto;
  industries: Option[];
}) {
  const t = useTranslations("customers");
  // the two forms share every field but the quota; typed as the create form's
  const form = anyForm as ReturnType<typeof useAppForm<typeof ZCreateEnterpriseInput>>;
  const canEditCode = useCan("Pages.Customer.Enterprise.EditCode");
  return (
    <form onSubmit={onSubmit} noValidate>
      <UnsavedChangesGuard when={isUnsaved(form.formState)} />
      <Card>
        <CardContent className="grid gap-6 md:grid-cols-2">
          <CustomerCodeField
            form={form as unknown as PersonForm}
            canEdit={canEditCode}
            code={customer?.customerCode}
          />
          <TextField form={form} name="enterpriseName" label={t("enterpriseName")} required />
          <TextField form={form} name="enterpriseCall" label={t("enterpriseCall")} required />
          <PersonFields form={form as unknown as PersonForm} nameLabel={t("contactName")} />
          {customer ? (
            <ReadOnlyField
              id="accountQuota"
              label={t("accountQuota")}
              hint={t("quota.editHint")}
              value={formatMoney(customer.accountQuota)}
            />
          ) : (
            <MoneyField form={form} name="accountQuota" label={t("accountQuota")} required />
          )}
          <SelectField
            form={form}
            name="industry"
            label={t("industry")}
            options={industries}
            required
          />
          <InvoiceAndActiveFields form={form as unknown as PersonForm} />
        </CardContent>
        <PageFormActions submitting={form.formState.isSubmitting} />
      </Card>
    </form>
  );
}
