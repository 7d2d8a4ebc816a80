"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { TextField, UploadField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { useSaid } from "@/components/shell/use-mutation";
import { knownFiles } from "@/components/uploader/known-files";
import { api } from "@/lib/api/client";
import { type TBrandDto, ZCreateBrandInput } from "@/lib/contracts/catalogue/brand";

/** Create or edit a brand: its name and logo (one image, uploaded to Temp and bound on save). */
export function BrandFormDialog({ brand, onClose }: { brand?: TBrandDto; onClose: () => void }) {
  const t = useTranslations();
  const said = useSaid("brand");
  const [uploading, setUploading] = useState(false);
  const form = useAppForm(ZCreateBrandInput, {
    name: brand?.name ?? "",
    imageId: brand?.imageId ?? null,
  });
  const onSubmit = form.submitWith(
    (values) =>
      brand
        ? api.ProductBrand.Update({ ...values, id: brand.id })
        : api.ProductBrand.Create(values),
    { success: (_, { name }) => said(brand ? "saved" : "created", name), then: onClose },
  );
  return (
    <FormDialog
      id="brand-form"
      title={brand ? t("brands.editTitle", { name: brand.name }) : t("brands.createTitle")}
      description={t("brands.formHint")}
      submitLabel={t("common.save")}
      pending={form.formState.isSubmitting || uploading}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField form={form} name="name" label={t("brands.name")} required />
      <UploadField
        form={form}
        name="imageId"
        label={t("brands.logo")}
        purpose="brandImage"
        initial={knownFiles("ProductBrand", brand, brand?.imageId, brand?.imageUrl)}
        onBusyChange={setUploading}
      />
    </FormDialog>
  );
}
