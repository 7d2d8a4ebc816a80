import { beforeAll } from "vitest";
import { getDb } from "@/server/db/client";

// Opening the shared database (create, migrate, seed) takes seconds, and far more on a loaded
// machine: pay it in a hook with its own time limit, not inside whichever test happens to be first.
beforeAll(async () => {
  await getDb();
}, 180_000);
