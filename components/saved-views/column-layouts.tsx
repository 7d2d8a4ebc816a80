"use client";

import { createContext, type ReactNode, useContext, useState } from "react";
import { api } from "@/lib/api/client";
import type { TColumnLayout } from "@/lib/contracts/saved-view-values";

interface LayoutStore {
  get: (listKey: string) => TColumnLayout | undefined;
  /** remembers (null: forgets) a list's columns here and on the server */
  set: (listKey: string, layout: TColumnLayout | null) => void;
}

const noStore: LayoutStore = { get: () => undefined, set: () => undefined };
const LayoutsContext = createContext<LayoutStore>(noStore);

/**
 * The signed-in user's column layouts (issue 14 item 3), loaded with the console's layout so a
 * list renders its remembered columns on the server: no flash of the default columns. The
 * console layout is not rendered again on client navigation, so changes are kept here too.
 */
export function ColumnLayoutsProvider({
  initial,
  children,
}: {
  initial: readonly { listKey: string; columns: TColumnLayout }[];
  children: ReactNode;
}) {
  // made once: a refresh re-renders the layout with the server's copy, which may not yet hold a
  // change still waiting to be saved here (review finding)
  const [store] = useState<LayoutStore>(() => {
    const layouts = new Map(initial.map((l) => [l.listKey, l.columns]));
    let saving: Promise<unknown> = Promise.resolve();
    return {
      get: (listKey) => layouts.get(listKey),
      set: (listKey, layout) => {
        if (layout) layouts.set(listKey, layout);
        else layouts.delete(listKey);
        // saved at once and in order, in a request that outlives the page: a reload or a link
        // out right after a change keeps it (a delayed save was lost then)
        saving = saving.then(
          () =>
            fetch(api.SavedView.SetLayout.url, {
              method: "POST",
              headers: { "Content-Type": "application/json" },
              body: JSON.stringify({ listKey, columns: layout }),
              keepalive: true,
            }).catch(() => undefined), // a failed save leaves the columns as they are on this page
        );
      },
    };
  });
  return <LayoutsContext.Provider value={store}>{children}</LayoutsContext.Provider>;
}

export const useColumnLayouts = () => useContext(LayoutsContext);
