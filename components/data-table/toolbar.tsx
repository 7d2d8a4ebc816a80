"use client";

import type { Table } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { X } from "lucide-react";
import { type ReactNode, useEffect, useState } from "react";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from "@/components/ui/deferred-select";
import { SavedViewsMenu } from "@/components/saved-views/views-menu";
import { DataTableExport } from "./export-menu";
import { useListUrl } from "./use-list-url";
import { ColumnsMenu } from "./view-options";

/** The keyword box: writes `?{name}=` after a short pause and goes back to page 1. */
export function DataTableSearch({
  name = "keyword",
  placeholder,
}: {
  name?: string;
  placeholder: string;
}) {
  const { search, update } = useListUrl();
  const urlValue = search.get(name) ?? "";
  const [value, setValue] = useState(urlValue);
  useEffect(() => setValue(urlValue), [urlValue]); // eslint-disable-line react-hooks/set-state-in-effect -- follow back/forward
  useEffect(() => {
    if (value === urlValue) return;
    const timer = setTimeout(
      () => update({ [name]: value.trim() || undefined }, { resetPage: true }),
      350,
    );
    return () => clearTimeout(timer);
  }, [name, update, urlValue, value]);
  return (
    <Input
      value={value}
      onChange={(e) => setValue(e.target.value)}
      placeholder={placeholder}
      aria-label={placeholder}
      className="h-9 w-full sm:w-64"
      type="search"
    />
  );
}

/**
 * A one-of filter (e.g. active / inactive / all) kept in `?{name}=`; a change also clears the
 * filters in `clears` (a location filter that belongs to the chosen warehouse).
 */
export function DataTableSelectFilter({
  name,
  label,
  options,
  clears = [],
}: {
  name: string;
  label: string;
  options: { value: string; label: string }[];
  clears?: string[];
}) {
  const t = useTranslations("common");
  const { search, update } = useListUrl();
  const current = options.find((o) => o.value === search.get(name));
  return (
    <Select
      value={search.get(name) ?? "__all"}
      onValueChange={(v) =>
        update(
          {
            ...Object.fromEntries(clears.map((c) => [c, undefined])),
            [name]: v === "__all" ? undefined : v,
          },
          { resetPage: true },
        )
      }
    >
      <SelectTrigger className="h-9 w-auto min-w-40" aria-label={label}>
        <SelectValue>
          {label}: {current?.label ?? t("all")}
        </SelectValue>
      </SelectTrigger>
      <SelectContent>
        <SelectItem value="__all">
          {label}: {t("all")}
        </SelectItem>
        {options.map((o) => (
          <SelectItem key={o.value} value={o.value}>
            {label}: {o.label}
          </SelectItem>
        ))}
      </SelectContent>
    </Select>
  );
}

/** Clears every filter in the URL (keeps size). */
export function DataTableResetFilters({ names }: { names: string[] }) {
  const t = useTranslations("common");
  const { search, update } = useListUrl();
  if (!names.some((n) => search.has(n))) return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      onClick={() =>
        update(Object.fromEntries(names.map((n) => [n, undefined])), { resetPage: true })
      }
    >
      {t("reset")} <X />
    </Button>
  );
}

/**
 * The table's own menus at the toolbar's end: the list's saved views, Export (when the table
 * knows its source: the whole view as CSV or Excel) and Columns (which columns show in what
 * order; remembered per user and list).
 */
export function DataTableViewOptions<T>({ table }: { table: Table<T> }) {
  return (
    <div className="ml-auto flex items-center gap-2">
      <SavedViewsMenu table={table} />
      <DataTableExport table={table} />
      <ColumnsMenu table={table} />
    </div>
  );
}

export function DataTableToolbar({ children }: { children: ReactNode }) {
  return <div className="flex flex-wrap items-center gap-2">{children}</div>;
}

/**
 * The usual toolbar: the keyword box, `filters` (select filters and the like), Reset for every
 * URL filter the list has (the search box's plus `filterNames`), and the Columns menu.
 */
export function ListToolbar<T>({
  table,
  search,
  searchName = "keyword",
  filters,
  filterNames = [],
  actions,
}: {
  table: Table<T>;
  /** the keyword box's placeholder; none for a list its GetAll cannot search */
  search?: string;
  /** the URL (and GetAll) field the box writes, when the list searches by another ("name") */
  searchName?: string;
  filters?: ReactNode;
  filterNames?: string[];
  /** buttons beside the Columns menu (the Bin) */
  actions?: ReactNode;
}) {
  return (
    <DataTableToolbar>
      {search && <DataTableSearch name={searchName} placeholder={search} />}
      {filters}
      <DataTableResetFilters names={search ? [searchName, ...filterNames] : filterNames} />
      <DataTableViewOptions table={table} />
      {actions}
    </DataTableToolbar>
  );
}
