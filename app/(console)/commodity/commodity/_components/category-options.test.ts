import { describe, expect, it } from "vitest";
import type { TCategoryTreeNode } from "@/lib/contracts/catalogue/category";
import { flattenCategories } from "./category-options";

const node = (id: string, children: TCategoryTreeNode[] = []): TCategoryTreeNode => ({
  id,
  parentId: null,
  parentIdPath: `/${id}/`,
  name: `Category ${id}`,
  navId: null,
  isIncludeProductCount: true,
  sortOrder: 0,
  productCount: null,
  children,
});

describe("flattenCategories", () => {
  it("lists parents before their children, each with its depth", () => {
    const tree = [node("a", [node("a1", [node("a1x")]), node("a2")]), node("b")];
    expect(flattenCategories(tree).map((o) => [o.id, o.depth])).toEqual([
      ["a", 0],
      ["a1", 1],
      ["a1x", 2],
      ["a2", 1],
      ["b", 0],
    ]);
  });

  it("keeps the names and gives nothing for an empty tree", () => {
    expect(flattenCategories([node("a")])[0]?.name).toBe("Category a");
    expect(flattenCategories([])).toEqual([]);
  });
});
