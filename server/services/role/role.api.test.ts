import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import type { TDataPermissionSetting } from "@/lib/contracts/role";
import { call, send, signIn, unique, userWith } from "@/server/test/api";

async function createRole(token: string, grantedPermissions: string[] = []) {
  const name = unique("Role");
  const res = await call(
    contracts.Role.Create,
    { name, displayName: `${name} display`, grantedPermissions },
    { token },
  );
  expect(res.status).toBe(200);
  return res.body.result;
}

describe("Role service", () => {
  it("round-trips GrantPermission and GetGrantedPermissionNames", async () => {
    const token = await signIn();
    const role = await createRole(token);
    const names = ["Pages.Commodity", "Pages.Commodity.Brand", "Pages.Commodity.Brand.Create"];
    expect(
      (
        await call(
          contracts.Role.GrantPermission,
          { roleId: role.id, permissionNames: names },
          { token },
        )
      ).status,
    ).toBe(200);
    // parameter names in any case, as ABP clients send them
    const granted = await send<string[]>("GET", contracts.Role.GetGrantedPermissionNames.path, {
      query: { RoleId: role.id },
      token,
    });
    expect(granted.body.result).toEqual([...names].sort());
  });

  it("refuses a grant of an unknown permission and keeps the old grants", async () => {
    const token = await signIn();
    const role = await createRole(token, ["Pages.Dashboard"]);
    const res = await call(
      contracts.Role.GrantPermission,
      { roleId: role.id, permissionNames: ["Pages.Dashboard", "Pages.NoSuchThing"] },
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0]?.message).toContain("Pages.NoSuchThing");
    const granted = await call(
      contracts.Role.GetGrantedPermissionNames,
      { roleId: role.id },
      { token },
    );
    expect(granted.body.result).toEqual(["Pages.Dashboard"]);
  });

  it("gives a user exactly the permissions of their role", async () => {
    const admin = await signIn();
    const role = await createRole(admin, ["Pages.Users"]);
    const userName = unique("viewer");
    await call(
      contracts.User.Create,
      {
        userName,
        name: "V",
        emailAddress: `${userName}@example.com`,
        password: "secret123",
        roleNames: [role.name],
      },
      { token: admin },
    );
    const token = await signIn(userName, "secret123");
    expect((await call(contracts.User.GetAll, {}, { token })).status).toBe(200);
    expect((await call(contracts.Role.GetAll, {}, { token })).status).toBe(403);
    // taking the grant away takes effect on the next request
    await call(
      contracts.Role.GrantPermission,
      { roleId: role.id, permissionNames: [] },
      { token: admin },
    );
    expect((await call(contracts.User.GetAll, {}, { token })).status).toBe(403);
  });

  it("stores data scopes per permission", async () => {
    const token = await signIn();
    const role = await createRole(token);
    const dataPermissions: TDataPermissionSetting[] = [
      { permissionName: "Pages.Users", scope: "Mine", specifiedIds: [] },
    ];
    await call(
      contracts.Role.GrantPermission,
      { roleId: role.id, permissionNames: ["Pages.Users"], dataPermissions },
      { token },
    );
    const settings = await call(
      contracts.Role.GetGrantedDataPermissionSettings,
      { roleId: role.id },
      { token },
    );
    expect(settings.body.result).toEqual([
      { permissionName: "Pages.Users", scope: "Mine", providerName: null, specifiedIds: [] },
    ]);
    const specified = await call(
      contracts.Role.GrantPermission,
      {
        roleId: role.id,
        permissionNames: [],
        dataPermissions: [{ permissionName: "Pages.Users", scope: "Specified" }],
      },
      { token },
    );
    expect(specified.status).toBe(400);
  });

  it("applies the Mine data scope to a role's users", async () => {
    const admin = await signIn();
    const role = await createRole(admin);
    await call(
      contracts.Role.GrantPermission,
      {
        roleId: role.id,
        permissionNames: ["Pages.Users", "Pages.Users.Create"],
        dataPermissions: [{ permissionName: "Pages.Users", scope: "Mine" }],
      },
      { token: admin },
    );
    const userName = unique("scoped");
    await call(
      contracts.User.Create,
      {
        userName,
        name: "S",
        emailAddress: `${userName}@example.com`,
        password: "secret123",
        roleNames: [role.name],
      },
      { token: admin },
    );
    const token = await signIn(userName, "secret123");
    const before = await call(contracts.User.GetAll, {}, { token });
    expect(before.body.result.totalCount).toBe(0);
    const child = unique("child");
    await call(
      contracts.User.Create,
      { userName: child, name: "C", emailAddress: `${child}@example.com`, password: "secret123" },
      { token },
    );
    const after = await call(contracts.User.GetAll, {}, { token });
    expect(after.body.result.items.map((u) => u.userName)).toEqual([child]);
  });

  it("protects the Admin role", async () => {
    const token = await signIn();
    const roles = await call(contracts.Role.GetRoles, {}, { token });
    const admin = roles.body.result.items.find((r) => r.name === "Admin")!;
    expect(admin.isStatic).toBe(true);
    expect(admin.grantedPermissions).toContain("Pages.Users.Delete");
    expect((await call(contracts.Role.Delete, { id: admin.id }, { token })).status).toBe(409);
    expect(
      (
        await call(
          contracts.Role.GrantPermission,
          { roleId: admin.id, permissionNames: [] },
          { token },
        )
      ).status,
    ).toBe(409);
    expect(
      (
        await call(
          contracts.Role.Update,
          { id: admin.id, name: "Boss", displayName: "Boss" },
          { token },
        )
      ).status,
    ).toBe(409);
  });

  it("refuses to delete a role that is still assigned, naming it", async () => {
    const token = await signIn();
    const finance = (await call(contracts.Role.GetAll, { keyword: "Finance" }, { token })).body
      .result.items[0]!;
    const res = await call(contracts.Role.Delete, { id: finance.id }, { token });
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toMatch(/Finance.*assigned/);
    const unused = await createRole(token);
    expect((await call(contracts.Role.Delete, { id: unused.id }, { token })).status).toBe(200);
  });

  it("offers a role's edit screen everything it needs", async () => {
    const token = await signIn();
    const role = await createRole(token, ["Pages.CMS"]);
    const res = await call(contracts.Role.GetRoleForEdit, { id: role.id }, { token });
    expect(res.body.result.role.name).toBe(role.name);
    expect(res.body.result.permissions.length).toBeGreaterThan(100);
    expect(res.body.result.grantedPermissionNames).toEqual(["Pages.CMS"]);
  });

  it("refuses a duplicate role name, case-insensitively", async () => {
    const token = await signIn();
    const res = await call(
      contracts.Role.Create,
      { name: "finance", displayName: "Again" },
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0]?.members).toEqual(["name"]);
  });

  it("lets a granter hand out only what they hold, and never widen a role they hold", async () => {
    const granter = [
      "Pages.Roles",
      "Pages.Roles.Create",
      "Pages.Roles.Edit",
      "Pages.Roles.GrantPermissions",
      "Pages.Commodity",
    ] as const;
    const { token, roleId, admin } = await userWith([...granter]);
    const other = await createRole(admin, ["Pages.Users"]);
    const grant = (
      id: string,
      permissionNames: string[],
      dataPermissions?: TDataPermissionSetting[],
    ) =>
      call(
        contracts.Role.GrantPermission,
        { roleId: id, permissionNames, dataPermissions },
        { token },
      );

    // their own role: not even a permission they hold, nor a wider data scope
    const own = await grant(roleId, [...granter, "Pages.Users.AssignRoles"]);
    expect(own.status).toBe(409);
    expect(own.body.error?.message).toBe(
      "You cannot change the permissions of a role you hold yourself.",
    );
    // another role: adding, or taking away, what they lack is refused and changes nothing
    const more = await grant(other.id, ["Pages.Users", "Pages.Users.AssignRoles"]);
    expect(more.status).toBe(403);
    expect(more.body.error?.message).toBe(
      "You cannot grant or take away permissions you do not have: Pages.Users.AssignRoles.",
    );
    expect((await grant(other.id, [])).status).toBe(403);
    const fresh = await call(
      contracts.Role.Create,
      { name: unique("Role"), displayName: "x", grantedPermissions: ["Pages.Users"] },
      { token },
    );
    expect(fresh.status).toBe(403);
    const unchanged = await call(
      contracts.Role.GetGrantedPermissionNames,
      { roleId: other.id },
      { token: admin },
    );
    expect(unchanged.body.result).toEqual(["Pages.Users"]);
    // what they hold, they may grant
    expect((await grant(other.id, ["Pages.Users", "Pages.Commodity"])).status).toBe(200);
  });

  it("never hands out a data scope wider than the granter's own", async () => {
    const granter = [
      "Pages.Roles",
      "Pages.Roles.Create",
      "Pages.Roles.Edit",
      "Pages.Roles.GrantPermissions",
      "Pages.Users",
      "Pages.Users.Create",
      "Pages.Users.AssignRoles",
      "Pages.Commodity.Product",
    ] as const;
    const mine = { permissionName: "Pages.Commodity.Product", scope: "Mine" as const };
    const { token, admin } = await userWith([...granter], [mine]);
    const refused =
      "You cannot give a data scope wider than your own for: Pages.Commodity.Product.";

    // a new role with Products has no setting: All, wider than Mine
    const create = await call(
      contracts.Role.Create,
      { name: unique("Wide"), displayName: "x", grantedPermissions: ["Pages.Commodity.Product"] },
      { token },
    );
    expect(create.status).toBe(403);
    expect(create.body.error?.message).toBe(refused);

    // granting it with All, or leaving the scope out, is refused; with their own Mine it is not
    const role = await createRole(admin);
    const grant = (dataPermissions?: TDataPermissionSetting[]) =>
      call(
        contracts.Role.GrantPermission,
        { roleId: role.id, permissionNames: ["Pages.Commodity.Product"], dataPermissions },
        { token },
      );
    expect((await grant([{ ...mine, scope: "All" }])).body.error?.message).toBe(refused);
    expect((await grant()).status).toBe(403);
    expect((await grant([mine])).status).toBe(200);

    // nor can they assign a role that an administrator gave the wider scope
    const wide = await createRole(admin, ["Pages.Commodity.Product"]);
    const userName = unique("wide");
    const assign = await call(
      contracts.User.Create,
      {
        userName,
        name: "W",
        emailAddress: `${userName}@example.com`,
        password: "secret123",
        roleNames: [wide.name],
      },
      { token },
    );
    expect(assign.status).toBe(403);
    expect(assign.body.error?.message).toBe(
      `You cannot assign the role ${wide.name}: it holds permissions or data scopes you do not have.`,
    );
  });
});
