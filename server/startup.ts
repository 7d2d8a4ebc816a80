import "server-only";
import { getDatabase } from "@/server/db/client";
import { logger } from "@/server/logger";

/** Opens the database at server start; a server without it (or with one another process holds) stops. */
export async function startServer() {
  try {
    await getDatabase();
  } catch (error) {
    logger.fatal(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
