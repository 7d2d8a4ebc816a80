import type { Metadata } from "next";
import { NextIntlClientProvider } from "next-intl";
import { getMessages, getTranslations } from "next-intl/server";
import { upstreamContext } from "@/lib/auth/session";
import { redirectToLogin } from "@/lib/console-session";
import { contracts } from "@/lib/contracts";
import { callUpstream } from "@/lib/upstream/client";
import { UpstreamError } from "@/lib/upstream/errors";
import { PasswordChangeForm } from "./password-change-form";

export async function generateMetadata(): Promise<Metadata> {
  return { title: (await getTranslations("passwordChange"))("title") };
}

/** Who is signed in, or to sign-in when the session is gone (the upstream ended it). */
async function signedInUserName() {
  try {
    const info = await callUpstream(
      contracts.Session.GetCurrentLoginInformations,
      {},
      await upstreamContext(),
    );
    return info.user?.userName ?? redirectToLogin();
  } catch (error) {
    if (error instanceof UpstreamError && error.kind === "unauthorized") return redirectToLogin();
    throw error;
  }
}

/**
 * Issue 15: a session whose password must be changed (the seeded administrator's default one,
 * or one an administrator asked to be changed) is held here by proxy.ts until it is changed.
 */
export default async function ChangePasswordPage() {
  const userName = await signedInUserName();
  const t = await getTranslations();
  const { shell, toast, validation, common } = await getMessages();
  return (
    <main className="bg-sidebar flex min-h-screen items-center justify-center p-6">
      <div className="bg-card w-full max-w-sm rounded-xl border p-8 shadow-xl">
        <h1 className="text-2xl font-semibold">{t("passwordChange.title")}</h1>
        <p className="text-muted-foreground mt-1 text-sm">
          {t("passwordChange.signedInAs", { userName })}
        </p>
        <p className="mt-4 mb-6 text-sm">{t("passwordChange.intro")}</p>
        <NextIntlClientProvider messages={{ shell, toast, validation, common }}>
          <PasswordChangeForm userName={userName} />
        </NextIntlClientProvider>
      </div>
    </main>
  );
}
