"use client";

import * as React from "react";
import { CheckIcon } from "lucide-react";
import { Checkbox as CheckboxPrimitive } from "radix-ui";

import { cn } from "@/lib/utils";

/**
 * shadcn's checkbox, with a 24 px target around its 16 px box (WCAG 2.5.8 target size: a table's
 * "select all" sat too close to the next column's sort button; Lighthouse, issue 16). The box is
 * drawn by the inner span from the button's state (group-data-*): a tick when checked, a dash
 * when indeterminate.
 */
function Checkbox({ className, ...props }: React.ComponentProps<typeof CheckboxPrimitive.Root>) {
  return (
    <CheckboxPrimitive.Root
      data-slot="checkbox"
      className={cn(
        "peer group inline-grid size-6 shrink-0 place-items-center rounded-[4px] outline-none disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    >
      <span
        aria-hidden
        className="border-input dark:bg-input/30 group-data-[state=checked]:bg-primary group-data-[state=checked]:text-primary-foreground dark:group-data-[state=checked]:bg-primary group-data-[state=checked]:border-primary group-data-[state=indeterminate]:bg-primary group-data-[state=indeterminate]:text-primary-foreground dark:group-data-[state=indeterminate]:bg-primary group-data-[state=indeterminate]:border-primary group-focus-visible:border-ring group-focus-visible:ring-ring/50 group-aria-invalid:ring-destructive/20 dark:group-aria-invalid:ring-destructive/40 group-aria-invalid:border-destructive grid size-4 place-content-center rounded-[4px] border shadow-xs transition-shadow group-focus-visible:ring-[3px]"
      >
        <CheckboxPrimitive.Indicator
          data-slot="checkbox-indicator"
          className="grid place-content-center text-current transition-none"
        >
          <CheckIcon className="size-3.5 group-data-[state=indeterminate]:hidden" />
          {/* "some, not all": a dash, so partial is told from full */}
          <span className="hidden h-0.5 w-2.5 rounded-full bg-current group-data-[state=indeterminate]:block" />
        </CheckboxPrimitive.Indicator>
      </span>
    </CheckboxPrimitive.Root>
  );
}

export { Checkbox };
