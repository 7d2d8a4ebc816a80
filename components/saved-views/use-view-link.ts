"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { useEffect } from "react";
import { toast } from "@/components/toast";
import { api } from "@/lib/api/client";
import type { TColumnLayout } from "@/lib/contracts/saved-view-values";

/**
 * `?view=<id>` on a list's path (a link a colleague sent): shows the view's columns and puts its
 * query in the URL in place of the link. A view the person may not see says so and shows the
 * list as it is. True while the view is being opened (the table waits, dimmed).
 */
export function useViewLink(setLayout: (layout: TColumnLayout) => void): boolean {
  const t = useTranslations("savedViews");
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const id = search.get("view");

  useEffect(() => {
    if (!id) return;
    let live = true;
    const go = (query: string) =>
      router.replace(query ? `${pathname}?${query}` : pathname, { scroll: false });
    api.SavedView.Get({ id }).then(
      (view) => {
        if (!live) return;
        setLayout(view.columns);
        go(view.query);
      },
      () => {
        if (!live) return;
        toast.error(t("notFound"), { duration: 8000 });
        const rest = new URLSearchParams(search.toString());
        rest.delete("view");
        go(rest.toString());
      },
    );
    return () => {
      live = false;
    };
    // only a new link opens anything; the rest of the URL is what the link replaces
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [id]);
  return Boolean(id);
}
