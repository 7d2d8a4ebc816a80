import "server-only";
import type { Job } from "./job";
import { readNoticesJob } from "./read-notices";
import { tempFilesJob } from "./temp-files";
import { unpaidOrdersJob } from "./unpaid-orders";

/**
 * Every background job. A new one is added here and gets a line in vercel.json's crons
 * (registry.test.ts checks the two agree); nothing else starts or routes it.
 */
export const jobs: readonly Job[] = [unpaidOrdersJob, tempFilesJob, readNoticesJob];

export const findJob = (name: string): Job | undefined => jobs.find((job) => job.name === name);
