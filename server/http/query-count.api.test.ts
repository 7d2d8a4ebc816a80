import { beforeAll, describe, expect, it } from "vitest";
import type { Op } from "@/lib/api/define";
import { sql } from "drizzle-orm";
import { getDb, withRollback } from "@/server/db/client";
import { countQueries } from "@/server/db/query-count";
import { call, signIn } from "@/server/test/api";
import { declaredMethods } from "@/server/test/declared-methods";

// Issue 16's query-count check: no list makes a query per row. Every declared GET whose input
// takes a page size alone is called by the administrator on the demo data for a page of 1 and a
// page of 20; when the second holds at least MIN_ROWS rows, it may send at most
// OPTIONAL_LOOKUPS more statements than the first (a lookup a one-row page skips when its row
// has nothing to look up: no creator, no picture …). A query per row would add at least
// MIN_ROWS − 1.

const MIN_ROWS = 6;
const OPTIONAL_LOOKUPS = 3;
/**
 * Lists whose rows carry their audit: a one-row page whose record has none skips the audit's
 * lookups (decisions, flows, people, roles, the caller's steps), so they may send this many more
 * (a project's also its series and fund, when the newest has neither). Notices and My audits ask
 * each kind of record they are about once (price revisions, projects, project reports, due
 * diligence: whether the caller sees them, and their titles), so a page about several kinds sends
 * a few more than a page about one. They are compared only with more rows than that, so a query
 * per row still shows.
 */
const AUDITED: Record<string, number> = {
  "DueDiligenceRecord/GetAll": 5,
  "Project/GetAll": 8,
  "ProjectReport/GetAll": 6,
  "Notice/GetAll": 9,
};

/** GET lists of the console (not the customers' own) that a page size alone is enough for. */
const lists = declaredMethods.filter(
  (m) =>
    m.verb === "GET" &&
    !(m.access.kind === "permission" && m.access.anyOf.every((p) => p === "@customer")) &&
    !m.raw &&
    m.op.input.safeParse({ maxResultCount: 1 }).success &&
    "maxResultCount" in (m.op.input.safeParse({ maxResultCount: 1 }).data as object),
);

/** the lists with enough rows to tell */
const compared: string[] = [];
let token: string;
beforeAll(async () => {
  token = await signIn();
});

async function page(op: Op, size: number) {
  // the caller is kept between calls (the principal cache) for up to a minute: read it first, so
  // neither count holds its look-up
  await call(op as never, { maxResultCount: 1 } as never, { token });
  const { result, queries } = await countQueries(() =>
    call(op as never, { maxResultCount: size } as never, { token }),
  );
  const items = (result.body.result as { items?: unknown[] } | null)?.items;
  return { status: result.status, rows: Array.isArray(items) ? items.length : 0, queries };
}

describe("lists send as many statements for a page of 20 as for a page of 1", () => {
  it("finds the lists to check", () => {
    expect(lists.length).toBeGreaterThan(30);
  });

  for (const m of lists)
    it(m.id, async () => {
      const one = await page(m.op, 1);
      const twenty = await page(m.op, 20);
      expect(one.status, "a page of 1").toBe(200);
      expect(twenty.status, "a page of 20").toBe(200);
      const allowed = AUDITED[m.id] ?? OPTIONAL_LOOKUPS;
      // too few rows on the demo data to tell
      if (twenty.rows < Math.max(MIN_ROWS, allowed + 2)) return;
      compared.push(m.id);
      expect(
        twenty.queries - one.queries,
        `${m.id}: ${one.queries} statements for 1 row, ${twenty.queries} for ${twenty.rows}`,
      ).toBeLessThanOrEqual(allowed);
    });

  it("compared enough lists to mean something", () => {
    // the demo data alone gives these at least MIN_ROWS rows; more when other tests ran first
    expect(compared.length, compared.join(", ")).toBeGreaterThanOrEqual(25);
  });

  it("Role/GetAll with more roles than the demo data has (each with its grants)", async () => {
    const { one, twenty } = await withRollback(async () => {
      const db = await getDb();
      await db.execute(sql`insert into roles (id, tenant_id, name, display_name)
        select gen_random_uuid(), 1, 'QueryCount' || i, 'Query count ' || i
        from generate_series(1, ${MIN_ROWS}::int) i`);
      await db.execute(sql`insert into role_permissions (role_id, name)
        select id, 'Pages.Users' from roles where name like 'QueryCount%'`);
      const role = declaredMethods.find((m) => m.id === "Role/GetAll")!;
      return { one: await page(role.op, 1), twenty: await page(role.op, 20) };
    });
    expect(twenty.rows).toBeGreaterThanOrEqual(MIN_ROWS);
    expect(twenty.queries - one.queries).toBeLessThanOrEqual(OPTIONAL_LOOKUPS);
  });
});
