"use client";

import { useTranslations } from "next-intl";
import { Controller } from "react-hook-form";
import { Input } from "@/components/ui/input";
import { Select, SelectTrigger, SelectValue } from "@/components/ui/select";
import { asNumber } from "./number-input";
import { NO_VALUE, type ParamOption, ParamOptionItems } from "./product-params-cards";
import { errorAt } from "@/components/form/error-at";
import type { ProductFormApi } from "./product-form-model";

/** The typed-in columns before the specifications, and after them; each also a message key. */
export const SKU_LEAD_FIELDS = ["number", "model"] as const;
export const SKU_TAIL_FIELDS = [
  "salePrice",
  "memberPrice",
  "factoryPrice",
  "earlyWarningStock",
  "unit",
  "minPurchaseQuantity",
] as const;
/** Columns every row must fill in (the others have defaults). */
export const SKU_REQUIRED_FIELDS: readonly CellField[] = [
  "number",
  "model",
  "salePrice",
  "memberPrice",
  "factoryPrice",
];

type CellField = (typeof SKU_LEAD_FIELDS)[number] | (typeof SKU_TAIL_FIELDS)[number];

const WHOLE_NUMBERS: readonly CellField[] = ["earlyWarningStock", "minPurchaseQuantity"];
const MONEY: readonly CellField[] = ["salePrice", "memberPrice", "factoryPrice"];

/** A cell's error under it, tied to the control by id. */
function CellError({ id, message }: { id: string; message?: string }) {
  if (!message) return null;
  return (
    <p id={id} className="text-destructive mt-1 text-xs whitespace-normal">
      {message}
    </p>
  );
}

const a11y = (errorId: string, error: string | undefined) =>
  error ? { "aria-invalid": true, "aria-describedby": errorId } : {};

/** One typed-in cell: "SKU number, row 2" and the like. */
export function SkuInputCell({
  form,
  index,
  field,
  label,
}: {
  form: ProductFormApi;
  index: number;
  field: CellField;
  label: string;
}) {
  const t = useTranslations("products.grid");
  const name = `skus.${index}.${field}` as const;
  const error = errorAt(form.formState.errors, name);
  const errorId = `sku-${index}-${field}-error`;
  const whole = WHOLE_NUMBERS.includes(field);
  return (
    <>
      <Input
        // identifiers are long (QY-KET-0001-RD-110V): give them room to be read
        className="h-8 w-full min-w-0"
        aria-label={t("cell", { column: label, row: index + 1 })}
        autoComplete="off"
        type={whole ? "number" : "text"}
        inputMode={whole ? "numeric" : MONEY.includes(field) ? "decimal" : undefined}
        min={whole ? 0 : undefined}
        step={whole ? 1 : undefined}
        {...a11y(errorId, error)}
        {...form.register(name, whole ? asNumber : undefined)}
      />
      <CellError id={errorId} message={error} />
    </>
  );
}

/** The row's value for one selected specification: its options, or typed in. */
export function SkuSpecCell({
  form,
  index,
  param,
}: {
  form: ProductFormApi;
  index: number;
  param: ParamOption;
}) {
  const t = useTranslations("products");
  const name = `skus.${index}.specValues.${param.id}` as const;
  const error = errorAt(form.formState.errors, name);
  const errorId = `sku-${index}-spec-${param.id}-error`;
  const label = t("grid.cell", { column: param.name, row: index + 1 });
  if (param.inputKind !== "DropDownOptions")
    return (
      <>
        <Input
          className="h-8 w-full min-w-0"
          aria-label={label}
          autoComplete="off"
          {...a11y(errorId, error)}
          {...form.register(name)}
        />
        <CellError id={errorId} message={error} />
      </>
    );
  return (
    <>
      <Controller
        control={form.control}
        name={name}
        render={({ field }) => (
          <Select
            value={field.value || NO_VALUE}
            onValueChange={(v) => field.onChange(v === NO_VALUE ? "" : v)}
          >
            <SelectTrigger
              size="sm"
              className="w-full min-w-0"
              aria-label={label}
              onBlur={field.onBlur}
              {...a11y(errorId, error)}
            >
              <SelectValue />
            </SelectTrigger>
            <ParamOptionItems
              options={param.options}
              value={field.value}
              noValueLabel={t("form.noValue")}
            />
          </Select>
        )}
      />
      <CellError id={errorId} message={error} />
    </>
  );
}
