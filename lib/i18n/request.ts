import { cookies, headers } from "next/headers";
import { getRequestConfig } from "next-intl/server";
import { env } from "@/lib/env";
import { contracts } from "@/lib/contracts";
import { callUpstream } from "@/lib/upstream/client";
import { type Locale, cultureOf, requestLocale } from "./locales";
import { LOCALE_COOKIE } from "./locale-cookie";
import { mergeMessages } from "./merge";
import { bundledMessages, type Messages } from "./messages";

/** Bundled messages with the upstream's language texts laid over them; the bundle alone if it fails. */
async function messagesFor(locale: Locale): Promise<Messages> {
  try {
    const overrides = await callUpstream(
      contracts.Language.GetAllLanguageTextTree,
      { languageName: cultureOf(locale) },
      { locale },
    );
    return mergeMessages(bundledMessages[locale], overrides);
  } catch {
    return bundledMessages[locale];
  }
}

// Stored choice → browser language → English (SPEC §1).
export default getRequestConfig(async () => {
  const locale = requestLocale(
    (await cookies()).get(LOCALE_COOKIE)?.value,
    (await headers()).get("accept-language"),
  );
  return { locale, messages: await messagesFor(locale), timeZone: env.TIME_ZONE };
});
