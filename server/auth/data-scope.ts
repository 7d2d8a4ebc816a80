import "server-only";
import { and, eq, inArray, type Column, or, type SQL, sql } from "drizzle-orm";
import type { PermissionName } from "@/lib/permissions";
import type { AuthedCtx } from "@/server/http/define";
import {
  organizationUnits,
  roleDataPermissions,
  userOrganizationUnits,
  userRoles,
} from "@/server/db/schema";

/**
 * The columns a table offers a data scope: who created a row, and (for warehouse records) the
 * warehouse it belongs to, which the "Warehouse" provider narrows by.
 */
export interface ScopeColumns {
  creator: Column;
  warehouse?: Column;
}

/**
 * Narrows a list to the records the caller may see under a permission (DESIGN §4): the widest
 * scope over the caller's roles wins; no setting means All. `isOnlyMine` narrows further.
 * Specified with provider "Warehouse" keeps the rows of the listed warehouses (none where the
 * table has no warehouse column); the other providers narrow by the creator.
 */
export async function dataScopeFilter(
  ctx: AuthedCtx,
  permissionName: PermissionName,
  columns: ScopeColumns,
  isOnlyMine?: boolean,
): Promise<SQL | undefined> {
  const creatorColumn = columns.creator;
  const me = ctx.user.id;
  const mine = isOnlyMine ? eq(creatorColumn, me) : undefined;
  if (ctx.user.isAdmin) return mine;
  const settings = await ctx.db
    .select({
      scope: roleDataPermissions.scope,
      providerName: roleDataPermissions.providerName,
      ids: roleDataPermissions.specifiedIds,
    })
    .from(roleDataPermissions)
    .innerJoin(userRoles, eq(userRoles.roleId, roleDataPermissions.roleId))
    .where(and(eq(userRoles.userId, me), eq(roleDataPermissions.permissionName, permissionName)));
  if (settings.length === 0 || settings.some((s) => s.scope === "All")) return mine;

  const myUnits = ctx.db
    .select({ id: userOrganizationUnits.organizationUnitId })
    .from(userOrganizationUnits)
    .where(eq(userOrganizationUnits.userId, me));
  const usersInUnits = (unitIds: SQL | string[]) =>
    ctx.db
      .select({ id: userOrganizationUnits.userId })
      .from(userOrganizationUnits)
      .where(inArray(userOrganizationUnits.organizationUnitId, unitIds as string[]));

  const conditions = settings.map((s): SQL => {
    switch (s.scope) {
      case "Mine":
        return eq(creatorColumn, me);
      case "MyDepartment":
        return inArray(creatorColumn, usersInUnits(sql`(${myUnits})`));
      case "MyDepartmentAndSubs": {
        const subUnits = ctx.db
          .select({ id: organizationUnits.id })
          .from(organizationUnits)
          .where(
            sql`exists (select 1 from ${organizationUnits} as mine where mine.id in (${myUnits}) and (${organizationUnits.code} = mine.code or ${organizationUnits.code} like mine.code || '.%'))`,
          );
        return inArray(creatorColumn, usersInUnits(sql`(${subUnits})`));
      }
      default: {
        // Specified
        if (s.ids.length === 0) return sql`false`;
        if (s.providerName === "Role") {
          return inArray(
            creatorColumn,
            ctx.db
              .select({ id: userRoles.userId })
              .from(userRoles)
              .where(inArray(userRoles.roleId, s.ids)),
          );
        }
        if (s.providerName === "OrganizationUnit")
          return inArray(creatorColumn, usersInUnits(s.ids));
        if (s.providerName === "Warehouse")
          return columns.warehouse ? inArray(columns.warehouse, s.ids) : sql`false`;
        return inArray(creatorColumn, s.ids);
      }
    }
  });
  const scope = conditions.length === 1 ? conditions[0] : or(...conditions);
  return mine ? and(scope, mine) : scope;
}
