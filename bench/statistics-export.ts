// FinanceSalesStatistic/Export of 100 000 rows streams with flat memory (issue 12 item 3a).
//
//   npm run bench:export                          # PostgreSQL, then PGlite, 100 000 rows each
//   npm run bench:export -- --backend=postgres    # or pglite; --rows=20000
//
// Each backend runs in a process of its own (the database is chosen when the app's modules
// load): a fresh database (PostgreSQL: BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/quay_bench, dropped and created; PGlite: in memory) through
// the app's migrations and seed, then `rows` statistic rows added with one INSERT … SELECT. The
// export is the real path: a POST through the API's dispatcher (token, validation, permission,
// the keyset reads, the streamed workbook), its body written to a temporary file as it arrives,
// while the process's resident memory is sampled every 5 ms. The file is then read back with
// exceljs's streaming reader and must hold the heading plus every row. Prints rows, seconds and
// the peak RSS growth; exits 1 over the budget or on a wrong row count.
import { spawnSync } from "node:child_process";
import { createWriteStream } from "node:fs";
import { mkdtemp, rm, stat } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { performance } from "node:perf_hooks";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import ExcelJS from "exceljs";
import { freshDatabase, option } from "./setup";

const ROWS = Number(option("rows") ?? 100_000);
const BUDGET_MB = 150;
const BUDGET_S = 60;
const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/quay_bench";

/** Rows of the first sheet, read as a stream (the file is never loaded whole). */
async function countRows(file: string) {
  let rows = 0;
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(file, {});
  for await (const sheet of reader) for await (const _row of sheet) rows++;
  return rows;
}

async function run(backend: "postgres" | "pglite") {
  await freshDatabase(backend, url);
  const { sql } = await import("drizzle-orm");
  const { getDb } = await import("@/server/db/client");
  const { dispatch } = await import("@/server/http/dispatcher");
  const { apiRequest, signIn } = await import("@/server/test/api");
  const { contracts } = await import("@/lib/contracts");
  const db = await getDb(); // migrate and seed

  const fill = performance.now();
  await db.execute(sql`
    insert into sales_statistics (id, tenant_id, order_code, customer_code, customer_name, status,
      payment_method, goods_amount, shipping_fee, gst_amount, qst_amount, total_amount, order_time,
      paid_time, remark)
    select gen_random_uuid(), 1, 'BENCH-' || lpad(i::text, 7, '0'), 'C' || (i % 5000),
      (array['Ada Wong','=Wei Chen','Sofía García','Kenji Sato'])[1 + i % 4],
      (array['Paid','PaidAndReceived','Cancelled','ToBePaid'])[1 + i % 4],
      (array['CreditCard','ChequePayment','AccountQuota'])[1 + i % 3],
      (i % 997) + 0.5, 15, round(((i % 997) + 15.5) * 0.05, 2), round(((i % 997) + 15.5) * 0.09975, 2),
      (i % 997) + 15.5 + round(((i % 997) + 15.5) * 0.05, 2) + round(((i % 997) + 15.5) * 0.09975, 2),
      now() - (i || ' minutes')::interval, now() - (i || ' minutes')::interval + interval '1 hour',
      case when i % 10 = 0 then 'Market stall' end
    from generate_series(1, ${ROWS}::int) as i`);
  await db.execute(sql`analyze sales_statistics`);
  const filled = ((performance.now() - fill) / 1000).toFixed(1);

  const token = await signIn();
  const input = { orderCode: "BENCH-" };
  const exportOnce = async (file: string) => {
    const res = await dispatch(
      apiRequest("POST", contracts.FinanceSalesStatistic.Export.path, { token, json: input }),
    );
    if (res.status !== 200 || !res.body) throw new Error(`Export answered ${res.status}`);
    await pipeline(Readable.fromWeb(res.body as never), createWriteStream(file));
  };
  const dir = await mkdtemp(path.join(os.tmpdir(), "quay-bench-export-"));
  const file = path.join(dir, "statistics.xlsx");
  try {
    global.gc?.();
    const start = process.memoryUsage.rss();
    let peak = start;
    const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
    const began = performance.now();
    await exportOnce(file);
    const seconds = (performance.now() - began) / 1000;
    clearInterval(timer);
    peak = Math.max(peak, process.memoryUsage.rss());
    const growth = (peak - start) / (1024 * 1024);
    const rows = await countRows(file);
    const size = (await stat(file)).size / (1024 * 1024);
    const ok = rows === ROWS + 1 && growth <= BUDGET_MB && seconds <= BUDGET_S;
    console.log(
      `${backend.padEnd(8)} ${ROWS} rows (filled in ${filled} s): export ${seconds.toFixed(1)} s, ` +
        `peak RSS growth +${growth.toFixed(1)} MB, file ${size.toFixed(1)} MB, ` +
        `${rows} rows read back (expected ${ROWS + 1}) — ${ok ? "ok" : "FAIL"}`,
    );
    return ok;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function main() {
  const backend = option("backend");
  if (backend === "postgres" || backend === "pglite") process.exit((await run(backend)) ? 0 : 1);
  // both, each in a fresh process (the database is chosen when the app's modules load)
  let failed = false;
  for (const b of ["postgres", "pglite"]) {
    const child = spawnSync(
      process.execPath,
      [...process.execArgv, process.argv[1]!, `--backend=${b}`, `--rows=${ROWS}`],
      { stdio: "inherit" },
    );
    failed ||= child.status !== 0;
  }
  console.log(
    failed
      ? `FAIL: a backend is over ${BUDGET_MB} MB or ${BUDGET_S} s, or its file is wrong`
      : `ok: within ${BUDGET_MB} MB and ${BUDGET_S} s, every row in the file`,
  );
  process.exit(failed ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
