"use client";

import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { SelectField, TextField } from "@/components/form/fields";
import { useEnumOptions } from "@/components/use-enum-options";

/**
 * What an organisation says about itself (its form, and an application to join): name, type,
 * credit code, contact, address and what it does. `contact` is required for an application;
 * `more` comes after the contact (an application's e-mail).
 */
export function OrganizationFields<T extends FieldValues>({
  form,
  contactRequired,
  more,
  aboutLabel,
}: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver output
  form: UseFormReturn<T, any, any>;
  contactRequired?: boolean;
  more?: ReactNode;
  aboutLabel?: string;
}) {
  const t = useTranslations("organizations");
  const options = useEnumOptions();
  const field = (name: string) => name as Path<T>;
  return (
    <>
      <TextField form={form} name={field("name")} label={t("name")} required />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          form={form}
          name={field("kind")}
          label={t("kind")}
          options={options("OrganizationKind")}
          placeholder={t("choose")}
          required
        />
        <TextField
          form={form}
          name={field("creditCode")}
          label={t("creditCode")}
          hint={t("creditCodeHint")}
        />
        <TextField
          form={form}
          name={field("contactName")}
          label={t("contactName")}
          required={contactRequired}
        />
        <TextField
          form={form}
          name={field("contactPhone")}
          label={t("contactPhone")}
          required={contactRequired}
        />
      </div>
      {more}
      <TextField form={form} name={field("address")} label={t("address")} />
      <TextField
        form={form}
        name={field("description")}
        label={aboutLabel ?? t("descriptionField")}
        required={contactRequired}
        multiline
      />
    </>
  );
}
