import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { getDb, withRollback } from "@/server/db/client";
import { onStatement } from "@/server/db/query-count";
import { call, signIn, unique } from "@/server/test/api";
import { EXACT_COUNT_LIMIT } from "./kit";

// Issue 16: a list's total is exact up to EXACT_COUNT_LIMIT rows and the planner's estimate
// above it (an exact count would read every row of a million). Brands stand in for any CRUD
// list; the rows are made inside a transaction that is rolled back, so no other test sees them.

const { ProductBrand, OrderMain } = contracts;

let token: string;
beforeAll(async () => {
  token = await signIn();
});

/** `count` brands named `<prefix> 00001` … (`digits` wide), straight into the table. */
async function manyBrands(prefix: string, count: number, digits = 5) {
  const db = await getDb();
  await db.execute(sql`insert into product_brands (tenant_id, id, name)
    select 1, gen_random_uuid(), ${prefix} || ' ' || lpad(i::text, ${digits}::int, '0')
    from generate_series(1, ${count}::int) i`);
  await db.execute(sql`analyze product_brands`);
}

describe("list totals", () => {
  it("are exact up to the limit, then an estimate the list says is one", async () => {
    const prefix = unique("Counted");
    const { exact, estimated, page } = await withRollback(async () => {
      await manyBrands(prefix, EXACT_COUNT_LIMIT + 500);
      const exact = await call(ProductBrand.GetAll, { keyword: `${prefix} 0001` }, { token });
      const estimated = await call(ProductBrand.GetAll, { keyword: prefix }, { token });
      const page = await call(
        ProductBrand.GetAll,
        { keyword: prefix, skipCount: EXACT_COUNT_LIMIT + 490, maxResultCount: 20 },
        { token },
      );
      return { exact, estimated, page };
    });
    // "… 00010" to "… 00019": counted exactly
    expect(exact.status).toBe(200);
    expect(exact.body.result.totalCount).toBe(10);
    expect(exact.body.result.totalCountIsEstimate).toBeUndefined();
    // every brand of the prefix: more than the limit, so an estimate, never below the limit
    expect(estimated.status).toBe(200);
    expect(estimated.body.result.totalCountIsEstimate).toBe(true);
    expect(estimated.body.result.totalCount).toBeGreaterThan(EXACT_COUNT_LIMIT);
    // and an estimate of this list, not any large number: within ten times the truth
    expect(estimated.body.result.totalCount).toBeLessThan((EXACT_COUNT_LIMIT + 500) * 10);
    expect(estimated.body.result.items).toHaveLength(10);
    // pages past the limit still come, whatever the estimate says: the last 10 brands
    expect(page.body.result.items.map((b) => b.name)).toEqual(
      Array.from({ length: 10 }, (_, i) => `${prefix} ${String(EXACT_COUNT_LIMIT + 491 + i)}`),
    );
  });

  it("take a far bigger estimate as it is, without counting up to the limit", async () => {
    const capped: string[] = [];
    onStatement("list-count-test", (statement) => {
      if (/\bas capped\b/.test(statement)) capped.push(statement);
    });
    const { many, few } = await withRollback(async () => {
      await manyBrands(unique("Plenty"), 11 * EXACT_COUNT_LIMIT, 6);
      capped.length = 0;
      const many = await call(ProductBrand.GetAll, {}, { token });
      const countedMany = capped.length;
      const few = await call(ProductBrand.GetAll, { keyword: unique("None") }, { token });
      return {
        many: { list: many, capped: countedMany },
        few: { list: few, capped: capped.length },
      };
    });
    onStatement("list-count-test", () => undefined);
    expect(many.list.body.result.totalCountIsEstimate).toBe(true);
    expect(many.list.body.result.totalCount).toBeGreaterThan(10 * EXACT_COUNT_LIMIT);
    expect(many.capped).toBe(0);
    // a list the planner thinks small is still counted (exactly: none)
    expect(few.list.body.result.totalCount).toBe(0);
    expect(few.capped).toBe(1);
  });

  it("of the order list's tabs are exact on a small list", async () => {
    const list = await call(OrderMain.GetAll, {}, { token });
    expect(list.status).toBe(200);
    const { tabCounts, estimatedTabs, totalCount } = list.body.result;
    expect(estimatedTabs).toBeUndefined();
    expect(totalCount).toBe(tabCounts.All);
    // the demo seed's orders: every tab counted under the same filters
    const pending = await call(OrderMain.GetAll, { orderStatusTab: "Pending" }, { token });
    expect(pending.body.result.totalCount).toBe(tabCounts.Pending);
    expect(tabCounts.UnPaid + tabCounts.Pending + tabCounts.Complete).toBeLessThanOrEqual(
      tabCounts.All,
    );
  });
});
