"use client";

import { useTranslations } from "next-intl";
import { FormDialog } from "@/components/form/form-dialog";
import { FormField } from "@/components/form/form-field";
import { useAppForm } from "@/components/form/use-app-form";
import { useMutation } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import { Input } from "@/components/ui/input";
import {
  type TSkuDto,
  ZAdjustStockInput,
  ZSetAvailableStockInput,
  ZSetEarlyWarningStockInput,
} from "@/lib/contracts/catalogue/sku";
import { asNumber } from "./number-input";

interface SkuDialogProps {
  sku: TSkuDto;
  onClose: () => void;
  /** after a successful save (the SKU list reloads) */
  onDone: () => void;
}

/** Put on shelf with a sellable quantity: at most stock on hand less reserved (SetAvailableStock). */
export function OnShelfDialog({ sku, onClose, onDone }: SkuDialogProps) {
  const t = useTranslations("products.onShelfDialog");
  const { mutate, pending } = useMutation();
  const form = useAppForm(ZSetAvailableStockInput, {
    id: sku.id,
    quantity: sku.unreservedStock,
  });
  const error = form.formState.errors.quantity?.message;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutate(api.ProductSku.SetAvailableStock, values);
      onDone();
      onClose();
    } catch (e) {
      form.applyServerErrors(e);
    }
  });
  return (
    <FormDialog
      id="sku-on-shelf-form"
      title={t("title", { number: sku.number })}
      description={t("description")}
      submitLabel={t("submit")}
      pending={pending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormField
        id="quantity"
        label={t("quantity")}
        error={error}
        hint={t("hint", { max: sku.unreservedStock })}
        required
      >
        <Input
          id="quantity"
          type="number"
          inputMode="numeric"
          min={1}
          max={sku.unreservedStock}
          step={1}
          aria-invalid={!!error}
          aria-describedby={error ? "quantity-error" : undefined}
          {...form.register("quantity", asNumber)}
        />
      </FormField>
    </FormDialog>
  );
}

/** A stock count: the stock on hand now, and why (AdjustStock; the ledger keeps the difference). */
export function AdjustStockDialog({ sku, onClose, onDone }: SkuDialogProps) {
  const t = useTranslations("products.adjustDialog");
  const tc = useTranslations("common");
  const { mutate, pending } = useMutation();
  const form = useAppForm(ZAdjustStockInput, {
    id: sku.id,
    totalStock: sku.totalStock,
    remark: "",
  });
  const { errors } = form.formState;
  const committed = sku.reservedStock + sku.availableStock;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutate(api.ProductSku.AdjustStock, values);
      onDone();
      onClose();
    } catch (e) {
      form.applyServerErrors(e);
    }
  });
  return (
    <FormDialog
      id="sku-adjust-form"
      title={t("title", { number: sku.number })}
      description={t("description")}
      submitLabel={tc("save")}
      pending={pending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormField
        id="totalStock"
        label={t("totalStock")}
        error={errors.totalStock?.message}
        hint={t("hint", { min: committed })}
        required
      >
        <Input
          id="totalStock"
          type="number"
          inputMode="numeric"
          min={committed}
          step={1}
          aria-invalid={!!errors.totalStock}
          aria-describedby={errors.totalStock ? "totalStock-error" : undefined}
          {...form.register("totalStock", asNumber)}
        />
      </FormField>
      <FormField id="remark" label={t("remark")} error={errors.remark?.message}>
        <Input
          id="remark"
          autoComplete="off"
          aria-invalid={!!errors.remark}
          aria-describedby={errors.remark ? "remark-error" : undefined}
          {...form.register("remark")}
        />
      </FormField>
    </FormDialog>
  );
}

/** The level at or under which the SKU counts as low stock; 0 turns it off (SetEarlyWarningStock). */
export function WarningStockDialog({ sku, onClose, onDone }: SkuDialogProps) {
  const t = useTranslations("products.warningDialog");
  const tc = useTranslations("common");
  const { mutate, pending } = useMutation();
  const form = useAppForm(ZSetEarlyWarningStockInput, {
    id: sku.id,
    earlyWarningStock: sku.earlyWarningStock,
  });
  const error = form.formState.errors.earlyWarningStock?.message;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutate(api.ProductSku.SetEarlyWarningStock, values);
      onDone();
      onClose();
    } catch (e) {
      form.applyServerErrors(e);
    }
  });
  return (
    <FormDialog
      id="sku-warning-form"
      title={t("title", { number: sku.number })}
      description={t("description")}
      submitLabel={tc("save")}
      pending={pending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormField id="earlyWarningStock" label={t("earlyWarningStock")} error={error} required>
        <Input
          id="earlyWarningStock"
          type="number"
          inputMode="numeric"
          min={0}
          step={1}
          aria-invalid={!!error}
          aria-describedby={error ? "earlyWarningStock-error" : undefined}
          {...form.register("earlyWarningStock", asNumber)}
        />
      </FormField>
    </FormDialog>
  );
}
