import { sql } from "drizzle-orm";
import { index, jsonb, pgTable, primaryKey, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import type { TColumnLayout } from "@/lib/contracts/saved-view-values";
import { auditColumns, idColumn, tenantColumn, timestampColumn } from "./columns";
import { roles, users } from "./identity";

// Saved views and per-user column layouts of the console's lists (issue 14 item 3). Lists are
// named by their route pattern (`list_key`). Both are a person's preferences, not business
// records: deleting one removes the row.

/**
 * A list's URL state and columns under a name. Visibility Private: its owner only; Role: also
 * whoever holds `role_id`; Global: everyone in the tenant. The list menu reads "this list's views
 * I own, shared with one of my roles, or global": one index per branch of that OR.
 */
export const savedViews = pgTable(
  "saved_views",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    ownerUserId: uuid("owner_user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listKey: text("list_key").notNull(),
    name: text("name").notNull(),
    /** the list's URL query without `page` ("status=Paid&sort=totalAmount.desc&size=20") */
    query: text("query").notNull(),
    columns: jsonb("columns").$type<TColumnLayout>().notNull(),
    /** Private | Role | Global */
    visibility: text("visibility").notNull(),
    roleId: uuid("role_id").references(() => roles.id, { onDelete: "cascade" }),
    ...auditColumns(),
  },
  (t) => [
    // one name per owner and list (also serves "views I own")
    uniqueIndex("saved_views_owner_name_uq").on(
      t.tenantId,
      t.ownerUserId,
      t.listKey,
      sql`lower(${t.name})`,
    ),
    index("saved_views_role_idx")
      .on(t.tenantId, t.roleId, t.listKey)
      .where(sql`${t.visibility} = 'Role'`),
    index("saved_views_global_idx")
      .on(t.tenantId, t.listKey)
      .where(sql`${t.visibility} = 'Global'`),
  ],
);

/** One user's columns of one list (visibility and order), restored wherever they sign in. */
export const columnLayouts = pgTable(
  "column_layouts",
  {
    tenantId: tenantColumn(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    listKey: text("list_key").notNull(),
    columns: jsonb("columns").$type<TColumnLayout>().notNull(),
    updatedTime: timestampColumn("updated_time").notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.listKey] })],
);
