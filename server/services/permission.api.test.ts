import { beforeAll, describe, expect, it } from "vitest";
import { allPermissionNames } from "@/lib/permissions";
import { contracts } from "@/lib/contracts";
import { call, signIn } from "@/server/test/api";

let admin: string;
beforeAll(async () => {
  admin = await signIn();
});

const permissions = (culture?: string) =>
  call(contracts.Permission.GetAllPermissions, {}, { token: admin, culture });
const items = (query: { providerName: string; keyword?: string }, token = admin) =>
  call(contracts.ScopeDataSource.GetItems, query, { token });

describe("Permission", () => {
  it("lists every permission node with its parent, level and menu properties", async () => {
    const res = await permissions();
    expect(res.status).toBe(200);
    const list = res.body.result.items;
    expect(list.map((p) => p.name)).toEqual(allPermissionNames);

    const byName = new Map(list.map((p) => [p.name, p]));
    expect(byName.get("Pages.OrganizationUnits")).toMatchObject({
      parentName: null,
      level: 0,
      properties: { icon: "network", isFunction: false },
    });
    expect(byName.get("Pages.Roles")).toEqual({
      name: "Pages.Roles",
      displayName: "Roles",
      description: null,
      parentName: "Pages.OrganizationUnits",
      level: 1,
      properties: { url: "/ou/roles", icon: "shield", isFunction: false },
    });
    expect(byName.get("Pages.Admin.LanguageTexts.Import")).toMatchObject({
      parentName: "Pages.Admin.LanguageTexts",
      level: 2,
      properties: { isFunction: true },
    });
    // every parent is listed before its children, one level up
    const seen = new Map<string, number>();
    for (const p of list) {
      if (p.parentName === null) expect(p.level).toBe(0);
      else expect(seen.get(p.parentName), p.name).toBe(p.level - 1);
      seen.set(p.name, p.level);
    }
  });

  it("localises display names, with no message missing in en or zh-Hans", async () => {
    const [en, zh] = await Promise.all([permissions("en"), permissions("zh-Hans")]);
    const dashboard = (r: typeof en) =>
      r.body.result.items.find((p) => p.name === "Pages.Dashboard")?.displayName;
    expect(dashboard(en)).toBe("Dashboard");
    expect(dashboard(zh)).toBe("仪表盘");
    expect(zh.body.result.items.find((p) => p.name === "Pages.Roles")?.displayName).toBe(
      "角色管理",
    );
    for (const p of [...en.body.result.items, ...zh.body.result.items]) {
      // a missing message comes back as its key, e.g. "permissions.Pages_Roles"
      expect(p.displayName, p.name).not.toMatch(/^permissions\./);
    }
  });

  it("returns the five data-permission scopes in order", async () => {
    const res = await call(contracts.Permission.GetDataPermissionScopeTypes, {}, { token: admin });
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual([
      { name: "All", value: 0, displayName: "All data" },
      { name: "Mine", value: 1, displayName: "Own data only" },
      { name: "MyDepartment", value: 2, displayName: "My department" },
      { name: "MyDepartmentAndSubs", value: 3, displayName: "My department and sub-departments" },
      { name: "Specified", value: 4, displayName: "Specified" },
    ]);
  });

  it("needs a token", async () => {
    const res = await call(contracts.Permission.GetAllPermissions, {});
    expect(res.status).toBe(401);
    expect(res.body.unAuthorizedRequest).toBe(true);
  });
});

describe("ScopeDataSource", () => {
  it("lists the User, Role, OrganizationUnit and Warehouse providers, localised", async () => {
    const all = await call(contracts.ScopeDataSource.GetAllSupportProviders, {}, { token: admin });
    expect(all.status).toBe(200);
    expect(all.body.result.map((p) => p.name)).toEqual([
      "User",
      "Role",
      "OrganizationUnit",
      "Warehouse",
    ]);
    expect(all.body.result.map((p) => p.displayName)).toEqual([
      "Users",
      "Roles",
      "Departments",
      "Warehouses",
    ]);

    const ja = await call(
      contracts.ScopeDataSource.GetAllSupportProviders,
      {},
      { token: admin, culture: "ja" },
    );
    expect(ja.body.result.map((p) => p.displayName)).toEqual([
      "ユーザー",
      "ロール",
      "部署",
      "倉庫",
    ]);

    const forPermission = await call(
      contracts.ScopeDataSource.GetProviders,
      { permissionCode: "Pages.Warehouse.Locations" },
      { token: admin },
    );
    expect(forPermission.status).toBe(200);
    expect(forPermission.body.result.map((p) => p.name)).toEqual([
      "User",
      "Role",
      "OrganizationUnit",
      "Warehouse",
    ]);
    // the Warehouse source narrows warehouse records only
    const forUsers = await call(
      contracts.ScopeDataSource.GetProviders,
      { permissionCode: "Pages.Users" },
      { token: admin },
    );
    expect(forUsers.body.result.map((p) => p.name)).toEqual(["User", "Role", "OrganizationUnit"]);
  });

  it("finds users by keyword, case-insensitively", async () => {
    for (const keyword of ["clerk", "CLERK", "cle"]) {
      const res = await items({ providerName: "User", keyword });
      expect(res.status).toBe(200);
      expect(res.body.result.map((i) => i.displayName)).toContain("clerk (Wei Chen)");
      expect(
        res.body.result.every((i) => /cle/i.test(i.displayName)),
        keyword,
      ).toBe(true);
    }
    const everyone = await items({ providerName: "user" });
    expect(everyone.body.result.map((i) => i.displayName)).toEqual(
      expect.arrayContaining([
        "admin (Admin Quay)",
        "clerk (Wei Chen)",
        "editor (Yui Tanaka)",
        "finance (Sofía García)",
      ]),
    );
    // LIKE wildcards in the keyword are matched literally
    expect((await items({ providerName: "User", keyword: "%" })).body.result).toEqual([]);
  });

  it("lists roles and organisation units, with the keyword filter", async () => {
    const roles = await items({ providerName: "Role" });
    expect(roles.status).toBe(200);
    expect(roles.body.result.map((i) => i.displayName)).toEqual(
      expect.arrayContaining(["Administrator", "Warehouse clerk", "Finance", "Content editor"]),
    );
    const clerkRoles = await items({ providerName: "Role", keyword: "clerk" });
    expect(clerkRoles.body.result.map((i) => i.displayName)).toContain("Warehouse clerk");
    expect(clerkRoles.body.result.map((i) => i.displayName)).not.toContain("Administrator");

    const units = await items({ providerName: "OrganizationUnit" });
    expect(units.status).toBe(200);
    const unitNames = units.body.result.map((i) => i.displayName);
    expect(unitNames).toEqual(
      expect.arrayContaining(["Head office", "Warehouse", "Finance", "Marketing"]),
    );
    expect(unitNames.indexOf("Head office")).toBeLessThan(unitNames.indexOf("Warehouse"));
    const market = await items({ providerName: "organizationunit", keyword: "market" });
    expect(market.body.result.map((i) => i.displayName)).toContain("Marketing");
    expect(market.body.result.map((i) => i.displayName)).not.toContain("Head office");
    for (const item of [...roles.body.result, ...units.body.result])
      expect(item.id).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("refuses an unknown provider on the providerName field", async () => {
    const res = await items({ providerName: "Supplier" });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors).toEqual([
      { message: "Unknown data source Supplier.", members: ["providerName"] },
    ]);
  });

  it("refuses a user without Pages.Roles", async () => {
    const clerk = await signIn("clerk");
    const { GetAllSupportProviders, GetProviders } = contracts.ScopeDataSource;
    for (const method of [GetAllSupportProviders, GetProviders])
      expect((await call(method, {}, { token: clerk })).status, method.path).toBe(403);
    const res = await items({ providerName: "User", keyword: "admin" }, clerk);
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, result: null });
  });
});
