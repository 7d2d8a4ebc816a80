import { contracts } from "@/lib/contracts";
import { env } from "@/lib/env";
import { defaultLocale } from "@/lib/i18n/locales";
import { callUpstream } from "@/lib/upstream/client";

export const dynamic = "force-dynamic";

/** A probe that hangs is as bad as one that fails: a load balancer waits for neither. */
const PROBE_TIMEOUT_MS = 3_000;

/**
 * Readiness, for load balancers and e2e web servers: the data behind the console answers. The
 * built-in upstream's database runs `select 1`; an external upstream (UPSTREAM_API_URL) answers
 * Session/GetCurrentLoginInformations, the public call every ABP-style API has. 503 otherwise.
 */
export async function GET() {
  const probe = env.UPSTREAM_API_URL
    ? callUpstream(
        contracts.Session.GetCurrentLoginInformations,
        {},
        { locale: defaultLocale },
      ).then(() => ({ upstream: "external" }))
    : import("@/server/db/client").then(async ({ getDatabase, ping }) => {
        const { db, kind } = await getDatabase();
        await ping(db);
        return { database: kind };
      });
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timed out")), PROBE_TIMEOUT_MS);
  });
  try {
    return Response.json({ status: "ok", ...(await Promise.race([probe, timeout])) });
  } catch {
    return Response.json({ status: "unavailable" }, { status: 503 });
  } finally {
    clearTimeout(timer);
  }
}
