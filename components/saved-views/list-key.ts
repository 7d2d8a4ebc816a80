"use client";

import { usePathname } from "next/navigation";
import { useCurrentRoute } from "@/components/shell/route-context";

/**
 * What names a list for its layout and saved views: its route pattern, so every record's
 * sub-list shares one ("/purchase/commoditySalesRecord/{from}"); the path off the route table.
 */
export function useListKey(): string {
  const pathname = usePathname();
  return useCurrentRoute()?.pattern ?? pathname;
}
