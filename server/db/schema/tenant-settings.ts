import { jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { auditColumns, idColumn, tenantColumn } from "./columns";

/**
 * A tenant's provider settings (issue 17 item 7, SPEC §1 tenant settings): `CloudStorage` (an
 * S3-compatible bucket for the tenant's uploads) and `Sms` (the gateway its text messages go
 * through). `value` holds the plain fields; `secret` the key or token, sealed with a key derived
 * from the app secret (server/secret-box.ts) and never sent back.
 */
export const tenantSettings = pgTable(
  "tenant_settings",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    name: text("name").notNull(),
    value: jsonb("value").notNull(),
    secret: text("secret"),
    ...auditColumns(),
  },
  (t) => [uniqueIndex("tenant_settings_name_idx").on(t.tenantId, t.name)],
);
