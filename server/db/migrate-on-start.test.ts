import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import journal from "./migrations/meta/_journal.json";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "quay-migrate-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));
const shipped = journal.entries.length;

// MIGRATE_ON_START=false (the default on Vercel): the deployment migrates, a start only checks.
describe("opening without migrating", () => {
  it("refuses a database that was never migrated, saying what to run", async () => {
    await expect(openDatabase({ pgliteDir: "memory://", migrate: false })).rejects.toThrow(
      `The database schema is older than this version of Quay (0 of ${shipped} migrations applied) and MIGRATE_ON_START is off: run "npm run db:seed"`,
    );
  }, 60_000); // starting PGlite takes seconds on a busy machine

  it("opens a current one as it is, and refuses it once it lacks the newest migration", async () => {
    const migrated = await openDatabase({ pgliteDir: dir, seed: false });
    await migrated.close();

    const current = await openDatabase({ pgliteDir: dir, migrate: false });
    expect(current.created).toBe(false);
    // as if this version came with one migration more than the database has run
    await current.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    await current.close();

    await expect(openDatabase({ pgliteDir: dir, migrate: false })).rejects.toThrow(
      `(${shipped - 1} of ${shipped} migrations applied)`,
    );
  }, 120_000);
});
