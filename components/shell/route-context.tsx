"use client";

import { usePathname } from "next/navigation";
import { createContext, type ReactNode, useContext, useMemo } from "react";
import { opensRoute, type RouteAccess } from "@/lib/route-access";
import { compileRoutes, matchRoute } from "@/lib/route-pattern";
import { useCan, useGranted } from "./permissions";

interface RouteInfo {
  /** route pattern → the permission that opens it (lib/routes.ts, passed in to keep the
   *  permission tree out of the client bundle) */
  routes: Readonly<Record<string, RouteAccess>>;
  /** route pattern → its localised title (the permission's display name) */
  titles: Readonly<Record<string, string>>;
  /** where "home" is for this user (lib/menu.ts homeRoute) */
  home: string;
}

const RouteContext = createContext<{
  compiled: ReturnType<typeof compileRoutes<RouteAccess>>;
  titles: Readonly<Record<string, string>>;
  home: string;
}>({ compiled: [], titles: {}, home: "/dashboard" });

/**
 * What the shell knows about routes, read from the URL on the client: the (console) layout is
 * not rendered again on client navigation, so anything that depends on the current route
 * (breadcrumb, highlighted menu item, loading header, permission gate) follows usePathname.
 */
export function RouteInfoProvider({
  routes,
  titles,
  home,
  children,
}: RouteInfo & { children: ReactNode }) {
  const value = useMemo(
    () => ({ compiled: compileRoutes(routes), titles, home }),
    [routes, titles, home],
  );
  return <RouteContext.Provider value={value}>{children}</RouteContext.Provider>;
}

/** The route (pattern and permission) of the current path, or of the given one. */
function useRoute(pathname?: string) {
  const { compiled } = useContext(RouteContext);
  const current = usePathname();
  return matchRoute(compiled, pathname ?? current);
}

/** The current route, or undefined for a path that is no screen. */
export function useCurrentRoute() {
  return useRoute();
}

/** The localised title of the current route, or of the given path. */
export function useRouteTitle(pathname?: string): string | undefined {
  const { titles } = useContext(RouteContext);
  const route = useRoute(pathname);
  return route && titles[route.pattern];
}

/** Whether the user may open a path (a screen of ours their permissions grant). */
export function useCanOpen(): (pathname: string) => boolean {
  const { compiled } = useContext(RouteContext);
  const granted = useGranted();
  return (pathname) => {
    const route = matchRoute(compiled, pathname);
    return !!route && opensRoute(route.permission, granted);
  };
}

export function useHome(): string {
  return useContext(RouteContext).home;
}

/** The screen, or the 403 view when the user's roles do not grant the current route. */
export function RouteGate({ forbidden, children }: { forbidden: ReactNode; children: ReactNode }) {
  const route = useCurrentRoute();
  const allowed = useCan(route?.permission ?? []);
  return !route || allowed ? children : forbidden;
}
