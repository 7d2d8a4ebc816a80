/** The stored language choice (SPEC §1): en, zh, es or ja. */
export const LOCALE_COOKIE = "NEXT_LOCALE";
