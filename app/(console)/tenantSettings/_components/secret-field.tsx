"use client";

import { useTranslations } from "next-intl";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { TextField } from "@/components/form/fields";

/** A write-only secret: never shown; blank keeps the one kept (the hint says whether there is one). */
export function SecretField<T extends FieldValues>(props: {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver output
  form: UseFormReturn<T, any, any>;
  name: Path<T>;
  label: string;
  hasSecret: boolean;
}) {
  const t = useTranslations("tenantSettings");
  return (
    <TextField
      form={props.form}
      name={props.name}
      label={props.label}
      type="password"
      autoComplete="new-password"
      hint={props.hasSecret ? t("secretKept") : t("secretNone")}
      required={!props.hasSecret}
    />
  );
}
