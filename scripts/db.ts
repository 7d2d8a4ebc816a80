// npm run db:migrate | db:seed | db:reset — against DATABASE_URL, or the embedded database in DATA_DIR.
import fs from "node:fs";
import path from "node:path";
import { env } from "@/lib/env";
import { openDatabase } from "@/server/db/client";

const command = process.argv[2];
const pgliteDir = env.PGLITE_DIR ?? path.join(env.DATA_DIR, "pglite");

async function main() {
  if (command === "reset") {
    if (env.DATABASE_URL) {
      const pg = (await import("pg")).default;
      const client = new pg.Client({ connectionString: env.DATABASE_URL });
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
    url: env.DATABASE_URL,
    pgliteDir,
    seed: command !== "migrate",
  });
  await opened.close();
  const where = env.DATABASE_URL ? "PostgreSQL" : `embedded database at ${pgliteDir}`;
  console.log(
    command === "migrate"
      ? `Migrated the ${where}.`
      : opened.created
        ? `Seeded the ${where}. Sign in as admin / 123qwe.`
        : `The ${where} is migrated and already seeded.`,
  );
}

if (!["migrate", "seed", "reset"].includes(command ?? "")) {
  console.error("usage: tsx scripts/db.ts migrate|seed|reset");
  process.exit(2);
}
main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
