"use client";

import { useTranslations } from "next-intl";
import { useCallback } from "react";
import * as z from "zod";
import { SelectField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { SearchChoiceField } from "@/components/search-choice";
import { useSaid } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import {
  productMappingTypes,
  type TMappingDto,
  ZCreateMappingInput,
} from "@/lib/contracts/catalogue/mapping";

// the form says what is missing: a target to choose
const ZMappingForm = ZCreateMappingInput.extend({
  targetProductId: z.uuid({ error: "validation.required" }),
});

/**
 * Link the product to another one (source ↔ target by type): the target found by name or SKU
 * number, and how they relate. Editing changes the target or the type.
 */
export function MappingFormDialog({
  productId,
  mapping,
  onClose,
}: {
  productId: string;
  mapping?: TMappingDto;
  onClose: () => void;
}) {
  const t = useTranslations("sales.mappings");
  const tc = useTranslations("common");
  const said = useSaid("mapping");
  const form = useAppForm(ZMappingForm, {
    sourceProductId: productId,
    targetProductId: mapping?.targetProductId ?? "",
    type: mapping?.type ?? "Related",
  });
  const find = useCallback(
    async (keyword: string) =>
      (await api.Product.GetAll({ keyword: keyword || undefined, maxResultCount: 9 })).items
        .filter((p) => p.id !== productId)
        .map((p) => ({ id: p.id, name: p.name })),
    [productId],
  );
  const onSubmit = form.submitWith(
    (values) =>
      mapping
        ? api.ProductMapping.Update({ ...values, id: mapping.id })
        : api.ProductMapping.Create(values),
    {
      success: (r) => said(mapping ? "saved" : "created", r.targetProductName ?? ""),
      then: onClose,
    },
  );
  return (
    <FormDialog
      id="mapping-form"
      title={mapping ? t("editTitle", { name: mapping.targetProductName ?? "" }) : t("createTitle")}
      description={t("formHint")}
      submitLabel={tc("save")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
      className="sm:max-w-lg"
    >
      <SearchChoiceField
        form={form}
        name="targetProductId"
        label={t("target")}
        placeholder={t("findProduct")}
        search={find}
        initial={
          mapping
            ? { id: mapping.targetProductId, name: mapping.targetProductName ?? "" }
            : undefined
        }
        describe={(p) => p.name}
        required
      />
      <SelectField
        form={form}
        name="type"
        label={t("type")}
        options={productMappingTypes.map((type) => ({ value: type, label: t(`types.${type}`) }))}
        required
      />
    </FormDialog>
  );
}
