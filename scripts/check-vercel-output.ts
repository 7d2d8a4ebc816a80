// Checks what `vercel build` wrote to .vercel/output (Build Output API v3) against what Quay needs
// on Vercel: a cron entry and a function for every background job, the API routes as functions,
// the cron function's time limit, the PDF fonts traced into the API, sizes under Vercel's limit.
// Run by scripts/check-vercel.sh after the build; exits 1 with one line per problem.
import fs from "node:fs";
import path from "node:path";
import { jobs } from "@/server/jobs/registry";

const output = path.resolve(".vercel/output");
const problems: string[] = [];
const check = (ok: boolean, problem: string) => {
  if (!ok) problems.push(problem);
};

/** Vercel's limit for one function, unzipped (its documented 250 MB). */
const MAX_FUNCTION_MB = 250;

interface FunctionConfig {
  runtime?: string;
  maxDuration?: number;
  filePathMap?: Record<string, string>;
}

function functionConfig(route: string): FunctionConfig | undefined {
  const file = path.join(output, "functions", `${route}.func`, ".vc-config.json");
  return fs.existsSync(file)
    ? (JSON.parse(fs.readFileSync(file, "utf8")) as FunctionConfig)
    : undefined;
}

/** Bytes of a function: the files it carries plus those `vercel build` maps in from the project. */
function functionBytes(route: string, config: FunctionConfig): number {
  let bytes = 0;
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.isFile()) bytes += fs.statSync(full).size;
    }
  };
  walk(path.join(output, "functions", `${route}.func`));
  for (const source of Object.values(config.filePathMap ?? {})) {
    const full = path.resolve(source);
    if (fs.existsSync(full) && fs.statSync(full).isFile()) bytes += fs.statSync(full).size;
  }
  return bytes;
}

const config = JSON.parse(fs.readFileSync(path.join(output, "config.json"), "utf8")) as {
  version: number;
  crons?: { path: string; schedule: string }[];
  framework?: { slug: string; version: string };
};
check(config.version === 3, `config.json: Build Output API version ${config.version}, not 3`);
check(config.framework?.slug === "nextjs", "config.json: not built as a Next.js project");
const cronPaths = (config.crons ?? []).map((cron) => cron.path).sort();
const jobPaths = jobs.map((job) => `/api/cron/${job.name}`).sort();
check(
  JSON.stringify(cronPaths) === JSON.stringify(jobPaths),
  `config.json crons ${JSON.stringify(cronPaths)} are not the registered jobs ${JSON.stringify(jobPaths)}`,
);

const routes = [
  "api/cron/[job]",
  "api/services/app/[service]/[method]",
  "api/TokenAuth/[action]",
  "api/auth/[...nextauth]",
  "api/health",
  "_middleware",
];
for (const route of routes) {
  const fn = functionConfig(route);
  check(fn !== undefined, `no function for ${route}`);
  if (!fn) continue;
  const mb = functionBytes(route, fn) / 1e6;
  check(mb < MAX_FUNCTION_MB, `${route}: ${mb.toFixed(0)} MB, over Vercel's ${MAX_FUNCTION_MB} MB`);
  console.log(
    `${route}: ${fn.runtime ?? "?"}, ${mb.toFixed(1)} MB, maxDuration ${fn.maxDuration ?? "default"}`,
  );
}
check(
  functionConfig("api/cron/[job]")?.maxDuration === 300,
  "api/cron/[job]: maxDuration is not 300 s (app/api/cron/[job]/route.ts)",
);
const apiFiles = Object.keys(
  functionConfig("api/services/app/[service]/[method]")?.filePathMap ?? {},
);
check(
  apiFiles.some((file) => file.endsWith("NotoSansSC_400Regular.ttf")),
  "the API function lacks the PDF fonts (outputFileTracingIncludes in next.config.ts)",
);
check(!apiFiles.some((file) => file.startsWith(".data/")), "the API function carries .data/");
check(
  fs.existsSync(path.join(output, "static/_next/static")),
  "no static files in static/_next/static",
);

for (const problem of problems) console.error(`✗ ${problem}`);
if (problems.length) process.exit(1);
console.log(
  `.vercel/output is as Quay needs it (${jobs.length} crons, ${routes.length} functions checked)`,
);
