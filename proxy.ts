import { encode, getToken, type JWT } from "next-auth/jwt";
import { type NextRequest, NextResponse } from "next/server";
import {
  isSecureRequest,
  REFRESH_MARGIN_MS,
  SESSION_MAX_AGE_SECONDS,
  sessionCookieName,
} from "@/lib/auth/cookies";
import { sessionSecret } from "@/lib/auth/options";
import { ZAuthenticateResult } from "@/lib/contracts/auth";
import { defaultLocale, localeOf } from "@/lib/i18n/locales";
import { LOCALE_COOKIE } from "@/lib/i18n/locale-cookie";
import { DEFAULT_PAGE_SIZE, PAGING_COOKIE, parsePagingCookie } from "@/lib/remembered-paging";
import { PATH_HEADER, routeOf } from "@/lib/routes";
import { callUpstream } from "@/lib/upstream/client";

const PUBLIC = new Set(["/login", "/404"]);

// The request gate (DESIGN §6): sign-in redirect, token refresh, `/` → /dashboard. Not the
// security boundary: the layout and the upstream check permissions again.
export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  if (pathname === "/") return NextResponse.redirect(new URL("/dashboard", req.url));
  const isBff = pathname.startsWith("/bff/");
  if (PUBLIC.has(pathname) || (!isBff && !routeOf(pathname))) return NextResponse.next(); // unknown → 404 page

  const secure = isSecureRequest(req.url, req.headers);
  const cookieName = sessionCookieName(secure);
  const jwt = await getToken({ req, secret: sessionSecret(), secureCookie: secure });
  const toLogin = () => {
    if (isBff) return NextResponse.next(); // the BFF answers 401 itself
    const login = new URL("/login", req.url);
    login.searchParams.set("redirect", `${pathname}${search}`);
    const res = NextResponse.redirect(login);
    if (jwt) res.cookies.delete(cookieName);
    return res;
  };
  if (!jwt?.upstream || jwt.upstream.expiresAt <= Date.now()) return toLogin();

  // A list opened without page/size gets the ones remembered for exactly this path (SPEC §2).
  const sp = req.nextUrl.searchParams;
  const remembered =
    !isBff && !sp.has("page") && !sp.has("size")
      ? parsePagingCookie(req.cookies.get(PAGING_COOKIE)?.value)[pathname]
      : undefined;
  if (remembered && (remembered.page > 1 || remembered.size !== DEFAULT_PAGE_SIZE)) {
    const url = req.nextUrl.clone();
    url.searchParams.set("page", String(remembered.page));
    url.searchParams.set("size", String(remembered.size));
    return NextResponse.redirect(url);
  }

  const headers = new Headers(req.headers);
  headers.set(PATH_HEADER, `${pathname}${search}`);
  if (jwt.upstream.expiresAt - Date.now() >= REFRESH_MARGIN_MS) {
    return NextResponse.next({ request: { headers } });
  }

  // Under two minutes left: swap the upstream token and rewrite the session cookie (STACK.md).
  try {
    const locale = localeOf(req.cookies.get(LOCALE_COOKIE)?.value) ?? defaultLocale;
    const fresh = await callUpstream(
      "GET",
      "/api/TokenAuth/RefreshToken",
      undefined,
      { token: jwt.upstream.accessToken, locale },
      ZAuthenticateResult,
    );
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

// Uploads skip the gate: the proxy buffers (and above 10 MB silently truncates) request bodies;
// the BFF checks the session of those requests itself.
export const config = {
  matcher: [
    "/((?!_next/static|_next/image|api/|bff/Attachment/Upload|favicon.ico|.*\\.(?:png|jpg|svg|ico|webp)$).*)",
  ],
};
