import "server-only";
import diagnostics from "node:diagnostics_channel";
import type http from "node:http";
import path from "node:path";
import { env } from "@/lib/env";
import { getDatabase } from "@/server/db/client";
import { logger } from "@/server/logger";
import { startJobs } from "@/server/jobs/runner";
import { ConfigurationError, EXIT_CONFIGURATION } from "./invalid-environment";

/**
 * Starts what the server runs beside its pages: the built-in upstream's database and background
 * jobs. With UPSTREAM_API_URL set none of it starts (the external upstream has its own); a
 * server that cannot open its database stops with exit code 1.
 */
export async function startServer() {
  try {
    // server.js moves into its own folder: in a checkout, a relative DATA_DIR would put the data
    // in .next/standalone, which the next build deletes
    const cwd = process.cwd();
    if (
      path.basename(cwd) === "standalone" &&
      path.basename(path.dirname(cwd)) === ".next" &&
      !path.isAbsolute(env.DATA_DIR)
    ) {
      throw new ConfigurationError(
        `DATA_DIR: an absolute path is required to run ${cwd}/server.js in place (the next build deletes that folder, and "${env.DATA_DIR}" is inside it); or copy the folder elsewhere (docs/deploy.md).`,
      );
    }
    if (env.UPSTREAM_API_URL) {
      stopCleanlyOnSignal();
      logger.info(
        { upstream: new URL(env.UPSTREAM_API_URL).origin },
        "external upstream: the built-in API and its database are off",
      );
      return;
    }
    if (env.DATABASE_URL && !env.AUTH_SECRET) {
      // several app copies share one PostgreSQL; a secret generated into each copy's ./.data would
      // make a token from one copy fail on the next
      throw new ConfigurationError(
        "AUTH_SECRET: required with DATABASE_URL (the same in every copy of the app).",
      );
    }
    const database = await getDatabase();
    // background work (server/jobs; safe with several copies on one PostgreSQL), stopped and
    // waited for before the database closes
    const stopJobs = startJobs(async () => (await getDatabase()).db);
    stopCleanlyOnSignal(async () => {
      await stopJobs();
      await database.close();
    });
  } catch (error) {
    logger.fatal(error instanceof Error ? error.message : String(error));
    // a wrong setting is not retried by a supervisor; a database that did not answer may be
    process.exit(error instanceof ConfigurationError ? EXIT_CONFIGURATION : 1);
  }
}

/** How long a stop waits for the requests in flight, then for the database to close. */
const DRAIN_TIMEOUT_MS = 25_000;
const CLOSE_TIMEOUT_MS = 10_000;

/**
 * Stopping on SIGTERM or SIGINT, the same under `next start` and the standalone server.js (both
 * run Next's start-server): Next stops accepting connections, lets the requests in flight finish,
 * then calls process.exit(143 or 130) with no hook in between. Left open, the embedded database
 * is found "in production" by the next start, which then runs crash recovery (bench/durability.ts
 * checks this). So once a signal has come, process.exit first closes the database (PGlite shuts
 * down, the PostgreSQL pool ends) and then exits 0: a clean stop is a success for systemd and
 * container runtimes. Exit 1 when closing failed, took over CLOSE_TIMEOUT_MS, or requests were
 * still running after DRAIN_TIMEOUT_MS (they are cut then).
 */
function stopCleanlyOnSignal(close: () => Promise<void> = async () => {}) {
  const onSignal = (signal: NodeJS.Signals) => {
    process.off("SIGTERM", onSignal);
    process.off("SIGINT", onSignal);
    logger.info({ signal }, "stopping: finishing the requests in flight");
    // Next's server.close() ends only the connections idle at that moment; one whose request
    // finishes later would stay open until its keep-alive timeout and hold the stop that long
    diagnostics.subscribe("http.server.response.finish", (message) => {
      const { server } = message as { server: http.Server };
      setImmediate(() => server.closeIdleConnections());
    });
    const exit = process.exit.bind(process);
    let exiting = false;
    let isClean = true;
    process.exit = ((code) => {
      if (exiting) return;
      exiting = true;
      const timer = setTimeout(() => {
        logger.error(`the database did not close within ${CLOSE_TIMEOUT_MS / 1000} s`);
        exit(1);
      }, CLOSE_TIMEOUT_MS);
      close()
        .catch((error: unknown) => {
          isClean = false;
          logger.error({ err: error }, "closing the database failed");
        })
        .finally(() => {
          clearTimeout(timer);
          // Next's 143/130 (or none) means "stopped as asked": 0 when all went well, else 1
          const isStopCode = code === 143 || code === 130 || !code;
          const status = isStopCode ? (isClean ? 0 : 1) : code;
          logger.info({ signal, code: status }, "stopped");
          exit(status);
        });
    }) as typeof process.exit;
    setTimeout(() => {
      isClean = false;
      logger.error(`requests still running ${DRAIN_TIMEOUT_MS / 1000} s after ${signal}: cut`);
      process.exit(1);
    }, DRAIN_TIMEOUT_MS).unref();
    // Nobody else stops the process (NEXT_MANUAL_SIG_HANDLE set): do it, as the signal would have.
    if (process.listenerCount(signal) === 0) process.exit(0);
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}
