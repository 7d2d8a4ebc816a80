"use client";

import * as React from "react";

// Radix overlays (menus, selects, tooltips, dialogs, sheets) with their code loaded on first use
// (first-load weight, issue 7: together ~45 KB gzip on every list page). The modules in ./impl are
// the shadcn components as they were; the modules next to this file put them behind:
// - a root opened by its `open` prop (dialog, sheet) loads when it is first opened;
// - a root opened from its trigger (menu, select, tooltip) renders its trigger at once, as the
//   same element with the same attributes; pressing it (or hovering, for a tooltip) loads the
//   code and opens, and from then on every instance is the real radix component.
// Nothing is fetched until someone asks, so a page's first load is what the build lists for it.

type AnyComponent = React.ComponentType<Record<string, unknown>>;

interface Deferred<M> {
  load(): Promise<M>;
  use(): M | undefined;
}

export function deferred<M>(importer: () => Promise<M>): Deferred<M> {
  let loaded: M | undefined;
  let loading: Promise<M> | undefined;
  const listeners = new Set<() => void>();
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => void listeners.delete(listener);
  };
  return {
    load() {
      loading ??= importer().then(
        (module) => {
          loaded = module;
          for (const listener of listeners) listener();
          return module;
        },
        (error: unknown) => {
          loading = undefined; // a failed chunk can be tried again (the shell reports it)
          throw error;
        },
      );
      return loading;
    },
    use() {
      return React.useSyncExternalStore(
        subscribe,
        () => loaded,
        () => undefined,
      );
    },
  };
}

/** A part inside the overlay (content, items, title …): nothing until the module is there. */
export function deferredPart<M, K extends keyof M>(module: Deferred<M>, name: K): M[K] {
  function Part(props: Record<string, unknown>) {
    const loaded = module.use();
    if (!loaded) return null;
    const Component = loaded[name] as AnyComponent;
    return <Component {...props} />;
  }
  Part.displayName = String(name);
  return Part as M[K];
}

/** A root opened by its `open` prop (dialogs, sheets): loads when first opened. */
export function deferredDialogRoot<M, K extends keyof M>(module: Deferred<M>, name: K): M[K] {
  function Root(props: { open?: boolean; defaultOpen?: boolean }) {
    const loaded = module.use();
    const opening = !!(props.open || props.defaultOpen);
    React.useEffect(() => {
      if (opening) void module.load();
    }, [opening]);
    if (!loaded) return null;
    const Component = loaded[name] as AnyComponent;
    return <Component {...props} />;
  }
  Root.displayName = String(name);
  return Root as M[K];
}

interface Request {
  open: () => void;
  /** a tooltip closes again when the pointer leaves before its code arrived */
  cancel: () => void;
}
const RequestContext = React.createContext<Request | null>(null);

/** A root opened from its trigger (menus, selects, tooltips). */
export function deferredTriggerRoot<M, K extends keyof M>(module: Deferred<M>, name: K): M[K] {
  function Root({
    open,
    defaultOpen,
    onOpenChange,
    children,
    ...props
  }: {
    open?: boolean;
    defaultOpen?: boolean;
    onOpenChange?: (open: boolean) => void;
    children?: React.ReactNode;
  }) {
    const loaded = module.use();
    const [requested, setRequested] = React.useState(false);
    const request = React.useMemo<Request>(
      () => ({
        open: () => {
          setRequested(true);
          onOpenChange?.(true);
          void module.load();
        },
        cancel: () => setRequested(false),
      }),
      [onOpenChange],
    );
    if (loaded) {
      const Component = loaded[name] as AnyComponent;
      return (
        <Component
          {...props}
          open={open}
          defaultOpen={defaultOpen || requested}
          onOpenChange={onOpenChange}
        >
          {children}
        </Component>
      );
    }
    return <RequestContext.Provider value={request}>{children}</RequestContext.Provider>;
  }
  Root.displayName = String(name);
  return Root as M[K];
}

type Handlers = Partial<
  Record<"onPointerDown" | "onKeyDown" | "onPointerEnter" | "onPointerLeave" | "onFocus" | "onBlur", (event: never) => void>
>;

/**
 * The trigger of a `deferredTriggerRoot`: before the code is there, its child (asChild) or a
 * button with the attributes radix gives it while closed, and what opens it in radix (`opensOn`).
 */
export function deferredTrigger<M, K extends keyof M>(
  module: Deferred<M>,
  name: K,
  closed: { opensOn: "press" | "hover"; keys?: string[]; attributes: Record<string, string> },
): M[K] {
  function Trigger({
    asChild,
    children,
    ...props
  }: { asChild?: boolean; children?: React.ReactNode } & Handlers & Record<string, unknown>) {
    const loaded = module.use();
    const request = React.useContext(RequestContext);
    if (loaded) {
      const Component = loaded[name] as AnyComponent;
      return (
        <Component asChild={asChild} {...props}>
          {children}
        </Component>
      );
    }
    const child =
      asChild && React.isValidElement<Record<string, unknown>>(children) ? children : null;
    const own: Handlers =
      closed.opensOn === "press"
        ? {
            onPointerDown: (event: React.PointerEvent) => {
              if (event.button !== 0 || event.ctrlKey) return;
              event.preventDefault(); // as radix: the focus goes to the opened content
              request?.open();
            },
            onKeyDown: (event: React.KeyboardEvent) => {
              if (!(closed.keys ?? ["Enter", " ", "ArrowDown"]).includes(event.key)) return;
              event.preventDefault();
              request?.open();
            },
            onPointerEnter: () => void module.load(), // likely to be pressed: fetch it now
          }
        : {
            onPointerEnter: () => request?.open(),
            onFocus: () => request?.open(),
            onPointerLeave: () => request?.cancel(),
            onBlur: () => request?.cancel(),
          };
    const handlers: Record<string, (event: never) => void> = {};
    for (const [key, handler] of Object.entries(own)) {
      const theirs = [props[key], child?.props[key]].filter(
        (h): h is (event: unknown) => void => typeof h === "function",
      );
      handlers[key] = (event: never) => {
        for (const h of theirs) h(event);
        if (!(event as { defaultPrevented?: boolean }).defaultPrevented) handler(event);
      };
    }
    const merged = { ...props, ...closed.attributes, ...handlers };
    if (child) return React.cloneElement(child, merged);
    return (
      <button type="button" {...merged}>
        {children}
      </button>
    );
  }
  Trigger.displayName = String(name);
  return Trigger as M[K];
}
