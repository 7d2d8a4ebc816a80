"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { ChevronRight } from "lucide-react";
import { useState } from "react";
import type { MenuItem } from "@/lib/menu";
import { cn } from "@/lib/utils";
import { MenuIcon } from "./menu-icon";

interface SidebarProps {
  menu: MenuItem[];
  /** names of the items from the top down to the current screen */
  activeTrail: string[];
  onNavigate?: () => void;
}

/** The granted menu tree; one section open at a time (SPEC §2). Dark slate, amber active item. */
export function SidebarNav({ menu, activeTrail, onNavigate }: SidebarProps) {
  const t = useTranslations("shell");
  const [openSection, setOpenSection] = useState<string | undefined>(activeTrail[0]);
  // navigating into another section opens it (one open at a time)
  const [section, setSection] = useState(activeTrail[0]);
  if (section !== activeTrail[0]) {
    setSection(activeTrail[0]);
    if (activeTrail[0]) setOpenSection(activeTrail[0]);
  }
  const active = activeTrail[activeTrail.length - 1];

  const link = (item: MenuItem, nested: boolean) => (
    <Link
      key={item.name}
      href={item.url!}
      onClick={onNavigate}
      aria-current={item.name === active ? "page" : undefined}
      className={cn(
        "hover:bg-sidebar-accent flex items-center gap-3 rounded-md px-3 py-2 text-sm transition-colors hover:text-white",
        nested && "pl-10",
        item.name === active && "text-sidebar-primary hover:text-sidebar-primary font-medium",
      )}
    >
      {!nested && <MenuIcon name={item.icon} className="size-4 shrink-0" />}
      <span className="truncate">{item.label}</span>
    </Link>
  );

  return (
    <nav aria-label={t("menu")} className="flex flex-col gap-1 p-3">
      {menu.map((item) => {
        if (item.children.length === 0) return item.url ? link(item, false) : null;
        const open = openSection === item.name;
        const inside = activeTrail[0] === item.name;
        return (
          <div key={item.name}>
            <button
              type="button"
              aria-expanded={open}
              onClick={() => setOpenSection(open ? undefined : item.name)}
              className={cn(
                "hover:bg-sidebar-accent flex w-full items-center gap-3 rounded-md px-3 py-2 text-left text-sm transition-colors hover:text-white",
                inside && "text-white",
              )}
            >
              <MenuIcon name={item.icon} className="size-4 shrink-0" />
              <span className="flex-1 truncate">{item.label}</span>
              <ChevronRight
                className={cn("size-4 transition-transform", open && "rotate-90")}
                aria-hidden
              />
            </button>
            {open && (
              <div className="mt-1 flex flex-col gap-1">
                {item.children.filter((c) => c.url).map((c) => link(c, true))}
              </div>
            )}
          </div>
        );
      })}
    </nav>
  );
}
