import { defineConfig, devices } from "@playwright/test";
import { ADMIN } from "./e2e/accounts";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./e2e/chromium";

// e2e runs against the production build (`npm run build` first) on a fresh embedded database;
// with BASE_URL, against a deployment already running there: no server is started, no data is
// assumed beyond the seed, and each test deletes what it made (README: testing).
const PORT = Number(process.env.E2E_PORT ?? 3210);
const deployedURL = process.env.BASE_URL;
const baseURL = deployedURL ?? `http://localhost:${PORT}`;
const dataDir = ".data/e2e";
// E2E_USER / E2E_PASSWORD: the administrator the suite signs in as (e2e/accounts.ts). Locally that
// is the seeded admin, whose password the server below seeds from E2E_PASSWORD.
if (!deployedURL && ADMIN.userName !== "admin") {
  throw new Error(
    `E2E_USER=${ADMIN.userName} names an account of a deployment: set BASE_URL too (the local server's administrator is admin)`,
  );
}

export default defineConfig({
  testDir: "e2e",
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [["list"]] : [["list"]],
  timeout: 30_000,
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
  },
  projects: [
    { name: "api", testMatch: /api\/.*\.spec\.ts/ },
    // signs each role in once and saves its session under e2e/.auth/ (gitignored)
    { name: "setup", testMatch: /auth\.setup\.ts/, use: { ...devices["Desktop Chrome"] } },
    {
      name: "console",
      testMatch: /console\/.*\.spec\.ts/,
      use: { ...devices["Desktop Chrome"] },
      dependencies: ["api", "setup"],
    },
  ],
  webServer: deployedURL
    ? undefined
    : {
        // keep-alive longer than any pause between a test's API calls: with Node's 5 s default,
        // a call reusing a connection the server is just closing fails with ECONNRESET
        command: `node -e "require('fs').rmSync('${dataDir}',{recursive:true,force:true})" && next start -p ${PORT} --keepAliveTimeout 75000`,
        url: `${baseURL}/api/health/ready`,
        reuseExistingServer: false,
        timeout: 120_000,
        // Short-lived upstream tokens: every suite also proves the session refreshes (SPEC §4).
        env: {
          DATA_DIR: dataDir,
          LOG_LEVEL: "warn",
          NEXT_TELEMETRY_DISABLED: "1",
          TOKEN_LIFETIME_SECONDS: "130",
          // the seeded admin gets this password and is not asked to change it (issue 15)
          ADMIN_PASSWORD: ADMIN.password,
        },
        stdout: "pipe",
      },
});
