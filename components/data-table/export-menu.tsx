"use client";

import type { Table } from "@tanstack/react-table";
import { Download } from "lucide-react";
import { useLocale, useTranslations } from "next-intl";
import { useExportCommands, useFileExport } from "@/components/export-button";
import { useCan } from "@/components/shell/permissions";
import { Button } from "@/components/ui/button";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";
import { formatBytes } from "@/components/uploader/uploader-utils";
import {
  EXPORT_FORMATS,
  EXPORT_URL,
  type ExportColumn,
  type ExportFormat,
  type ExportRequest,
} from "@/lib/list-export";
import type { ColumnMeta } from "./columns";
import type { TableMeta } from "./data-table";

/**
 * The visible columns in their on-screen order (TanStack's visible leaf columns follow the
 * table's column order), each with its heading and how it is exported; the selection box, the
 * row menu and columns marked `export: false` (pictures) are left out. A hand-made column with
 * an accessor exports the field its key (or id) names, as text.
 */
function exportColumnsOf<T>(table: Table<T>): ExportColumn[] {
  return table.getVisibleLeafColumns().flatMap((column): ExportColumn[] => {
    if (column.id === "select" || column.id === "actions") return [];
    const def = column.columnDef as {
      meta?: ColumnMeta;
      accessorKey?: unknown;
      accessorFn?: unknown;
      header?: unknown;
    };
    const meta = def.meta;
    if (meta?.export === false) return [];
    const field =
      meta?.export?.field ??
      (typeof def.accessorKey === "string" ? def.accessorKey : undefined) ??
      (def.accessorFn ? column.id : undefined);
    if (!field) return [];
    const title = meta?.title ?? (typeof def.header === "string" ? def.header : column.id);
    const labels = meta?.export?.labels?.();
    return [{ title, field, kind: meta?.export?.kind ?? "text", ...(labels ? { labels } : {}) }];
  });
}

/**
 * Export: the list's whole current view (its filters and sort, every page) with the visible
 * columns, as CSV or Excel, made by the BFF from the list's own GetAll and saved as it arrives.
 * Shown when the table knows its source (and the person holds its export permission, if any).
 */
export function DataTableExport<T>({ table }: { table: Table<T> }) {
  const t = useTranslations("listExport");
  const tc = useTranslations("common");
  const tp = useTranslations("commandPalette");
  const locale = useLocale();
  const meta = table.options.meta as TableMeta | undefined;
  const allowed = useCan(meta?.exportPermission ?? []);
  const { received, run: download } = useFileExport();
  const shown = !!meta?.source && (!meta.exportPermission || allowed);
  const rows = table.getRowCount();
  const about = Boolean(meta?.rowCountIsEstimate);
  const formatName: Record<ExportFormat, string> = { csv: t("csv"), xlsx: t("xlsx") };

  const run = (format: ExportFormat) => {
    if (!meta?.source) return;
    const body: ExportRequest = {
      source: meta.source,
      format,
      columns: exportColumnsOf(table),
      fileName: meta.exportName,
      yes: tc("yes"),
      no: tc("no"),
    };
    void download(
      EXPORT_URL,
      body,
      `${meta.exportName}.${format}`,
      t(about ? "exportedAbout" : "exported", { count: rows }),
    );
  };
  useExportCommands(
    shown
      ? EXPORT_FORMATS.map((format) => ({
          id: `list.export.${format}`,
          label: tp("exportViewAs", { format: formatName[format] }),
          run: () => run(format),
        }))
      : [],
  );
  if (!shown) return null;

  return (
    <>
      {received !== null && (
        <span role="status" className="text-muted-foreground text-sm tabular-nums">
          {t(about ? "exportingAbout" : "exporting", {
            count: rows,
            size: formatBytes(received, locale),
          })}
        </span>
      )}
      <DropdownMenu>
        <DropdownMenuTrigger asChild>
          <Button variant="outline" size="sm" className="h-9" disabled={received !== null}>
            <Download aria-hidden /> {t("export")}
          </Button>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end">
          {EXPORT_FORMATS.map((format) => (
            <DropdownMenuItem key={format} onSelect={() => run(format)}>
              {formatName[format]}
            </DropdownMenuItem>
          ))}
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
