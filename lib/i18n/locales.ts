export const locales = ["en", "zh", "es", "ja"] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = "en";

/** The upstream culture for a locale (SPEC §1: zh is sent as zh-Hans). */
export function cultureOf(locale: Locale): string {
  return locale === "zh" ? "zh-Hans" : locale;
}

/** Maps a culture or language tag (zh-Hans, zh-CN, es-ES, ja, en-US …) to a supported locale. */
export function localeOf(tag: string | null | undefined): Locale | undefined {
  const base = tag?.trim().toLowerCase().split(/[-_]/)[0];
  return locales.find((l) => l === base);
}

/** First supported language of an Accept-Language header, by quality. */
export function localeFromAcceptLanguage(header: string | null | undefined): Locale | undefined {
  if (!header) return undefined;
  const ranked = header
    .split(",")
    .map((part) => {
      const [tag, ...params] = part.trim().split(";");
      const q = params.map((p) => /^q=([\d.]+)$/.exec(p.trim())?.[1]).find(Boolean);
      return { tag, q: q === undefined ? 1 : Number(q) };
    })
    .filter((x) => x.tag && x.q > 0)
    .sort((a, b) => b.q - a.q);
  for (const { tag } of ranked) {
    const locale = localeOf(tag);
    if (locale) return locale;
  }
  return undefined;
}

/**
 * The locale of a request, the same for pages and the BFF: the stored choice (the locale cookie's
 * value), else the browser's language (Accept-Language), else English (SPEC §1).
 */
export const requestLocale = (
  stored: string | null | undefined,
  acceptLanguage: string | null | undefined,
): Locale => localeOf(stored) ?? localeFromAcceptLanguage(acceptLanguage) ?? defaultLocale;
