import type { TCategoryTreeNode } from "@/lib/contracts/catalogue/category";

/** A category as a select lists it: indented by its depth. */
export interface CategoryOption {
  id: string;
  name: string;
  depth: number;
}

/** The tree depth-first in display order, each category with its depth (roots are 0). */
export function flattenCategories(
  nodes: readonly TCategoryTreeNode[],
  depth = 0,
): CategoryOption[] {
  return nodes.flatMap((node) => [
    { id: node.id, name: node.name, depth },
    ...flattenCategories(node.children, depth + 1),
  ]);
}

/** Left padding of an option at `depth`, so children sit under their parent. */
export const indentStyle = (depth: number) => ({ paddingLeft: `${0.5 + depth * 1}rem` });
