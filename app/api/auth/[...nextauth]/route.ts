import NextAuth from "next-auth";
import { getLocale } from "next-intl/server";
import { isSecureRequest } from "@/lib/origin";
import { authOptionsFor } from "@/lib/auth/options";
import type { Locale } from "@/lib/i18n/locales";

async function handler(req: Request, ctx: { params: Promise<{ nextauth: string[] }> }) {
  const options = authOptionsFor(
    isSecureRequest(req.url, req.headers),
    (await getLocale()) as Locale,
  );
  return NextAuth(req as never, ctx as never, options) as Promise<Response>;
}

export { handler as GET, handler as POST };
