import "server-only";
import type { Redis } from "ioredis";
import {
  type RateLimiterAbstract,
  RateLimiterMemory,
  RateLimiterRedis,
} from "rate-limiter-flexible";
import { REDIS_PREFIX, sharedRedis } from "@/server/redis";
import type { MessageKey } from "@/lib/i18n/messages";
import { AppError } from "./errors";

/** A counter per key over a fixed window, e.g. failed sign-ins per client address. */
export interface RateRule {
  /** part of the store key, e.g. "sign-in:client" */
  name: string;
  /** hits a key may take in one window */
  points: number;
  /** window length in seconds, from a key's first hit */
  durationSeconds: number;
}

export interface RateLimiter {
  /** Counts one hit and says where the key stands: over the rule once `count > points`. */
  hit(key: string): Promise<{ count: number; isOver: boolean; retryAfterMs: number }>;
  /** Where the key stands, without counting a hit (a gate checked before the work). */
  peek(key: string): Promise<{ isOver: boolean; retryAfterMs: number }>;
  /** Takes one hit back (e.g. the attempt succeeded). */
  refund(key: string): Promise<void>;
  /** Forgets the key. */
  reset(key: string): Promise<void>;
}

/** Where counters live: Redis (shared by every copy of the app) or this process's memory. */
export interface RateStore {
  redis?: Redis;
  prefix: string;
}

/** REDIS_URL's client (the in-memory insurance limiter answers while it is away), or memory. */
const defaultStore = (): RateStore => ({ redis: sharedRedis(), prefix: REDIS_PREFIX });

/**
 * One rule over rate-limiter-flexible: on Redis when REDIS_URL is set (with an in-memory
 * insurance limiter if Redis fails), in memory otherwise. Reused by sign-in now and by
 * verification codes and portal Submit later.
 */
export function rateLimiter(rule: RateRule, store?: RateStore): RateLimiter {
  let limiter: RateLimiterAbstract | undefined;
  const get = () => {
    if (limiter) return limiter;
    const { redis, prefix } = store ?? defaultStore();
    const options = {
      keyPrefix: `${prefix}${rule.name}`,
      points: rule.points,
      duration: rule.durationSeconds,
    };
    const memory = new RateLimiterMemory(options);
    limiter = redis
      ? new RateLimiterRedis({ ...options, storeClient: redis, insuranceLimiter: memory })
      : memory;
    return limiter;
  };
  return {
    async hit(key) {
      const res = await get().penalty(key, 1);
      return {
        count: res.consumedPoints,
        isOver: res.consumedPoints > rule.points,
        retryAfterMs: res.msBeforeNext,
      };
    },
    async peek(key) {
      const res = await get().get(key);
      return {
        isOver: !!res && res.consumedPoints >= rule.points,
        retryAfterMs: res?.msBeforeNext ?? 0,
      };
    },
    async refund(key) {
      await get().reward(key, 1);
    },
    async reset(key) {
      await get().delete(key);
    },
  };
}

/** 429 with Retry-After (the dispatcher sets the header from `seconds`) and a localised message. */
export function tooManyRequests(message: MessageKey, retryAfterMs: number) {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError("too_many_requests", message, {
    seconds,
    minutes: Math.ceil(seconds / 60),
  });
}
