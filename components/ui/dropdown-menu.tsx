"use client";

import {
  deferred,
  deferredPart,
  deferredTrigger,
  deferredTriggerRoot,
} from "@/components/ui/deferred";

// radix's dropdown menu, loaded on the first press of a trigger (see ./deferred.tsx).
const menu = deferred(() => import("./impl/dropdown-menu"));
type Menu = typeof import("./impl/dropdown-menu");

export const DropdownMenu: Menu["DropdownMenu"] = deferredTriggerRoot(menu, "DropdownMenu");
export const DropdownMenuTrigger: Menu["DropdownMenuTrigger"] = deferredTrigger(
  menu,
  "DropdownMenuTrigger",
  {
    opensOn: "press",
    keys: ["Enter", " ", "ArrowDown"],
    attributes: {
      "data-slot": "dropdown-menu-trigger",
      "aria-haspopup": "menu",
      "aria-expanded": "false",
      "data-state": "closed",
    },
  },
);
export const DropdownMenuContent = deferredPart(menu, "DropdownMenuContent");
export const DropdownMenuItem = deferredPart(menu, "DropdownMenuItem");
export const DropdownMenuCheckboxItem = deferredPart(menu, "DropdownMenuCheckboxItem");
export const DropdownMenuLabel = deferredPart(menu, "DropdownMenuLabel");
export const DropdownMenuSeparator = deferredPart(menu, "DropdownMenuSeparator");
