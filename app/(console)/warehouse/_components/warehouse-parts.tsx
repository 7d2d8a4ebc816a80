"use client";

import type { ColumnDef } from "@tanstack/react-table";
import { useSearchParams } from "next/navigation";
import { useTranslations } from "next-intl";
import type { ReactNode } from "react";
import { col, CreateButton, DialogEditedList } from "@/components/data-table/kit";
import type { Bin } from "@/components/data-table/bin";
import { DataTableSelectFilter } from "@/components/data-table/toolbar";
import type { TSwitch } from "@/lib/contracts/enums";
import type { ListSource } from "@/lib/list-export";
import type { ListParams } from "@/lib/list-params";
import type { PermissionName } from "@/lib/permissions";
import type { Option } from "./warehouse-options";
import { appEnums } from "@/lib/contracts/enum-values";

// What the warehouse screens share: the status badge and filter, the warehouse filter, the list
// of a warehouse's records (locations, self-pickup points) and its create button.

const SWITCHES = ["Enable", "Disable"] as const satisfies readonly TSwitch[];

/** Enabled / Disabled, in the user's language, for a select. */
export function useStatusOptions(): Option[] {
  const t = useTranslations("enums.Switch");
  return SWITCHES.map((s) => ({ value: s, label: t(s) }));
}

/** The record's status as a badge (enabled filled, disabled outlined). */
export function statusColumn<T extends { status: TSwitch }>(
  title: string,
  label: (s: TSwitch) => string,
) {
  return col.status<T, TSwitch>("status", title, {
    sortable: true,
    label,
    tone: (s) => (s === "Enable" ? "default" : "outline"),
    values: appEnums.Switch,
  });
}

/** Enabled / disabled / all, in `?status=`. */
export function StatusFilter() {
  const t = useTranslations("warehouse");
  return <DataTableSelectFilter name="status" label={t("status")} options={useStatusOptions()} />;
}

/**
 * A create button whose dialog starts in the warehouse the list is filtered by (`?warehouseId=`),
 * when that is one of `warehouses`.
 */
export function CreateInWarehouseButton({
  warehouses,
  dialog,
  ...button
}: {
  warehouses: Option[];
  permission: PermissionName;
  label: string;
  dialog: (warehouseId: string | null, close: () => void) => ReactNode;
}) {
  const filtered = useSearchParams().get("warehouseId");
  const warehouseId = warehouses.some((w) => w.value === filtered) ? filtered : null;
  return <CreateButton {...button} dialog={(close) => dialog(warehouseId, close)} />;
}

/**
 * The records of warehouses (locations, self-pickup points): filtered by warehouse, and by status
 * with `statusFilter`; edited in a dialog.
 */
export function WarehouseRecordList<T extends { id: string }>({
  warehouses,
  statusFilter,
  ...list
}: {
  result: { items: T[]; totalCount: number };
  params: ListParams;
  /** the list's GetAll and input, for Export */
  source?: ListSource;
  warehouses: Option[];
  statusFilter?: boolean;
  things: string;
  createAction: ReactNode;
  columns: (edit: (row: T) => void) => ColumnDef<T>[];
  editDialog: (row: T, close: () => void) => ReactNode;
  bin?: Bin;
}) {
  const t = useTranslations("warehouse");
  return (
    <DialogEditedList
      {...list}
      filters={
        <>
          <DataTableSelectFilter name="warehouseId" label={t("warehouse")} options={warehouses} />
          {statusFilter && <StatusFilter />}
        </>
      }
      filterNames={statusFilter ? ["warehouseId", "status"] : ["warehouseId"]}
    />
  );
}
