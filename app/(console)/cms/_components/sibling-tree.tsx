"use client";

import { ArrowDown, ArrowUp, ChevronDown, ChevronRight, GripVertical } from "lucide-react";
import { useTranslations } from "next-intl";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Button } from "@/components/ui/button";
import { cn } from "@/lib/utils";
import { moveItem } from "@/components/uploader/uploader-utils";

/** A tree entry: its id and, below it, its children in order. */
export interface SiblingNode<T> {
  id: string;
  children?: T[];
}

/** The tree with the children of `parentId` (null: the top level) put in the order of `ids`. */
function reordered<T extends SiblingNode<T>>(
  nodes: T[],
  parentId: string | null,
  ids: string[],
): T[] {
  if (parentId === null) return ids.map((id) => nodes.find((n) => n.id === id)!);
  return nodes.map((n) => ({
    ...n,
    children: reordered(n.children ?? [], n.id === parentId ? null : parentId, ids),
  }));
}

interface SiblingTreeProps<T> {
  nodes: T[];
  /** the tree's accessible name */
  label: string;
  nameOf: (node: T) => string;
  /** what is shown after the name (codes, badges, switches) and the row's own actions */
  cells: (node: T) => ReactNode;
  actions: (node: T) => ReactNode;
  /** whether the caller may reorder; `sort` saves one parent's new order (and throws if refused) */
  canSort: boolean;
  sort: (parentId: string | null, ids: string[]) => Promise<unknown>;
  /** rows shown dimmed (a hidden category) */
  isMuted?: (node: T) => boolean;
  empty: string;
}

/**
 * A tree whose entries are reordered among their siblings: drag one onto another's place, or use
 * its arrow buttons (the keyboard way); saved at once, one parent per call. Branches open and close.
 */
export function SiblingTree<T extends SiblingNode<T>>(props: SiblingTreeProps<T>) {
  const t = useTranslations("cmsTree");
  const [items, setItems] = useState(props.nodes);
  const [loaded, setLoaded] = useState(props.nodes);
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(new Set());
  const [drag, setDrag] = useState<{ parentId: string | null; index: number } | null>(null);
  const [busy, setBusy] = useState(false);
  // the arrow that moved a row keeps focus (or its twin, when it is now disabled)
  const refocus = useRef<{ id: string; direction: "up" | "down" } | null>(null);
  if (loaded !== props.nodes) {
    setLoaded(props.nodes);
    setItems(props.nodes);
  }
  useEffect(() => {
    const target = refocus.current;
    if (!target || busy) return;
    refocus.current = null;
    const other = target.direction === "up" ? "down" : "up";
    const button = document.getElementById(`tree-${target.id}-${target.direction}`);
    const fallback = document.getElementById(`tree-${target.id}-${other}`);
    (button && !(button as HTMLButtonElement).disabled ? button : fallback)?.focus();
  }, [busy, items]);

  const move = async (parentId: string | null, siblings: T[], from: number, to: number) => {
    if (busy || to < 0 || to >= siblings.length || from === to) return;
    const ids = moveItem(
      siblings.map((s) => s.id),
      from,
      to,
    );
    const before = items;
    setItems(reordered(items, parentId, ids));
    setBusy(true);
    try {
      await props.sort(parentId, ids);
    } catch {
      setItems(before); // the toast said why
    } finally {
      setBusy(false);
    }
  };

  const allParents = (nodes: T[]): string[] =>
    nodes.flatMap((n) => (n.children?.length ? [n.id, ...allParents(n.children)] : []));

  const renderLevel = (nodes: T[], parentId: string | null, depth: number): ReactNode =>
    nodes.map((node, index) => {
      const name = props.nameOf(node);
      const hasChildren = !!node.children?.length;
      const open = hasChildren && !collapsed.has(node.id);
      const arrow = (direction: "up" | "down") => (
        <Button
          id={`tree-${node.id}-${direction}`}
          type="button"
          variant="ghost"
          size="icon"
          className="size-8"
          aria-label={t(direction === "up" ? "moveUp" : "moveDown", { name })}
          disabled={busy || (direction === "up" ? index === 0 : index === nodes.length - 1)}
          onClick={() => {
            refocus.current = { id: node.id, direction };
            void move(parentId, nodes, index, direction === "up" ? index - 1 : index + 1);
          }}
        >
          {direction === "up" ? <ArrowUp /> : <ArrowDown />}
        </Button>
      );
      return (
        <li key={node.id} data-testid="tree-item">
          <div
            draggable={props.canSort && !busy}
            onDragStart={(event) => {
              event.dataTransfer.effectAllowed = "move";
              event.dataTransfer.setData("text/plain", node.id);
              setDrag({ parentId, index });
            }}
            onDragOver={(event) => {
              if (!drag || drag.parentId !== parentId) return; // only among siblings
              event.preventDefault();
              event.dataTransfer.dropEffect = "move";
            }}
            onDrop={(event) => {
              event.preventDefault();
              if (drag && drag.parentId === parentId) void move(parentId, nodes, drag.index, index);
              setDrag(null);
            }}
            onDragEnd={() => setDrag(null)}
            className={cn(
              "hover:bg-muted/50 flex min-h-11 flex-wrap items-center gap-2 rounded-md pr-2",
              drag?.parentId === parentId && drag.index === index && "opacity-50",
            )}
            style={{ paddingLeft: `${depth * 1.5}rem` }}
          >
            {props.canSort && (
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
                aria-label={t(open ? "collapse" : "expand", { name })}
                onClick={() =>
                  setCollapsed((old) =>
                    open
                      ? new Set([...old, node.id])
                      : new Set([...old].filter((id) => id !== node.id)),
                  )
                }
              >
                {open ? <ChevronDown /> : <ChevronRight />}
              </Button>
            ) : (
              <span className="size-7 shrink-0" aria-hidden />
            )}
            <span
              className={cn(
                "min-w-0 grow basis-40 truncate font-medium",
                props.isMuted?.(node) && "text-muted-foreground line-through",
              )}
            >
              {name}
            </span>
            {props.cells(node)}
            <span className="flex items-center">
              {props.canSort && (
                <>
                  {arrow("up")}
                  {arrow("down")}
                </>
              )}
              {props.actions(node)}
            </span>
          </div>
          {open && <ul>{renderLevel(node.children!, node.id, depth + 1)}</ul>}
        </li>
      );
    });

  return (
    <div className="space-y-3">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="text-muted-foreground text-sm">{props.canSort ? t("reorderHint") : null}</p>
        <div className="flex gap-2">
          <Button variant="outline" size="sm" onClick={() => setCollapsed(new Set())}>
            {t("expandAll")}
          </Button>
          <Button
            variant="outline"
            size="sm"
            onClick={() => setCollapsed(new Set(allParents(items)))}
          >
            {t("collapseAll")}
          </Button>
        </div>
      </div>
      <div className="rounded-md border p-2" aria-busy={busy}>
        {items.length === 0 ? (
          <p className="text-muted-foreground py-10 text-center text-sm">{props.empty}</p>
        ) : (
          <ul aria-label={props.label}>{renderLevel(items, null, 0)}</ul>
        )}
      </div>
    </div>
  );
}
