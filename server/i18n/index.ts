import "server-only";
// use-intl/core (what next-intl re-exports): no React, so it also loads in `npm run db:seed`,
// which runs under the react-server condition where next-intl's React build does not.
import { createTranslator } from "use-intl/core";
import type { Locale } from "@/lib/i18n/locales";
import { bundledMessages, type MessageKey } from "@/lib/i18n/messages";

type TranslateValues = Record<string, string | number>;
/** Keys are checked at compile time; a key known only at run time goes through `has` first. */
export interface Translate {
  (key: MessageKey, values?: TranslateValues): string;
  has: (key: string) => key is MessageKey;
}

const cache = new Map<Locale, Translate>();

/** Server-side translator over the bundled message files (the same ones the console uses). */
export function getTranslator(locale: Locale): Translate {
  let t = cache.get(locale);
  if (!t) {
    const inner = createTranslator({
      locale,
      messages: bundledMessages[locale],
      onError: () => {},
      getMessageFallback: ({ key, namespace }) => (namespace ? `${namespace}.${key}` : key),
    });
    const translate = ((key: MessageKey, values?: TranslateValues) =>
      (inner as unknown as (k: string, v?: TranslateValues) => string)(key, values)) as Translate;
    translate.has = (key: string): key is MessageKey =>
      (inner as unknown as { has: (k: string) => boolean }).has(key);
    t = translate;
    cache.set(locale, t);
  }
  return t;
}
