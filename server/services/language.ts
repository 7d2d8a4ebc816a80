import "server-only";
import { and, eq } from "drizzle-orm";
import {
  LANGUAGE_KEY,
  type TLanguageTextDto,
  type TLanguageTextTree,
  Language,
} from "@/lib/contracts/language";
import { cultureOf, defaultLocale, type Locale, locales, localeOf } from "@/lib/i18n/locales";
import type { Db } from "@/server/db/client";
import { languageTexts } from "@/server/db/schema";
import { type AuthedCtx, type Ctx, implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { JsonTooDeepError, parseJsonCapped } from "@/server/http/input";
import {
  bundledFlat,
  flattenUpload,
  gridRow,
  keyClash,
  overridesByCulture,
  textGrid,
} from "./language-texts";
import { applyUpload, planUpload } from "./language-upload";

/** Culture name as stored (en, zh-Hans, es, ja); unknown ones are refused on the field. */
function languageOf(ctx: Ctx, name: string | undefined, field = "languageName") {
  if (name === undefined) return { locale: ctx.locale, culture: ctx.culture };
  const locale = localeOf(name);
  if (!locale) throw AppError.field(field, "api.errors.unknownLanguage", { name });
  return { locale, culture: cultureOf(locale) };
}

async function overrides(db: Db, tenantId: number, culture: string) {
  return db
    .select()
    .from(languageTexts)
    .where(and(eq(languageTexts.tenantId, tenantId), eq(languageTexts.languageName, culture)));
}

/** Every override of the tenant, by culture (the grid shows the four languages side by side). */
async function allOverrides(db: Db, tenantId: number) {
  const rows = await db
    .select({
      languageName: languageTexts.languageName,
      key: languageTexts.key,
      value: languageTexts.value,
    })
    .from(languageTexts)
    .where(eq(languageTexts.tenantId, tenantId));
  return overridesByCulture(rows);
}

/** Stores an override and answers it as the text list shows it. */
/** Refuses, on `field`, a key that would overlap another (see keyClash). */
function refuseClash(field: string, clash: ReturnType<typeof keyClash>) {
  if (clash) throw AppError.field(field, "api.errors.languageKeyClash", clash);
}

async function saveText(
  ctx: AuthedCtx,
  locale: Locale,
  culture: string,
  key: string,
  value: string,
) {
  refuseClash("key", keyClash([key], await allOverrides(ctx.db, ctx.tenantId)));
  await upsert(ctx, culture, key, value);
  const defaultValue = bundledFlat(locale).get(key) ?? null;
  return { key, value, defaultValue, isOverridden: true, languageName: culture };
}

async function upsert(
  ctx: AuthedCtx,
  culture: string,
  key: string,
  value: string,
): Promise<"Inserted" | "Updated"> {
  const [existing] = await ctx.db
    .select({ id: languageTexts.id })
    .from(languageTexts)
    .where(
      and(
        eq(languageTexts.tenantId, ctx.tenantId),
        eq(languageTexts.languageName, culture),
        eq(languageTexts.key, key),
      ),
    );
  if (existing) {
    await ctx.db
      .update(languageTexts)
      .set({ value, lastModificationTime: new Date(), lastModifierUserId: ctx.user.id })
      .where(eq(languageTexts.id, existing.id));
    return "Updated";
  }
  await ctx.db.insert(languageTexts).values({
    tenantId: ctx.tenantId,
    languageName: culture,
    key,
    value,
    creatorUserId: ctx.user.id,
  });
  return "Inserted";
}

const languageNames: Record<Locale, string> = {
  en: "English",
  zh: "简体中文",
  es: "Español",
  ja: "日本語",
};
const languageIcons: Record<Locale, string> = { en: "gb", zh: "cn", es: "es", ja: "jp" };

export const languageService = implement(Language, {
  GetAllLanguage: async () =>
    locales.map((l) => ({
      name: cultureOf(l),
      displayName: languageNames[l],
      icon: languageIcons[l],
      isDefault: l === defaultLocale,
      isDisabled: false,
    })),
  GetAllLanguageText: async (input, ctx) => {
    const { locale, culture } = languageOf(ctx, input.languageName);
    const bundled = bundledFlat(locale);
    const custom = new Map(
      (await overrides(ctx.db, ctx.tenantId, culture)).map((r) => [r.key, r.value]),
    );
    const keys = new Set([...bundled.keys(), ...custom.keys()]);
    const filter = input.key?.toLowerCase();
    let rows: TLanguageTextDto[] = [...keys].map((key) => ({
      key,
      value: custom.get(key) ?? bundled.get(key) ?? "",
      defaultValue: bundled.get(key) ?? null,
      isOverridden: custom.has(key),
      languageName: culture,
    }));
    if (filter)
      rows = rows.filter(
        (r) => r.key.toLowerCase().includes(filter) || r.value.toLowerCase().includes(filter),
      );
    if (input.onlyOverridden) rows = rows.filter((r) => r.isOverridden);
    const sort = input.sorting?.[0] ?? { field: "key" as const, desc: false };
    rows.sort((a, b) => a[sort.field].localeCompare(b[sort.field]) * (sort.desc ? -1 : 1));
    return {
      totalCount: rows.length,
      items: rows.slice(input.skipCount, input.skipCount + input.maxResultCount),
    };
  },
  GetAllLanguageTextTree: async (input, ctx) => {
    const { culture } = languageOf(ctx, input.languageName);
    // Null-prototype nodes: a stored key can never reach Object.prototype.
    const tree: TLanguageTextTree = Object.create(null);
    for (const row of await overrides(ctx.db, ctx.tenantId, culture)) {
      if (!LANGUAGE_KEY.test(row.key)) continue;
      const parts = row.key.split(".");
      let node = tree;
      for (const part of parts.slice(0, -1)) {
        const next = Object.hasOwn(node, part) ? node[part] : undefined;
        node = (
          typeof next === "object" ? next : (node[part] = Object.create(null))
        ) as TLanguageTextTree;
      }
      node[parts[parts.length - 1]!] = row.value;
    }
    return tree;
  },
  CreateLanguageText: async (input, ctx) => {
    const { locale, culture } = languageOf(ctx, input.languageName);
    const [exists] = await ctx.db
      .select({ id: languageTexts.id })
      .from(languageTexts)
      .where(
        and(
          eq(languageTexts.tenantId, ctx.tenantId),
          eq(languageTexts.languageName, culture),
          eq(languageTexts.key, input.key),
        ),
      );
    if (exists)
      throw AppError.field("key", "api.errors.languageTextExists", {
        key: input.key,
        language: culture,
      });
    return saveText(ctx, locale, culture, input.key, input.value);
  },
  UpdateLanguageTextValue: async (input, ctx) => {
    const { locale, culture } = languageOf(ctx, input.languageName);
    return saveText(ctx, locale, culture, input.key, input.value);
  },
  UpdateLanguageTextKey: async (input, ctx) => {
    const overrides = await allOverrides(ctx.db, ctx.tenantId);
    refuseClash("newKey", keyClash([input.newKey], overrides, input.oldKey));
    const rows = await ctx.db
      .update(languageTexts)
      .set({
        key: input.newKey,
        lastModificationTime: new Date(),
        lastModifierUserId: ctx.user.id,
      })
      .where(and(eq(languageTexts.tenantId, ctx.tenantId), eq(languageTexts.key, input.oldKey)))
      .returning({ id: languageTexts.id });
    if (rows.length === 0) throw AppError.notFound("LanguageText", input.oldKey);
    return { renamed: rows.length };
  },
  DeleteLanguageText: async (input, ctx) => {
    const { culture } = languageOf(ctx, input.languageName);
    const rows = await ctx.db
      .delete(languageTexts)
      .where(
        and(
          eq(languageTexts.tenantId, ctx.tenantId),
          eq(languageTexts.languageName, culture),
          eq(languageTexts.key, input.key),
        ),
      )
      .returning({ id: languageTexts.id });
    if (rows.length === 0) throw AppError.notFound("LanguageText", input.key);
    return null;
  },
  GetAllLanguageTextGrid: async (input, ctx) => {
    const rows = textGrid(await allOverrides(ctx.db, ctx.tenantId), input);
    return {
      totalCount: rows.length,
      items: rows.slice(input.skipCount, input.skipCount + input.maxResultCount),
    };
  },
  CreateLanguageTextKey: async (input, ctx) => {
    const { key } = input;
    if (bundledFlat(defaultLocale).has(key))
      throw AppError.field("key", "api.errors.languageKeyBundled", { key });
    const [exists] = await ctx.db
      .select({ id: languageTexts.id })
      .from(languageTexts)
      .where(and(eq(languageTexts.tenantId, ctx.tenantId), eq(languageTexts.key, key)));
    if (exists) throw AppError.field("key", "api.errors.languageKeyExists", { key });
    refuseClash("key", keyClash([key], await allOverrides(ctx.db, ctx.tenantId)));
    const values = locales
      .map((locale) => ({ languageName: cultureOf(locale), value: input[locale] ?? "" }))
      .filter((t) => t.value !== "");
    await ctx.db
      .insert(languageTexts)
      .values(
        values.map((t) => ({ ...t, tenantId: ctx.tenantId, key, creatorUserId: ctx.user.id })),
      );
    return gridRow(key, overridesByCulture(values.map((t) => ({ ...t, key }))));
  },
  DeleteLanguageTextKey: async (input, ctx) => {
    const rows = await ctx.db
      .delete(languageTexts)
      .where(and(eq(languageTexts.tenantId, ctx.tenantId), eq(languageTexts.key, input.key)))
      .returning({ id: languageTexts.id });
    if (rows.length === 0) throw AppError.notFound("LanguageText", input.key);
    return { removed: rows.length };
  },
  Upload: async (input, ctx) => {
    const { locale, culture } = languageOf(ctx, input.languageName);
    let parsed: unknown;
    try {
      parsed = parseJsonCapped(await input.file.text());
    } catch (error) {
      if (error instanceof JsonTooDeepError)
        throw AppError.field("file", "api.errors.tooDeep", { max: error.maxDepth });
      throw AppError.field("file", "api.errors.uploadNotJson");
    }
    const texts = new Map<string, string>();
    if (!flattenUpload(parsed, "", texts) || texts.size === 0)
      throw AppError.field("file", "api.errors.uploadNotJson");
    const overrides = await allOverrides(ctx.db, ctx.tenantId);
    refuseClash("file", keyClash(texts.keys(), overrides));
    const plan = planUpload(texts, locale, overrides);
    if (!input.dryRun) await applyUpload(ctx, culture, plan);
    return plan.counts;
  },
});
