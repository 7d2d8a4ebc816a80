"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback, useTransition } from "react";
import { rememberPaging } from "@/lib/remembered-paging";

/**
 * Writes list state to the URL (the server page re-renders from it). Filter changes go back to
 * page 1; page and size are remembered for this path. A page's cursor (`after` / `before`, from
 * Next and Previous) stays only with the move that set it: any other change pages by number.
 */
export function useListUrl() {
  const router = useRouter();
  const pathname = usePathname();
  const search = useSearchParams();
  const [pending, startTransition] = useTransition();

  const update = useCallback(
    (patch: Record<string, string | number | undefined>, options: { resetPage?: boolean } = {}) => {
      const next = new URLSearchParams(search.toString());
      next.delete("after");
      next.delete("before");
      for (const [key, value] of Object.entries(patch)) {
        if (value === undefined || value === "") next.delete(key);
        else next.set(key, String(value));
      }
      if (options.resetPage) next.delete("page");
      const page = Number(next.get("page") ?? 1);
      const size = Number(next.get("size") ?? 0);
      if ("page" in patch || "size" in patch || options.resetPage)
        rememberPaging(pathname, page, size || 10);
      const query = next.toString();
      startTransition(() =>
        router.push(query ? `${pathname}?${query}` : pathname, { scroll: false }),
      );
    },
    [pathname, router, search],
  );
  return { search, update, pending };
}
