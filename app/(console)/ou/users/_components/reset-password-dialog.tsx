"use client";

import { useTranslations } from "next-intl";
import { FormField } from "@/components/form/form-field";
import { useAppForm } from "@/components/form/use-app-form";
import { useMutation } from "@/components/shell/use-mutation";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "@/components/ui/dialog";
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
      await mutate("POST", "User/ResetPassword", values);
      onClose();
    } catch (error) {
      form.applyServerErrors(error);
    }
  });
  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("users.resetPasswordOf", { user: user.userName })}</DialogTitle>
          <DialogDescription>{t("users.resetPasswordHint")}</DialogDescription>
        </DialogHeader>
        <form id="reset-password-form" onSubmit={onSubmit} noValidate className="space-y-4">
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
        </form>
        <DialogFooter>
          <Button variant="outline" onClick={onClose}>
            {t("common.cancel")}
          </Button>
          <Button type="submit" form="reset-password-form" disabled={pending}>
            {t("users.resetPassword")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
