import "server-only";
import {
  auditDefinitions,
  type TAuditDefinitionKey,
  type TAuditState,
} from "@/lib/contracts/audit-flow";
import type { TProjectAuditKey } from "@/lib/contracts/charity-projects";
import type { AuthedCtx } from "@/server/http/define";
import {
  describeRequests,
  revisionAuditHandlers,
  visibleRequestIds,
} from "../catalogue/price-revision-audit";
import {
  decideDueDiligence,
  describeDueDiligence,
  visibleDueDiligenceIds,
} from "../charity/due-diligence";
import { decideProject, describeProjects, visibleProjectIds } from "../charity/project";
import { decideProjectReport, describeReports, visibleReportIds } from "../charity/project-report";

/** One record as My audits lists it: a title, a detail (a price change, a budget), its page. */
interface AuditSubject {
  title: string;
  detail: string | null;
  href: string | null;
}

interface AuditDecision {
  step: number;
  isApproved: boolean;
  comment?: string | null;
  /** the audit the caller's page showed */
  auditId?: string;
}

/**
 * What each audit definition's record service offers the audit screens (GetDetail, CanAudit, My
 * audits). A definition added to `auditDefinitions` must add its hooks here (the type asks for
 * one per key).
 */
interface AuditHooks {
  /** which of these records the caller may see, by the same rule as the record's own reads */
  visible(ctx: AuthedCtx, entityIds: string[]): Promise<Set<string>>;
  /** each record's title, detail and page, for the records asked about */
  describe(ctx: AuthedCtx, entityIds: string[]): Promise<Map<string, AuditSubject>>;
  /** the caller's decision, through the record's own service (which applies the outcome) */
  decide(
    ctx: AuthedCtx,
    key: TAuditDefinitionKey,
    entityId: string,
    decision: AuditDecision,
  ): Promise<TAuditState>;
}

const projectHooks: AuditHooks = {
  visible: visibleProjectIds,
  describe: describeProjects,
  decide: async (ctx, key, id, decision) =>
    (await decideProject(ctx, key as TProjectAuditKey, id, decision)).auditState,
};

export const auditHooks: Record<TAuditDefinitionKey, AuditHooks> = {
  // a revision of a customer whose type's page the caller holds (readableCustomers)
  PriceRevision: {
    visible: visibleRequestIds,
    describe: describeRequests,
    decide: async (ctx, _key, id, decision) =>
      (await revisionAuditHandlers.Audit({ id, ...decision }, ctx)).audit.state,
  },
  // a project in the caller's data scope of Pages.Project
  ProjectProposal: projectHooks,
  ProjectClose: projectHooks,
  ProjectChange: projectHooks,
  // a report of a project in the caller's data scope of Pages.Project
  ProjectReport: {
    visible: visibleReportIds,
    describe: describeReports,
    decide: async (ctx, _key, id, decision) =>
      (await decideProjectReport(ctx, id, decision)).auditState,
  },
  // a due-diligence record in the caller's data scope of Pages.DueDiligence
  DueDiligence: {
    visible: visibleDueDiligenceIds,
    describe: describeDueDiligence,
    decide: async (ctx, _key, id, decision) =>
      (await decideDueDiligence(ctx, id, decision)).auditState,
  },
};

/** Whether the caller may see the record an audit is about. */
export const canSeeAuditSubject = async (
  ctx: AuthedCtx,
  key: TAuditDefinitionKey,
  entityId: string,
) => (await auditHooks[key].visible(ctx, [entityId])).has(entityId);

/** A record an audit is about: its definition and its id. */
interface AuditRef {
  key: TAuditDefinitionKey;
  entityId: string;
}
/** "ProjectProposal:…": a record's key in the maps below. */
export const refKey = (ref: AuditRef) => `${ref.key}:${ref.entityId}`;

/**
 * The records asked about, grouped by the hooks that read them (a project's three definitions
 * share one): each group's ids and the definitions they were asked under. `readable` leaves out
 * definitions the caller may not read.
 */
function byHooks(refs: AuditRef[], readable: (key: TAuditDefinitionKey) => boolean = () => true) {
  const groups = new Map<AuditHooks, { ids: Set<string>; refs: AuditRef[] }>();
  for (const ref of refs) {
    if (!readable(ref.key)) continue;
    const hooks = auditHooks[ref.key];
    // a key no longer defined (an old notice's): nothing to read it with
    if (!hooks) continue;
    const group = groups.get(hooks) ?? { ids: new Set<string>(), refs: [] };
    group.ids.add(ref.entityId);
    group.refs.push(ref);
    groups.set(hooks, group);
  }
  return groups;
}

/**
 * Which of these records the caller may see (by refKey): each definition's read permission and
 * its record's own read rule, one query per kind of record.
 */
export async function visibleRefs(ctx: AuthedCtx, refs: AuditRef[]) {
  const readable = new Set(
    auditDefinitions.filter((d) => ctx.permissions.has(d.readPermission)).map((d) => d.key),
  );
  const visible = new Set<string>();
  for (const [hooks, group] of byHooks(refs, (key) => readable.has(key))) {
    const seen = await hooks.visible(ctx, [...group.ids]);
    for (const ref of group.refs) if (seen.has(ref.entityId)) visible.add(refKey(ref));
  }
  return visible;
}

/** Title, detail and page of each of these records (by refKey), one query per kind of record. */
export async function describeRefs(ctx: AuthedCtx, refs: AuditRef[]) {
  const found = new Map<string, AuditSubject>();
  for (const [hooks, group] of byHooks(refs)) {
    const subjects = await hooks.describe(ctx, [...group.ids]);
    for (const ref of group.refs) {
      const subject = subjects.get(ref.entityId);
      if (subject) found.set(refKey(ref), subject);
    }
  }
  return found;
}
