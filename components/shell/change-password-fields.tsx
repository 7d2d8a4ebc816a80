"use client";

import { useTranslations } from "next-intl";
import { FormField } from "@/components/form/form-field";
import { useAppForm } from "@/components/form/use-app-form";
import { Input } from "@/components/ui/input";
import { api } from "@/lib/api/client";
import { signInWithPassword } from "@/lib/auth/browser";
import { ZChangePasswordInput } from "@/lib/contracts/user";
import { useMutation } from "./use-mutation";

/**
 * SPEC §2/§5: current and new password, both required; '更新成功' on success. The API ends every
 * session of the user, so we sign straight back in with the new password, then `onChanged`.
 * The user menu's dialog and the first sign-in's screen (issue 15) both use it.
 */
export function useChangePassword(userName: string, onChanged: () => void) {
  const t = useTranslations();
  const form = useAppForm(ZChangePasswordInput, { currentPassword: "", newPassword: "" });
  const { mutate, pending } = useMutation();
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
    onChanged();
  });
  return { form, onSubmit, pending };
}

/** The two password fields of `useChangePassword`'s form. */
export function ChangePasswordFields({
  form,
}: {
  form: ReturnType<typeof useChangePassword>["form"];
}) {
  const t = useTranslations("shell");
  const { errors } = form.formState;
  return (
    <>
      <FormField
        id="currentPassword"
        label={t("currentPassword")}
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
        label={t("newPassword")}
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
    </>
  );
}
