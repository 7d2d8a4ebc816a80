"use client";

import type { Table } from "@tanstack/react-table";
import { useTranslations } from "next-intl";
import { ArrowDown, ArrowUp, RotateCcw, Settings2 } from "lucide-react";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { applyLayout, isMovable, moveColumn } from "./column-layout";

const titleOf = <T,>(column: ReturnType<Table<T>["getAllLeafColumns"]>[number]) =>
  (column.columnDef.meta as { title?: string } | undefined)?.title ?? column.id;

/**
 * Which columns show and in what order. Each column is a checkbox followed by Move up and Move
 * down items, so arrow keys reach them in turn; moving keeps the menu open. Reset goes back to
 * the list's own columns. The table remembers the result per user and list.
 */
export function ColumnsMenu<T>({ table }: { table: Table<T> }) {
  const t = useTranslations("table");
  const tv = useTranslations("savedViews");
  const columns = table.getAllLeafColumns().filter((c) => isMovable(c.id));
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="outline" size="sm" className="h-9">
          <Settings2 /> {t("columns")}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-h-[70vh] w-64 overflow-y-auto">
        <DropdownMenuLabel>{t("toggleColumns")}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        {columns.map((c, i) => {
          const title = titleOf(c);
          return (
            <div key={c.id} className="flex items-center">
              <DropdownMenuCheckboxItem
                className="flex-1"
                checked={c.getIsVisible()}
                disabled={!c.getCanHide()}
                onCheckedChange={(v) => c.toggleVisibility(!!v)}
              >
                {title}
              </DropdownMenuCheckboxItem>
              <DropdownMenuItem
                aria-label={tv("moveUp", { column: title })}
                disabled={i === 0}
                onSelect={(e) => {
                  e.preventDefault();
                  moveColumn(table, c.id, -1);
                }}
              >
                <ArrowUp aria-hidden />
              </DropdownMenuItem>
              <DropdownMenuItem
                aria-label={tv("moveDown", { column: title })}
                disabled={i === columns.length - 1}
                onSelect={(e) => {
                  e.preventDefault();
                  moveColumn(table, c.id, 1);
                }}
              >
                <ArrowDown aria-hidden />
              </DropdownMenuItem>
            </div>
          );
        })}
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => applyLayout(table, null)}>
          <RotateCcw aria-hidden /> {tv("resetColumns")}
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
