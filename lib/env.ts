import * as z from "zod";
import { PASSWORD_MIN_LENGTH } from "@/lib/contracts/password";

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
  /** Set to 1 by Vercel in its builds and functions: no persistent disk there (docs/deploy.md). */
  VERCEL: z.stringbool().default(false),
  /**
   * The secret Vercel Cron sends as `Authorization: Bearer …` to GET /api/cron/{job}; required on
   * Vercel. Unset elsewhere → that endpoint refuses every call.
   */
  CRON_SECRET: z.string().min(16).optional(),
  /** Background jobs on a timer in this process (server/jobs). Unset → on, except on Vercel (its Cron runs them). */
  JOBS: z.enum(["on", "off"]).optional(),
  /**
   * Migrate (and seed an empty database) when the app opens it. Unset → true, except on Vercel,
   * where the build migrates once per deployment and a start only checks the schema is current.
   */
  MIGRATE_ON_START: z.stringbool({ truthy: ["true"], falsy: ["false"] }).optional(),
  /**
   * A direct (unpooled) connection to DATABASE_URL's database for `npm run db:migrate|seed|reset`:
   * they hold a session advisory lock, which a pooler in transaction mode (PgBouncer, Neon's and
   * Supabase's pooled URLs) cannot keep. Unset → DATABASE_URL.
   */
  MIGRATE_DATABASE_URL: z.string().min(1).optional(),
  /**
   * The administrator's password when an empty database is seeded (first start, `npm run
   * db:seed`): admin gets it and is not asked to change it. Unset → the well-known 123qwe, which
   * must be changed at the first sign-in (docs/deploy.md: First sign-in). Read only by the seed.
   */
  ADMIN_PASSWORD: z
    .string()
    .min(PASSWORD_MIN_LENGTH, `must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(128, "must be at most 128 characters")
    .optional(),
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
  // Vercel's functions have no disk that outlives them (nor one shared between them): the embedded
  // database and DATA_DIR files would vanish, and its Cron needs a secret to call the jobs. (With
  // UPSTREAM_API_URL the console keeps no data of its own: none of them is needed.)
  if (e.VERCEL && !e.UPSTREAM_API_URL) {
    const why = "on Vercel (VERCEL=1; no persistent disk, see docs/deploy.md, Vercel)";
    if (!e.DATABASE_URL)
      ctx.addIssue({
        code: "custom",
        path: ["DATABASE_URL"],
        message: `The embedded database cannot run ${why}: set DATABASE_URL to a hosted PostgreSQL`,
      });
    if (missing.length === s3.length)
      ctx.addIssue({
        code: "custom",
        path: ["S3_BUCKET"],
        message: `Uploaded files cannot be kept in DATA_DIR ${why}: set ${s3.join(", ")} (S3-compatible storage)`,
      });
    if (!e.CRON_SECRET)
      ctx.addIssue({
        code: "custom",
        path: ["CRON_SECRET"],
        message: `Vercel Cron runs the background jobs ${why}: set CRON_SECRET (16 characters or more)`,
      });
  }
  // refused here rather than at the server's start, so `npm run db:*` and a Vercel build stop too
  if (e.UPSTREAM_API_URL && e.DATABASE_URL)
    ctx.addIssue({
      code: "custom",
      path: ["DATABASE_URL"],
      message:
        "not used with UPSTREAM_API_URL (the external upstream keeps the data; this app opens no database): unset one of them",
    });
  if (e.VERCEL && e.DATABASE_URL && !e.AUTH_SECRET)
    ctx.addIssue({
      code: "custom",
      path: ["AUTH_SECRET"],
      message:
        "required on Vercel with DATABASE_URL (the same secret in every function and deployment)",
    });
  if (e.MIGRATE_DATABASE_URL && !e.DATABASE_URL)
    ctx.addIssue({
      code: "custom",
      path: ["DATABASE_URL"],
      message:
        "MIGRATE_DATABASE_URL is set but DATABASE_URL is not: it is a direct connection to DATABASE_URL's database",
    });
});

export type TEnv = z.infer<typeof ZEnv>;

/** URL schemes an operator may mean; a URL rule's pattern is reported as the ones it accepts. */
const SCHEMES = ["http", "https", "redis", "rediss", "smtp", "smtps", "postgres", "postgresql"];

/** What one rule expected, for a person: "expected a whole number", "expected at least 16 characters". */
function expected(issue: z.core.$ZodIssue, isMissing: boolean): string {
  switch (issue.code) {
    case "invalid_type":
      if (isMissing) return "required";
      return issue.expected === "int" ? "expected a whole number" : `expected a ${issue.expected}`;
    case "too_small":
    case "too_big": {
      const bound = issue.code === "too_small" ? "at least" : "at most";
      const limit = issue.code === "too_small" ? issue.minimum : issue.maximum;
      return `expected ${bound} ${String(limit)}${issue.origin === "string" ? " characters" : ""}`;
    }
    case "invalid_value":
      return `expected one of: ${issue.values.map(String).join(", ")}`;
    case "invalid_format": {
      if (issue.format !== "url") return `expected a ${issue.format}`;
      // zod names the accepted schemes as a pattern, or (http and https) only as a bad format
      const pattern = issue.pattern
        ? new RegExp(issue.pattern)
        : (issue as { note?: string }).note === "Invalid URL format"
          ? /^https?$/
          : undefined;
      const schemes = pattern ? SCHEMES.filter((s) => pattern.test(s)) : [];
      return `expected a URL${schemes.length ? ` (${schemes.map((s) => `${s}://`).join(" or ")})` : ""}`;
    }
    default:
      return issue.message;
  }
}

/**
 * Checks an environment: the parsed settings, or one line per wrong or missing variable naming
 * it and what it expects (`REDIS_URL: expected a URL (redis:// or rediss://)`). Values are never
 * repeated: some hold passwords.
 */
export function parseEnv(
  source: Record<string, string | undefined>,
): { ok: true; env: TEnv } | { ok: false; problems: string[] } {
  const parsed = ZCheckedEnv.safeParse(source);
  if (parsed.success) return { ok: true, env: parsed.data };
  const byVariable = new Map<string, string[]>();
  for (const issue of parsed.error.issues) {
    const name = String(issue.path[0] ?? "environment");
    const text = expected(issue, source[name] === undefined);
    const texts = byVariable.get(name) ?? [];
    if (!texts.includes(text)) texts.push(text);
    byVariable.set(name, texts);
  }
  return {
    ok: false,
    problems: [...byVariable].map(([name, texts]) => `${name}: ${texts.join("; ")}`),
  };
}

/** Thrown on import when the environment is wrong; the server's start-up prints `problems` and stops. */
export class InvalidEnvironment extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid environment:\n${problems.map((line) => `  ${line}`).join("\n")}`);
    this.name = "InvalidEnvironment";
  }
}

const parsed = parseEnv(process.env);
if (!parsed.ok) throw new InvalidEnvironment(parsed.problems);

export const env: TEnv = parsed.env;
export const isBuildPhase = env.NEXT_PHASE === "phase-production-build";
/** Card payments can be simulated (MockPaid): PAYMENT_TEST_MODE, else any non-production run. */
export const isPaymentTestMode = env.PAYMENT_TEST_MODE ?? env.NODE_ENV !== "production";
/** Background jobs run on timers in this process (JOBS, default on except on Vercel). */
export const isJobsInProcess = (env.JOBS ?? (env.VERCEL ? "off" : "on")) === "on";
/** Whether opening the database migrates it (MIGRATE_ON_START, default true except on Vercel). */
export const isMigrateOnStart = env.MIGRATE_ON_START ?? !env.VERCEL;
