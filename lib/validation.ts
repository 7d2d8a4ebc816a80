import * as z from "zod";
import type { Locale } from "@/lib/i18n/locales";

/** One refused field: a message key (or text), the values it needs, and the field path. */
export interface FieldIssue {
  message: string;
  values?: Record<string, string | number>;
  members: string[];
}

const zodLocales = {
  en: z.locales.en().localeError,
  zh: z.locales.zhCN().localeError,
  es: z.locales.es().localeError,
  ja: z.locales.ja().localeError,
} satisfies Record<Locale, unknown>;

/** Per-parse error map: a missing value reads "required"; everything else in zod's own locale. */
export function errorMapFor(locale: Locale): z.core.$ZodErrorMap {
  return (issue) => {
    if (issue.code === "invalid_type" && issue.input === undefined) return "validation.required";
    return zodLocales[locale](issue);
  };
}

/** One validation error per bad field (the first message for it), as ABP's validationErrors. */
export function fieldErrorsOf(error: z.ZodError): FieldIssue[] {
  const byField = new Map<string, FieldIssue>();
  for (const issue of error.issues) {
    const member = issue.path.map(String).join(".");
    if (byField.has(member)) continue;
    const params = (issue as { params?: Record<string, string | number> }).params;
    const values: Record<string, string | number> = { ...params };
    if ("maximum" in issue && typeof issue.maximum === "number") values.max = issue.maximum;
    if ("minimum" in issue && typeof issue.minimum === "number") values.min = issue.minimum;
    byField.set(member, { message: issue.message, values, members: member ? [member] : [] });
  }
  return [...byField.values()];
}
