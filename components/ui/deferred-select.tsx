"use client";

import { ChevronDownIcon } from "lucide-react";
import type * as React from "react";
import { cn } from "@/lib/utils";
import { selectTriggerClassName } from "./classes";
import { deferred, deferredPart, deferredTrigger, deferredTriggerRoot } from "./deferred";

// radix's select for the list kit (pagination, filters), loaded on the first press of its trigger
// (see ./deferred.tsx). Until then the trigger shows SelectValue's children, so they are required
// here: radix would otherwise read the selected item's text from the (not yet loaded) items.
// Forms keep ./select, whose values may come from the items.
const select = deferred(() => import("./select"));
type Select = typeof import("./select");

export const Select: Select["Select"] = deferredTriggerRoot(select, "Select");
const ClosedTrigger = deferredTrigger(select, "SelectTrigger", {
  opensOn: "press",
  keys: ["Enter", " ", "ArrowDown", "ArrowUp"],
  attributes: {
    role: "combobox",
    "aria-expanded": "false",
    "aria-autocomplete": "none",
    "data-state": "closed",
    "data-slot": "select-trigger",
  },
});

export function SelectTrigger({
  className,
  size = "default",
  children,
  ...props
}: React.ComponentProps<Select["SelectTrigger"]>) {
  const loaded = select.use();
  if (loaded)
    return (
      <loaded.SelectTrigger className={className} size={size} {...props}>
        {children}
      </loaded.SelectTrigger>
    );
  return (
    <ClosedTrigger className={cn(selectTriggerClassName, className)} data-size={size} {...props}>
      {children}
      <ChevronDownIcon className="size-4 opacity-50" />
    </ClosedTrigger>
  );
}

export function SelectValue({ children }: { children: React.ReactNode }) {
  const loaded = select.use();
  if (loaded) return <loaded.SelectValue>{children}</loaded.SelectValue>;
  return (
    <span data-slot="select-value" style={{ pointerEvents: "none" }}>
      {children}
    </span>
  );
}

export const SelectContent = deferredPart(select, "SelectContent");
export const SelectItem = deferredPart(select, "SelectItem");
