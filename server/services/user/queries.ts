import "server-only";
import { and, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
import type { TUserDto } from "@/lib/contracts/user";
import type { Db } from "@/server/db/client";
import { roles, userRoles, users } from "@/server/db/schema";
import { AppError } from "@/server/http/errors";
import { auditFields, isoOrNull, liveRows } from "../kit";

type UserRow = typeof users.$inferSelect;

export function toUserDto(row: UserRow, roleNames: string[]): TUserDto {
  return {
    id: row.id,
    userName: row.userName,
    name: row.name,
    surname: row.surname,
    fullName: `${row.name} ${row.surname}`.trim(),
    emailAddress: row.emailAddress,
    phoneNumber: row.phoneNumber,
    isActive: row.isActive,
    userType: row.userType as TUserDto["userType"],
    language: row.language,
    avatar: row.avatar,
    backgroundImagePath: row.backgroundImagePath,
    lastLoginTime: isoOrNull(row.lastLoginTime),
    roleNames,
    shouldChangePasswordOnNextLogin: row.shouldChangePasswordOnNextLogin,
    ...auditFields(row),
  };
}

/** Role names per user id, in one query. */
export async function roleNamesOf(db: Db, userIds: string[]): Promise<Map<string, string[]>> {
  const map = new Map<string, string[]>(userIds.map((id) => [id, []]));
  if (userIds.length === 0) return map;
  const rows = await db
    .select({ userId: userRoles.userId, name: roles.name })
    .from(userRoles)
    .innerJoin(roles, and(eq(roles.id, userRoles.roleId), eq(roles.isDeleted, false)))
    .where(inArray(userRoles.userId, userIds))
    .orderBy(roles.name);
  for (const r of rows) map.get(r.userId)?.push(r.name);
  return map;
}

export async function getUserRow(
  db: Db,
  tenantId: number,
  id: string,
  scope?: SQL,
): Promise<UserRow> {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, id), liveRows(users, tenantId), scope));
  if (!row) throw AppError.notFound("User", id);
  return row;
}

/** Refuses a user name or e-mail another live user of the tenant already has (as field errors). */
export async function assertUnique(
  db: Db,
  tenantId: number,
  userName: string,
  email: string,
  exceptId?: string,
) {
  const clash = await db
    .select({ userName: users.userName, emailAddress: users.emailAddress })
    .from(users)
    .where(
      and(
        liveRows(users, tenantId),
        exceptId ? ne(users.id, exceptId) : undefined,
        sql`(lower(${users.userName}) = ${userName.toLowerCase()} or lower(${users.emailAddress}) = ${email.toLowerCase()})`,
      ),
    );
  if (clash.some((c) => c.userName.toLowerCase() === userName.toLowerCase())) {
    throw AppError.field("userName", "api.errors.userNameTaken", { userName });
  }
  if (clash.length) throw AppError.field("emailAddress", "api.errors.emailTaken", { email });
}

/** Replaces a user's roles with the named ones (names matched case-insensitively). */
export async function setUserRoles(
  db: Db,
  tenantId: number,
  userId: string,
  roleNames: string[],
  actorId: string,
) {
  const wanted = [...new Set(roleNames.map((n) => n.toLowerCase()))];
  const found = wanted.length
    ? await db
        .select({ id: roles.id, name: roles.name })
        .from(roles)
        .where(and(liveRows(roles, tenantId), inArray(sql`lower(${roles.name})`, wanted)))
    : [];
  const missing = wanted.filter((n) => !found.some((r) => r.name.toLowerCase() === n));
  if (missing.length)
    throw AppError.field("roleNames", "api.errors.unknownRoles", { names: missing.join(", ") });
  await db.delete(userRoles).where(eq(userRoles.userId, userId));
  if (found.length) {
    await db
      .insert(userRoles)
      .values(found.map((r) => ({ userId, roleId: r.id, tenantId, creatorUserId: actorId })));
  }
}
