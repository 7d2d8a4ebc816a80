import "server-only";
import crypto from "node:crypto";
import { env } from "@/lib/env";
import { getDatabase } from "@/server/db/client";
import { logger } from "@/server/logger";
import { findJob } from "./registry";
import { runJob } from "./runner";

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest();

/**
 * Whether an Authorization header is `Bearer <secret>`, compared in constant time (digests of
 * equal length, so neither the content nor the length of the secret leaks). No secret: never.
 */
function hasCronSecret(authorization: string | null, secret: string | undefined): boolean {
  if (!secret || authorization === null) return false;
  return crypto.timingSafeEqual(sha256(authorization), sha256(`Bearer ${secret}`));
}

const noStore = { "cache-control": "no-store" };

/**
 * GET /api/cron/{job} — runs one background job now, for Vercel Cron (which sends
 * `Authorization: Bearer $CRON_SECRET`) or any scheduler holding the secret. The secret is checked
 * before the name, so callers without it learn nothing about which jobs exist.
 */
export async function handleCronRequest(
  req: Request,
  name: string,
  secret = env.CRON_SECRET,
): Promise<Response> {
  if (!hasCronSecret(req.headers.get("authorization"), secret)) {
    return Response.json(
      { error: "Unauthorized: send Authorization: Bearer <CRON_SECRET>" },
      { status: 401, headers: { ...noStore, "www-authenticate": 'Bearer realm="cron"' } },
    );
  }
  const job = findJob(name);
  if (!job) {
    return Response.json({ error: `No job named "${name}"` }, { status: 404, headers: noStore });
  }
  try {
    return Response.json(await runJob(job, (await getDatabase()).db), { headers: noStore });
  } catch (error) {
    const errorId = crypto.randomUUID();
    logger.error({ err: error, job: job.name, errorId }, "job failed");
    return Response.json(
      { error: "The job failed; the server log has the details", errorId },
      { status: 500, headers: noStore },
    );
  }
}
