// Start-up (issue 16 item 2): a fresh clone to its first page with the README's command
// (`npm install && npm run build && npm start`, the embedded database), then a warm restart.
//
//   npm run bench:startup                     # clones HEAD of this checkout into a temporary folder
//   npm run bench:startup -- --keep           # leaves the clone there
//
// Each step is timed: npm install (from npm's cache when it holds the packages, as on a machine
// that installed before), next build, then `npm start` until GET /login answers 200 with the
// page (the first start creates, migrates and seeds the database), then SIGTERM and `npm start`
// again until /login answers (a warm restart: the database exists). Budgets: the whole fresh
// clone to its first page ≤ 10 min, the warm restart ≤ 10 s, on 2 cores. Exits 1 over either.
import { type ChildProcess, execSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";

const PORT = Number(process.env.BENCH_PORT ?? 3341);
const BASE = `http://127.0.0.1:${PORT}`;
const FRESH_BUDGET_S = 600;
const WARM_BUDGET_S = 10;
const KEEP = process.argv.includes("--keep");

const seconds = (since: number) => (performance.now() - since) / 1000;

function run(command: string, cwd: string) {
  const began = performance.now();
  execSync(command, { cwd, stdio: ["ignore", "ignore", "inherit"], env: appEnv });
  return seconds(began);
}

/** The environment a person's shell would have: no database, no secrets, their PATH. */
const appEnv = {
  PATH: process.env.PATH,
  HOME: process.env.HOME,
  PORT: String(PORT),
  HOSTNAME: "127.0.0.1",
  ADMIN_PASSWORD: "123qwe",
  JOBS: "off",
  NEXT_TELEMETRY_DISABLED: "1",
} as unknown as NodeJS.ProcessEnv;

/** `npm start` until /login answers 200 with its page: seconds, and the running server. */
async function startUntilFirstPage(cwd: string) {
  const began = performance.now();
  const child = spawn("npm", ["start"], { cwd, env: appEnv, stdio: "ignore", detached: true });
  try {
    for (;;) {
      if (child.exitCode !== null || child.signalCode !== null)
        throw new Error(`npm start exited with ${child.exitCode ?? child.signalCode}`);
      if (seconds(began) > 300) throw new Error("no first page after 300 s");
      const res = await fetch(`${BASE}/login`).catch(() => undefined);
      if (res?.status === 200 && (await res.text()).includes("<form"))
        return { child, s: seconds(began) };
      await new Promise((r) => setTimeout(r, 100));
    }
  } catch (error) {
    // npm and the server under it, so the clone can be removed and the port is free
    try {
      if (child.pid && child.exitCode === null) process.kill(-child.pid, "SIGKILL");
    } catch {
      // already gone
    }
    throw error;
  }
}

/** SIGTERM to npm and the server under it; waits until the port is free. */
async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((r) => child.once("exit", r));
  process.kill(-child.pid!, "SIGTERM");
  await exited;
  while (await fetch(`${BASE}/api/health`).catch(() => undefined))
    await new Promise((r) => setTimeout(r, 100));
}

async function main() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "quay-startup-"));
  const head = execSync("git rev-parse --short HEAD").toString().trim();
  console.log(`fresh clone of ${head} in ${dir}, ${os.cpus().length} cores`);
  let failed = false;
  try {
    const clone = run(`git clone -q ${JSON.stringify(process.cwd())} ${JSON.stringify(dir)}`, ".");
    const install = run("npm install --no-audit --no-fund", dir);
    const build = run("npm run build", dir);
    const first = await startUntilFirstPage(dir);
    const fresh = clone + install + build + first.s;
    await stop(first.child);
    const warm = await startUntilFirstPage(dir);
    await stop(warm.child);
    console.log("step                                      s");
    console.log(`git clone                          ${clone.toFixed(1).padStart(8)}`);
    console.log(`npm install                        ${install.toFixed(1).padStart(8)}`);
    console.log(`npm run build                      ${build.toFixed(1).padStart(8)}`);
    console.log(`npm start → /login (create, seed)  ${first.s.toFixed(1).padStart(8)}`);
    console.log(`fresh clone → first page           ${fresh.toFixed(1).padStart(8)}`);
    console.log(`warm restart → /login              ${warm.s.toFixed(1).padStart(8)}`);
    if (fresh > FRESH_BUDGET_S) {
      failed = true;
      console.log(`  over budget: fresh clone → first page > ${FRESH_BUDGET_S} s`);
    }
    if (warm.s > WARM_BUDGET_S) {
      failed = true;
      console.log(`  over budget: warm restart > ${WARM_BUDGET_S} s`);
    }
  } finally {
    if (!KEEP) fs.rmSync(dir, { recursive: true, force: true });
  }
  console.log(failed ? "FAIL: over budget" : "ok: within budget");
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
