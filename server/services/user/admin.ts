import "server-only";
import { newestFirst } from "@/server/db/keyset";
import { and, eq, exists, ilike, or, sql } from "drizzle-orm";
import { User } from "@/lib/contracts/user";
import { dataScopeFilter } from "@/server/auth/data-scope";
import { hashPassword, newSecurityStamp, verifyPassword } from "@/server/auth/password";
import { roles, userRoles, users } from "@/server/db/schema";
import type { AuthedCtx, Handlers } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { created, deleted, likePattern, liveRows, modified, pagedList } from "../kit";
import { listRoles } from "../role/queries";
import { assertUnique, getUserRow, roleNamesOf, setUserRoles, toUserDto } from "./queries";
import { assertMayAssignRoles } from "./role-assignment";

/** A user the caller manages: outside their data scope for Pages.Users it is a 404, as in the list. */
async function targetUser(ctx: AuthedCtx, id: string) {
  return getUserRow(
    ctx.db,
    ctx.tenantId,
    id,
    await dataScopeFilter(ctx, User.GetAll.dataScope, { creator: users.creatorUserId }),
  );
}

/** Changes a user the caller manages (404 outside their scope), stamping who and when. */
async function updateUser(ctx: AuthedCtx, id: string, values: Partial<typeof users.$inferInsert>) {
  await targetUser(ctx, id);
  await ctx.db
    .update(users)
    .set({ ...modified(ctx), ...values })
    .where(eq(users.id, id));
}

async function userDto(ctx: AuthedCtx, id: string, scoped = false) {
  const row = scoped ? await targetUser(ctx, id) : await getUserRow(ctx.db, ctx.tenantId, id);
  return toUserDto(row, (await roleNamesOf(ctx.db, [id])).get(id) ?? []);
}

const hasRole = (roleName: string) =>
  exists(
    sql`(select 1 from ${userRoles} join ${roles} on ${roles.id} = ${userRoles.roleId} and ${roles.isDeleted} = false
         where ${userRoles.userId} = ${users.id} and lower(${roles.name}) = ${roleName.toLowerCase()})`,
  );

export const userAdminMethods = {
  Create: async (input, ctx) => {
    await assertUnique(ctx.db, ctx.tenantId, input.userName, input.emailAddress);
    await assertMayAssignRoles(ctx, null, input.roleNames);
    const [row] = await ctx.db
      .insert(users)
      .values({
        ...created(ctx),
        userName: input.userName,
        name: input.name,
        surname: input.surname,
        emailAddress: input.emailAddress,
        phoneNumber: input.phoneNumber ?? null,
        isActive: input.isActive,
        passwordHash: await hashPassword(input.password),
        shouldChangePasswordOnNextLogin: input.shouldChangePasswordOnNextLogin ?? false,
        securityStamp: newSecurityStamp(),
      })
      .returning();
    await setUserRoles(ctx.db, ctx.tenantId, row!.id, input.roleNames, ctx.user.id);
    return userDto(ctx, row!.id);
  },
  Update: async (input, ctx) => {
    const current = await targetUser(ctx, input.id);
    await assertUnique(ctx.db, ctx.tenantId, input.userName, input.emailAddress, input.id);
    if (!input.isActive && input.id === ctx.user.id)
      throw AppError.conflict("api.errors.cannotDeactivateSelf");
    await assertMayAssignRoles(ctx, input.id, input.roleNames);
    const mustChange =
      input.shouldChangePasswordOnNextLogin ?? current.shouldChangePasswordOnNextLogin;
    // deactivating ends the user's sessions; so does asking for a new password, so that the next
    // sign-in is the one that asks (not a session already open)
    const endSessions =
      (current.isActive && !input.isActive) ||
      (mustChange && !current.shouldChangePasswordOnNextLogin);
    await ctx.db
      .update(users)
      .set({
        userName: input.userName,
        name: input.name,
        surname: input.surname,
        emailAddress: input.emailAddress,
        phoneNumber: input.phoneNumber ?? null,
        isActive: input.isActive,
        shouldChangePasswordOnNextLogin: mustChange,
        securityStamp: endSessions ? newSecurityStamp() : current.securityStamp,
        ...modified(ctx),
      })
      .where(eq(users.id, input.id));
    await setUserRoles(ctx.db, ctx.tenantId, input.id, input.roleNames, ctx.user.id);
    return userDto(ctx, input.id);
  },
  Get: async (input, ctx) => userDto(ctx, input.id, true),
  GetAll: async (input, ctx) => {
    const keyword = input.keyword ? likePattern(input.keyword) : undefined;
    const where = and(
      liveRows(users, ctx.tenantId),
      keyword
        ? or(
            ilike(users.userName, keyword),
            ilike(users.name, keyword),
            ilike(users.surname, keyword),
            ilike(users.emailAddress, keyword),
          )
        : undefined,
      input.isActive === undefined ? undefined : eq(users.isActive, input.isActive),
      input.roleName ? hasRole(input.roleName) : undefined,
      await dataScopeFilter(
        ctx,
        User.GetAll.dataScope,
        { creator: users.creatorUserId },
        input.isOnlyMine,
      ),
    );
    return pagedList(ctx, {
      table: users,
      where,
      input,
      sortColumns: {
        userName: users.userName,
        name: users.name,
        surname: users.surname,
        emailAddress: users.emailAddress,
        isActive: users.isActive,
        creationTime: users.creationTime,
        lastLoginTime: users.lastLoginTime,
      },
      fallback: newestFirst(users),
      toDtos: async (rows: (typeof users.$inferSelect)[]) => {
        const names = await roleNamesOf(
          ctx.db,
          rows.map((r) => r.id),
        );
        return rows.map((r) => toUserDto(r, names.get(r.id) ?? []));
      },
    });
  },
  Delete: async (input, ctx) => {
    if (input.id === ctx.user.id) throw AppError.conflict("api.errors.cannotDeleteSelf");
    await targetUser(ctx, input.id);
    await ctx.db
      .update(users)
      .set({ ...deleted(ctx), securityStamp: newSecurityStamp() })
      .where(eq(users.id, input.id));
    return null;
  },
  Activate: async (input, ctx) => {
    await updateUser(ctx, input.id, { isActive: true, accessFailedCount: 0, lockoutEndDate: null });
    return null;
  },
  DeActivate: async (input, ctx) => {
    if (input.id === ctx.user.id) throw AppError.conflict("api.errors.cannotDeactivateSelf");
    await updateUser(ctx, input.id, { isActive: false, securityStamp: newSecurityStamp() });
    return null;
  },
  ResetPassword: async (input, ctx) => {
    const me = await getUserRow(ctx.db, ctx.tenantId, ctx.user.id);
    if (!(await verifyPassword(input.adminPassword, me.passwordHash))) {
      throw AppError.field("adminPassword", "api.errors.wrongAdminPassword");
    }
    await updateUser(ctx, input.userId, {
      passwordHash: await hashPassword(input.newPassword),
      securityStamp: newSecurityStamp(),
      accessFailedCount: 0,
      lockoutEndDate: null,
    });
    return true;
  },
  SetUserType: async (input, ctx) => {
    await updateUser(ctx, input.id, { userType: input.userType });
    return null;
  },
  GetRoles: async (_input, ctx) => ({ items: await listRoles(ctx.db, ctx.tenantId) }),
  GetUserListByRoleName: async (input, ctx) => {
    const rows = await ctx.db
      .select()
      .from(users)
      .where(
        and(
          liveRows(users, ctx.tenantId),
          hasRole(input.roleName),
          // the caller's Users data scope, as in GetAll: only users they may see at all
          await dataScopeFilter(ctx, User.GetAll.dataScope, { creator: users.creatorUserId }),
        ),
      )
      .orderBy(users.userName);
    const names = await roleNamesOf(
      ctx.db,
      rows.map((r) => r.id),
    );
    return rows.map((r) => toUserDto(r, names.get(r.id) ?? []));
  },
} satisfies Partial<Handlers<typeof User>>;
