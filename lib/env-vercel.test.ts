import { afterEach, describe, expect, it, vi } from "vitest";

// lib/env parses process.env once, when first imported: each case imports a fresh copy.
async function loadEnv(vars: Record<string, string | undefined>) {
  vi.resetModules();
  for (const [name, value] of Object.entries(vars)) vi.stubEnv(name, value);
  return import("./env");
}

afterEach(() => vi.unstubAllEnvs());

const hosted = {
  DATABASE_URL: "postgres://quay@db.example.com/quay",
  S3_BUCKET: "quay",
  S3_ACCESS_KEY_ID: "key",
  S3_SECRET_ACCESS_KEY: "secret",
  CRON_SECRET: "a-long-enough-cron-secret",
  AUTH_SECRET: "a-long-enough-session-secret",
};

describe("the environment on Vercel (VERCEL=1)", () => {
  it("refuses the embedded database, local files and a missing CRON_SECRET, each with its message", async () => {
    const none = Object.fromEntries(Object.keys(hosted).map((name) => [name, undefined]));
    const failure = await loadEnv({ VERCEL: "1", ...none }).catch((error: Error) => error.message);
    expect(failure).toMatch(/^Invalid environment:/);
    expect(failure).toContain(
      "The embedded database cannot run on Vercel (VERCEL=1; no persistent disk, see docs/deploy.md, Vercel): set DATABASE_URL to a hosted PostgreSQL",
    );
    expect(failure).toContain(
      "Uploaded files cannot be kept in DATA_DIR on Vercel (VERCEL=1; no persistent disk, see docs/deploy.md, Vercel): set S3_BUCKET, S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY",
    );
    expect(failure).toContain("set CRON_SECRET");
  });

  it("refuses a hosted PostgreSQL without AUTH_SECRET (every cold start would stop on it)", async () => {
    await expect(loadEnv({ VERCEL: "1", ...hosted, AUTH_SECRET: undefined })).rejects.toThrow(
      "AUTH_SECRET: required on Vercel with DATABASE_URL",
    );
  });

  it("starts with a hosted PostgreSQL, S3 and a cron secret: no jobs on timers, no migrating at start", async () => {
    const { env, isJobsInProcess, isMigrateOnStart } = await loadEnv({ VERCEL: "1", ...hosted });
    expect(env.VERCEL).toBe(true);
    expect([isJobsInProcess, isMigrateOnStart]).toEqual([false, false]);
  });

  it("needs none of them in front of an external upstream (no data of its own)", async () => {
    const none = Object.fromEntries(Object.keys(hosted).map((name) => [name, undefined]));
    const { env } = await loadEnv({
      VERCEL: "1",
      UPSTREAM_API_URL: "https://api.example.com",
      ...none,
    });
    expect(env.UPSTREAM_API_URL).toBe("https://api.example.com");
  });
});

describe("elsewhere", () => {
  it("runs the jobs and migrates at start unless told not to", async () => {
    const defaults = await loadEnv({
      VERCEL: undefined,
      JOBS: undefined,
      MIGRATE_ON_START: undefined,
    });
    expect([defaults.isJobsInProcess, defaults.isMigrateOnStart]).toEqual([true, true]);
    const off = await loadEnv({ JOBS: "off", MIGRATE_ON_START: "false" });
    expect([off.isJobsInProcess, off.isMigrateOnStart]).toEqual([false, false]);
  });

  it("refuses a JOBS value it does not know", async () => {
    await expect(loadEnv({ JOBS: "no" })).rejects.toThrow(/JOBS/);
  });
});

describe("UPSTREAM_API_URL", () => {
  it("is refused beside DATABASE_URL, also for npm run db:* (the upstream keeps the data)", async () => {
    await expect(
      loadEnv({ UPSTREAM_API_URL: "https://api.example.com", DATABASE_URL: "postgres://q@db/q" }),
    ).rejects.toThrow("DATABASE_URL: not used with UPSTREAM_API_URL");
  });
});

describe("MIGRATE_DATABASE_URL", () => {
  it("is only a second way into DATABASE_URL's database", async () => {
    await expect(
      loadEnv({ MIGRATE_DATABASE_URL: "postgres://quay@db/quay", DATABASE_URL: undefined }),
    ).rejects.toThrow("MIGRATE_DATABASE_URL is set but DATABASE_URL is not");
  });
});
