"use client";

import { useLocale, useTranslations } from "next-intl";
import { useCallback, useEffect } from "react";
import { type DefaultValues, type FieldValues, type Path, useForm } from "react-hook-form";
import type * as z from "zod";
import { BffError } from "@/lib/api/client";
import type { Locale } from "@/lib/i18n/locales";
import { appResolver } from "./app-resolver";

/**
 * react-hook-form over the shared zod schema (CONVENTIONS: forms), plus `applyServerErrors`, which
 * puts the server's validationErrors on their fields, and a guard for unsaved changes.
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
  useUnsavedChangesGuard(form.formState.isDirty && !form.formState.isSubmitSuccessful);

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
  return Object.assign(form, { applyServerErrors });
}

/** Asks before a dirty form is left: on reload/close, and on clicks of in-app links. */
export function useUnsavedChangesGuard(dirty: boolean) {
  const t = useTranslations("form");
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!anchor || anchor.getAttribute("target") === "_blank") return;
      if (!window.confirm(t("unsavedChanges"))) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    window.addEventListener("beforeunload", beforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty, t]);
}
