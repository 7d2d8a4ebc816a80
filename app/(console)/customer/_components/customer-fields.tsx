"use client";

import { useTranslations } from "next-intl";
import type { UseFormReturn } from "react-hook-form";
import type * as z from "zod";
import { FormField } from "@/components/form/form-field";
import { SelectField, SwitchField, TextField } from "@/components/form/fields";
import { Input } from "@/components/ui/input";
import { appEnums } from "@/lib/contracts/enums";
import type { ZCreateOrdinaryInput } from "@/lib/contracts/customer";

// What every customer form has (SPEC §3 Customer): the code, the person (or an enterprise's
// contact), the invoice header and the active flag. The enterprise page form and the ordinary
// and member dialogs each add their own fields around these.

/** Any customer form: each has at least the fields of an ordinary customer. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver output
export type PersonForm = UseFormReturn<z.input<typeof ZCreateOrdinaryInput>, any, any>;

/**
 * The customer code: a field for a holder of the type's EditCode (left empty, the server
 * generates one), otherwise the code shown read-only (a new customer's is generated on save).
 */
export function CustomerCodeField({
  form,
  canEdit,
  code,
}: {
  form: PersonForm;
  canEdit: boolean;
  code?: string;
}) {
  const t = useTranslations("customers");
  if (canEdit)
    return (
      <TextField form={form} name="customerCode" label={t("customerCode")} hint={t("codeHint")} />
    );
  if (!code) return null;
  return (
    <ReadOnlyField
      id="customerCode"
      label={t("customerCode")}
      hint={t("codeReadOnly")}
      value={code}
    />
  );
}

/** A value the form shows but does not send (changed elsewhere, or by someone allowed to). */
export function ReadOnlyField(props: { id: string; label: string; hint: string; value: string }) {
  return (
    <FormField id={props.id} label={props.label} hint={props.hint}>
      <Input id={props.id} value={props.value} readOnly className="bg-muted" />
    </FormField>
  );
}

/** The person (or contact): name, gender, phone and e-mail, all required (SPEC §5). */
export function PersonFields({ form, nameLabel }: { form: PersonForm; nameLabel: string }) {
  const t = useTranslations();
  return (
    <>
      <TextField form={form} name="realName" label={nameLabel} required />
      <SelectField
        form={form}
        name="sex"
        label={t("customers.sex")}
        placeholder={t("customers.choose")}
        options={appEnums.Sex.map((s) => ({ value: s, label: t(`enums.Sex.${s}`) }))}
        required
      />
      <TextField
        form={form}
        name="mobilePhone"
        label={t("customers.mobilePhone")}
        type="tel"
        required
      />
      <TextField form={form} name="email" label={t("customers.email")} type="email" required />
    </>
  );
}

/** The invoice header and the active flag, last in every customer form. */
export function InvoiceAndActiveFields({ form, wide }: { form: PersonForm; wide?: boolean }) {
  const t = useTranslations("customers");
  return (
    <>
      <TextField form={form} name="invoiceHeader" label={t("invoiceHeader")} />
      <SwitchField
        form={form}
        name="isActive"
        label={t("isActive")}
        className={wide ? "md:col-span-2" : undefined}
      />
    </>
  );
}
