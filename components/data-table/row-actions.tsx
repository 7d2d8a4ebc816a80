"use client";

import Link from "next/link";
import { useTranslations } from "next-intl";
import { MoreHorizontal } from "lucide-react";
import { Children, type ReactNode, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { useCan } from "@/components/shell/permissions";
import type { PermissionName } from "@/lib/permissions";
import { type SaidEntity, useMutation, useSaid } from "@/components/shell/use-mutation";
import { Button } from "@/components/ui/button";
import { type Bin, useRestoredSaid } from "./bin";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "@/components/ui/dropdown-menu";

/** What keeps a row from being deleted, as the row itself says (e.g. a brand's productCount). */
interface DeleteBlock {
  kind: "product" | "subcategory" | "subunit" | "sku" | "user" | "onShelf";
  count: number;
}

interface RowActionsProps {
  /** the row's name: the menu's label, the confirmation and the toast say it */
  name: string;
  /** what the row is, as a key of messages `entities.*` ("brand"), for the toast */
  entity: SaidEntity;
  /** Edit: a page (href) or a dialog (onSelect), shown with its permission */
  edit?: { permission: PermissionName; href?: string; onSelect?: () => void };
  /** Delete, confirmed first; `blockedBy` disables it and says why before anyone asks */
  remove?: {
    permission: PermissionName;
    run: () => Promise<unknown>;
    blockedBy?: DeleteBlock | null;
    /** the confirmation's hint (default: none) */
    hint?: ReactNode;
    /** the entity's bin and the row's id: the toast offers Undo for 10 s to whoever may restore */
    undo?: { bin: Bin; id: string };
  };
  /** the row's other actions (DropdownMenuItem elements), above Delete */
  children?: ReactNode;
}

/** A row's "…" menu button and its items (`label` names it: "Actions for Breezly"). */
export function RowMenu({ label, children }: { label: string; children: ReactNode }) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="size-8" aria-label={label}>
          <MoreHorizontal />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="max-w-64">
        {children}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}

/**
 * The row menu every list uses (CONVENTIONS: each page adds only its columns and row actions):
 * Edit and Delete with SPEC §8's confirmation, each shown only with its permission.
 */
export function RowActions({ name, entity, edit, remove, children }: RowActionsProps) {
  const t = useTranslations("table");
  const tc = useTranslations("common");
  const said = useSaid(entity);
  const canEdit = useCan(edit?.permission ?? []);
  const canDelete = useCan(remove?.permission ?? []);
  const tb = useTranslations("bin");
  const canRestore = useCan(remove?.undo?.bin.permission ?? []);
  const restored = useRestoredSaid(entity);
  const { run } = useMutation();
  const [confirming, setConfirming] = useState(false);
  // items a row leaves out (`{cond && <Item/>}`) are no items: no menu with nothing in it
  const hasItems = Children.toArray(children).length > 0;
  if (!canEdit && !canDelete && !hasItems) return null;
  const blocked = remove?.blockedBy && remove.blockedBy.count > 0 ? remove.blockedBy : null;
  return (
    <>
      <RowMenu label={t("actionsFor", { name })}>
        {canEdit &&
          (edit?.href ? (
            <DropdownMenuItem asChild>
              <Link href={edit.href}>{tc("edit")}</Link>
            </DropdownMenuItem>
          ) : (
            <DropdownMenuItem onSelect={edit?.onSelect}>{tc("edit")}</DropdownMenuItem>
          ))}
        {children}
        {canDelete && (canEdit || hasItems) && <DropdownMenuSeparator />}
        {canDelete && (
          <DropdownMenuItem
            variant="destructive"
            disabled={!!blocked}
            onSelect={() => setConfirming(true)}
            className="flex-col items-start gap-0.5"
          >
            {tc("delete")}
            {blocked && (
              <span className="text-muted-foreground text-xs">
                {t("deleteBlocked", { kind: blocked.kind, count: blocked.count })}
              </span>
            )}
          </DropdownMenuItem>
        )}
      </RowMenu>
      {remove && (
        <ConfirmDialog
          open={confirming}
          onOpenChange={setConfirming}
          title={t("confirmDelete", { name })}
          description={remove.hint}
          destructive
          confirmLabel={tc("delete")}
          onConfirm={() => {
            const undo = canRestore ? remove.undo : undefined;
            return run(remove.run, {
              success: said("deleted", name),
              kind: "deleted",
              action: undo && {
                label: tb("undo"),
                onClick: () =>
                  void run(() => undo.bin.restore(undo.id), { success: restored(name) }).catch(
                    () => {}, // the mutation already said why
                  ),
              },
            });
          }}
        />
      )}
    </>
  );
}
