"use client";

import { useTranslations } from "next-intl";
import type { DefaultValues, FieldValues } from "react-hook-form";
import type * as z from "zod";
import { NumberField, TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { api } from "@/lib/api/client";
import {
  type TSkuDto,
  ZAdjustStockInput,
  ZSetAvailableStockInput,
  ZSetEarlyWarningStockInput,
} from "@/lib/contracts/catalogue/sku";

interface SkuDialogProps {
  sku: TSkuDto;
  onClose: () => void;
  /** after a successful save (the SKU list reloads) */
  onDone: () => void;
}

/** The form of one SKU dialog: saved through `call`, then the list reloads and the dialog closes. */
function useSkuForm<S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  defaultValues: DefaultValues<z.input<S>>,
  call: (values: z.output<S>) => Promise<unknown>,
  { onClose, onDone }: Omit<SkuDialogProps, "sku">,
) {
  const form = useAppForm(schema, defaultValues);
  const onSubmit = form.submitWith(call, {
    then: () => {
      onDone();
      onClose();
    },
  });
  return { form, frame: { pending: form.formState.isSubmitting, onSubmit, onClose } };
}

// The API checks these limits against the SKU as it is; the form checks them against the SKU as
// shown, so a quantity that cannot succeed is refused on its field before any call (issue 7).

/** Put on shelf with a sellable quantity: at most stock on hand less reserved (SetAvailableStock). */
export function OnShelfDialog({ sku, onClose, onDone }: SkuDialogProps) {
  const t = useTranslations("products.onShelfDialog");
  const max = Math.max(0, sku.unreservedStock);
  const schema = ZSetAvailableStockInput.extend({
    quantity: ZSetAvailableStockInput.shape.quantity.max(max, "form.atMost"),
  });
  const { form, frame } = useSkuForm(
    schema,
    { id: sku.id, quantity: max },
    (values) => api.ProductSku.SetAvailableStock(values),
    { onClose, onDone },
  );
  return (
    <FormDialog
      id="sku-on-shelf-form"
      title={t("title", { number: sku.number })}
      description={t("description")}
      submitLabel={t("submit")}
      {...frame}
    >
      <NumberField
        form={form}
        name="quantity"
        label={t("quantity")}
        hint={t("hint", { max })}
        min={1}
        max={max}
        required
      />
    </FormDialog>
  );
}

/** A stock count: the stock on hand now, and why (AdjustStock; the ledger keeps the difference). */
export function AdjustStockDialog({ sku, onClose, onDone }: SkuDialogProps) {
  const t = useTranslations("products.adjustDialog");
  const tc = useTranslations("common");
  const committed = sku.reservedStock + sku.availableStock;
  const schema = ZAdjustStockInput.extend({
    totalStock: ZAdjustStockInput.shape.totalStock.min(committed, "form.atLeast"),
  });
  const { form, frame } = useSkuForm(
    schema,
    { id: sku.id, totalStock: sku.totalStock, remark: "" },
    (values) => api.ProductSku.AdjustStock(values),
    { onClose, onDone },
  );
  return (
    <FormDialog
      id="sku-adjust-form"
      title={t("title", { number: sku.number })}
      description={t("description")}
      submitLabel={tc("save")}
      {...frame}
    >
      <NumberField
        form={form}
        name="totalStock"
        label={t("totalStock")}
        hint={t("hint", { min: committed })}
        min={committed}
        required
      />
      <TextField form={form} name="remark" label={t("remark")} />
    </FormDialog>
  );
}

/** The level at or under which the SKU counts as low stock; 0 turns it off (SetEarlyWarningStock). */
export function WarningStockDialog({ sku, onClose, onDone }: SkuDialogProps) {
  const t = useTranslations("products.warningDialog");
  const tc = useTranslations("common");
  const { form, frame } = useSkuForm(
    ZSetEarlyWarningStockInput,
    { id: sku.id, earlyWarningStock: sku.earlyWarningStock },
    (values) => api.ProductSku.SetEarlyWarningStock(values),
    { onClose, onDone },
  );
  return (
    <FormDialog
      id="sku-warning-form"
      title={t("title", { number: sku.number })}
      description={t("description")}
      submitLabel={tc("save")}
      {...frame}
    >
      <NumberField
        form={form}
        name="earlyWarningStock"
        label={t("earlyWarningStock")}
        min={0}
        required
      />
    </FormDialog>
  );
}
