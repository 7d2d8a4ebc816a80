"use client";

import {
  deferred,
  deferredPart,
  deferredTrigger,
  deferredTriggerRoot,
} from "@/components/ui/deferred";

// radix's tooltip, loaded when a trigger is first hovered or focused (see ./deferred.tsx).
const tooltip = deferred(() => import("./impl/tooltip"));
type Tooltip = typeof import("./impl/tooltip");

export const Tooltip: Tooltip["Tooltip"] = deferredTriggerRoot(tooltip, "Tooltip");
export const TooltipTrigger: Tooltip["TooltipTrigger"] = deferredTrigger(
  tooltip,
  "TooltipTrigger",
  { opensOn: "hover", attributes: { "data-slot": "tooltip-trigger", "data-state": "closed" } },
);
export const TooltipContent = deferredPart(tooltip, "TooltipContent");
