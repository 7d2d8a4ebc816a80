import "server-only";
import { Redis } from "ioredis";
import { env } from "@/lib/env";

// The one Redis client of this process (REDIS_URL), shared by everything several copies of the
// app must agree on: rate limits, the principal cache's generation.

/** Every key this app writes starts with this. */
export const REDIS_PREFIX = "quay:";

let client: Redis | undefined;

/** REDIS_URL's client, opened on first use (never during `next build`); undefined without it. */
export function sharedRedis(): Redis | undefined {
  if (env.REDIS_URL && !client) {
    // No offline queue: while Redis is away, calls fail at once and their callers fall back
    // (the rate limits' in-memory insurance, the principal read from the database) rather than
    // a request hanging on a queue.
    // and a command that gets no answer (a blackholed network) fails after 250 ms, not never
    client = new Redis(env.REDIS_URL, {
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      commandTimeout: 250,
    });
    client.on("error", () => undefined); // reconnects by itself; callers cover the gap
  }
  return client;
}
