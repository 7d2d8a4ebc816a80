import * as z from "zod";
import { contract, op } from "@/lib/api/define";
import { ZPagedResult, ZPagedSortedInput } from "./common";

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
  // POST /api/services/app/Language/Upload — a JSON file (flat or nested keys) of texts for one language
  Upload: op({
    verb: "POST",
    permission: "Pages.Admin.LanguageTexts.Import",
    summary: "Import texts from a JSON file (multipart: languageName, file)",
    multipart: true,
    input: ZUploadLanguageTextsInput,
    output: ZUploadLanguageTextsResult,
  }),
});
