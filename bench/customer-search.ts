// Customer GetAll with a keyword on 100 000 customers (issue 9): p50 under 50 ms on PostgreSQL.
//
//   npm run bench:customers                    # 100 000 customers, 200 calls per keyword
//   npm run bench:customers -- --rows=20000 --calls=50
//
// Fills a fresh PostgreSQL database (BENCH_DATABASE_URL, default
// postgres://postgres@127.0.0.1:5432/quay_bench_customers, dropped and created) through the
// app's own migrations and seed, adds the customers with one INSERT … SELECT, then calls
// Customer/GetAll through the API's dispatcher (the request handler every HTTP call reaches:
// token, validation, permission, query, envelope; no socket) and, as the baseline, the same two
// statements (count and page) straight on node-postgres. Prints p50/p99 per keyword and exits 1
// when any keyword's API p50 is over the budget.
import { performance } from "node:perf_hooks";
import pg from "pg";
import { option, recreateDatabase, timeIt } from "./setup";

const ROWS = Number(option("rows") ?? 100_000);
const CALLS = Number(option("calls") ?? 200);
const BUDGET_P50_MS = 50;

const url =
  process.env.BENCH_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/quay_bench_customers";
process.env.DATABASE_URL = url;
process.env.LOG_LEVEL = "silent";
process.env.AUTH_SECRET ??= "bench-secret-for-quay-0123456789abcdef";
process.env.ADMIN_PASSWORD ??= "123qwe"; // the seeded admin signs in with it, no forced change

async function main() {
  await recreateDatabase(url);
  const { getDb } = await import("@/server/db/client");
  const { call, signIn } = await import("@/server/test/api");
  const { contracts } = await import("@/lib/contracts");
  await getDb(); // migrate and seed

  const pool = new pg.Pool({ connectionString: url, max: 2 });
  const fill = performance.now();
  // Realistic spread: three types, names from small lists, unique codes, phones and e-mails.
  await pool.query(
    `insert into customers (id, tenant_id, customer_type, customer_code, real_name, enterprise_name,
       enterprise_call, sex, mobile_phone, email, member_validity, account_quota, industry)
     select gen_random_uuid(), 1,
       (array['Ordinary','Member','Enterprise'])[1 + i % 3],
       'B' || lpad(i::text, 7, '0'),
       (array['Ada','Wei','Sofía','Kenji','Liam','Mei','Noah','Yuki'])[1 + i % 8] || ' ' ||
         (array['Wong','Chen','García','Sato','Smith','Li','Tremblay','Roy'])[1 + (i / 8) % 8],
       case when i % 3 = 2 then 'Company ' || i end,
       case when i % 3 = 2 then 'Co' || i end,
       case when i % 2 = 0 then 'Men' else 'Women' end,
       '+1 ' || (400 + i % 500) || ' 555 ' || lpad((i % 10000)::text, 4, '0'),
       'user' || i || '@example.com',
       case when i % 3 = 1 then current_date + (i % 400 - 200) end,
       case when i % 3 = 2 then 10000 else 0 end,
       case when i % 3 = 2 then (array['Retail','Hotels','Schools'])[1 + i % 3] end
     from generate_series(1, $1::int) as i`,
    [ROWS],
  );
  await pool.query("analyze customers");
  console.log(`filled ${ROWS} customers in ${((performance.now() - fill) / 1000).toFixed(1)} s`);

  const token = await signIn();
  const keywords = ["B0054321", "user77777@", "555 4321", "Sofía García", "Company 9876"];
  let over = false;
  console.log("keyword         API p50   API p99   SQL p50   SQL p99   ratio p50   rows");
  for (const keyword of keywords) {
    const input = { keyword, maxResultCount: 20, sorting: "creationTime desc" };
    const first = await call(contracts.Customer.GetAll, input, { token });
    if (first.status !== 200) throw new Error(JSON.stringify(first.body.error));
    const api = await timeIt(CALLS, () => call(contracts.Customer.GetAll, input, { token }));
    const pattern = `%${keyword.toLowerCase()}%`;
    const expr = `lower(coalesce(customer_code,'') || ' ' || coalesce(real_name,'') || ' ' || coalesce(enterprise_name,'') || ' ' || coalesce(enterprise_call,'') || ' ' || coalesce(mobile_phone,'') || ' ' || coalesce(email,''))`;
    const where = `tenant_id = 1 and is_deleted = false and ${expr} like $1`;
    const raw = await timeIt(CALLS, async () => {
      await pool.query(`select count(*) from customers where ${where}`, [pattern]);
      await pool.query(
        `select * from customers where ${where} order by creation_time desc, id desc limit 20`,
        [pattern],
      );
    });
    over ||= api.p50 > BUDGET_P50_MS;
    console.log(
      `${keyword.padEnd(15)} ${api.p50.toFixed(1).padStart(7)} ms ${api.p99.toFixed(1).padStart(6)} ms ` +
        `${raw.p50.toFixed(1).padStart(6)} ms ${raw.p99.toFixed(1).padStart(6)} ms ` +
        `${(api.p50 / raw.p50).toFixed(2).padStart(8)}×   ${first.body.result.totalCount}`,
    );
  }
  await pool.end();
  console.log(
    over
      ? `FAIL: an API p50 is over ${BUDGET_P50_MS} ms`
      : `ok: every API p50 ≤ ${BUDGET_P50_MS} ms`,
  );
  process.exit(over ? 1 : 0);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
