import { describe, expect, it } from "vitest";
import type { TPermissionDto } from "@/lib/contracts/role";
import {
  buildTree,
  checkStates,
  grantedCount,
  isIncomplete,
  scopeSettingsOf,
  searchTree,
  toGrantInput,
  toggle,
} from "./permission-tree-model";

function p(
  name: string,
  displayName: string,
  parentName: string | null,
  props: { url?: string; isFunction?: boolean } = {},
): TPermissionDto {
  return {
    name,
    displayName,
    description: null,
    parentName,
    level: parentName ? parentName.split(".").length - 1 : 0,
    properties: { url: props.url, isFunction: props.isFunction ?? false },
  };
}

const permissions: TPermissionDto[] = [
  p("Pages.Dashboard", "Dashboard", null, { url: "/dashboard" }),
  p("Pages.OU", "Organisation", null),
  p("Pages.Roles", "Roles", "Pages.OU", { url: "/ou/roles" }),
  p("Pages.Roles.Create", "Create role", "Pages.Roles", { isFunction: true }),
  p("Pages.Roles.Delete", "Delete role", "Pages.Roles", { isFunction: true }),
  p("Pages.Users", "Users", "Pages.OU", { url: "/ou/users" }),
  p("Pages.Users.Create", "Create user", "Pages.Users", { isFunction: true }),
];
const tree = buildTree(permissions);
const sorted = (s: Iterable<string>) => [...s].sort();

describe("buildTree", () => {
  it("nests by parent name in the given order and tells pages from groups", () => {
    expect(tree.roots.map((n) => n.name)).toEqual(["Pages.Dashboard", "Pages.OU"]);
    expect(tree.byName.get("Pages.OU")!.children.map((n) => n.name)).toEqual([
      "Pages.Roles",
      "Pages.Users",
    ]);
    expect(tree.byName.get("Pages.OU")!.isPage).toBe(false);
    expect(tree.byName.get("Pages.Roles")!.isPage).toBe(true);
    expect(tree.byName.get("Pages.Roles.Create")!.isPage).toBe(false);
  });
});

describe("toggle", () => {
  it("checking a node grants its whole subtree and its ancestors", () => {
    const granted = toggle(tree, new Set(), "Pages.Roles", true);
    expect(sorted(granted)).toEqual(
      sorted(["Pages.OU", "Pages.Roles", "Pages.Roles.Create", "Pages.Roles.Delete"]),
    );
  });

  it("checking an action grants the menu path above it", () => {
    const granted = toggle(tree, new Set(), "Pages.Users.Create", true);
    expect(sorted(granted)).toEqual(sorted(["Pages.OU", "Pages.Users", "Pages.Users.Create"]));
  });

  it("unchecking revokes the subtree and keeps the ancestors", () => {
    const all = new Set(permissions.map((x) => x.name));
    const granted = toggle(tree, all, "Pages.Roles", false);
    expect(granted.has("Pages.Roles")).toBe(false);
    expect(granted.has("Pages.Roles.Create")).toBe(false);
    expect(granted.has("Pages.OU")).toBe(true);
    expect(granted.has("Pages.Users.Create")).toBe(true);
  });

  it("leaves the given set untouched", () => {
    const before = new Set(["Pages.Dashboard"]);
    toggle(tree, before, "Pages.OU", true);
    expect(sorted(before)).toEqual(["Pages.Dashboard"]);
  });
});

describe("checkStates", () => {
  it("is indeterminate while only part of a subtree is granted", () => {
    const granted = toggle(tree, new Set(), "Pages.Roles.Create", true);
    const states = checkStates(tree, granted);
    expect(states.get("Pages.Roles.Create")).toBe("checked");
    expect(states.get("Pages.Roles.Delete")).toBe("unchecked");
    expect(states.get("Pages.Roles")).toBe("indeterminate");
    expect(states.get("Pages.OU")).toBe("indeterminate");
    expect(states.get("Pages.Dashboard")).toBe("unchecked");
  });

  it("is checked once the node and everything under it is granted", () => {
    const granted = toggle(tree, new Set(), "Pages.OU", true);
    const states = checkStates(tree, granted);
    expect(states.get("Pages.OU")).toBe("checked");
    expect(states.get("Pages.Users")).toBe("checked");
  });

  it("a page granted without its actions is indeterminate", () => {
    expect(checkStates(tree, new Set(["Pages.OU", "Pages.Users"])).get("Pages.Users")).toBe(
      "indeterminate",
    );
  });

  it("counts only names the tree knows", () => {
    expect(grantedCount(tree, new Set(["Pages.Dashboard", "Pages.Gone"]))).toBe(1);
  });
});

describe("searchTree", () => {
  it("is off for a blank query", () => {
    expect(searchTree(tree, "  ")).toBeNull();
  });

  it("shows matches on display name with their ancestors, opened", () => {
    const result = searchTree(tree, "create USER")!;
    expect(sorted(result.visible)).toEqual(
      sorted(["Pages.OU", "Pages.Users", "Pages.Users.Create"]),
    );
    expect(sorted(result.expanded)).toEqual(sorted(["Pages.OU", "Pages.Users"]));
  });

  it("matches on the permission name too", () => {
    const result = searchTree(tree, "roles.delete")!;
    expect(sorted(result.visible)).toEqual(
      sorted(["Pages.OU", "Pages.Roles", "Pages.Roles.Delete"]),
    );
  });

  it("finds nothing for a query nothing matches", () => {
    expect(searchTree(tree, "warehouse")!.visible.size).toBe(0);
  });
});

describe("toGrantInput", () => {
  it("sends granted names in tree order and only narrower scopes of granted pages", () => {
    const granted = new Set(["Pages.Users", "Pages.OU", "Pages.Dashboard"]);
    const scopes = scopeSettingsOf([
      { permissionName: "Pages.Users", scope: "Mine" },
      { permissionName: "Pages.Dashboard", scope: "All" },
      { permissionName: "Pages.Roles", scope: "Mine" },
    ]);
    expect(toGrantInput(tree, "r1", granted, scopes)).toEqual({
      roleId: "r1",
      permissionNames: ["Pages.Dashboard", "Pages.OU", "Pages.Users"],
      dataPermissions: [
        { permissionName: "Pages.Users", scope: "Mine", providerName: null, specifiedIds: [] },
      ],
    });
  });

  it("flags Specified without a source or items", () => {
    expect(isIncomplete({ scope: "Specified", providerName: "User", specifiedIds: [] })).toBe(true);
    expect(isIncomplete({ scope: "Specified", providerName: null, specifiedIds: ["a"] })).toBe(
      true,
    );
    expect(isIncomplete({ scope: "Specified", providerName: "User", specifiedIds: ["a"] })).toBe(
      false,
    );
  });
});
