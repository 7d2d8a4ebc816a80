"use client";

import { useTranslations } from "next-intl";
import { col } from "@/components/data-table/kit";
import { DataTableSelectFilter } from "@/components/data-table/toolbar";
import type { TSwitch } from "@/lib/contracts/enums";
import type { Option } from "./warehouse-options";

// What the warehouse screens share: the status badge and filter, the warehouse filter, and the
// status choices of their forms.

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
  });
}

/** Enabled / disabled / all, in `?status=`. */
export function StatusFilter() {
  const t = useTranslations("warehouse");
  return <DataTableSelectFilter name="status" label={t("status")} options={useStatusOptions()} />;
}

/** One warehouse or all, in `?warehouseId=`. */
export function WarehouseFilter({ warehouses }: { warehouses: Option[] }) {
  const t = useTranslations("warehouse");
  return <DataTableSelectFilter name="warehouseId" label={t("warehouse")} options={warehouses} />;
}
