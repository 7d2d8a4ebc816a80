import { Redis } from "ioredis";
import { REDIS_URL } from "./instances";

/** Empties the suite's own Redis database (rate-limit counters), so each check starts from zero. */
export async function flushRedis() {
  const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    await redis.flushdb();
  } finally {
    redis.disconnect();
  }
}
