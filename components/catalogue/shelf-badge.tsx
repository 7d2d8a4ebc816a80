"use client";

import { useTranslations } from "next-intl";
import { Badge } from "@/components/ui/badge";
import type { TShelfStatus } from "@/lib/contracts/enums";

/** The badge of each shelf status: on shelf stands out, the others recede. */
export const shelfBadgeVariant = {
  OnShelf: "default",
  NotOnShelf: "outline",
  RemovedFromShelf: "secondary",
} as const satisfies Record<TShelfStatus, "default" | "outline" | "secondary">;

/** A SKU's shelf status as a badge. */
export function ShelfBadge({ status }: { status: TShelfStatus }) {
  const te = useTranslations("enums.ShelfStatus");
  return <Badge variant={shelfBadgeVariant[status]}>{te(status)}</Badge>;
}
