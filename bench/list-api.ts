// The four biggest lists at a million rows (issue 16 item 2): GetAll of products, SKUs,
// customers and orders, a page of 20 with a filter and a sort, through the API, against the very
// same SQL straight on node-postgres.
//
//   npm run db:seed -- --size=1m                 # once, with DATABASE_URL=$BENCH_DATABASE_URL
//   npm run bench:lists                          # 300 calls per list
//   npm run bench:lists -- --calls=100
//
// BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/quay_bench_1m) must hold the
// scale data set; the bench only reads. Each list is called through the API's dispatcher (the
// request handler every HTTP call reaches: token, validation, permission, queries, DTOs,
// envelope; no socket). The baseline is the statements that call sent, recorded from
// node-postgres during one call and replayed one after another on a pool of their own, so the
// ratio is what the API adds to its own SQL. Then the same list at a deep page, 100 000 rows in,
// as the table's Next link reaches it: after the cursor of the row before (">100000") when the
// list's order is a keyset, else at skipCount ("+100000"). It must answer within the same
// budget, or paging degrades with size.
//
// Budgets: API p50 ≤ 1.5 × SQL p50 and API p99 ≤ 30 ms, on page 1 and deep; exits 1 over either.
import pg from "pg";
import { option, timeIt } from "./setup";

const CALLS = Number(option("calls") ?? 300);
const DEEP = 100_000;
/** --show prints the statements each list sends; --only=orders times one list */
const SHOW = process.argv.includes("--show");
const RATIO_BUDGET = 1.5;
const P99_BUDGET_MS = 30;
const url = process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/quay_bench_1m";
process.env.DATABASE_URL = url;
// the principal cache runs on PostgreSQL only with Redis (as several copies of the app have it)
process.env.REDIS_URL = process.env.BENCH_REDIS_URL ?? "redis://127.0.0.1:6379/14";
process.env.LOG_LEVEL = "silent";
process.env.AUTH_SECRET ??= "bench-secret-for-quay-0123456789abcdef";
process.env.ADMIN_PASSWORD ??= "123qwe";
process.env.JOBS = "off";
delete process.env.UPSTREAM_API_URL;

/** What node-postgres is asked while `recording` is on: text and values, as sent. */
type Statement = { text: string; values?: unknown[]; rowMode?: string };
let recording: Statement[] | undefined;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
  if (recording) {
    const [first, second] = args;
    // node-postgres takes (text, values) or (config) or, as Drizzle calls it, (config, values)
    const config = typeof first === "string" ? { text: first } : { ...(first as Statement) };
    recording.push(Array.isArray(second) ? { ...config, values: second } : config);
  }
  return query.apply(this, args);
} as typeof pg.Client.prototype.query;

/**
 * Where the page `skip` rows in starts: after the cursor of the row before it when the list pages
 * by keyset (walked to, a thousand rows a call), else at skipCount.
 */
async function startOf(
  send: (input: object) => Promise<unknown>,
  input: object,
  skip: number,
): Promise<{ skipCount: number; after?: string }> {
  let after: string | undefined;
  for (let at = 0; at < skip; at += 1000) {
    const page = (await send({
      ...input,
      skipCount: at,
      maxResultCount: Math.min(1000, skip - at),
      after,
    })) as { body: { result?: { pageCursors?: { last: string } } } };
    after = page.body.result?.pageCursors?.last;
    if (!after) return { skipCount: skip };
  }
  return { skipCount: skip, ...(after && { after }) };
}

async function main() {
  const probe = new pg.Client({ connectionString: url });
  await probe.connect();
  const size = await probe
    .query("select count(*)::int as n from product_skus where number like 'GS%'")
    .catch(() => ({ rows: [{ n: 0 }] }));
  const [brand] = (await probe.query("select id from product_brands order by id limit 1")).rows;
  await probe.end();
  const skus = Number(size.rows[0]!.n);
  if (skus < DEEP * 2) {
    console.error(
      `${url} holds ${skus} generated SKUs: fill it first with\n` +
        `  DATABASE_URL=${url} npm run db:seed -- --size=1m`,
    );
    process.exit(2);
  }

  const { call, signIn } = await import("@/server/test/api");
  const { contracts } = await import("@/lib/contracts");
  const token = await signIn();
  const lists = [
    {
      name: "products",
      op: contracts.Product.GetAll,
      input: { brandId: brand.id as string, sorting: "name asc" },
    },
    {
      name: "SKUs",
      op: contracts.ProductSku.GetAll,
      input: { shelfStatus: "OnShelf" as const, sorting: "salePrice desc" },
    },
    {
      name: "customers",
      op: contracts.Customer.GetAll,
      input: { customerType: "Member" as const, sorting: "customerCode desc" },
    },
    {
      name: "orders",
      op: contracts.OrderMain.GetAll,
      input: { paymentMethod: "CreditCard" as const, sorting: "creationTime desc" },
    },
  ];

  const sql = new pg.Pool({ connectionString: url, max: 1 });
  let over = false;
  const totals = new Map<string, number>();
  console.log(`${skus} SKUs; ${CALLS} calls each, page of 20; p50 / p99 in ms`);
  console.log(
    "list         page      API p50  API p99  SQL p50  SQL p99  ratio   total     queries",
  );
  const only = option("only");
  for (const list of lists.filter((l) => !only || l.name === only)) {
    for (const deep of [false, true]) {
      // the deep page: 100 000 rows in, or the middle of a shorter list (an estimated total
      // may be over the truth, so never its end)
      const seen = totals.get(list.name)!;
      const skipCount = deep ? (seen > 2 * DEEP ? DEEP : Math.floor(seen / 2)) : 0;
      // eslint-disable-next-line @typescript-eslint/no-explicit-any -- one op per list
      const send = (input: object) => call(list.op as any, input as any, { token });
      const at = await startOf(send, list.input, skipCount);
      const input = { ...list.input, ...at, maxResultCount: 20 };
      const once = () => send(input);
      recording = [];
      const first = (await once()) as {
        status: number;
        body: { result: { totalCount: number; items: unknown[] }; error: unknown };
      };
      const statements = recording;
      recording = undefined;
      totals.set(list.name, first.body.result?.totalCount ?? 0);
      if (SHOW) for (const st of statements) console.log(`  ${st.text.replace(/\s+/g, " ")}`);
      if (first.status !== 200)
        throw new Error(`${list.name}: ${JSON.stringify(first.body.error)}`);
      if (first.body.result.items.length !== 20)
        throw new Error(`${list.name}: no full page at ${skipCount}`);
      const api = await timeIt(CALLS, once);
      const raw = await timeIt(CALLS, async () => {
        for (const s of statements) await sql.query(s as pg.QueryConfig);
      });
      const ratio = api.p50 / raw.p50;
      const bad = ratio > RATIO_BUDGET || api.p99 > P99_BUDGET_MS;
      over ||= bad;
      const where = skipCount ? `${"after" in at ? ">" : "+"}${skipCount}` : "1";
      console.log(
        `${list.name.padEnd(12)} ${where.padEnd(8)} ` +
          `${api.p50.toFixed(1).padStart(8)} ${api.p99.toFixed(1).padStart(8)} ` +
          `${raw.p50.toFixed(1).padStart(8)} ${raw.p99.toFixed(1).padStart(8)} ` +
          `${ratio.toFixed(2).padStart(5)}× ${String(first.body.result.totalCount).padStart(9)} ` +
          `${String(statements.length).padStart(6)}${bad ? "  over budget" : ""}`,
      );
    }
  }
  await sql.end();
  console.log(
    over
      ? `FAIL: a list is over ${RATIO_BUDGET}× its SQL at p50 or over ${P99_BUDGET_MS} ms at p99`
      : `ok: every list ≤ ${RATIO_BUDGET}× its SQL at p50 and ≤ ${P99_BUDGET_MS} ms at p99`,
  );
  process.exit(over ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
