"use client";

import { useRouter } from "next/navigation";
import {
  createContext,
  type ReactNode,
  useContext,
  useEffect,
  useRef,
  useState,
  useSyncExternalStore,
} from "react";

// The command palette's context actions (issue 14 item 2): what the open screen offers to do
// ("Confirm payment", "Ship", "Place an order for this customer" …). A screen's client island
// registers them with `useCommandActions` while it is mounted, only the ones the record's state
// and the user's permissions allow (the same test its buttons make); the palette lists them
// first. Registering is cheap: the store lives in the shell, the palette reads it when open.

export interface CommandAction {
  /** unique on the screen ("order.ship") */
  id: string;
  /** what the palette shows, in the user's language */
  label: string;
  /** other words it is found by (the record's code …) */
  keywords?: string[];
  /** runs once the palette has closed (so a dialog it opens keeps the focus) */
  run: () => void;
}

type Listener = () => void;

/** The registered actions: one list per registering component, in mount order. */
class CommandActionStore {
  private readonly byOwner = new Map<symbol, CommandAction[]>();
  private snapshot: CommandAction[] = [];
  private readonly listeners = new Set<Listener>();

  set(owner: symbol, actions: CommandAction[]) {
    if (actions.length) this.byOwner.set(owner, actions);
    else this.byOwner.delete(owner);
    this.snapshot = [...this.byOwner.values()].flat();
    this.listeners.forEach((l) => l());
  }

  subscribe = (listener: Listener) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  get = () => this.snapshot;
}

const EMPTY: CommandAction[] = [];
const CommandActionsContext = createContext<CommandActionStore | null>(null);

/** Holds the open screen's actions for the palette (the shell wraps the console in it). */
export function CommandActionsProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => new CommandActionStore());
  return <CommandActionsContext.Provider value={store}>{children}</CommandActionsContext.Provider>;
}

/**
 * Offers `actions` in the command palette while the calling component is mounted. Pass only what
 * the user may do now; the list may change on every render (it is compared by id and label).
 */
export function useCommandActions(actions: CommandAction[]) {
  const store = useContext(CommandActionsContext);
  const [owner] = useState(() => Symbol("command-actions"));
  // the latest run functions, so a re-render with new closures needs no re-registration
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  const key = actions
    .map((a) => `${a.id}\u0000${a.label}\u0000${a.keywords?.join(" ")}`)
    .join("\n");
  useEffect(() => {
    if (!store) return;
    store.set(
      owner,
      latest.current.map((a) => ({
        ...a,
        run: () => latest.current.find((b) => b.id === a.id)?.run(),
      })),
    );
    return () => store.set(owner, []);
  }, [store, owner, key]);
}

/** The open screen's actions (the palette's first group). */
export function useRegisteredCommandActions(): CommandAction[] {
  const store = useContext(CommandActionsContext);
  return useSyncExternalStore(
    store?.subscribe ?? (() => () => {}),
    store?.get ?? (() => EMPTY),
    () => EMPTY,
  );
}

/**
 * For server pages: offers links as palette actions (`href`s the page has already checked the
 * user may open, e.g. "Place an order for this customer"). Renders nothing.
 */
export function CommandLinks({
  links,
}: {
  links: { id: string; label: string; href: string; keywords?: string[] }[];
}) {
  const router = useRouter();
  useCommandActions(links.map(({ href, ...rest }) => ({ ...rest, run: () => router.push(href) })));
  return null;
}
