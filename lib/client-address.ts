import { env } from "@/lib/env";

/**
 * The address a request came from, for rate limits and the audit log; null when unknown (an
 * in-process call that passed none).
 *
 * Route handlers never see the socket: Next.js writes the connection's address into
 * X-Forwarded-For when the request has no such header, and keeps one that is already there. So
 * the last entry is the connection's peer, or what the nearest proxy appended for its own peer.
 * Behind `TRUSTED_PROXIES` proxies that each append, the client is that many entries from the
 * right; anything further left was written by the client and is never trusted.
 */
export function clientAddress(
  headers: Headers,
  trustedProxies = env.TRUSTED_PROXIES,
): string | null {
  const entries = (headers.get("x-forwarded-for") ?? "")
    .split(",")
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return null;
  return entries[Math.max(0, entries.length - Math.max(1, trustedProxies))]!.slice(0, 64);
}
