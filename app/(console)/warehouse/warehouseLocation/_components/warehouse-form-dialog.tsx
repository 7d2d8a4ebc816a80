"use client";

import { useTranslations } from "next-intl";
import { TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { useSaid } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import { type TWarehouseDto, Warehouse } from "@/lib/contracts/warehouse";
import { StatusField } from "../../_components/warehouse-field";

/** Create or edit a warehouse: its name, status and description (SPEC §5: name and status). */
export function WarehouseFormDialog({
  warehouse,
  onClose,
}: {
  warehouse?: TWarehouseDto;
  onClose: () => void;
}) {
  const t = useTranslations("warehouse");
  const tc = useTranslations("common");
  const said = useSaid("warehouse");
  const form = useAppForm(Warehouse.Create.input, {
    name: warehouse?.name ?? "",
    status: warehouse?.status ?? "Enable",
    description: warehouse?.description ?? "",
  });
  const onSubmit = form.submitWith(
    (values) =>
      warehouse
        ? api.Warehouse.Update({ ...values, id: warehouse.id })
        : api.Warehouse.Create(values),
    { success: (_, { name }) => said(warehouse ? "saved" : "created", name), then: onClose },
  );
  return (
    <FormDialog
      id="warehouse-form"
      title={
        warehouse
          ? t("warehouses.editTitle", { name: warehouse.name })
          : t("warehouses.createTitle")
      }
      submitLabel={tc("save")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField form={form} name="name" label={t("warehouses.name")} required />
      <StatusField form={form} />
      <TextField form={form} name="description" label={t("warehouses.about")} multiline />
    </FormDialog>
  );
}
