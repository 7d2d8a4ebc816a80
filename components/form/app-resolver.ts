import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type * as z from "zod";
import type { useTranslations } from "next-intl";
import type { Locale } from "@/lib/i18n/locales";
import type { MessageKey } from "@/lib/i18n/messages";
import { errorMapFor, fieldErrorsOf } from "@/lib/validation";

type Translate = ReturnType<typeof useTranslations<never>>;

/**
 * react-hook-form resolver over the same zod schema the API validates with; message keys become
 * text in the user's language, with their values ({min}, {max}) filled in.
 */
export function appResolver<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  t: Translate,
  locale: Locale,
): Resolver<z.input<S>, unknown, z.output<S>> {
  return async (values) => {
    const parsed = await schema.safeParseAsync(values, { error: errorMapFor(locale) });
    if (parsed.success) return { values: parsed.data, errors: {} };
    const errors: Record<string, { type: string; message: string }> = {};
    for (const issue of fieldErrorsOf(parsed.error)) {
      const name = issue.members[0] ?? "root";
      // zod issues carry message keys chosen at run time: a text only if the bundle has it
      const key = issue.message as MessageKey;
      errors[name] = {
        type: "validation",
        message: t.has(key) ? t(key, issue.values) : issue.message,
      };
    }
    return { values: {}, errors: errors as unknown as FieldErrors<z.input<S>> };
  };
}
