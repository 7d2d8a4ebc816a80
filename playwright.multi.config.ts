import { defineConfig } from "@playwright/test";
import {
  A,
  B,
  EXTERNAL,
  externalEnv,
  PORT_A,
  PORT_B,
  PORT_EXTERNAL,
  S3_PORT,
  sharedEnv,
} from "./e2e/multi/instances";
import main from "./playwright.config";

// The multi-instance suite (issue 8): two `next start` processes of one build (`npm run build`
// first) on one PostgreSQL database, one Redis and one S3-compatible bucket (issue 15), and a
// third on the first one's API (UPSTREAM_API_URL, issue 15). The first app starts only after the
// database, Redis and the shared DATA_DIR are reset; Playwright starts the servers in this order,
// the bucket's first.
export default defineConfig({
  testDir: "e2e/multi",
  fullyParallel: false,
  workers: 1,
  reporter: [["list"]],
  timeout: 60_000, // a browser and two servers on shared cores
  use: { launchOptions: main.use?.launchOptions, trace: "retain-on-failure" },
  webServer: [
    { command: "tsx e2e/multi/s3.ts", port: S3_PORT, reuseExistingServer: false, timeout: 30_000 },
    {
      command: `tsx e2e/multi/reset.ts && next start -p ${PORT_A}`,
      url: `${A}/api/health/ready`,
      env: sharedEnv,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `next start -p ${PORT_B}`,
      url: `${B}/api/health/ready`,
      env: sharedEnv,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    // the console alone, on copy A's API (e2e/multi/external-upstream.spec.ts); ready once A answers
    {
      command: `next start -p ${PORT_EXTERNAL}`,
      url: `${EXTERNAL}/api/health/ready`,
      env: externalEnv,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
