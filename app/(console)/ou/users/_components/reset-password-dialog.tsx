"use client";

import { useTranslations } from "next-intl";
import { FormDialog } from "@/components/form/form-dialog";
import { TextField } from "@/components/form/fields";
import { useAppForm } from "@/components/form/use-app-form";
import { api } from "@/lib/api/client";
import { type TUserDto, ZResetPasswordInput } from "@/lib/contracts/user";

/** An administrator sets a user's password, confirming with their own (it ends that user's sessions). */
export function ResetPasswordDialog({ user, onClose }: { user: TUserDto; onClose: () => void }) {
  const t = useTranslations();
  const form = useAppForm(ZResetPasswordInput, {
    adminPassword: "",
    userId: user.id,
    newPassword: "",
  });
  const onSubmit = form.submitWith(api.User.ResetPassword, { then: onClose });
  return (
    <FormDialog
      id="reset-password-form"
      title={t("users.resetPasswordOf", { user: user.userName })}
      description={t("users.resetPasswordHint")}
      submitLabel={t("users.resetPassword")}
      pending={form.formState.isSubmitting}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <TextField
        form={form}
        name="newPassword"
        label={t("shell.newPassword")}
        type="password"
        autoComplete="new-password"
        required
      />
      <TextField
        form={form}
        name="adminPassword"
        label={t("users.yourPassword")}
        type="password"
        autoComplete="current-password"
        required
      />
    </FormDialog>
  );
}
