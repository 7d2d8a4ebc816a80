import { sql } from "drizzle-orm";
import { boolean, date, index, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { auditColumns, idColumn, softDeleteColumns, tenantColumn } from "./columns";

/**
 * The organisations a foundation works with (issue 17 item 4): a name unique per tenant
 * (ignoring case), a kind, and an optional unified social credit code, unique when given.
 */
export const organizations = pgTable(
  "organizations",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
    creditCode: text("credit_code"),
    contactName: text("contact_name"),
    contactPhone: text("contact_phone"),
    address: text("address"),
    description: text("description"),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("organizations_name_uq")
      .on(t.tenantId, sql`lower(${t.name})`)
      .where(sql`${t.isDeleted} = false`),
    uniqueIndex("organizations_credit_code_uq")
      .on(t.tenantId, t.creditCode)
      .where(sql`${t.isDeleted} = false and ${t.creditCode} is not null`),
    index("organizations_kind_idx").on(t.tenantId, t.kind),
  ],
);

/**
 * Due diligence on an organisation: a review's date, reviewer, conclusion, risk and findings,
 * its report files (attachments, host type DueDiligence) and its state (Draft, Auditing,
 * Approved) in the DueDiligence audit flow.
 */
export const dueDiligenceRecords = pgTable(
  "due_diligence_records",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    organizationId: uuid("organization_id").notNull(),
    reviewedOn: date("reviewed_on", { mode: "string" }).notNull(),
    reviewer: text("reviewer").notNull(),
    conclusion: text("conclusion").notNull(),
    riskLevel: text("risk_level").notNull(),
    findings: text("findings").notNull(),
    state: text("state").notNull().default("Draft"),
    /** approved once (improved since, or not): the foundation keeps it, it is not deleted */
    wasApproved: boolean("was_approved").notNull().default(false),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    index("due_diligence_organization_idx").on(t.organizationId, t.reviewedOn),
    index("due_diligence_reviewed_idx").on(t.tenantId, t.reviewedOn),
    index("due_diligence_state_idx").on(t.tenantId, t.state, t.reviewedOn),
  ],
);

/**
 * Applications to join (issue 17 item 4): what an organisation said about itself, from the website
 * or entered by staff; Pending until approved (its organisation then made) or rejected.
 */
export const organizationApplies = pgTable(
  "organization_applies",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    name: text("name").notNull(),
    kind: text("kind").notNull(),
    creditCode: text("credit_code"),
    contactName: text("contact_name").notNull(),
    contactPhone: text("contact_phone").notNull(),
    emailAddress: text("email_address").notNull(),
    address: text("address"),
    description: text("description").notNull(),
    state: text("state").notNull().default("Pending"),
    fromWebsite: boolean("from_website").notNull().default(false),
    decisionComment: text("decision_comment"),
    organizationId: uuid("organization_id"),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    index("organization_applies_state_idx").on(t.tenantId, t.state, t.creationTime),
    index("organization_applies_created_idx").on(t.tenantId, t.creationTime),
  ],
);
