import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import type { Redis } from "ioredis";
import { env } from "@/lib/env";
import { onStatement } from "@/server/db/query-count";
import { inRollbackScope } from "@/server/db/client";
import type { Db } from "@/server/db/types";
import { REDIS_PREFIX, sharedRedis } from "@/server/redis";
import { type Principal, principalOfClaims } from "./current-user";
import { verifyToken } from "./token";

// Who is calling (issue 16): every API call needs its caller's user, roles and permissions, two
// queries that cost a third of a list call. They are kept per user and security stamp, and all
// dropped at once when any user, role or grant changes: a generation number, bumped after every
// write to those tables (seen by the database logger, wherever the write comes from; inside a
// request, once its transaction has committed). With REDIS_URL the number lives in Redis, read
// once per call, so every copy of the app drops its entries together; without it, in this process,
// and only where this process is the only copy: the embedded database. On PostgreSQL without
// Redis nothing is kept (another copy could change a role unseen), and while Redis is away either.

/** A safety net: no entry is used longer than this, whatever the generation says. */
const MAX_AGE_MS = 60_000;
const MAX_ENTRIES = 5_000;
/** How long a copy leaves Redis alone after it failed to answer. */
const REDIS_BACKOFF_MS = 5_000;
const GENERATION_KEY = `${REDIS_PREFIX}principal-generation`;

/** A statement that writes a user row, their roles, a role or its grants. */
const AUTH_WRITE =
  /^\s*(insert\s+into|update|delete\s+from)\s+"?(users|user_roles|roles|role_permissions)"?(?:\s|$)/i;
/** A user's columns that say nothing of who they are: sign-in bookkeeping, the picture. */
const BOOKKEEPING = new Set([
  "last_login_time",
  "access_failed_count",
  "lockout_end_date",
  "avatar",
  "last_modification_time",
  "last_modifier_user_id",
]);

/** Whether a statement changes who a caller is (a sign-in's bookkeeping does not). */
export function changesCallers(statement: string): boolean {
  const write = AUTH_WRITE.exec(statement);
  if (!write) return false;
  if (write[1]!.toLowerCase() !== "update" || write[2] !== "users") return true;
  const set = /\sset\s([\s\S]*?)\swhere\s/i.exec(statement)?.[1];
  const columns = [...(set ?? "").matchAll(/"(\w+)"\s*=/g)].map((m) => m[1]!);
  return columns.length === 0 || !columns.every((c) => BOOKKEEPING.has(c));
}

interface Entry {
  principal: Principal;
  generation: string;
  at: number;
}

export interface PrincipalCache {
  /** The caller behind a bearer token (re-checked against the database unless kept), or null. */
  principal(db: Db, token: string): Promise<Principal | null>;
  /** Drops every copy's entries (users, roles or grants changed). */
  changed(): Promise<void>;
}

/** A cache over `redis` (shared by the copies), or this process's memory when `redis` is undefined. */
export function principalCache(redis: Redis | undefined, enabled = true): PrincipalCache {
  const entries = new Map<string, Entry>();
  let local = 0;
  /** after a bump that did not reach Redis, this copy keeps nothing until entries elsewhere aged out */
  let blindUntil = 0;
  /** a bump that did not reach Redis, sent again once Redis answers (the other copies' sake) */
  let bumpOwed = false;
  /** after Redis failed to answer, calls read from the database without asking it for a while */
  let redisAwayUntil = 0;
  const generation = async (): Promise<string | undefined> => {
    if (!enabled) return undefined;
    if (!redis) return String(local);
    if (Date.now() < redisAwayUntil) return undefined;
    try {
      if (bumpOwed) {
        await redis.incr(GENERATION_KEY);
        bumpOwed = false;
      }
      if (Date.now() < blindUntil) return undefined;
      const value = await redis.get(GENERATION_KEY);
      if (value !== null) return value;
      // none yet, or Redis was emptied: start from a random number, never one an old entry has
      await redis.set(GENERATION_KEY, String(Math.floor(Math.random() * 1e12)), "NX");
      return (await redis.get(GENERATION_KEY)) ?? undefined;
    } catch {
      // Redis away or slow: read from the database, and do not wait on it again for a few
      // seconds (a blackholed Redis would otherwise cost every call its 250 ms timeout)
      redisAwayUntil = Date.now() + REDIS_BACKOFF_MS;
      return undefined;
    }
  };
  return {
    async principal(db, token) {
      const claims = await verifyToken(token);
      if (!claims) return null;
      if (inRollbackScope()) return principalOfClaims(db, claims);
      const key = `${claims.tenantId}:${claims.userId}:${claims.securityStamp}`;
      const now = Date.now();
      const current = await generation();
      const kept = entries.get(key);
      if (
        kept &&
        current !== undefined &&
        kept.generation === current &&
        now - kept.at < MAX_AGE_MS
      )
        return kept.principal;
      // the generation read before the load: a change committed meanwhile bumps past it
      const principal = await principalOfClaims(db, claims);
      if (principal && current !== undefined) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(key, { principal, generation: current, at: now });
      } else entries.delete(key);
      return principal;
    },
    async changed() {
      local++;
      entries.clear();
      if (redis)
        await redis.incr(GENERATION_KEY).catch(() => {
          blindUntil = Date.now() + MAX_AGE_MS;
          bumpOwed = true;
        });
    },
  };
}

// On globalThis: Next runs route handlers, server components and instrumentation as separate
// module graphs, each with its own copy of this file; they must share one cache and one scope,
// or a deactivation through one leaves the others' callers kept (CI #18's users e2e).
const shared = globalThis as {
  __quayPrincipals?: PrincipalCache;
  __quayAuthWrites?: AsyncLocalStorage<{ changed: boolean }>;
};

/** Whether the app keeps callers: with Redis, or on the embedded database (one process). */
export const keepsPrincipals = () => !!env.REDIS_URL || !env.DATABASE_URL;

/** The app's cache: Redis when set, else memory on the embedded database, else none. */
export const principals = (): PrincipalCache =>
  (shared.__quayPrincipals ??= principalCache(sharedRedis(), keepsPrincipals()));

const pending = (shared.__quayAuthWrites ??= new AsyncLocalStorage<{ changed: boolean }>());

onStatement("principal-cache", (statement) => {
  if (!changesCallers(statement)) return;
  const request = pending.getStore();
  if (request) request.changed = true;
  // outside an API call (a seed, a script through the app): at once, which is before its commit;
  // a caller read in between is kept at most MAX_AGE_MS (a write from psql: the same)
  else void principals().changed();
});

/**
 * Runs a request's work; if it wrote to users, roles or grants, drops the cached principals once
 * it is done (its transaction committed or rolled back).
 */
export async function watchingAuthWrites<T>(work: () => Promise<T>): Promise<T> {
  const scope = { changed: false };
  try {
    return await pending.run(scope, work);
  } finally {
    if (scope.changed) await principals().changed();
  }
}
