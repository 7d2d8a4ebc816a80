import { readFileSync } from "node:fs";

import { describe, expect, expectTypeOf, it } from "vitest";

import type { useCan } from "@/components/shell/permissions";
import { routePermissions } from "@/lib/routes";
import {
  type Access,
  allPermissionNames,
  isPermissionName,
  type PermissionName,
  type PermissionNode,
  permissionTree,
} from "./permissions";

interface Entry {
  node: PermissionNode;
  parent?: PermissionNode;
}

function flatten(nodes: readonly PermissionNode[], parent?: PermissionNode): Entry[] {
  return nodes.flatMap((node) => [
    { node, ...(parent ? { parent } : {}) },
    ...flatten(node.children ?? [], node),
  ]);
}

const entries = flatten(permissionTree);
const byName = new Map(entries.map(({ node }) => [node.name, node]));
const messageKeys = entries.map(({ node }) => node.name.replaceAll(".", "_")).sort();

// Roles and Users keep their historic names although they sit under this group.
const UNPREFIXED_GROUP = "Pages.OrganizationUnits";

const FIXED_NAMES: PermissionName[] = [
  "Pages.Users",
  "Pages.Users.Create",
  "Pages.Users.Edit",
  "Pages.Users.Delete",
  "Pages.Users.Activate",
  "Pages.Users.ResetPassword",
  "Pages.Users.SetUserType",
  "Pages.Roles",
  "Pages.Roles.Create",
  "Pages.Roles.Edit",
  "Pages.Roles.Delete",
  "Pages.Roles.GrantPermissions",
  "Pages.Admin.LanguageTexts",
  "Pages.Admin.LanguageTexts.Create",
  "Pages.Admin.LanguageTexts.Edit",
  "Pages.Admin.LanguageTexts.Delete",
  "Pages.Admin.LanguageTexts.Import",
  "Pages.Admin.DataDictionaries",
  "Pages.Commodity.Brand",
  "Pages.Commodity.Brand.Create",
  "Pages.Commodity.Brand.Edit",
  "Pages.Commodity.Brand.Delete",
  "Pages.Order.Management",
  "Pages.Order.Management.Cancel",
];

describe("permission tree", () => {
  it("has unique names", () => {
    expect(byName.size).toBe(entries.length);
  });

  it("derives every displayName from the name", () => {
    for (const { node } of entries) {
      expect(node.displayName).toBe(`permissions.${node.name.replaceAll(".", "_")}`);
    }
  });

  it("nests every child under its parent's name", () => {
    for (const { node, parent } of entries) {
      expect(node.name.startsWith("Pages.")).toBe(true);
      if (parent && parent.name !== UNPREFIXED_GROUP) {
        expect(node.name.startsWith(`${parent.name}.`), node.name).toBe(true);
      }
    }
    const ou = byName.get(UNPREFIXED_GROUP);
    expect(ou?.children?.map((child) => child.name)).toEqual([
      "Pages.Roles",
      "Pages.Users",
      "Pages.OrganizationUnits.Departments",
    ]);
  });

  it("keeps actions as leaves and gives every menu an icon", () => {
    for (const { node } of entries) {
      if (node.properties.isFunction) expect(node.children, node.name).toBeUndefined();
      else expect(node.properties.icon, node.name).toBeTruthy();
    }
  });

  it("contains the names other code relies on", () => {
    for (const name of FIXED_NAMES) expect(byName.has(name), name).toBe(true);
  });
});

describe("permission names", () => {
  it("are a closed union: a misspelt permission is a type error", () => {
    expectTypeOf<"Pages.Users.Edit">().toExtend<PermissionName>();
    // a group's page's action, three levels down
    expectTypeOf<"Pages.TenantSettings.Sms.Edit">().toExtend<PermissionName>();
    expectTypeOf<"Pages.Users.Edt">().not.toExtend<PermissionName>();
    expectTypeOf<string>().not.toExtend<PermissionName>();

    // @ts-expect-error "Edt" is no action of Pages.Users
    const typo: PermissionName = "Pages.Users.Edt";
    // @ts-expect-error a method declaration's permission is checked the same way
    const access: Access = ["Pages.Commodity.Brand", "Pages.Commodity.Brnd"];
    // @ts-expect-error and so is a client check (the hook is only type-checked here)
    const can = (hook: typeof useCan) => hook("Pages.Roles.Grant");
    expect([typo, access, can]).toHaveLength(3);
  });

  it("lists every node's name, and recognises exactly those", () => {
    expect(allPermissionNames).toEqual(entries.map(({ node }) => node.name));
    expect(isPermissionName("Pages.Users.Edit")).toBe(true);
    expect(isPermissionName("Pages.Users.Edt")).toBe(false);
  });
});

describe("route permissions", () => {
  it("maps every route to a permission in the tree", () => {
    for (const [route, access] of Object.entries(routePermissions))
      for (const permission of typeof access === "string" ? [access] : access)
        expect(byName.has(permission), `${route} -> ${permission}`).toBe(true);
  });

  it("agrees with the urls in the tree", () => {
    for (const { node } of entries) {
      const url = node.properties.url;
      if (url) expect(routePermissions[url], url).toBe(node.name);
    }
  });

  it("leaves the public routes open", () => {
    expect(routePermissions).not.toHaveProperty("/login");
    expect(routePermissions).not.toHaveProperty("/404");
  });
});

describe.each(["en", "zh", "es", "ja"])("permission messages (%s)", (locale) => {
  const messages = JSON.parse(
    readFileSync(new URL(`../messages/${locale}.json`, import.meta.url), "utf8"),
  ) as { permissions?: Record<string, unknown> };

  it("names every node, and nothing else", () => {
    const permissions = messages.permissions ?? {};
    expect(Object.keys(permissions).sort()).toEqual(messageKeys);
    for (const key of messageKeys) {
      expect(typeof permissions[key] === "string" && permissions[key] !== "", key).toBe(true);
    }
  });
});
