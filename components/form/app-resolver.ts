import type { FieldErrors, FieldValues, Resolver } from "react-hook-form";
import type * as z from "zod";
import type { Locale } from "@/lib/i18n/locales";
import { errorMapFor, fieldErrorsOf } from "@/lib/validation";

type Translate = {
  (key: string, values?: Record<string, string | number>): string;
  has: (key: string) => boolean;
};

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
      errors[name] = {
        type: "validation",
        message: t.has(issue.message) ? t(issue.message, issue.values) : issue.message,
      };
    }
    return { values: {}, errors: errors as unknown as FieldErrors<z.input<S>> };
  };
}
