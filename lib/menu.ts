import type { TPermissionDto } from "@/lib/contracts/role";
import type { PermissionName } from "@/lib/permissions";
import { routeAccessFrom } from "@/lib/route-access";

/** The sidebar open/closed choice, read on the server so the first paint is right. */
export const SIDEBAR_COOKIE = "quay.sidebar";

export interface MenuItem {
  name: string;
  label: string;
  url?: string;
  icon?: string;
  children: MenuItem[];
}

/**
 * The sidebar (SPEC §6): non-function permission nodes the user holds by exact name, children
 * filtered the same way. Nodes without a screen (no url and no visible child) are left out.
 */
export function buildMenu(permissions: TPermissionDto[], granted: ReadonlySet<string>): MenuItem[] {
  const byParent = new Map<string | null, TPermissionDto[]>();
  for (const p of permissions) {
    const list = byParent.get(p.parentName) ?? [];
    list.push(p);
    byParent.set(p.parentName, list);
  }
  const build = (parent: string | null): MenuItem[] =>
    (byParent.get(parent) ?? []).flatMap((p): MenuItem[] => {
      if (p.properties.isFunction || !granted.has(p.name)) return [];
      const children = build(p.name);
      const url = menuUrl(p.properties.url);
      if (!url && children.length === 0) return [];
      return [{ name: p.name, label: p.displayName, url, icon: p.properties.icon, children }];
    });
  return build(null);
}

/** A menu url with SPEC's `{from}` filled by its area ("/finance/commoditySalesRecord/finance"). */
function menuUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  const filled = url.replace("{from}", url.split("/")[1] ?? "");
  return filled.includes("{") ? undefined : filled;
}

/** The trail of menu items down to the screen a permission belongs to (Users → Users.Create …). */
export function menuTrail(menu: MenuItem[], permission: PermissionName): MenuItem[] {
  for (const item of menu) {
    const below = menuTrail(item.children, permission);
    if (below.length) return [item, ...below];
    if (permission === item.name || permission.startsWith(`${item.name}.`)) return [item];
  }
  return [];
}

/**
 * The menu trail of a screen (breadcrumb and highlighted item): for a screen two areas share
 * (SPEC §2 `{from}`), the permission of the area it was opened from ("finance" →
 * Pages.Finance.*), else the first of its permissions the user's menu has.
 */
export function screenTrail(
  menu: MenuItem[],
  access: PermissionName | readonly PermissionName[],
  from?: string | null,
): MenuItem[] {
  for (const permission of routeAccessFrom(access, from)) {
    const trail = menuTrail(menu, permission);
    if (trail.length) return trail;
  }
  return [];
}

/** "Home" for this user: the dashboard when granted, else the first screen their menu offers. */
export function homeRoute(menu: MenuItem[], granted: ReadonlySet<string>): string {
  if (granted.has("Pages.Dashboard")) return "/dashboard";
  return firstMenuUrl(menu) ?? "/dashboard";
}

function firstMenuUrl(menu: MenuItem[]): string | undefined {
  for (const item of menu) {
    const url = item.url ?? firstMenuUrl(item.children);
    if (url) return url;
  }
  return undefined;
}
