import "server-only";
import { and, eq } from "drizzle-orm";
import type { Db } from "@/server/db/types";
import { rolePermissions, roles, userRoles, users } from "@/server/db/schema";
import type { CurrentUser } from "@/server/http/define";
import { allPermissionNames } from "@/lib/permissions";
import { type TokenClaims, verifyToken } from "./token";

export interface Principal {
  user: CurrentUser;
  permissions: ReadonlySet<string>;
  /** only methods declared `duringPasswordChange` until they change it (issue 15); a user's own flag */
  mustChangePassword?: boolean;
}

const ALL: ReadonlySet<string> = new Set(allPermissionNames);

/** A user is an admin if their roles include "Admin" or "admin" (SPEC §6). */
const isAdminRoleName = (name: string) => name === "Admin" || name === "admin";

/**
 * The signed-in user behind a bearer token, re-checked against the database (the dispatcher goes
 * through the principal cache, which drops its entries on every change).
 */
export async function principalFromToken(db: Db, token: string): Promise<Principal | null> {
  const claims = await verifyToken(token);
  return claims && principalOfClaims(db, claims);
}

/** The live, active user a token's claims name, as of their security stamp; else null. */
export async function principalOfClaims(db: Db, claims: TokenClaims): Promise<Principal | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, claims.userId),
        eq(users.tenantId, claims.tenantId),
        eq(users.isDeleted, false),
      ),
    );
  if (!row || !row.isActive || row.securityStamp !== claims.securityStamp) return null;
  return loadPrincipal(db, row);
}

/**
 * The principal of a live user by id, for work done on a user's behalf outside a request (the
 * demo seed acting as the administrator); null when there is no such user.
 */
export async function principalOfUser(db: Db, userId: string): Promise<Principal | null> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.isDeleted, false)));
  return row ? loadPrincipal(db, row) : null;
}

async function loadPrincipal(db: Db, row: typeof users.$inferSelect): Promise<Principal> {
  const granted = await db
    .select({ roleName: roles.name, isStatic: roles.isStatic, permission: rolePermissions.name })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.isDeleted, false)))
    .leftJoin(rolePermissions, eq(rolePermissions.roleId, roles.id))
    .where(eq(userRoles.userId, row.id));
  const roleNames = [...new Set(granted.map((g) => g.roleName))];
  const isAdmin =
    roleNames.some(isAdminRoleName) ||
    granted.some((g) => g.isStatic && isAdminRoleName(g.roleName));
  const permissions = isAdmin
    ? ALL
    : new Set(
        granted.flatMap((g) => (g.permission && ALL.has(g.permission) ? [g.permission] : [])),
      );
  return {
    user: {
      id: row.id,
      tenantId: row.tenantId,
      userName: row.userName,
      name: row.name,
      surname: row.surname,
      emailAddress: row.emailAddress,
      isAdmin,
      userType: row.userType,
      roleNames,
    },
    permissions,
    mustChangePassword: row.shouldChangePasswordOnNextLogin,
  };
}
