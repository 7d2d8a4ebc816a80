"use client";

import { useTranslations } from "next-intl";
import { FormDialog } from "@/components/form/form-dialog";
import { FormField } from "@/components/form/form-field";
import { useAppForm } from "@/components/form/use-app-form";
import { Input } from "@/components/ui/input";
import { ZChangePasswordInput } from "@/lib/contracts/user";
import { useMutation } from "./use-mutation";
import { api } from "@/lib/api/client";
import { signInWithPassword } from "@/lib/auth/browser";

/**
 * SPEC §2/§5: current and new password, both required; '更新成功' on success. The API ends every
 * session of the user, so we sign straight back in with the new password.
 */
export function ChangePasswordDialog({
  userName,
  open,
  onOpenChange,
}: {
  userName: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const t = useTranslations();
  const form = useAppForm(ZChangePasswordInput, { currentPassword: "", newPassword: "" });
  const { mutate, pending } = useMutation();
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await mutate(api.User.ChangePassword, values, {
        success: t("toast.updated"),
        refresh: false,
      });
    } catch (error) {
      form.applyServerErrors(error);
      return;
    }
    await signInWithPassword(userName, values.newPassword);
    form.reset();
    onOpenChange(false);
  });

  return (
    <FormDialog
      id="change-password-form"
      open={open}
      title={t("shell.changePassword")}
      submitLabel={t("common.save")}
      pending={pending}
      onSubmit={onSubmit}
      onClose={() => onOpenChange(false)}
    >
      <FormField
        id="currentPassword"
        label={t("shell.currentPassword")}
        error={errors.currentPassword?.message}
        required
      >
        <Input
          id="currentPassword"
          type="password"
          autoComplete="current-password"
          aria-invalid={!!errors.currentPassword}
          {...form.register("currentPassword")}
        />
      </FormField>
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
    </FormDialog>
  );
}
