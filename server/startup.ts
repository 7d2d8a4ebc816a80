import "server-only";
import { env } from "@/lib/env";
import { getDatabase } from "@/server/db/client";
import { logger } from "@/server/logger";

/** Opens the database at server start; a server without it (or with one another process holds) stops. */
export async function startServer() {
  try {
    if (env.DATABASE_URL && !env.AUTH_SECRET) {
      // several app copies share one PostgreSQL; a secret generated into each copy's ./.data would
      // make a token from one copy fail on the next
      throw new Error(
        "DATABASE_URL is set but AUTH_SECRET is not: set AUTH_SECRET (the same in every copy of the app).",
      );
    }
    await getDatabase();
  } catch (error) {
    logger.fatal(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
