import * as z from "zod";
import { ZPagedSortedInput } from "./common";

/** en, zh-Hans, es or ja (zh is accepted for zh-Hans). */
export const ZLanguageName = z.string().trim().min(1).max(16);
/** Dot-separated parts of letters, digits, _ and -; never an object-prototype name. */
export const LANGUAGE_KEY =
  /^(?!.*(?:^|\.)(?:__proto__|prototype|constructor)(?:\.|$))[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]+)*$/;
const ZKey = z
  .string()
  .trim()
  .min(1, "validation.required")
  .max(256, "validation.tooLong")
  .regex(LANGUAGE_KEY, "validation.languageKey");
const ZValue = z.string().max(4000, "validation.tooLong");

export const ZLanguageDto = z.object({
  name: z.string(),
  displayName: z.string(),
  icon: z.string(),
  isDefault: z.boolean(),
  isDisabled: z.boolean(),
});

export const ZGetLanguageTextsInput = ZPagedSortedInput(["key", "value"]).extend({
  languageName: ZLanguageName.optional(),
  key: z.string().trim().max(256).optional(),
  onlyOverridden: z.boolean().optional(),
});
export const ZLanguageTextDto = z.object({
  key: z.string(),
  value: z.string(),
  defaultValue: z.string().nullable(),
  isOverridden: z.boolean(),
  languageName: z.string(),
});
export type TLanguageTextDto = z.infer<typeof ZLanguageTextDto>;

export const ZGetLanguageTextTreeInput = z.object({ languageName: ZLanguageName.optional() });
export type TLanguageTextTree = { [key: string]: string | TLanguageTextTree };
export const ZLanguageTextTree: z.ZodType<TLanguageTextTree> = z.record(
  z.string(),
  z.union([z.string(), z.lazy(() => ZLanguageTextTree)]),
);

export const ZLanguageTextInput = z.object({
  languageName: ZLanguageName,
  key: ZKey,
  value: ZValue,
});
export const ZDeleteLanguageTextInput = z.object({ languageName: ZLanguageName, key: ZKey });
export const ZUpdateLanguageTextKeyInput = z.object({ oldKey: ZKey, newKey: ZKey });
export const ZUploadLanguageTextsInput = z.object({
  languageName: ZLanguageName,
  file: z.instanceof(File).refine((f) => f.size <= 2 * 1024 * 1024, "validation.fileTooLarge"),
});
export const ZUploadLanguageTextsResult = z.object({
  inserted: z.number().int(),
  updated: z.number().int(),
});
