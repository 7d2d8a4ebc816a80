"use client";

import { useTranslations } from "next-intl";
import { ChevronsUpDown } from "lucide-react";
import { useEffect, useState } from "react";
import type * as z from "zod";
import { useErrorToast } from "@/components/shell/use-mutation";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Popover, PopoverContent, PopoverTrigger } from "@/components/ui/popover";
import { api } from "@/lib/api/client";
import type { ZScopeItemDto } from "@/lib/contracts/role";

type ScopeItem = z.infer<typeof ZScopeItemDto>;

/** The users, roles or departments whose records a Specified scope covers. */
export function ScopeItemsPicker({
  providerName,
  selected,
  onChange,
  label,
  invalid,
}: {
  providerName: string;
  selected: readonly string[];
  onChange: (ids: string[]) => void;
  label: string;
  invalid?: boolean;
}) {
  const t = useTranslations("roles");
  const tc = useTranslations("common");
  const showError = useErrorToast();
  const [open, setOpen] = useState(false);
  const [keyword, setKeyword] = useState("");
  const [items, setItems] = useState<ScopeItem[] | null>(null);

  useEffect(() => {
    if (!open) return;
    let live = true;
    const timer = setTimeout(async () => {
      try {
        const result = await api.ScopeDataSource.GetItems({
          providerName,
          keyword: keyword.trim() || undefined,
        });
        if (live) setItems(result);
      } catch (error) {
        if (live) {
          setItems([]);
          showError(error);
        }
      }
    }, 250);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [keyword, open, providerName, showError]);

  const toggle = (id: string, checked: boolean) =>
    onChange(checked ? [...selected, id] : selected.filter((s) => s !== id));

  return (
    <Popover
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setKeyword("");
      }}
    >
      <PopoverTrigger asChild>
        <Button
          type="button"
          variant="outline"
          size="sm"
          className="h-8"
          aria-label={label}
          aria-invalid={invalid}
        >
          {t("itemsSelected", { count: selected.length })}
          <ChevronsUpDown className="opacity-50" />
        </Button>
      </PopoverTrigger>
      <PopoverContent align="end" className="w-80 space-y-3 p-3">
        <Input
          type="search"
          value={keyword}
          onChange={(e) => setKeyword(e.target.value)}
          placeholder={tc("search")}
          aria-label={tc("search")}
          className="h-8"
        />
        <div className="max-h-64 space-y-1 overflow-y-auto" aria-busy={items === null}>
          {items === null ? (
            <p className="text-muted-foreground p-2 text-sm">{tc("loading")}</p>
          ) : items.length === 0 ? (
            <p className="text-muted-foreground p-2 text-sm">{t("noItems")}</p>
          ) : (
            items.map((item) => (
              <label
                key={item.id}
                className="hover:bg-muted flex cursor-pointer items-center gap-2 rounded-sm p-2 text-sm"
              >
                <Checkbox
                  checked={selected.includes(item.id)}
                  onCheckedChange={(v) => toggle(item.id, v === true)}
                />
                <span>{item.displayName}</span>
              </label>
            ))
          )}
        </div>
        {selected.length > 0 && (
          <Button
            type="button"
            variant="ghost"
            size="sm"
            className="w-full"
            onClick={() => onChange([])}
          >
            {t("clearSelection")}
          </Button>
        )}
      </PopoverContent>
    </Popover>
  );
}
