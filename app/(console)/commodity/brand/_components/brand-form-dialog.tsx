"use client";

import { useTranslations } from "next-intl";
import { Plus } from "lucide-react";
import { useState } from "react";
import { FormField } from "@/components/form/form-field";
import { useAppForm } from "@/components/form/use-app-form";
import { useMutation } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import { FileUploader } from "@/components/uploader/file-uploader";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import type { TAttachmentDto } from "@/lib/contracts/attachment";
import { type TBrandDto, ZCreateBrandInput } from "@/lib/contracts/catalogue/brand";

/** The brand's logo as the uploader shows it (the list carries only its id and address). */
function logoOf(brand?: TBrandDto): TAttachmentDto[] {
  if (!brand?.imageId || !brand.imageUrl) return [];
  return [
    {
      id: brand.imageId,
      fileName: brand.name,
      contentType: "image/*",
      size: 0,
      hostType: "ProductBrand",
      hostId: brand.id,
      sortOrder: 0,
      url: brand.imageUrl,
    },
  ];
}

/** The page header's "Create brand", opening the dialog. */
export function CreateBrandButton() {
  const t = useTranslations("brands");
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus />
        {t("create")}
      </Button>
      {open && <BrandFormDialog onClose={() => setOpen(false)} />}
    </>
  );
}

/**
 * Create or edit a brand: its name and logo (one image, uploaded to Temp and bound on save). The
 * same field rules as the API; the server's refusals land on their fields.
 */
export function BrandFormDialog({ brand, onClose }: { brand?: TBrandDto; onClose: () => void }) {
  const t = useTranslations();
  const [logo, setLogo] = useState(() => logoOf(brand));
  const [uploading, setUploading] = useState(false);
  const form = useAppForm(ZCreateBrandInput, {
    name: brand?.name ?? "",
    imageId: brand?.imageId ?? null,
  });
  const { mutate, pending } = useMutation();
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      if (brand) await mutate(api.ProductBrand.Update, { ...values, id: brand.id });
      else await mutate(api.ProductBrand.Create, values);
      onClose();
    } catch (error) {
      form.applyServerErrors(error);
    }
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>
            {brand ? t("brands.editTitle", { name: brand.name }) : t("brands.createTitle")}
          </DialogTitle>
          <DialogDescription>{t("brands.formHint")}</DialogDescription>
        </DialogHeader>
        <form id="brand-form" onSubmit={onSubmit} noValidate className="space-y-4">
          <FormField id="name" label={t("brands.name")} error={errors.name?.message} required>
            <Input
              id="name"
              autoComplete="off"
              aria-invalid={!!errors.name}
              aria-describedby={errors.name ? "name-error" : undefined}
              {...form.register("name")}
            />
          </FormField>
          <FormField id="imageId" label={t("brands.logo")} error={errors.imageId?.message}>
            <FileUploader
              id="imageId"
              purpose="brandImage"
              value={logo}
              onChange={(next) => {
                setLogo(next);
                form.setValue("imageId", next[0]?.id ?? null, { shouldDirty: true });
                form.clearErrors("imageId");
              }}
              invalid={!!errors.imageId}
              describedBy={errors.imageId ? "imageId-error" : undefined}
              onBusyChange={setUploading}
            />
          </FormField>
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" form="brand-form" disabled={pending || uploading}>
            {t("common.save")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
