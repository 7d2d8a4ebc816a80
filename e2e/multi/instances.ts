// The multi-instance suite's two copies of the app: one build, one PostgreSQL database, one Redis
// database, one shared DATA_DIR (the shared-directory file store), different ports. The suite owns
// the database and the Redis database: it drops and flushes them.
export const PORT_A = Number(process.env.MULTI_PORT ?? 3220);
export const PORT_B = PORT_A + 1;
export const A = `http://localhost:${PORT_A}`;
export const B = `http://localhost:${PORT_B}`;
export const DATABASE_URL =
  process.env.MULTI_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/quay_multi";
export const REDIS_URL = process.env.MULTI_REDIS_URL ?? "redis://127.0.0.1:6379/15";
export const DATA_DIR = ".data/multi";

/** What both copies share; a copy with another AUTH_SECRET would not accept the other's sessions. */
export const sharedEnv = {
  DATABASE_URL,
  REDIS_URL,
  DATA_DIR,
  AUTH_SECRET: "multi-instance-suite-secret-0123456789",
  LOG_LEVEL: "warn",
  NEXT_TELEMETRY_DISABLED: "1",
};
