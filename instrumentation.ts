// Open (and on first start create and seed) the database before the first request (STACK.md).
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs") return;
  const { isBuildPhase } = await import("@/lib/env");
  if (isBuildPhase) return;
  const { getDatabase } = await import("@/server/db/client");
  const { logger } = await import("@/server/logger");
  try {
    await getDatabase();
  } catch (error) {
    // A server without its database (or with one another process holds) must not linger half-up.
    logger.fatal(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
