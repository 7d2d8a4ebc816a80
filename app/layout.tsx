import type { Metadata } from "next";
import { headers } from "next/headers";
import { NextIntlClientProvider } from "next-intl";
import { getLocale, getMessages, getTranslations } from "next-intl/server";
import { ThemeProvider } from "next-themes";
import type { ReactNode } from "react";
import { Toaster } from "@/components/ui/sonner";
import { NONCE_HEADER } from "@/lib/security-headers";
import "./globals.css";

export async function generateMetadata(): Promise<Metadata> {
  const t = await getTranslations("app");
  return {
    title: { default: t("name"), template: `%s · ${t("name")}` },
    description: t("tagline"),
  };
}

export default async function RootLayout({ children }: { children: ReactNode }) {
  const locale = await getLocale();
  // proxy.ts's per-request nonce, for next-themes' inline script (CSP, docs/decisions.md)
  const nonce = (await headers()).get(NONCE_HEADER) ?? undefined;
  // Client islands get every namespace but the server-only ones (API errors, permission names).
  const { api: _api, permissions: _permissions, ...clientMessages } = await getMessages();
  return (
    <html lang={locale} suppressHydrationWarning>
      <body className="min-h-screen antialiased">
        <NextIntlClientProvider messages={clientMessages}>
          <ThemeProvider
            attribute="class"
            defaultTheme="light"
            enableSystem={false}
            disableTransitionOnChange
            nonce={nonce}
          >
            {children}
            <Toaster richColors closeButton position="top-center" duration={5000} />
          </ThemeProvider>
        </NextIntlClientProvider>
      </body>
    </html>
  );
}
