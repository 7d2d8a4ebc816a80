"use client";

import { useTranslations } from "next-intl";
import { ChangePasswordFields, useChangePassword } from "@/components/shell/change-password-fields";
import { Button } from "@/components/ui/button";
import { signOut } from "@/lib/auth/browser";

/** The forced change: the user menu's fields, then the dashboard with the new session; or sign out. */
export function PasswordChangeForm({ userName }: { userName: string }) {
  const t = useTranslations("shell");
  // a full load: the console renders with the new session, which no longer holds it here
  const { form, onSubmit, pending } = useChangePassword(userName, () =>
    window.location.replace("/dashboard"),
  );
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <ChangePasswordFields form={form} />
      <Button type="submit" className="w-full" disabled={pending}>
        {t("changePassword")}
      </Button>
      <Button
        type="button"
        variant="outline"
        className="w-full"
        onClick={() => void signOut().then(() => window.location.replace("/login"))}
      >
        {t("signOut")}
      </Button>
    </form>
  );
}
