import "server-only";
import { and, eq, inArray, isNull, ne } from "drizzle-orm";
import type { TAuditDefinitionKey } from "@/lib/contracts/audit-flow";
import {
  type AuditStep,
  auditDecisions,
  notices,
  roles,
  userRoles,
  users,
} from "@/server/db/schema";
import type { AuthedCtx } from "@/server/http/define";

// The audit engine's notices (issue 17 item 5): who is told what, written in the transaction
// that starts or decides the audit. Reading them is server/services/system/notice.ts.

/** The live, active staff users a step names: the user, or the members of the role. */
async function approversOf(ctx: AuthedCtx, step: AuditStep) {
  const named =
    step.approverType === "User"
      ? step.userId
        ? eq(users.id, step.userId)
        : undefined
      : step.roleId
        ? inArray(
            users.id,
            ctx.db
              .select({ id: userRoles.userId })
              .from(userRoles)
              .innerJoin(roles, eq(roles.id, userRoles.roleId))
              .where(and(eq(userRoles.roleId, step.roleId), eq(roles.isDeleted, false))),
          )
        : undefined;
  if (!named) return [];
  const rows = await ctx.db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        named,
        eq(users.tenantId, ctx.tenantId),
        eq(users.isDeleted, false),
        eq(users.isActive, true),
        ne(users.userType, "Customer"),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Tells a step's approvers that the record's audit waits for them: everyone the step names but
 * the one who asked (who never decides their own record) and those who decided an earlier step
 * of it (one person decides one step).
 */
export async function noticeStepWaiting(
  ctx: AuthedCtx,
  record: {
    id: string;
    key: string;
    entityId: string;
    steps: AuditStep[];
    creatorUserId: string | null;
  },
  step: number,
) {
  const decided = await ctx.db
    .select({ id: auditDecisions.creatorUserId })
    .from(auditDecisions)
    .where(eq(auditDecisions.recordId, record.id));
  const out = new Set([record.creatorUserId, ...decided.map((d) => d.id)]);
  const who = (await approversOf(ctx, record.steps[step - 1]!)).filter((id) => !out.has(id));
  if (!who.length) return;
  await ctx.db.insert(notices).values(
    who.map((userId) => ({
      tenantId: ctx.tenantId,
      userId,
      kind: "AuditWaiting",
      auditKey: record.key as TAuditDefinitionKey,
      entityId: record.entityId,
      step,
    })),
  );
}

/** Tells the one who asked that their audit was approved or rejected. */
export async function noticeDecided(
  ctx: AuthedCtx,
  record: { key: string; entityId: string; creatorUserId: string | null },
  outcome: "Approved" | "Rejected",
) {
  if (!record.creatorUserId || record.creatorUserId === ctx.user.id) return;
  await ctx.db.insert(notices).values({
    tenantId: ctx.tenantId,
    userId: record.creatorUserId,
    kind: "AuditDecided",
    auditKey: record.key,
    entityId: record.entityId,
    outcome,
  });
}

/**
 * The record's waiting notices are settled (marked read for everyone) once its step is decided
 * or its audit withdrawn: nothing waits for them any more.
 */
export async function settleWaitingNotices(ctx: AuthedCtx, key: string, entityId: string) {
  await ctx.db
    .update(notices)
    .set({ readTime: new Date() })
    .where(
      and(
        eq(notices.tenantId, ctx.tenantId),
        eq(notices.kind, "AuditWaiting"),
        eq(notices.auditKey, key),
        eq(notices.entityId, entityId),
        isNull(notices.readTime),
      ),
    );
}
