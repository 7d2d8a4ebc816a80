"use client";

import * as z from "zod";
import { TextField } from "@/components/form/fields";
import { FormDialog } from "@/components/form/form-dialog";
import { useAppForm } from "@/components/form/use-app-form";
import { zRequired } from "@/lib/contracts/common";

const ZReason = z.object({ reason: zRequired(500) });

/**
 * An action that needs its reason (stop a project, reopen a reconciled statement): one required
 * text of up to 500 characters, sent by `submit`; the toast says `success`. Load it with
 * next/dynamic when it opens (the form kit and zod stay out of the page's first load).
 */
export function ReasonDialog({
  id,
  title,
  description,
  label,
  submitLabel,
  submit,
  success,
  onClose,
}: {
  id: string;
  title: string;
  description: string;
  label: string;
  submitLabel: string;
  submit: (reason: string) => Promise<unknown>;
  success: string;
  onClose: () => void;
}) {
  const form = useAppForm(ZReason, { reason: "" });
  const onSubmit = form.submitWith(({ reason }) => submit(reason), {
    success: () => success,
    then: onClose,
  });
  return (
    <FormDialog
      id={id}
      title={title}
      description={description}
      submitLabel={submitLabel}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField form={form} name="reason" label={label} required multiline />
    </FormDialog>
  );
}
