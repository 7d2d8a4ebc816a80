// What opens a screen, and how to read it: pure functions on permission names, with no table in
// them, so the client shell can use them without shipping the route table or the permission
// tree (lib/routes.ts has those, for the server).
import type { PermissionName } from "@/lib/permissions";

/**
 * What opens a screen: a permission, or a list of them (any one opens it) for a screen two areas
 * share (SPEC §2 `{from}`: a supplier month's lines, opened from purchase or from finance).
 */
export type RouteAccess = PermissionName | readonly PermissionName[];

/** The permissions of a route's access, as a list. */
export const routeAccessList = (access: RouteAccess): readonly PermissionName[] =>
  typeof access === "string" ? [access] : access;

/**
 * A route's permissions with those of the area `from` names first (SPEC §2 `{from}`): a screen
 * two areas share takes its title and breadcrumb from the area it was opened from.
 */
export function routeAccessFrom(
  access: RouteAccess,
  from?: string | null,
): readonly PermissionName[] {
  const list = routeAccessList(access);
  const area = from?.toLowerCase();
  const ofArea = (p: PermissionName) => p.split(".")[1]?.toLowerCase() === area;
  return [...list.filter(ofArea), ...list.filter((p) => !ofArea(p))];
}

/** Whether granted permissions open a route: its permission, or any one of its list. */
export const opensRoute = (access: RouteAccess, granted: ReadonlySet<string>) =>
  routeAccessList(access).some((p) => granted.has(p));
