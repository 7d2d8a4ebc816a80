import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  auditColumns,
  idColumn,
  money,
  softDeleteColumns,
  tenantColumn,
  timestampColumn,
} from "./columns";
import { roles, users } from "./identity";

// Audit flows (SPEC §3 audit flow: key, desc, active; §4 StartAudit → Audit; §7 AuditFlow;
// issue 13 item 5): flows with ordered nodes, the audits of records that went through one, their
// decisions, and the showcase's price revisions awaiting approval.

/** A flow for one audit definition (`key`, lib/contracts/audit-flow.ts); one active per key. */
export const auditFlows = pgTable(
  "audit_flows",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    key: text("key").notNull(),
    desc: text("desc").notNull(),
    /** percent; what it measures is the definition's (a price change); null: every record */
    threshold: numeric("threshold", { precision: 9, scale: 2, mode: "string" }),
    isActive: boolean("is_active").notNull().default(false),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    // one active flow per definition and tenant
    uniqueIndex("audit_flows_active_uq")
      .on(t.tenantId, t.key)
      .where(sql`${t.isActive} and ${t.isDeleted} = false`),
    index("audit_flows_list_idx")
      .on(t.tenantId, t.creationTime)
      .where(sql`${t.isDeleted} = false`),
  ],
);

/** A node of a flow: approved by anyone holding a role, or by one user; `sort` 1, 2, 3 … */
export const auditFlowNodes = pgTable(
  "audit_flow_nodes",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    flowId: uuid("flow_id")
      .notNull()
      .references(() => auditFlows.id),
    sort: integer("sort").notNull(),
    /** Role or User */
    approverType: text("approver_type").notNull(),
    roleId: uuid("role_id").references(() => roles.id, { onDelete: "set null" }),
    userId: uuid("user_id").references(() => users.id),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    index("audit_flow_nodes_flow_idx")
      .on(t.flowId, t.sort)
      .where(sql`${t.isDeleted} = false`),
  ],
);

/** A node as an audit keeps it: the flow's nodes are copied when the audit starts. */
export interface AuditStep {
  approverType: "Role" | "User";
  roleId: string | null;
  userId: string | null;
}

/**
 * One audit of one record (definition key + entity id): Pending until the last node approves
 * (Approved) or any node rejects (Rejected). `steps` is the flow's nodes when it started, so
 * editing the flow changes only audits started later. The creator is who started it.
 */
export const auditRecords = pgTable(
  "audit_records",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    key: text("key").notNull(),
    entityId: uuid("entity_id").notNull(),
    flowId: uuid("flow_id")
      .notNull()
      .references(() => auditFlows.id),
    /** Pending, Approved or Rejected */
    state: text("state").notNull(),
    /** 1-based index into `steps` of the node deciding now; null once decided */
    currentStep: integer("current_step"),
    steps: jsonb("steps").$type<AuditStep[]>().notNull(),
    finishedTime: timestampColumn("finished_time"),
    ...auditColumns(),
  },
  (t) => [
    index("audit_records_entity_idx").on(t.tenantId, t.key, t.entityId, t.creationTime),
    index("audit_records_flow_idx").on(t.flowId, t.state),
    // My audits: the tenant's waiting audits, oldest first
    index("audit_records_pending_idx")
      .on(t.tenantId, t.creationTime)
      .where(sql`${t.state} = 'Pending'`),
  ],
);

/** A decision on one node of an audit: who, when, approved or not, and why. */
export const auditDecisions = pgTable(
  "audit_decisions",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    recordId: uuid("record_id")
      .notNull()
      .references(() => auditRecords.id),
    step: integer("step").notNull(),
    isApproved: boolean("is_approved").notNull(),
    comment: text("comment"),
    ...auditColumns(),
  },
  (t) => [index("audit_decisions_record_idx").on(t.recordId, t.creationTime)],
);

/**
 * A price revision waiting for its audit (the showcase, definition PriceRevision): not applied
 * until the audit is approved, when the revision (price_revisions) is written with this id.
 */
export const priceRevisionRequests = pgTable(
  "price_revision_requests",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    skuId: uuid("sku_id").notNull(),
    customerId: uuid("customer_id").notNull(),
    /** what the customer paid when it was asked */
    originalPrice: money("original_price").notNull(),
    revisedPrice: money("revised_price").notNull(),
    remark: text("remark"),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [index("price_revision_requests_sku_idx").on(t.tenantId, t.skuId, t.creationTime)],
);
