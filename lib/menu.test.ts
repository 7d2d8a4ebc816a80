import { describe, expect, it } from "vitest";
import type { TPermissionDto } from "@/lib/contracts/role";
import { buildMenu, menuTrail } from "./menu";

const node = (
  name: string,
  parentName: string | null,
  url?: string,
  isFunction = false,
): TPermissionDto => ({
  name,
  displayName: name.split(".").pop()!,
  description: null,
  parentName,
  level: 0,
  properties: { url, isFunction, icon: "box" },
});

const tree = [
  node("Pages.Commodity", null),
  node("Pages.Commodity.Brand", "Pages.Commodity", "/commodity/brand"),
  node("Pages.Commodity.Brand.Create", "Pages.Commodity.Brand", undefined, true),
  node("Pages.Commodity.Product", "Pages.Commodity", "/commodity/commodity"),
  node("Pages.Finance", null),
  node("Pages.Finance.SalesRecord", "Pages.Finance", "/finance/commoditySalesRecord/{from}"),
  node("Pages.Project", null),
];

describe("the sidebar menu", () => {
  it("shows only granted menus, never actions, and drops empty groups", () => {
    const menu = buildMenu(
      tree,
      new Set([
        "Pages.Commodity",
        "Pages.Commodity.Brand",
        "Pages.Commodity.Brand.Create",
        "Pages.Project",
      ]),
    );
    expect(menu).toEqual([
      {
        name: "Pages.Commodity",
        label: "Commodity",
        url: undefined,
        icon: "box",
        children: [
          {
            name: "Pages.Commodity.Brand",
            label: "Brand",
            url: "/commodity/brand",
            icon: "box",
            children: [],
          },
        ],
      },
    ]);
  });

  it("needs the group itself granted, not only a child", () => {
    expect(buildMenu(tree, new Set(["Pages.Commodity.Brand"]))).toEqual([]);
  });

  it("fills {from} with the area", () => {
    const menu = buildMenu(tree, new Set(["Pages.Finance", "Pages.Finance.SalesRecord"]));
    expect(menu[0]?.children[0]?.url).toBe("/finance/commoditySalesRecord/finance");
  });

  it("finds the breadcrumb trail of a detail page", () => {
    const menu = buildMenu(
      tree,
      new Set(["Pages.Commodity", "Pages.Commodity.Brand", "Pages.Commodity.Product"]),
    );
    expect(menuTrail(menu, "Pages.Commodity.Product.Edit").map((m) => m.name)).toEqual([
      "Pages.Commodity",
      "Pages.Commodity.Product",
    ]);
  });
});
