import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { idColumn, tenantColumn, timestampColumn } from "./columns";

/**
 * Notices to staff users (issue 17 item 5, the message center's read/unread): an audit waiting
 * for the user's step (AuditWaiting), or the user's submission decided (AuditDecided, with the
 * outcome). What the record is, and its page, are read when the notice is shown, in the reader's
 * language and under their current permissions.
 */
export const notices = pgTable(
  "notices",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    userId: uuid("user_id").notNull(),
    kind: text("kind").notNull(),
    /** the audit definition and the record */
    auditKey: text("audit_key").notNull(),
    entityId: uuid("entity_id").notNull(),
    /** the step waiting (AuditWaiting) */
    step: integer("step"),
    /** Approved or Rejected (AuditDecided) */
    outcome: text("outcome"),
    readTime: timestampColumn("read_time"),
    creationTime: timestampColumn("creation_time").notNull().defaultNow(),
  },
  (t) => [
    index("notices_user_idx").on(t.userId, t.creationTime),
    index("notices_unread_idx")
      .on(t.userId)
      .where(sql`${t.readTime} is null`),
    // the retention job: notices read long ago (server/jobs/read-notices.ts)
    index("notices_read_idx")
      .on(t.readTime)
      .where(sql`${t.readTime} is not null`),
    // settling a record's waiting notices when its step is decided
    index("notices_waiting_idx")
      .on(t.auditKey, t.entityId)
      .where(sql`${t.readTime} is null`),
  ],
);
