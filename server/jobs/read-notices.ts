import "server-only";
import { inArray, lt } from "drizzle-orm";
import { notices } from "@/server/db/schema";
import type { Job } from "./job";

/** How long a notice is kept after its reader opened it (issue 17: the message center's bell). */
export const READ_NOTICE_DAYS = 90;
const BATCH = 1000;

/**
 * Deletes notices read more than READ_NOTICE_DAYS ago, a batch at a time; unread ones stay
 * (a waiting step still waits, a decision not yet seen is still news). Several copies share the
 * work: each batch skips rows another copy holds.
 */
export const readNoticesJob: Job = {
  name: "read-notices",
  everyMs: 6 * 60 * 60_000,
  run: async (db, until) => {
    const cutoff = new Date(Date.now() - READ_NOTICE_DAYS * 86_400_000);
    let removed = 0;
    while (Date.now() < until) {
      const stale = db
        .select({ id: notices.id })
        .from(notices)
        .where(lt(notices.readTime, cutoff))
        .limit(BATCH)
        .for("update", { skipLocked: true });
      const gone = await db
        .delete(notices)
        .where(inArray(notices.id, stale))
        .returning({ id: notices.id });
      removed += gone.length;
      if (gone.length < BATCH) break;
    }
    return removed;
  },
};
