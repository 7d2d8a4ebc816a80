// npm run db:migrate | db:seed | db:reset — against DATABASE_URL, or the embedded database in DATA_DIR;
// npm run db:backup -- <folder> | db:restore -- <backup folder> (docs/deploy.md: Backup and restore).
import fs from "node:fs";
import path from "node:path";
import { sql } from "drizzle-orm";
import pg from "pg";
import type { DataPlace } from "@/server/db/backup";
import { type Exec, parseSize } from "@/server/db/generate-data";
import type { Db } from "@/server/db/types";

const [command, folder] = process.argv.slice(2);
/** `seed --size=1m`: the scale data set after the demo seed (server/db/generate-data.ts) */
const sizeArg = process.argv.find((a) => a.startsWith("--size="))?.slice("--size=".length);

class UsageError extends Error {}

async function generate(size: number, url: string | undefined, db: Db) {
  const { generateData, inconsistencies } = await import("@/server/db/generate-data");
  const log = (line: string) => console.log(line);
  let exec: Exec;
  let client: pg.Client | undefined;
  if (url) {
    // one connection: the generator's work is one transaction
    client = new pg.Client({
      connectionString: url,
      options: "-c maintenance_work_mem=512MB -c synchronous_commit=off",
    });
    await client.connect();
    const c = client;
    exec = async (statement) => (await c.query(statement)).rows;
  } else {
    exec = async (statement) =>
      ((await db.execute(sql.raw(statement))) as unknown as { rows: Record<string, unknown>[] })
        .rows;
  }
  try {
    console.log(`Generating the scale data set: ${size} SKUs and orders …`);
    await generateData({ size, exec, log });
    const broken = Object.entries(await inconsistencies(exec)).filter(([, n]) => n > 0);
    for (const [rule, n] of broken) console.error(`inconsistent: ${n} ${rule}`);
    if (broken.length) process.exitCode = 1;
    else console.log("Checked: orders, statistics, stock and balances agree.");
  } finally {
    await client?.end();
  }
}

async function main() {
  // imported here, so a wrong environment ends in its one line per variable, not a stack trace
  const { env } = await import("@/lib/env");
  const { backup, restore } = await import("@/server/db/backup");
  const { openDatabase } = await import("@/server/db/client");
  const pgliteDir = env.PGLITE_DIR ?? path.join(env.DATA_DIR, "pglite");
  // the lock migrations run under needs a session of its own, which a transaction pooler cannot give
  const url = env.MIGRATE_DATABASE_URL ?? env.DATABASE_URL;
  const where = url ? "PostgreSQL database" : `embedded database at ${pgliteDir}`;
  /** This installation's data, as the app would find it with the same environment. */
  const place: DataPlace = {
    databaseUrl: url,
    pgliteDir,
    filesDir: env.S3_BUCKET ? undefined : path.join(env.DATA_DIR, "files"),
    secretFile: env.AUTH_SECRET ? undefined : path.join(env.DATA_DIR, "auth-secret"),
  };
  const s3Note = env.S3_BUCKET
    ? ` Uploaded files are in the S3 bucket ${env.S3_BUCKET}: back it up with the bucket's own tools.`
    : "";
  if (command === "backup") {
    const dir = await backup(place, folder!);
    console.log(`Backed up the ${where} and its files to ${dir}.${s3Note}`);
    return;
  }
  if (command === "restore") {
    await restore(folder!, place);
    // the app's own start: migrations a newer version brings, and proof the copy opens
    const opened = await openDatabase({ url, pgliteDir, seed: false });
    await opened.close();
    console.log(`Restored ${folder} into the ${where}; it opens. Start the app on it.${s3Note}`);
    return;
  }
  if (command === "reset") {
    if (url) {
      const pg = (await import("pg")).default;
      const client = new pg.Client({ connectionString: url });
      await client.connect();
      await client.query(
        "drop schema if exists drizzle cascade; drop schema public cascade; create schema public;",
      );
      await client.end();
    } else {
      fs.rmSync(pgliteDir, { recursive: true, force: true });
    }
  }
  const opened = await openDatabase({
    url,
    pgliteDir,
    seed: command !== "migrate",
  });
  if (command === "seed" && sizeArg) {
    const size = parseSize(sizeArg);
    if (!size)
      throw new UsageError(
        `--size=${sizeArg}: give 1m, 100k, 10k or a number of SKUs (100 to 10m)`,
      );
    if (!url && size > 100_000)
      throw new UsageError(
        `--size=${sizeArg}: the embedded database takes at most 100k; set DATABASE_URL to a PostgreSQL for more`,
      );
    await generate(size, url, opened.db);
  }
  await opened.close();
  console.log(
    command === "migrate"
      ? `Migrated the ${where}.`
      : opened.created
        ? `Seeded the ${where}. ${env.ADMIN_PASSWORD ? "Sign in as admin with the password from ADMIN_PASSWORD." : "Sign in as admin / 123qwe and choose a new password."}`
        : `The ${where} is migrated and already seeded.`,
  );
}

const usage = [
  "usage: tsx scripts/db.ts migrate|seed|reset",
  "       tsx scripts/db.ts seed --size=1m|100k|10k|<SKUs>  (and the scale data set, issue 16)",
  "       tsx scripts/db.ts backup <folder>          (writes <folder>/quay-<time>/)",
  "       tsx scripts/db.ts restore <backup folder>  (into an empty database and DATA_DIR)",
].join("\n");
const needsFolder = command === "backup" || command === "restore";
if (
  !["migrate", "seed", "reset", "backup", "restore"].includes(command ?? "") ||
  (needsFolder && !folder)
) {
  console.error(usage);
  process.exit(2);
}
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof UsageError ? 2 : 1);
});
