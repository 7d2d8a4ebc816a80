"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback } from "react";
import { type DefaultValues, type FieldValues, type Path, useForm } from "react-hook-form";
import type * as z from "zod";
import { useMutation } from "@/components/shell/use-mutation";
import { BffError } from "@/lib/api/client";
import type { Locale } from "@/lib/i18n/locales";
import { appResolver } from "./app-resolver";

/**
 * react-hook-form over the shared zod schema (CONVENTIONS: forms), plus the form kit's two
 * helpers: `applyServerErrors` puts the server's validationErrors on their fields, and
 * `submitWith` is the one submit path (validate, call, toast what happened, refresh).
 */
export function useAppForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const form = useForm<z.input<S>, unknown, z.output<S>>({
    resolver: appResolver(schema, t, locale),
    defaultValues,
  });
  const { run } = useMutation();

  const applyServerErrors = useCallback(
    (error: unknown) => {
      if (!(error instanceof BffError)) return;
      for (const issue of error.validationErrors) {
        const member = issue.members[0];
        if (member)
          form.setError(
            member as Path<z.input<S>>,
            { type: "server", message: issue.message },
            { shouldFocus: true },
          );
      }
    },
    [form],
  );

  /**
   * The submit handler: checks the fields, runs `call` with the parsed values (a typed API
   * method), toasts `success` (what happened to what, e.g. `Brand "Breezly" created`), refreshes
   * the page's data and then runs `then`; a refusal toasts and lands on its fields.
   */
  const submitWith = <R>(
    call: (values: z.output<S>) => Promise<R>,
    options: {
      success?: (result: R, values: z.output<S>) => string;
      then?: (result: R) => void;
      /** false when `then` leaves the page anyway */
      refresh?: boolean;
      /** re-address the server's errors when the payload differs from the form (rows, ids) */
      mapErrors?: (error: unknown, values: z.output<S>) => unknown;
    },
  ) =>
    form.handleSubmit(async (values) => {
      try {
        const result = await run(() => call(values), {
          success: options.success && ((r: R) => options.success!(r, values)),
          refresh: options.refresh,
        });
        // what was saved is the new baseline: later edits are unsaved changes again
        form.reset(form.getValues());
        options.then?.(result);
      } catch (error) {
        applyServerErrors(options.mapErrors ? options.mapErrors(error, values) : error);
        // a refusal that names no field (a 409, a lost connection) still leaves the changes
        // unsaved: an error on the form keeps `isSubmitSuccessful` false, so the guard still asks
        form.setError("root.server", { type: "server" });
      }
    });

  return Object.assign(form, { applyServerErrors, submitWith });
}
