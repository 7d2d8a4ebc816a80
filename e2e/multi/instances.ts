// The multi-instance suite's two copies of the app: one build, one PostgreSQL database, one Redis
// database, one S3-compatible bucket (e2e/multi/s3.ts), different ports: the documented way to
// scale out. The suite owns the database, the Redis database and the bucket: it drops, flushes and
// recreates them.
import { ADMIN } from "../accounts";

export const PORT_A = Number(process.env.MULTI_PORT ?? 3220);
export const PORT_B = PORT_A + 1;
export const A = `http://localhost:${PORT_A}`;
export const B = `http://localhost:${PORT_B}`;
export const DATABASE_URL =
  process.env.MULTI_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/quay_multi";
export const REDIS_URL = process.env.MULTI_REDIS_URL ?? "redis://127.0.0.1:6379/15";
export const DATA_DIR = ".data/multi";

/** The S3-compatible server (s3rver behind a SigV4 check) both copies keep their files in. */
export const S3_PORT = PORT_A + 2;
export const S3_ENDPOINT = `http://127.0.0.1:${S3_PORT}`;
export const S3_BUCKET = "quay-multi";
export const S3_DIR = ".data/multi-s3";

/** What both copies share; a copy with another AUTH_SECRET would not accept the other's sessions. */
export const sharedEnv = {
  DATABASE_URL,
  REDIS_URL,
  DATA_DIR,
  AUTH_SECRET: "multi-instance-suite-secret-0123456789",
  LOG_LEVEL: "warn",
  NEXT_TELEMETRY_DISABLED: "1",
  // the seeded admin gets the suite's admin password, not one to change (issue 15)
  ADMIN_PASSWORD: ADMIN.password,
  S3_ENDPOINT,
  S3_BUCKET,
  // s3rver's built-in account (server/test/s3-server.ts)
  S3_ACCESS_KEY_ID: "S3RVER",
  S3_SECRET_ACCESS_KEY: "S3RVER",
};

/**
 * A third copy with UPSTREAM_API_URL pointing at copy A (issue 15): the console alone, on another
 * ABP-style API. Its own empty DATA_DIR shows that it creates no database.
 */
export const PORT_EXTERNAL = PORT_A + 3;
export const EXTERNAL = `http://localhost:${PORT_EXTERNAL}`;
export const EXTERNAL_DATA_DIR = ".data/multi-external";
export const externalEnv = {
  UPSTREAM_API_URL: A,
  DATA_DIR: EXTERNAL_DATA_DIR,
  LOG_LEVEL: "warn",
  NEXT_TELEMETRY_DISABLED: "1",
};
