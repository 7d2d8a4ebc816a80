import type { Metadata } from "next";
import { cookies } from "next/headers";
import { redirect } from "next/navigation";
import { NextIntlClientProvider } from "next-intl";
import { getMessages } from "next-intl/server";
import type { ReactNode } from "react";
import { ColumnLayoutsProvider } from "@/components/saved-views/column-layouts";
import { ConsoleShell } from "@/components/shell/console-shell";
import { ForbiddenView } from "@/components/shell/forbidden-view";
import { PermissionsProvider } from "@/components/shell/permissions";
import { RouteGate, RouteInfoProvider } from "@/components/shell/route-context";
import { SessionKeeper } from "@/components/shell/session-keeper";
import { DirectUploadsProvider } from "@/components/uploader/direct-uploads";
import { loadConsoleSession, requestPath } from "@/lib/console-session";
import { contracts } from "@/lib/contracts";
import { assertRouteEntity } from "@/lib/load-or-404";
import { homeRoute, SIDEBAR_COOKIE } from "@/lib/menu";
import { opensRoute, routeAccessFrom, routeAccessList } from "@/lib/route-access";
import { routeOf, routePermissions } from "@/lib/routes";
import { directUploadOrigin } from "@/lib/s3-config";
import { callUpstream } from "@/lib/upstream/client";

async function currentRoute() {
  const [pathname, search = ""] = (await requestPath()).split("?") as [string, string?];
  return { pathname, search: new URLSearchParams(search), route: routeOf(pathname) };
}

/**
 * The browser title is the route's title (SPEC §2), localised; Next runs this on every navigation.
 * A screen two areas share is titled as the area it was opened from (`?from=`), as its breadcrumb.
 */
export async function generateMetadata(): Promise<Metadata> {
  const [{ labels }, { route, search }] = await Promise.all([loadConsoleSession(), currentRoute()]);
  const title = route && labels.get(routeAccessFrom(route.permission, search.get("from"))[0]!);
  return title ? { title } : {};
}

/**
 * Every console screen: the shell, and the route's permission checked on the server for the
 * first render and on the client for each navigation after it (RouteGate; this layout is not
 * rendered again on client navigation). The gate is not the security boundary: the upstream
 * checks again on every call.
 */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const session = await loadConsoleSession();
  // the person's column layouts, so lists render their columns at once (an upstream without
  // saved views has none); asked for while the route is checked
  const layoutsLoading = callUpstream(contracts.SavedView.GetLayouts, {}, session.ctx).then(
    (r) => r.items,
    () => [],
  );
  const { pathname, route } = await currentRoute();
  const allowed = !route || opensRoute(route.permission, session.granted);
  const home = homeRoute(session.menu, session.granted);
  // Sign-in, "/" and old links lead to the dashboard: a user without it goes to their first screen.
  if (route?.pattern === "/dashboard" && !allowed && home !== "/dashboard") redirect(home);
  if (route && allowed) await assertRouteEntity(route.pattern, pathname);
  const sidebarOpen = (await cookies()).get(SIDEBAR_COOKIE)?.value !== "closed";
  const layouts = await layoutsLoading;
  const titles = Object.fromEntries(
    Object.entries(routePermissions).flatMap(([pattern, permission]) => {
      const label = session.labels.get(routeAccessList(permission)[0]!);
      return label ? [[pattern, label]] : [];
    }),
  );
  // Client islands get every namespace but the server-only ones (API errors, permission names).
  // Only the console has them: the sign-in page translates on the server and ships no next-intl.
  const { api: _api, permissions: _permissions, ...clientMessages } = await getMessages();
  return (
    <NextIntlClientProvider messages={clientMessages}>
      <RouteInfoProvider routes={routePermissions} titles={titles} home={home}>
        <PermissionsProvider granted={[...session.granted]}>
          <ConsoleShell
            menu={session.menu}
            sidebarOpen={sidebarOpen}
            displayName={
              `${session.user.name} ${session.user.surname}`.trim() || session.user.userName
            }
            userName={session.user.userName}
          >
            <SessionKeeper expiresAt={session.expiresAt} />
            <ColumnLayoutsProvider initial={layouts}>
              <DirectUploadsProvider enabled={directUploadOrigin() !== undefined}>
                <RouteGate forbidden={<ForbiddenView home={home} />}>{children}</RouteGate>
              </DirectUploadsProvider>
            </ColumnLayoutsProvider>
          </ConsoleShell>
        </PermissionsProvider>
      </RouteInfoProvider>
    </NextIntlClientProvider>
  );
}
