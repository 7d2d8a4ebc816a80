import path from "node:path";
import { defineConfig } from "vitest/config";

const serverOnly = path.resolve("node_modules/server-only/empty.js");

// One shared database for all API test files (PGlite in memory, or TEST_DATABASE_URL): files run
// in one worker without isolation so the database opens once (STACK.md: ≈3 s per open).
const apiEnv = {
  LOG_LEVEL: "silent",
  AUTH_SECRET: "test-secret-for-quay-api-suite-0123456789",
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
          exclude: ["**/*.api.test.ts", "node_modules/**"],
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
    ],
  },
});
