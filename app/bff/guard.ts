import { getToken } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { sessionSecret } from "@/lib/auth/options";
import { type Locale, requestLocale } from "@/lib/i18n/locales";
import { LOCALE_COOKIE } from "@/lib/i18n/locale-cookie";
import { isOwnOrigin, isSecureRequest } from "@/lib/origin";

/** An error answer in the envelope the console reads (DESIGN §3). */
export function refuse(
  status: number,
  message: string,
  details: string | null = null,
  validationErrors: unknown = null,
) {
  return Response.json(
    {
      result: null,
      targetUrl: null,
      success: false,
      error: { code: 0, message, details, validationErrors },
      unAuthorizedRequest: status === 401,
      __abp: true,
    },
    { status },
  );
}

const MUTATING = new Set(["POST", "PUT", "DELETE", "PATCH"]);

/**
 * The guards every BFF request passes (DESIGN §1): a mutation comes from our own origin, and the
 * session holds a live upstream token. The caller (token, locale, user id), or the refusal.
 */
export async function bffCaller(
  req: NextRequest,
): Promise<{ token: string; locale: Locale; userId: string | undefined } | Response> {
  if (MUTATING.has(req.method) && !isOwnOrigin(req.headers.get("origin"), req))
    return refuse(403, "Cross-site request refused");
  const jwt = await getToken({
    req,
    secret: sessionSecret(),
    secureCookie: isSecureRequest(req.url, req.headers),
  });
  if (!jwt?.upstream || jwt.upstream.expiresAt <= Date.now()) return refuse(401, "Not signed in");
  return {
    token: jwt.upstream.accessToken,
    // as the page was rendered: an error the API words reads in the page's language
    locale: requestLocale(
      req.cookies.get(LOCALE_COOKIE)?.value,
      req.headers.get("accept-language"),
    ),
    userId: jwt.sub,
  };
}
