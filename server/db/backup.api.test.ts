import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { recreateDatabase } from "@/scripts/recreate-database";
import { backup, type DataPlace, restore } from "./backup";
import { openDatabase } from "./client";
import { productBrands, tenants } from "./schema";

// Issue 15: a backup restored into a fresh place holds what was there before it, and the app's
// own start (openDatabase) opens it as an existing installation. The embedded database here; with
// TEST_DATABASE_URL (CI's PostgreSQL run) PostgreSQL too, on two side databases of that server.

const root = fs.mkdtempSync(path.join(os.tmpdir(), "quay-backup-test-"));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

const BRAND = `Backed up ${Date.now().toString(36)}`;
const LOGO = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3, 4]);
const SECRET = "the-source-installation-secret-0123456789";

/** A DATA_DIR of its own under the test's folder, on PostgreSQL when `databaseUrl` is given. */
const placeIn = (name: string, databaseUrl?: string): DataPlace => ({
  databaseUrl,
  pgliteDir: path.join(root, name, "pglite"),
  filesDir: path.join(root, name, "files"),
  secretFile: path.join(root, name, "auth-secret"),
});

/** An installation with a record (a brand), an uploaded file and its generated secret; left open. */
async function installation(place: DataPlace) {
  const opened = await openDatabase({
    url: place.databaseUrl,
    pgliteDir: place.pgliteDir,
    seed: false,
  });
  await opened.db.insert(tenants).values({ id: 1, tenancyName: "Default", name: "Default" });
  await opened.db.insert(productBrands).values({ name: BRAND });
  fs.mkdirSync(path.join(place.filesDir!, "attachments"), { recursive: true });
  fs.writeFileSync(path.join(place.filesDir!, "attachments", "logo.png"), LOGO);
  fs.writeFileSync(place.secretFile!, SECRET);
  return opened;
}

/** Starts on the restored copy as the app does, and finds what the backup held. */
async function expectRestored(place: DataPlace) {
  const opened = await openDatabase({ url: place.databaseUrl, pgliteDir: place.pgliteDir });
  try {
    expect(opened.created, "an existing installation, not seeded afresh").toBe(false);
    const found = await opened.db
      .select({ name: productBrands.name })
      .from(productBrands)
      .where(eq(productBrands.name, BRAND));
    expect(found).toEqual([{ name: BRAND }]);
  } finally {
    await opened.close();
  }
  expect(
    new Uint8Array(fs.readFileSync(path.join(place.filesDir!, "attachments", "logo.png"))),
  ).toEqual(LOGO);
  expect(fs.readFileSync(place.secretFile!, "utf8")).toBe(SECRET);
}

describe("backup and restore", () => {
  it("copies the embedded database while nothing has it open, and restores it into a new DATA_DIR", async () => {
    const source = placeIn("embedded");
    const opened = await installation(source);
    try {
      // the app holds it: stop, copy, start (PGlite lives in the app's process)
      await expect(backup(source, path.join(root, "backups"))).rejects.toThrow(
        /already open in process/,
      );
    } finally {
      await opened.close();
    }
    const dir = await backup(source, path.join(root, "backups"));
    expect(fs.readdirSync(dir).sort()).toEqual([
      "auth-secret",
      "files.tar.gz",
      "manifest.json",
      "pglite.tar.gz",
    ]);
    expect((fs.statSync(dir).mode & 0o777).toString(8)).toBe("700");

    const target = placeIn("embedded-restored");
    await restore(dir, target);
    await expectRestored(target);
    // never over an installation
    await expect(restore(dir, target)).rejects.toThrow(/is not empty/);
    await expect(restore(dir, placeIn("x", "postgres://nowhere/db"))).rejects.toThrow(
      /backup is of the embedded database/,
    );
  });

  const testUrl = process.env.TEST_DATABASE_URL;
  it.skipIf(!testUrl)(
    "dumps PostgreSQL while the app has it open, and restores it into a new database",
    async () => {
      const sideDatabase = (suffix: string) => {
        const url = new URL(testUrl!);
        url.pathname = `${url.pathname}_${suffix}`;
        return url.toString();
      };
      const [sourceUrl, targetUrl] = [sideDatabase("backup_src"), sideDatabase("backup_dst")];
      await recreateDatabase(sourceUrl);
      await recreateDatabase(targetUrl);
      const source = placeIn("postgres", sourceUrl);
      const opened = await installation(source);
      let dir: string;
      try {
        dir = await backup(source, path.join(root, "backups")); // online: one consistent snapshot
        await opened.db.insert(productBrands).values({ name: `${BRAND} after` });
      } finally {
        await opened.close();
      }
      expect(fs.readdirSync(dir).sort()).toEqual([
        "auth-secret",
        "database.pgdump",
        "files.tar.gz",
        "manifest.json",
      ]);

      const target = placeIn("postgres-restored", targetUrl);
      await restore(dir, target);
      await expectRestored(target);
      await expect(restore(dir, placeIn("y", targetUrl))).rejects.toThrow(/already has tables/);
    },
  );
});
