import "server-only";
import { decode } from "next-auth/jwt";
import { cookies } from "next/headers";
import { getLocale } from "next-intl/server";
import type { Locale } from "@/lib/i18n/locales";
import type { UpstreamContext } from "@/lib/upstream/client";
import { sessionCookieName } from "./cookies";
import { sessionSecret } from "./options";

/** The upstream token of the signed-in user (from the encrypted httpOnly cookie), or null. */
export async function readUpstreamToken(): Promise<{
  accessToken: string;
  expiresAt: number;
} | null> {
  const jar = await cookies();
  const raw = jar.get(sessionCookieName(true))?.value ?? jar.get(sessionCookieName(false))?.value;
  if (!raw) return null;
  try {
    const token = await decode({ token: raw, secret: sessionSecret() });
    return token?.upstream && token.upstream.expiresAt > Date.now() ? token.upstream : null;
  } catch {
    return null;
  }
}

/** What a server component needs to call the upstream as the signed-in user. */
export async function upstreamContext(): Promise<UpstreamContext> {
  const [token, locale] = await Promise.all([readUpstreamToken(), getLocale()]);
  return { token: token?.accessToken, locale: locale as Locale };
}
