// Prints every route's first-load JS (gzip) from the production build and fails above budget
// (issue 7 item 8). Turbopack builds have no app-build-manifest: each page's
// client-reference manifest lists the chunks of the page and all its layouts (entryJSFiles);
// build-manifest.json adds the framework's rootMainFiles. Polyfills are nomodule: not counted.
// Chunks loaded later (next/dynamic, import()) are in no entry list, so not counted: nothing in
// the app may load them at mount (components/ui/deferred.tsx loads on a press or a hover), or
// this would under-count. Checked once against Chromium (docs/decisions.md): the browser's
// transferred bytes are these plus ~0.4 KB of response headers per script.
import fs from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

const KB = 1024;
/**
 * First-load budgets in KB (gzip). The first matching rule wins. Sign-in and list pages are
 * issue 7's; form pages (create/edit, which load the form kit, react-hook-form and zod with the
 * page) are ours: 335 is today's 332 KB product form plus a little, to stop growth until the
 * schemas load with the first validation (docs/decisions.md). Issue 14 put the command palette's
 * button and action registry and the column layouts in the shell (≈ 2.5 KB on every page) and
 * the views, export and columns menus on every list: 220 → 224 and 335 → 338. Issue 16 sets
 * lower budgets with the work that earns them.
 */
const budgets: { label: string; test: (route: string) => boolean; kb: number }[] = [
  { label: "sign-in", test: (r) => r === "/login", kb: 150 },
  {
    label: "list page",
    test: (r) => !/\[|create|Create|edit|Edit|grantPermission|detail|changePassword/.test(r),
    kb: 224,
  },
  { label: "form page", test: () => true, kb: 338 },
];

const dir = path.resolve(process.argv[2] ?? ".next");
const read = (file: string) => fs.readFileSync(path.join(dir, file));
if (!fs.existsSync(path.join(dir, "build-manifest.json"))) {
  console.error(`No production build in ${dir}: run \`npm run build\` first.`);
  process.exit(2);
}
const buildManifest = JSON.parse(read("build-manifest.json").toString()) as {
  rootMainFiles: string[];
};
const routes = JSON.parse(read("app-path-routes-manifest.json").toString()) as Record<
  string,
  string
>;

const sizes = new Map<string, number>();
function gzipped(file: string): number {
  let size = sizes.get(file);
  if (size === undefined) {
    size = gzipSync(read(file)).length;
    sizes.set(file, size);
  }
  return size;
}

type RscManifest = { entryJSFiles?: Record<string, string[]> };
function entryFiles(entry: string): string[] {
  const file = path.join(dir, "server/app", `${entry}_client-reference-manifest.js`);
  const g = globalThis as { __RSC_MANIFEST?: Record<string, RscManifest> };
  g.__RSC_MANIFEST = {};
  new Function(fs.readFileSync(file, "utf8"))();
  const manifest = g.__RSC_MANIFEST[entry] ?? {};
  return Object.values(manifest.entryJSFiles ?? {}).flat();
}

let failed = 0;
const rows: string[] = [];
for (const [entry, route] of Object.entries(routes).sort(([, a], [, b]) => a.localeCompare(b))) {
  if (!entry.endsWith("/page") || route.startsWith("/_")) continue;
  const files = new Set([...buildManifest.rootMainFiles, ...entryFiles(entry)]);
  const total = [...files].reduce((sum, f) => sum + gzipped(f), 0) / KB;
  const budget = budgets.find((b) => b.test(route))!;
  const over = total > budget.kb;
  if (over) failed++;
  rows.push(
    `${over ? "FAIL" : "ok  "}  ${route.padEnd(44)} ${total.toFixed(1).padStart(7)} KB  (${budget.label} ≤ ${budget.kb} KB)`,
  );
}
console.log("First-load JS per route (gzip):");
console.log(rows.join("\n"));
if (failed) {
  console.error(`${failed} route(s) over budget.`);
  process.exit(1);
}
console.log("All routes within budget.");
