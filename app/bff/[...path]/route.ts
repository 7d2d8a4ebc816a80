import { getToken } from "next-auth/jwt";
import type { NextRequest } from "next/server";
import { isSecureRequest } from "@/lib/auth/cookies";
import { env } from "@/lib/env";
import { sessionSecret } from "@/lib/auth/options";
import { defaultLocale, localeOf } from "@/lib/i18n/locales";
import { LOCALE_COOKIE } from "@/lib/i18n/locale-cookie";
import { upstreamHeaders } from "@/lib/upstream/client";
import { sendUpstream } from "@/lib/upstream/transport";

export const dynamic = "force-dynamic";

const MUTATING = new Set(["POST", "PUT", "DELETE", "PATCH"]);
/** Upstream answer headers worth passing on; never Set-Cookie. */
const PASSED_BACK = [
  "content-type",
  "content-length",
  "content-disposition",
  "x-request-id",
  "cache-control",
  "x-content-type-options",
  "content-security-policy",
];

function refuse(status: number, message: string) {
  return Response.json(
    {
      result: null,
      targetUrl: null,
      success: false,
      error: { code: 0, message, details: null, validationErrors: null },
      unAuthorizedRequest: status === 401,
      __abp: true,
    },
    { status },
  );
}

/**
 * The BFF for client islands (DESIGN §1): /bff/{Service}/{Method} → the upstream's
 * /api/services/app/{Service}/{Method} with the session's token. Client-sent credentials, tenant
 * and forwarding headers are dropped; mutations must come from our own origin.
 */
async function forward(req: NextRequest, ctx: { params: Promise<{ path: string[] }> }) {
  const { path } = await ctx.params;
  if (path.length !== 2 || !path.every((p) => /^[A-Za-z][A-Za-z0-9]*$/.test(p)))
    return refuse(404, "Not found");
  if (MUTATING.has(req.method)) {
    const origin = req.headers.get("origin");
    if (!origin || origin !== new URL(req.url).origin)
      return refuse(403, "Cross-site request refused");
  }
  const jwt = await getToken({
    req,
    secret: sessionSecret(),
    secureCookie: isSecureRequest(req.url, req.headers),
  });
  if (!jwt?.upstream || jwt.upstream.expiresAt <= Date.now()) return refuse(401, "Not signed in");

  const locale = localeOf(req.cookies.get(LOCALE_COOKIE)?.value) ?? defaultLocale;
  const headers: Record<string, string> = upstreamHeaders({
    token: jwt.upstream.accessToken,
    locale,
  });
  const contentType = req.headers.get("content-type");
  if (contentType) headers["Content-Type"] = contentType;
  const declared = Number(req.headers.get("content-length") ?? 0);
  if (declared > env.VIDEO_MAX_MB * 1024 * 1024 + 1024 * 1024)
    return refuse(413, "Request too large");
  // for the upstream's audit log: who is behind this request
  const agent = req.headers.get("user-agent");
  if (agent) headers["User-Agent"] = agent.slice(0, 512);
  const client = req.headers.get("x-forwarded-for")?.split(",")[0]?.trim();
  if (client) headers["X-Forwarded-For"] = client;
  const hasBody = req.method !== "GET" && req.method !== "HEAD";
  const upstream = await sendUpstream(
    `/api/services/app/${path[0]}/${path[1]}${req.nextUrl.search}`,
    {
      method: req.method,
      headers,
      body: hasBody ? await req.arrayBuffer() : undefined,
    },
  );
  const out = new Headers();
  for (const name of PASSED_BACK) {
    const value = upstream.headers.get(name);
    if (value) out.set(name, value);
  }
  return new Response(upstream.body, { status: upstream.status, headers: out });
}

export { forward as GET, forward as POST, forward as PUT, forward as DELETE };
