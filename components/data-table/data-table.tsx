"use client";

import {
  type ColumnDef,
  flexRender,
  getCoreRowModel,
  type RowSelectionState,
  type Table as TanTable,
  useReactTable,
  type VisibilityState,
} from "@tanstack/react-table";
import { usePathname } from "next/navigation";
import { useTranslations } from "next-intl";
import { Fragment, type ReactNode, useCallback, useEffect, useMemo, useState } from "react";
import { useColumnLayouts } from "@/components/saved-views/column-layouts";
import { useListKey } from "@/components/saved-views/list-key";
import { useViewLink } from "@/components/saved-views/use-view-link";
import { Checkbox } from "@/components/ui/checkbox";
import {
  Table,
  TableBody,
  TableCell,
  TableFooter,
  TableHead,
  TableHeader,
  TableRow,
} from "@/components/ui/table";
import type { TPagedResult } from "@/lib/contracts/common";
import type { TColumnLayout } from "@/lib/contracts/saved-view-values";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";
import type { PermissionName } from "@/lib/permissions";
import { cn } from "@/lib/utils";
import { type LayoutMeta, layoutFrom, orderOf, visibilityOf } from "./column-layout";
import { DataTablePagination } from "./pagination";
import { useListUrl } from "./use-list-url";

/**
 * The row menu stays in view at every width: the last column sticks to the table's right edge
 * while the rest scrolls under it (issue 7: actions fell off-screen on wide lists).
 */
function columnClass(id: string) {
  // wide enough that the next column's sort button (pulled left by -ml-3) keeps clear of the
  // checkbox's 24 px target (Lighthouse target-size, issue 16)
  if (id === "select") return "w-12 min-w-12";
  if (id === "actions")
    return "bg-background sticky right-0 z-10 w-12 shadow-[-1px_0_0_var(--border)]";
  return undefined;
}

interface DataTableProps<T> {
  columns: ColumnDef<T>[];
  /** the page and the total (GetAll's result): an estimated total reads "about", no last page */
  result: TPagedResult<T>;
  params: ListParams;
  getRowId: (row: T) => string;
  /** filters and actions above the table; gets the table for view options */
  toolbar?: (table: TanTable<T>) => ReactNode;
  /** shown when rows are selected; gets the selected rows and a way to clear the selection */
  bulkActions?: (rows: T[], clear: () => void) => ReactNode;
  /** what the list holds, plural and lower case as a sentence goes on ("brands"; `entities.*`) */
  things: string;
  /** the create action (already permission-checked), offered when the list is empty */
  createAction?: ReactNode;
  /** shown in a full-width row under a row while it is expanded (`row.toggleExpanded()` in a cell) */
  renderSubRow?: (row: T) => ReactNode;
  /**
   * A row under the rows (totals of the whole filtered list): what each column shows there, by
   * column id; visible columns without an entry stay empty. `label` heads the row's first cell.
   */
  footer?: { label: ReactNode; cells: Partial<Record<string, ReactNode>> };
  /**
   * Where the rows come from (`listSource(X.GetAll, input)` on the server page): the toolbar
   * then offers Export, which writes the whole view (every page) with the visible columns.
   */
  source?: ListSource;
  /** a permission Export needs besides the list's own (a list with an Export action) */
  exportPermission?: PermissionName;
  /** the exported file's name before its date (default: `things`, capitalised) */
  exportName?: string;
  /**
   * URL keys that say which list this is rather than filter it (a tree's chosen node, `?unit=`):
   * an empty list under them is "No … yet", not "No … match these filters".
   */
  placeKeys?: readonly string[];
}

/** What the kit keeps in the table's meta (the toolbar's Export reads it). */
export interface TableMeta {
  source?: ListSource;
  exportPermission?: PermissionName;
  /** the exported file's name before its date */
  exportName: string;
  /** the row count is an estimate (a very long list): the export says "about" */
  rowCountIsEstimate?: boolean;
}

/**
 * The one data table (CONVENTIONS): server-side paging, sorting and filters in the URL, columns
 * (which show, in what order) remembered per user and list on the server, saved views opened by
 * `?view=<id>`, row selection with bulk actions, empty and loading states.
 */
export function DataTable<T>({
  columns,
  result,
  params,
  getRowId,
  toolbar,
  bulkActions,
  things,
  createAction,
  renderSubRow,
  footer,
  source,
  exportPermission,
  exportName = things.charAt(0).toLocaleUpperCase() + things.slice(1),
  placeKeys = [],
}: DataTableProps<T>) {
  const { items: data, totalCount, totalCountIsEstimate } = result;
  const t = useTranslations("table");
  const pathname = usePathname();
  const { search, update, pending } = useListUrl();
  const filtered = [...search.keys()].some(
    (k) => !["page", "size", "sort", "view", "after", "before", ...placeKeys].includes(k),
  );
  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const listKey = useListKey();
  const layouts = useColumnLayouts();
  // the server's copy came with the console layout: the first render already has it
  const [layout, setLayoutState] = useState(() => layouts.get(listKey));
  const setLayout = useCallback(
    (next: TColumnLayout | null) => {
      setLayoutState(next ?? undefined);
      layouts.set(listKey, next);
    },
    [layouts, listKey],
  );
  const columnVisibility = useMemo(() => visibilityOf(layout), [layout]);
  const columnOrder = useMemo(() => orderOf(layout), [layout]);
  const opening = useViewLink(setLayout);

  useEffect(() => {
    // visibility kept in this browser before layouts moved to the server: moved there once
    const legacyKey = `quay.columns:${pathname}`;
    const stored = window.localStorage.getItem(legacyKey);
    if (!stored) return;
    window.localStorage.removeItem(legacyKey);
    if (layouts.get(listKey)) return;
    try {
      setLayout(layoutFrom(JSON.parse(stored) as VisibilityState, []));
    } catch {
      // not what this console wrote: forgotten
    }
  }, [layouts, listKey, pathname, setLayout]);
  useEffect(() => setRowSelection({}), [data]); // a new page clears the selection

  const selectColumn: ColumnDef<T> = {
    id: "select",
    enableHiding: false,
    enableSorting: false,
    header: ({ table }) => (
      <Checkbox
        aria-label={t("selectAll")}
        checked={
          table.getIsAllPageRowsSelected() || (table.getIsSomePageRowsSelected() && "indeterminate")
        }
        onCheckedChange={(v) => table.toggleAllPageRowsSelected(!!v)}
      />
    ),
    cell: ({ row }) => (
      <Checkbox
        aria-label={t("selectRow")}
        checked={row.getIsSelected()}
        onCheckedChange={(v) => row.toggleSelected(!!v)}
      />
    ),
  };

  // eslint-disable-next-line react-hooks/incompatible-library -- TanStack Table; we do not use the React Compiler
  const table = useReactTable({
    data,
    columns: bulkActions ? [selectColumn, ...columns] : columns,
    getRowId,
    getCoreRowModel: getCoreRowModel(),
    manualPagination: true,
    manualSorting: true,
    rowCount: totalCount,
    meta: {
      source,
      exportPermission,
      exportName,
      setLayout,
      rowCountIsEstimate: totalCountIsEstimate,
    } satisfies TableMeta & LayoutMeta,
    state: {
      pagination: { pageIndex: params.page - 1, pageSize: params.size },
      sorting: params.sort ? [{ id: params.sort.field, desc: params.sort.desc }] : [],
      rowSelection,
      columnVisibility,
      columnOrder,
    },
    onRowSelectionChange: setRowSelection,
    onColumnVisibilityChange: (updater) => {
      const next = typeof updater === "function" ? updater(columnVisibility) : updater;
      setLayout(
        layoutFrom(
          next,
          table.getAllLeafColumns().map((c) => c.id),
        ),
      );
    },
    onColumnOrderChange: (updater) => {
      const next = typeof updater === "function" ? updater(columnOrder) : updater;
      setLayout(layoutFrom(columnVisibility, next));
    },
    onSortingChange: (updater) => {
      const current = params.sort ? [{ id: params.sort.field, desc: params.sort.desc }] : [];
      const [next] = typeof updater === "function" ? updater(current) : updater;
      update(
        { sort: next ? `${next.id}.${next.desc ? "desc" : "asc"}` : undefined },
        { resetPage: true },
      );
    },
  });

  const selected = table.getSelectedRowModel().rows.map((r) => r.original);

  return (
    <div className="space-y-3">
      {toolbar?.(table)}
      {bulkActions && selected.length > 0 && (
        <div className="bg-muted/50 flex items-center gap-3 rounded-md border px-3 py-2 text-sm">
          <span>{t("selected", { count: selected.length })}</span>
          {bulkActions(selected, () => setRowSelection({}))}
        </div>
      )}
      <div
        className={cn(
          "overflow-x-auto rounded-md border transition-opacity",
          (pending || opening) && "pointer-events-none opacity-60",
        )}
        aria-busy={pending || opening}
      >
        <Table>
          <TableHeader>
            {table.getHeaderGroups().map((group) => (
              <TableRow key={group.id}>
                {group.headers.map((header) => (
                  <TableHead key={header.id} className={columnClass(header.column.id)}>
                    {header.isPlaceholder
                      ? null
                      : flexRender(header.column.columnDef.header, header.getContext())}
                  </TableHead>
                ))}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {table.getRowModel().rows.length ? (
              table.getRowModel().rows.map((row) => (
                <Fragment key={row.id}>
                  <TableRow data-state={row.getIsSelected() ? "selected" : undefined}>
                    {row.getVisibleCells().map((cell) => (
                      <TableCell key={cell.id} className={columnClass(cell.column.id)}>
                        {flexRender(cell.column.columnDef.cell, cell.getContext())}
                      </TableCell>
                    ))}
                  </TableRow>
                  {renderSubRow && row.getIsExpanded() && (
                    <TableRow className="hover:bg-transparent">
                      <TableCell
                        colSpan={row.getVisibleCells().length}
                        className="bg-muted/30 p-3 whitespace-normal"
                      >
                        {renderSubRow(row.original)}
                      </TableCell>
                    </TableRow>
                  )}
                </Fragment>
              ))
            ) : (
              <TableRow>
                <TableCell
                  colSpan={table.getVisibleLeafColumns().length}
                  className="h-32 text-center whitespace-normal"
                  data-testid="table-empty"
                >
                  <p className="text-muted-foreground mb-3">
                    {t(filtered ? "emptyFiltered" : "emptyNone", { things })}
                  </p>
                  <div className="flex flex-wrap justify-center gap-2">{createAction}</div>
                </TableCell>
              </TableRow>
            )}
          </TableBody>
          {footer && table.getRowModel().rows.length > 0 && (
            <TableFooter>
              <TableRow>
                {table.getVisibleLeafColumns().map((column, i) => (
                  <TableCell key={column.id} className={columnClass(column.id)}>
                    {footer.cells[column.id] ?? (i === 0 ? footer.label : null)}
                  </TableCell>
                ))}
              </TableRow>
            </TableFooter>
          )}
        </Table>
      </div>
      <DataTablePagination
        params={params}
        totalCount={totalCount}
        estimated={totalCountIsEstimate}
        pageIsFull={data.length >= params.size}
        cursors={result.pageCursors}
        onChange={(patch) => update(patch)}
      />
    </div>
  );
}
