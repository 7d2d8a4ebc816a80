import { describe, expect, it } from "vitest";
import type { TPermissionDto } from "@/lib/contracts/role";
import { buildMenu, homeRoute, menuTrail } from "./menu";

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

  it("leads home to the dashboard when granted, else to the first screen of the menu", () => {
    const granted = new Set(["Pages.Commodity", "Pages.Commodity.Product", "Pages.Finance"]);
    const menu = buildMenu(tree, granted);
    expect(homeRoute(menu, granted)).toBe("/commodity/commodity");
    expect(homeRoute(menu, new Set([...granted, "Pages.Dashboard"]))).toBe("/dashboard");
    expect(homeRoute([], new Set())).toBe("/dashboard");
  });
});
