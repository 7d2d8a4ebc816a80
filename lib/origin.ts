import { env } from "@/lib/env";

/** What makes an origin ours (lib/env.ts: APP_URL, ALLOWED_ORIGINS, TRUST_PROXY). */
export interface OriginConfig {
  /** The configured public origin (APP_URL). */
  appOrigin?: string;
  /** Further origins the console is opened at (ALLOWED_ORIGINS). */
  allowedOrigins: readonly string[];
  /** Whether X-Forwarded-Host / X-Forwarded-Proto describe the browser's request. */
  trustProxy: boolean;
}

const fromEnv: OriginConfig = {
  appOrigin: env.APP_URL,
  allowedOrigins: env.ALLOWED_ORIGINS,
  trustProxy: env.TRUST_PROXY,
};

/** A request, or only its headers (server components have no URL). */
interface RequestLike {
  url?: string;
  headers: Headers;
}

/** A host name or [IPv6] with an optional port: nothing that could smuggle a path or userinfo. */
const HOST = /^(?:[a-z0-9-]+(?:\.[a-z0-9-]+)*\.?|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;
const firstOf = (value: string | null) => value?.split(",")[0]?.trim() || undefined;

/**
 * The origin the browser used for this request: X-Forwarded-Proto / X-Forwarded-Host (first
 * value of each) behind a trusted proxy, else the Host header over the request's own protocol.
 * Not `new URL(req.url).origin`: Next builds that from its own listening address.
 */
export function publicOrigin(req: RequestLike, config: OriginConfig = fromEnv): string {
  const own = new URL(req.url ?? "http://localhost");
  const forwardedProto = config.trustProxy
    ? firstOf(req.headers.get("x-forwarded-proto"))?.toLowerCase()
    : undefined;
  const proto = forwardedProto ? (forwardedProto === "https" ? "https" : "http") : own.protocol;
  const host =
    (config.trustProxy ? firstOf(req.headers.get("x-forwarded-host")) : undefined) ??
    firstOf(req.headers.get("host"));
  if (!host || !HOST.test(host)) return own.origin;
  return new URL(`${proto.replace(/:$/, "")}://${host}`).origin;
}

/** Whether a write's Origin header is ours: the request's public origin, APP_URL or ALLOWED_ORIGINS. */
export function isOwnOrigin(
  origin: string | null,
  req: RequestLike,
  config: OriginConfig = fromEnv,
): boolean {
  if (!origin) return false;
  return (
    origin === publicOrigin(req, config) ||
    origin === config.appOrigin ||
    config.allowedOrigins.includes(origin)
  );
}

/**
 * The origin absolute redirects point to: the request's public origin; with APP_URL set, only
 * when that origin is a configured one (else APP_URL), so a forged or internal Host never ends
 * up in a Location header.
 */
export function redirectOrigin(req: RequestLike, config: OriginConfig = fromEnv): string {
  const origin = publicOrigin(req, config);
  if (!config.appOrigin) return origin;
  return origin === config.appOrigin || config.allowedOrigins.includes(origin)
    ? origin
    : config.appOrigin;
}

/** Whether the browser reached us over HTTPS: secure cookies, HSTS. */
export function isSecureRequest(url: string, headers: Headers): boolean {
  return publicOrigin({ url, headers }).startsWith("https:");
}
