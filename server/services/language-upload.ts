import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import type { TUploadLanguageTextsResult } from "@/lib/contracts/language";
import { cultureOf, type Locale } from "@/lib/i18n/locales";
import { languageTexts } from "@/server/db/schema";
import type { AuthedCtx } from "@/server/http/define";
import { bundledFlat, type Overrides } from "./language-texts";

interface UploadPlan {
  counts: TUploadLanguageTextsResult;
  /** overrides to write (new or changed) */
  upserts: { key: string; value: string }[];
  /** overrides to drop: the file gives the bundled text back */
  removals: string[];
}

/**
 * What a language file changes for one language, compared with what the language shows now. A
 * text the language already shows is unchanged (uploading messages/zh.json as it ships writes
 * nothing); a text equal to the bundled one removes that key's override rather than storing a
 * copy, so the key follows the bundle again.
 */
export function planUpload(
  texts: Map<string, string>,
  locale: Locale,
  overrides: Overrides,
): UploadPlan {
  const bundled = bundledFlat(locale);
  const mine = overrides.get(cultureOf(locale)) ?? new Map<string, string>();
  const known = (key: string) =>
    bundledFlat("en").has(key) || [...overrides.values()].some((texts) => texts.has(key));
  const plan: UploadPlan = {
    counts: { inserted: 0, updated: 0, unchanged: 0, newKeys: 0 },
    upserts: [],
    removals: [],
  };
  for (const [key, value] of texts) {
    if (!known(key)) plan.counts.newKeys++;
    const current = mine.get(key);
    if ((current ?? bundled.get(key)) === value) plan.counts.unchanged++;
    else if (current !== undefined && value === bundled.get(key)) {
      plan.counts.updated++;
      plan.removals.push(key);
    } else {
      plan.counts[current === undefined ? "inserted" : "updated"]++;
      plan.upserts.push({ key, value });
    }
  }
  return plan;
}

const CHUNK = 500;

/** Writes a plan in the call's transaction: all of the file or, on any failure, none of it. */
export async function applyUpload(ctx: AuthedCtx, culture: string, plan: UploadPlan) {
  const now = new Date();
  for (let i = 0; i < plan.upserts.length; i += CHUNK) {
    await ctx.db
      .insert(languageTexts)
      .values(
        plan.upserts.slice(i, i + CHUNK).map((t) => ({
          ...t,
          tenantId: ctx.tenantId,
          languageName: culture,
          creatorUserId: ctx.user.id,
        })),
      )
      .onConflictDoUpdate({
        target: [languageTexts.tenantId, languageTexts.languageName, languageTexts.key],
        set: {
          value: sql`excluded.value`,
          lastModificationTime: now,
          lastModifierUserId: ctx.user.id,
        },
      });
  }
  for (let i = 0; i < plan.removals.length; i += CHUNK) {
    await ctx.db
      .delete(languageTexts)
      .where(
        and(
          eq(languageTexts.tenantId, ctx.tenantId),
          eq(languageTexts.languageName, culture),
          inArray(languageTexts.key, plan.removals.slice(i, i + CHUNK)),
        ),
      );
  }
}
