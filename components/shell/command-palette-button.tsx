"use client";

import { Search } from "lucide-react";
import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { Button } from "@/components/ui/button";
import type { MenuItem } from "@/lib/menu";

// Loaded on the first opening: cmdk and the searches stay out of every page's first load.
const CommandPalette = dynamic(() => import("./command-palette"), { ssr: false });

/** ⌘K on a Mac, Ctrl+K elsewhere. */
const isShortcut = (e: KeyboardEvent) =>
  (e.metaKey || e.ctrlKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === "k";

const noSubscription = () => () => {};

/**
 * The top bar's "Search or jump to…" button and the ⌘K / Ctrl+K shortcut (issue 14 item 2): both
 * open the command palette. The palette's code is fetched the first time it is opened.
 */
export function CommandPaletteButton({ menu }: { menu: MenuItem[] }) {
  const t = useTranslations("commandPalette");
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const show = () => {
    setLoaded(true);
    setOpen(true);
  };
  const showRef = useRef(show);
  useEffect(() => {
    showRef.current = show;
  });
  // the platform is known only in the browser: the server renders "Ctrl K"
  const isMac = useSyncExternalStore(
    noSubscription,
    () => /Mac|iPhone|iPad/.test(navigator.platform),
    () => false,
  );

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (!isShortcut(e) || e.defaultPrevented) return;
      e.preventDefault();
      showRef.current();
    };
    document.addEventListener("keydown", onKey);
    return () => document.removeEventListener("keydown", onKey);
  }, []);

  return (
    <>
      <Button
        variant="outline"
        className="text-muted-foreground h-9 gap-2 px-2 font-normal sm:w-56 sm:justify-start sm:px-3"
        aria-haspopup="dialog"
        aria-keyshortcuts="Meta+K Control+K"
        aria-label={t("open")}
        onClick={show}
      >
        <Search aria-hidden />
        <span className="hidden flex-1 text-left sm:inline" aria-hidden>
          {t("button")}
        </span>
        <kbd
          className="bg-muted text-foreground hidden rounded border px-1.5 font-mono text-xs sm:inline"
          aria-hidden
        >
          {isMac ? "⌘K" : "Ctrl K"}
        </kbd>
      </Button>
      {loaded && <CommandPalette open={open} onOpenChange={setOpen} menu={menu} />}
    </>
  );
}
