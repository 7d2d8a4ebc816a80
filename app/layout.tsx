import type { Metadata } from "next";
import { headers } from "next/headers";
import { getLocale, getTranslations } from "next-intl/server";
import { ThemeProvider } from "next-themes";
import type { ReactNode } from "react";
import { ToastHost } from "@/components/toast";
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
  return (
    <html lang={locale} suppressHydrationWarning>
      <body className="min-h-screen antialiased">
        <ThemeProvider
          attribute="class"
          defaultTheme="light"
          enableSystem={false}
          disableTransitionOnChange
          nonce={nonce}
        >
          {children}
          <ToastHost richColors closeButton position="top-center" duration={5000} />
        </ThemeProvider>
      </body>
    </html>
  );
}
