"use client";

import { useTranslations } from "next-intl";
import { useEffect, useState } from "react";
import { FormField } from "@/components/form/form-field";
import { FileUploader } from "@/components/uploader/file-uploader";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "@/components/ui/card";
import type { TAttachmentDto } from "@/lib/contracts/attachment";
import { PRODUCT_MAX_IMAGES, type TProductDto } from "@/lib/contracts/catalogue/product";
import { errorAt } from "@/components/form/error-at";
import type { ProductFormApi } from "./product-form-model";

/**
 * Images (ordered; the first is the main image), instructions and installation video. Each is
 * uploaded to Temp as it is chosen; the form keeps only the ids, which the save binds.
 */
export function ProductMediaCard({
  form,
  product,
  onBusyChange,
}: {
  form: ProductFormApi;
  product?: TProductDto;
  onBusyChange: (busy: boolean) => void;
}) {
  const t = useTranslations("products.form");
  const [images, setImages] = useState<TAttachmentDto[]>(product?.images ?? []);
  const [instructions, setInstructions] = useState<TAttachmentDto[]>(
    product?.instructions ? [product.instructions] : [],
  );
  const [video, setVideo] = useState<TAttachmentDto[]>(product?.video ? [product.video] : []);
  const [imagesBusy, setImagesBusy] = useState(false);
  const [instructionsBusy, setInstructionsBusy] = useState(false);
  const [videoBusy, setVideoBusy] = useState(false);
  const busy = imagesBusy || instructionsBusy || videoBusy;
  useEffect(() => onBusyChange(busy), [busy, onBusyChange]);

  const { errors } = form.formState;
  const imagesError = errorAt(errors, "imageIds");
  const instructionsError = errorAt(errors, "instructionsId");
  const videoError = errorAt(errors, "videoId");
  const dirty = { shouldDirty: true } as const;

  return (
    <Card>
      <CardHeader>
        <CardTitle>{t("media")}</CardTitle>
        <CardDescription>{t("mediaHint")}</CardDescription>
      </CardHeader>
      <CardContent className="space-y-6">
        <FormField id="imageIds" label={t("images")} error={imagesError} required>
          <FileUploader
            id="imageIds"
            purpose="productImage"
            multiple
            max={PRODUCT_MAX_IMAGES}
            sortable
            value={images}
            onChange={(next) => {
              setImages(next);
              form.setValue(
                "imageIds",
                next.map((f) => f.id),
                dirty,
              );
              form.clearErrors("imageIds");
            }}
            invalid={!!imagesError}
            describedBy={imagesError ? "imageIds-error" : undefined}
            onBusyChange={setImagesBusy}
          />
        </FormField>
        <div className="grid gap-6 md:grid-cols-2">
          <FormField id="instructionsId" label={t("instructions")} error={instructionsError}>
            <FileUploader
              id="instructionsId"
              purpose="instructions"
              value={instructions}
              onChange={(next) => {
                setInstructions(next);
                form.setValue("instructionsId", next[0]?.id ?? null, dirty);
                form.clearErrors("instructionsId");
              }}
              invalid={!!instructionsError}
              describedBy={instructionsError ? "instructionsId-error" : undefined}
              onBusyChange={setInstructionsBusy}
            />
          </FormField>
          <FormField id="videoId" label={t("video")} error={videoError}>
            <FileUploader
              id="videoId"
              purpose="video"
              value={video}
              onChange={(next) => {
                setVideo(next);
                form.setValue("videoId", next[0]?.id ?? null, dirty);
                form.clearErrors("videoId");
              }}
              invalid={!!videoError}
              describedBy={videoError ? "videoId-error" : undefined}
              onBusyChange={setVideoBusy}
            />
          </FormField>
        </div>
      </CardContent>
    </Card>
  );
}
