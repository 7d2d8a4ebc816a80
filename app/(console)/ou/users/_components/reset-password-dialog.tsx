"use client";

import { useTranslations } from "next-intl";
import { FormDialog } from "@/components/form/form-dialog";
import { FormField } from "@/components/form/form-field";
import { useAppForm } from "@/components/form/use-app-form";
import { useMutation } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import { Input } from "@/components/ui/input";
import { type TUserDto, ZResetPasswordInput } from "@/lib/contracts/user";

/** An administrator sets a user's password, confirming with their own (it ends that user's sessions). */
export function ResetPasswordDialog({ user, onClose }: { user: TUserDto; onClose: () => void }) {
  const t = useTranslations();
  const form = useAppForm(ZResetPasswordInput, {
    adminPassword: "",
    userId: user.id,
    newPassword: "",
  });
  const { mutate, pending } = useMutation();
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutate(api.User.ResetPassword, values);
      onClose();
    } catch (error) {
      form.applyServerErrors(error);
    }
  });
  return (
    <FormDialog
      id="reset-password-form"
      title={t("users.resetPasswordOf", { user: user.userName })}
      description={t("users.resetPasswordHint")}
      submitLabel={t("users.resetPassword")}
      pending={pending}
      onSubmit={onSubmit}
      onClose={onClose}
    >
      <FormField
        id="newPassword"
        label={t("shell.newPassword")}
        error={errors.newPassword?.message}
        required
      >
        <Input
          id="newPassword"
          type="password"
          autoComplete="new-password"
          aria-invalid={!!errors.newPassword}
          {...form.register("newPassword")}
        />
      </FormField>
      <FormField
        id="adminPassword"
        label={t("users.yourPassword")}
        error={errors.adminPassword?.message}
        required
      >
        <Input
          id="adminPassword"
          type="password"
          autoComplete="current-password"
          aria-invalid={!!errors.adminPassword}
          {...form.register("adminPassword")}
        />
      </FormField>
    </FormDialog>
  );
}
