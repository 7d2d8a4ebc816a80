"use client";

import { useTranslations } from "next-intl";
import { type KeyboardEvent, type ReactNode, useEffect, useState } from "react";
import { useErrorToast } from "@/components/shell/use-mutation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import type { TSkuDto } from "@/lib/contracts/catalogue/sku";

/** How many SKUs a search shows. */
const RESULTS = 8;

/** What a result shows of a SKU. */
type SkuHit = Pick<TSkuDto, "id" | "number" | "productName" | "specText" | "model">;

/**
 * Finds SKUs as the person types (`search`, asked 250 ms after the last key) and adds the one
 * chosen as a row; Enter adds the first one not yet added. SKUs already in the list show as
 * added. A document's product rows: the stock-in form's, an order's. `search` must keep its
 * identity between renders (useCallback).
 */
export function SkuSearch<S extends SkuHit>({
  search,
  added,
  full,
  invalid,
  onAdd,
  details,
}: {
  search: (keyword: string, max: number) => Promise<S[]>;
  added: ReadonlySet<string>;
  /** no more rows may be added */
  full: boolean;
  /** the rows' error (none yet) is the box's: `lines-error` describes it */
  invalid: boolean;
  onAdd: (sku: S) => void;
  /** more about a result, after its name (a price, the stock) */
  details?: (sku: S) => ReactNode;
}) {
  const t = useTranslations("skuSearch");
  const tc = useTranslations("common");
  const showError = useErrorToast();
  const [keyword, setKeyword] = useState("");
  const [found, setFound] = useState<{ keyword: string; items: S[] } | null>(null);
  const wanted = keyword.trim();

  useEffect(() => {
    if (!wanted) return;
    let live = true;
    const timer = setTimeout(async () => {
      try {
        const items = await search(wanted, RESULTS);
        if (live) setFound({ keyword: wanted, items });
      } catch (error) {
        if (!live) return;
        setFound({ keyword: wanted, items: [] });
        showError(error);
      }
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [search, showError, wanted]);

  const results = wanted && found?.keyword === wanted ? found.items : null;
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== "Enter") return;
    event.preventDefault(); // Enter here adds a row; it never submits the form
    const first = results?.find((s) => !added.has(s.id));
    if (first && !full) onAdd(first);
  };

  return (
    <div className="space-y-2">
      <label htmlFor="sku-search" className="block text-sm font-medium">
        {t("findSku")}
      </label>
      <Input
        id="sku-search"
        type="search"
        value={keyword}
        onChange={(e) => setKeyword(e.target.value)}
        onKeyDown={onKeyDown}
        placeholder={t("findSkuPlaceholder")}
        autoComplete="off"
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? "lines-error" : undefined}
        className="max-w-md"
      />
      {wanted && (
        <div aria-live="polite" aria-busy={results === null}>
          {results === null ? (
            <p className="text-muted-foreground text-sm">{tc("loading")}</p>
          ) : results.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t("noSkus", { keyword: wanted })}</p>
          ) : (
            <ul className="divide-y rounded-md border" aria-label={t("results")}>
              {results.map((sku) => {
                const isAdded = added.has(sku.id);
                return (
                  <li key={sku.id} className="flex items-center justify-between gap-3 p-2 text-sm">
                    <span className="min-w-0">
                      <span className="font-medium">{sku.number}</span>{" "}
                      <span>{sku.productName}</span>
                      {sku.specText && (
                        <span className="text-muted-foreground"> · {sku.specText}</span>
                      )}
                      {sku.model && <span className="text-muted-foreground"> · {sku.model}</span>}
                      {details?.(sku)}
                    </span>
                    <Button
                      type="button"
                      variant="outline"
                      size="sm"
                      disabled={isAdded || full}
                      aria-label={t(isAdded ? "alreadyAdded" : "addSku", { number: sku.number })}
                      onClick={() => onAdd(sku)}
                    >
                      {isAdded ? t("added") : t("add")}
                    </Button>
                  </li>
                );
              })}
            </ul>
          )}
        </div>
      )}
    </div>
  );
}
