"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";

/**
 * Asks before a page form with unsaved changes is left: in-app navigation (a click on any link
 * in the console: sidebar, breadcrumb, menus) asks in the console's own dialog and goes on when
 * the person says so; closing or reloading the tab gets the browser's own prompt (the only one a
 * page may show then). Dialog forms do not need it: their Cancel is the question.
 */
export function UnsavedChangesGuard({ when }: { when: boolean }) {
  const t = useTranslations("form");
  const router = useRouter();
  const [leavingTo, setLeavingTo] = useState<string | null>(null);
  const [released, setReleased] = useState(false);
  const dirty = when && !released;

  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    const onClick = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
        return; // a new tab or window leaves this one as it is
      const anchor = (event.target as Element | null)?.closest?.("a[href]");
      if (!(anchor instanceof HTMLAnchorElement) || anchor.target === "_blank") return;
      const url = new URL(anchor.href, window.location.href);
      if (url.origin !== window.location.origin) return; // a full load: beforeunload asks
      if (url.pathname === window.location.pathname && url.search === window.location.search)
        return;
      event.preventDefault();
      event.stopPropagation(); // before next/link sees it
      setLeavingTo(url.pathname + url.search + url.hash);
    };
    window.addEventListener("beforeunload", beforeUnload);
    document.addEventListener("click", onClick, true);
    return () => {
      window.removeEventListener("beforeunload", beforeUnload);
      document.removeEventListener("click", onClick, true);
    };
  }, [dirty]);

  return (
    <ConfirmDialog
      open={leavingTo !== null}
      onOpenChange={(open) => !open && setLeavingTo(null)}
      title={t("unsavedTitle")}
      description={t("unsavedChanges")}
      confirmLabel={t("leave")}
      cancelLabel={t("stay")}
      destructive
      onConfirm={async () => {
        setReleased(true); // the person chose to leave: let this navigation through
        router.push(leavingTo!);
      }}
    />
  );
}

/** A react-hook-form form with changes not yet saved (the guard's `when`). */
export const isUnsaved = (state: { isDirty: boolean; isSubmitSuccessful: boolean }) =>
  state.isDirty && !state.isSubmitSuccessful;
