import "server-only";
import { and, count, eq, exists, ilike, or, sql } from "drizzle-orm";
import * as z from "zod";
import { ZIdInput, ZListResult, ZPagedResult } from "@/lib/contracts/common";
import { ZRoleDto } from "@/lib/contracts/role";
import {
  ZCreateUserInput,
  ZGetUsersByRoleInput,
  ZGetUsersInput,
  ZResetPasswordInput,
  ZSetUserTypeInput,
  ZUpdateUserInput,
  ZUserDto,
} from "@/lib/contracts/user";
import { dataScopeFilter } from "@/server/auth/data-scope";
import { hashPassword, newSecurityStamp, verifyPassword } from "@/server/auth/password";
import { roles, userRoles, users } from "@/server/db/schema";
import { type AuthedCtx, method } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { likePattern, orderByOf } from "../kit";
import { listRoles } from "../role/queries";
import { assertUnique, getUserRow, roleNamesOf, setUserRoles, toUserDto } from "./queries";

/** A user the caller manages: outside their data scope for Pages.Users it is a 404, as in the list. */
async function targetUser(ctx: AuthedCtx, id: string) {
  return getUserRow(
    ctx.db,
    ctx.tenantId,
    id,
    await dataScopeFilter(ctx, "Pages.Users", users.creatorUserId),
  );
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
  // POST /api/services/app/User/Create — a staff user with roles; user name and e-mail unique in the tenant
  Create: method({
    verb: "POST",
    permission: "Pages.Users.Create",
    summary: "Create a user",
    input: ZCreateUserInput,
    output: ZUserDto,
    handler: async (input, ctx) => {
      await assertUnique(ctx.db, ctx.tenantId, input.userName, input.emailAddress);
      const [row] = await ctx.db
        .insert(users)
        .values({
          tenantId: ctx.tenantId,
          userName: input.userName,
          name: input.name,
          surname: input.surname,
          emailAddress: input.emailAddress,
          phoneNumber: input.phoneNumber ?? null,
          isActive: input.isActive,
          passwordHash: await hashPassword(input.password),
          securityStamp: newSecurityStamp(),
          creatorUserId: ctx.user.id,
        })
        .returning();
      await setUserRoles(ctx.db, ctx.tenantId, row!.id, input.roleNames, ctx.user.id);
      return userDto(ctx, row!.id);
    },
  }),
  // PUT /api/services/app/User/Update — profile, activation and roles; deactivation ends the user's sessions
  Update: method({
    verb: "PUT",
    permission: "Pages.Users.Edit",
    summary: "Update a user",
    input: ZUpdateUserInput,
    output: ZUserDto,
    handler: async (input, ctx) => {
      const current = await targetUser(ctx, input.id);
      await assertUnique(ctx.db, ctx.tenantId, input.userName, input.emailAddress, input.id);
      if (!input.isActive && input.id === ctx.user.id)
        throw AppError.conflict("api.errors.cannotDeactivateSelf");
      await ctx.db
        .update(users)
        .set({
          userName: input.userName,
          name: input.name,
          surname: input.surname,
          emailAddress: input.emailAddress,
          phoneNumber: input.phoneNumber ?? null,
          isActive: input.isActive,
          securityStamp:
            current.isActive && !input.isActive ? newSecurityStamp() : current.securityStamp,
          lastModificationTime: new Date(),
          lastModifierUserId: ctx.user.id,
        })
        .where(eq(users.id, input.id));
      await setUserRoles(ctx.db, ctx.tenantId, input.id, input.roleNames, ctx.user.id);
      return userDto(ctx, input.id);
    },
  }),
  // GET /api/services/app/User/Get — one user with role names
  Get: method({
    verb: "GET",
    permission: "Pages.Users",
    summary: "Get a user",
    input: ZIdInput,
    output: ZUserDto,
    handler: async (input, ctx) => userDto(ctx, input.id, true),
  }),
  // GET /api/services/app/User/GetAll — paged users: keyword (user name, names, e-mail), active flag, role
  GetAll: method({
    verb: "GET",
    permission: "Pages.Users",
    summary: "List users",
    input: ZGetUsersInput,
    output: ZPagedResult(ZUserDto),
    handler: async (input, ctx) => {
      const keyword = input.keyword ? likePattern(input.keyword) : undefined;
      const where = and(
        eq(users.tenantId, ctx.tenantId),
        eq(users.isDeleted, false),
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
        await dataScopeFilter(ctx, "Pages.Users", users.creatorUserId, input.isOnlyMine),
      );
      const [{ total } = { total: 0 }] = await ctx.db
        .select({ total: count() })
        .from(users)
        .where(where);
      const rows = await ctx.db
        .select()
        .from(users)
        .where(where)
        .orderBy(
          ...orderByOf(
            input.sorting,
            {
              userName: users.userName,
              name: users.name,
              surname: users.surname,
              emailAddress: users.emailAddress,
              isActive: users.isActive,
              creationTime: users.creationTime,
              lastLoginTime: users.lastLoginTime,
            },
            [sql`${users.creationTime} desc`, sql`${users.id} desc`],
          ),
        )
        .offset(input.skipCount)
        .limit(input.maxResultCount);
      const names = await roleNamesOf(
        ctx.db,
        rows.map((r) => r.id),
      );
      return { totalCount: total, items: rows.map((r) => toUserDto(r, names.get(r.id) ?? [])) };
    },
  }),
  // DELETE /api/services/app/User/Delete — soft delete; never yourself
  Delete: method({
    verb: "DELETE",
    permission: "Pages.Users.Delete",
    summary: "Delete a user",
    input: ZIdInput,
    output: z.null(),
    handler: async (input, ctx) => {
      if (input.id === ctx.user.id) throw AppError.conflict("api.errors.cannotDeleteSelf");
      await targetUser(ctx, input.id);
      await ctx.db
        .update(users)
        .set({
          isDeleted: true,
          deletionTime: new Date(),
          deleterUserId: ctx.user.id,
          securityStamp: newSecurityStamp(),
        })
        .where(eq(users.id, input.id));
      return null;
    },
  }),
  // POST /api/services/app/User/Activate — enable sign-in again
  Activate: method({
    verb: "POST",
    permission: "Pages.Users.Activate",
    summary: "Activate a user",
    input: ZIdInput,
    output: z.null(),
    handler: async (input, ctx) => {
      await targetUser(ctx, input.id);
      await ctx.db
        .update(users)
        .set({
          isActive: true,
          accessFailedCount: 0,
          lockoutEndDate: null,
          lastModificationTime: new Date(),
          lastModifierUserId: ctx.user.id,
        })
        .where(eq(users.id, input.id));
      return null;
    },
  }),
  // POST /api/services/app/User/DeActivate — disable sign-in and end the user's sessions at once
  DeActivate: method({
    verb: "POST",
    permission: "Pages.Users.Activate",
    summary: "Deactivate a user (their tokens stop working)",
    input: ZIdInput,
    output: z.null(),
    handler: async (input, ctx) => {
      if (input.id === ctx.user.id) throw AppError.conflict("api.errors.cannotDeactivateSelf");
      await targetUser(ctx, input.id);
      await ctx.db
        .update(users)
        .set({
          isActive: false,
          securityStamp: newSecurityStamp(),
          lastModificationTime: new Date(),
          lastModifierUserId: ctx.user.id,
        })
        .where(eq(users.id, input.id));
      return null;
    },
  }),
  // POST /api/services/app/User/ResetPassword — an administrator sets a user's password (confirming their own)
  ResetPassword: method({
    verb: "POST",
    permission: "Pages.Users.ResetPassword",
    summary: "Reset another user's password",
    input: ZResetPasswordInput,
    output: z.boolean(),
    handler: async (input, ctx) => {
      const me = await getUserRow(ctx.db, ctx.tenantId, ctx.user.id);
      if (!(await verifyPassword(input.adminPassword, me.passwordHash))) {
        throw AppError.field("adminPassword", "api.errors.wrongAdminPassword");
      }
      await targetUser(ctx, input.userId);
      await ctx.db
        .update(users)
        .set({
          passwordHash: await hashPassword(input.newPassword),
          securityStamp: newSecurityStamp(),
          accessFailedCount: 0,
          lockoutEndDate: null,
          lastModificationTime: new Date(),
          lastModifierUserId: ctx.user.id,
        })
        .where(eq(users.id, input.userId));
      return true;
    },
  }),
  // POST /api/services/app/User/SetUserType — Staff, Customer or Supplier
  SetUserType: method({
    verb: "POST",
    permission: "Pages.Users.SetUserType",
    summary: "Set a user's type",
    input: ZSetUserTypeInput,
    output: z.null(),
    handler: async (input, ctx) => {
      await targetUser(ctx, input.id);
      await ctx.db
        .update(users)
        .set({
          userType: input.userType,
          lastModificationTime: new Date(),
          lastModifierUserId: ctx.user.id,
        })
        .where(eq(users.id, input.id));
      return null;
    },
  }),
  // GET /api/services/app/User/GetRoles — the roles a user can be given (for the user form)
  GetRoles: method({
    verb: "GET",
    permission: ["Pages.Users", "Pages.Roles"],
    summary: "Roles available for assignment",
    input: z.object({}),
    output: ZListResult(ZRoleDto),
    handler: async (_input, ctx) => ({ items: await listRoles(ctx.db, ctx.tenantId) }),
  }),
  // GET /api/services/app/User/GetUserListByRoleName — active users holding a role
  GetUserListByRoleName: method({
    verb: "GET",
    permission: "Pages.Users",
    summary: "Users holding a role",
    input: ZGetUsersByRoleInput,
    output: z.array(ZUserDto),
    handler: async (input, ctx) => {
      const rows = await ctx.db
        .select()
        .from(users)
        .where(
          and(
            eq(users.tenantId, ctx.tenantId),
            eq(users.isDeleted, false),
            hasRole(input.roleName),
          ),
        )
        .orderBy(users.userName);
      const names = await roleNamesOf(
        ctx.db,
        rows.map((r) => r.id),
      );
      return rows.map((r) => toUserDto(r, names.get(r.id) ?? []));
    },
  }),
};
