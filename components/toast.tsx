"use client";

import dynamic from "next/dynamic";
import { useSyncExternalStore } from "react";
import type * as Sonner from "sonner";
import type { ExternalToast, ToasterProps } from "sonner";

// Toasts without sonner on first load (issue 7): sonner and its Toaster load with the first toast.
// sonner replays the toasts still active when a Toaster subscribes, so none is lost meanwhile.

let wanted = false;
const listeners = new Set<() => void>();
let sonner: Promise<typeof Sonner> | undefined;

function loadSonner() {
  if (!wanted) {
    wanted = true;
    for (const listener of listeners) listener();
  }
  return (sonner ??= import("sonner"));
}

type Kind = "success" | "error" | "info" | "warning";
const show =
  (kind: Kind) =>
  (message: string, data?: ExternalToast): void =>
    void loadSonner().then(({ toast }) => toast[kind](message, data));

/** sonner's `toast.success` / `error` / `info` / `warning`, loading sonner on first use. */
export const toast = {
  success: show("success"),
  error: show("error"),
  info: show("info"),
  warning: show("warning"),
};

const Toaster = dynamic(() => import("@/components/ui/sonner").then((m) => m.Toaster), {
  ssr: false,
});

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** Where toasts appear: renders sonner's Toaster once something has been toasted. */
export function ToastHost(props: ToasterProps) {
  const active = useSyncExternalStore(
    subscribe,
    () => wanted,
    () => false,
  );
  return active ? <Toaster {...props} /> : null;
}
