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
import { env } from "@/lib/env";
import { logger } from "@/server/logger";
import { acquireDirectoryLock } from "./lock";
import * as schema from "./schema";
import { backfillSupplierSales } from "@/server/services/purchase/supplier-sale-recording";
import { seedDatabase } from "./seed";
import type { Db } from "./types";

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
}

/** Opens, migrates and (when empty) seeds the database. */
export async function openDatabase(options: OpenOptions): Promise<OpenDatabase> {
  const opened = options.url ? await openPostgres(options.url) : await openPglite(options);
  try {
    const created = await opened.prepare(options.seed ?? true);
    return { db: opened.db, kind: opened.kind, created, close: opened.close };
  } catch (error) {
    await opened.close();
    throw error;
  }
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
    const db = drizzlePglite(client, { schema, casing: "snake_case" }) as unknown as Db;
    return {
      db,
      kind: "pglite" as const,
      prepare: async (seed: boolean) => {
        await migratePglite(drizzlePglite(client), { migrationsFolder });
        const created = seed ? await seedDatabase(db) : false;
        // shipped orders not counted in supplier sales yet (issue 12): idempotent
        await backfillSupplierSales(db);
        return created;
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
  const db = drizzlePg(pool, { schema, casing: "snake_case" }) as unknown as Db;
  return {
    db,
    kind: "postgres" as const,
    // Several app copies may start at once: migrate and seed under an advisory lock.
    prepare: async (seed: boolean) => {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock(7411)");
        await migratePg(drizzlePg(client), { migrationsFolder });
        const db = drizzlePg(client, { schema, casing: "snake_case" }) as unknown as Db;
        const created = seed ? await seedDatabase(db) : false;
        // shipped orders not counted in supplier sales yet (issue 12): idempotent
        await backfillSupplierSales(db);
        return created;
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

/**
 * Runs `fn` with getDb() answering one transaction that is rolled back when `fn` ends, so API
 * calls made inside leave nothing behind (their own transactions become savepoints). For test
 * suites that call mutating methods on the shared database (authorization matrix, fuzzing).
 */
export async function withRollback<T>(fn: () => Promise<T>): Promise<T> {
  const { db } = await getDatabase();
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
