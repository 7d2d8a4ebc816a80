// Lighthouse on the console (issue 16 item 2): performance and accessibility, mobile and desktop,
// on the sign-in page, the dashboard and the biggest lists, signed in as the administrator.
//
//   npm run build                                      # once
//   npm run bench:lighthouse                           # a fresh embedded database with the demo seed
//   npm run bench:lighthouse -- --size=10k             # … and 10 000 generated SKUs and orders
//   npm run bench:lighthouse -- --backend=postgres     # BENCH_DATABASE_URL (default …/quay_bench_1m)
//   npm run bench:lighthouse -- --only=products --show # one page, and the audits that cost points
//
// The production build (.next/standalone) is started as a Node host runs it; the console's
// session cookie (a next-auth sign-in, as the login form makes it) is sent with every request of
// a page. Each page is run in a fresh headless Chromium (Debian's, as e2e starts it) with
// Lighthouse's own mobile (Moto G Power, 4× CPU slowdown, slow 4G, simulated) and desktop
// settings. Budgets: performance ≥ 90 and accessibility 100 on every page and form factor;
// exits 1 below either. Lighthouse's performance score depends on the CPU it runs on: run it on
// a quiet machine.
import fs from "node:fs";
import * as chromeLauncher from "chrome-launcher";
import lighthouse, { desktopConfig } from "lighthouse";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "../e2e/chromium";
import { benchEnvironment, SERVER, sessionCookie, startServer, stopServer } from "./server";
import { option } from "./setup";

const BACKEND = option("backend") ?? "pglite";
/** --only=dashboard,orders: those pages only */
const ONLY = option("only")?.split(",");
const SHOW = process.argv.includes("--show");
const PORT = Number(process.env.BENCH_PORT ?? 3351);
const BASE = `http://127.0.0.1:${PORT}`;
const DATABASE_URL =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/quay_bench_1m";
const PERFORMANCE_MIN = 90;
const ACCESSIBILITY_MIN = 100;

const PAGES = [
  ["login", "/login", false],
  ["dashboard", "/dashboard", true],
  ["products", "/commodity/commodity", true],
  ["SKUs", "/productSku/salesManagement", true],
  ["customers", "/customer/member", true],
  ["orders", "/productSku/orderManagement", true],
  ["users", "/ou/users", true],
] as const;

type Scores = { performance: number; accessibility: number; tbt: number; lcp: number };

async function audit(url: string, desktop: boolean, cookie?: string): Promise<Scores> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: ["--headless=new", ...CHROMIUM_ARGS],
  });
  try {
    const result = await lighthouse(
      url,
      {
        port: chrome.port,
        output: "json",
        logLevel: "error",
        onlyCategories: ["performance", "accessibility"],
        extraHeaders: cookie ? { Cookie: cookie } : undefined,
      },
      desktop ? desktopConfig : undefined,
    );
    if (!result) throw new Error(`no Lighthouse result for ${url}`);
    const { lhr } = result;
    if (lhr.runtimeError) throw new Error(`${url}: ${lhr.runtimeError.message}`);
    if (lhr.finalDisplayedUrl !== url)
      throw new Error(`${url} ended at ${lhr.finalDisplayedUrl} (not signed in?)`);
    if (SHOW) {
      for (const category of ["performance", "accessibility"] as const)
        for (const ref of lhr.categories[category]!.auditRefs) {
          const a = lhr.audits[ref.id]!;
          if (ref.weight > 0 && a.score !== null && a.score < 1) {
            console.log(
              `    ${category} ${a.id}: ${a.score} ${a.displayValue ?? ""} ${a.title}`.trimEnd(),
            );
            // the elements at fault (accessibility) or what blocked the main thread
            const items = ((a.details as { items?: Record<string, unknown>[] } | undefined)
              ?.items ?? []) as { node?: { selector?: string; snippet?: string } }[];
            for (const item of items.slice(0, 5))
              if (item.node) console.log(`      ${item.node.selector} ${item.node.snippet}`);
          }
        }
      for (const id of ["bootup-time", "long-tasks"]) {
        const items = ((lhr.audits[id]?.details as { items?: Record<string, unknown>[] })?.items ??
          []) as { url?: string; total?: number; duration?: number }[];
        for (const item of items.slice(0, 4))
          console.log(`    ${id}: ${(item.total ?? item.duration ?? 0).toFixed(0)} ms ${item.url}`);
      }
    }
    return {
      performance: Math.round((lhr.categories.performance!.score ?? 0) * 100),
      accessibility: Math.round((lhr.categories.accessibility!.score ?? 0) * 100),
      tbt: lhr.audits["total-blocking-time"]!.numericValue ?? 0,
      lcp: lhr.audits["largest-contentful-paint"]!.numericValue ?? 0,
    };
  } finally {
    chrome.kill();
  }
}

async function main() {
  if (!fs.existsSync(SERVER)) {
    console.error(`No ${SERVER}: run \`npm run build\` first.`);
    process.exit(2);
  }
  const { env, dataDir } = benchEnvironment(BACKEND, DATABASE_URL, option("size"));
  const { child } = await startServer(BASE, env);
  let failed = false;
  try {
    const cookie = await sessionCookie(BASE);
    console.log(`Lighthouse on ${BACKEND}, scores out of 100; TBT and LCP in ms`);
    console.log("page         form     perf  a11y     TBT     LCP");
    const pages = PAGES.filter(([name]) => !ONLY || ONLY.includes(name));
    if (!pages.length) throw new Error(`--only=${ONLY}: no such page (${PAGES.map((p) => p[0])})`);
    for (const [name, route, signedIn] of pages) {
      for (const desktop of [false, true]) {
        const s = await audit(`${BASE}${route}`, desktop, signedIn ? cookie : undefined);
        const low = s.performance < PERFORMANCE_MIN || s.accessibility < ACCESSIBILITY_MIN;
        if (low) failed = true;
        console.log(
          `${name.padEnd(12)} ${(desktop ? "desktop" : "mobile").padEnd(7)} ${String(s.performance).padStart(5)} ${String(s.accessibility).padStart(5)} ${s.tbt.toFixed(0).padStart(7)} ${s.lcp.toFixed(0).padStart(7)}${low ? "  below budget" : ""}`,
        );
      }
    }
  } finally {
    await stopServer(child);
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
  console.log(
    failed
      ? `FAIL: performance under ${PERFORMANCE_MIN} or accessibility under ${ACCESSIBILITY_MIN}`
      : "ok: within every budget",
  );
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
