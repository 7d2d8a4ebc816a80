import "server-only";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { MessageKey } from "@/lib/i18n/messages";
import type { AuthedCtx } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { liveRows, modified } from "../kit";

/** A tree table whose rows are ordered among the children of one parent. */
interface SiblingTable {
  table: PgTable & { id: PgColumn; tenantId: PgColumn; isDeleted: PgColumn; parentId: PgColumn };
  /** the order column, and its property name for UPDATE … SET */
  order: PgColumn;
  orderKey: string;
}

/**
 * Drag and drop among siblings: numbers the live children of `parentId` (null: the top level)
 * 1, 2, 3… in the order of `ids`. They are locked first (in id order, so two callers cannot
 * deadlock): two reorders of one parent run one after the other. The list must name every live
 * child once: a duplicate is 400 on `ids.N`; a list from before another change (one missing or
 * foreign) is 409 `outdated`, never a silent partial order.
 */
export async function sortSiblings(
  ctx: AuthedCtx,
  { table, order, orderKey }: SiblingTable,
  parentId: string | null,
  ids: string[],
  outdated: MessageKey,
) {
  const live = await ctx.db
    .select({ id: table.id })
    .from(table)
    .where(
      and(
        liveRows(table, ctx.tenantId),
        parentId ? eq(table.parentId, parentId) : isNull(table.parentId),
      ),
    )
    .orderBy(table.id)
    .for("update");
  const seen = new Set<string>();
  ids.forEach((id, i) => {
    if (seen.has(id)) throw AppError.field(`ids.${i}`, "api.errors.duplicateInList");
    seen.add(id);
  });
  if (live.length !== seen.size || live.some((row) => !seen.has(row.id as string)))
    throw AppError.conflict(outdated);
  for (const [i, id] of ids.entries())
    await ctx.db
      .update(table)
      .set({ [orderKey]: i + 1, ...modified(ctx) } as never)
      .where(and(eq(table.id, id), sql`${order} <> ${i + 1}`));
}
