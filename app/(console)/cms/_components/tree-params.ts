import { EMPTY_GUID } from "@/lib/contracts/enum-values";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A `{parentId}` route parameter: null for the top level ("0" or the empty GUID, as ABP
 * clients write it), the id otherwise, undefined when it is neither (the page is not found).
 */
export function rootOrId(param: string): string | null | undefined {
  if (param === "0" || param === EMPTY_GUID) return null;
  return UUID.test(param) ? param : undefined;
}

/** An entry anywhere in a tree, or undefined. */
export function findNode<T extends { id: string; children?: T[] }>(
  nodes: T[],
  id: string,
): T | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const found = findNode(node.children ?? [], id);
    if (found) return found;
  }
  return undefined;
}

/** The tree depth-first with each entry's depth, leaving out `excludeId` and all below it. */
export function flattenTree<T extends { id: string; children?: T[] }>(
  nodes: T[],
  excludeId?: string,
  depth = 0,
): { node: T; depth: number }[] {
  return nodes.flatMap((node) =>
    node.id === excludeId
      ? []
      : [{ node, depth }, ...flattenTree(node.children ?? [], excludeId, depth + 1)],
  );
}
