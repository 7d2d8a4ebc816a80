import "server-only";
import crypto from "node:crypto";
import { and, asc, Column, desc, getTableColumns, is, or, SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { TPageCursors, TSortField } from "@/lib/contracts/common";
import { derivedSecret } from "@/lib/secret";
import type { Db } from "@/server/db/types";
import { drained, isGone } from "@/server/xlsx/write";

// Keyset paging (issue 16): a page follows the last row's sort values, never an OFFSET, so page
// 50 000 costs what page 1 does. The lists' Next/Previous links carry an opaque cursor (the sort
// values of the page's first or last row, signed); a bare page number, a sort that is not a total
// order of not-null columns, or a cursor that is not ours falls back to OFFSET. The streamed
// exports (sales statistics, the audit log) walk every row the same way, read as text so no
// microsecond is lost, and wait while the file is not taken as fast as it is written: memory
// stays flat for any number of rows.

/**
 * One sort key of a list: a column (or an expression) and its direction, or a ready ORDER BY
 * term (`${x} desc nulls last`) for an order no keyset can follow (such a list pages by offset).
 */
export type SortKey = { column: Column | SQL; desc: boolean } | SQL;

/** ORDER BY of the keys (ascending puts nulls last, descending first: PostgreSQL's default). */
export const orderOf = (keys: readonly SortKey[]): SQL[] =>
  keys.map((k) => (is(k, SQL) ? k : k.desc ? desc(k.column) : asc(k.column)));

/** Newest first, then the id: the default order of most lists (a total order). */
export const newestFirst = (table: { creationTime: Column; id: Column }): SortKey[] => [
  { column: table.creationTime, desc: true },
  { column: table.id, desc: true },
];

/** The keys of a checked `sorting`, then the fallback's (each column once): a stable order. */
export function sortKeysOf<F extends string, C extends Column | SQL>(
  sorting: readonly TSortField<F>[] | undefined,
  columns: Record<F, C>,
  fallback: readonly ({ column: C; desc: boolean } | SQL)[],
): ({ column: C; desc: boolean } | SQL)[] {
  const keys: ({ column: C; desc: boolean } | SQL)[] = [];
  // keys after a primary key (the export's "id asc") decide nothing: dropped
  const decided = () => keys.some((k) => !is(k, SQL) && is(k.column, Column) && k.column.primary);
  const add = (key: { column: C; desc: boolean } | SQL) => {
    if (decided()) return;
    if (is(key, SQL) || !keys.some((k) => !is(k, SQL) && k.column === key.column)) keys.push(key);
  };
  for (const s of sorting ?? []) add({ column: columns[s.field], desc: s.desc });
  fallback.forEach(add);
  return keys;
}

/** The streamed exports' keys: columns, not null. */
export type ColumnKey = { column: PgColumn; desc: boolean };

/** A key a keyset can follow: never null, with its SQL type and a name for cursors. */
type PageKey = { column: Column | SQL; desc: boolean; type: string; name: string };

const expressions = new WeakMap<SQL, { type: string; name: string }>();

/** lower(column) as a sort key: case-insensitive, and a keyset can follow it when the column is not null. */
export function lowerOf(column: PgColumn): SQL {
  const expression = sql`lower(${column})`;
  if (column.notNull) expressions.set(expression, { type: "text", name: `lower(${column.name})` });
  return expression;
}

function pageKeyOf(k: SortKey): PageKey | undefined {
  if (is(k, SQL)) return undefined;
  if (is(k.column, Column))
    return k.column.notNull
      ? { ...k, type: (k.column as PgColumn).getSQLType(), name: k.column.name }
      : undefined;
  const known = expressions.get(k.column);
  return known && { ...k, ...known };
}

/** Every key as a PageKey, or undefined when one is not (the list then pages by offset). */
function keysetOf(keys: readonly SortKey[]): PageKey[] | undefined {
  const out: PageKey[] = [];
  for (const key of keys) {
    const pageKey = pageKeyOf(key);
    if (!pageKey) return undefined;
    out.push(pageKey);
  }
  return out;
}

/** A sort value as the database compares it, from its text. */
const valueOf = (k: PageKey, text: string) => sql`${text}::${sql.raw(k.type)}`;

/**
 * The rows after `last` in the keys' order: one row comparison when every key runs the same way
 * (an index range), else the expanded form (a > x, or a = x and b > y, …) beside a ≥ x.
 */
function after(keys: PageKey[], last: string[]): SQL {
  if (keys.every((k) => k.desc === keys[0]!.desc)) {
    const columns = sql.join(
      keys.map((k) => sql`${k.column}`),
      sql`, `,
    );
    const values = sql.join(
      keys.map((k, i) => valueOf(k, last[i]!)),
      sql`, `,
    );
    return sql`(${columns}) ${sql.raw(keys[0]!.desc ? "<" : ">")} (${values})`;
  }
  // the first key's bound alone, beside the expanded form, lets its index start the scan there
  const [lead] = keys;
  const bound = sql`${lead!.column} ${sql.raw(lead!.desc ? "<=" : ">=")} ${valueOf(lead!, last[0]!)}`;
  const rest = or(
    ...keys.map((k, i) =>
      and(
        ...keys.slice(0, i).map((p, j) => sql`${p.column} = ${valueOf(p, last[j]!)}`),
        sql`${k.column} ${sql.raw(k.desc ? "<" : ">")} ${valueOf(k, last[i]!)}`,
      ),
    ),
  );
  return and(bound, rest)!;
}

/** The keys' sort values of a row as text (selected next to its columns as k0, k1, …). */
const keyTexts = (keys: PageKey[]) =>
  Object.fromEntries(keys.map((k, i) => [`k${i}`, sql<string>`${k.column}::text`]));
const readKeys = (row: Record<string, unknown>, keys: PageKey[]) =>
  keys.map((_, i) => String(row[`k${i}`]));
const dropKeys = (row: Record<string, unknown>, keys: PageKey[]) => {
  for (let i = 0; i < keys.length; i++) delete row[`k${i}`];
  return row;
};

// A cursor: base64url(JSON [order, values]) "." signature. `order` names the keys (columns and
// directions), so a cursor read under another sort is refused; the signature keeps hand-made
// values (that could not be cast) out of the query.
const CURSOR_KEY = () => derivedSecret("list-cursor");
const orderName = (keys: PageKey[]) =>
  keys.map((k) => `${k.name}:${k.type}${k.desc ? "-" : "+"}`).join(",");
const sign = (body: string) =>
  crypto.createHmac("sha256", CURSOR_KEY()).update(body).digest("base64url").slice(0, 22);

function writeCursor(keys: PageKey[], values: string[]): string {
  const body = Buffer.from(JSON.stringify([orderName(keys), values])).toString("base64url");
  return `${body}.${sign(body)}`;
}

function readCursor(keys: PageKey[], cursor: string | undefined): string[] | undefined {
  const [body, signature, extra] = (cursor ?? "").split(".");
  if (!body || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(body));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected))
    return undefined;
  try {
    const [order, values] = JSON.parse(Buffer.from(body, "base64url").toString()) as unknown[];
    if (order !== orderName(keys) || !Array.isArray(values) || values.length !== keys.length)
      return undefined;
    return values.map(String);
  } catch {
    return undefined;
  }
}

/** Where a page starts: skip/take, and the cursor of a Next (`after`) or Previous (`before`) link. */
export interface PageInput {
  skipCount: number;
  maxResultCount: number;
  after?: string;
  before?: string;
}

/**
 * One page of `table` under `where` in `keys` order. It follows `after` or `before` when the
 * keys are a keyset (not-null columns) and the cursor is ours for this order, else skips
 * `skipCount` rows; with a keyset it also gives the cursors of the page's first and last rows.
 */
export async function pageRows<R>(
  db: Db,
  query: { table: PgTable; where: SQL | undefined; keys: SortKey[]; page: PageInput },
): Promise<{ rows: R[]; pageCursors?: TPageCursors }> {
  const { table, where, keys, page } = query;
  const keyset = keysetOf(keys);
  if (!keyset) {
    const rows = await db
      .select()
      .from(table)
      .where(where)
      .orderBy(...orderOf(keys))
      .offset(page.skipCount)
      .limit(page.maxResultCount);
    return { rows: rows as R[] };
  }
  const afterValues = readCursor(keyset, page.after);
  const beforeValues = afterValues ? undefined : readCursor(keyset, page.before);
  // a Previous link reads backwards from the page's first row, then turns the rows round
  const walk = beforeValues ? keyset.map((k) => ({ ...k, desc: !k.desc })) : keyset;
  const from = afterValues ?? beforeValues;
  const selected = db
    .select({ ...getTableColumns(table), ...keyTexts(keyset) })
    .from(table)
    .where(from ? and(where, after(walk, from)) : where)
    .orderBy(...orderOf(walk))
    .limit(page.maxResultCount);
  const rows = (await (from ? selected : selected.offset(page.skipCount))) as Record<
    string,
    unknown
  >[];
  if (beforeValues) rows.reverse();
  const first = rows[0];
  const last = rows[rows.length - 1];
  const pageCursors =
    first && last
      ? {
          first: writeCursor(keyset, readKeys(first, keyset)),
          last: writeCursor(keyset, readKeys(last, keyset)),
        }
      : undefined;
  return { rows: rows.map((r) => dropKeys(r, keyset)) as R[], ...(pageCursors && { pageCursors }) };
}

interface KeysetQuery {
  table: PgTable;
  where: SQL | undefined;
  keys: ColumnKey[];
  out: NodeJS.WritableStream & { writableNeedDrain?: boolean };
  batch?: number;
}

/** The rows of `table` under `where` in `keys` order, a batch at a time, waiting for `out` to drain between batches. */
export async function* keysetBatches<Row>(db: Db, query: KeysetQuery): AsyncGenerator<Row[]> {
  const { table, where, out, batch: size = 1_000 } = query;
  const keys = keysetOf(query.keys);
  if (!keys) throw new Error("keysetBatches: every key must be a not-null column");
  let last: string[] | null = null;
  for (;;) {
    const batch = (await db
      .select({ ...getTableColumns(table), ...keyTexts(keys) })
      .from(table)
      .where(last ? and(where, after(keys, last)) : where)
      .orderBy(...orderOf(keys))
      .limit(size)) as Record<string, unknown>[];
    if (batch.length) yield batch as Row[];
    if (batch.length < size) return;
    last = readKeys(batch[batch.length - 1]!, keys);
    await drained(out);
    if (isGone(out)) return;
  }
}

/** Every row of `table` under `where` in `keys` order (keysetBatches, row by row). */
export async function* keysetRows<Row>(db: Db, query: KeysetQuery): AsyncGenerator<Row> {
  for await (const batch of keysetBatches<Row>(db, query)) yield* batch;
}
