"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { type ReactNode, useMemo, useState } from "react";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";
import { type Bin, BinButton } from "./bin";
import { DataTable } from "./data-table";
import { ListToolbar } from "./toolbar";

/**
 * A list whose rows are edited in a dialog (brands, and every module `npm run new:module`
 * writes): the data table with its search toolbar, and the edit dialog of the row being edited.
 * `columns` gets the function that opens that dialog, for the row menu's Edit; keep it stable
 * (useCallback) so the table is not rebuilt on every render.
 */
export function DialogEditedList<T extends { id: string }>(props: {
  result: { items: T[]; totalCount: number; totalCountIsEstimate?: boolean };
  params: ListParams;
  /** the list's GetAll and input (`listSource`), for Export */
  source?: ListSource;
  /** what the list holds, for the empty state ("brands") */
  things: string;
  /** the search box's placeholder; none for a list its GetAll cannot search */
  search?: string;
  /** the field the search box writes (default `keyword`) */
  searchName?: string;
  /** select filters and the like beside the search box, kept in the URL under `filterNames` */
  filters?: ReactNode;
  filterNames?: string[];
  createAction: ReactNode;
  columns: (edit: (row: T) => void) => ColumnDef<T>[];
  editDialog: (row: T, close: () => void) => ReactNode;
  /** the entity's bin: a Bin button in the toolbar for whoever may restore (issue 14) */
  bin?: Bin;
  /** URL keys that say which list this is, not filters (DataTable's `placeKeys`) */
  placeKeys?: readonly string[];
  /** totals of the whole filtered list, under the rows (DataTable's `footer`) */
  footer?: { label: ReactNode; cells: Partial<Record<string, ReactNode>> };
}) {
  const [editing, setEditing] = useState<T | null>(null);
  const { columns: columnsFor, search } = props;
  const columns = useMemo(() => columnsFor(setEditing), [columnsFor]);
  return (
    <>
      <DataTable
        columns={columns}
        result={props.result}
        params={props.params}
        getRowId={(row) => row.id}
        things={props.things}
        source={props.source}
        footer={props.footer}
        placeKeys={props.placeKeys}
        createAction={props.createAction}
        toolbar={(table) => (
          <ListToolbar
            table={table}
            search={search}
            searchName={props.searchName}
            filters={props.filters}
            filterNames={props.filterNames}
            actions={props.bin && <BinButton bin={props.bin} things={props.things} />}
          />
        )}
      />
      {editing && props.editDialog(editing, () => setEditing(null))}
    </>
  );
}
