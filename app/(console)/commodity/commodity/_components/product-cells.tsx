"use client";

import { useTranslations } from "next-intl";
import { ImageOff } from "lucide-react";
import { Badge } from "@/components/ui/badge";
import type { TBrandDto } from "@/lib/contracts/catalogue/brand";
import type { TShelfStatus } from "@/lib/contracts/enums";
import { cn } from "@/lib/utils";
import type { ProductRow } from "./product-row";
import { shelfBadgeVariant } from "@/components/catalogue/shelf-badge";

/** What the list needs of a brand: its name and logo. */
export type BrandOption = Pick<TBrandDto, "id" | "name" | "imageUrl">;

/** A small picture from the BFF, or a placeholder when there is none. */
export function Thumbnail({
  src,
  alt,
  size = "md",
}: {
  src: string | null | undefined;
  alt: string;
  size?: "sm" | "md";
}) {
  const box = size === "sm" ? "size-6" : "size-10";
  if (!src)
    return (
      <div
        className={cn(
          "bg-muted text-muted-foreground flex shrink-0 items-center justify-center rounded-md",
          box,
        )}
      >
        <ImageOff className="size-4" aria-hidden />
      </div>
    );
  return (
    // eslint-disable-next-line @next/next/no-img-element -- files come from the BFF with the session cookie; next/image would fetch them without it
    <img
      src={src}
      alt={alt}
      width={size === "sm" ? 24 : 40}
      height={size === "sm" ? 24 : 40}
      loading="lazy"
      className={cn("shrink-0 rounded-md border object-contain", box)}
    />
  );
}

/** The brand's logo (when it has one) and name. */
export function BrandCell({
  name,
  brand,
  deleted = false,
}: {
  name: string | null;
  brand?: BrandOption;
  /** the brand is in the bin: marked so (issue 14) */
  deleted?: boolean;
}) {
  const tb = useTranslations("bin");
  const label = name ?? brand?.name ?? "—";
  return (
    <div className="flex items-center gap-2">
      {/* the logo beside the brand's name says nothing more: no text of its own (alt="") */}
      {brand?.imageUrl && <Thumbnail src={brand.imageUrl} alt="" size="sm" />}
      <span className={deleted ? "text-muted-foreground" : undefined}>
        {deleted ? tb("deletedMark", { name: label }) : label}
      </span>
    </div>
  );
}

const summaryKeys = {
  NotOnShelf: "notOnShelf",
  OnShelf: "onShelf",
  RemovedFromShelf: "removedFromShelf",
} as const satisfies Record<TShelfStatus, keyof ProductRow["shelfSummary"]>;

/** How many SKUs are in each shelf status (only statuses that have some), and a low-stock flag. */
export function ShelfSummary({ product }: { product: ProductRow }) {
  const t = useTranslations("products");
  const te = useTranslations("enums");
  const statuses = (Object.keys(summaryKeys) as TShelfStatus[]).filter(
    (s) => product.shelfSummary[summaryKeys[s]] > 0,
  );
  return (
    <div className="flex flex-wrap items-center gap-1">
      {statuses.map((status) => (
        <Badge key={status} variant={shelfBadgeVariant[status]}>
          {t("shelfCount", {
            status: te(`ShelfStatus.${status}`),
            count: product.shelfSummary[summaryKeys[status]],
          })}
        </Badge>
      ))}
      {product.hasLowStock && <Badge variant="destructive">{t("lowStock")}</Badge>}
    </div>
  );
}
