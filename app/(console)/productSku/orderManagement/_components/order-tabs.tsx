"use client";

import Link from "next/link";
import { usePathname, useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import { appEnums } from "@/lib/contracts/enum-values";
import type { TOrderStatusTab } from "@/lib/contracts/enums";
import { cn } from "@/lib/utils";

/** The URL field the tabs write (GetAll's `orderStatusTab`). */
const TAB = "orderStatusTab";

const isTab = (value: string | null): value is TOrderStatusTab =>
  (appEnums.OrderStatusTab as readonly string[]).includes(value ?? "");

/**
 * All / Unpaid / In progress / Completed, each with how many orders it holds under the other
 * filters (GetAll's `tabCounts`). Links, not a tab widget: a tab is a URL (it keeps the filters
 * and goes back to page 1), so the browser's back button and a shared link work.
 */
export function OrderTabs({
  counts,
  estimated = [],
}: {
  counts: Record<TOrderStatusTab, number>;
  /** tabs whose count is an estimate (very many orders): shown as "≈ n" */
  estimated?: TOrderStatusTab[];
}) {
  const t = useTranslations("enums.OrderStatusTab");
  const tl = useTranslations("orders.list");
  const pathname = usePathname();
  const search = useSearchParams();
  const value = search.get(TAB);
  const current = isTab(value) ? value : "All";
  return (
    <nav
      aria-label={tl("tabs")}
      className="bg-muted text-foreground inline-flex flex-wrap items-center gap-1 rounded-lg p-1"
    >
      {appEnums.OrderStatusTab.map((tab) => {
        const next = new URLSearchParams(search.toString());
        for (const paging of ["page", "after", "before"]) next.delete(paging);
        if (tab === "All") next.delete(TAB);
        else next.set(TAB, tab);
        const query = next.toString();
        const active = tab === current;
        return (
          <Link
            key={tab}
            href={query ? `${pathname}?${query}` : pathname}
            scroll={false}
            aria-current={active ? "page" : undefined}
            className={cn(
              "inline-flex items-center gap-2 rounded-md px-3 py-1.5 text-sm font-medium whitespace-nowrap transition-colors",
              "focus-visible:ring-ring/50 outline-none focus-visible:ring-[3px]",
              active ? "bg-background shadow-sm" : "hover:bg-background/60",
            )}
          >
            {t(tab)}
            <span
              className={cn(
                "rounded-full px-1.5 text-xs tabular-nums",
                active ? "bg-primary text-primary-foreground" : "bg-background",
              )}
            >
              {estimated.includes(tab)
                ? tl("countAbout", { count: counts[tab] })
                : tl("count", { count: counts[tab] })}
            </span>
          </Link>
        );
      })}
    </nav>
  );
}
