"use client";

import { useTranslations } from "next-intl";
import { useListUrl } from "@/components/data-table/use-list-url";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/deferred-select";
import { type CategoryOption, indentStyle } from "./category-options";

/**
 * `?categoryId=`: like DataTableSelectFilter, but the options are the category tree, indented.
 * The server lists products in the category and everything under it.
 */
export function CategoryFilter({ label, options }: { label: string; options: CategoryOption[] }) {
  const t = useTranslations("common");
  const { search, update } = useListUrl();
  const value = search.get("categoryId");
  const current = options.find((o) => o.id === value);
  return (
    <Select
      value={current ? current.id : "__all"}
      onValueChange={(v) =>
        update({ categoryId: v === "__all" ? undefined : v }, { resetPage: true })
      }
    >
      <SelectTrigger className="h-9 w-48" aria-label={label}>
        <SelectValue>
          <span className="truncate">
            {label}: {current?.name ?? t("all")}
          </span>
        </SelectValue>
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="__all">{t("all")}</SelectItem>
        {options.map((o) => (
          <SelectItem key={o.id} value={o.id} style={indentStyle(o.depth + 1)}>
            {o.name}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}
