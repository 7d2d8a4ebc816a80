import path from "node:path";
import { defineConfig } from "vitest/config";

const serverOnly = path.resolve("node_modules/server-only/empty.js");

// One shared database for all API test files (PGlite in memory, or TEST_DATABASE_URL): files run
// in one worker without isolation so the database opens once (STACK.md: ≈3 s per open).
const apiEnv = {
  LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? "silent",
  AUTH_SECRET: "test-secret-for-quay-api-suite-0123456789",
  // the seeded admin keeps 123qwe instead of having to change it at first sign-in (issue 15)
  ADMIN_PASSWORD: "123qwe",
  ...(process.env.TEST_DATABASE_URL
    ? { DATABASE_URL: process.env.TEST_DATABASE_URL }
    : { PGLITE_DIR: "memory://" }),
};

export default defineConfig({
  resolve: { tsconfigPaths: true, alias: { "server-only": serverOnly } },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: ["{lib,server,components,app}/**/*.test.{ts,tsx}"],
          exclude: ["**/*.api.test.ts", "**/*.s3.test.ts", "node_modules/**"],
          env: { LOG_LEVEL: "silent" },
        },
      },
      {
        extends: true,
        test: {
          name: "api",
          include: ["{server,lib,app}/**/*.api.test.ts"],
          env: apiEnv,
          globalSetup: ["server/test/global-setup.ts"],
          setupFiles: ["server/test/open-database.ts"],
          isolate: false,
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        // The built-in API with its files on S3 (issue 15: direct uploads): a real S3-compatible
        // server (s3rver behind a SigV4 check) and its own in-memory database.
        test: {
          name: "s3",
          include: ["server/**/*.s3.test.ts"],
          env: {
            LOG_LEVEL: "silent",
            AUTH_SECRET: apiEnv.AUTH_SECRET,
            ADMIN_PASSWORD: apiEnv.ADMIN_PASSWORD,
            PGLITE_DIR: "memory://",
            S3_BUCKET: "quay-api-test",
            S3_ACCESS_KEY_ID: "S3RVER",
            S3_SECRET_ACCESS_KEY: "S3RVER",
          },
          globalSetup: ["server/test/s3-global-setup.ts"],
          setupFiles: ["server/test/s3-env.ts", "server/test/open-database.ts"],
          isolate: false,
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
