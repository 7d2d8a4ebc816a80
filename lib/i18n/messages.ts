import en from "@/messages/en.json";
import es from "@/messages/es.json";
import ja from "@/messages/ja.json";
import zh from "@/messages/zh.json";
import type { MessageKeys, NestedKeyOf } from "next-intl";
import type { Locale } from "./locales";

export type Messages = typeof en;
/** A full message key of the bundle, e.g. "api.errors.nameTaken" (leaves only). */
export type MessageKey = MessageKeys<Messages, NestedKeyOf<Messages>>;

/** Bundled messages; language texts from the upstream override them at run time. */
export const bundledMessages: Record<Locale, Messages> = { en, zh, es, ja };
