import type { Metadata } from "next";
import { headers } from "next/headers";
import { getTranslations } from "next-intl/server";
import { redirectOrigin } from "@/lib/origin";
import { safeRedirect } from "@/lib/safe-redirect";
import { LoginForm } from "./login-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("login"))("title") };
}

export default async function LoginPage({
  searchParams,
}: {
  searchParams: Promise<{ redirect?: string | string[] }>;
}) {
  const { redirect } = await searchParams;
  const t = await getTranslations();
  const origin = redirectOrigin({ headers: await headers() });
  return (
    <main className="bg-sidebar flex min-h-screen items-center justify-center p-6">
      <div className="bg-card w-full max-w-sm rounded-xl border p-8 shadow-xl">
        <h1 className="text-2xl font-semibold">{t("app.name")}</h1>
        <p className="text-muted-foreground mt-1 mb-6 text-sm">{t("login.subtitle")}</p>
        <LoginForm
          redirectTo={safeRedirect(Array.isArray(redirect) ? redirect[0] : redirect, origin)}
          text={{
            account: t("login.account"),
            password: t("login.password"),
            signIn: t("login.signIn"),
            signingIn: t("login.signingIn"),
            failed: t("login.failed"),
            accountRequired: t("validation.accountRequired"),
            passwordRequired: t("validation.passwordRequired"),
          }}
        />
      </div>
    </main>
  );
}
