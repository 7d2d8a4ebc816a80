"use client";

import { useTranslations } from "next-intl";
import { AddressPicker } from "@/components/address-picker";
import { TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { useSaid } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import { type TSelfLiftPointDto, WarehouseSelfLiftinPoint } from "@/lib/contracts/warehouse";
import { WarehouseField } from "../../_components/warehouse-field";
import type { Option } from "../../_components/warehouse-options";

/**
 * Create or edit a self-pickup point: its warehouse, name, contact (SPEC §5: contact, phone and
 * e-mail), where it is (country → province → city with the address picker, and the street
 * address) and a remark.
 */
export function PointFormDialog({
  warehouses,
  warehouseId,
  point,
  onClose,
}: {
  warehouses: Option[];
  /** the warehouse chosen to begin with */
  warehouseId: string | null;
  point?: TSelfLiftPointDto;
  onClose: () => void;
}) {
  const t = useTranslations("warehouse");
  const tc = useTranslations("common");
  const said = useSaid("selfLiftPoint");
  const form = useAppForm(WarehouseSelfLiftinPoint.Create.input, {
    warehouseId: warehouseId ?? undefined,
    name: point?.name ?? "",
    contacts: point?.contacts ?? "",
    contactNumber: point?.contactNumber ?? "",
    contactEmail: point?.contactEmail ?? "",
    countryId: point?.countryId ?? null,
    provinceId: point?.provinceId,
    cityId: point?.cityId,
    address: point?.address ?? "",
    remark: point?.remark ?? "",
  });
  const onSubmit = form.submitWith(
    (values) =>
      point
        ? api.WarehouseSelfLiftinPoint.Update({ ...values, id: point.id })
        : api.WarehouseSelfLiftinPoint.Create(values),
    { success: (_, { name }) => said(point ? "saved" : "created", name), then: onClose },
  );
  return (
    <FormDialog
      id="point-form"
      title={point ? t("points.editTitle", { name: point.name }) : t("points.createTitle")}
      submitLabel={tc("save")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      className="sm:max-w-xl"
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <WarehouseField form={form} warehouses={warehouses} />
        <TextField form={form} name="name" label={t("points.name")} required />
        <TextField
          form={form}
          name="contacts"
          label={t("points.contacts")}
          autoComplete="name"
          required
        />
        <TextField
          form={form}
          name="contactNumber"
          label={t("points.contactNumber")}
          type="tel"
          autoComplete="tel"
          required
        />
      </div>
      <TextField
        form={form}
        name="contactEmail"
        label={t("points.contactEmail")}
        type="email"
        autoComplete="email"
        required
      />
      <AddressPicker form={form} depth={3} required />
      <TextField form={form} name="address" label={t("points.address")} required />
      <TextField form={form} name="remark" label={t("points.remark")} multiline />
    </FormDialog>
  );
}
