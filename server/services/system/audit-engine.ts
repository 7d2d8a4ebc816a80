import "server-only";
import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import {
  auditDefinitions,
  type TAuditDefinitionKey,
  type TAuditDetailDto,
  type TAuditState,
} from "@/lib/contracts/audit-flow";
import {
  type AuditStep,
  auditDecisions,
  auditFlowNodes,
  auditFlows,
  auditRecords,
  roles,
  userRoles,
  users,
} from "@/server/db/schema";
import type { AuthedCtx } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { actorId, liveRows } from "../kit";
import { noticeDecided, noticeStepWaiting, settleWaitingNotices } from "./notify";

// The audit engine (SPEC §4 StartAudit → Audit): a record's service starts an audit on its
// definition's active flow and passes each decision here; the engine keeps the state, the
// current node and the decisions, and says who may decide. Applying the outcome (a price, a
// project's phase) is the record's service's own work, in the same transaction.

type RecordRow = typeof auditRecords.$inferSelect;

/** "name surname", or the user name. */
export const personNameSql = sql<string>`coalesce(nullif(trim(${users.name} || ' ' || ${users.surname}), ''), ${users.userName})`;

/**
 * The definition's read permission must be held to see or decide its records' audits: without
 * it a record's audit is as absent (404) as a record outside the caller's scope (the gate let the
 * call through on another definition's read permission).
 */
export function requireAuditReader(ctx: AuthedCtx, key: TAuditDefinitionKey, entityId: string) {
  const definition = auditDefinitions.find((d) => d.key === key)!;
  if (!ctx.permissions.has(definition.readPermission)) throw AppError.notFound("Audit", entityId);
}

/** The definition's active flow with its nodes in order, or null: its records need no audit. */
export async function activeFlow(ctx: AuthedCtx, key: TAuditDefinitionKey) {
  const [flow] = await ctx.db
    .select()
    .from(auditFlows)
    .where(
      and(
        liveRows(auditFlows, ctx.tenantId),
        eq(auditFlows.key, key),
        eq(auditFlows.isActive, true),
      ),
    );
  if (!flow) return null;
  const nodes = await ctx.db
    .select()
    .from(auditFlowNodes)
    .where(and(eq(auditFlowNodes.flowId, flow.id), eq(auditFlowNodes.isDeleted, false)))
    .orderBy(asc(auditFlowNodes.sort));
  return { ...flow, nodes };
}
export type ActiveFlow = NonNullable<Awaited<ReturnType<typeof activeFlow>>>;

/** StartAudit: a Pending audit of the record on `flow`, at its first node, started by the caller. */
export async function startAudit(
  ctx: AuthedCtx,
  key: TAuditDefinitionKey,
  entityId: string,
  flow: ActiveFlow,
) {
  const steps: AuditStep[] = flow.nodes.map((n) => ({
    approverType: n.approverType as AuditStep["approverType"],
    roleId: n.roleId,
    userId: n.userId,
  }));
  const [row] = await ctx.db
    .insert(auditRecords)
    .values({
      tenantId: ctx.tenantId,
      key,
      entityId,
      flowId: flow.id,
      state: "Pending",
      currentStep: 1,
      steps,
      creatorUserId: actorId(ctx),
    })
    .returning();
  await noticeStepWaiting(ctx, row!, 1);
  return row!;
}

/** The newest audit of each of these records of a definition. */
/** Definitions whose audits a record may have: one key, or several (a project's two). */
type Keys = TAuditDefinitionKey | readonly TAuditDefinitionKey[];
const keysOf = (keys: Keys) => (typeof keys === "string" ? [keys] : [...keys]);

/** The newest audit of each of these records, of any of `keys`. */
async function newestRecords(ctx: AuthedCtx, keys: Keys, entityIds: string[]) {
  if (!entityIds.length) return [];
  return ctx.db
    .selectDistinctOn([auditRecords.entityId])
    .from(auditRecords)
    .where(
      and(
        eq(auditRecords.tenantId, ctx.tenantId),
        inArray(auditRecords.key, keysOf(keys)),
        inArray(auditRecords.entityId, entityIds),
      ),
    )
    .orderBy(auditRecords.entityId, desc(auditRecords.creationTime), desc(auditRecords.id));
}

/** The state of the newest audit of each of these records that has one, by entity id. */
export async function auditStatesOf(ctx: AuthedCtx, key: TAuditDefinitionKey, entityIds: string[]) {
  const records = await newestRecords(ctx, key, entityIds);
  return new Map(records.map((r) => [r.entityId, r.state as TAuditState]));
}

/** The caller's live role ids. */
export async function myRoleIds(ctx: AuthedCtx) {
  const rows = await ctx.db
    .select({ id: userRoles.roleId })
    .from(userRoles)
    .innerJoin(roles, eq(roles.id, userRoles.roleId))
    .where(and(eq(userRoles.userId, ctx.user.id), eq(roles.isDeleted, false)));
  return new Set(rows.map((r) => r.id));
}

/** Who the caller is to a record's audit: their roles, and the audits they already decided. */
interface Caller {
  roleIds: ReadonlySet<string>;
  /** ids of the audits among those asked about where the caller decided a step */
  decided: ReadonlySet<string>;
}

async function callerOf(ctx: AuthedCtx, recordIds: string[]): Promise<Caller> {
  const decided = recordIds.length
    ? await ctx.db
        .selectDistinct({ id: auditDecisions.recordId })
        .from(auditDecisions)
        .where(
          and(
            inArray(auditDecisions.recordId, recordIds),
            eq(auditDecisions.creatorUserId, ctx.user.id),
          ),
        )
    : [];
  return { roleIds: await myRoleIds(ctx), decided: new Set(decided.map((d) => d.id)) };
}

/**
 * Why the caller may not decide the record's current node now, or null when they may. Separation
 * of duties: the one who asked never decides their own record, and one person decides at most
 * one step of an audit.
 */
function refusal(ctx: AuthedCtx, record: RecordRow, caller: Caller): AppError | null {
  if (record.state !== "Pending" || record.currentStep === null)
    return AppError.conflict("api.errors.auditDecided");
  const definition = auditDefinitions.find((d) => d.key === record.key);
  if (!definition || !ctx.permissions.has(definition.decidePermission))
    return new AppError("forbidden", "api.errors.auditNotYourNode");
  const step = record.steps[record.currentStep - 1];
  const approver =
    !!step &&
    (step.approverType === "User"
      ? step.userId === ctx.user.id
      : step.roleId !== null && caller.roleIds.has(step.roleId));
  if (!approver) return new AppError("forbidden", "api.errors.auditNotYourNode");
  if (record.creatorUserId === ctx.user.id)
    return new AppError("forbidden", "api.errors.auditOwnRecord");
  if (caller.decided.has(record.id))
    return new AppError("forbidden", "api.errors.auditAlreadyDecided");
  return null;
}

/** CanAudit: whether the caller may decide the current node of the record's newest audit. */
export async function canAudit(ctx: AuthedCtx, key: TAuditDefinitionKey, entityId: string) {
  const [record] = await newestRecords(ctx, key, [entityId]);
  return !!record && !refusal(ctx, record, await callerOf(ctx, [record.id]));
}

/**
 * Audit: the caller's decision on `step`, the current node of the record's pending audit (409
 * when the audit has moved on: a double click, a stale page). Approving the last node approves
 * the audit; rejecting any node rejects it. Returns the audit's new state.
 */
export async function decide(
  ctx: AuthedCtx,
  key: TAuditDefinitionKey,
  entityId: string,
  decision: { step: number; isApproved: boolean; comment?: string | null; auditId?: string },
): Promise<TAuditState> {
  const [newest] = await newestRecords(ctx, key, [entityId]);
  if (!newest) throw AppError.notFound("Audit", entityId);
  // the page showed another audit of the record (withdrawn and submitted again since)
  if (decision.auditId && decision.auditId !== newest.id)
    throw AppError.conflict("api.errors.auditStepMoved");
  // lock it: two approvers of one node decide one after the other, the second is told
  const [record] = await ctx.db
    .select()
    .from(auditRecords)
    .where(eq(auditRecords.id, newest.id))
    .for("update");
  if (record!.state === "Pending" && record!.currentStep !== decision.step)
    throw AppError.conflict("api.errors.auditStepMoved");
  const refused = refusal(ctx, record!, await callerOf(ctx, [record!.id]));
  if (refused) throw refused;
  const step = decision.step;
  await ctx.db.insert(auditDecisions).values({
    tenantId: ctx.tenantId,
    recordId: record!.id,
    step,
    isApproved: decision.isApproved,
    comment: decision.comment || null,
    creatorUserId: actorId(ctx),
  });
  const last = step >= record!.steps.length;
  const state: TAuditState = !decision.isApproved ? "Rejected" : last ? "Approved" : "Pending";
  await ctx.db
    .update(auditRecords)
    .set({
      state,
      currentStep: state === "Pending" ? step + 1 : null,
      finishedTime: state === "Pending" ? null : new Date(),
      lastModificationTime: new Date(),
      lastModifierUserId: actorId(ctx),
    })
    .where(eq(auditRecords.id, record!.id));
  // the step is decided: its approvers' notices are settled, and the next step's or the
  // requester's told
  await settleWaitingNotices(ctx, key, entityId);
  if (state === "Pending") await noticeStepWaiting(ctx, record!, step + 1);
  else await noticeDecided(ctx, record!, state === "Approved" ? "Approved" : "Rejected");
  return state;
}

/**
 * Withdraws the record's pending audit (409 when already decided): it ends Withdrawn, nobody
 * decides it any more and it no longer holds its flow. Who may is the record's service's rule.
 */
export async function withdraw(ctx: AuthedCtx, key: TAuditDefinitionKey, entityId: string) {
  const [newest] = await newestRecords(ctx, key, [entityId]);
  if (!newest) throw AppError.notFound("Audit", entityId);
  const [record] = await ctx.db
    .select()
    .from(auditRecords)
    .where(eq(auditRecords.id, newest.id))
    .for("update");
  if (record!.state !== "Pending") throw AppError.conflict("api.errors.auditDecided");
  await ctx.db
    .update(auditRecords)
    .set({
      state: "Withdrawn",
      currentStep: null,
      finishedTime: new Date(),
      lastModificationTime: new Date(),
      lastModifierUserId: actorId(ctx),
    })
    .where(eq(auditRecords.id, record!.id));
  await settleWaitingNotices(ctx, key, entityId);
}

/**
 * The newest audit of each record as GetDetail shows it, by entity id (one query per table); with
 * several definitions, the newest of any of them.
 */
export async function auditDetails(
  ctx: AuthedCtx,
  keys: Keys,
  entityIds: string[],
): Promise<Map<string, TAuditDetailDto>> {
  const records = await newestRecords(ctx, keys, entityIds);
  if (!records.length) return new Map();
  const decisions = await ctx.db
    .select()
    .from(auditDecisions)
    .where(
      inArray(
        auditDecisions.recordId,
        records.map((r) => r.id),
      ),
    )
    .orderBy(asc(auditDecisions.creationTime), asc(auditDecisions.id));
  const flows = await ctx.db
    .select({ id: auditFlows.id, desc: auditFlows.desc })
    .from(auditFlows)
    .where(
      inArray(
        auditFlows.id,
        records.map((r) => r.flowId),
      ),
    );
  const userIds = [
    ...records.flatMap((r) => [r.creatorUserId, ...r.steps.map((s) => s.userId)]),
    ...decisions.map((d) => d.creatorUserId),
  ].filter((id): id is string => !!id);
  const roleIds = records
    .flatMap((r) => r.steps.map((s) => s.roleId))
    .filter((id): id is string => !!id);
  const names = await approverNames(ctx, roleIds, userIds);
  const caller = await callerOf(
    ctx,
    records.map((r) => r.id),
  );
  const flowDesc = new Map(flows.map((f) => [f.id, f.desc]));
  return new Map(
    records.map((r) => [
      r.entityId,
      {
        id: r.id,
        key: r.key as TAuditDefinitionKey,
        entityId: r.entityId,
        flowId: r.flowId,
        flowDesc: flowDesc.get(r.flowId) ?? "",
        state: r.state as TAuditState,
        currentStep: r.currentStep,
        steps: r.steps.map((s) => ({
          approverType: s.approverType,
          approverName: names.nameOf(s),
        })),
        decisions: decisions
          .filter((d) => d.recordId === r.id)
          .map((d) => ({
            step: d.step,
            isApproved: d.isApproved,
            comment: d.comment,
            userName: d.creatorUserId ? (names.users.get(d.creatorUserId) ?? null) : null,
            time: d.creationTime.toISOString(),
          })),
        starterId: r.creatorUserId,
        starterName: r.creatorUserId ? (names.users.get(r.creatorUserId) ?? null) : null,
        startTime: r.creationTime.toISOString(),
        canAudit: !refusal(ctx, r, caller),
      },
    ]),
  );
}

/** Role display names and user names of the tenant (deleted ones left out: shown as null). */
export async function approverNames(ctx: AuthedCtx, roleIds: string[], userIds: string[]) {
  const roleRows = roleIds.length
    ? await ctx.db
        .select({ id: roles.id, name: roles.displayName })
        .from(roles)
        .where(and(liveRows(roles, ctx.tenantId), inArray(roles.id, [...new Set(roleIds)])))
    : [];
  const userRows = userIds.length
    ? await ctx.db
        .select({ id: users.id, name: personNameSql })
        .from(users)
        .where(and(eq(users.tenantId, ctx.tenantId), inArray(users.id, [...new Set(userIds)])))
    : [];
  const roleNames = new Map(roleRows.map((r) => [r.id, r.name]));
  const userNames = new Map(userRows.map((u) => [u.id, u.name]));
  return {
    users: userNames,
    nameOf: (n: { approverType: string; roleId: string | null; userId: string | null }) =>
      (n.approverType === "Role"
        ? n.roleId && roleNames.get(n.roleId)
        : n.userId && userNames.get(n.userId)) ?? null,
  };
}
