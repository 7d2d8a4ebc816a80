import "server-only";
import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import { sql, TransactionRollbackError } from "drizzle-orm";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import pg from "pg";
import { env, isMigrateOnStart } from "@/lib/env";
import { logger } from "@/server/logger";
import { queryCounter } from "./query-count";
import { acquireDirectoryLock } from "./lock";
import * as schema from "./schema";
import { backfillSupplierSales } from "@/server/services/purchase/supplier-sale-recording";
import { seedDatabase } from "./seed";
import type { Db } from "./types";
import journal from "./migrations/meta/_journal.json";

export type { Db } from "./types";

export interface OpenDatabase {
  db: Db;
  kind: "pglite" | "postgres";
  /** true when this start created the schema and seeded it */
  created: boolean;
  close: () => Promise<void>;
}

const migrationsFolder = path.join(process.cwd(), "server/db/migrations");

export interface OpenOptions {
  /** PostgreSQL URL; when absent, PGlite in `pgliteDir` ("memory://" for an in-memory one). */
  url?: string;
  pgliteDir?: string;
  /** Seed an empty database (default true). */
  seed?: boolean;
  /**
   * Migrate (and seed) while opening (default true). false: the deployment did that; opening only
   * checks the schema is this version's and refuses it otherwise (MIGRATE_ON_START, lib/env.ts).
   */
  migrate?: boolean;
}

/** Opens, migrates and (when empty) seeds the database. */
export async function openDatabase(options: OpenOptions): Promise<OpenDatabase> {
  const opened = options.url ? await openPostgres(options.url) : await openPglite(options);
  try {
    const created =
      (options.migrate ?? true)
        ? await opened.prepare(options.seed ?? true)
        : await assertSchemaCurrent(opened.db);
    return { db: opened.db, kind: opened.kind, created, close: opened.close };
  } catch (error) {
    await opened.close();
    throw error;
  }
}

/** How many migrations the database has run (0 before the first). */
async function migrationCount(db: Db) {
  try {
    const result = await db.execute(
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    return Number((result as unknown as { rows: { n: number }[] }).rows[0]!.n);
  } catch {
    return 0;
  }
}

/** The newest migration this version ships; drizzle records its `when` as created_at. */
const latestMigration = Math.max(...journal.entries.map((entry) => entry.when));

/** Refuses a database whose schema is older than this version (nothing was created: false). */
async function assertSchemaCurrent(db: Db): Promise<false> {
  let last = 0;
  try {
    const result = await db.execute(
      sql`select coalesce(max(created_at), 0)::text as last from drizzle.__drizzle_migrations`,
    );
    last = Number((result as unknown as { rows: { last: string }[] }).rows[0]!.last);
  } catch {
    // no migrations table: never migrated
  }
  if (last < latestMigration) {
    const applied = journal.entries.filter((entry) => entry.when <= last).length;
    throw new Error(
      `The database schema is older than this version of Quay (${applied} of ${journal.entries.length} ` +
        `migrations applied) and MIGRATE_ON_START is off: run "npm run db:seed" with this ` +
        `DATABASE_URL (it migrates, and seeds only an empty database; on Vercel the build ` +
        `command runs it), then start again.`,
    );
  }
  return false;
}

/**
 * Migrates, seeds an empty database when asked (true when it did), and when this start ran a
 * migration, counts shipped orders of older versions in supplier sales (issue 12; idempotent,
 * but it reads every shipped order, so not on every start).
 */
async function migrateAndSeed(db: Db, migrate: () => Promise<void>, seed: boolean) {
  const before = await migrationCount(db);
  await migrate();
  const created = seed ? await seedDatabase(db) : false;
  if ((await migrationCount(db)) > before) await backfillSupplierSales(db);
  return created;
}

async function openPglite(options: OpenOptions) {
  const dir = options.pgliteDir ?? "memory://";
  const inMemory = dir.startsWith("memory://");
  let release = () => {};
  if (!inMemory) {
    fs.mkdirSync(dir, { recursive: true });
    release = acquireDirectoryLock(dir);
  }
  try {
    // pg_trgm: the trigram indexes behind keyword search (customers, towns)
    const client = await PGlite.create(inMemory ? undefined : dir, { extensions: { pg_trgm } });
    const db = drizzlePglite(client, {
      schema,
      casing: "snake_case",
      logger: queryCounter,
    }) as unknown as Db;
    return {
      db,
      kind: "pglite" as const,
      prepare: async (seed: boolean) => {
        return migrateAndSeed(
          db,
          () => migratePglite(drizzlePglite(client), { migrationsFolder }),
          seed,
        );
      },
      close: async () => {
        await client.close();
        release();
      },
    };
  } catch (error) {
    release();
    throw error;
  }
}

async function openPostgres(url: string) {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  const db = drizzlePg(pool, {
    schema,
    casing: "snake_case",
    logger: queryCounter,
  }) as unknown as Db;
  return {
    db,
    kind: "postgres" as const,
    // Several app copies may start at once: migrate and seed under an advisory lock.
    prepare: async (seed: boolean) => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock(7411)");
        const db = drizzlePg(client, {
          schema,
          casing: "snake_case",
          logger: queryCounter,
        }) as unknown as Db;
        // awaited here, so the lock and the client are held until it is done (finally)
        return await migrateAndSeed(
          db,
          () => migratePg(drizzlePg(client), { migrationsFolder }),
          seed,
        );
      } finally {
        await client.query("select pg_advisory_unlock(7411)").catch(() => {});
        client.release();
      }
    },
    close: () => pool.end(),
  };
}

const globalForDb = globalThis as unknown as { __quayDb?: Promise<OpenDatabase> };

/** The process-wide database, opened once (kept on globalThis so dev hot reloads reuse it). */
export function getDatabase(): Promise<OpenDatabase> {
  globalForDb.__quayDb ??= openDatabase({
    url: env.DATABASE_URL,
    pgliteDir: env.PGLITE_DIR ?? path.join(env.DATA_DIR, "pglite"),
    migrate: isMigrateOnStart,
  }).then(
    (opened) => {
      logger.info(
        { database: opened.kind, created: opened.created },
        opened.created ? "database created and seeded" : "database opened",
      );
      return opened;
    },
    (error: unknown) => {
      globalForDb.__quayDb = undefined;
      throw error;
    },
  );
  return globalForDb.__quayDb;
}

const rollbackScope = new AsyncLocalStorage<Db>();

export async function getDb(): Promise<Db> {
  return rollbackScope.getStore() ?? (await getDatabase()).db;
}

/** Inside `withRollback`: what is read here may never have been (caches keep none of it). */
export const inRollbackScope = () => rollbackScope.getStore() !== undefined;

/**
 * Runs `fn` with getDb() answering one transaction that is rolled back when `fn` ends, so API
 * calls made inside leave nothing behind (their own transactions become savepoints). For test
 * suites that call mutating methods on the shared database (authorization matrix, fuzzing).
 * Nested, it is a savepoint of the outer one.
 */
export async function withRollback<T>(fn: () => Promise<T>): Promise<T> {
  // inside another one: a savepoint of it, so what the outer scope wrote is seen and kept
  const db = rollbackScope.getStore() ?? (await getDatabase()).db;
  let result: T | undefined;
  try {
    await db.transaction(async (tx) => {
      result = await rollbackScope.run(tx as unknown as Db, fn);
      tx.rollback();
    });
  } catch (error) {
    if (!(error instanceof TransactionRollbackError)) throw error;
  }
  return result as T;
}

export async function ping(db: Db): Promise<void> {
  await db.execute(sql`select 1`);
}
