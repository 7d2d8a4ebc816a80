import { performance } from "node:perf_hooks";
import pg from "pg";

// What every bench starts with: its command-line options and a fresh database for the app.

/** `--name=value` from the command line, or undefined. */
export const option = (name: string) =>
  process.argv.find((a) => a.startsWith(`--${name}=`))?.split("=")[1];

/** Drops and creates the PostgreSQL database `url` names (the bench's own, never the app's). */
export async function recreateDatabase(url: string) {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  target.pathname = "/postgres";
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  await admin.query(`drop database if exists "${name}" with (force)`);
  await admin.query(`create database "${name}"`);
  await admin.end();
}

/**
 * Points the app at a fresh database before its modules load: PostgreSQL at `url` (recreated)
 * or PGlite in memory; silent logs, a session secret, the built-in API in this process.
 */
export async function freshDatabase(backend: "postgres" | "pglite", url: string) {
  if (backend === "postgres") {
    await recreateDatabase(url);
    process.env.DATABASE_URL = url;
  } else process.env.PGLITE_DIR = "memory://";
  process.env.LOG_LEVEL = "silent";
  process.env.AUTH_SECRET ??= "bench-secret-for-quay-0123456789abcdef";
  process.env.ADMIN_PASSWORD ??= "123qwe"; // the seeded admin signs in with it, no forced change
  delete process.env.UPSTREAM_API_URL;
}

const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** `fn` called `calls` times after a warm-up of 10, one after another: p50 and p99 in ms. */
export async function timeIt(calls: number, fn: () => Promise<unknown>) {
  for (let i = 0; i < 10; i++) await fn();
  const ms: number[] = [];
  for (let i = 0; i < calls; i++) {
    const start = performance.now();
    await fn();
    ms.push(performance.now() - start);
  }
  ms.sort((a, b) => a - b);
  return { p50: quantile(ms, 0.5), p99: quantile(ms, 0.99) };
}
