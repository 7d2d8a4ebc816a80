"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { toast } from "sonner";
import { type AnyClientMethod, BffError } from "@/lib/api/client";

/** SPEC §7: Create, Update and Delete announce what happened; any other non-Get call, an action. */
const MUTATION_EVENT = "quay:mutation";
export type MutationEventKind = "created" | "updated" | "deleted" | "action-completed";

function eventKind(method: string): MutationEventKind {
  if (method === "Create") return "created";
  if (method === "Update") return "updated";
  if (method === "Delete") return "deleted";
  return "action-completed";
}

/** Shows SPEC §8's error toasts for a failed call (validation title with each message, 5 s). */
export function useErrorToast() {
  const t = useTranslations("toast");
  return useCallback(
    (error: unknown) => {
      if (error instanceof BffError && error.validationErrors.length) {
        toast.error(t("validationTitle"), {
          description: error.validationErrors.map((e) => e.message).join("\n"),
          duration: 5000,
        });
      } else if (error instanceof BffError) {
        toast.error(error.details || error.message, { duration: 5000 });
      } else {
        toast.error(error instanceof Error ? error.message : String(error), { duration: 5000 });
      }
    },
    [t],
  );
}

/**
 * Runs one mutating call (`mutate(api.ProductBrand.Create, values)`): toast '操作成功' (or the
 * given message), announce the event, refresh what is on screen. Errors toast and are rethrown
 * so forms can place field errors.
 */
export function useMutation() {
  const t = useTranslations("toast");
  const router = useRouter();
  const showError = useErrorToast();
  const [pending, setPending] = useState(false);

  const mutate = useCallback(
    async <F extends AnyClientMethod>(
      call: F,
      input: Parameters<F>[0],
      options: { success?: string; refresh?: boolean } = {},
    ): Promise<Awaited<ReturnType<F>>> => {
      setPending(true);
      try {
        const result = (await call(input)) as Awaited<ReturnType<F>>;
        toast.success(options.success ?? t("success"));
        window.dispatchEvent(
          new CustomEvent(MUTATION_EVENT, {
            detail: { kind: eventKind(call.method), path: `${call.service}/${call.method}` },
          }),
        );
        if (options.refresh !== false) router.refresh();
        return result;
      } catch (error) {
        showError(error);
        throw error;
      } finally {
        setPending(false);
      }
    },
    [router, showError, t],
  );
  return { mutate, pending };
}
