import "server-only";
import { and, eq, type SQL } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { TAuditDefinitionKey, TAuditDetailDto, TAuditState } from "@/lib/contracts/audit-flow";
import type { MessageKey } from "@/lib/i18n/messages";
import type { PermissionName } from "@/lib/permissions";
import type { AuthedCtx } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { actorId, liveRows } from "../kit";
import { activeFlow, auditDetails, decide, startAudit, withdraw } from "./audit-engine";

// The audit lifecycle of a record that is simply approved (issue 17): Draft → Auditing → Approved,
// a rejection or a withdrawal making it a draft again, approved at once when no flow of its key is
// active. Due diligence records and project reports share it; a record with more states (a
// project) drives the engine itself.

export type AuditedState = "Draft" | "Auditing" | "Approved";

type AuditedTable = PgTable & {
  id: PgColumn;
  tenantId: PgColumn;
  isDeleted: PgColumn;
  state: PgColumn;
  lastModificationTime: PgColumn;
  lastModifierUserId: PgColumn;
};

interface Decision {
  step: number;
  isApproved: boolean;
  comment?: string | null;
  /** the audit the caller's page showed */
  auditId?: string;
}

/**
 * Whether the audit speaks of the record as it is: the one it waits in, the approval that made
 * it approved, or the rejection or withdrawal that sent it back. An older one (approved at once
 * since, with no flow active) is not shown as its audit.
 */
export function auditFitsState(state: string, audit: TAuditDetailDto) {
  switch (audit.state) {
    case "Pending":
      return state === "Auditing";
    case "Approved":
      return state === "Approved";
    default:
      return state === "Draft";
  }
}

export function auditedRecord<Row extends { id: string; state: string }>(o: {
  key: TAuditDefinitionKey;
  /** the entity a missing record's 404 names */
  entity: string;
  table: AuditedTable;
  /** the caller's reach beyond the tenant (a data scope): outside it a record is absent (404) */
  scope: (ctx: AuthedCtx) => Promise<SQL | undefined>;
  /** who submits, and may take back what they submitted */
  submit: PermissionName;
  /** who may take back anyone's */
  supervise: PermissionName;
  /** 409 when a record not in draft is submitted */
  notDraft: MessageKey;
  /** 403 when someone else's submission is taken back without `supervise` */
  notYours: MessageKey;
  /** more columns written when the record reaches a state (e.g. that it was once approved) */
  reaching?: (state: AuditedState) => Record<string, unknown>;
  /** other rules a submission must meet (the record's owner still takes it), after the lock */
  beforeSubmit?: (ctx: AuthedCtx, row: Row) => Promise<void>;
}) {
  const t = o.table;

  /** The record under a row lock (a second submit or decision waits, then sees the new state). */
  const lock = async (ctx: AuthedCtx, id: string) => {
    const [row] = (await ctx.db
      .select()
      .from(t as PgTable)
      .where(and(eq(t.id, id), liveRows(t, ctx.tenantId), await o.scope(ctx)))
      .for("update")) as Row[];
    if (!row) throw AppError.notFound(o.entity, id);
    return row;
  };

  const moveTo = async (ctx: AuthedCtx, row: Row, state: AuditedState) => {
    const [updated] = (await ctx.db
      .update(t)
      .set({
        state,
        ...o.reaching?.(state),
        lastModificationTime: new Date(),
        lastModifierUserId: actorId(ctx),
      } as never)
      .where(eq(t.id, row.id))
      .returning()) as Row[];
    return updated!;
  };

  /** Who may take a waiting audit back: its submitter, or a supervisor. */
  const mayWithdraw = (ctx: AuthedCtx, audit: TAuditDetailDto | undefined) =>
    ctx.permissions.has(o.supervise) ||
    (ctx.permissions.has(o.submit) && audit?.starterId === ctx.user.id);

  return {
    lock,
    mayWithdraw,
    /** Submits a draft: to the active flow, or approved at once when none is active. */
    async submit(ctx: AuthedCtx, id: string) {
      const row = await lock(ctx, id);
      if (row.state !== "Draft") throw AppError.conflict(o.notDraft);
      await o.beforeSubmit?.(ctx, row);
      const flow = await activeFlow(ctx, o.key);
      if (!flow) return moveTo(ctx, row, "Approved");
      await startAudit(ctx, o.key, row.id, flow);
      return moveTo(ctx, row, "Auditing");
    },
    /** Takes a waiting record back to draft (its submitter, or a supervisor). */
    async withdraw(ctx: AuthedCtx, id: string) {
      const row = await lock(ctx, id);
      if (row.state !== "Auditing") throw AppError.conflict("api.errors.auditDecided");
      const [audit] = (await auditDetails(ctx, o.key, [row.id])).values();
      if (!mayWithdraw(ctx, audit)) throw new AppError("forbidden", o.notYours);
      await withdraw(ctx, o.key, row.id);
      return moveTo(ctx, row, "Draft");
    },
    /**
     * The caller's decision on the waiting audit (the record's Audit method and My audits): the
     * engine checks the step and the approver; the last approval approves the record, a
     * rejection makes it a draft again.
     */
    async decide(
      ctx: AuthedCtx,
      id: string,
      decision: Decision,
    ): Promise<{ row: Row; auditState: TAuditState }> {
      const row = await lock(ctx, id);
      if (row.state !== "Auditing") throw AppError.conflict("api.errors.auditDecided");
      const result = await decide(ctx, o.key, row.id, decision);
      if (result === "Pending") return { row, auditState: result };
      const moved = await moveTo(ctx, row, result === "Approved" ? "Approved" : "Draft");
      return { row: moved, auditState: result };
    },
  };
}
