import "server-only";
import ky from "ky";
import { env } from "@/lib/env";

/** SPEC §9: every upstream call gives up after 25 seconds. */
const UPSTREAM_TIMEOUT_MS = 25_000;

/**
 * Sends one request to the upstream: over HTTP when UPSTREAM_API_URL is set, otherwise to the
 * built-in API in this process with the very same Request (DESIGN §1). The built-in API is
 * loaded on its first call, so with an external upstream none of its code runs.
 */
export async function sendUpstream(pathAndQuery: string, init: RequestInit): Promise<Response> {
  if (env.UPSTREAM_API_URL) {
    return ky(new URL(pathAndQuery, env.UPSTREAM_API_URL), {
      ...init,
      timeout: UPSTREAM_TIMEOUT_MS,
      retry: 0,
      throwHttpErrors: false,
    });
  }
  const { dispatch } = await import("@/server/http/dispatcher");
  return dispatch(
    new Request(new URL(pathAndQuery, "http://upstream.internal"), {
      ...init,
      signal: AbortSignal.timeout(UPSTREAM_TIMEOUT_MS),
    }),
  );
}
