import type { ColumnOrderState, Table, VisibilityState } from "@tanstack/react-table";
import type { TColumnLayout } from "@/lib/contracts/saved-view-values";

/** Columns that neither move nor hide: the row checkbox stays first, the row menu last. */
const FIXED_COLUMNS: readonly string[] = ["select", "actions"];
export const isMovable = (id: string) => !FIXED_COLUMNS.includes(id);

export const visibilityOf = (layout: TColumnLayout | undefined): VisibilityState =>
  Object.fromEntries((layout?.hidden ?? []).map((id) => [id, false]));

/** TanStack's order: the listed ids, then the rest in the list's own order (the row menu last). */
export const orderOf = (layout: TColumnLayout | undefined): ColumnOrderState => [
  "select",
  ...(layout?.order ?? []).filter(isMovable),
];

export const layoutFrom = (visibility: VisibilityState, order: readonly string[]) => ({
  order: order.filter(isMovable),
  hidden: Object.entries(visibility)
    .filter(([id, shown]) => !shown && isMovable(id))
    .map(([id]) => id),
});

/** What DataTable puts on `table.options.meta` for the column and view menus. */
export interface LayoutMeta {
  setLayout: (layout: TColumnLayout | null) => void;
}

/** The table's columns as they are now: every column in its order, and the hidden ones. */
export const layoutOfTable = <T>(table: Table<T>): TColumnLayout =>
  layoutFrom(
    table.getState().columnVisibility,
    table.getAllLeafColumns().map((c) => c.id),
  );

/** Shows a layout (a saved view's columns) and remembers it; null goes back to the list's own. */
export const applyLayout = <T>(table: Table<T>, layout: TColumnLayout | null) =>
  (table.options.meta as LayoutMeta | undefined)?.setLayout(layout);

/** Moves a column one place earlier (-1) or later (+1) among the movable ones. */
export function moveColumn<T>(table: Table<T>, id: string, by: -1 | 1) {
  const ids = table
    .getAllLeafColumns()
    .map((c) => c.id)
    .filter(isMovable);
  const from = ids.indexOf(id);
  const to = from + by;
  if (from < 0 || to < 0 || to >= ids.length) return;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  table.setColumnOrder(["select", ...ids]);
}
