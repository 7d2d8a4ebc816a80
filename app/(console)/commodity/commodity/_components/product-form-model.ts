import type { DefaultValues } from "react-hook-form";
import * as z from "zod";
import type { useAppForm } from "@/components/form/use-app-form";
import { BffError } from "@/lib/api/client";
import {
  type TCreateProductInput,
  type TProductDto,
  ZCreateProductInput,
  ZProductSkuRow,
} from "@/lib/contracts/catalogue/product";
import type { SpecValueMap } from "./sku-combinations";

/**
 * The product form keeps the API's schema (ZCreateProductInput) for every field but two, which
 * it holds by parameter id so each input has a field of its own: a SKU's specification values
 * and the basic parameter values. `toProductPayload` turns them back into the API's lists.
 */
const ZFormSku = ZProductSkuRow.extend({
  specValues: z
    .record(z.string(), z.string().trim().max(100, "validation.tooLong").optional())
    .default({}),
});

/** Row indexes whose SKU number an earlier row already has (ignoring case). */
export function duplicateNumberIndexes(numbers: readonly unknown[]): number[] {
  const seen = new Set<string>();
  const out: number[] = [];
  numbers.forEach((number, index) => {
    const key = typeof number === "string" ? number.trim().toLowerCase() : "";
    if (key && seen.has(key)) out.push(index);
    seen.add(key);
  });
  return out;
}

/** Object-level checks still run when some cell is bad, so every error shows at once. */
const always = { when: ({ value }: { value: unknown }) => typeof value === "object" && !!value };

/** The form's schema; basic parameters that are Needed must have a value. */
export function productFormSchema(neededBasicParamIds: readonly string[]) {
  return ZCreateProductInput.extend({
    basicParams: z
      .record(z.string(), z.string().trim().max(500, "validation.tooLong").optional())
      .superRefine((values, ctx) => {
        for (const id of neededBasicParamIds)
          if (!values[id]?.trim())
            ctx.addIssue({ code: "custom", path: [id], message: "validation.required" });
      }, always)
      .default({}),
    skus: z
      .array(ZFormSku)
      .min(1, "validation.skuRequired")
      .max(200)
      .superRefine((rows, ctx) => {
        // rows may hold bad cells here (see `always`): read the numbers defensively
        const numbers = rows.map((r) => (r as { number?: unknown } | null)?.number);
        for (const index of duplicateNumberIndexes(numbers))
          ctx.addIssue({
            code: "custom",
            path: [index, "number"],
            message: "validation.skuNumberDuplicate",
          });
      }, always),
  });
}

type FormSchema = ReturnType<typeof productFormSchema>;
export type TProductFormValues = z.input<FormSchema>;
export type TProductFormOutput = z.output<FormSchema>;
export type TSkuFormRow = z.input<typeof ZFormSku>;
export type ProductFormApi = ReturnType<typeof useAppForm<FormSchema>>;

/** A new, empty SKU row (optionally with chosen specification values). */
export function blankSkuRow(specValues: SpecValueMap = {}): TSkuFormRow {
  return {
    number: "",
    model: "",
    name: null,
    specValues,
    factoryPrice: "",
    salePrice: "",
    memberPrice: "",
    earlyWarningStock: 0,
    unit: "",
    minPurchaseQuantity: 1,
    selfLiftingPointId: null,
    customerCode: null,
    isRecommend: false,
  };
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || (typeof value === "string" && value.trim() === "");

/** A new row nobody has typed into (so generating rows may replace it). */
export function isBlankSkuRow(row: TSkuFormRow): boolean {
  return (
    !row.id &&
    [row.number, row.model, row.factoryPrice, row.salePrice, row.memberPrice, row.unit].every(
      isEmpty,
    ) &&
    Object.values(row.specValues ?? {}).every(isEmpty)
  );
}

/** A drop-down's options, plus a saved value that is no longer one of them (so it still shows). */
export function withCurrent(options: readonly string[], value: string | undefined): string[] {
  return value && !options.includes(value) ? [...options, value] : [...options];
}

const byParam = (values: readonly { paramId: string; value: string }[]) =>
  Object.fromEntries(values.map((v) => [v.paramId, v.value]));

/**
 * What the form starts with: a blank product with one empty SKU row, or the product being edited.
 * Parameters no longer defined are dropped (the server would refuse them). A SKU whose name is the
 * product's keeps following it (name null), so renaming the product renames it too.
 */
export function productFormDefaults(
  product: TProductDto | undefined,
  known: { specParamIds: readonly string[]; basicParamIds: readonly string[] },
): DefaultValues<TProductFormValues> {
  const basic = Object.fromEntries(known.basicParamIds.map((id) => [id, ""]));
  if (!product)
    return {
      name: "",
      description: "",
      imageIds: [],
      instructionsId: null,
      videoId: null,
      specParamIds: [],
      basicParams: basic,
      isSortBySalesVolume: false,
      notShowProductIds: [],
      skus: [blankSkuRow()],
    };
  const values = byParam(product.basicParams);
  return {
    name: product.name,
    categoryId: product.categoryId,
    brandId: product.brandId,
    description: product.description,
    imageIds: product.imageIds,
    instructionsId: product.instructionsId,
    videoId: product.videoId,
    specParamIds: known.specParamIds.filter((id) => product.specParamIds.includes(id)),
    basicParams: Object.fromEntries(known.basicParamIds.map((id) => [id, values[id] ?? ""])),
    isSortBySalesVolume: product.isSortBySalesVolume,
    notShowProductIds: product.notShowProductIds,
    skus: product.skus.map((sku) => ({
      id: sku.id,
      number: sku.number,
      model: sku.model,
      name: sku.name === product.name ? null : sku.name,
      specValues: byParam(sku.specValues),
      factoryPrice: sku.factoryPrice,
      salePrice: sku.salePrice,
      memberPrice: sku.memberPrice,
      earlyWarningStock: sku.earlyWarningStock,
      unit: sku.unit,
      minPurchaseQuantity: sku.minPurchaseQuantity,
      selfLiftingPointId: sku.selfLiftingPointId,
      customerCode: sku.customerCode,
      isRecommend: sku.isRecommend,
    })),
  };
}

/** Values by id → the API's list, in `order`, leaving out blanks and unknown ids. */
function toList(values: SpecValueMap, order: readonly string[]) {
  return order.flatMap((paramId) => {
    const value = values[paramId]?.trim();
    return value ? [{ paramId, value }] : [];
  });
}

/**
 * The Create/Update body from the checked form values: basic parameters in their defined order,
 * and each SKU's values only for the selected specifications (in selection order).
 */
export function toProductPayload(
  values: TProductFormOutput,
  basicParamIds: readonly string[],
): TCreateProductInput {
  const { basicParams, skus, ...rest } = values;
  return {
    ...rest,
    basicParams: toList(basicParams, basicParamIds),
    skus: skus.map(({ specValues, ...row }) => ({
      ...row,
      specValues: toList(specValues, values.specParamIds),
    })),
  };
}

/**
 * A server member path in the payload's shape → the form's field: list indexes of basic
 * parameters and spec values become their parameter ids.
 */
export function toFormMember(member: string, payload: TCreateProductInput): string {
  const basic = /^basicParams\.(\d+)(?:\.\w+)?$/.exec(member);
  if (basic) {
    const id = payload.basicParams?.[Number(basic[1])]?.paramId;
    return id ? `basicParams.${id}` : "basicParams";
  }
  const spec = /^skus\.(\d+)\.specValues\.(\d+)(?:\.\w+)?$/.exec(member);
  if (spec) {
    const id = payload.skus[Number(spec[1])]?.specValues?.[Number(spec[2])]?.paramId;
    return id ? `skus.${spec[1]}.specValues.${id}` : `skus.${spec[1]}.specValues`;
  }
  return member;
}

/** The server's refusal with its members moved onto the form's fields. */
export function toFormError(error: unknown, payload: TCreateProductInput): unknown {
  if (!(error instanceof BffError) || error.validationErrors.length === 0) return error;
  return new BffError(
    error.message,
    error.status,
    error.details,
    error.validationErrors.map((issue) => ({
      ...issue,
      members: issue.members.map((m) => toFormMember(m, payload)),
    })),
  );
}
