import "server-only";
import { and, eq, exists, ilike, ne, or, sql } from "drizzle-orm";
import { Role } from "@/lib/contracts/role";
import { isPermissionName } from "@/lib/permissions";
import { rolePermissions, roles, userRoles } from "@/server/db/schema";
import { type AuthedCtx, implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { type ScopeSetting, scopesWiderThanCaller } from "@/server/auth/scope-grant";
import { created, deleted, likePattern, liveRows, modified, pagedList } from "../kit";
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

const scopeKey = (settings: readonly ScopeSetting[], name: string) => {
  const s = settings.find((d) => d.permissionName === name);
  return s
    ? JSON.stringify([s.scope, s.providerName ?? null, [...(s.specifiedIds ?? [])].sort()])
    : "All";
};

/**
 * Nobody hands out, or takes away, more than they have (issue 8, defect 2's other door): a caller
 * other than an administrator may change only grants they hold themselves, may give a permission
 * only a data scope they hold themselves (no setting is All: wider than a Mine caller's), and
 * never changes the grants or data scopes of a role they hold (that would widen their own reach).
 * `dataPermissions` undefined: the role keeps its data scopes.
 */
async function assertMayChangeGrants(
  ctx: AuthedCtx,
  role: typeof roles.$inferSelect | null,
  names: string[] | undefined,
  dataPermissions?: ScopeSetting[],
) {
  if (ctx.user.isAdmin || (names === undefined && dataPermissions === undefined)) return;
  if (role) {
    const [held] = await ctx.db
      .select({ roleId: userRoles.roleId })
      .from(userRoles)
      .where(and(eq(userRoles.userId, ctx.user.id), eq(userRoles.roleId, role.id)));
    if (held) throw AppError.conflict("api.errors.cannotChangeOwnRoleGrants");
  }
  const beforeNames = role ? await grantedNames(ctx.db, role) : [];
  const beforeScopes = role ? await dataPermissionsOf(ctx.db, role.id) : [];
  const afterNames = names ?? beforeNames;
  const afterScopes = dataPermissions ?? beforeScopes;
  const before = new Set(beforeNames);
  const after = new Set(afterNames);
  const missing = [
    ...[...after].filter((n) => !before.has(n)),
    ...[...before].filter((n) => !after.has(n)),
  ].filter((n) => isPermissionName(n) && !ctx.permissions.has(n));
  if (missing.length)
    throw new AppError("forbidden", "api.errors.cannotGrantPermissions", {
      names: missing.sort().slice(0, 10).join(", "),
    });
  const rescoped = afterNames.filter(
    (n) => !before.has(n) || scopeKey(beforeScopes, n) !== scopeKey(afterScopes, n),
  );
  const wider = await scopesWiderThanCaller(ctx, rescoped, afterScopes);
  if (wider.length)
    throw new AppError("forbidden", "api.errors.cannotGrantWiderScope", {
      names: wider.slice(0, 10).join(", "),
    });
}

async function assertNameFree(ctx: AuthedCtx, name: string, exceptId?: string) {
  const [clash] = await ctx.db
    .select({ id: roles.id })
    .from(roles)
    .where(
      and(
        liveRows(roles, ctx.tenantId),
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

export const roleService = implement(Role, {
  Create: async (input, ctx) => {
    assertMayGrant(ctx, input.grantedPermissions);
    await assertMayChangeGrants(ctx, null, input.grantedPermissions);
    await assertNameFree(ctx, input.name);
    const [row] = await ctx.db
      .insert(roles)
      .values({
        ...created(ctx),
        name: input.name,
        displayName: input.displayName,
        description: input.description ?? null,
      })
      .returning();
    await replaceGrants(ctx.db, row!, input.grantedPermissions ?? [], ctx.user.id);
    return roleDto(ctx, row!.id);
  },
  Update: async (input, ctx) => {
    assertMayGrant(ctx, input.grantedPermissions);
    const role = await getRoleRow(ctx.db, ctx.tenantId, input.id);
    if (!role.isStatic) await assertMayChangeGrants(ctx, role, input.grantedPermissions);
    if (role.isStatic && input.name !== role.name)
      throw AppError.conflict("api.errors.cannotRenameStaticRole", { name: role.name });
    await assertNameFree(ctx, input.name, role.id);
    await ctx.db
      .update(roles)
      .set({
        name: input.name,
        displayName: input.displayName,
        description: input.description ?? null,
        ...modified(ctx),
      })
      .where(eq(roles.id, role.id));
    if (input.grantedPermissions && !role.isStatic)
      await replaceGrants(ctx.db, role, input.grantedPermissions, ctx.user.id);
    return roleDto(ctx, role.id);
  },
  Delete: async (input, ctx) => {
    const role = await getRoleRow(ctx.db, ctx.tenantId, input.id);
    if (role.isStatic)
      throw AppError.conflict("api.errors.cannotDeleteStaticRole", { name: role.name });
    const users = (await userCounts(ctx.db, [role.id])).get(role.id) ?? 0;
    if (users > 0)
      throw AppError.conflict("api.errors.roleInUse", { name: role.name, count: users });
    await ctx.db.update(roles).set(deleted(ctx)).where(eq(roles.id, role.id));
    return null;
  },
  Get: async (input, ctx) => roleDto(ctx, input.id),
  GetAll: async (input, ctx) => {
    const keyword = input.keyword ? likePattern(input.keyword) : undefined;
    const where = and(
      liveRows(roles, ctx.tenantId),
      keyword
        ? or(
            ilike(roles.name, keyword),
            ilike(roles.displayName, keyword),
            ilike(roles.description, keyword),
          )
        : undefined,
      input.permission ? grantsPermission(input.permission) : undefined,
    );
    return pagedList(ctx, {
      table: roles,
      where,
      input,
      sortColumns: {
        name: roles.name,
        displayName: roles.displayName,
        creationTime: roles.creationTime,
      },
      fallback: [
        { column: roles.isStatic, desc: true },
        { column: roles.name, desc: false },
        { column: roles.id, desc: false },
      ],
      toDtos: (rows: (typeof roles.$inferSelect)[]) => toRoleDtos(ctx.db, rows),
    });
  },
  GetRoles: async (input, ctx) => {
    const rows = await ctx.db
      .select()
      .from(roles)
      .where(
        and(
          liveRows(roles, ctx.tenantId),
          input.permission ? grantsPermission(input.permission) : undefined,
        ),
      )
      .orderBy(roles.name);
    return { items: await toRoleDtos(ctx.db, rows) };
  },
  GetAllPermissions: async (_input, ctx) => ({ items: permissionDtos(ctx.t) }),
  GetRoleForEdit: async (input, ctx) => {
    const role = await getRoleRow(ctx.db, ctx.tenantId, input.id);
    const [dto] = await toRoleDtos(ctx.db, [role]);
    return {
      role: dto!,
      permissions: permissionDtos(ctx.t),
      grantedPermissionNames: await grantedNames(ctx.db, role),
      dataPermissions: await dataPermissionsOf(ctx.db, role.id),
    };
  },
  GrantPermission: async (input, ctx) => {
    const role = await getRoleRow(ctx.db, ctx.tenantId, input.roleId);
    if (role.isStatic) throw AppError.conflict("api.errors.adminRoleHasAll");
    await assertMayChangeGrants(ctx, role, input.permissionNames, input.dataPermissions);
    await replaceGrants(ctx.db, role, input.permissionNames, ctx.user.id, input.dataPermissions);
    return null;
  },
  GetGrantedPermissionNames: async (input, ctx) =>
    grantedNames(ctx.db, await getRoleRow(ctx.db, ctx.tenantId, input.roleId)),
  GetGrantedDataPermissionSettings: async (input, ctx) => {
    const role = await getRoleRow(ctx.db, ctx.tenantId, input.roleId);
    return dataPermissionsOf(ctx.db, role.id);
  },
});
