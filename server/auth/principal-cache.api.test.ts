import { sql } from "drizzle-orm";
import { Redis } from "ioredis";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { getDb } from "@/server/db/client";
import { countQueries } from "@/server/db/query-count";
import { call, signIn, userWith } from "@/server/test/api";
import { changesCallers, keepsPrincipals, principalCache } from "./principal-cache";

// Issue 16: the caller of each API call is kept between calls (two queries fewer per call) and
// dropped in every copy of the app as soon as a user, role or grant changes.

const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const { Product, Role } = contracts;

let token: string;
beforeAll(async () => {
  token = await signIn();
});

/** How many statements one look-up of the caller sends (0: it was kept). */
const lookups = async (cache: ReturnType<typeof principalCache>, bearer = token) => {
  const db = await getDb();
  const { result, queries } = await countQueries(() => cache.principal(db, bearer));
  expect(result?.user.userName).toBeDefined();
  return queries;
};

describe("the principal cache", () => {
  it("keeps a caller in memory until users, roles or grants change", async () => {
    const cache = principalCache(undefined);
    expect(await lookups(cache)).toBeGreaterThan(0);
    expect(await lookups(cache)).toBe(0);
    await cache.changed();
    expect(await lookups(cache)).toBeGreaterThan(0);
    // switched off (PostgreSQL without Redis): always from the database
    const off = principalCache(undefined, false);
    await lookups(off);
    expect(await lookups(off)).toBeGreaterThan(0);
  });

  describe("on Redis", () => {
    const clients: Redis[] = [];
    const connect = (url = REDIS_URL) => {
      const redis = new Redis(url, { maxRetriesPerRequest: 1, enableOfflineQueue: false });
      redis.on("error", () => undefined);
      clients.push(redis);
      return redis;
    };
    const ready = async (url?: string) => {
      const redis = connect(url);
      await new Promise((resolve) => redis.once("ready", resolve));
      return redis;
    };
    afterAll(() => clients.forEach((c) => c.disconnect()));

    it("drops every copy's callers when one copy sees a change", async () => {
      // two connections stand for two app processes on one Redis
      const one = principalCache(await ready());
      const two = principalCache(await ready());
      await lookups(one);
      await lookups(two);
      expect(await lookups(one)).toBe(0);
      expect(await lookups(two)).toBe(0);
      await two.changed();
      expect(await lookups(one)).toBeGreaterThan(0);
      expect(await lookups(one)).toBe(0);
    });

    it("sends a bump that missed Redis again once Redis answers", async () => {
      const one = principalCache(await ready());
      const twoRedis = await ready();
      const two = principalCache(twoRedis);
      await lookups(one);
      expect(await lookups(one)).toBe(0);
      // wait for the close: connecting again before it is refused ("already connected")
      const ended = new Promise((resolve) => twoRedis.once("end", resolve));
      twoRedis.disconnect();
      await ended;
      await two.changed(); // missed: the other copy has not heard of it yet
      expect(await lookups(one)).toBe(0);
      twoRedis.connect().catch(() => undefined);
      await new Promise((resolve) => twoRedis.once("ready", resolve));
      await lookups(two); // its next call sends the bump it owes
      expect(await lookups(one)).toBeGreaterThan(0);
    });

    it("reads from the database while Redis is away", async () => {
      const down = principalCache(connect("redis://127.0.0.1:1"));
      await lookups(down);
      expect(await lookups(down)).toBeGreaterThan(0);
      await down.changed(); // no error either
    });
  });

  it("drops callers for changes to who they are, not for a sign-in's bookkeeping", async () => {
    const signInUpdate = `update "users" set "access_failed_count" = $1, "lockout_end_date" = $2, "last_login_time" = $3 where "users"."id" = $4`;
    expect(changesCallers(signInUpdate)).toBe(false);
    expect(changesCallers(`update "users" set "is_active" = $1 where "users"."id" = $2`)).toBe(
      true,
    );
    expect(changesCallers(`insert into "user_roles" ("user_id", "role_id") values ($1, $2)`)).toBe(
      true,
    );
    expect(changesCallers(`delete from "role_permissions"`)).toBe(true);
    expect(changesCallers(`update "roles" set "is_deleted" = $1 where "roles"."id" = $2`)).toBe(
      true,
    );
    expect(changesCallers(`select "id" from "users" where "users"."id" = $1`)).toBe(false);
    expect(changesCallers(`insert into "users_log" ("id") values ($1)`)).toBe(false);
  });

  // PostgreSQL without Redis keeps no caller (another copy could change a role unseen): there
  // every call reads its caller, which the other tests here cover
  it.runIf(keepsPrincipals())(
    "through the app: a sign-in keeps the cache, a user change drops it",
    async () => {
      const db = await getDb();
      const { Session } = contracts;
      const statements = async () =>
        (await countQueries(() => call(Session.GetCurrentLoginInformations, {}, { token })))
          .queries;
      await statements();
      const kept = await statements();
      await signIn();
      expect(await statements()).toBe(kept);
      // and a change to a user counts
      await db.execute(sql`update users set name = name where user_name = 'admin'`);
      expect(await statements()).toBeGreaterThan(kept);
    },
  );

  it("sees a revoked grant and a deactivation on the very next call", async () => {
    const probe = await userWith(["Pages.Commodity.Product"]);
    const list = () => call(Product.GetAll, {}, { token: probe.token });
    expect((await list()).status).toBe(200);
    expect((await list()).status).toBe(200); // now kept
    await call(
      Role.GrantPermission,
      { roleId: probe.roleId, permissionNames: [], dataPermissions: [] },
      { token: probe.admin },
    );
    expect((await list()).status).toBe(403);
    // a change made outside any call (an operator's SQL) counts as well
    const regrant = await call(
      Role.GrantPermission,
      { roleId: probe.roleId, permissionNames: ["Pages.Commodity.Product"], dataPermissions: [] },
      { token: probe.admin },
    );
    expect(regrant.status).toBe(200);
    expect((await list()).status).toBe(200);
    const db = await getDb();
    await db.execute(sql`update users set is_active = false where user_name = ${probe.userName}`);
    expect((await list()).status).toBe(401);
  });
});
