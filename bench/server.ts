import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

// The production build as a Node host runs it (.next/standalone), started and signed in to from
// outside: what the benches that measure the app over HTTP share.

export const SERVER = path.resolve(".next/standalone/server.js");
export const AUTH_SECRET = process.env.AUTH_SECRET ?? "bench-secret-for-quay-0123456789abcdef";
export const PASSWORD = process.env.ADMIN_PASSWORD ?? "123qwe";
/** Redis for the app on PostgreSQL, as a deployment of several copies has it. */
export const BENCH_REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379/14";

/** `node server.js` on `port` until /api/health/ready answers: the process and the time it took. */
export async function startServer(base: string, env: NodeJS.ProcessEnv) {
  const began = performance.now();
  const child = spawn(process.execPath, [SERVER], {
    cwd: path.dirname(SERVER),
    env: {
      ...env,
      NODE_ENV: "production",
      PORT: new URL(base).port,
      HOSTNAME: new URL(base).hostname,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (performance.now() - began > 300_000) throw new Error("server not ready after 300 s");
    const ready = await fetch(`${base}/api/health/ready`).catch(() => undefined);
    if (ready?.ok) return { child, readyMs: performance.now() - began };
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** SIGTERM, and wait for the exit. */
export async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  child.kill("SIGTERM");
  await exited;
}

/** The API's bearer token for the admin (TokenAuth/Authenticate). */
export async function apiToken(base: string): Promise<string> {
  const res = await fetch(`${base}/api/TokenAuth/Authenticate`, {
    method: "POST",
    headers: { "content-type": "application/json", "Abp.TenantId": "1" },
    body: JSON.stringify({ userNameOrEmailAddress: "admin", password: PASSWORD }),
  });
  const body = (await res.json()) as { result?: { accessToken: string } };
  if (!body.result) throw new Error(`API sign-in failed: ${JSON.stringify(body)}`);
  return body.result.accessToken;
}

/** The browser's session cookies after signing in through next-auth, as the login form does. */
export async function sessionCookie(base: string): Promise<string> {
  const jar = new Map<string, string>();
  const keep = (res: Response) => {
    for (const line of res.headers.getSetCookie()) {
      const [pair] = line.split(";");
      const at = pair!.indexOf("=");
      jar.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  const header = () => [...jar].map(([k, v]) => `${k}=${v}`).join("; ");
  const csrf = await fetch(`${base}/api/auth/csrf`);
  keep(csrf);
  const { csrfToken } = (await csrf.json()) as { csrfToken: string };
  const signedIn = await fetch(`${base}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: header() },
    body: new URLSearchParams({
      csrfToken,
      userNameOrEmailAddress: "admin",
      password: PASSWORD,
      callbackUrl: `${base}/dashboard`,
      json: "true",
    }),
  });
  keep(signedIn);
  if (![...jar.keys()].some((k) => k.includes("session-token")))
    throw new Error(`console sign-in failed: ${signedIn.status}`);
  return header();
}

/**
 * The server's environment for a bench: PostgreSQL at `databaseUrl` (filled beforehand, e.g. the
 * 1m set), or a fresh embedded database in a temporary DATA_DIR, filled here with the demo seed
 * (and `--size=<pgliteSize>` when given) before the server opens it (PGlite has one process). Remove `dataDir`
 * when done.
 */
export function benchEnvironment(
  backend: string,
  databaseUrl: string,
  pgliteSize: string | undefined,
): { env: NodeJS.ProcessEnv; dataDir: string } {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "quay-bench-app-"));
  const env = {
    NODE_ENV: "production",
    PATH: process.env.PATH,
    AUTH_SECRET,
    ADMIN_PASSWORD: PASSWORD,
    DATA_DIR: dataDir,
    JOBS: "off",
    LOG_LEVEL: "warn",
    // e.g. --max-old-space-size=…: how a host would cap the server's heap
    ...(process.env.BENCH_NODE_OPTIONS && { NODE_OPTIONS: process.env.BENCH_NODE_OPTIONS }),
  } as NodeJS.ProcessEnv;
  if (backend === "postgres") {
    env.DATABASE_URL = databaseUrl;
    // as several copies run: rate limits and the principal cache on Redis (without it the app
    // keeps no caller between calls on PostgreSQL); its own database number
    env.REDIS_URL = BENCH_REDIS_URL;
    console.log(`PostgreSQL ${databaseUrl}, Redis ${BENCH_REDIS_URL}`);
  } else {
    const began = performance.now();
    const size = pgliteSize ? ["--", `--size=${pgliteSize}`] : [];
    execFileSync("npm", ["run", "db:seed", ...size], {
      env: { ...process.env, ...env, LOG_LEVEL: "silent" },
      stdio: ["ignore", "ignore", "inherit"],
    });
    const s = ((performance.now() - began) / 1000).toFixed(1);
    console.log(`PGlite in ${dataDir}: demo seed${pgliteSize ? ` + ${pgliteSize}` : ""} in ${s} s`);
  }
  return { env, dataDir };
}
