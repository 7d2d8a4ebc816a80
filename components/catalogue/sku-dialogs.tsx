"use client";

import { useTranslations } from "next-intl";
import type { DefaultValues, FieldValues } from "react-hook-form";
import type * as z from "zod";
import { NumberField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { api } from "@/lib/api/client";
import {
  type TSkuDto,
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
