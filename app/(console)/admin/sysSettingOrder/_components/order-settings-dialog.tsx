"use client";

import { useTranslations } from "next-intl";
import { MoneyField, NumberField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { api } from "@/lib/api/client";
import { SysSettingOrder, type TOrderSettingDto } from "@/lib/contracts/settings";

/**
 * Change the order settings: saving adds a version (from the current one, so a change someone
 * saved in between is not overwritten: the server refuses with 409 and says so).
 */
export function OrderSettingsDialog({
  current,
  onClose,
}: {
  current: TOrderSettingDto | null;
  onClose: () => void;
}) {
  const t = useTranslations("settings.orders");
  const tc = useTranslations("common");
  const form = useAppForm(SysSettingOrder.Create.input, {
    shippingFee: current?.shippingFee ?? "",
    freeShippingThreshold: current?.freeShippingThreshold ?? "",
    unpaidCancelHours: current?.unpaidCancelHours,
  });
  const onSubmit = form.submitWith(
    (values) =>
      current
        ? api.SysSettingOrder.Update({ ...values, id: current.id })
        : api.SysSettingOrder.Create(values),
    { success: (saved) => t("saved", { version: saved.version }), then: onClose },
  );
  return (
    <FormDialog
      id="order-settings-form"
      title={t("changeTitle")}
      description={t("changeHint")}
      submitLabel={tc("save")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <MoneyField form={form} name="shippingFee" label={t("shippingFee")} required />
      <MoneyField
        form={form}
        name="freeShippingThreshold"
        label={t("freeShippingThreshold")}
        hint={t("freeShippingHint")}
        required
      />
      <NumberField
        form={form}
        name="unpaidCancelHours"
        label={t("unpaidCancelHours")}
        hint={t("unpaidCancelHint")}
        min={1}
        max={720}
        required
      />
    </FormDialog>
  );
}
