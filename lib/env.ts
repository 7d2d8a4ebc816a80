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
  /**
   * Redis (redis://…) for state every copy of the app must share: rate-limit counters. Unset →
   * kept in this process's memory (fine for one copy).
   */
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  /**
   * Reverse proxies in front of the app that append the client's address to X-Forwarded-For;
   * the client is that many entries from the right (0 and 1 both take the last entry, which
   * Next.js fills from the connection when no proxy sent the header). lib/client-address.ts.
   */
  TRUSTED_PROXIES: z.coerce.number().int().min(0).max(10).default(0),
  /** Time zone the console shows times in (IANA name). */
  TIME_ZONE: z.string().min(1).default("UTC"),
  /** The console's public URL (https://quay.example.com); only its origin is kept (lib/origin.ts). */
  APP_URL: z
    .url({ protocol: /^https?$/ })
    .transform((url) => new URL(url).origin)
    .optional(),
  /** Further origins the console is opened at, comma-separated; writes from them are accepted. */
  ALLOWED_ORIGINS: z
    .string()
    .default("")
    .transform((list, ctx) => {
      const origins: string[] = [];
      for (const item of list
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)) {
        const url = URL.canParse(item) ? new URL(item) : undefined;
        if (!url || (url.protocol !== "http:" && url.protocol !== "https:")) {
          ctx.addIssue({ code: "custom", message: `not an http(s) origin: ${item}` });
          return z.NEVER;
        }
        origins.push(url.origin);
      }
      return origins;
    }),
  /** Whether X-Forwarded-Host / X-Forwarded-Proto say how the browser reached us (docs/decisions.md). */
  TRUST_PROXY: z.stringbool({ truthy: ["true"], falsy: ["false"] }).default(true),
  /**
   * SMTP server for e-mail (smtp://user:pass@host:587 or smtps://…:465), sent by nodemailer. Unset →
   * e-mails are held in the message outbox and staff read them under /messageCenter.
   */
  SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
  /** The sender of those e-mails. */
  SMTP_FROM: z.string().min(3).default("Quay <no-reply@localhost>"),
  /**
   * Whether OrderMain/MockPaid may pretend a card payment arrived (there is no card gateway).
   * Unset → on everywhere but NODE_ENV=production; "true"/"false" decide explicitly.
   */
  PAYMENT_TEST_MODE: z.stringbool({ truthy: ["true"], falsy: ["false"] }).optional(),
  /** Seed size for benchmarks: "demo" (default) or "large". */
  SEED_SIZE: z.enum(["demo", "large"]).default("demo"),
  // Uploaded files go to S3-compatible storage when S3_BUCKET is set (DESIGN §1: a second copy of
  // the app must see the first one's files), otherwise to DATA_DIR/files.
  /** S3-compatible endpoint (MinIO, R2, …); unset → AWS's own, https://s3.<region>.amazonaws.com. */
  S3_ENDPOINT: z.url().optional(),
  /** Signing region; most S3-compatible servers accept any value, so AWS's default is fine. */
  S3_REGION: z.string().min(1).default("us-east-1"),
  S3_BUCKET: z.string().min(1).optional(),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  /** endpoint/bucket/key when true (what MinIO and most self-hosted servers need); bucket.endpoint/key when false. */
  S3_FORCE_PATH_STYLE: z.stringbool({ truthy: ["true"], falsy: ["false"] }).default(true),
});

// A half S3 configuration would otherwise fall back to local files without a word and lose
// uploads across copies of the app, so it stops the start instead.
const ZCheckedEnv = ZEnv.superRefine((e, ctx) => {
  const s3 = ["S3_BUCKET", "S3_ACCESS_KEY_ID", "S3_SECRET_ACCESS_KEY"] as const;
  const missing = s3.filter((name) => !e[name]);
  if (missing.length > 0 && missing.length < s3.length) {
    ctx.addIssue({
      code: "custom",
      path: [missing[0]!],
      message: `S3 storage needs ${s3.join(", ")} together; ${missing.join(", ")} missing (unset them all to keep files in DATA_DIR)`,
    });
  }
  if (e.S3_ENDPOINT && !e.S3_BUCKET) {
    ctx.addIssue({
      code: "custom",
      path: ["S3_BUCKET"],
      message:
        "S3_ENDPOINT is set but S3_BUCKET is not; set the bucket and keys, or unset S3_ENDPOINT",
    });
  }
});

export type TEnv = z.infer<typeof ZEnv>;

const parsed = ZCheckedEnv.safeParse(process.env);
if (!parsed.success) {
  throw new Error(`Invalid environment: ${z.prettifyError(parsed.error)}`);
}

export const env: TEnv = parsed.data;
export const isBuildPhase = env.NEXT_PHASE === "phase-production-build";
/** Card payments can be simulated (MockPaid): PAYMENT_TEST_MODE, else any non-production run. */
export const isPaymentTestMode = env.PAYMENT_TEST_MODE ?? env.NODE_ENV !== "production";
