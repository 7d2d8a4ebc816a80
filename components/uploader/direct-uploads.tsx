"use client";

import { createContext, type ReactNode, useContext } from "react";

const DirectUploads = createContext(false);

/**
 * Whether uploads go from the browser straight to the file storage (S3, issue 15): the console
 * layout says so from the server's configuration; without it files go through the BFF.
 */
export function DirectUploadsProvider({
  enabled,
  children,
}: {
  enabled: boolean;
  children: ReactNode;
}) {
  return <DirectUploads.Provider value={enabled}>{children}</DirectUploads.Provider>;
}

export const useDirectUploads = () => useContext(DirectUploads);
