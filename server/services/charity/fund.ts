import "server-only";
import { and, eq, ilike, inArray, sql } from "drizzle-orm";
import { Fund, type TFundOption } from "@/lib/contracts/charity";
import { funds, moneyRecords, projects } from "@/server/db/schema";
import { implement } from "@/server/http/define";
import { assertNameFree, crudMethods, usedBy } from "../crud";
import { auditFields, likePattern, liveRows } from "../kit";

// CRUD /api/services/app/Fund/* (issue 17): a fund's income, expense and balance are summed from
// its live money records, one grouped query per page.

export const fundService = implement(Fund, {
  GetOptions: async (_input, ctx) => ({
    items: await ctx.db
      .select({
        id: funds.id,
        name: funds.name,
        capitalProperty: funds.capitalProperty,
        isEnabled: funds.isEnabled,
      })
      .from(funds)
      .where(liveRows(funds, ctx.tenantId))
      .orderBy(sql`lower(${funds.name})`, funds.id)
      .then((rows) => rows as TFundOption[]),
  }),
  ...crudMethods(Fund, {
    table: funds,
    sortColumns: {
      name: sql`lower(${funds.name})`,
      creationTime: funds.creationTime,
    },
    defaultOrder: [sql`lower(${funds.name})`, sql`${funds.id}`],
    where: (input) =>
      and(
        input.keyword ? ilike(funds.name, likePattern(input.keyword)) : undefined,
        input.capitalProperty ? eq(funds.capitalProperty, input.capitalProperty) : undefined,
        input.isEnabled === undefined ? undefined : eq(funds.isEnabled, input.isEnabled),
      ),
    toValues: async (input, ctx, existing) => {
      await assertNameFree(funds, ctx, input.name, { exceptId: existing?.id });
      return {
        name: input.name,
        capitalProperty: input.capitalProperty,
        isEnabled: input.isEnabled,
        isSynced: input.isSynced,
        description: input.description || null,
      };
    },
    inUseBy: [
      usedBy(moneyRecords, moneyRecords.fundId, moneyRecords.code),
      usedBy(projects, projects.fundId, projects.code),
    ],
    toDtos: async (rows, ctx) => {
      const ids = rows.map((r) => r.id);
      const totals = ids.length
        ? await ctx.db
            .select({
              fundId: moneyRecords.fundId,
              income: sql<string>`coalesce(sum(${moneyRecords.amount}) filter (where ${moneyRecords.kind} <> 'Expense'), 0)::numeric(20, 2)::text`,
              expense: sql<string>`coalesce(sum(${moneyRecords.amount}) filter (where ${moneyRecords.kind} = 'Expense'), 0)::numeric(20, 2)::text`,
              balance: sql<string>`coalesce(sum(case when ${moneyRecords.kind} = 'Expense' then -${moneyRecords.amount} else ${moneyRecords.amount} end), 0)::numeric(20, 2)::text`,
            })
            .from(moneyRecords)
            .where(and(liveRows(moneyRecords, ctx.tenantId), inArray(moneyRecords.fundId, ids)))
            .groupBy(moneyRecords.fundId)
        : [];
      const byFund = new Map(totals.map((t) => [t.fundId, t]));
      return rows.map((r) => {
        const t = byFund.get(r.id);
        return {
          id: r.id,
          name: r.name,
          capitalProperty: r.capitalProperty,
          isEnabled: r.isEnabled,
          isSynced: r.isSynced,
          description: r.description,
          income: t?.income ?? "0.00",
          expense: t?.expense ?? "0.00",
          balance: t?.balance ?? "0.00",
          ...auditFields(r as never),
        };
      });
    },
  }),
});
