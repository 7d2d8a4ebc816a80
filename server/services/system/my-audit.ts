import "server-only";
import { and, asc, desc, eq, inArray, isNull, ne, notExists, or, sql } from "drizzle-orm";
import { auditDefinitions, type TAuditDefinitionKey } from "@/lib/contracts/audit-flow";
import { MY_AUDITS_LIMIT, MyAudit, type TMyAuditDto } from "@/lib/contracts/my-audit";
import type { MessageKey } from "@/lib/i18n/messages";
import { auditDecisions, auditFlows, auditRecords } from "@/server/db/schema";
import { type AuthedCtx, implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { approverNames, myRoleIds, requireAuditReader } from "./audit-engine";
import { auditHooks, canSeeAuditSubject, describeRefs, refKey, visibleRefs } from "./audit-hooks";

// My audits (issue 17 item 5): one list over every audit definition of what waits for the
// caller, and the decision through the record's own service.

const a = auditRecords;

/** The definitions whose records the caller may read and whose audits they may decide. */
const decidable = (ctx: AuthedCtx) =>
  auditDefinitions.filter(
    (d) => ctx.permissions.has(d.readPermission) && ctx.permissions.has(d.decidePermission),
  );

/**
 * The waiting audits whose current step names the caller (as the user, or one of their roles),
 * which they did not start and of which they decided no step: the engine's refusal rules, as SQL.
 */
async function waitingFor(ctx: AuthedCtx, keys: TAuditDefinitionKey[], newestFirst: boolean) {
  if (!keys.length) return [];
  const roleIds = [...(await myRoleIds(ctx))];
  const step = sql`(${a.steps} -> (${a.currentStep} - 1))`;
  const me = ctx.user.id;
  return ctx.db
    .select()
    .from(a)
    .where(
      and(
        eq(a.tenantId, ctx.tenantId),
        eq(a.state, "Pending"),
        inArray(a.key, keys),
        or(isNull(a.creatorUserId), ne(a.creatorUserId, me)),
        or(
          sql`${step} ->> 'approverType' = 'User' and ${step} ->> 'userId' = ${me}`,
          roleIds.length
            ? sql`${step} ->> 'approverType' = 'Role' and ${step} ->> 'roleId' in (${sql.join(
                roleIds.map((id) => sql`${id}`),
                sql`, `,
              )})`
            : undefined,
        ),
        notExists(
          ctx.db
            .select({ one: sql`1` })
            .from(auditDecisions)
            .where(and(eq(auditDecisions.recordId, a.id), eq(auditDecisions.creatorUserId, me))),
        ),
      ),
    )
    .orderBy(
      ...(newestFirst ? [desc(a.creationTime), desc(a.id)] : [asc(a.creationTime), asc(a.id)]),
    )
    .limit(MY_AUDITS_LIMIT);
}

export const myAuditService = implement(MyAudit, {
  GetDefinitions: async (_input, ctx) => ({
    items: decidable(ctx).map((d) => ({
      key: d.key,
      displayName: ctx.t(d.displayName as MessageKey),
    })),
  }),
  GetAll: async (input, ctx) => {
    const keys = decidable(ctx)
      .map((d) => d.key)
      .filter((k) => !input.key || k === input.key);
    const waiting = await waitingFor(ctx, keys, !!input.sorting?.[0]?.desc);
    // only records the caller could open: each definition's own read rule
    const refOf = (r: (typeof waiting)[number]) => ({
      key: r.key as TAuditDefinitionKey,
      entityId: r.entityId,
    });
    const visible = await visibleRefs(ctx, waiting.map(refOf));
    const rows = waiting.filter((r) => visible.has(refKey(refOf(r))));
    const page = rows.slice(input.skipCount, input.skipCount + input.maxResultCount);
    const subjects = await describeRefs(ctx, page.map(refOf));
    const flows = page.length
      ? await ctx.db
          .select({ id: auditFlows.id, desc: auditFlows.desc })
          .from(auditFlows)
          .where(
            inArray(
              auditFlows.id,
              page.map((r) => r.flowId),
            ),
          )
      : [];
    const flowDesc = new Map(flows.map((f) => [f.id, f.desc]));
    const names = await approverNames(
      ctx,
      [],
      page.map((r) => r.creatorUserId).filter((id): id is string => !!id),
    );
    const items: TMyAuditDto[] = page.map((r) => {
      const key = r.key as TAuditDefinitionKey;
      const definition = auditDefinitions.find((d) => d.key === key)!;
      const subject = subjects.get(refKey({ key, entityId: r.entityId }));
      return {
        id: r.id,
        key,
        definitionName: ctx.t(definition.displayName as MessageKey),
        entityId: r.entityId,
        title: subject?.title ?? r.entityId,
        detail: subject?.detail ?? null,
        href: subject?.href ?? null,
        flowDesc: flowDesc.get(r.flowId) ?? "",
        currentStep: r.currentStep ?? 1,
        stepCount: r.steps.length,
        starterName: r.creatorUserId ? (names.users.get(r.creatorUserId) ?? null) : null,
        startTime: r.creationTime.toISOString(),
      };
    });
    // a queue longer than the read: the count is at least this
    return {
      totalCount: rows.length,
      ...(waiting.length === MY_AUDITS_LIMIT && { totalCountIsEstimate: true }),
      items,
    };
  },
  Audit: async (input, ctx) => {
    requireAuditReader(ctx, input.scope, input.entityId);
    if (!(await canSeeAuditSubject(ctx, input.scope, input.entityId)))
      throw AppError.notFound("Audit", input.entityId);
    const state = await auditHooks[input.scope].decide(ctx, input.scope, input.entityId, input);
    return { state };
  },
});
