"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { NumberField, SelectField, TextField, UploadField } from "@/components/form/fields";
import { PageFormActions } from "@/components/form/page-form-actions";
import { isUnsaved, UnsavedChangesGuard } from "@/components/form/unsaved-changes-guard";
import { useAppForm } from "@/components/form/use-app-form";
import { useSaid } from "@/components/shell/use-mutation";
import { knownFiles } from "@/components/uploader/known-files";
import { Card, CardContent } from "@/components/ui/card";
import { api } from "@/lib/api/client";
import { type TSwiperDto, ZCreateSwiperInput } from "@/lib/contracts/cms";
import type { TAnchorChoice } from "./anchors";
import { SwiperPreview } from "./swiper-preview";

/**
 * Create or edit a swiper (a page form): name, anchor, image (uploaded to Temp, bound on save),
 * jump address, order and remark, with the image previewed at the chosen anchor's size. Saved, it
 * goes back to the list filtered by its anchor.
 */
export function SwiperForm(props: {
  anchors: TAnchorChoice[];
  swiper?: TSwiperDto;
  /** a new swiper's anchor */
  anchorId?: string;
}) {
  const { swiper, anchors } = props;
  const t = useTranslations("swipers");
  const router = useRouter();
  const said = useSaid("swiper");
  const [uploading, setUploading] = useState(false);
  const [imageUrl, setImageUrl] = useState(swiper?.imageUrl ?? null);
  const form = useAppForm(ZCreateSwiperInput, {
    displayName: swiper?.displayName ?? "",
    cmsAnchorId: swiper?.cmsAnchorId ?? props.anchorId ?? "",
    imageId: swiper?.imageId ?? "",
    jumpUrl: swiper?.jumpUrl ?? "",
    order: swiper?.order,
    remark: swiper?.remark ?? "",
  });
  const anchor = anchors.find((a) => a.id === form.watch("cmsAnchorId"));
  const onSubmit = form.submitWith(
    (values) =>
      swiper ? api.Swiper.Update({ ...values, id: swiper.id }) : api.Swiper.Create(values),
    {
      success: (saved) => said(swiper ? "saved" : "created", saved.displayName),
      then: (saved) => router.push(`/cms/swiper?cmsAnchorId=${saved.cmsAnchorId}`),
    },
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <UnsavedChangesGuard when={isUnsaved(form.formState)} />
      <Card>
        <CardContent className="grid gap-6 lg:grid-cols-2">
          <div className="grid content-start gap-6">
            <TextField form={form} name="displayName" label={t("displayName")} required />
            <SelectField
              form={form}
              name="cmsAnchorId"
              label={t("anchor")}
              placeholder={t("anchorPlaceholder")}
              options={anchors.map((a) => ({
                value: a.id,
                label: `${a.displayName} (${a.width} × ${a.height})`,
              }))}
              required
            />
            <UploadField
              form={form}
              name="imageId"
              label={t("image")}
              purpose="productImage"
              initial={knownFiles(
                "Swiper",
                swiper && { id: swiper.id, name: swiper.displayName },
                swiper?.imageId,
                swiper?.imageUrl,
              )}
              onBusyChange={setUploading}
              onFiles={(files) => setImageUrl(files[0]?.url ?? null)}
              required
            />
            <TextField form={form} name="jumpUrl" label={t("jumpUrl")} hint={t("jumpUrlHint")} />
            <NumberField
              form={form}
              name="order"
              label={t("order")}
              hint={t("orderHint")}
              min={0}
              required
            />
            <TextField form={form} name="remark" label={t("remark")} multiline />
          </div>
          {anchor && (
            <div className="space-y-2">
              <p className="text-sm font-medium">{t("preview")}</p>
              <SwiperPreview
                name={form.watch("displayName") || anchor.displayName}
                imageUrl={imageUrl}
                width={anchor.width}
                height={anchor.height}
              />
            </div>
          )}
        </CardContent>
        <PageFormActions submitting={form.formState.isSubmitting || uploading} />
      </Card>
    </form>
  );
}
