"use client";

import { useTranslations } from "next-intl";
import { SelectField, SwitchField, TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { useSaid } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import { type TFeedbackDto, ZCreateFeedbackInput } from "@/lib/contracts/feedback";
import { type Option, withSaved } from "@/lib/options";

/**
 * Create or edit a feedback: title, message, contact, type (the FeedbackType dictionary's values;
 * an edited feedback keeps its own even when the dictionary no longer has it) and whether the
 * portal shows it.
 */
export function FeedbackFormDialog({
  item,
  types,
  onClose,
}: {
  item?: TFeedbackDto;
  types: Option[];
  onClose: () => void;
}) {
  const t = useTranslations("feedback");
  const tc = useTranslations("common");
  const said = useSaid("feedback");
  const form = useAppForm(ZCreateFeedbackInput, {
    title: item?.title ?? "",
    content: item?.content ?? "",
    contactType: item?.contactType ?? "",
    typeCode: item?.typeCode ?? types[0]?.value ?? "",
    isShowPortal: item?.isShowPortal ?? false,
  });
  const onSubmit = form.submitWith(
    (values) =>
      item ? api.Feedback.Update({ ...values, id: item.id }) : api.Feedback.Create(values),
    { success: (_, { title }) => said(item ? "saved" : "created", title), then: onClose },
  );
  return (
    <FormDialog
      id="feedback-form"
      title={item ? t("editTitle", { name: item.title }) : t("createTitle")}
      description={t("formHint")}
      submitLabel={tc("save")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField form={form} name="title" label={t("titleField")} required />
      <TextField form={form} name="content" label={t("content")} multiline required />
      <div className="grid gap-4 sm:grid-cols-2">
        <SelectField
          form={form}
          name="typeCode"
          label={t("type")}
          options={withSaved(types, item && { value: item.typeCode, label: item.typeName })}
          required
        />
        <TextField form={form} name="contactType" label={t("contact")} />
      </div>
      <SwitchField
        form={form}
        name="isShowPortal"
        label={t("showOnPortal")}
        hint={t("showOnPortalHint")}
      />
    </FormDialog>
  );
}
