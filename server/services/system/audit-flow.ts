import "server-only";
import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import type * as z from "zod";
import {
  AuditFlow,
  AuditFlowDefinition,
  AuditFlowProxy,
  auditDefinitions,
  type TAuditDefinitionDto,
  type TAuditDefinitionKey,
  type TAuditFlowDto,
  type ZAuditFlowFields,
} from "@/lib/contracts/audit-flow";
import type { MessageKey } from "@/lib/i18n/messages";
import { principalOfUser } from "@/server/auth/current-user";
import {
  auditFlowNodes,
  auditFlows,
  auditRecords,
  rolePermissions,
  roles,
  users,
} from "@/server/db/schema";
import { type AuthedCtx, type Handlers, implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { crudMethods, getRow } from "../crud";
import { auditFields, created, deleted, likePattern, liveRows, modified } from "../kit";
import {
  approverNames,
  auditDetails,
  canAudit,
  personNameSql,
  requireAuditReader,
} from "./audit-engine";
import { canSeeAuditSubject } from "./audit-hooks";

// /api/services/app/AuditFlow/*, AuditFlowProxy/* and AuditFlowDefinition/* (SPEC §7; issue 13
// item 5). A flow's nodes are written with it (Create and Update replace them in the given
// order) and reordered by UpdateSort; Active makes it its definition's one active flow.

const f = auditFlows;
const n = auditFlowNodes;
type FlowRow = typeof auditFlows.$inferSelect;
type FlowInput = z.output<typeof ZAuditFlowFields>;

/** The live nodes of these flows, in order. */
const nodesOf = (ctx: AuthedCtx, flowIds: string[]) =>
  flowIds.length
    ? ctx.db
        .select()
        .from(n)
        .where(and(inArray(n.flowId, flowIds), eq(n.isDeleted, false)))
        .orderBy(asc(n.sort))
    : Promise.resolve([]);

async function flowDtos(rows: FlowRow[], ctx: AuthedCtx): Promise<TAuditFlowDto[]> {
  const ids = rows.map((r) => r.id);
  const nodes = await nodesOf(ctx, ids);
  const names = await approverNames(
    ctx,
    nodes.flatMap((x) => (x.roleId ? [x.roleId] : [])),
    nodes.flatMap((x) => (x.userId ? [x.userId] : [])),
  );
  const pending = ids.length
    ? await ctx.db
        .select({ flowId: auditRecords.flowId, n: count() })
        .from(auditRecords)
        .where(and(inArray(auditRecords.flowId, ids), eq(auditRecords.state, "Pending")))
        .groupBy(auditRecords.flowId)
    : [];
  const pendingOf = new Map(pending.map((p) => [p.flowId, p.n]));
  return rows.map((row) => ({
    id: row.id,
    key: row.key as TAuditDefinitionKey,
    desc: row.desc,
    threshold: row.threshold === null ? null : String(Number(row.threshold)),
    isActive: row.isActive,
    nodes: nodes
      .filter((x) => x.flowId === row.id)
      .map((x) => ({
        id: x.id,
        sort: x.sort,
        approverType: x.approverType as "Role" | "User",
        roleId: x.roleId,
        userId: x.userId,
        approverName: names.nameOf(x),
      })),
    pendingCount: pendingOf.get(row.id) ?? 0,
    ...auditFields(row),
  }));
}

/**
 * Every node's approver can decide (400 on the node's field otherwise): a live role of the tenant,
 * or an active staff user (not a customer's account), holding the definition's decide permission,
 * without which they could not decide its audits.
 */
async function checkApprovers(ctx: AuthedCtx, key: TAuditDefinitionKey, nodes: FlowInput["nodes"]) {
  const permission = auditDefinitions.find((d) => d.key === key)!.decidePermission;
  const roleIds = nodes.flatMap((x) => (x.approverType === "Role" && x.roleId ? [x.roleId] : []));
  const userIds = nodes.flatMap((x) => (x.approverType === "User" && x.userId ? [x.userId] : []));
  const liveRoles = roleIds.length
    ? await ctx.db
        .select({
          id: roles.id,
          name: roles.displayName,
          // the static Admin role holds every permission
          reads: sql<boolean>`${roles.isStatic} or ${roles.name} in ('Admin', 'admin') or exists (select 1 from ${rolePermissions} where ${rolePermissions.roleId} = ${roles.id} and ${rolePermissions.name} = ${permission})`,
        })
        .from(roles)
        .where(and(liveRows(roles, ctx.tenantId), inArray(roles.id, roleIds)))
    : [];
  const liveUsers = userIds.length
    ? await ctx.db
        .select({ id: users.id, name: personNameSql })
        .from(users)
        .where(
          and(
            liveRows(users, ctx.tenantId),
            eq(users.isActive, true),
            sql`${users.userType} <> 'Customer'`,
            inArray(users.id, userIds),
          ),
        )
    : [];
  const approvers = new Map<string, { name: string; reads: boolean }>();
  for (const role of liveRoles) approvers.set(role.id, role);
  for (const user of liveUsers) {
    const principal = await principalOfUser(ctx.db, user.id);
    approvers.set(user.id, { name: user.name, reads: !!principal?.permissions.has(permission) });
  }
  nodes.forEach((x, i) => {
    const field = x.approverType === "Role" ? "roleId" : "userId";
    const approver = approvers.get(x[field]!);
    if (!approver) throw AppError.field(`nodes.${i}.${field}`, "api.errors.selectionUnavailable");
    if (!approver.reads)
      throw AppError.field(`nodes.${i}.${field}`, "api.errors.auditApproverCannotRead", {
        name: approver.name,
        permission: ctx.t(`permissions.${permission.replaceAll(".", "_")}` as MessageKey),
      });
  });
}

/** Serialises changes to which flow of a definition is active in a tenant. */
const lockKey = (ctx: AuthedCtx, key: string) =>
  ctx.db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`audit-flow:${ctx.tenantId}:${key}`}))`,
  );

const crud = crudMethods(AuditFlow, {
  table: f,
  sortColumns: { desc: sql`lower(${f.desc})`, key: f.key, creationTime: f.creationTime },
  where: (input) =>
    and(
      input.keyword ? sql`${f.desc} ilike ${likePattern(input.keyword)}` : undefined,
      input.key ? eq(f.key, input.key) : undefined,
      input.isActive === undefined ? undefined : eq(f.isActive, input.isActive),
    ),
  toValues: async (input, ctx, existing) => {
    await checkApprovers(ctx, input.key, input.nodes);
    return {
      key: input.key,
      desc: input.desc,
      threshold: input.threshold,
      // a flow moved to another definition stops: that definition may have its active flow
      ...(existing && existing.key !== input.key ? { isActive: false } : {}),
    };
  },
  // the nodes as given, in order; audits already started keep the nodes they started with
  afterSave: async (row, input, ctx) => {
    await ctx.db
      .update(n)
      .set(deleted(ctx))
      .where(and(eq(n.flowId, row.id), eq(n.isDeleted, false)));
    await ctx.db.insert(n).values(
      input.nodes.map((x, i) => ({
        ...created(ctx),
        flowId: row.id,
        sort: i + 1,
        approverType: x.approverType,
        roleId: x.approverType === "Role" ? x.roleId! : null,
        userId: x.approverType === "User" ? x.userId! : null,
      })),
    );
  },
  labelOf: (row) => String(row.desc),
  // audits under way would lose their flow: decide them first
  beforeDelete: async (row, ctx) => {
    const [{ pending } = { pending: 0 }] = await ctx.db
      .select({ pending: count() })
      .from(auditRecords)
      .where(and(eq(auditRecords.flowId, row.id), eq(auditRecords.state, "Pending")));
    if (pending > 0)
      throw AppError.conflict("api.errors.auditFlowPending", { name: row.desc, count: pending });
  },
  alsoDelete: [{ table: n, where: (id) => eq(n.flowId, id) }],
  toDtos: (rows, ctx) => flowDtos(rows as FlowRow[], ctx),
});

const handlers = {
  ...crud,
  GetForEdit: async (input: { id?: string }, ctx: AuthedCtx) => {
    const roleRows = await ctx.db
      .select({ id: roles.id, name: roles.displayName })
      .from(roles)
      .where(liveRows(roles, ctx.tenantId))
      .orderBy(sql`lower(${roles.displayName})`);
    const userRows = await ctx.db
      .select({ id: users.id, name: personNameSql })
      .from(users)
      .where(
        and(
          liveRows(users, ctx.tenantId),
          eq(users.isActive, true),
          sql`${users.userType} <> 'Customer'`,
        ),
      )
      .orderBy(sql`lower(${users.userName})`)
      .limit(500);
    return {
      flow: input.id ? await crud.Get({ id: input.id }, ctx) : null,
      definitions: definitionsFor(ctx),
      roles: roleRows,
      users: userRows,
    };
  },
  UpdateSort: async (input: { id: string; nodeIds: string[] }, ctx: AuthedCtx) => {
    // the flow's row, locked: two reorders (or a reorder and an edit) run one after the other
    await getRow(f, ctx, input.id, "AuditFlow", undefined, true);
    const live = await nodesOf(ctx, [input.id]);
    const seen = new Set<string>();
    input.nodeIds.forEach((id, i) => {
      if (seen.has(id)) throw AppError.field(`nodeIds.${i}`, "api.errors.duplicateInList");
      seen.add(id);
    });
    if (live.length !== seen.size || live.some((x) => !seen.has(x.id)))
      throw AppError.conflict("api.errors.auditNodesOutdated");
    for (const [i, id] of input.nodeIds.entries())
      await ctx.db
        .update(n)
        .set({ sort: i + 1, ...modified(ctx) })
        .where(and(eq(n.id, id), sql`${n.sort} <> ${i + 1}`));
    return crud.Get({ id: input.id }, ctx);
  },
  Active: async (input: { id: string; isActive: boolean }, ctx: AuthedCtx) => {
    const row = (await getRow(f, ctx, input.id, "AuditFlow")) as FlowRow;
    await lockKey(ctx, row.key);
    // one active flow per definition: activating this one stops the others
    if (input.isActive)
      await ctx.db
        .update(f)
        .set({ isActive: false, ...modified(ctx) })
        .where(and(liveRows(f, ctx.tenantId), eq(f.key, row.key), eq(f.isActive, true)));
    await ctx.db
      .update(f)
      .set({ isActive: input.isActive, ...modified(ctx) })
      .where(eq(f.id, row.id));
    return crud.Get({ id: row.id }, ctx);
  },
  CanAudit: async (input: { scope: TAuditDefinitionKey; entityId: string }, ctx: AuthedCtx) => {
    await requireVisible(ctx, input.scope, input.entityId);
    return canAudit(ctx, input.scope, input.entityId);
  },
};

/** The definition's read permission, and the record visible to the caller (404 otherwise). */
async function requireVisible(ctx: AuthedCtx, key: TAuditDefinitionKey, entityId: string) {
  requireAuditReader(ctx, key, entityId);
  if (!(await canSeeAuditSubject(ctx, key, entityId))) throw AppError.notFound("Audit", entityId);
}

/** The definitions in the caller's language. */
function definitionsFor(ctx: AuthedCtx): TAuditDefinitionDto[] {
  return auditDefinitions.map((d) => ({
    key: d.key,
    displayName: ctx.t(d.displayName as MessageKey),
    thresholdHint: "threshold" in d ? ctx.t(d.threshold as MessageKey) : null,
  }));
}

// /api/services/app/AuditFlow/* — flows, their nodes, which is active, who may decide
export const auditFlowService = implement(AuditFlow, handlers);

// /api/services/app/AuditFlowProxy/* — the same, plus a record's audit (GetDetail)
export const auditFlowProxyService = implement(AuditFlowProxy, {
  // the same handlers: the declarations differ only in their service's name
  ...(handlers as unknown as Omit<Handlers<typeof AuditFlowProxy>, "GetDetail">),
  GetDetail: async (input, ctx) => {
    await requireVisible(ctx, input.scope, input.entityId);
    const detail = (await auditDetails(ctx, input.scope, [input.entityId])).get(input.entityId);
    if (!detail) throw AppError.notFound("Audit", input.entityId);
    return detail;
  },
});

// /api/services/app/AuditFlowDefinition/* — what can go through a flow (from code)
export const auditFlowDefinitionService = implement(AuditFlowDefinition, {
  GetAll: async (input, ctx) => {
    const wanted = input.displayName?.toLowerCase();
    return {
      items: definitionsFor(ctx).filter(
        (d) => !wanted || d.displayName.toLowerCase().includes(wanted),
      ),
    };
  },
  Get: async (input, ctx) => definitionsFor(ctx).find((d) => d.key === input.key)!,
});
