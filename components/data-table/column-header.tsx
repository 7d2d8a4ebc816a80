"use client";

import type { Column } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { ArrowDown, ArrowUp, ChevronsUpDown } from "lucide-react";
import { Button } from "@/components/ui/button";

/** A header that sorts on click: ascending, descending, off. */
export function DataTableColumnHeader<T>({ column, title }: { column: Column<T>; title: string }) {
  const t = useTranslations("table");
  if (!column.getCanSort()) return <span>{title}</span>;
  const sorted = column.getIsSorted();
  const next = sorted === false ? "asc" : sorted === "asc" ? "desc" : false;
  return (
    <Button
      variant="ghost"
      size="sm"
      className="-ml-3 h-8"
      aria-label={t("sortBy", { column: title })}
      onClick={() =>
        next === false ? column.clearSorting() : column.toggleSorting(next === "desc")
      }
    >
      {title}
      {sorted === "asc" ? (
        <ArrowUp />
      ) : sorted === "desc" ? (
        <ArrowDown />
      ) : (
        <ChevronsUpDown className="opacity-50" />
      )}
    </Button>
  );
}
