import * as z from "zod";

// The one place that reads process.env (CONVENTIONS: environment parsed once).
const ZEnv = z.object({
  NODE_ENV: z.enum(["development", "production", "test"]).default("development"),
  /** PostgreSQL connection string; unset → embedded PGlite under DATA_DIR/pglite. */
  DATABASE_URL: z.string().min(1).optional(),
  /** Where the embedded database, the generated secret and local files live. */
  DATA_DIR: z.string().min(1).default("./.data"),
  /** Overrides DATA_DIR/pglite; "memory://" gives a throwaway in-memory database (tests). */
  PGLITE_DIR: z.string().min(1).optional(),
  /** HS256 secret for upstream tokens; generated into DATA_DIR on first start when unset. */
  AUTH_SECRET: z.string().min(16).optional(),
  /** Another ABP-style upstream; unset → the built-in one, called in-process. */
  UPSTREAM_API_URL: z.url().optional(),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  /** Set by Next during `next build`; nothing opens the database then. */
  NEXT_PHASE: z.string().optional(),
  /** Lifetime of upstream API tokens (DESIGN §3: 24 h); e2e shortens it to exercise refreshing. */
  TOKEN_LIFETIME_SECONDS: z.coerce.number().int().min(60).max(2_592_000).default(86_400),
  /** Hard limit for installation videos (SPEC §5 only says "best under 200 MB"). */
  VIDEO_MAX_MB: z.coerce.number().int().min(1).max(4096).default(500),
  /** Time zone the console shows times in (IANA name). */
  TIME_ZONE: z.string().min(1).default("UTC"),
  /** Seed size for benchmarks: "demo" (default) or "large". */
  SEED_SIZE: z.enum(["demo", "large"]).default("demo"),
});

export type TEnv = z.infer<typeof ZEnv>;

const parsed = ZEnv.safeParse(process.env);
if (!parsed.success) {
  throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
}

export const env: TEnv = parsed.data;
export const isBuildPhase = env.NEXT_PHASE === "phase-production-build";
