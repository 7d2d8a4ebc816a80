"use client";

import { useTranslations } from "next-intl";
import { TextField } from "@/components/form/fields";
import { useAppForm } from "@/components/form/use-app-form";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/api/client";
import { ZReplyFormInput } from "@/lib/contracts/feedback";

/** The reply box: the reply is sent (ReplySave), the feedback becomes replied, the box empties. */
export function ReplyForm({ feedbackId }: { feedbackId: string }) {
  const t = useTranslations("feedback");
  const form = useAppForm(ZReplyFormInput, { content: "" });
  const onSubmit = form.submitWith(
    (values) => api.Feedback.ReplySave({ feedbackId, content: values.content }),
    { success: () => t("replySent"), then: () => form.reset({ content: "" }) },
  );
  return (
    <form onSubmit={onSubmit} className="space-y-3" noValidate>
      <TextField form={form} name="content" label={t("replyLabel")} multiline required />
      <Button type="submit" disabled={form.formState.isSubmitting}>
        {t("sendReply")}
      </Button>
    </form>
  );
}
