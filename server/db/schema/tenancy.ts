import { boolean, integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { auditColumns, idColumn, softDeleteColumns, tenantColumn } from "./columns";

export const tenants = pgTable("tenants", {
  id: integer("id").primaryKey(),
  tenancyName: text("tenancy_name").notNull().unique(),
  name: text("name").notNull(),
  isActive: boolean("is_active").notNull().default(true),
  ...auditColumns(),
  ...softDeleteColumns(),
});

/** Name/value settings per tenant (e.g. App.UploadEndpoint, App.PortalUrl). */
export const settings = pgTable(
  "settings",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    name: text("name").notNull(),
    value: text("value"),
    ...auditColumns(),
  },
  (t) => [uniqueIndex("settings_tenant_name_uq").on(t.tenantId, t.name)],
);
