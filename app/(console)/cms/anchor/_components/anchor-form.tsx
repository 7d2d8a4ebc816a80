"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { NumberField, TextField } from "@/components/form/fields";
import { PageFormActions } from "@/components/form/page-form-actions";
import { isUnsaved, UnsavedChangesGuard } from "@/components/form/unsaved-changes-guard";
import { useAppForm } from "@/components/form/use-app-form";
import { useSaid } from "@/components/shell/use-mutation";
import { Card, CardContent } from "@/components/ui/card";
import { api } from "@/lib/api/client";
import { MAX_ANCHOR_SIZE, type TAnchorDto, ZCreateAnchorInput } from "@/lib/contracts/cms";

const LIST = "/cms/anchor";

/** Create or edit an anchor (a page form): its key, display name, number and size. */
export function AnchorForm({ anchor }: { anchor?: TAnchorDto }) {
  const t = useTranslations("anchors");
  const router = useRouter();
  const said = useSaid("cmsAnchor");
  const form = useAppForm(ZCreateAnchorInput, {
    name: anchor?.name ?? "",
    displayName: anchor?.displayName ?? "",
    number: anchor?.number ?? "",
    width: anchor?.width,
    height: anchor?.height,
  });
  const onSubmit = form.submitWith(
    (values) =>
      anchor ? api.CmsAnchor.Update({ ...values, id: anchor.id }) : api.CmsAnchor.Create(values),
    {
      success: (saved) => said(anchor ? "saved" : "created", saved.displayName),
      then: () => router.push(LIST),
    },
  );
  return (
    <form onSubmit={onSubmit} noValidate>
      <UnsavedChangesGuard when={isUnsaved(form.formState)} />
      <Card>
        <CardContent className="grid gap-6 sm:grid-cols-2">
          <TextField form={form} name="displayName" label={t("displayName")} required />
          <TextField form={form} name="name" label={t("name")} hint={t("nameHint")} required />
          <TextField form={form} name="number" label={t("number")} />
          <div className="hidden sm:block" />
          <NumberField
            form={form}
            name="width"
            label={t("width")}
            hint={t("sizeHint")}
            min={0}
            max={MAX_ANCHOR_SIZE}
            required
          />
          <NumberField
            form={form}
            name="height"
            label={t("height")}
            hint={t("sizeHint")}
            min={0}
            max={MAX_ANCHOR_SIZE}
            required
          />
        </CardContent>
        <PageFormActions submitting={form.formState.isSubmitting} />
      </Card>
    </form>
  );
}
