import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  auditColumns,
  idColumn,
  softDeleteColumns,
  tenantColumn,
  timestampColumn,
} from "./columns";

export const users = pgTable(
  "users",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    userName: text("user_name").notNull(),
    name: text("name").notNull(),
    surname: text("surname").notNull().default(""),
    emailAddress: text("email_address").notNull(),
    phoneNumber: text("phone_number"),
    passwordHash: text("password_hash").notNull(),
    /** Changes on deactivation and password change; tokens carry it, so old ones stop working. */
    securityStamp: text("security_stamp").notNull(),
    isActive: boolean("is_active").notNull().default(true),
    userType: text("user_type").notNull().default("Staff"),
    language: text("language"),
    avatar: text("avatar"),
    backgroundImagePath: text("background_image_path"),
    accessFailedCount: integer("access_failed_count").notNull().default(0),
    lockoutEndDate: timestampColumn("lockout_end_date"),
    lastLoginTime: timestampColumn("last_login_time"),
    /**
     * ABP's ShouldChangePasswordOnNextLogin: sign-in answers shouldResetPassword and the API takes
     * nothing from the user but ChangePassword until it is changed (docs/decisions.md, issue 15).
     */
    shouldChangePasswordOnNextLogin: boolean("should_change_password_on_next_login")
      .notNull()
      .default(false),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("users_tenant_user_name_uq")
      .on(t.tenantId, sql`lower(${t.userName})`)
      .where(sql`${t.isDeleted} = false`),
    uniqueIndex("users_tenant_email_uq")
      .on(t.tenantId, sql`lower(${t.emailAddress})`)
      .where(sql`${t.isDeleted} = false`),
  ],
);

export const roles = pgTable(
  "roles",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    name: text("name").notNull(),
    displayName: text("display_name").notNull(),
    description: text("description"),
    /** The static Admin role always holds every permission and cannot be renamed or deleted. */
    isStatic: boolean("is_static").notNull().default(false),
    isDefault: boolean("is_default").notNull().default(false),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("roles_tenant_name_uq")
      .on(t.tenantId, sql`lower(${t.name})`)
      .where(sql`${t.isDeleted} = false`),
  ],
);

export const userRoles = pgTable(
  "user_roles",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    roleId: uuid("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    tenantId: tenantColumn(),
    ...auditColumns(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.roleId] }), index("user_roles_role_idx").on(t.roleId)],
);

export const rolePermissions = pgTable(
  "role_permissions",
  {
    roleId: uuid("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    tenantId: tenantColumn(),
    ...auditColumns(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.name] })],
);

/** Data scope per role and permission (DESIGN §4). `specified` lists provider item ids. */
export const roleDataPermissions = pgTable(
  "role_data_permissions",
  {
    roleId: uuid("role_id")
      .notNull()
      .references(() => roles.id, { onDelete: "cascade" }),
    permissionName: text("permission_name").notNull(),
    scope: text("scope").notNull(),
    providerName: text("provider_name"),
    specifiedIds: jsonb("specified_ids").$type<string[]>().notNull().default([]),
    tenantId: tenantColumn(),
    ...auditColumns(),
  },
  (t) => [primaryKey({ columns: [t.roleId, t.permissionName] })],
);

/** Departments, for the MyDepartment data scopes. `code` is a dotted path: 00001.00002. */
export const organizationUnits = pgTable(
  "organization_units",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    parentId: uuid("parent_id"),
    code: text("code").notNull(),
    displayName: text("display_name").notNull(),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("organization_units_tenant_code_uq").on(t.tenantId, t.code),
    // the tree: a unit's children (the departments screen, counts, name checks)
    index("organization_units_parent_idx").on(t.tenantId, t.parentId),
  ],
);

export const userOrganizationUnits = pgTable(
  "user_organization_units",
  {
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    organizationUnitId: uuid("organization_unit_id")
      .notNull()
      .references(() => organizationUnits.id, { onDelete: "cascade" }),
    tenantId: tenantColumn(),
    ...auditColumns(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.organizationUnitId] }),
    // a department's members, in the order they joined
    index("user_organization_units_unit_idx").on(t.organizationUnitId, t.creationTime),
  ],
);
