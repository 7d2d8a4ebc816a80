import { cookies } from "next/headers";
import type { ReactNode } from "react";
import { ConsoleShell } from "@/components/shell/console-shell";
import { ForbiddenView } from "@/components/shell/forbidden-view";
import { PermissionsProvider } from "@/components/shell/permissions";
import { SessionKeeper } from "@/components/shell/session-keeper";
import { loadConsoleSession, requestPath } from "@/lib/console-session";
import { menuTrail, SIDEBAR_COOKIE } from "@/lib/menu";
import { routeOf } from "@/lib/routes";

/**
 * Every console screen: the shell, and the route's permission checked here on the server (the
 * gate is not the security boundary; the upstream checks again on every call).
 */
export default async function ConsoleLayout({ children }: { children: ReactNode }) {
  const session = await loadConsoleSession();
  const pathname = (await requestPath()).split("?")[0]!;
  const route = routeOf(pathname);
  const allowed = !route || session.granted.has(route.permission);
  const trail = route ? menuTrail(session.menu, route.permission) : [];
  const sidebarOpen = (await cookies()).get(SIDEBAR_COOKIE)?.value !== "closed";
  const title = route && session.labels.get(route.permission);
  return (
    <ConsoleShell
      menu={session.menu}
      trail={trail}
      sidebarOpen={sidebarOpen}
      displayName={`${session.user.name} ${session.user.surname}`.trim() || session.user.userName}
      userName={session.user.userName}
    >
      {title && <title>{`${title} · Quay`}</title>}
      <SessionKeeper expiresAt={session.expiresAt} />
      <PermissionsProvider granted={[...session.granted]}>
        {allowed ? children : <ForbiddenView />}
      </PermissionsProvider>
    </ConsoleShell>
  );
}
