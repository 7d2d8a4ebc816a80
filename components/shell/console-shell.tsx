"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { useSearchParams } from "next/navigation";
import { useTheme } from "next-themes";
import { Moon, PanelLeft, Sun } from "lucide-react";
import { Fragment, type ReactNode, useState } from "react";
import {
  Breadcrumb,
  BreadcrumbItem,
  BreadcrumbList,
  BreadcrumbPage,
  BreadcrumbSeparator,
} from "@/components/ui/breadcrumb";
import { Button } from "@/components/ui/button";
import { Sheet, SheetContent, SheetTitle } from "@/components/ui/sheet";
import { screenTrail, SIDEBAR_COOKIE } from "@/lib/menu";
import type { MenuItem } from "@/lib/menu";
import { cn } from "@/lib/utils";
import { ChunkErrorWatcher } from "./chunk-load-error";
import { CommandActionsProvider } from "./command-actions";
import { CommandPaletteButton } from "./command-palette-button";
import { NavigationProgress, NavigationProvider, usePendingNavigation } from "./navigation";
import { PageLoading } from "./page-loading";
import { useCurrentRoute, useHome } from "./route-context";
import { SidebarNav } from "./sidebar";
import { NoticeBell } from "./notice-bell";
import { UserMenu } from "./user-menu";

const MOBILE_QUERY = "(max-width: 991px)";

interface ConsoleShellProps {
  menu: MenuItem[];
  sidebarOpen: boolean;
  displayName: string;
  userName: string;
  children: ReactNode;
}

/**
 * Sidebar + top bar (SPEC §2). The open/closed choice is a cookie, so the server renders it right;
 * below 992 px the sidebar is hidden by CSS from the first paint and opens as an overlay. The
 * breadcrumb and the highlighted item follow the URL (the layout does not re-render on navigation).
 * On paper only the screen is printed (a delivery note): the sidebar and the top bar are left off.
 */
export function ConsoleShell({
  menu,
  sidebarOpen,
  displayName,
  userName,
  children,
}: ConsoleShellProps) {
  const t = useTranslations("shell");
  const { resolvedTheme, setTheme } = useTheme();
  const [open, setOpen] = useState(sidebarOpen);
  const [mobileOpen, setMobileOpen] = useState(false);
  const route = useCurrentRoute();
  const home = useHome();
  // a screen two areas share follows `{from}` (in its path, or ?from= on its detail screens)
  const from = useSearchParams().get("from") ?? route?.params.from;
  const trail = route ? screenTrail(menu, route.permission, from) : [];
  const activeTrail = trail.map((m) => m.name);

  const toggle = () => {
    if (window.matchMedia(MOBILE_QUERY).matches) return setMobileOpen((v) => !v);
    setOpen((v) => {
      document.cookie = `${SIDEBAR_COOKIE}=${v ? "closed" : "open"}; path=/; max-age=31536000; samesite=lax`;
      return !v;
    });
  };

  const brand = (
    <Link
      href={home}
      className="flex h-14 items-center gap-2 px-6 text-lg font-semibold text-white"
    >
      <span className="bg-sidebar-primary size-2.5 rounded-full" aria-hidden />
      Quay
    </Link>
  );

  return (
    <NavigationProvider>
      <CommandActionsProvider>
        <div className="flex min-h-screen">
          <NavigationProgress />
          <ChunkErrorWatcher />
          <aside
            data-testid="sidebar"
            data-state={open ? "open" : "closed"}
            className={cn(
              "bg-sidebar text-sidebar-foreground sticky top-0 hidden h-screen w-64 shrink-0 flex-col overflow-y-auto",
              open && "min-[992px]:flex print:hidden",
            )}
          >
            {brand}
            <SidebarNav menu={menu} activeTrail={activeTrail} />
          </aside>
          <Sheet open={mobileOpen} onOpenChange={setMobileOpen}>
            <SheetContent
              side="left"
              className="bg-sidebar text-sidebar-foreground w-64 border-0 p-0"
              data-testid="mobile-sidebar"
            >
              <SheetTitle className="sr-only">{t("menu")}</SheetTitle>
              {brand}
              <SidebarNav
                menu={menu}
                activeTrail={activeTrail}
                onNavigate={() => setMobileOpen(false)}
              />
            </SheetContent>
          </Sheet>
          <div className="flex min-w-0 flex-1 flex-col">
            <header className="bg-background/95 sticky top-0 z-10 flex h-14 items-center gap-3 border-b px-4 backdrop-blur print:hidden">
              <Button variant="ghost" size="icon" onClick={toggle} aria-label={t("toggleSidebar")}>
                <PanelLeft />
              </Button>
              <Breadcrumb className="min-w-0 flex-1" aria-label={t("breadcrumb")}>
                <BreadcrumbList>
                  {trail.map((item, i) => (
                    <Fragment key={item.name}>
                      {i > 0 && <BreadcrumbSeparator />}
                      <BreadcrumbItem>
                        {i === trail.length - 1 ? (
                          <BreadcrumbPage>{item.label}</BreadcrumbPage>
                        ) : item.url ? (
                          <Link href={item.url} className="hover:text-foreground">
                            {item.label}
                          </Link>
                        ) : (
                          <span>{item.label}</span>
                        )}
                      </BreadcrumbItem>
                    </Fragment>
                  ))}
                </BreadcrumbList>
              </Breadcrumb>
              <CommandPaletteButton menu={menu} />
              <NoticeBell />
              <Button
                variant="ghost"
                size="icon"
                aria-label={t("toggleTheme")}
                onClick={() => setTheme(resolvedTheme === "dark" ? "light" : "dark")}
              >
                <Sun className="dark:hidden" />
                <Moon className="hidden dark:block" />
              </Button>
              <UserMenu displayName={displayName} userName={userName} />
            </header>
            <main className="flex-1 p-4 md:p-6 print:p-0">
              <ShellMain>{children}</ShellMain>
            </main>
          </div>
        </div>
      </CommandActionsProvider>
    </NavigationProvider>
  );
}

/** The screen, or (from the click on) the next screen's header with skeleton rows. */
function ShellMain({ children }: { children: ReactNode }) {
  const pending = usePendingNavigation();
  const loading = pending?.isNewScreen ? pending.pathname : undefined;
  return (
    <>
      {loading && <PageLoading pathname={loading} />}
      <div hidden={!!loading}>{children}</div>
    </>
  );
}
