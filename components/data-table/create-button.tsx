"use client";

import Link from "next/link";
import { Plus } from "lucide-react";
import { type ReactNode, useState } from "react";
import { useCan } from "@/components/shell/permissions";
import type { PermissionName } from "@/lib/permissions";
import { Button } from "@/components/ui/button";

/**
 * A list's create action, shown only with its permission: a page (`href`) or a dialog mounted
 * while open (`dialog` gets the close function). The page header and the empty list both use it.
 */
export function CreateButton({
  permission,
  label,
  href,
  dialog,
}: {
  permission: PermissionName;
  label: string;
  href?: string;
  dialog?: (close: () => void) => ReactNode;
}) {
  const can = useCan(permission);
  const [open, setOpen] = useState(false);
  if (!can) return null;
  if (href)
    return (
      <Button asChild>
        <Link href={href}>
          <Plus />
          {label}
        </Link>
      </Button>
    );
  return (
    <>
      <Button onClick={() => setOpen(true)}>
        <Plus />
        {label}
      </Button>
      {open && dialog?.(() => setOpen(false))}
    </>
  );
}
