import { describe, expect, it } from "vitest";
import type { TCategoryTreeNode } from "@/lib/contracts/catalogue/category";
import {
  dropPayload,
  findNode,
  flattenForSelect,
  isInSubtree,
  moveAmongSiblings,
  nextSortOrder,
  parentIds,
} from "./category-tree-model";

function node(
  id: string,
  parentId: string | null,
  sortOrder: number,
  children: TCategoryTreeNode[] = [],
): TCategoryTreeNode {
  return {
    id,
    parentId,
    parentIdPath: `/${id}/`,
    name: id.toUpperCase(),
    navId: null,
    isIncludeProductCount: true,
    sortOrder,
    productCount: 0,
    children,
  };
}

// a (b (d, e), c), f — sortOrders increase except under b, where both are 0
const tree = [
  node("a", null, 1, [
    node("b", "a", 1, [node("d", "b", 0), node("e", "b", 0)]),
    node("c", "a", 2),
  ]),
  node("f", null, 5),
];

describe("flattenForSelect", () => {
  it("lists every category depth-first with its depth", () => {
    expect(flattenForSelect(tree).map((o) => `${o.depth}:${o.id}`)).toEqual([
      "0:a",
      "1:b",
      "2:d",
      "2:e",
      "1:c",
      "0:f",
    ]);
  });

  it("leaves out the edited category and everything below it", () => {
    expect(flattenForSelect(tree, "b").map((o) => o.id)).toEqual(["a", "c", "f"]);
  });
});

describe("tree lookups", () => {
  it("finds nested categories and knows their subtrees", () => {
    expect(findNode(tree, "e")?.name).toBe("E");
    expect(isInSubtree(tree, "a", "e")).toBe(true);
    expect(isInSubtree(tree, "b", "c")).toBe(false);
    expect(parentIds(tree)).toEqual(["a", "b"]);
  });

  it("puts a new category after its siblings", () => {
    expect(nextSortOrder(tree, null)).toBe(6);
    expect(nextSortOrder(tree, "a")).toBe(3);
    expect(nextSortOrder(tree, "d")).toBe(0);
  });
});

describe("moveAmongSiblings", () => {
  it("swaps the sortOrders of two siblings whose orders increase", () => {
    expect(moveAmongSiblings(tree, "c", "up")).toEqual([
      { id: "c", parentId: "a", sortOrder: 1 },
      { id: "b", parentId: "a", sortOrder: 2 },
    ]);
    expect(moveAmongSiblings(tree, "a", "down")).toEqual([
      { id: "f", parentId: null, sortOrder: 1 },
      { id: "a", parentId: null, sortOrder: 5 },
    ]);
  });

  it("renumbers siblings that share a sortOrder", () => {
    expect(moveAmongSiblings(tree, "e", "up")).toEqual([{ id: "d", parentId: "b", sortOrder: 1 }]);
  });

  it("does nothing at the edge", () => {
    expect(moveAmongSiblings(tree, "a", "up")).toBeNull();
    expect(moveAmongSiblings(tree, "c", "down")).toBeNull();
  });
});

describe("dropPayload", () => {
  it("moves a category into another as its last child", () => {
    expect(dropPayload(tree, "f", "b", "inside")).toEqual([
      { id: "e", parentId: "b", sortOrder: 1 },
      { id: "f", parentId: "b", sortOrder: 2 },
    ]);
  });

  it("places a category before a sibling of another parent", () => {
    // a new member renumbers the list from 0; c already has its number (2)
    expect(dropPayload(tree, "d", "c", "before")).toEqual([
      { id: "b", parentId: "a", sortOrder: 0 },
      { id: "d", parentId: "a", sortOrder: 1 },
    ]);
  });

  it("reorders within the same parent", () => {
    expect(dropPayload(tree, "f", "a", "before")).toEqual([
      { id: "f", parentId: null, sortOrder: 1 },
      { id: "a", parentId: null, sortOrder: 5 },
    ]);
  });

  it("refuses a drop under itself and one that changes nothing", () => {
    expect(dropPayload(tree, "a", "d", "inside")).toBeNull();
    expect(dropPayload(tree, "b", "b", "after")).toBeNull();
    expect(dropPayload(tree, "c", "b", "after")).toBeNull();
  });
});
