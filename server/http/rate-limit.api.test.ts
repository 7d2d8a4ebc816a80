import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { unique } from "@/server/test/api";
import { rateLimiter } from "./rate-limit";

describe("rate limiter in memory (no REDIS_URL)", () => {
  it("counts hits per key over a window, takes one back and forgets a key", async () => {
    const limit = rateLimiter({ name: unique("test"), points: 2, durationSeconds: 1 });
    expect((await limit.hit("a")).isOver).toBe(false);
    expect((await limit.hit("a")).isOver).toBe(false);
    const third = await limit.hit("a");
    expect(third).toMatchObject({ count: 3, isOver: true });
    expect(third.retryAfterMs).toBeGreaterThan(0);
    expect((await limit.hit("b")).count).toBe(1);
    await limit.refund("a");
    expect((await limit.hit("a")).count).toBe(3);
    await limit.reset("a");
    expect((await limit.hit("a")).count).toBe(1);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    expect((await limit.hit("a")).count).toBe(1);
  });
});

const PREFIX = "quay-secsrv-test:";
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";

describe("rate limiter on Redis", () => {
  const clients: Redis[] = [];
  const connect = async () => {
    const redis = new Redis(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
    clients.push(redis);
    await redis.connect();
    return redis;
  };
  afterAll(async () => {
    const [redis] = clients;
    if (redis?.status === "ready") {
      const keys = await redis.keys(`${PREFIX}*`);
      if (keys.length) await redis.del(...keys);
    }
    clients.forEach((c) => c.disconnect());
  });

  it("shares one count between two copies of the app", async () => {
    // two connections stand for two app processes on one Redis
    const [one, two] = [await connect(), await connect()];
    const rule = { name: "sign-in", points: 2, durationSeconds: 60 };
    const a = rateLimiter(rule, { redis: one, prefix: PREFIX });
    const b = rateLimiter(rule, { redis: two, prefix: PREFIX });
    expect((await a.hit("203.0.113.7")).count).toBe(1);
    expect((await b.hit("203.0.113.7")).count).toBe(2);
    const over = await a.hit("203.0.113.7");
    expect(over.isOver).toBe(true);
    expect(over.retryAfterMs).toBeGreaterThan(55_000);
    expect(await one.exists(`${PREFIX}sign-in:203.0.113.7`)).toBe(1);
    await b.refund("203.0.113.7");
    expect((await a.hit("203.0.113.7")).count).toBe(3);
    await b.reset("203.0.113.7");
    expect(await one.exists(`${PREFIX}sign-in:203.0.113.7`)).toBe(0);
  });

  it("keeps limiting in memory while Redis is unreachable", async () => {
    const down = new Redis("redis://127.0.0.1:1", {
      lazyConnect: true,
      enableOfflineQueue: false,
      maxRetriesPerRequest: 0,
    });
    down.on("error", () => undefined);
    clients.push(down);
    const limit = rateLimiter(
      { name: "down", points: 1, durationSeconds: 60 },
      {
        redis: down,
        prefix: PREFIX,
      },
    );
    expect((await limit.hit("x")).isOver).toBe(false);
    expect((await limit.hit("x")).isOver).toBe(true);
  });
});
