"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { createContext, type ReactNode, useContext, useEffect, useState } from "react";
import { CHUNK_ERROR_EVENT, CHUNK_TIMEOUT_MS } from "@/lib/chunk-error";

/** Dispatched on window to end the pending state of a link click that did not navigate after all. */
const NAVIGATION_CANCELLED_EVENT = "quay:navigation-cancelled";

interface Pending {
  pathname: string;
  /** another screen (not only another query on this one) */
  isNewScreen: boolean;
}

const NavigationContext = createContext<Pending | null>(null);

/** The link navigation under way, if any. */
export function usePendingNavigation(): Pending | null {
  return useContext(NavigationContext);
}

/**
 * Tracks a click on a link to another page of ours until the new URL renders, so the shell can
 * show a progress bar and the target's header with skeleton rows at once, before the server has
 * answered. A navigation still pending after SPEC §9's 120 s is reported as a chunk-load error.
 */
export function NavigationProvider({ children }: { children: ReactNode }) {
  const url = `${usePathname()}?${useSearchParams().toString()}`;
  const [pending, setPending] = useState<Pending | null>(null);
  const [renderedUrl, setRenderedUrl] = useState(url);
  if (renderedUrl !== url) {
    setRenderedUrl(url);
    setPending(null);
  }

  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      if (e.button !== 0 || e.metaKey || e.ctrlKey || e.shiftKey || e.altKey) return;
      const link = e.target instanceof Element ? e.target.closest("a[href]") : null;
      if (!(link instanceof HTMLAnchorElement) || link.hasAttribute("download")) return;
      if (link.target && link.target !== "_self") return;
      const to = new URL(link.href, window.location.href);
      const here = window.location;
      if (to.origin !== here.origin || to.hash) return;
      if (to.pathname === here.pathname && to.search === here.search) return;
      setPending({ pathname: to.pathname, isNewScreen: to.pathname !== here.pathname });
    };
    const done = () => setPending(null);
    document.addEventListener("click", onClick); // bubbling: after Link has handled it
    window.addEventListener("popstate", done);
    window.addEventListener(NAVIGATION_CANCELLED_EVENT, done);
    return () => {
      document.removeEventListener("click", onClick);
      window.removeEventListener("popstate", done);
      window.removeEventListener(NAVIGATION_CANCELLED_EVENT, done);
    };
  }, []);

  useEffect(() => {
    if (!pending) return;
    const timer = setTimeout(
      () => window.dispatchEvent(new Event(CHUNK_ERROR_EVENT)),
      CHUNK_TIMEOUT_MS,
    );
    return () => clearTimeout(timer);
  }, [pending]);

  return <NavigationContext.Provider value={pending}>{children}</NavigationContext.Provider>;
}

/** A thin bar along the top while a navigation is under way. */
export function ProgressBar() {
  const t = useTranslations("shell");
  return (
    <div
      role="progressbar"
      aria-label={t("loading")}
      className="fixed inset-x-0 top-0 z-50 h-0.5 overflow-hidden"
    >
      <div className="bg-sidebar-primary animate-navigation-progress h-full w-1/3" />
    </div>
  );
}

/** The bar for a navigation within the same screen (another screen shows PageLoading's). */
export function NavigationProgress() {
  const pending = usePendingNavigation();
  return pending && !pending.isNewScreen ? <ProgressBar /> : null;
}
