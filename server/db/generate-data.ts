import "server-only";
import { dictionaryKeyOf } from "./seed-data/dictionaries";

// The scale data set (issue 16 item 1): `npm run db:seed -- --size=1m` adds, after the demo seed,
// 1 000 000 SKUs in 100 000 products, 200 000 customers and 1 000 000 orders (≈ 2 000 000 lines)
// over the last two years, with their timelines, stock ledger rows, stock balances and sales
// statistics. Smaller sizes (`--size=100k`, `--size=10k`, or a number) scale every count alike.
//
// Everything is INSERT … SELECT over generate_series inside the database: no row crosses the
// wire. Every value is a formula of the row's number, so a line can name its order's and its
// SKU's id without a join (ids are UUID v7 of the row's time, like the app's, from a
// SQL expression). The secondary indexes of the filled tables are dropped first and built again
// at the end. It is all one transaction: a failure anywhere leaves the database as it was, indexes
// included.
//
// The business rules hold as the services would leave them (checked at the end, see
// `inconsistencies`): an order's goods are the sum of its lines, its taxes the province's rates
// of goods + shipping; members pay member prices; a SKU's opening stock came in by a Count, each
// line reserved its quantity (Reserved), shipped lines took it from the SKU's place (Shipped),
// cancelled ones gave it back (Released), so totalStock, reservedStock and the balances are the
// ledger's sums and availableStock = totalStock − reservedStock. Orders still unpaid are younger
// than the unpaid-order job's window (24 h), so a start does not cancel thousands of them.
// What is left out (docs/decisions.md): outbound records of the shipped orders (their Shipped
// rows name the order), addresses, price revisions.

export type Exec = (statement: string) => Promise<Record<string, unknown>[]>;

export interface GenerateOptions {
  /** SKUs and orders; products are a tenth, customers a fifth */
  size: number;
  /** runs one statement, always on the same connection (the work is one transaction) */
  exec: Exec;
  log?: (line: string) => void;
}

/** "1m" → 1 000 000, "100k" → 100 000, "2500" → 2 500; undefined when not a size. */
export function parseSize(text: string): number | undefined {
  const m = /^(\d+(?:\.\d+)?)([km]?)$/i.exec(text.trim());
  if (!m) return undefined;
  const n = Number(m[1]) * { "": 1, k: 1_000, m: 1_000_000 }[m[2]!.toLowerCase() as "" | "k" | "m"];
  return Number.isInteger(n) && n >= 100 && n <= 10_000_000 ? n : undefined;
}

/** The tables the generator fills; their secondary indexes are rebuilt after the load. */
const FILLED = [
  "products",
  "product_skus",
  "customers",
  "orders",
  "order_lines",
  "order_events",
  "stock_ledger",
  "stock_balances",
  "sales_statistics",
];

const DAY = 86_400;
const ORDER_SPAN_DAYS = 730;
const ADJECTIVES = ["Steel", "Bamboo", "Ceramic", "Walnut", "Linen", "Copper", "Glass", "Wool"];
const NOUNS = ["Kettle", "Lamp", "Teapot", "Chair", "Blanket", "Bowl", "Shelf", "Mug", "Vase"];
const COLOURS = ["Black", "White", "Red", "Blue", "Green"];
const SIZES = ["S", "M"];
const FIRST = ["Ada", "Wei", "Sofía", "Kenji", "Liam", "Mei", "Noah", "Yuki", "Zoë", "Ravi"];
const LAST = ["Wong", "Chen", "García", "Sato", "Smith", "Li", "Tremblay", "Roy", "O'Brien"];

const lit = (s: string) => `'${s.replaceAll("'", "''")}'`;
const arr = (items: readonly string[]) => `array[${items.map(lit).join(",")}]`;
/** The n-th (1-based, cycling) of a list, for an integer SQL expression n. */
const pick = (items: readonly string[], n: string) =>
  `(${arr(items)})[1 + ((${n}) % ${items.length})]`;
const uuidOk = (id: unknown) => /^[0-9a-f-]{36}$/.test(String(id));

export async function generateData(o: GenerateOptions): Promise<void> {
  const { exec, size: N } = o;
  const log = o.log ?? (() => {});
  // every SKU's product exists: SKU s belongs to product 1 + (s − 1) / 10
  const P = Math.ceil(N / 10);
  const C = Math.max(1, Math.floor(N / 5));
  async function run(statements: string[]) {
    for (const s of statements) await exec(s);
  }
  const started = performance.now();
  const lap = async (label: string, work: () => Promise<unknown>) => {
    const t = performance.now();
    await work();
    log(`${label}: ${((performance.now() - t) / 1000).toFixed(1)} s`);
  };

  const [done] = await exec(`select 1 as x from product_skus where number = 'GS0000001' limit 1`);
  if (done) {
    log("The scale data set is already there: nothing to do.");
    return;
  }

  // What the demo seed made that the generated rows refer to.
  const [now] = await exec(`select now()::text as t`);
  const t0 = `${lit(String(now!.t))}::timestamptz`;
  const leaves = await exec(`select c.id, c.parent_id_path as path from product_categories c
    where c.tenant_id = 1 and not c.is_deleted and not exists (select 1 from product_categories k
      where k.parent_id = c.id and not k.is_deleted) order by c.sort_order, c.id`);
  const brands = await exec(
    `select id from product_brands where tenant_id = 1 and not is_deleted order by id`,
  );
  const places = await exec(`select l.id, l.warehouse_id from warehouse_locations l
    join warehouses w on w.id = l.warehouse_id where l.tenant_id = 1 and not l.is_deleted
      and not w.is_deleted and l.status = 'Enable' order by l.id`);
  const taxes = await exec(`select t.province_id, p.province_name, t.gst_rate::text as gst,
      t.qst_rate::text as qst from sys_setting_taxes t join provinces p on p.id = t.province_id
    where t.tenant_id = 1 and not t.is_deleted order by p.province_name`);
  const [setting] = await exec(`select id, shipping_fee::text as fee,
      free_shipping_threshold::text as free from sys_setting_orders where tenant_id = 1
    order by creation_time desc limit 1`);
  const [admin] = await exec(`select id from users where user_name = 'admin' and tenant_id = 1`);
  const ids = [...leaves, ...brands, ...places, ...taxes].flatMap((r) =>
    [r.id, r.warehouse_id, r.province_id].filter(Boolean),
  );
  if (!leaves.length || !brands.length || !places.length || !taxes.length || !setting || !admin)
    throw new Error(
      "The demo seed is missing (categories, brands, locations, taxes, order settings or admin): run `npm run db:seed` first.",
    );
  if (!ids.every(uuidOk) || !uuidOk(setting.id) || !uuidOk(admin.id))
    throw new Error("unexpected ids in the seed");
  const [seqs] = await exec(`select (select last_value from order_code_seq) as o,
    (select last_value from customer_code_seq) as c`);
  const orderBase = Number(seqs!.o);
  const customerBase = Number(seqs!.c);

  // Row times: products and SKUs 3 years ago (over 30 days), customers between 3 and 2 years
  // ago, orders over the last two years, the newest a minute ago; r is an order's age rank.
  const ts = (base: number, span: number, n: string, count: number) =>
    `(${t0} - make_interval(secs => ${base * DAY} - ${span * DAY}::float8 * (${n}) / ${count}))`;
  const productTs = (p: string) => ts(1100, 30, p, P);
  const skuTs = (s: string) => ts(1100, 30, s, N);
  const customerTs = (c: string) => ts(1095, 360, c, C);
  const orderTs = (i: string) =>
    `(${t0} - make_interval(secs => 60 + ${ORDER_SPAN_DAYS * DAY}::float8 * (${N} - (${i})) / ${N}))`;
  // Ids are UUID v7 as the app makes them: 48 bits of the row's milliseconds, the version 7,
  // then for a row others name a kind and its number (a hex tag per kind), for any other row the
  // random rest of a v4 (its variant digit stays). Expressions, not SQL functions: a function
  // call per row doubled the time of the biggest inserts.
  const millis = (time: string) =>
    `lpad(to_hex((extract(epoch from ${time}) * 1000)::bigint), 12, '0')`;
  const TAGS = { p: "001", s: "002", c: "003", o: "004" } as const;
  /** the id of the n-th row of a kind that other rows name */
  const id = (time: string, tag: keyof typeof TAGS, n: string) =>
    `(${millis(time)} || '7${TAGS[tag]}8' || lpad(to_hex((${n})::bigint), 15, '0'))::uuid`;
  /** a fresh id of a row nobody names (lines, events, ledger rows, statistics) */
  const fresh = (time: string) =>
    `(${millis(time)} || '7' || substr(gen_random_uuid()::text, 16))::uuid`;

  // an order's customer, and its status by age: unpaid only in the last 20 hours
  const customerOf = (i: string) => `(1 + ((${i})::bigint * 48271) % ${C})::int`;
  const isMember = (c: string) => `((${c}) % 3 = 1)`;
  const perDay = N / ORDER_SPAN_DAYS;
  const age = (i: string) => `(${N} - (${i}))`;
  // the last 2 hours' orders are all unpaid, so no payment (+1 h) or cancellation (+2 h) lies
  // after now; shipping (+1 day) and receipt (+4 days) only come to orders 3 and 14 days old
  const statusOf = (i: string) => `case
    when ${age(i)} < ${Math.ceil(perDay * (2 / 24))} then 'ToBePaid'
    when ${age(i)} < ${Math.floor(perDay * (20 / 24))} and (${i}) % 3 = 0 then 'ToBePaid'
    when (${i}) % 20 = 7 then 'Cancelled'
    when ${age(i)} < ${Math.ceil(perDay * 3)} then 'Paid'
    when ${age(i)} < ${Math.ceil(perDay * 14)} then 'PaidAndIssued'
    else 'PaidAndReceived' end`;
  /** lpad cuts a longer text: codes grow past their width ("SO-1000320") as the app's do */
  const padded = (prefix: string, n: string, width: number) =>
    `'${prefix}' || lpad((${n})::text, greatest(${width}, length((${n})::text)), '0')`;
  const productName = (p: string) =>
    `${pick(ADJECTIVES, p)} || ' ' || ${pick(NOUNS, `(${p}) / ${ADJECTIVES.length}`)} || ' ' || ${padded("", p, 6)}`;
  // a SKU's sale price 5.00 … 499.99; member 90 %, factory 60 %
  const salePrice = (s: string) => `(5 + (((${s})::bigint * 37) % 49500) / 100.0)::numeric(18,2)`;
  const memberPrice = (s: string) => `round(${salePrice(s)} * 0.9, 2)`;
  const placeOf = (s: string) => `1 + (${s}) % ${places.length}`;
  const personName = (c: string) =>
    `${pick(FIRST, c)} || ' ' || ${pick(LAST, `(${c}) / ${FIRST.length}`)}`;
  /** as an order shows its customer (customerNameOf): "enterprise — contact", or the person */
  const customerName = (c: string) =>
    `case when (${c}) % 3 = 2 then 'Company ' || (${c}) || ' — ' else '' end || ${personName(c)}`;
  const customerCode = (c: string) => padded("C", `${customerBase} + (${c})`, 7);
  const orderCode = (i: string) => padded("SO-", `${orderBase} + (${i})`, 6);

  const fill = async () => {
    const indexes = await exec(`select indexname as name, indexdef as def from pg_indexes
    where schemaname = 'public' and tablename in (${FILLED.map(lit).join(",")})
      and indexname not in (select conname from pg_constraint where contype in ('p', 'u'))`);
    await lap(`dropped ${indexes.length} indexes`, () =>
      run(indexes.map((i) => `drop index if exists "${String(i.name)}"`)),
    );

    await lap(`${P} products`, () =>
      exec(`insert into products (id, tenant_id, name, category_id,
      parent_id_path, brand_id, description, creation_time, creator_user_id)
    select ${id(productTs("p"), "p", "p")}, 1, ${productName("p")},
      (${arr(leaves.map((l) => String(l.id)))})[1 + p % ${leaves.length}]::uuid,
      (${arr(leaves.map((l) => String(l.path)))})[1 + p % ${leaves.length}],
      (${arr(brands.map((b) => String(b.id)))})[1 + (p / 7) % ${brands.length}]::uuid,
      '', ${productTs("p")}, '${admin.id}'
    from generate_series(1, ${P}) p`),
    );

    await lap(`${C} customers`, () =>
      exec(`insert into customers (id, tenant_id, customer_type,
      customer_code, real_name, enterprise_name, enterprise_call, sex, mobile_phone, email,
      membership_time, member_validity, account_quota, industry, creation_time, creator_user_id)
    select ${id(customerTs("c"), "c", "c")}, 1, (array['Ordinary','Member','Enterprise'])[1 + c % 3],
      ${customerCode("c")}, ${personName("c")},
      case when c % 3 = 2 then 'Company ' || c end, case when c % 3 = 2 then 'Co' || c end,
      case when c % 2 = 0 then 'Men' else 'Women' end,
      '+1 ' || (400 + c % 500) || ' 555 ' || lpad((c % 10000)::text, 4, '0'),
      'customer' || c || '@example.com',
      case when ${isMember("c")} then (${customerTs("c")})::date end,
      case when ${isMember("c")} then (${t0})::date + 30 + c % 400 end,
      case when c % 3 = 2 then 10000 else 0 end,
      case when c % 3 = 2 then (array['Retail','Hotels','Schools'])[1 + c % 3] end,
      ${customerTs("c")}, '${admin.id}'
    from generate_series(1, ${C}) c`),
    );

    // The lines first, in a scratch table: orders sum them, SKUs add up their quantities.
    await lap("order lines (staged)", async () => {
      await exec(`drop table if exists quay_gen_lines`);
      await exec(`create unlogged table quay_gen_lines as
      select i, k, s, 1 + (i + k) % 3 as quantity, ${statusOf("i")} as status,
        ${salePrice("s")} as list_price,
        case when ${isMember(customerOf("i"))} then ${memberPrice("s")} else ${salePrice("s")} end as unit_price,
        case when ${isMember(customerOf("i"))} then 'Member' else 'Sale' end as price_source
      from generate_series(1, ${N}) i,
        lateral (select k, 1 + ((i::bigint * 7919 + k * 104729) % ${N})::int as s
          from generate_series(1, 1 + i % 3) k) l`);
    });

    const tax = (i: string, field: "province_id" | "province_name" | "gst" | "qst") =>
      `(${arr(taxes.map((t) => String(t[field])))})[1 + (${i}) % ${taxes.length}]`;
    await lap(`${N} orders`, () =>
      exec(`insert into orders (id, tenant_id, order_code, customer_id,
      customer_code, customer_name, customer_type, is_member, platform, receiving_method,
      recipient_name, recipient_phone, recipient_email, recipient_address, province_id,
      province_name, invoice_address, payment_method, status, goods_amount, shipping_fee,
      gst_rate, qst_rate, gst_amount, qst_amount, total_amount, order_setting_id, paid_time,
      cancel_reason, cancelled_time, out_storage_time, logistics_company, logistics_number,
      expected_delivery_date, shipped_time, received_time, creation_time, creator_user_id)
    select ${id(orderTs("i"), "o", "i")}, 1, ${orderCode("i")},
      ${id(customerTs("c"), "c", "c")}, ${customerCode("c")}, ${customerName("c")},
      (array['Ordinary','Member','Enterprise'])[1 + c % 3], ${isMember("c")},
      (array['OP','PC','H5'])[1 + i % 3], 'LogisticsDelivery', ${personName("c")},
      '+1 ' || (400 + c % 500) || ' 555 ' || lpad((c % 10000)::text, 4, '0'),
      'customer' || c || '@example.com', (i % 999 + 1) || ' Main Street, ' || ${tax("i", "province_name")},
      ${tax("i", "province_id")}::uuid, ${tax("i", "province_name")},
      (i % 999 + 1) || ' Main Street, ' || ${tax("i", "province_name")},
      case when i % 4 = 3 then 'ChequePayment' else 'CreditCard' end, status, goods, shipping,
      ${tax("i", "gst")}::numeric, ${tax("i", "qst")}::numeric,
      round((goods + shipping) * ${tax("i", "gst")}::numeric / 100, 2),
      round((goods + shipping) * ${tax("i", "qst")}::numeric / 100, 2),
      goods + shipping + round((goods + shipping) * ${tax("i", "gst")}::numeric / 100, 2)
        + round((goods + shipping) * ${tax("i", "qst")}::numeric / 100, 2),
      '${setting.id}',
      case when status not in ('ToBePaid', 'Cancelled') then at + interval '1 hour' end,
      case when status = 'Cancelled' then 'Customer changed their mind' end,
      case when status = 'Cancelled' then at + interval '2 hours' end,
      case when status like 'PaidAnd%' then at + interval '20 hours' end,
      case when status like 'PaidAnd%' then ${lit(dictionaryKeyOf("Canada Post"))} end,
      case when status like 'PaidAnd%' then 'CP' || lpad(i::text, 10, '0') end,
      case when status like 'PaidAnd%' then (at + interval '4 days')::date end,
      case when status like 'PaidAnd%' then at + interval '1 day' end,
      case when status = 'PaidAndReceived' then at + interval '4 days' end,
      at, null
    from (select i, ${customerOf("i")} as c, ${orderTs("i")} as at, status, goods,
        case when goods >= ${setting.free}::numeric then 0 else ${setting.fee}::numeric end as shipping
      from (select i, min(status) as status, sum(unit_price * quantity) as goods
        from quay_gen_lines group by i) g) o`),
    );

    await lap("order lines", () =>
      exec(`insert into order_lines (id, tenant_id, order_id, sku_id,
      product_id, sku_number, product_name, spec_text, unit, quantity, list_price, unit_price,
      price_source, amount, sort_order)
    select ${fresh(`${orderTs("i")} + make_interval(secs => k)`)}, 1,
      ${id(orderTs("i"), "o", "i")}, ${id(skuTs("s"), "s", "s")},
      ${id(productTs("p"), "p", "p")}, ${padded("GS", "s", 7)}, ${productName("p")},
      'Colour: ' || ${pick(COLOURS, "s")} || ' · Size: ' || ${pick(SIZES, `s / ${COLOURS.length}`)},
      'pc', quantity, list_price, unit_price, price_source, unit_price * quantity, k - 1
    from (select *, 1 + (s - 1) / 10 as p from quay_gen_lines) l`),
    );

    // timelines, one pass: Created; PaymentConfirmed; OutStorage and Shipped; Received; or Cancelled
    await lap("order events", () =>
      exec(`insert into order_events (id, tenant_id, order_id, action, from_status, to_status,
      remark, creation_time, creator_user_id)
    select ${fresh("o.at + e.after")}, 1, ${id("o.at", "o", "o.i")}, e.action, e.from_status,
      e.to_status, e.remark, o.at + e.after, case when e.staff then '${admin.id}'::uuid end
    from (select i, ${statusOf("i")} as status, ${orderTs("i")} as at
      from generate_series(1, ${N}) i) o
    cross join lateral (values
      ('Created', null, 'ToBePaid', interval '0', true, false, null),
      ('PaymentConfirmed', 'ToBePaid', 'Paid', interval '1 hour',
        o.status not in ('ToBePaid', 'Cancelled'), true, null),
      ('OutStorage', 'Paid', 'Paid', interval '20 hours', o.status like 'PaidAnd%', true, null),
      ('Shipped', 'Paid', 'PaidAndIssued', interval '1 day', o.status like 'PaidAnd%', true,
        'CP' || lpad(o.i::text, 10, '0')),
      ('Received', 'PaidAndIssued', 'PaidAndReceived', interval '4 days',
        o.status = 'PaidAndReceived', true, null),
      ('Cancelled', 'ToBePaid', 'Cancelled', interval '2 hours', o.status = 'Cancelled', true,
        'Customer changed their mind')
    ) e(action, from_status, to_status, after, applies, staff, remark)
    where e.applies`),
    );

    await lap("sales statistics", () =>
      exec(`insert into sales_statistics (id, tenant_id, order_id,
      order_code, customer_code, customer_name, status, payment_method, goods_amount, shipping_fee,
      gst_amount, qst_amount, total_amount, order_time, paid_time, shipped_time, received_time,
      cancelled_time, creation_time)
    select ${fresh("creation_time")}, tenant_id, id, order_code, customer_code,
      customer_name, status, payment_method, goods_amount, shipping_fee, gst_amount, qst_amount,
      total_amount, creation_time, paid_time, shipped_time, received_time, cancelled_time, creation_time
    from orders o
    where not exists (select 1 from sales_statistics s where s.order_id = o.id)`),
    );

    // per SKU: its opening count (what its orders took and not gave back, and more; 2 % of SKUs
    // end under their warning level), what it shipped and what open orders reserve
    await lap("stock per SKU (staged)", async () => {
      await exec(`drop table if exists quay_gen_stock`);
      await exec(`create unlogged table quay_gen_stock as
      select s, coalesce(g.ordered, 0) + case when s % 50 = 0 then s % 20 else 30 + s % 200 end
          as opening, coalesce(g.shipped, 0) as shipped, coalesce(g.reserved, 0) as reserved
      from generate_series(1, ${N}) s left join (select s,
          sum(quantity) filter (where status <> 'Cancelled')::int as ordered,
          sum(quantity) filter (where status like 'PaidAnd%')::int as shipped,
          sum(quantity) filter (where status in ('ToBePaid', 'Paid'))::int as reserved
        from quay_gen_lines group by s) g using (s)`);
    });

    const place = (s: string, field: "id" | "warehouse_id") =>
      `(${arr(places.map((p) => String(p[field])))})[${placeOf(s)}]::uuid`;
    await lap(`${N} SKUs`, () =>
      exec(`insert into product_skus (id, tenant_id, product_id, number,
      model, name, brand_id, spec_text, factory_price, sale_price, member_price, available_stock,
      total_stock, reserved_stock, early_warning_stock, sales_volume, unit, shelf_status,
      creation_time, creator_user_id)
    select ${id(skuTs("s"), "s", "s")}, 1, ${id(productTs("p"), "p", "p")},
      ${padded("GS", "s", 7)}, 'M-' || (s % 1000), ${productName("p")} || ' ' || ${pick(COLOURS, "s")},
      (${arr(brands.map((b) => String(b.id)))})[1 + (p / 7) % ${brands.length}]::uuid,
      'Colour: ' || ${pick(COLOURS, "s")} || ' · Size: ' || ${pick(SIZES, `s / ${COLOURS.length}`)},
      round(${salePrice("s")} * 0.6, 2), ${salePrice("s")}, ${memberPrice("s")},
      opening - shipped - reserved, opening - shipped, reserved, 25, shipped, 'pc', 'OnShelf',
      ${skuTs("s")}, '${admin.id}'
    from (select *, 1 + (s - 1) / 10 as p from quay_gen_stock) k`),
    );

    await lap("stock ledger and balances", () =>
      run([
        // the opening count, before any order
        `insert into stock_ledger (id, tenant_id, sku_id, warehouse_id, location_id, delta, reason,
        remark, creation_time, creator_user_id)
      select ${fresh(`${skuTs("s")} + interval '1 day'`)}, 1, ${id(skuTs("s"), "s", "s")},
        ${place("s", "warehouse_id")}, ${place("s", "id")}, opening, 'Count',
        'Opening stock', ${skuTs("s")} + interval '1 day', '${admin.id}'
      from quay_gen_stock`,
        // each line reserves; shipped lines leave the SKU's place, cancelled ones are released
        `insert into stock_ledger (id, tenant_id, sku_id, warehouse_id, location_id, delta,
        reserved_delta, reason, reference, reference_id, creation_time, creator_user_id)
      select ${fresh("l.at + m.after")}, 1, ${id(skuTs("l.s"), "s", "l.s")},
        case when m.placed then ${place("l.s", "warehouse_id")} end,
        case when m.placed then ${place("l.s", "id")} end, m.delta, m.reserved, m.reason,
        ${orderCode("l.i")}, ${id("l.at", "o", "l.i")}, l.at + m.after,
        case when m.reason <> 'Reserved' then '${admin.id}'::uuid end
      from (select *, ${orderTs("i")} + make_interval(secs => k) as at from quay_gen_lines) l
      cross join lateral (values
        ('Reserved', interval '0', 0, l.quantity, false, true),
        ('Shipped', interval '1 day', -l.quantity, -l.quantity, true, l.status like 'PaidAnd%'),
        ('Released', interval '2 hours', 0, -l.quantity, false, l.status = 'Cancelled')
      ) m(reason, after, delta, reserved, placed, applies)
      where m.applies`,
        `insert into stock_balances (tenant_id, sku_id, warehouse_id, location_id, quantity)
      select 1, ${id(skuTs("s"), "s", "s")}, ${place("s", "warehouse_id")}, ${place("s", "id")},
        opening - shipped
      from quay_gen_stock`,
      ]),
    );

    await lap(`rebuilt ${indexes.length} indexes`, () => run(indexes.map((i) => String(i.def))));
    await lap("analyzed", () =>
      run([
        `drop table quay_gen_lines`,
        `drop table quay_gen_stock`,
        `select setval('order_code_seq', ${orderBase + N})`,
        `select setval('customer_code_seq', ${customerBase + C})`,
        ...FILLED.map((t) => `analyze ${t}`),
      ]),
    );
  };

  await exec("begin");
  try {
    await fill();
    await exec("commit");
  } catch (error) {
    await exec("rollback");
    throw error;
  }
  log(`generated in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/**
 * The business rules over the whole database, as counts of rows that break them (all 0 when
 * consistent): an order's goods are its lines' sum and its total goods + shipping + taxes, every
 * order has a statistics row with its total, a SKU's stock figures are its ledger's sums, and
 * every place's balance its ledger's sum.
 */
export async function inconsistencies(exec: Exec): Promise<Record<string, number>> {
  const count = async (statement: string) => Number((await exec(statement))[0]!.n);
  return {
    "orders whose goods are not their lines' sum": await count(`select count(*) as n from orders o
      left join (select order_id, sum(amount) as s from order_lines group by order_id) l on l.order_id = o.id
      where o.goods_amount <> coalesce(l.s, 0)`),
    "orders whose total is not goods + shipping + taxes":
      await count(`select count(*) as n from orders
      where total_amount <> goods_amount + shipping_fee + gst_amount + qst_amount`),
    "orders without their statistics row": await count(`select count(*) as n from orders o
      left join sales_statistics s on s.order_id = o.id
      where s.id is null or s.total_amount <> o.total_amount or s.status <> o.status`),
    "SKUs whose stock is not their ledger's sum":
      await count(`select count(*) as n from product_skus k
      left join (select sku_id, sum(delta) as d, sum(reserved_delta) as r from stock_ledger
        group by sku_id) l on l.sku_id = k.id
      where k.total_stock <> coalesce(l.d, 0) or k.reserved_stock <> coalesce(l.r, 0)
        or k.available_stock < 0 or k.available_stock + k.reserved_stock > k.total_stock`),
    "places whose balance is not their ledger's sum": await count(`select count(*) as n from
      (select sku_id, location_id, sum(delta) as d from stock_ledger where location_id is not null
        group by sku_id, location_id) l
      full join stock_balances b using (sku_id, location_id)
      where coalesce(b.quantity, 0) <> coalesce(l.d, 0)`),
  };
}
