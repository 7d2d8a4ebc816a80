"use client";

import { useTranslations } from "next-intl";
import { TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { useSaid } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import { type TWarehouseLocationDto, WarehouseLocation } from "@/lib/contracts/warehouse";
import { StatusField, WarehouseField } from "../../_components/warehouse-field";
import type { Option } from "../../_components/warehouse-options";

/** Create or edit a location: its warehouse, frame, layer, position and status. */
export function LocationFormDialog({
  warehouses,
  warehouseId,
  location,
  onClose,
}: {
  warehouses: Option[];
  /** the warehouse chosen to begin with */
  warehouseId: string | null;
  location?: TWarehouseLocationDto;
  onClose: () => void;
}) {
  const t = useTranslations("warehouse");
  const tc = useTranslations("common");
  const said = useSaid("location");
  const form = useAppForm(WarehouseLocation.Create.input, {
    warehouseId: warehouseId ?? undefined,
    frame: location?.frame ?? "",
    layer: location?.layer ?? "",
    position: location?.position ?? "",
    status: location?.status ?? "Enable",
  });
  const onSubmit = form.submitWith(
    (values) =>
      location
        ? api.WarehouseLocation.Update({ ...values, id: location.id })
        : api.WarehouseLocation.Create(values),
    {
      success: (r) => said(location ? "saved" : "created", `${r.warehouseName} ${r.code}`),
      then: onClose,
    },
  );
  return (
    <FormDialog
      id="location-form"
      title={
        location ? t("locations.editTitle", { code: location.code }) : t("locations.createTitle")
      }
      description={t("locations.formHint")}
      submitLabel={tc("save")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <WarehouseField form={form} warehouses={warehouses} />
      <div className="grid gap-4 sm:grid-cols-3">
        <TextField form={form} name="frame" label={t("locations.frame")} required />
        <TextField form={form} name="layer" label={t("locations.layer")} required />
        <TextField form={form} name="position" label={t("locations.position")} required />
      </div>
      <StatusField form={form} />
    </FormDialog>
  );
}
