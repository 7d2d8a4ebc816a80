import Link from "next/link";
import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

interface TreeNode {
  id: string;
  parentId: string | null;
}

/**
 * A tree the page's right-hand panel follows (data dictionaries, departments): each node a link
 * to the page with it chosen, indented under its parent, with its row menu (`actions`) beside it.
 * `label` draws a node's text; `selected` says whether it is the chosen one (its row is grey, so
 * muted text on it needs the foreground colour to keep 4.5:1).
 */
export function TreeNav<N extends TreeNode>({
  nodes,
  selectedId,
  label,
  hrefOf,
  labelOf,
  actions,
  empty,
}: {
  nodes: readonly N[];
  selectedId: string | null;
  /** the navigation's accessible name */
  label: string;
  hrefOf: (node: N) => string;
  labelOf: (node: N, selected: boolean) => ReactNode;
  actions?: (node: N) => ReactNode;
  /** what shows when there are no nodes */
  empty: ReactNode;
}) {
  const ids = new Set(nodes.map((n) => n.id));
  // a node whose parent is not among them (not loaded) shows at the top
  const parentOf = (n: N) => (n.parentId && ids.has(n.parentId) ? n.parentId : null);
  const branch = (parentId: string | null, depth: number): ReactNode => {
    const level = nodes.filter((n) => parentOf(n) === parentId);
    if (level.length === 0) return null;
    return (
      <ul>
        {level.map((node) => {
          const selected = node.id === selectedId;
          return (
            <li key={node.id}>
              <div
                className={cn(
                  "hover:bg-muted flex items-center gap-1 rounded-md pr-1",
                  selected && "bg-muted",
                )}
                style={{ paddingLeft: `${depth}rem` }}
              >
                <Link
                  href={hrefOf(node)}
                  aria-current={selected ? "page" : undefined}
                  className={cn(
                    "min-w-0 flex-1 truncate px-2 py-1.5 text-sm",
                    selected && "font-semibold",
                  )}
                >
                  {labelOf(node, selected)}
                </Link>
                {actions?.(node)}
              </div>
              {branch(node.id, depth + 1)}
            </li>
          );
        })}
      </ul>
    );
  };
  if (nodes.length === 0) return <p className="text-muted-foreground p-2 text-sm">{empty}</p>;
  return <nav aria-label={label}>{branch(null, 0)}</nav>;
}
