import "server-only";
import { isJobsInProcess } from "@/lib/env";
import type { Db } from "@/server/db/types";
import { logger } from "@/server/logger";
import type { Job } from "./job";
import { jobs } from "./registry";

/**
 * How long one run may go on before it leaves what is still due to the next run: under the 300 s
 * a Vercel function may take (app/api/cron/[job]/route.ts), with time to answer.
 */
const RUN_BUDGET_MS = 240_000;

export interface JobResult {
  job: string;
  processed: number;
  ms: number;
}

/** Runs a job once (throws when it fails; the caller logs). */
export async function runJob(job: Job, db: Db, budgetMs = RUN_BUDGET_MS): Promise<JobResult> {
  const started = Date.now();
  const processed = await job.run(db, started + budgetMs);
  const ms = Date.now() - started;
  if (processed > 0) logger.info({ job: job.name, processed, ms }, "job ran");
  return { job: job.name, processed, ms };
}

/** The first runs wait this long after start, so a start (or a rolling restart) is not slowed. */
const FIRST_RUN_MS = 60_000;

const globalForJobs = globalThis as unknown as { __quayJobs?: boolean };

/**
 * Starts every job on its timer in this process (server start-up; once per process, also across
 * dev reloads), unless JOBS=off (the default on Vercel, whose Cron calls /api/cron/{job}). Runs of
 * one job do not overlap within a process; across processes each job's row locks keep them apart.
 */
export function startJobs(getDb: () => Promise<Db>): () => Promise<void> {
  if (!isJobsInProcess) {
    logger.info("background jobs do not run in this process (JOBS=off); /api/cron/{job} runs them");
    return async () => {};
  }
  if (globalForJobs.__quayJobs) return async () => {};
  globalForJobs.__quayJobs = true;
  const timers: NodeJS.Timeout[] = [];
  const runs = new Set<Promise<void>>();
  let stopped = false;
  for (const job of jobs) {
    let running = false;
    const tick = () => {
      if (running || stopped) return;
      running = true;
      const run = (async () => {
        try {
          await runJob(job, await getDb());
        } catch (error) {
          logger.error({ err: error, job: job.name }, "job failed");
        } finally {
          running = false;
        }
      })();
      runs.add(run);
      void run.finally(() => runs.delete(run));
    };
    timers.push(setInterval(tick, job.everyMs).unref(), setTimeout(tick, FIRST_RUN_MS).unref());
  }
  // a stop (SIGTERM) starts no new run and waits for the ones under way before the database closes
  return async () => {
    stopped = true;
    timers.forEach(clearTimeout);
    await Promise.all(runs);
  };
}
