"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { MoneyField, NumberField, TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { SearchChoiceField } from "@/components/search-choice";
import { useSaid } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import type { TCustomerDto } from "@/lib/contracts/customer";
import {
  MAX_PERIOD_MONTHS,
  type TMemberPaymentOrderDto,
  ZCreateMemberPaymentInput,
  ZUpdateMemberPaymentInput,
} from "@/lib/contracts/member-payment";

/** How many customers the search offers at once. */
const MATCHES = 8;

/** Amount, months and remark: what both dialogs ask. */
function PaymentFields<T extends FieldValues>({
  form,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver output
  form: UseFormReturn<T, any, any>;
}) {
  const t = useTranslations("memberPayments");
  return (
    <>
      <div className="grid gap-4 sm:grid-cols-2">
        <MoneyField form={form} name={"amount" as Path<T>} label={t("amount")} required />
        <NumberField
          form={form}
          name={"periodMonths" as Path<T>}
          label={t("periodMonths")}
          hint={t("periodHint", { max: MAX_PERIOD_MONTHS })}
          min={1}
          max={MAX_PERIOD_MONTHS}
          required
        />
      </div>
      <TextField form={form} name={"remark" as Path<T>} label={t("remark")} multiline />
    </>
  );
}

/** A customer as the search lists it: code, name, type and membership. */
function CustomerMatch({ c }: { c: TCustomerDto }) {
  const t = useTranslations("memberPayments");
  const tt = useTranslations("enums.CustomerType");
  const name = c.enterpriseName ? `${c.enterpriseName} — ${c.realName}` : c.realName;
  return (
    <>
      <span className="font-medium">{c.customerCode}</span> · {name}
      <span className="text-muted-foreground block text-xs">
        {tt(c.customerType)} ·{" "}
        {c.memberValidity
          ? t(c.isMembershipEffective ? "memberUntil" : "memberExpired", {
              date: c.memberValidity,
            })
          : t("notMember")}
      </span>
    </>
  );
}

/** A new payment order: the customer (found by code, name, phone or e-mail), amount and months. */
export function CreatePaymentDialog({ onClose }: { onClose: () => void }) {
  const t = useTranslations("memberPayments");
  const tc = useTranslations("common");
  const said = useSaid("memberPaymentOrder");
  const form = useAppForm(ZCreateMemberPaymentInput, {
    customerId: undefined,
    amount: "",
    periodMonths: 12,
    remark: "",
  });
  const find = useCallback(
    async (keyword: string) =>
      (
        await api.Customer.GetAll({
          keyword: keyword || undefined,
          maxResultCount: MATCHES,
          sorting: "customerCode asc",
        })
      ).items,
    [],
  );
  const onSubmit = form.submitWith((values) => api.FinanceMemberPaymentOrder.Create(values), {
    success: (r) => said("created", r.code),
    then: onClose,
  });
  return (
    <FormDialog
      id="member-payment-form"
      title={t("createTitle")}
      description={t("formHint")}
      submitLabel={tc("save")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      className="sm:max-w-lg"
    >
      <SearchChoiceField
        form={form}
        name="customerId"
        label={t("customer")}
        placeholder={t("findCustomer")}
        search={find}
        required
        describe={(c) => <CustomerMatch c={c} />}
      />
      <PaymentFields form={form} />
    </FormDialog>
  );
}

/** An unpaid order's amount, months and remark (its customer stays). */
export function EditPaymentDialog({
  order,
  onClose,
}: {
  order: TMemberPaymentOrderDto;
  onClose: () => void;
}) {
  const t = useTranslations("memberPayments");
  const tc = useTranslations("common");
  const said = useSaid("memberPaymentOrder");
  const form = useAppForm(ZUpdateMemberPaymentInput, {
    id: order.id,
    amount: order.amount,
    periodMonths: order.periodMonths,
    remark: order.remark ?? "",
  });
  const onSubmit = form.submitWith((values) => api.FinanceMemberPaymentOrder.Update(values), {
    success: (r) => said("saved", r.code),
    then: onClose,
  });
  return (
    <FormDialog
      id="member-payment-form"
      title={t("editTitle", { code: order.code })}
      description={t("formHint")}
      submitLabel={tc("save")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      className="sm:max-w-lg"
    >
      <p className="text-sm">
        {t("customerFixed", { code: order.customerCode, name: order.customerName })}
      </p>
      <PaymentFields form={form} />
    </FormDialog>
  );
}
