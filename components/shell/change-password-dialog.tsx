"use client";

import { useTranslations } from "next-intl";
import { FormDialog } from "@/components/form/form-dialog";
import { ChangePasswordFields, useChangePassword } from "./change-password-fields";

/** The user menu's password change (SPEC §2/§5), in a dialog. */
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
  const { form, onSubmit, pending } = useChangePassword(userName, () => onOpenChange(false));
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
      <ChangePasswordFields form={form} />
    </FormDialog>
  );
}
