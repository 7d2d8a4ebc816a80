// Before the multi-instance suite starts its two copies: a fresh database, an empty Redis database
// and an empty shared DATA_DIR (and the external-upstream copy's own), so every run starts from
// the same state.
import fs from "node:fs";
import { recreateDatabase } from "../../scripts/recreate-database";
import { DATA_DIR, DATABASE_URL, EXTERNAL_DATA_DIR } from "./instances";
import { flushRedis } from "./redis";

await recreateDatabase(DATABASE_URL);
await flushRedis();
fs.rmSync(DATA_DIR, { recursive: true, force: true });
fs.rmSync(EXTERNAL_DATA_DIR, { recursive: true, force: true });
