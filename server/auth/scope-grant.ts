import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { AuthedCtx } from "@/server/http/define";
import { roleDataPermissions, userRoles } from "@/server/db/schema";

/** A role's data scope for one permission (no setting at all means All, DESIGN §4). */
export interface ScopeSetting {
  permissionName: string;
  scope: string;
  providerName?: string | null;
  specifiedIds?: string[];
}

const sameScope = (a: ScopeSetting, b: ScopeSetting) =>
  a.scope === b.scope &&
  (a.providerName ?? null) === (b.providerName ?? null) &&
  [...(a.specifiedIds ?? [])].sort().join() === [...(b.specifiedIds ?? [])].sort().join();

/**
 * Nobody hands out a data scope wider than their own (issue 8, defect 2's rule for scopes).
 * Of `granted` (permission names a role holds, with the role's `settings`), answers those whose
 * scope the caller does not hold: where the caller's own scope for a permission is narrower than
 * All (as `dataScopeFilter` reads it over their roles), the role's setting must be one of the
 * caller's own settings; no setting (All) is wider. Scopes are not ordered (Specified ids,
 * departments), so "within" means "the same as one the caller holds". Administrators: none.
 */
export async function scopesWiderThanCaller(
  ctx: AuthedCtx,
  granted: readonly string[],
  settings: readonly ScopeSetting[],
): Promise<string[]> {
  if (ctx.user.isAdmin || granted.length === 0) return [];
  const rows = await ctx.db
    .select({
      permissionName: roleDataPermissions.permissionName,
      scope: roleDataPermissions.scope,
      providerName: roleDataPermissions.providerName,
      specifiedIds: roleDataPermissions.specifiedIds,
    })
    .from(roleDataPermissions)
    .innerJoin(userRoles, eq(userRoles.roleId, roleDataPermissions.roleId))
    .where(
      and(
        eq(userRoles.userId, ctx.user.id),
        inArray(roleDataPermissions.permissionName, [...granted]),
      ),
    );
  const target = new Map(settings.map((s) => [s.permissionName, s]));
  return granted
    .filter((name) => {
      const own = rows.filter((r) => r.permissionName === name);
      if (own.length === 0 || own.some((s) => s.scope === "All")) return false;
      const theirs = target.get(name);
      return !theirs || theirs.scope === "All" || !own.some((o) => sameScope(o, theirs));
    })
    .sort();
}
