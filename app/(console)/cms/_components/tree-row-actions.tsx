"use client";

import Link from "next/link";
import { Plus } from "lucide-react";
import type { ComponentProps } from "react";
import { RowActions } from "@/components/data-table/kit";
import { Button } from "@/components/ui/button";

/** A tree row's actions: "add a child" (when `addChild` is given) and the Edit/Delete menu. */
export function TreeRowActions({
  addChild,
  ...menu
}: ComponentProps<typeof RowActions> & { addChild?: { href: string; label: string } | false }) {
  return (
    <>
      {addChild && (
        <Button asChild variant="ghost" size="icon" className="size-8">
          <Link href={addChild.href} aria-label={addChild.label}>
            <Plus />
          </Link>
        </Button>
      )}
      <RowActions {...menu} />
    </>
  );
}
