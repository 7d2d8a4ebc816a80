import { defineConfig } from "@playwright/test";
import { A, B, PORT_A, PORT_B, sharedEnv } from "./e2e/multi/instances";
import main from "./playwright.config";

// The multi-instance suite (issue 8): two `next start` processes of one build (`npm run build`
// first) on one PostgreSQL database and one Redis. The first web server starts only after the
// database, Redis and the shared DATA_DIR are reset; Playwright starts them in this order.
export default defineConfig({
  testDir: "e2e/multi",
  fullyParallel: false,
  workers: 1,
  reporter: [["list"]],
  timeout: 60_000, // a browser and two servers on shared cores
  use: { launchOptions: main.use?.launchOptions, trace: "retain-on-failure" },
  webServer: [
    {
      command: `tsx e2e/multi/reset.ts && next start -p ${PORT_A}`,
      url: `${A}/api/health`,
      env: sharedEnv,
      reuseExistingServer: false,
      timeout: 120_000,
    },
    {
      command: `next start -p ${PORT_B}`,
      url: `${B}/api/health`,
      env: sharedEnv,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
