import { defineConfig } from "@playwright/test";
import main from "./playwright.config";

// The Node host acceptance test (issue 15): the standalone artefact of `npm run build`
// (.next/standalone, completed by scripts/standalone.ts), copied out of the checkout and started
// on PostgreSQL the way docs/deploy.md says. The spec starts and stops the server itself: its
// exit code is part of what it checks.
export default defineConfig({
  testDir: "e2e/deploy",
  fullyParallel: false,
  workers: 1,
  reporter: [["list"]],
  timeout: 120_000, // a first start creates and seeds the database on shared cores
  use: { launchOptions: main.use?.launchOptions, trace: "retain-on-failure" },
});
