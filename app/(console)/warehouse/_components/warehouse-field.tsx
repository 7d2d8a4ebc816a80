"use client";

import { useTranslations } from "next-intl";
import type { FieldValues, Path, UseFormReturn } from "react-hook-form";
import { SelectField } from "@/components/form/fields";
import type { TSwitch } from "@/lib/contracts/enums";
import type { Option } from "./warehouse-options";
import { useStatusOptions } from "./warehouse-parts";

// Fields the warehouse screens' dialogs share (loaded with the dialogs, not the lists).

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any resolver output
type Form<T extends FieldValues> = UseFormReturn<T, any, any>;

/**
 * The form's required `warehouseId`, one of `warehouses` (the location and point dialogs; the
 * transfer dialog's destination, with its own `label`).
 */
export function WarehouseField<T extends FieldValues & { warehouseId: string }>({
  form,
  warehouses,
  label,
}: {
  form: Form<T>;
  warehouses: Option[];
  label?: string;
}) {
  const t = useTranslations("warehouse");
  return (
    <SelectField
      form={form}
      name={"warehouseId" as Path<T>}
      label={label ?? t("warehouse")}
      options={warehouses}
      placeholder={t("chooseWarehouse")}
      required
    />
  );
}

/** The form's required `status`: enabled or disabled (the warehouse and location dialogs). */
export function StatusField<T extends FieldValues & { status: TSwitch }>({
  form,
}: {
  form: Form<T>;
}) {
  const t = useTranslations("warehouse");
  return (
    <SelectField
      form={form}
      name={"status" as Path<T>}
      label={t("status")}
      options={useStatusOptions()}
      required
    />
  );
}
