"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useCallback, useState } from "react";
import { toast } from "@/components/toast";
import { type AnyClientMethod, BffError } from "@/lib/api/client";
import type { Messages } from "@/lib/i18n/messages";

/** SPEC §7: Create, Update and Delete announce what happened; any other non-Get call, an action. */
const MUTATION_EVENT = "quay:mutation";
export type MutationEventKind = "created" | "updated" | "deleted" | "action-completed";

/** Calls `listener` after every call the console makes that changes something; returns the undo. */
export function onMutation(listener: () => void) {
  window.addEventListener(MUTATION_EVENT, listener);
  return () => window.removeEventListener(MUTATION_EVENT, listener);
}

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

/** An entity a toast can name: a key of `entities.*` in the messages. */
export type SaidEntity = keyof Messages["entities"];

type Success<T> = string | ((result: T) => string);

/**
 * What a toast says happened to what (`Brand "Breezly" created`, in the user's language):
 * `const said = useSaid("brand"); said("created", name)`. Entities are messages `entities.*`.
 */
export function useSaid(entity: SaidEntity) {
  const t = useTranslations();
  return useCallback(
    (what: "created" | "saved" | "deleted", name: string) =>
      t(`toast.${what}`, { entity: t(`entities.${entity}`), name }),
    [entity, t],
  );
}

/**
 * Runs mutating calls: toasts what happened (SPEC §8; '操作成功' when the caller does not say),
 * announces it, refreshes what is on screen. Errors toast and are rethrown, so forms can place
 * field errors. `run(() => api.ProductBrand.Delete({ id }), { success })` takes any call (the
 * kits pass calls as functions); `mutate(api.ProductBrand.Create, values)` is the short form.
 */
export function useMutation() {
  const t = useTranslations("toast");
  const router = useRouter();
  const showError = useErrorToast();
  const [pending, setPending] = useState(false);

  const run = useCallback(
    async <T>(
      call: () => Promise<T>,
      options: {
        success?: Success<T>;
        refresh?: boolean;
        kind?: MutationEventKind;
        /** a button on the success toast (a delete's Undo), which then stays 10 s */
        action?: { label: string; onClick: () => void };
      } = {},
    ): Promise<T> => {
      setPending(true);
      try {
        const result = await call();
        const { success } = options;
        toast.success(
          typeof success === "function" ? success(result) : (success ?? t("success")),
          options.action ? { action: options.action, duration: 10_000 } : undefined,
        );
        window.dispatchEvent(
          new CustomEvent(MUTATION_EVENT, { detail: { kind: options.kind ?? "action-completed" } }),
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

  const mutate = useCallback(
    <F extends AnyClientMethod>(
      call: F,
      input: Parameters<F>[0],
      options: { success?: Success<Awaited<ReturnType<F>>>; refresh?: boolean } = {},
    ) =>
      run(() => call(input) as Promise<Awaited<ReturnType<F>>>, {
        ...options,
        kind: eventKind(call.method),
      }),
    [run],
  );
  return { run, mutate, pending };
}
