"use client";

import { createContext, type ReactNode, useContext, useMemo } from "react";
import type { PermissionName } from "@/lib/permissions";

const PermissionsContext = createContext<ReadonlySet<PermissionName>>(new Set());

/** The signed-in user's granted permissions, for hiding what they cannot do (SPEC §6). */
export function PermissionsProvider({
  granted,
  children,
}: {
  granted: readonly PermissionName[];
  children: ReactNode;
}) {
  const set = useMemo(() => new Set(granted), [granted]);
  return <PermissionsContext.Provider value={set}>{children}</PermissionsContext.Provider>;
}

/** true when the user holds the permission, or (for a list) at least one of them. */
export function useCan(permission: PermissionName | readonly PermissionName[]): boolean {
  const granted = useContext(PermissionsContext);
  return (typeof permission === "string" ? [permission] : permission).some((p) => granted.has(p));
}

/** Every permission the user holds (the command palette tests the routes it offers with it). */
export function useGranted(): ReadonlySet<PermissionName> {
  return useContext(PermissionsContext);
}
