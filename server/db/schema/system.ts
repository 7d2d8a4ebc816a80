import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import {
  auditColumns,
  idColumn,
  softDeleteColumns,
  tenantColumn,
  timestampColumn,
} from "./columns";

/** Run-time overrides of the bundled message files (Language service). */
export const languageTexts = pgTable(
  "language_texts",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    /** en, zh-Hans, es or ja */
    languageName: text("language_name").notNull(),
    source: text("source").notNull().default("Quay"),
    key: text("key").notNull(),
    value: text("value").notNull(),
    ...auditColumns(),
  },
  (t) => [uniqueIndex("language_texts_tenant_lang_key_uq").on(t.tenantId, t.languageName, t.key)],
);

/**
 * One row per mutating API call (DESIGN §3), written by the dispatcher (server/http/audit-log.ts)
 * and read by the AuditLog service: `parameters` is the input with secrets redacted, cut at
 * 2,000 characters; `entityIds` the records the call named (its `id`/`ids`, the id it returned,
 * and the owner ids customerId, productId, orderId), so a record's history is one index lookup.
 */
export const auditLogs = pgTable(
  "audit_logs",
  {
    id: idColumn(),
    tenantId: integer("tenant_id"),
    userId: uuid("user_id"),
    serviceName: text("service_name").notNull(),
    methodName: text("method_name").notNull(),
    parameters: text("parameters"),
    statusCode: integer("status_code").notNull(),
    exception: text("exception"),
    executionTime: timestampColumn("execution_time").notNull().defaultNow(),
    executionDuration: integer("execution_duration").notNull(),
    clientIpAddress: text("client_ip_address"),
    browserInfo: text("browser_info"),
    requestId: text("request_id").notNull(),
    entityIds: uuid("entity_ids").array(),
  },
  (t) => [
    // the list: a tenant's calls newest first, alone or by user, or by service (and method)
    index("audit_logs_tenant_time_idx").on(
      t.tenantId,
      t.executionTime.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index("audit_logs_tenant_user_time_idx").on(
      t.tenantId,
      t.userId,
      t.executionTime.desc().nullsFirst(),
    ),
    index("audit_logs_tenant_service_time_idx").on(
      t.tenantId,
      t.serviceName,
      t.methodName,
      t.executionTime.desc().nullsFirst(),
    ),
    // a record's history (GetEntityHistory): entity_ids && {the record and its parts}
    index("audit_logs_entity_ids_idx").using("gin", t.entityIds),
  ],
);

/**
 * Data dictionaries (SPEC §3 System): a node (isParent, e.g. key "InStorageType") and its values
 * (parentKey = the node's key). Values' keys are unique within their node. The full service and
 * screen come with the system issue; stock-ins read their types from here now.
 */
export const dataDictionaries = pgTable(
  "data_dictionaries",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    parentId: uuid("parent_id"),
    isParent: boolean("is_parent").notNull().default(false),
    key: text("key").notNull(),
    displayName: text("display_name").notNull(),
    displayOrder: integer("display_order").notNull().default(0),
    parentKey: text("parent_key"),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("data_dictionaries_key_uq")
      .on(t.tenantId, sql`coalesce(${t.parentKey}, '')`, t.key)
      .where(sql`${t.isDeleted} = false`),
    index("data_dictionaries_parent_idx").on(t.tenantId, t.parentId),
  ],
);
