import "server-only";
import { and, count, eq, exists, ilike, ne, or, sql } from "drizzle-orm";
import * as z from "zod";
import { ZIdInput, ZListResult, ZPagedResult } from "@/lib/contracts/common";
import {
  ZCreateRoleInput,
  ZDataPermissionSetting,
  ZGetRolesInput,
  ZGetRolesListInput,
  ZGrantPermissionInput,
  ZPermissionDto,
  ZRoleDto,
  ZRoleForEdit,
  ZRoleIdInput,
  ZUpdateRoleInput,
} from "@/lib/contracts/role";
import { rolePermissions, roles } from "@/server/db/schema";
import { type AuthedCtx, method, service } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { likePattern, orderByOf } from "../kit";
import { permissionDtos } from "../permission";
import {
  dataPermissionsOf,
  getRoleRow,
  grantedNames,
  replaceGrants,
  toRoleDtos,
  userCounts,
} from "./queries";

async function roleDto(ctx: AuthedCtx, id: string) {
  const [dto] = await toRoleDtos(ctx.db, [await getRoleRow(ctx.db, ctx.tenantId, id)]);
  return dto!;
}

/** Grants travel with Create/Update only for callers who may grant (else it would bypass GrantPermissions). */
function assertMayGrant(ctx: AuthedCtx, grants: string[] | undefined) {
  if (grants !== undefined && !ctx.permissions.has("Pages.Roles.GrantPermissions"))
    throw AppError.forbidden();
}

async function assertNameFree(ctx: AuthedCtx, name: string, exceptId?: string) {
  const [clash] = await ctx.db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        eq(roles.tenantId, ctx.tenantId),
        eq(roles.isDeleted, false),
        sql`lower(${roles.name}) = ${name.toLowerCase()}`,
        exceptId ? ne(roles.id, exceptId) : undefined,
      ),
    );
  if (clash) throw AppError.field("name", "api.errors.roleNameTaken", { name });
}

const grantsPermission = (permission: string) =>
  or(
    eq(roles.isStatic, true),
    exists(
      sql`(select 1 from ${rolePermissions} where ${rolePermissions.roleId} = ${roles.id} and ${rolePermissions.name} = ${permission})`,
    ),
  );

export const roleService = service("Role", {
  // POST /api/services/app/Role/Create — a role with an optional initial set of grants
  Create: method({
    verb: "POST",
    permission: "Pages.Roles.Create",
    summary: "Create a role",
    input: ZCreateRoleInput,
    output: ZRoleDto,
    handler: async (input, ctx) => {
      assertMayGrant(ctx, input.grantedPermissions);
      await assertNameFree(ctx, input.name);
      const [row] = await ctx.db
        .insert(roles)
        .values({
          tenantId: ctx.tenantId,
          name: input.name,
          displayName: input.displayName,
          description: input.description ?? null,
          creatorUserId: ctx.user.id,
        })
        .returning();
      await replaceGrants(ctx.db, row!, input.grantedPermissions ?? [], ctx.user.id);
      return roleDto(ctx, row!.id);
    },
  }),
  // PUT /api/services/app/Role/Update — names, description and (when sent) grants; the Admin role keeps its name
  Update: method({
    verb: "PUT",
    permission: "Pages.Roles.Edit",
    summary: "Update a role",
    input: ZUpdateRoleInput,
    output: ZRoleDto,
    handler: async (input, ctx) => {
      assertMayGrant(ctx, input.grantedPermissions);
      const role = await getRoleRow(ctx.db, ctx.tenantId, input.id);
      if (role.isStatic && input.name !== role.name)
        throw AppError.conflict("api.errors.cannotRenameStaticRole", { name: role.name });
      await assertNameFree(ctx, input.name, role.id);
      await ctx.db
        .update(roles)
        .set({
          name: input.name,
          displayName: input.displayName,
          description: input.description ?? null,
          lastModificationTime: new Date(),
          lastModifierUserId: ctx.user.id,
        })
        .where(eq(roles.id, role.id));
      if (input.grantedPermissions && !role.isStatic)
        await replaceGrants(ctx.db, role, input.grantedPermissions, ctx.user.id);
      return roleDto(ctx, role.id);
    },
  }),
  // DELETE /api/services/app/Role/Delete — refused for the Admin role and for a role still assigned
  Delete: method({
    verb: "DELETE",
    permission: "Pages.Roles.Delete",
    summary: "Delete a role",
    input: ZIdInput,
    output: z.null(),
    handler: async (input, ctx) => {
      const role = await getRoleRow(ctx.db, ctx.tenantId, input.id);
      if (role.isStatic)
        throw AppError.conflict("api.errors.cannotDeleteStaticRole", { name: role.name });
      const users = (await userCounts(ctx.db, [role.id])).get(role.id) ?? 0;
      if (users > 0)
        throw AppError.conflict("api.errors.roleInUse", { name: role.name, count: users });
      await ctx.db
        .update(roles)
        .set({ isDeleted: true, deletionTime: new Date(), deleterUserId: ctx.user.id })
        .where(eq(roles.id, role.id));
      return null;
    },
  }),
  // GET /api/services/app/Role/Get — one role with its grants
  Get: method({
    verb: "GET",
    permission: "Pages.Roles",
    summary: "Get a role",
    input: ZIdInput,
    output: ZRoleDto,
    handler: async (input, ctx) => roleDto(ctx, input.id),
  }),
  // GET /api/services/app/Role/GetAll — paged roles: keyword, holders of a permission
  GetAll: method({
    verb: "GET",
    permission: "Pages.Roles",
    summary: "List roles",
    input: ZGetRolesInput,
    output: ZPagedResult(ZRoleDto),
    handler: async (input, ctx) => {
      const keyword = input.keyword ? likePattern(input.keyword) : undefined;
      const where = and(
        eq(roles.tenantId, ctx.tenantId),
        eq(roles.isDeleted, false),
        keyword
          ? or(
              ilike(roles.name, keyword),
              ilike(roles.displayName, keyword),
              ilike(roles.description, keyword),
            )
          : undefined,
        input.permission ? grantsPermission(input.permission) : undefined,
      );
      const [{ total } = { total: 0 }] = await ctx.db
        .select({ total: count() })
        .from(roles)
        .where(where);
      const rows = await ctx.db
        .select()
        .from(roles)
        .where(where)
        .orderBy(
          ...orderByOf(
            input.sorting,
            { name: roles.name, displayName: roles.displayName, creationTime: roles.creationTime },
            [sql`${roles.isStatic} desc`, sql`${roles.name}`],
          ),
        )
        .offset(input.skipCount)
        .limit(input.maxResultCount);
      return { totalCount: total, items: await toRoleDtos(ctx.db, rows) };
    },
  }),
  // GET /api/services/app/Role/GetRoles — every role (optionally those holding a permission)
  GetRoles: method({
    verb: "GET",
    permission: ["Pages.Roles", "Pages.Users"],
    summary: "All roles, unpaged",
    input: ZGetRolesListInput,
    output: ZListResult(ZRoleDto),
    handler: async (input, ctx) => {
      const rows = await ctx.db
        .select()
        .from(roles)
        .where(
          and(
            eq(roles.tenantId, ctx.tenantId),
            eq(roles.isDeleted, false),
            input.permission ? grantsPermission(input.permission) : undefined,
          ),
        )
        .orderBy(roles.name);
      return { items: await toRoleDtos(ctx.db, rows) };
    },
  }),
  // GET /api/services/app/Role/GetAllPermissions — the permission tree, flat, parents first
  GetAllPermissions: method({
    verb: "GET",
    permission: "Pages.Roles",
    summary: "Every permission, flat with parent names",
    input: z.object({}),
    output: ZListResult(ZPermissionDto),
    handler: async (_input, ctx) => ({ items: permissionDtos(ctx.t) }),
  }),
  // GET /api/services/app/Role/GetRoleForEdit — role, the permission list and what it holds
  GetRoleForEdit: method({
    verb: "GET",
    permission: "Pages.Roles",
    summary: "A role with everything its edit screen needs",
    input: ZIdInput,
    output: ZRoleForEdit,
    handler: async (input, ctx) => {
      const role = await getRoleRow(ctx.db, ctx.tenantId, input.id);
      const [dto] = await toRoleDtos(ctx.db, [role]);
      return {
        role: dto!,
        permissions: permissionDtos(ctx.t),
        grantedPermissionNames: await grantedNames(ctx.db, role),
        dataPermissions: await dataPermissionsOf(ctx.db, role.id),
      };
    },
  }),
  // POST /api/services/app/Role/GrantPermission — replaces the role's grants (and data scopes when sent)
  GrantPermission: method({
    verb: "POST",
    permission: "Pages.Roles.GrantPermissions",
    summary: "Set the permissions (and data scopes) of a role",
    input: ZGrantPermissionInput,
    output: z.null(),
    handler: async (input, ctx) => {
      const role = await getRoleRow(ctx.db, ctx.tenantId, input.roleId);
      if (role.isStatic) throw AppError.conflict("api.errors.adminRoleHasAll");
      await replaceGrants(ctx.db, role, input.permissionNames, ctx.user.id, input.dataPermissions);
      return null;
    },
  }),
  // GET /api/services/app/Role/GetGrantedPermissionNames — names the role holds
  GetGrantedPermissionNames: method({
    verb: "GET",
    permission: "Pages.Roles",
    summary: "Permission names a role holds",
    input: ZRoleIdInput,
    output: z.array(z.string()),
    handler: async (input, ctx) =>
      grantedNames(ctx.db, await getRoleRow(ctx.db, ctx.tenantId, input.roleId)),
  }),
  // GET /api/services/app/Role/GetGrantedDataPermissionSettings — the role's data scope per permission
  GetGrantedDataPermissionSettings: method({
    verb: "GET",
    permission: "Pages.Roles",
    summary: "Data scopes of a role",
    input: ZRoleIdInput,
    output: z.array(ZDataPermissionSetting),
    handler: async (input, ctx) => {
      const role = await getRoleRow(ctx.db, ctx.tenantId, input.roleId);
      return dataPermissionsOf(ctx.db, role.id);
    },
  }),
});
