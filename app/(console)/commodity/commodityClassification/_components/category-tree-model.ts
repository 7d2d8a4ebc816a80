import type { TCategoryTreeNode } from "@/lib/contracts/catalogue/category";

/** One line of ProductCategory/UpdateSort: where a category sits and in which order. */
export interface SortItem {
  id: string;
  parentId: string | null;
  sortOrder: number;
}

/** A category as the parent select lists it: indented by its depth. */
export interface ParentOption {
  id: string;
  name: string;
  depth: number;
}

/** Where a dragged category lands relative to the one it is dropped on. */
export type DropPosition = "before" | "after" | "inside";

/** Finds a category anywhere in the tree. */
export function findNode(
  nodes: readonly TCategoryTreeNode[],
  id: string,
): TCategoryTreeNode | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children, id);
    if (found) return found;
  }
  return undefined;
}

/** The categories under a parent (the roots for null), in display order. */
function siblingsOf(
  nodes: readonly TCategoryTreeNode[],
  parentId: string | null,
): readonly TCategoryTreeNode[] {
  if (parentId === null) return nodes;
  return findNode(nodes, parentId)?.children ?? [];
}

/** true when `id` is `ancestorId` itself or lies below it. */
export function isInSubtree(
  nodes: readonly TCategoryTreeNode[],
  ancestorId: string,
  id: string,
): boolean {
  const ancestor = findNode(nodes, ancestorId);
  return !!ancestor && (ancestor.id === id || !!findNode(ancestor.children, id));
}

/**
 * The tree flattened depth-first for the parent select. When editing, the category itself and
 * everything below it are left out: a category cannot sit under itself.
 */
export function flattenForSelect(
  nodes: readonly TCategoryTreeNode[],
  excludeId?: string,
  depth = 0,
): ParentOption[] {
  return nodes.flatMap((node) =>
    node.id === excludeId
      ? []
      : [
          { id: node.id, name: node.name, depth },
          ...flattenForSelect(node.children, excludeId, depth + 1),
        ],
  );
}

/** The ids of every category that has children (for "expand all"). */
export function parentIds(nodes: readonly TCategoryTreeNode[]): string[] {
  return nodes.flatMap((node) =>
    node.children.length ? [node.id, ...parentIds(node.children)] : [],
  );
}

/** A sortOrder that puts a new category after its future siblings. */
export function nextSortOrder(nodes: readonly TCategoryTreeNode[], parentId: string | null) {
  const siblings = siblingsOf(nodes, parentId);
  return siblings.length ? Math.max(...siblings.map((s) => s.sortOrder)) + 1 : 0;
}

/**
 * The UpdateSort lines that make `ordered` the order under `parentId`, only for the categories
 * whose place changes. Siblings with increasing sortOrders keep those numbers (a swap touches
 * two rows); ties or a new member renumber the list from 0.
 */
function reorderPayload(
  original: readonly TCategoryTreeNode[],
  ordered: readonly TCategoryTreeNode[],
  parentId: string | null,
): SortItem[] {
  const values = original.map((n) => n.sortOrder);
  const increasing =
    values.length === ordered.length && values.every((v, i) => i === 0 || v > values[i - 1]!);
  return ordered.flatMap((node, i) => {
    const sortOrder = increasing ? values[i]! : i;
    return node.sortOrder === sortOrder && node.parentId === parentId
      ? []
      : [{ id: node.id, parentId, sortOrder }];
  });
}

/** Swaps a category with its previous or next sibling; null at the edge. */
export function moveAmongSiblings(
  nodes: readonly TCategoryTreeNode[],
  id: string,
  direction: "up" | "down",
): SortItem[] | null {
  const node = findNode(nodes, id);
  if (!node) return null;
  const siblings = siblingsOf(nodes, node.parentId);
  const index = siblings.findIndex((s) => s.id === id);
  const target = direction === "up" ? index - 1 : index + 1;
  if (index < 0 || target < 0 || target >= siblings.length) return null;
  const ordered = [...siblings];
  [ordered[index], ordered[target]] = [ordered[target]!, ordered[index]!];
  return reorderPayload(siblings, ordered, node.parentId);
}

/**
 * Drag and drop: the UpdateSort lines for dropping `dragId` before, after or inside `overId`
 * (inside = last child). null when nothing would change or the drop would put a category
 * under itself.
 */
export function dropPayload(
  nodes: readonly TCategoryTreeNode[],
  dragId: string,
  overId: string,
  position: DropPosition,
): SortItem[] | null {
  const dragged = findNode(nodes, dragId);
  const over = findNode(nodes, overId);
  if (!dragged || !over || isInSubtree(nodes, dragId, overId)) return null;
  const parentId = position === "inside" ? over.id : over.parentId;
  const original = siblingsOf(nodes, parentId);
  const rest = original.filter((n) => n.id !== dragId);
  const at =
    position === "inside"
      ? rest.length
      : rest.findIndex((n) => n.id === overId) + (position === "after" ? 1 : 0);
  const ordered = [...rest.slice(0, at), dragged, ...rest.slice(at)];
  const items = reorderPayload(original, ordered, parentId);
  return items.length ? items : null;
}
