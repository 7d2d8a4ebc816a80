import "server-only";
import { and, eq, getTableColumns, gt, lt, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { Db } from "@/server/db/types";
import { drained, isGone } from "@/server/xlsx/write";

// Every row of a view, in order, a batch at a time (the streamed exports: sales statistics,
// the audit log). Batches follow by keyset (the last row's sort values, read as text so no
// microsecond is lost), never by OFFSET, and the next batch waits while the file is not taken
// as fast as it is written: memory stays flat for any number of rows.

/** One sort key; the keys together must be a total order (end with the id). */
export interface SortKey {
  column: PgColumn;
  desc: boolean;
}

/** A sort value as the database compares it, from its text. */
const valueOf = (k: SortKey, text: string) => sql`${text}::${sql.raw(k.column.getSQLType())}`;

/**
 * The rows after `last` in the keys' order: one row comparison when every key runs the same way
 * (an index range), else the expanded form (a > x, or a = x and b > y, …).
 */
function after(keys: SortKey[], last: string[]): SQL {
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
  return or(
    ...keys.map((k, i) =>
      and(
        ...keys.slice(0, i).map((p, j) => eq(p.column, valueOf(p, last[j]!))),
        (k.desc ? lt : gt)(k.column, valueOf(k, last[i]!)),
      ),
    ),
  )!;
}

interface KeysetQuery {
  table: PgTable;
  where: SQL | undefined;
  keys: SortKey[];
  out: NodeJS.WritableStream & { writableNeedDrain?: boolean };
  batch?: number;
}

/** The rows of `table` under `where` in `keys` order, a batch at a time, waiting for `out` to drain between batches. */
export async function* keysetBatches<Row>(db: Db, query: KeysetQuery): AsyncGenerator<Row[]> {
  const { table, where, keys, out, batch: size = 1_000 } = query;
  const order = keys.map((k) => sql`${k.column} ${sql.raw(k.desc ? "desc" : "asc")}`);
  const cursor = Object.fromEntries(keys.map((k, i) => [`k${i}`, sql<string>`${k.column}::text`]));
  let last: string[] | null = null;
  for (;;) {
    const batch = await db
      .select({ ...getTableColumns(table), ...cursor })
      .from(table)
      .where(last ? and(where, after(keys, last)) : where)
      .orderBy(...order)
      .limit(size);
    if (batch.length) yield batch as Row[];
    if (batch.length < size) return;
    const end = batch[batch.length - 1] as Record<string, unknown>;
    last = keys.map((_, i) => String(end[`k${i}`]));
    await drained(out);
    if (isGone(out)) return;
  }
}

/** Every row of `table` under `where` in `keys` order (keysetBatches, row by row). */
export async function* keysetRows<Row>(db: Db, query: KeysetQuery): AsyncGenerator<Row> {
  for await (const batch of keysetBatches<Row>(db, query)) yield* batch;
}
