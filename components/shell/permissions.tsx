"use client";

import { createContext, type ReactNode, useContext, useMemo } from "react";

const PermissionsContext = createContext<ReadonlySet<string>>(new Set());

/** The signed-in user's granted permissions, for hiding what they cannot do (SPEC §6). */
export function PermissionsProvider({
  granted,
  children,
}: {
  granted: string[];
  children: ReactNode;
}) {
  const set = useMemo(() => new Set(granted), [granted]);
  return <PermissionsContext.Provider value={set}>{children}</PermissionsContext.Provider>;
}

/** true when the user holds the permission, or (for a list) at least one of them. */
export function useCan(permission: string | string[]): boolean {
  const granted = useContext(PermissionsContext);
  return (Array.isArray(permission) ? permission : [permission]).some((p) => granted.has(p));
}
