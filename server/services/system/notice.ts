import "server-only";
import { and, count, desc, eq, inArray, isNotNull, isNull } from "drizzle-orm";
import { auditDefinitions, type TAuditDefinitionKey } from "@/lib/contracts/audit-flow";
import { Notice, type TNoticeDto } from "@/lib/contracts/notice";
import type { MessageKey } from "@/lib/i18n/messages";
import { notices } from "@/server/db/schema";
import { type AuthedCtx, implement } from "@/server/http/define";
import { describeRefs, refKey, visibleRefs } from "./audit-hooks";

// The caller's notices (issue 17 item 5): listed newest first with what each record is, read in
// the caller's language and under their current permissions; marked read one by one or all.

const n = notices;
const mine = (ctx: AuthedCtx) => and(eq(n.tenantId, ctx.tenantId), eq(n.userId, ctx.user.id));

export const noticeService = implement(Notice, {
  GetAll: async (input, ctx) => {
    const where = and(
      mine(ctx),
      input.isRead === undefined
        ? undefined
        : input.isRead
          ? isNotNull(n.readTime)
          : isNull(n.readTime),
    );
    const [{ total } = { total: 0 }] = await ctx.db.select({ total: count() }).from(n).where(where);
    const rows = await ctx.db
      .select()
      .from(n)
      .where(where)
      .orderBy(desc(n.creationTime), desc(n.id))
      .offset(input.skipCount)
      .limit(input.maxResultCount);
    // what each record is, for the records the caller may still see
    const refs = rows.map((r) => ({
      key: r.auditKey as TAuditDefinitionKey,
      entityId: r.entityId,
    }));
    const visible = await visibleRefs(ctx, refs);
    const subjects = await describeRefs(
      ctx,
      refs.filter((r) => visible.has(refKey(r))),
    );
    const items: TNoticeDto[] = rows.map((r) => {
      const key = r.auditKey as TAuditDefinitionKey;
      const definition = auditDefinitions.find((d) => d.key === key);
      const subject = subjects.get(refKey({ key, entityId: r.entityId }));
      return {
        id: r.id,
        kind: r.kind as TNoticeDto["kind"],
        key,
        definitionName: definition ? ctx.t(definition.displayName as MessageKey) : key,
        title: subject?.title ?? null,
        href: subject?.href ?? null,
        step: r.step,
        outcome: r.outcome as TNoticeDto["outcome"],
        isRead: r.readTime !== null,
        time: r.creationTime.toISOString(),
      };
    });
    return { totalCount: total, items };
  },
  GetUnreadCount: async (_input, ctx) => {
    const [{ unread } = { unread: 0 }] = await ctx.db
      .select({ unread: count() })
      .from(n)
      .where(and(mine(ctx), isNull(n.readTime)));
    return { count: unread };
  },
  MarkRead: async (input, ctx) => {
    const marked = await ctx.db
      .update(n)
      .set({ readTime: new Date() })
      .where(and(mine(ctx), isNull(n.readTime), input.ids ? inArray(n.id, input.ids) : undefined))
      .returning({ id: n.id });
    return { count: marked.length };
  },
});
