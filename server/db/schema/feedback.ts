import { sql } from "drizzle-orm";
import { boolean, index, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { auditColumns, idColumn, softDeleteColumns, tenantColumn } from "./columns";
import { users } from "./identity";

// Website feedback and its replies (SPEC §3 Feedback, §4 feedback states, §7 Feedback and
// FeedbackReply; issue 13 item 2).

/**
 * A message from the portal (Submit, by a signed-in customer) or entered by staff (Create): shown
 * on the portal or not, replied or not (set when a reply is saved).
 */
export const feedbacks = pgTable(
  "feedbacks",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    /** how the sender would like an answer: a phone number, an e-mail address, free text */
    contactType: text("contact_type"),
    /** a value key of the FeedbackType data dictionary (SPEC's typeCodeId) */
    typeCode: text("type_code").notNull(),
    /** FeedbackSource: Portal or Console */
    sourceType: text("source_type").notNull(),
    isShowPortal: boolean("is_show_portal").notNull().default(false),
    isReplied: boolean("is_replied").notNull().default(false),
    /** the customer who submitted it (portal), null for one staff entered */
    userId: uuid("user_id").references(() => users.id),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    index("feedbacks_list_idx")
      .on(t.tenantId, t.creationTime)
      .where(sql`${t.isDeleted} = false`),
    index("feedbacks_state_idx")
      .on(t.tenantId, t.isReplied, t.isShowPortal)
      .where(sql`${t.isDeleted} = false`),
    index("feedbacks_user_idx")
      .on(t.tenantId, t.userId, t.creationTime)
      .where(sql`${t.isDeleted} = false`),
  ],
);

/** A staff answer to a feedback; a hidden one is not shown to its sender. */
export const feedbackReplies = pgTable(
  "feedback_replies",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    feedbackId: uuid("feedback_id")
      .notNull()
      .references(() => feedbacks.id),
    content: text("content").notNull(),
    isHide: boolean("is_hide").notNull().default(false),
    /** who wrote it */
    userId: uuid("user_id").references(() => users.id),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    index("feedback_replies_feedback_idx")
      .on(t.feedbackId, t.creationTime)
      .where(sql`${t.isDeleted} = false`),
  ],
);
