import "server-only";
import { and, eq, inArray, sql } from "drizzle-orm";
import { roles } from "@/server/db/schema";
import type { PermissionName } from "@/lib/permissions";
import type { AuthedCtx } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { scopesWiderThanCaller } from "@/server/auth/scope-grant";
import { dataPermissionsOf, grantedNames } from "../role/queries";
import { roleNamesOf } from "./queries";

const ASSIGN_ROLES: PermissionName = "Pages.Users.AssignRoles";

/** SPEC §6: a role named Admin (or admin) makes its holder an administrator, whatever it stores. */
const isAdminName = (name: string) => name.toLowerCase() === "admin";

/**
 * Guards a change of a user's roles through User/Create or User/Update (`userId` null: a new
 * user). Unchanged roles pass, so the user form saves as before. A change needs
 * Pages.Users.AssignRoles, never touches the caller's own roles, and every role added or removed
 * may hold only permissions the caller holds, with data scopes the caller holds (see
 * `scopesWiderThanCaller`): nobody hands out, or takes away, more than they have.
 */
export async function assertMayAssignRoles(
  ctx: AuthedCtx,
  userId: string | null,
  roleNames: string[],
) {
  const before = new Set(
    (userId ? ((await roleNamesOf(ctx.db, [userId])).get(userId) ?? []) : []).map((n) =>
      n.toLowerCase(),
    ),
  );
  const after = new Set(roleNames.map((n) => n.toLowerCase()));
  const changed = [
    ...[...after].filter((n) => !before.has(n)),
    ...[...before].filter((n) => !after.has(n)),
  ];
  if (changed.length === 0) return;
  if (!ctx.permissions.has(ASSIGN_ROLES)) throw AppError.forbidden();
  if (userId === ctx.user.id) throw AppError.conflict("api.errors.cannotChangeOwnRoles");
  if (ctx.user.isAdmin) return;
  const rows = await ctx.db
    .select()
    .from(roles)
    .where(
      and(
        eq(roles.tenantId, ctx.tenantId),
        eq(roles.isDeleted, false),
        inArray(sql`lower(${roles.name})`, changed),
      ),
    )
    .orderBy(roles.name);
  for (const role of rows) {
    const granted = await grantedNames(ctx.db, role);
    if (
      isAdminName(role.name) ||
      granted.some((name) => !ctx.permissions.has(name)) ||
      (await scopesWiderThanCaller(ctx, granted, await dataPermissionsOf(ctx.db, role.id))).length
    )
      throw new AppError("forbidden", "api.errors.cannotAssignRole", { role: role.name });
  }
}
