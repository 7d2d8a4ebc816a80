"use client";

import dynamic from "next/dynamic";
import { useTranslations } from "next-intl";
import { ChevronsDownUp, ChevronsUpDown } from "lucide-react";
import { type DragEvent, useEffect, useRef, useState } from "react";
import { ConfirmDialog } from "@/components/confirm-dialog";
import { CreateButton } from "@/components/data-table/create-button";
import { useCan } from "@/components/shell/permissions";
import { useMutation } from "@/components/shell/use-mutation";
import { api } from "@/lib/api/client";
import { Button } from "@/components/ui/button";
import type { TCategoryTreeNode } from "@/lib/contracts/catalogue/category";
import {
  dropPayload,
  type DropPosition,
  moveAmongSiblings,
  parentIds,
  type SortItem,
} from "./category-tree-model";
import { type CategoryTreeView, CategoryTreeNode } from "./category-tree-node";

// Loaded when opened, with the form kit and zod (first-load weight, issue 7).
const CategoryFormDialog = dynamic(
  () => import("./category-form-dialog").then((m) => m.CategoryFormDialog),
  { ssr: false },
);

type Dialog =
  { kind: "edit"; category: TCategoryTreeNode } | { kind: "add"; parentId: string } | null;

/** Which way a row sits under the pointer: its top quarter, bottom quarter, or middle. */
function positionIn(event: DragEvent<HTMLElement>): DropPosition {
  const rect = event.currentTarget.getBoundingClientRect();
  const y = (event.clientY - rect.top) / rect.height;
  return y < 0.25 ? "before" : y > 0.75 ? "after" : "inside";
}

/**
 * The category tree: open and close branches, product counts, and per row add a subcategory,
 * edit, delete and move among siblings (arrows, or drag and drop, also across parents).
 */
export function CategoryTree({ tree }: { tree: TCategoryTreeNode[] }) {
  const t = useTranslations("categories");
  const tc = useTranslations("common");
  const canCreate = useCan("Pages.Commodity.Category.Create");
  const canEdit = useCan("Pages.Commodity.Category.Edit");
  const canDelete = useCan("Pages.Commodity.Category.Delete");
  const { mutate, pending } = useMutation();
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [dialog, setDialog] = useState<Dialog>(null);
  const [deleting, setDeleting] = useState<TCategoryTreeNode | null>(null);
  const [dragId, setDragId] = useState<string | null>(null);
  const [dropAt, setDropAt] = useState<CategoryTreeView["dropAt"]>(null);
  // the arrow that moved a row keeps focus once the reordered tree arrives
  const refocus = useRef<{ button: string; other: string; tree: TCategoryTreeNode[] } | null>(null);

  useEffect(() => {
    const target = refocus.current;
    if (!target || pending || target.tree === tree) return;
    refocus.current = null;
    const button = document.getElementById(target.button) as HTMLButtonElement | null;
    const fallback = document.getElementById(target.other);
    (button && !button.disabled ? button : fallback)?.focus();
  }, [pending, tree]);

  const expand = (id: string) =>
    setCollapsed((old) => new Set([...old].filter((other) => other !== id)));

  const save = async (items: SortItem[]) => {
    try {
      await mutate(api.ProductCategory.UpdateSort, { items }, { success: t("orderSaved") });
    } catch {
      refocus.current = null; // the toast said why; the tree is unchanged
    }
  };

  const view: CategoryTreeView = {
    canCreate,
    canEdit,
    canDelete,
    busy: pending,
    isOpen: (id) => !collapsed.has(id),
    setOpen: (id, open) => (open ? expand(id) : setCollapsed((old) => new Set([...old, id]))),
    addChild: (node) => {
      expand(node.id);
      setDialog({ kind: "add", parentId: node.id });
    },
    edit: (category) => setDialog({ kind: "edit", category }),
    remove: setDeleting,
    move: (node, direction) => {
      const items = moveAmongSiblings(tree, node.id, direction);
      if (!items) return;
      const other = direction === "up" ? "down" : "up";
      refocus.current = {
        button: `category-${node.id}-${direction}`,
        other: `category-${node.id}-${other}`,
        tree,
      };
      void save(items);
    },
    dropAt,
    dragStart: (node) => setDragId(node.id),
    dragOver: (node, event) => {
      if (!dragId || pending) return;
      const position = positionIn(event);
      if (!dropPayload(tree, dragId, node.id, position)) {
        if (dropAt) setDropAt(null);
        return; // not calling preventDefault refuses the drop here
      }
      event.preventDefault();
      event.dataTransfer.dropEffect = "move";
      if (dropAt?.id !== node.id || dropAt.position !== position)
        setDropAt({ id: node.id, position });
    },
    drop: (event) => {
      event.preventDefault();
      const target = dropAt;
      const items = dragId && target && dropPayload(tree, dragId, target.id, target.position);
      setDragId(null);
      setDropAt(null);
      if (!items || !target) return;
      if (target.position === "inside") expand(target.id);
      void save(items);
    },
    dragEnd: () => {
      setDragId(null);
      setDropAt(null);
    },
  };

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground text-sm">{canEdit ? t("reorderHint") : null}</p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => setCollapsed(new Set())}>
            <ChevronsUpDown />
            {t("expandAll")}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setCollapsed(new Set(parentIds(tree)))}
          >
            <ChevronsDownUp />
            {t("collapseAll")}
          </Button>
        </div>
      </div>
      <div className="rounded-md border p-2" aria-busy={pending}>
        <div
          className="text-muted-foreground grid grid-cols-[minmax(0,1fr)_6rem_auto] gap-2 border-b px-2 pb-2 text-sm font-medium"
          aria-hidden
        >
          <span>{t("name")}</span>
          <span className="text-right">{t("productCount")}</span>
          <span className="w-8" />
        </div>
        {tree.length === 0 ? (
          <p className="text-muted-foreground py-10 text-center text-sm">{t("empty")}</p>
        ) : (
          <ul aria-label={t("treeLabel")} className="pt-1">
            {tree.map((node, i) => (
              <CategoryTreeNode
                key={node.id}
                node={node}
                depth={0}
                index={i}
                siblingCount={tree.length}
                view={view}
              />
            ))}
          </ul>
        )}
      </div>
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => !open && setDeleting(null)}
        title={deleting ? t("confirmDelete", { name: deleting.name }) : ""}
        description={t("confirmDeleteHint")}
        destructive
        confirmLabel={tc("delete")}
        onConfirm={() => mutate(api.ProductCategory.Delete, { id: deleting!.id })}
      />
      {dialog?.kind === "edit" && (
        <CategoryFormDialog
          tree={tree}
          category={dialog.category}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === "add" && (
        <CategoryFormDialog
          tree={tree}
          parentId={dialog.parentId}
          onClose={() => setDialog(null)}
        />
      )}
    </div>
  );
}

/** The page header's "Create category" (a top-level one), opening the dialog. */
export function CreateCategoryButton({ tree }: { tree: TCategoryTreeNode[] }) {
  const t = useTranslations("categories");
  return (
    <CreateButton
      permission="Pages.Commodity.Category.Create"
      label={t("create")}
      dialog={(close) => <CategoryFormDialog tree={tree} onClose={close} />}
    />
  );
}
