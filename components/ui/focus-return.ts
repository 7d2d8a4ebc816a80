"use client";

import { useRef } from "react";

/**
 * Where the focus goes back when a dialog closes: the control that had it when the dialog
 * opened. Radix returns it only to its own Trigger, and our dialogs are mostly opened from a
 * plain button or a row menu (mounted while open), so without this the focus fell to <body>.
 * When a menu item opened the dialog, the menu's button takes it (the item is gone by then).
 */
function openerOf(active: Element | null): HTMLElement | null {
  if (!(active instanceof HTMLElement) || active === document.body) return null;
  const menu = active.closest<HTMLElement>("[role=menu]");
  if (menu?.id) {
    const trigger = document.querySelector<HTMLElement>(`[aria-controls="${CSS.escape(menu.id)}"]`);
    if (trigger) return trigger;
  }
  return active;
}

/**
 * `onOpenAutoFocus` and `onCloseAutoFocus` for a dialog's content: the first notes what has the
 * focus as the dialog opens (before it moves in), the second gives it back there. Noted at open,
 * not at mount: a confirmation or sheet stays mounted while closed.
 */
export function useFocusReturn(
  ownOpen?: (event: Event) => void,
  ownClose?: (event: Event) => void,
) {
  const opener = useRef<HTMLElement | null>(null);
  const onOpenAutoFocus = (event: Event) => {
    opener.current = openerOf(document.activeElement);
    ownOpen?.(event);
  };
  const onCloseAutoFocus = (event: Event) => {
    ownClose?.(event);
    if (event.defaultPrevented) return;
    event.preventDefault();
    const noted = opener.current;
    // a row re-rendered since: its menu button is a new element with the same id
    const target = noted?.isConnected ? noted : noted?.id ? document.getElementById(noted.id) : null;
    target?.focus({ preventScroll: true });
  };
  return { onOpenAutoFocus, onCloseAutoFocus };
}
