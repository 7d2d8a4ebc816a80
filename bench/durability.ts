// Durability bench (issue 8): kills the built app with SIGKILL while it acknowledges writes, restarts
// it, and checks that every acknowledged write is still there; then checks that SIGTERM closes the
// embedded database cleanly. Run after `npm run build`:
//   npm run bench:durability -- [--rounds=20] [--backend=pglite|postgres|both]
// Exits non-zero on any lost write, a failed check, or a phase over its time budget. See bench/README.md.
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { recreateDatabase } from "../scripts/recreate-database";

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, "").split("=");
    return [k, v ?? "true"];
  }),
);
const ROUNDS = Number(args.rounds ?? 20);
const BACKENDS = (args.backend ?? "both") === "both" ? ["pglite", "postgres"] : [args.backend!];
const PORT = Number(process.env.DURABILITY_PORT ?? 3230);
const PG_URL =
  process.env.DURABILITY_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/quay_durability";
const WRITERS = 4;
/**
 * A round kills the app once a random number (1 to this) of writes are acknowledged, plus a random
 * 0–50 ms, so the kill lands at any point of the requests then in flight, whatever the machine's speed.
 */
const MAX_ACKS_BEFORE_KILL = 60;
/** Budgets: any restart (a first start also creates and seeds), and a whole backend's run. */
const RESTART_BUDGET_MS = 60_000;
const FIRST_START_BUDGET_MS = 180_000;
/** SIGTERM: the app closes the database within 10 s (server/startup.ts), then exits 0. */
const STOP_BUDGET_MS = 15_000;
const BASE = `http://127.0.0.1:${PORT}`;
const NEXT_BIN = path.resolve("node_modules/next/dist/bin/next");

// pg_control's DBState (PostgreSQL's src/include/catalog/pg_control.h): 1 = shut down cleanly,
// 6 = in production (open, or left open by a process that died: the next start recovers).
const DB_SHUTDOWNED = 1;

class Failure extends Error {}
const check = (ok: boolean, message: string) => {
  if (!ok) throw new Failure(message);
};

interface Running {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: string[];
}

function spawnApp(env: Record<string, string>): Running {
  const child = spawn(process.execPath, [NEXT_BIN, "start", "-p", String(PORT)], {
    // ADMIN_PASSWORD: the seeded admin signs in with 123qwe, not asked to change it (issue 15)
    env: {
      ...process.env,
      NEXT_TELEMETRY_DISABLED: "1",
      LOG_LEVEL: "warn",
      ADMIN_PASSWORD: "123qwe",
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  const keep = (chunk: Buffer) => {
    output.push(...chunk.toString().split("\n").filter(Boolean));
    output.splice(0, Math.max(0, output.length - 40));
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<number | null>((resolve) =>
    child.once("exit", (code) => resolve(code)),
  );
  return { child, exited, output };
}

/** Starts the app and waits until it is ready (/api/health/ready); returns it and the time that took. */
async function startApp(env: Record<string, string>, budgetMs: number) {
  const started = performance.now();
  const app = spawnApp(env);
  let gone = false;
  void app.exited.then(() => (gone = true));
  while (performance.now() - started < budgetMs) {
    if (gone) throw new Failure(`the app exited while starting:\n${app.output.join("\n")}`);
    try {
      if ((await fetch(`${BASE}/api/health/ready`)).ok)
        return { app, ms: performance.now() - started };
    } catch {
      // not listening yet
    }
    await sleep(100);
  }
  app.child.kill("SIGKILL");
  throw new Failure(`the app was not ready within ${budgetMs} ms`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function api<T>(verb: string, route: string, body: unknown, token?: string) {
  const res = await fetch(`${BASE}${route}`, {
    method: verb,
    headers: {
      "content-type": "application/json",
      "Abp.TenantId": "1",
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // the whole body must arrive: a write counts as acknowledged only then
  return { status: res.status, body: (await res.json()) as { result: T } };
}

async function signIn() {
  const res = await api<{ accessToken: string }>("POST", "/api/TokenAuth/Authenticate", {
    userNameOrEmailAddress: "admin",
    password: "123qwe",
  });
  check(res.status === 200, `sign-in answered ${res.status}`);
  return res.body.result.accessToken;
}

/** Creates brands with the next name until the app stops answering; records every acknowledged one. */
async function writer(
  token: string,
  names: Iterator<string>,
  acked: Map<string, string>,
  refused: number[],
) {
  for (;;) {
    const name = names.next().value as string;
    try {
      const res = await api<{ id: string }>(
        "POST",
        "/api/services/app/ProductBrand/Create",
        { name },
        token,
      );
      if (res.status === 200) acked.set(res.body.result.id, name);
      else refused.push(res.status);
    } catch {
      return; // connection refused or cut: the app is gone
    }
  }
}

/** Ids and names of the brands whose name starts with `prefix`, through the API. */
async function brandsNamed(token: string, prefix: string) {
  const found = new Map<string, string>();
  for (let skip = 0; ; skip += 1000) {
    const url = `/api/services/app/ProductBrand/GetAll?keyword=${encodeURIComponent(prefix)}&maxResultCount=1000&skipCount=${skip}`;
    const res = await api<{ totalCount: number; items: { id: string; name: string }[] }>(
      "GET",
      url,
      undefined,
      token,
    );
    check(res.status === 200, `ProductBrand/GetAll answered ${res.status}`);
    for (const b of res.body.result.items) if (b.name.startsWith(prefix)) found.set(b.id, b.name);
    if (res.body.result.items.length < 1000) return found;
  }
}

function missingFrom(acked: Map<string, string>, found: Map<string, string>) {
  return [...acked].filter(([id, name]) => found.get(id) !== name).length;
}

function pgControlState(pgliteDir: string) {
  return fs.readFileSync(path.join(pgliteDir, "global/pg_control")).readInt32LE(16);
}

const stats = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  return `median ${(at(0.5) / 1000).toFixed(2)} s, max ${((sorted.at(-1) ?? 0) / 1000).toFixed(2)} s`;
};

async function runBackend(backend: string) {
  const runStarted = performance.now();
  const dataDir = path.resolve(`.data/durability-${backend}`);
  const pgliteDir = path.join(dataDir, "pglite");
  fs.rmSync(dataDir, { recursive: true, force: true });
  const env: Record<string, string> = { DATA_DIR: dataDir };
  if (backend === "postgres") {
    await recreateDatabase(PG_URL);
    Object.assign(env, { DATABASE_URL: PG_URL, AUTH_SECRET: "durability-bench-secret-0123456789" });
  }
  const runId = Date.now().toString(36);
  const first = await startApp(env, FIRST_START_BUDGET_MS);
  let app = first.app;
  console.log(`[${backend}] first start (create + seed) ${(first.ms / 1000).toFixed(1)} s`);
  if (backend === "pglite") {
    // the process we kill must be the one holding the database
    const holder = fs.readFileSync(path.join(pgliteDir, "quay.lock"), "utf8");
    check(
      holder === String(app.child.pid),
      `the lock is held by ${holder}, not the app we started`,
    );
  }
  const token = await signIn();
  const allAcked = new Map<string, string>();
  const restarts: number[] = [];
  let lost = 0;
  let refusedTotal = 0;
  let sigterm = "";
  try {
    for (let round = 1; round <= ROUNDS; round++) {
      const prefix = `dur${runId}r${round}n`;
      const acked = new Map<string, string>();
      const refused: number[] = [];
      const names = (function* () {
        for (let n = 0; ; n++) yield `${prefix}${n}`;
      })();
      const writers = Array.from({ length: WRITERS }, () => writer(token, names, acked, refused));
      const killAt = 1 + Math.floor(Math.random() * MAX_ACKS_BEFORE_KILL);
      const flowing = performance.now();
      while (acked.size < killAt && performance.now() - flowing < RESTART_BUDGET_MS) await sleep(5);
      check(acked.size >= killAt, `round ${round}: writes stalled (${refused.join(",")})`);
      await sleep(Math.random() * 50);
      app.child.kill("SIGKILL");
      await Promise.all([...writers, app.exited]);
      const restarted = await startApp(env, RESTART_BUDGET_MS);
      app = restarted.app;
      restarts.push(restarted.ms);
      const missing = missingFrom(acked, await brandsNamed(token, prefix));
      lost += missing;
      refusedTotal += refused.length;
      for (const [id, name] of acked) allAcked.set(id, name);
      console.log(
        `[${backend}] round ${round}: ${acked.size} acknowledged, ${missing} lost` +
          `${refused.length ? `, ${refused.length} refused (${[...new Set(refused)].join(",")})` : ""}` +
          `, restart ${(restarted.ms / 1000).toFixed(2)} s`,
      );
    }

    // A clean stop: Next's SIGTERM handler drains requests, the app closes the database, the lock goes.
    const stopStarted = performance.now();
    app.child.kill("SIGTERM");
    const code = await app.exited;
    const stopMs = performance.now() - stopStarted;
    check(code === 0, `SIGTERM: the app exited with ${code}, expected 0`);
    check(stopMs <= STOP_BUDGET_MS, `SIGTERM: the app took ${stopMs.toFixed(0)} ms to stop`);
    if (backend === "pglite") {
      check(!fs.existsSync(path.join(pgliteDir, "quay.lock")), "SIGTERM left the lock file behind");
      const state = pgControlState(pgliteDir);
      check(
        state === DB_SHUTDOWNED,
        `SIGTERM left the embedded database open (pg_control state ${state}, expected ${DB_SHUTDOWNED}: shut down)`,
      );
    }
    const clean = await startApp(env, RESTART_BUDGET_MS);
    app = clean.app;
    const finalMissing = missingFrom(allAcked, await brandsNamed(token, `dur${runId}r`));
    console.log(
      `[${backend}] SIGTERM: exit in ${(stopMs / 1000).toFixed(2)} s, ` +
        `${backend === "pglite" ? "database closed cleanly, lock released, " : ""}` +
        `restart ${(clean.ms / 1000).toFixed(2)} s; all rounds re-checked: ${finalMissing} missing`,
    );
    lost = Math.max(lost, finalMissing);
    sigterm = `exit ${(stopMs / 1000).toFixed(2)} s, restart ${(clean.ms / 1000).toFixed(2)} s`;
  } finally {
    app.child.kill("SIGTERM");
    await app.exited;
  }
  const summary = {
    backend,
    rounds: ROUNDS,
    acknowledged: allAcked.size,
    lost,
    refused: refusedTotal,
    "first start": `${(first.ms / 1000).toFixed(1)} s`,
    "restart after SIGKILL": stats(restarts),
    SIGTERM: sigterm,
    total: `${((performance.now() - runStarted) / 1000).toFixed(0)} s`,
    // the machine's load matters: every figure here is a process start on shared cores
    "load average": os.loadavg()[1]!.toFixed(1),
  };
  check(lost === 0, `${lost} acknowledged writes lost on ${backend}`);
  check(refusedTotal === 0, `${refusedTotal} writes refused on ${backend} (expected none)`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  return summary;
}

async function main() {
  if (!fs.existsSync(".next/BUILD_ID"))
    throw new Failure("no production build: run `npm run build` first");
  const results = [];
  for (const backend of BACKENDS) results.push(await runBackend(backend));
  for (const r of results) console.log(JSON.stringify(r));
  console.log("durability: passed");
}

main().catch((error: unknown) => {
  console.error(error instanceof Failure ? `durability: FAILED: ${error.message}` : error);
  process.exit(1);
});
