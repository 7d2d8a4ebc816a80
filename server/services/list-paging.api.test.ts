import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { getDb, withRollback } from "@/server/db/client";
import { call, signIn, unique } from "@/server/test/api";

// Issue 16: a list whose order is a keyset (not-null columns ending with the id) pages by the
// cursor of the page before (`after`) or after (`before`), not by OFFSET, so a deep page costs
// what the first does and rows added meanwhile neither repeat nor go missing. Products stand in
// for every CRUD list; they are made inside a transaction that is rolled back.

const { Product, ProductBrand } = contracts;

let token: string;
beforeAll(async () => {
  token = await signIn();
});

/** `count` products named `<prefix> 001` …, two by two created in the same second (ties on the id). */
async function manyProducts(prefix: string, count: number) {
  const db = await getDb();
  await db.execute(sql`insert into products
      (tenant_id, id, name, category_id, parent_id_path, brand_id, description, creation_time)
    select 1, gen_random_uuid(), ${prefix} || ' ' || lpad(i::text, 3, '0'),
      p.category_id, p.parent_id_path, p.brand_id, '',
      timestamptz '2020-01-01' + ((i + 1) / 2) * interval '1.000001 second'
    from generate_series(1, ${count}::int) i,
      (select category_id, parent_id_path, brand_id from products limit 1) p`);
}

type Page = Awaited<ReturnType<typeof list>>;
const list = async (input: Record<string, unknown>) => {
  const response = await call(Product.GetAll, { maxResultCount: 20, ...input } as never, { token });
  expect(response.status).toBe(200);
  return response.body.result;
};
const names = (page: Page) => page.items.map((p) => p.name);

describe("keyset paging", () => {
  it("walks every row once by cursor, in the order offsets give, and back again", async () => {
    const keyword = unique("Paged");
    const result = await withRollback(async () => {
      await manyProducts(keyword, 95);
      const byOffset: string[] = [];
      for (let skip = 0; skip < 95; skip += 20)
        byOffset.push(...names(await list({ keyword, skipCount: skip })));
      const pages: Page[] = [await list({ keyword })];
      while (pages.at(-1)!.items.length === 20 && pages.length < 10)
        pages.push(await list({ keyword, after: pages.at(-1)!.pageCursors!.last }));
      // Previous from the third page: the second page again
      const back = await list({ keyword, before: pages[2]!.pageCursors!.first, skipCount: 20 });
      return { byOffset, pages, back };
    });
    const byCursor = result.pages.flatMap(names);
    expect(byCursor).toHaveLength(95);
    expect(new Set(byCursor).size).toBe(95);
    expect(byCursor).toEqual(result.byOffset);
    // newest first: the first two made share a second (the id settles their order)
    expect(byCursor.slice(-2).sort()).toEqual([`${keyword} 001`, `${keyword} 002`]);
    expect(names(result.back)).toEqual(names(result.pages[1]!));
    expect(result.back.pageCursors).toEqual(result.pages[1]!.pageCursors);
  });

  it("follows the cursor, not the offset sent with it, so new rows do not repeat a row", async () => {
    const keyword = unique("Moving");
    const { first, second, shifted, before } = await withRollback(async () => {
      await manyProducts(keyword, 40);
      const first = await list({ keyword });
      const before = await list({ keyword, skipCount: 20 });
      // two products added at the top of the list while the first page is read
      await manyProducts(`${keyword} new`, 2);
      await (
        await getDb()
      ).execute(sql`update products set creation_time = now()
        where name like ${`${keyword} new%`}`);
      const second = await list({ keyword, skipCount: 20, after: first.pageCursors!.last });
      const shifted = await list({ keyword, skipCount: 20 });
      return { first, second, shifted, before };
    });
    expect(names(second)).toEqual(names(before));
    expect(names(second).filter((n) => names(first).includes(n))).toEqual([]);
    // by offset the same page starts two rows early (what keyset paging avoids)
    expect(names(shifted).slice(2)).toEqual(names(before).slice(0, 18));
  });

  it("falls back to the offset for a cursor it did not make or made under another sort", async () => {
    const keyword = unique("Forged");
    const r = await withRollback(async () => {
      await manyProducts(keyword, 30);
      const first = await list({ keyword });
      const [body] = first.pageCursors!.last.split(".");
      const forged = Buffer.from(JSON.stringify(["x", ["not a time", "nor an id"]])).toString(
        "base64url",
      );
      const byName = await list({ keyword, sorting: "name asc" });
      const byNameNext = await list({
        keyword,
        sorting: "name asc",
        skipCount: 0,
        after: byName.pageCursors!.last,
      });
      const brands = await call(ProductBrand.GetAll, { maxResultCount: 5 }, { token });
      return {
        byNameNext,
        brands: brands.body.result,
        first,
        second: await list({ keyword, skipCount: 20 }),
        tampered: await list({ keyword, skipCount: 20, after: `${body}.AAAAAAAAAAAAAAAAAAAAAA` }),
        forged: await list({ keyword, skipCount: 20, after: `${forged}.${"A".repeat(22)}` }),
        garbage: await list({ keyword, skipCount: 20, after: "%%%.…" }),
        resorted: await list({
          keyword,
          skipCount: 20,
          sorting: "creationTime asc",
          after: first.pageCursors!.last,
        }),
        byName: await list({ keyword, sorting: "name asc" }),
      };
    });
    const second = names(r.second);
    expect([...second].sort()).toEqual(
      [...Array(10)].map((_, i) => `${keyword} 0${String(i + 1).padStart(2, "0")}`),
    );
    expect(names(r.tampered)).toEqual(second);
    expect(names(r.forged)).toEqual(second);
    expect(names(r.garbage)).toEqual(second);
    // oldest first from the 21st: the cursor of the other order is not used
    expect(names(r.resorted).sort()).toEqual(
      [...Array(10)].map((_, i) => `${keyword} 0${String(i + 21)}`),
    );
    // a name order (lower(name) of a not-null name) is a keyset too
    expect(names(r.byName)).toEqual(
      [...Array(20)].map((_, i) => `${keyword} 0${String(i + 1).padStart(2, "0")}`),
    );
    expect(names(r.byNameNext)).toEqual([...Array(10)].map((_, i) => `${keyword} 0${i + 21}`));
    // an order with a ready ORDER BY term (the brands' lower(name) default) pages by offset only
    expect(r.brands.pageCursors).toBeUndefined();
    expect(r.first.pageCursors).toBeDefined();
  });
});
