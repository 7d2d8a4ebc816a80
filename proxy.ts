import { encode, getToken, type JWT } from "next-auth/jwt";
import { type NextRequest, NextResponse } from "next/server";
import { REFRESH_MARGIN_MS, SESSION_MAX_AGE_SECONDS, sessionCookieName } from "@/lib/auth/cookies";
import { sessionSecret } from "@/lib/auth/options";
import { contracts } from "@/lib/contracts";
import { env } from "@/lib/env";
import { requestLocale } from "@/lib/i18n/locales";
import { LOCALE_COOKIE } from "@/lib/i18n/locale-cookie";
import { isSecureRequest, redirectOrigin } from "@/lib/origin";
import { DEFAULT_PAGE_SIZE, PAGING_COOKIE, parsePagingCookie } from "@/lib/remembered-paging";
import { PATH_HEADER, routeOf } from "@/lib/routes";
import { directUploadOrigin } from "@/lib/s3-config";
import { safeRedirect } from "@/lib/safe-redirect";
import { contentSecurityPolicy, HSTS, newNonce, NONCE_HEADER } from "@/lib/security-headers";
import { callUpstream } from "@/lib/upstream/client";

const PUBLIC = new Set(["/login", "/404"]);
/** Where a session that must change its password is held (issue 15); no other page opens for it. */
const PASSWORD_CHANGE = "/changePassword";

export async function proxy(req: NextRequest) {
  const { pathname } = req.nextUrl;
  const secure = isSecureRequest(req.url, req.headers);
  if (pathname.startsWith("/api/auth/")) {
    // next-auth v4 builds its redirects from X-Forwarded-Host/-Proto (AUTH_TRUST_HOST, set in
    // lib/auth/options.ts): hand it the origin lib/origin.ts decided on.
    const origin = new URL(redirectOrigin(req));
    const headers = new Headers(req.headers);
    headers.set("x-forwarded-host", origin.host);
    headers.set("x-forwarded-proto", origin.protocol.slice(0, -1));
    return NextResponse.next({ request: { headers } });
  }
  const headers = new Headers(req.headers);
  if (pathname.startsWith("/bff/")) return gate(req, headers, secure);

  // Pages: a fresh script nonce. Next reads it from the request's CSP header and puts it on its
  // own scripts; the root layout reads NONCE_HEADER for ours.
  const nonce = newNonce();
  const csp = contentSecurityPolicy(nonce, {
    isDev: env.NODE_ENV === "development",
    isSecure: secure,
    uploadOrigin: directUploadOrigin(),
  });
  headers.set("content-security-policy", csp);
  headers.set(NONCE_HEADER, nonce);
  const res = await gate(req, headers, secure);
  res.headers.set("content-security-policy", csp);
  if (secure) res.headers.set("strict-transport-security", HSTS);
  return res;
}

// The request gate (DESIGN §6): sign-in redirect, token refresh, `/` → /dashboard. Not the
// security boundary: the layout and the upstream check permissions again. Redirects point at
// the origin the browser used (lib/origin.ts), never at Next's own listening address.
async function gate(req: NextRequest, headers: Headers, secure: boolean) {
  const { pathname, search } = req.nextUrl;
  const origin = redirectOrigin(req);
  if (pathname === "/") return NextResponse.redirect(new URL("/dashboard", origin));
  const isBff = pathname.startsWith("/bff/");
  const isPasswordChange = pathname === PASSWORD_CHANGE;
  if (PUBLIC.has(pathname) || (!isBff && !isPasswordChange && !routeOf(pathname)))
    return NextResponse.next({ request: { headers } }); // unknown → 404 page

  const cookieName = sessionCookieName(secure);
  const jwt = await getToken({ req, secret: sessionSecret(), secureCookie: secure });
  const toLogin = () => {
    if (isBff) return NextResponse.next({ request: { headers } }); // the BFF answers 401 itself
    const login = new URL("/login", origin);
    login.searchParams.set("redirect", safeRedirect(`${pathname}${search}`, origin));
    const res = NextResponse.redirect(login);
    if (jwt) res.cookies.delete(cookieName);
    return res;
  };
  if (!jwt?.upstream || jwt.upstream.expiresAt <= Date.now()) return toLogin();
  // A password that must be changed holds every page on the change screen, and that screen is
  // only for it; the BFF passes on, and the upstream refuses all but the change itself.
  if (!isBff && Boolean(jwt.mustChangePassword) !== isPasswordChange)
    return NextResponse.redirect(
      new URL(isPasswordChange ? "/dashboard" : PASSWORD_CHANGE, origin),
    );

  // A list opened without page/size gets the ones remembered for exactly this path (SPEC §2).
  const sp = req.nextUrl.searchParams;
  const remembered =
    !isBff && !sp.has("page") && !sp.has("size")
      ? parsePagingCookie(req.cookies.get(PAGING_COOKIE)?.value)[pathname]
      : undefined;
  if (remembered && (remembered.page > 1 || remembered.size !== DEFAULT_PAGE_SIZE)) {
    const url = new URL(`${pathname}${search}`, origin);
    url.searchParams.set("page", String(remembered.page));
    url.searchParams.set("size", String(remembered.size));
    return NextResponse.redirect(url);
  }

  headers.set(PATH_HEADER, `${pathname}${search}`);
  if (jwt.upstream.expiresAt - Date.now() >= REFRESH_MARGIN_MS) {
    return NextResponse.next({ request: { headers } });
  }

  // Under two minutes left: swap the upstream token and rewrite the session cookie (STACK.md).
  try {
    const locale = requestLocale(
      req.cookies.get(LOCALE_COOKIE)?.value,
      req.headers.get("accept-language"),
    );
    const fresh = await callUpstream(contracts.TokenAuth.RefreshToken, undefined, {
      token: jwt.upstream.accessToken,
      locale,
    });
    const next: JWT = {
      ...jwt,
      upstream: {
        accessToken: fresh.accessToken,
        expiresAt: Date.now() + fresh.expireInSeconds * 1000,
      },
    };
    const value = await encode({
      token: next,
      secret: sessionSecret(),
      maxAge: SESSION_MAX_AGE_SECONDS,
    });
    const cookieHeader = req.cookies
      .getAll()
      .filter((c) => c.name !== cookieName)
      .map((c) => `${c.name}=${c.value}`)
      .concat(`${cookieName}=${value}`)
      .join("; ");
    headers.set("cookie", cookieHeader);
    const res = NextResponse.next({ request: { headers } });
    res.cookies.set(cookieName, value, {
      httpOnly: true,
      sameSite: "lax",
      secure,
      path: "/",
      maxAge: SESSION_MAX_AGE_SECONDS,
    });
    return res;
  } catch {
    return toLogin();
  }
}

// Uploads and imports skip the gate: the proxy buffers (and above 10 MB silently truncates)
// request bodies; the BFF checks the session of those requests itself.
export const config = {
  matcher: [
    "/((?!_next/static|_next/image|api/(?!auth/)|bff/Attachment/Upload|bff/[A-Za-z]+/Import$|favicon.ico|.*\\.(?:png|jpg|svg|ico|webp)$).*)",
  ],
};
