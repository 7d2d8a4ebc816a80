import "server-only";
import { and, asc, eq } from "drizzle-orm";
import { DataDictionary } from "@/lib/contracts/data-dictionary";
import { dataDictionaries } from "@/server/db/schema";
import { type AuthedCtx, implement } from "@/server/http/define";
import { liveRows } from "../kit";

// GET /api/services/app/DataDictionary/GetDataDictionaryListByKey (SPEC §3 System, §7
// DataDictionary): the live values of the live node with that key, by display order, then key.
// Only this read is here (issue 10: a stock-in's in-storage types); the rest comes with issue 13.

const t = dataDictionaries;

/** The live values of the live node `nodeKey` (none when there is no such node), in order. */
export async function dictionaryValues(ctx: AuthedCtx, nodeKey: string) {
  const [node] = await ctx.db
    .select({ id: t.id })
    .from(t)
    .where(and(liveRows(t, ctx.tenantId), eq(t.isParent, true), eq(t.key, nodeKey)));
  if (!node) return [];
  // a node's values carry its key (the unique index keys them by it)
  return ctx.db
    .select({ id: t.id, key: t.key, displayName: t.displayName, displayOrder: t.displayOrder })
    .from(t)
    .where(and(liveRows(t, ctx.tenantId), eq(t.parentKey, nodeKey), eq(t.isParent, false)))
    .orderBy(asc(t.displayOrder), asc(t.key));
}

export const dataDictionaryService = implement(DataDictionary, {
  GetDataDictionaryListByKey: async (input, ctx) => ({
    items: await dictionaryValues(ctx, input.key),
  }),
});
