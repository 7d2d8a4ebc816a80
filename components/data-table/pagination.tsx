"use client";

import { useTranslations } from "next-intl";
import { ChevronLeft, ChevronRight, ChevronsLeft, ChevronsRight } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/deferred-select";
import type { TPageCursors } from "@/lib/contracts/common";
import type { ListParams } from "@/lib/list-params";
import { PAGE_SIZES } from "@/lib/remembered-paging";

/** A move to another page: the page, and the cursor that starts it when there is one. */
export type PagePatch = {
  page?: number;
  size?: number;
  after?: string;
  before?: string;
};

export function DataTablePagination({
  params,
  totalCount,
  estimated = false,
  pageIsFull = false,
  cursors,
  onChange,
}: {
  params: ListParams;
  totalCount: number;
  /**
   * totalCount is an estimate: it reads "about"; the last page cannot be known, so there is no
   * Last page, and Next goes on while pages come full (an estimate may be under or over the truth)
   */
  estimated?: boolean;
  /** this page holds as many rows as the page size */
  pageIsFull?: boolean;
  /** the page's first and last rows' cursors: Next and Previous follow them (keyset paging) */
  cursors?: TPageCursors;
  onChange: (patch: PagePatch) => void;
}) {
  const t = useTranslations("table");
  const pages = Math.max(1, Math.ceil(totalCount / params.size));
  const go = (page: number, cursor?: Pick<PagePatch, "after" | "before">) =>
    onChange({
      page: Math.max(estimated ? page : Math.min(page, pages), 1),
      size: params.size,
      ...(page > 1 && cursor),
    });
  const atEnd = estimated ? !pageIsFull : params.page >= pages;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-muted-foreground" data-testid="total-count">
        {t(estimated ? "totalAbout" : "total", { count: totalCount })}
      </p>
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <div className="flex items-center gap-2">
          <span className="text-muted-foreground whitespace-nowrap">{t("rowsPerPage")}</span>
          <Select
            value={String(params.size)}
            onValueChange={(v) => onChange({ size: Number(v), page: 1 })}
          >
            <SelectTrigger className="h-8 w-20" aria-label={t("rowsPerPage")}>
              <SelectValue>{params.size}</SelectValue>
            </SelectTrigger>
            <SelectContent>
              {PAGE_SIZES.map((size) => (
                <SelectItem key={size} value={String(size)}>
                  {size}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <span className="whitespace-nowrap" data-testid="page-indicator">
          {t(estimated ? "pageOfAbout" : "pageOf", { page: params.page, pages })}
        </span>
        <div className="flex gap-1">
          <Button
            variant="outline"
            size="icon"
            className="size-8"
            aria-label={t("firstPage")}
            disabled={params.page <= 1}
            onClick={() => go(1)}
          >
            <ChevronsLeft />
          </Button>
          <Button
            variant="outline"
            size="icon"
            className="size-8"
            aria-label={t("previousPage")}
            disabled={params.page <= 1}
            onClick={() => go(params.page - 1, { before: cursors?.first })}
          >
            <ChevronLeft />
          </Button>
          <Button
            variant="outline"
            size="icon"
            className="size-8"
            aria-label={t("nextPage")}
            disabled={atEnd}
            onClick={() => go(params.page + 1, { after: cursors?.last })}
          >
            <ChevronRight />
          </Button>
          <Button
            variant="outline"
            size="icon"
            className="size-8"
            aria-label={t("lastPage")}
            title={estimated ? t("lastPageUnknown") : undefined}
            disabled={estimated || params.page >= pages}
            onClick={() => go(pages)}
          >
            <ChevronsRight />
          </Button>
        </div>
      </div>
    </div>
  );
}
