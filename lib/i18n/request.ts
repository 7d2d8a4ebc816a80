import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { env } from "@/lib/env";
import { defaultLocale, localeFromAcceptLanguage, localeOf } from "./locales";
import { LOCALE_COOKIE } from "./locale-cookie";
import { bundledMessages } from "./messages";

// Stored choice → browser language → English (SPEC §1).
export default getRequestConfig(async () => {
  const stored = localeOf((await cookies()).get(LOCALE_COOKIE)?.value);
  const locale =
    stored ?? localeFromAcceptLanguage((await headers()).get("accept-language")) ?? defaultLocale;
  return { locale, messages: bundledMessages[locale], timeZone: env.TIME_ZONE };
});
