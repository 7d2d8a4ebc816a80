import { boolean, integer, numeric, timestamp, uuid } from "drizzle-orm/pg-core";
import { v7 as uuidv7 } from "uuid";

/** UUID v7 primary key (DESIGN §3: ids are UUIDs, time-ordered). */
export const idColumn = () =>
  uuid("id")
    .primaryKey()
    .$defaultFn(() => uuidv7());

export const tenantColumn = () => integer("tenant_id").notNull().default(1);

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: "date" });

/** Who and when of every write (DESIGN §3). */
export const auditColumns = () => ({
  creationTime: ts("creation_time").notNull().defaultNow(),
  creatorUserId: uuid("creator_user_id"),
  lastModificationTime: ts("last_modification_time"),
  lastModifierUserId: uuid("last_modifier_user_id"),
});

/** Soft delete of business records (DESIGN §3). */
export const softDeleteColumns = () => ({
  isDeleted: boolean("is_deleted").notNull().default(false),
  deleterUserId: uuid("deleter_user_id"),
  deletionTime: ts("deletion_time"),
});

export { ts as timestampColumn };

/** Money: a decimal with 2 places, read and written as a string ("1200.00"; SPEC §9). */
export const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: "string" });
