/** Session cookie lifetime: the upstream token's 24 h, extended on every refresh. */
export const SESSION_MAX_AGE_SECONDS = 24 * 60 * 60;

/** Refresh the upstream token when less than this remains (SPEC §4, §9). */
export const REFRESH_MARGIN_MS = 120_000;

/** next-auth's cookie names: Secure (and __Secure-) whenever the request came over HTTPS (lib/origin.ts). */
export function sessionCookieName(secure: boolean) {
  return secure ? "__Secure-next-auth.session-token" : "next-auth.session-token";
}
