import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { openDatabase } from "./client";
import { acquireDirectoryLock } from "./lock";
import { roles, tenants, users } from "./schema";

const dir = fs.mkdtempSync(path.join(os.tmpdir(), "quay-db-"));
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describe("the embedded database", () => {
  it("is created and seeded on first start and reused, with its data, on the second", async () => {
    const first = await openDatabase({ pgliteDir: dir });
    expect(first.created).toBe(true);
    const [tenant] = await first.db.select().from(tenants);
    expect(tenant).toMatchObject({ id: 1, name: "Default" });
    const roleNames = (await first.db.select({ name: roles.name }).from(roles))
      .map((r) => r.name)
      .sort();
    expect(roleNames).toEqual([
      "Admin",
      "ContentEditor",
      "Finance",
      "FoundationStaff",
      "WarehouseClerk",
    ]);
    await first.db.update(users).set({ surname: "Kept" }).where(eq(users.userName, "admin"));
    await first.close();

    const second = await openDatabase({ pgliteDir: dir });
    expect(second.created).toBe(false);
    const [admin] = await second.db.select().from(users).where(eq(users.userName, "admin"));
    expect(admin?.surname).toBe("Kept");
    expect(await second.db.$count(users)).toBe(5);
    await second.close();
  }, 240_000); // seeding the demo data takes 25–40 s idle, more on a busy machine

  it("refuses a second opener of the same directory with a clear message", async () => {
    const opened = await openDatabase({ pgliteDir: dir });
    await expect(openDatabase({ pgliteDir: dir })).rejects.toThrow(/already open in process \d+/);
    await opened.close();
    // once closed, it opens again
    const again = await openDatabase({ pgliteDir: dir });
    await again.close();
  }, 240_000);

  it("takes over a lock left by a process that is gone", () => {
    const lockDir = fs.mkdtempSync(path.join(os.tmpdir(), "quay-lock-"));
    fs.writeFileSync(path.join(lockDir, "quay.lock"), "999999999");
    const release = acquireDirectoryLock(lockDir);
    expect(fs.readFileSync(path.join(lockDir, "quay.lock"), "utf8")).toBe(String(process.pid));
    release();
    expect(fs.existsSync(path.join(lockDir, "quay.lock"))).toBe(false);
  });

  it("takes over a lock left with its own pid by an earlier, killed life of the process", () => {
    // in a container, the app gets the same pid after a crash and restart
    const lockDir = fs.mkdtempSync(path.join(os.tmpdir(), "quay-lock-"));
    fs.writeFileSync(path.join(lockDir, "quay.lock"), String(process.pid));
    const release = acquireDirectoryLock(lockDir);
    expect(() => acquireDirectoryLock(lockDir)).toThrow(/already open in process \d+/);
    release();
    expect(fs.existsSync(path.join(lockDir, "quay.lock"))).toBe(false);
  });
});
