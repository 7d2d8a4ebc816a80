import "server-only";
import {
  LANGUAGE_KEY,
  type TLanguageTextCell,
  type TLanguageTextRow,
} from "@/lib/contracts/language";
import type { TSortField } from "@/lib/contracts/common";
import type { LANGUAGE_TEXT_STATES } from "@/lib/contracts/enum-values";
import { cultureOf, defaultLocale, type Locale, locales } from "@/lib/i18n/locales";
import { bundledMessages } from "@/lib/i18n/messages";

const flatCache = new Map<Locale, Map<string, string>>();

/** The bundled messages of a locale as dotted key → text. */
export function bundledFlat(locale: Locale): Map<string, string> {
  let flat = flatCache.get(locale);
  if (!flat) {
    flat = new Map();
    const walk = (node: unknown, prefix: string) => {
      if (typeof node === "string") flat!.set(prefix, node);
      else if (node && typeof node === "object") {
        for (const [k, v] of Object.entries(node)) walk(v, prefix ? `${prefix}.${k}` : k);
      }
    };
    walk(bundledMessages[locale], "");
    flatCache.set(locale, flat);
  }
  return flat;
}

/** An uploaded file's texts as dotted key → text; false when its shape is not messages/*.json's. */
export function flattenUpload(node: unknown, prefix: string, out: Map<string, string>): boolean {
  if (typeof node === "string") {
    if (!LANGUAGE_KEY.test(prefix) || prefix.length > 256 || node.length > 4000) return false;
    out.set(prefix, node);
    return true;
  }
  if (!node || typeof node !== "object" || Array.isArray(node)) return false;
  return Object.entries(node).every(([k, v]) =>
    flattenUpload(v, prefix ? `${prefix}.${k}` : k, out),
  );
}

/** Overrides of one tenant: culture → key → text. */
export type Overrides = Map<string, Map<string, string>>;

export function overridesByCulture(rows: { languageName: string; key: string; value: string }[]) {
  const out: Overrides = new Map(locales.map((l) => [cultureOf(l), new Map()]));
  for (const r of rows) out.get(r.languageName)?.set(r.key, r.value);
  return out;
}

/** Whether a text has words to translate besides its {placeholders} ("{from} → {to}" has none). */
const hasWords = (text: string) => /\p{L}/u.test(text.replace(/\{[^}]*\}/g, ""));

/**
 * One key's row: each language's text (override, else bundled), and which are missing — no
 * text, or another language showing English's words word for word (a handful of bundled texts
 * are the same on purpose, "GST"; they still count, as a translator would want to look).
 */
export function gridRow(key: string, overrides: Overrides): TLanguageTextRow {
  const english = overrides.get(cultureOf(defaultLocale))?.get(key) ?? bundledFlat("en").get(key);
  const texts = locales.map((locale): TLanguageTextCell => {
    const languageName = cultureOf(locale);
    const custom = overrides.get(languageName)?.get(key);
    const defaultValue = bundledFlat(locale).get(key) ?? null;
    const value = custom ?? defaultValue;
    const isMissing =
      !value?.trim() || (locale !== defaultLocale && value === english && hasWords(value));
    return { languageName, value, defaultValue, isOverridden: custom !== undefined, isMissing };
  });
  return {
    key,
    isBundled: bundledFlat("en").has(key),
    missingCount: texts.filter((t) => t.isMissing).length,
    texts,
  };
}

/** Every key (bundled or added), filtered, sorted and paged as GetAllLanguageTextGrid answers. */
export function textGrid(
  overrides: Overrides,
  input: {
    filter?: string;
    state?: (typeof LANGUAGE_TEXT_STATES)[number];
    sorting?: TSortField<"key" | "missing">[];
  },
) {
  const keys = new Set(bundledFlat("en").keys());
  for (const texts of overrides.values()) for (const key of texts.keys()) keys.add(key);
  const filter = input.filter?.toLowerCase();
  let rows = [...keys].map((key) => gridRow(key, overrides));
  if (filter)
    rows = rows.filter(
      (r) =>
        r.key.toLowerCase().includes(filter) ||
        r.texts.some((t) => t.value?.toLowerCase().includes(filter)),
    );
  if (input.state === "Missing") rows = rows.filter((r) => r.missingCount > 0);
  if (input.state === "Overridden") rows = rows.filter((r) => r.texts.some((t) => t.isOverridden));
  if (input.state === "Custom") rows = rows.filter((r) => !r.isBundled);
  const sorts = input.sorting?.length ? input.sorting : [{ field: "key" as const, desc: false }];
  rows.sort((a, b) => {
    for (const { field, desc } of sorts) {
      const order = field === "key" ? a.key.localeCompare(b.key) : a.missingCount - b.missingCount;
      if (order !== 0) return desc ? -order : order;
    }
    return a.key.localeCompare(b.key); // the key settles ties (missing first, then by key)
  });
  return rows;
}

/**
 * The key an added key would overlap, if any. A key names either one text or a group of texts
 * (messages nest): "common" or "common.save.x" beside the console's "common.save" would replace a
 * group by a text or a text by a group, and the console would drop one of them.
 */
export function keyClash(
  keys: Iterable<string>,
  overrides: Overrides,
  /** a key being renamed: it will not be there */
  except?: string,
): { key: string; other: string } | null {
  const leaves = new Set(bundledFlat("en").keys());
  for (const texts of overrides.values()) for (const key of texts.keys()) leaves.add(key);
  if (except && !bundledFlat("en").has(except)) leaves.delete(except);
  const groups = new Map<string, string>();
  for (const leaf of leaves)
    for (let i = leaf.indexOf("."); i > 0; i = leaf.indexOf(".", i + 1))
      if (!groups.has(leaf.slice(0, i))) groups.set(leaf.slice(0, i), leaf);
  for (const key of keys) {
    const under = groups.get(key);
    if (under) return { key, other: under };
    for (let i = key.indexOf("."); i > 0; i = key.indexOf(".", i + 1))
      if (leaves.has(key.slice(0, i))) return { key, other: key.slice(0, i) };
  }
  return null;
}
