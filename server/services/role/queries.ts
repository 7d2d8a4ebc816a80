import "server-only";
import { and, count, eq, inArray } from "drizzle-orm";
import {
  scopeProvidersFor,
  type TDataPermissionSetting,
  type TRoleDto,
  type TScopeProviderName,
} from "@/lib/contracts/role";
import { allPermissionNames, isPermissionName } from "@/lib/permissions";
import type { Db } from "@/server/db/client";
import { roleDataPermissions, rolePermissions, roles, userRoles, users } from "@/server/db/schema";
import { AppError } from "@/server/http/errors";
import { auditFields, liveRows } from "../kit";

type RoleRow = typeof roles.$inferSelect;

/** The static Admin role holds every permission, computed rather than stored. */
const holdsEverything = (role: RoleRow) => role.isStatic;

export async function getRoleRow(db: Db, tenantId: number, id: string): Promise<RoleRow> {
  const [row] = await db
    .select()
    .from(roles)
    .where(and(eq(roles.id, id), liveRows(roles, tenantId)));
  if (!row) throw AppError.notFound("Role", id);
  return row;
}

export async function grantedNames(db: Db, role: RoleRow): Promise<string[]> {
  return (await grantedNamesOf(db, [role])).get(role.id)!;
}

/** Each role's granted permissions, sorted: one query for the whole page of roles. */
async function grantedNamesOf(db: Db, rows: RoleRow[]): Promise<Map<string, string[]>> {
  const stored = rows.filter((r) => !holdsEverything(r)).map((r) => r.id);
  const grants = stored.length
    ? await db
        .select({ roleId: rolePermissions.roleId, name: rolePermissions.name })
        .from(rolePermissions)
        .where(inArray(rolePermissions.roleId, stored))
    : [];
  return new Map(
    rows.map((role) => [
      role.id,
      holdsEverything(role)
        ? [...allPermissionNames]
        : grants
            .filter((g) => g.roleId === role.id)
            .map((g) => g.name)
            .filter(isPermissionName)
            .sort(),
    ]),
  );
}

export async function dataPermissionsOf(db: Db, roleId: string): Promise<TDataPermissionSetting[]> {
  const rows = await db
    .select()
    .from(roleDataPermissions)
    .where(eq(roleDataPermissions.roleId, roleId));
  return rows.map((r) => ({
    permissionName: r.permissionName,
    scope: r.scope as TDataPermissionSetting["scope"],
    providerName: r.providerName as TDataPermissionSetting["providerName"],
    specifiedIds: r.specifiedIds,
  }));
}

export async function userCounts(db: Db, roleIds: string[]): Promise<Map<string, number>> {
  if (roleIds.length === 0) return new Map();
  const rows = await db
    .select({ roleId: userRoles.roleId, n: count() })
    .from(userRoles)
    .innerJoin(users, and(eq(users.id, userRoles.userId), eq(users.isDeleted, false)))
    .where(inArray(userRoles.roleId, roleIds))
    .groupBy(userRoles.roleId);
  return new Map(rows.map((r) => [r.roleId, r.n]));
}

export async function toRoleDtos(db: Db, rows: RoleRow[]): Promise<TRoleDto[]> {
  const counts = await userCounts(
    db,
    rows.map((r) => r.id),
  );
  const granted = await grantedNamesOf(db, rows);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    displayName: row.displayName,
    normalizedName: row.name.toUpperCase(),
    description: row.description,
    isStatic: row.isStatic,
    isDefault: row.isDefault,
    userCount: counts.get(row.id) ?? 0,
    grantedPermissions: granted.get(row.id)!,
    ...auditFields(row),
  }));
}

export async function listRoles(db: Db, tenantId: number): Promise<TRoleDto[]> {
  const rows = await db.select().from(roles).where(liveRows(roles, tenantId)).orderBy(roles.name);
  return toRoleDtos(db, rows);
}

/** Replaces a role's grants (and data scopes when given). Unknown names are refused, not ignored. */
export async function replaceGrants(
  db: Db,
  role: RoleRow,
  names: string[],
  actorId: string,
  dataPermissions?: TDataPermissionSetting[],
) {
  const unknown = names.filter((n) => !isPermissionName(n));
  if (unknown.length) {
    throw AppError.field("permissionNames", "api.errors.unknownPermissions", {
      names: unknown.slice(0, 10).join(", "),
    });
  }
  const unique = [...new Set(names)];
  await db.delete(rolePermissions).where(eq(rolePermissions.roleId, role.id));
  if (unique.length) {
    await db.insert(rolePermissions).values(
      unique.map((name) => ({
        roleId: role.id,
        name,
        tenantId: role.tenantId,
        creatorUserId: actorId,
      })),
    );
  }
  if (!dataPermissions) return;
  const bad = dataPermissions.find((d) => !isPermissionName(d.permissionName));
  if (bad)
    throw AppError.field("dataPermissions", "api.errors.unknownPermissions", {
      names: bad.permissionName,
    });
  const specifiedBad = dataPermissions.find(
    (d) => d.scope === "Specified" && (!d.providerName || !d.specifiedIds?.length),
  );
  if (specifiedBad) throw AppError.field("dataPermissions", "api.errors.specifiedNeedsProvider");
  const misfit = dataPermissions.find(
    (d) =>
      d.scope === "Specified" &&
      !scopeProvidersFor(d.permissionName).includes(d.providerName as TScopeProviderName),
  );
  if (misfit)
    throw AppError.field("dataPermissions", "api.errors.providerNotForPermission", {
      provider: misfit.providerName!,
      permission: misfit.permissionName,
    });
  await db.delete(roleDataPermissions).where(eq(roleDataPermissions.roleId, role.id));
  const rows = [...new Map(dataPermissions.map((d) => [d.permissionName, d])).values()];
  if (rows.length) {
    await db.insert(roleDataPermissions).values(
      rows.map((d) => ({
        roleId: role.id,
        permissionName: d.permissionName,
        scope: d.scope,
        providerName: d.scope === "Specified" ? (d.providerName ?? null) : null,
        specifiedIds: d.scope === "Specified" ? (d.specifiedIds ?? []) : [],
        tenantId: role.tenantId,
        creatorUserId: actorId,
      })),
    );
  }
}
