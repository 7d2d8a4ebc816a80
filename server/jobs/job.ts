import "server-only";
import type { Db } from "@/server/db/types";

/** One background job (server/jobs/registry.ts lists them). */
export interface Job {
  /** kebab-case; also its Vercel Cron path, /api/cron/{name} (vercel.json) */
  name: string;
  /** how often a Node host runs it on its timer (JOBS=on) */
  everyMs: number;
  /**
   * Does what is due and returns how many items it handled. Must be safe with several copies of
   * the app running it at once on one database: each due item is taken by one of them only (row
   * locks, FOR UPDATE SKIP LOCKED). Items still due at `until` (ms since the epoch) are left for
   * the next run.
   */
  run: (db: Db, until: number) => Promise<number>;
}
