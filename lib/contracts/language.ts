import * as z from "zod";
import { contract, op } from "@/lib/api/define";
import { ZPagedResult, ZPagedSortedInput } from "./common";
import { LANGUAGE_TEXT_STATES } from "./enum-values";

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
/** The largest language file Upload takes (a whole messages/*.json is ≈ 120 kB). */
export const LANGUAGE_UPLOAD_MAX_BYTES = 2 * 1024 * 1024;

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
  file: z
    .instanceof(File)
    .refine((f) => f.size <= LANGUAGE_UPLOAD_MAX_BYTES, "validation.fileTooLarge"),
  /** true: only count what the file would change; nothing is written */
  dryRun: z.boolean().default(false),
});
export const ZUploadLanguageTextsResult = z.object({
  /** texts the language did not override before */
  inserted: z.number().int(),
  /** overrides whose text changes (a text equal to the bundled one removes the override) */
  updated: z.number().int(),
  /** texts the language already shows as the file has them */
  unchanged: z.number().int(),
  /** keys neither bundled nor added before: they become keys added at run time */
  newKeys: z.number().int(),
});
export type TUploadLanguageTextsResult = z.infer<typeof ZUploadLanguageTextsResult>;

/** Which keys the text grid lists: all, or those missing a translation, edited, or added at run time. */
export const ZGetLanguageTextGridInput = ZPagedSortedInput(["key", "missing"]).extend({
  /** part of the key, or of its text in any of the four languages (ignoring case) */
  filter: z.string().trim().max(256).optional(),
  state: z.enum(LANGUAGE_TEXT_STATES).optional(),
});
export const ZLanguageTextCell = z.object({
  languageName: z.string(),
  /** what the console shows: the override, else the bundled text; null when neither exists */
  value: z.string().nullable(),
  defaultValue: z.string().nullable(),
  isOverridden: z.boolean(),
  /** no text, or (other than English) the same text as English */
  isMissing: z.boolean(),
});
export const ZLanguageTextRow = z.object({
  key: z.string(),
  /** in the bundled messages (deleting only removes its overrides) or added at run time */
  isBundled: z.boolean(),
  missingCount: z.number().int(),
  /** en, zh-Hans, es, ja — GetAllLanguage's order */
  texts: z.array(ZLanguageTextCell),
});
export type TLanguageTextRow = z.infer<typeof ZLanguageTextRow>;
export type TLanguageTextCell = z.infer<typeof ZLanguageTextCell>;

export const ZCreateLanguageTextKeyInput = z.object({
  key: ZKey,
  /** English is required: it is the language every other falls back to */
  en: ZValue.trim().min(1, "validation.required"),
  zh: ZValue.trim().optional(),
  es: ZValue.trim().optional(),
  ja: ZValue.trim().optional(),
});
export type TCreateLanguageTextKeyInput = z.infer<typeof ZCreateLanguageTextKeyInput>;
export const ZLanguageTextKeyInput = z.object({ key: ZKey });

export const Language = contract("Language", {
  // GET /api/services/app/Language/GetAllLanguage — the four console languages (public: the sign-in page lists them)
  GetAllLanguage: op({
    verb: "GET",
    permission: "@public",
    summary: "Available languages",
    input: z.object({}),
    output: z.array(ZLanguageDto),
  }),
  // GET /api/services/app/Language/GetAllLanguageText — every text of a language (bundled and overridden), paged
  GetAllLanguageText: op({
    verb: "GET",
    permission: "Pages.Admin.LanguageTexts",
    summary: "Texts of a language with their bundled defaults; filter by key or text",
    input: ZGetLanguageTextsInput,
    output: ZPagedResult(ZLanguageTextDto),
  }),
  // GET /api/services/app/Language/GetAllLanguageTextTree — the overridden texts of a language, nested by key
  GetAllLanguageTextTree: op({
    verb: "GET",
    permission: "@public",
    summary:
      "Run-time overrides of the bundled messages, as a nested object (merge over the bundle)",
    input: ZGetLanguageTextTreeInput,
    output: ZLanguageTextTree,
  }),
  // POST /api/services/app/Language/CreateLanguageText — a new text (refused if the language already overrides the key)
  CreateLanguageText: op({
    verb: "POST",
    permission: "Pages.Admin.LanguageTexts.Create",
    summary: "Add a text",
    input: ZLanguageTextInput,
    output: ZLanguageTextDto,
  }),
  // PUT /api/services/app/Language/UpdateLanguageTextValue — set a text (overrides the bundled one)
  UpdateLanguageTextValue: op({
    verb: "PUT",
    permission: "Pages.Admin.LanguageTexts.Edit",
    summary: "Set a text's value",
    input: ZLanguageTextInput,
    output: ZLanguageTextDto,
  }),
  // PUT /api/services/app/Language/UpdateLanguageTextKey — rename an overridden key in every language
  UpdateLanguageTextKey: op({
    verb: "PUT",
    permission: "Pages.Admin.LanguageTexts.Edit",
    summary: "Rename a key",
    input: ZUpdateLanguageTextKeyInput,
    output: z.object({ renamed: z.number().int() }),
  }),
  // POST /api/services/app/Language/DeleteLanguageText — drop an override (the bundled text shows again)
  DeleteLanguageText: op({
    verb: "POST",
    permission: "Pages.Admin.LanguageTexts.Delete",
    summary: "Remove an overridden text",
    input: ZDeleteLanguageTextInput,
    output: z.null(),
  }),
  // GET /api/services/app/Language/GetAllLanguageTextGrid — (ours) one row per key with its four languages, filtered and paged
  GetAllLanguageTextGrid: op({
    verb: "GET",
    permission: "Pages.Admin.LanguageTexts",
    summary:
      "Every key with its text in en, zh-Hans, es and ja (override and bundled); filter by key or text, state; sort by key or missing translations",
    input: ZGetLanguageTextGridInput,
    output: ZPagedResult(ZLanguageTextRow),
  }),
  // POST /api/services/app/Language/CreateLanguageTextKey — (ours) a key added at run time with its texts (English required)
  CreateLanguageTextKey: op({
    verb: "POST",
    permission: "Pages.Admin.LanguageTexts.Create",
    summary: "Add a key that the bundled messages do not have, with its texts",
    input: ZCreateLanguageTextKeyInput,
    output: ZLanguageTextRow,
  }),
  // POST /api/services/app/Language/DeleteLanguageTextKey — (ours) drop every language's override of a key
  DeleteLanguageTextKey: op({
    verb: "POST",
    permission: "Pages.Admin.LanguageTexts.Delete",
    summary:
      "Remove a key's overrides in every language: a bundled key shows its bundled texts again, a key added at run time is gone",
    input: ZLanguageTextKeyInput,
    output: z.object({ removed: z.number().int() }),
  }),
  // POST /api/services/app/Language/Upload — a JSON file (flat or nested keys) of texts for one language
  Upload: op({
    verb: "POST",
    permission: "Pages.Admin.LanguageTexts.Import",
    summary:
      "Import texts from a JSON file shaped like messages/*.json (multipart: languageName, file, dryRun)",
    multipart: true,
    input: ZUploadLanguageTextsInput,
    output: ZUploadLanguageTextsResult,
  }),
});
