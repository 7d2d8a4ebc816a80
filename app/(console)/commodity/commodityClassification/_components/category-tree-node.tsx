"use client";

import { useTranslations } from "next-intl";
import {
  ArrowDown,
  ArrowUp,
  ChevronDown,
  ChevronRight,
  GripVertical,
  Pencil,
  Plus,
  Trash2,
} from "lucide-react";
import type { DragEvent, ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Tooltip, TooltipContent, TooltipTrigger } from "@/components/ui/tooltip";
import type { TCategoryTreeNode } from "@/lib/contracts/catalogue/category";
import { cn } from "@/lib/utils";
import type { DropPosition } from "./category-tree-model";

/** What every row needs from the tree: permissions, open state, and the ways to act. */
export interface CategoryTreeView {
  canCreate: boolean;
  canEdit: boolean;
  canDelete: boolean;
  /** a reorder is being saved: moves wait for it */
  busy: boolean;
  isOpen: (id: string) => boolean;
  setOpen: (id: string, open: boolean) => void;
  addChild: (node: TCategoryTreeNode) => void;
  edit: (node: TCategoryTreeNode) => void;
  remove: (node: TCategoryTreeNode) => void;
  move: (node: TCategoryTreeNode, direction: "up" | "down") => void;
  /** where a drag over this row would drop, if anywhere */
  dropAt: { id: string; position: DropPosition } | null;
  dragStart: (node: TCategoryTreeNode) => void;
  dragOver: (node: TCategoryTreeNode, event: DragEvent<HTMLElement>) => void;
  drop: (event: DragEvent<HTMLElement>) => void;
  dragEnd: () => void;
}

/** An icon button whose name is also its tooltip. */
function RowAction({
  id,
  label,
  disabled,
  blockedBecause,
  destructive,
  onClick,
  children,
}: {
  id?: string;
  label: string;
  disabled?: boolean;
  /** why the action cannot succeed: it is disabled and says so (tooltip and description) */
  blockedBecause?: string | null;
  destructive?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  const reasonId = blockedBecause && id ? `${id}-reason` : undefined;
  return (
    <Tooltip>
      <TooltipTrigger asChild>
        {/* a disabled button gets no pointer events: the wrapper shows its tooltip */}
        <span tabIndex={blockedBecause ? 0 : undefined} className="inline-flex">
          <Button
            id={id}
            type="button"
            variant="ghost"
            size="icon"
            className={cn("size-8", destructive && "text-destructive hover:text-destructive")}
            aria-label={label}
            aria-describedby={reasonId}
            disabled={disabled || !!blockedBecause}
            onClick={onClick}
          >
            {children}
          </Button>
          {reasonId && (
            <span id={reasonId} className="sr-only">
              {blockedBecause}
            </span>
          )}
        </span>
      </TooltipTrigger>
      <TooltipContent>{blockedBecause ?? label}</TooltipContent>
    </Tooltip>
  );
}

/** A category with subcategories or products cannot be deleted: say so before anyone asks. */
function deleteBlocked(
  node: TCategoryTreeNode,
  tt: ReturnType<typeof useTranslations<"table">>,
): string | null {
  if (node.children.length)
    return tt("deleteBlocked", { kind: "subcategory", count: node.children.length });
  if (node.productCount) return tt("deleteBlocked", { kind: "product", count: node.productCount });
  return null;
}

export function CategoryTreeNode({
  node,
  depth,
  index,
  siblingCount,
  view,
}: {
  node: TCategoryTreeNode;
  depth: number;
  index: number;
  siblingCount: number;
  view: CategoryTreeView;
}) {
  const t = useTranslations("categories");
  const tt = useTranslations("table");
  const hasChildren = node.children.length > 0;
  const open = hasChildren && view.isOpen(node.id);
  const drop = view.dropAt?.id === node.id ? view.dropAt.position : null;
  const name = node.name;
  return (
    <li>
      <div
        draggable={view.canEdit}
        onDragStart={(event) => {
          event.dataTransfer.effectAllowed = "move";
          event.dataTransfer.setData("text/plain", node.id);
          view.dragStart(node);
        }}
        onDragOver={(event) => view.dragOver(node, event)}
        onDrop={view.drop}
        onDragEnd={view.dragEnd}
        data-category-id={node.id}
        className={cn(
          "hover:bg-muted/50 grid min-h-11 grid-cols-[minmax(0,1fr)_6rem_auto] items-center gap-2 rounded-md border-y-2 border-transparent pr-2",
          drop === "before" && "border-t-primary",
          drop === "after" && "border-b-primary",
          drop === "inside" && "bg-primary/10 ring-primary ring-1",
        )}
      >
        <div
          className="flex min-w-0 items-center gap-1"
          style={{ paddingLeft: `${depth * 1.5}rem` }}
        >
          {view.canEdit && (
            <GripVertical
              className="text-muted-foreground size-4 shrink-0 cursor-grab"
              aria-hidden
            />
          )}
          {hasChildren ? (
            <Button
              type="button"
              variant="ghost"
              size="icon"
              className="size-7 shrink-0"
              aria-expanded={open}
              aria-controls={`category-${node.id}-children`}
              aria-label={t(open ? "collapse" : "expand", { name })}
              onClick={() => view.setOpen(node.id, !open)}
            >
              {open ? <ChevronDown /> : <ChevronRight />}
            </Button>
          ) : (
            <span className="size-7 shrink-0" aria-hidden />
          )}
          <span className="truncate font-medium">{name}</span>
        </div>
        <span
          className="text-muted-foreground text-right text-sm tabular-nums"
          title={node.productCount === null ? t("notCounted") : undefined}
        >
          {node.productCount ?? "—"}
        </span>
        <div className="flex items-center justify-end">
          {view.canEdit && (
            <>
              <RowAction
                id={`category-${node.id}-up`}
                label={t("moveUp", { name })}
                disabled={view.busy || index === 0}
                onClick={() => view.move(node, "up")}
              >
                <ArrowUp />
              </RowAction>
              <RowAction
                id={`category-${node.id}-down`}
                label={t("moveDown", { name })}
                disabled={view.busy || index === siblingCount - 1}
                onClick={() => view.move(node, "down")}
              >
                <ArrowDown />
              </RowAction>
            </>
          )}
          {view.canCreate && (
            <RowAction label={t("addChild", { name })} onClick={() => view.addChild(node)}>
              <Plus />
            </RowAction>
          )}
          {view.canEdit && (
            <RowAction label={t("editNamed", { name })} onClick={() => view.edit(node)}>
              <Pencil />
            </RowAction>
          )}
          {view.canDelete && (
            <RowAction
              id={`category-${node.id}-delete`}
              label={t("deleteNamed", { name })}
              blockedBecause={deleteBlocked(node, tt)}
              destructive
              onClick={() => view.remove(node)}
            >
              <Trash2 />
            </RowAction>
          )}
        </div>
      </div>
      {open && (
        <ul id={`category-${node.id}-children`}>
          {node.children.map((child, i) => (
            <CategoryTreeNode
              key={child.id}
              node={child}
              depth={depth + 1}
              index={i}
              siblingCount={node.children.length}
              view={view}
            />
          ))}
        </ul>
      )}
    </li>
  );
}
