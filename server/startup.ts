import "server-only";
import { env } from "@/lib/env";
import { getDatabase } from "@/server/db/client";
import { logger } from "@/server/logger";
import { startUnpaidOrderJob } from "@/server/services/order/unpaid-job";

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
    const database = await getDatabase();
    closeOnSignal(database.close);
    // background work: closing unpaid orders (safe with several copies on one PostgreSQL)
    startUnpaidOrderJob(async () => (await getDatabase()).db);
  } catch (error) {
    logger.fatal(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}

/** How long a stop waits for the database to close before exiting anyway. */
const CLOSE_TIMEOUT_MS = 10_000;

/**
 * `next start` answers SIGTERM and SIGINT by closing its server, letting pending requests finish,
 * and then calling process.exit, with no hook in between. Left open, the embedded database is
 * found "in production" by the next start, which then runs crash recovery (bench/durability.ts
 * checks this). So once a signal has come, process.exit first closes the database.
 */
function closeOnSignal(close: () => Promise<void>) {
  const onSignal = (signal: NodeJS.Signals) => {
    process.off("SIGTERM", onSignal);
    process.off("SIGINT", onSignal);
    const exit = process.exit.bind(process);
    let exiting = false;
    process.exit = ((code) => {
      if (exiting) return;
      exiting = true;
      const timer = setTimeout(() => exit(code), CLOSE_TIMEOUT_MS);
      close()
        .catch((error: unknown) => logger.error({ err: error }, "closing the database failed"))
        .finally(() => {
          clearTimeout(timer);
          exit(code);
        });
    }) as typeof process.exit;
    // Nobody else stops the process (NEXT_MANUAL_SIG_HANDLE set): do it, as the signal would have.
    if (process.listenerCount(signal) === 0) process.exit(signal === "SIGINT" ? 130 : 143);
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}
