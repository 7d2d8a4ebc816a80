"use client";

import { signIn } from "next-auth/react";
import { useLocale, useTranslations } from "next-intl";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { appResolver } from "@/components/form/app-resolver";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { ZAuthenticateInput } from "@/lib/contracts/auth";
import type { Locale } from "@/lib/i18n/locales";

export function LoginForm({ redirectTo }: { redirectTo: string }) {
  const t = useTranslations();
  const locale = useLocale() as Locale;
  const [error, setError] = useState<string | null>(null);
  const form = useForm({
    resolver: appResolver(ZAuthenticateInput, t, locale),
    defaultValues: { userNameOrEmailAddress: "", password: "", rememberClient: true },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setError(null);
    const result = await signIn("credentials", { ...values, redirect: false });
    if (!result?.ok) {
      setError(
        result?.error && result.error !== "CredentialsSignin" ? result.error : t("login.failed"),
      );
      return;
    }
    window.location.assign(redirectTo); // a full load: the console renders with the new session
  });

  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4">
      <div className="space-y-2">
        <Label htmlFor="userNameOrEmailAddress">{t("login.account")}</Label>
        <Input
          id="userNameOrEmailAddress"
          autoComplete="username"
          autoFocus
          aria-invalid={!!errors.userNameOrEmailAddress}
          {...form.register("userNameOrEmailAddress")}
        />
        {errors.userNameOrEmailAddress && (
          <p className="text-destructive text-sm">{errors.userNameOrEmailAddress.message}</p>
        )}
      </div>
      <div className="space-y-2">
        <Label htmlFor="password">{t("login.password")}</Label>
        <Input
          id="password"
          type="password"
          autoComplete="current-password"
          aria-invalid={!!errors.password}
          {...form.register("password")}
        />
        {errors.password && <p className="text-destructive text-sm">{errors.password.message}</p>}
      </div>
      {error && (
        <p
          className="bg-destructive/10 text-destructive rounded-md px-3 py-2 text-sm"
          data-testid="login-error"
        >
          {error}
        </p>
      )}
      <Button type="submit" className="w-full" disabled={isSubmitting}>
        {isSubmitting ? t("login.signingIn") : t("login.signIn")}
      </Button>
    </form>
  );
}
