import "server-only";
import { purgeTempAttachments } from "@/server/files/attachments";
import type { Job } from "./job";

/** Removes uploads never bound to an owner (Temp) after a day, with their stored bytes. */
export const tempFilesJob: Job = {
  name: "temp-files",
  everyMs: 60 * 60_000,
  run: (db, until) => purgeTempAttachments(db, { until }),
};
