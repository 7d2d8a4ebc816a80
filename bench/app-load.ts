// The app under load, from outside (issue 16 item 2): the production build (.next/standalone, as
// a Node host runs it) on PostgreSQL with the million-row data set, or on PGlite.
//
//   npm run build                                  # once
//   npm run bench:app                              # PostgreSQL: BENCH_DATABASE_URL (default …/quay_bench_1m)
//   npm run bench:app -- --backend=pglite          # a fresh embedded database, demo seed + --size (default 10k)
//   npm run bench:app -- --duration=10 --connections=10 --calls=100
//
// 1. Start-up: `node server.js` until /api/health/ready answers (the database exists: a warm start).
// 2. SSR: the four biggest list pages (products, SKUs, customers, orders) as a signed-in browser
//    asks for them, one after another: time to the first byte (the response's headers) and to
//    the last. The console streams: its first bytes are the shell and the loading state, sent
//    before the list is read, so the budget is on the whole page (the list's rows in the HTML,
//    which is checked): p50 ≤ 100 ms, p99 ≤ 300 ms.
// 3. Throughput (autocannon, `--connections` at once for `--duration` s each): a list call (the
//    SKU list's GetAll, page of 20) and a trivial one (the session's own user) sent to the
//    built-in API with a bearer token, then the same through the BFF (/bff/…, with the session
//    cookie, as the console's tables send them). Requests/s, latency, and the BFF's cost as
//    a ratio to the API direct. Budget: no errors and no answer other than 200.
// 4. Memory: the server's RSS sampled every 100 ms from start to end. Budget: peak ≤ 250 MB on
//    PostgreSQL. On PGlite the database engine lives in the same process: reported, no budget.
//
// Exits 1 over a budget. Runs on an otherwise quiet machine: the load generator shares the cores.
import fs from "node:fs";
import os from "node:os";
import { performance } from "node:perf_hooks";
import autocannon from "autocannon";
import {
  apiToken,
  benchEnvironment,
  SERVER,
  sessionCookie,
  startServer,
  stopServer,
} from "./server";
import { option } from "./setup";

const BACKEND = option("backend") ?? "postgres";
const DURATION = Number(option("duration") ?? 10);
const CONNECTIONS = Number(option("connections") ?? 10);
const CALLS = Number(option("calls") ?? 100);
const PGLITE_SIZE = option("size") ?? "10k";
const PORT = Number(process.env.BENCH_PORT ?? 3331);
const BASE = `http://127.0.0.1:${PORT}`;
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/quay_bench_1m";

const PAGE_P50_MS = 100;
const PAGE_P99_MS = 300;
const RSS_MB = 250;

const PAGES = [
  ["products", "/commodity/commodity"],
  ["SKUs", "/productSku/salesManagement?sort=salePrice.desc"],
  ["customers", "/customer/member"],
  ["orders", "/productSku/orderManagement?paymentMethod=CreditCard"],
] as const;

let failed = false;
const fail = (message: string) => {
  failed = true;
  console.log(`  over budget: ${message}`);
};
const ms = (n: number) => n.toFixed(1).padStart(7);
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;

/** The server's resident memory in MB (Linux), or 0 when it has gone. */
function rssOf(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, "utf8");
    return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
  } catch {
    return 0;
  }
}

/**
 * Each list page CALLS times one after another (after 5 to warm up): the first byte and the whole
 * page, which must hold the list's footer and its rows (not the error screen).
 */
async function ssr(cookie: string) {
  console.log(`\nSSR, ${CALLS} requests per page one after another, ms`);
  console.log("page         TTFB p50 TTFB p99  page p50 page p99    bytes");
  for (const [name, route] of PAGES) {
    const first: number[] = [];
    const full: number[] = [];
    let bytes = 0;
    for (let i = 0; i < CALLS + 5; i++) {
      const began = performance.now();
      const res = await fetch(`${BASE}${route}`, { headers: { cookie }, redirect: "manual" });
      const ttfb = performance.now() - began;
      const html = await res.text();
      const elapsed = performance.now() - began;
      if (res.status !== 200) throw new Error(`${route}: ${res.status} ${html.slice(0, 200)}`);
      const rows = html.match(/<tr[\s>]/g)?.length ?? 0;
      if (!html.includes('data-testid="total-count"') || rows < 2)
        throw new Error(`${route}: the page has no list (${rows} rows): ${html.slice(-300)}`);
      if (i < 5) continue;
      first.push(ttfb);
      full.push(elapsed);
      bytes = html.length;
    }
    first.sort((a, b) => a - b);
    full.sort((a, b) => a - b);
    const [p50, p99] = [quantile(full, 0.5), quantile(full, 0.99)];
    console.log(
      `${name.padEnd(12)} ${ms(quantile(first, 0.5))}  ${ms(quantile(first, 0.99))}  ${ms(p50)}  ${ms(p99)} ${String(bytes).padStart(8)}`,
    );
    if (p50 > PAGE_P50_MS) fail(`${name} page p50 ${p50.toFixed(0)} ms > ${PAGE_P50_MS} ms`);
    if (p99 > PAGE_P99_MS) fail(`${name} page p99 ${p99.toFixed(0)} ms > ${PAGE_P99_MS} ms`);
  }
}

/** autocannon for DURATION s: requests/s, latency, and anything that was not a 200. */
async function load(label: string, options: Parameters<typeof autocannon>[0]) {
  await autocannon({ ...options, connections: CONNECTIONS, duration: 2 }); // warm-up
  const r = await autocannon({ ...options, connections: CONNECTIONS, duration: DURATION });
  const bad = r.errors + r.timeouts + r.non2xx;
  console.log(
    `${label.padEnd(22)} ${r.requests.average.toFixed(0).padStart(7)} ${ms(r.latency.p50)} ${ms(r.latency.p99)} ${String(r.requests.total).padStart(8)} ${String(bad).padStart(6)}`,
  );
  if (bad) fail(`${label}: ${r.errors} errors, ${r.timeouts} timeouts, ${r.non2xx} non-2xx`);
  return r;
}

async function throughput(token: string, cookie: string) {
  const list = { shelfStatus: "OnShelf", sorting: "salePrice desc", maxResultCount: 20 };
  const calls = [
    ["SKU list", "ProductSku/GetAll", list],
    ["session", "Session/GetCurrentLoginInformations", {}],
  ] as const;
  console.log(
    `\nThroughput, ${CONNECTIONS} connections, ${DURATION} s each (autocannon; latency in ms)`,
  );
  console.log("call                       req/s     p50     p99    total    bad");
  for (const [name, method, input] of calls) {
    const query = new URLSearchParams(
      Object.entries(input).map(([k, v]) => [k, String(v)]),
    ).toString();
    const api = await load(`${name}, API`, {
      url: `${BASE}/api/services/app/${method}${query ? `?${query}` : ""}`,
      headers: { authorization: `Bearer ${token}`, "Abp.TenantId": "1" },
    });
    const bff = await load(`${name}, BFF`, {
      url: `${BASE}/bff/${method}`,
      method: "POST",
      headers: { cookie, origin: BASE, "content-type": "application/json" },
      body: JSON.stringify(input),
    });
    console.log(
      `  BFF / API: ${(api.requests.average / bff.requests.average).toFixed(2)}× the time per request` +
        ` (throughput ${((bff.requests.average / api.requests.average) * 100).toFixed(0)} %),` +
        ` p50 +${(bff.latency.p50 - api.latency.p50).toFixed(1)} ms`,
    );
  }
}

async function main() {
  if (!fs.existsSync(SERVER)) {
    console.error(`No ${SERVER}: run \`npm run build\` first.`);
    process.exit(2);
  }
  const { env, dataDir } = benchEnvironment(BACKEND, DATABASE_URL, PGLITE_SIZE);
  const { child, readyMs } = await startServer(BASE, env);
  let peak = 0;
  const sampler = setInterval(() => (peak = Math.max(peak, rssOf(child.pid!))), 100);
  try {
    const idle = rssOf(child.pid!);
    console.log(
      `${BACKEND}: node server.js ready in ${readyMs.toFixed(0)} ms (${os.cpus().length} cores), RSS ${idle.toFixed(0)} MB`,
    );
    const cookie = await sessionCookie(BASE);
    await ssr(cookie);
    await throughput(await apiToken(BASE), cookie);
    console.log(`\nRSS: peak ${peak.toFixed(0)} MB, at the end ${rssOf(child.pid!).toFixed(0)} MB`);
    if (BACKEND === "postgres" && peak > RSS_MB)
      fail(`RSS peak ${peak.toFixed(0)} MB > ${RSS_MB} MB`);
  } finally {
    clearInterval(sampler);
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(failed ? "FAIL: over budget" : "ok: within every budget");
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
