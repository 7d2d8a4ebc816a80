import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import type { TUserDto } from "@/lib/contracts/user";
import { call, signIn, unique, userWith } from "@/server/test/api";

const me = async (token: string) =>
  (await call(contracts.Session.GetCurrentLoginInformations, {}, { token })).body.result.user!.id;

const getUser = async (token: string, id: string) =>
  (await call(contracts.User.Get, { id }, { token })).body.result;

/** The fields User/Update takes, from a user as Get returns it. */
const updateOf = (user: TUserDto, roleNames: string[]) => ({
  id: user.id,
  userName: user.userName,
  name: "P",
  surname: "",
  emailAddress: user.emailAddress,
  isActive: true,
  roleNames,
});

const newUser = (roleNames: string[]) => {
  const userName = unique("target");
  return {
    userName,
    name: "T",
    emailAddress: `${userName}@example.com`,
    password: "secret123",
    roleNames,
  };
};

describe("assigning roles", () => {
  it("needs Pages.Users.AssignRoles: an editor cannot make itself Admin", async () => {
    const { token } = await userWith(["Pages.Users", "Pages.Users.Edit"]);
    const self = await getUser(token, await me(token));
    const escalate = await call(contracts.User.Update, updateOf(self, ["Admin"]), { token });
    expect(escalate.status).toBe(403);
    expect((await getUser(token, self.id)).roleNames).toEqual(self.roleNames);
    expect((await call(contracts.Role.GetAll, {}, { token })).status).toBe(403);
    // saving the profile with the roles unchanged still works (the console's form sends them)
    const same = await call(contracts.User.Update, updateOf(self, self.roleNames), { token });
    expect(same.status).toBe(200);
  });

  it("needs it on Create too, unless the new user gets no role", async () => {
    const { token } = await userWith(["Pages.Users", "Pages.Users.Create"]);
    expect((await call(contracts.User.Create, newUser(["Admin"]), { token })).status).toBe(403);
    expect((await call(contracts.User.Create, newUser(["Finance"]), { token })).status).toBe(403);
    expect((await call(contracts.User.Create, newUser([]), { token })).status).toBe(200);
  });

  it("never grants a role holding permissions the caller lacks, nor changes the caller's own roles", async () => {
    const { token, roleName } = await userWith([
      "Pages.Users",
      "Pages.Users.Create",
      "Pages.Users.Edit",
      "Pages.Users.AssignRoles",
    ]);
    const admin = await signIn();
    const junior = unique("Junior");
    const role = await call(
      contracts.Role.Create,
      { name: junior, displayName: junior },
      { token: admin },
    );
    await call(
      contracts.Role.GrantPermission,
      { roleId: role.body.result.id, permissionNames: ["Pages.Users"] },
      { token: admin },
    );

    const toAdmin = await call(contracts.User.Create, newUser(["Admin"]), { token });
    expect(toAdmin.status).toBe(403);
    expect(toAdmin.body.error?.message).toBe(
      "You cannot assign the role Admin: it holds permissions or data scopes you do not have.",
    );
    expect((await call(contracts.User.Create, newUser(["Finance"]), { token })).status).toBe(403);

    const created = await call(contracts.User.Create, newUser([junior]), { token });
    expect(created.status).toBe(200);
    expect(created.body.result.roleNames).toEqual([junior]);
    const target = created.body.result;
    expect((await call(contracts.User.Update, updateOf(target, []), { token })).status).toBe(200);
    expect((await call(contracts.User.Update, updateOf(target, ["Admin"]), { token })).status).toBe(
      403,
    );

    // a user with more permissions than the caller cannot be stripped of them either
    const finance = await call(contracts.User.Create, newUser(["Finance"]), {
      token: admin,
    });
    expect(
      (await call(contracts.User.Update, updateOf(finance.body.result, []), { token })).status,
    ).toBe(403);

    const self = await getUser(token, await me(token));
    const own = await call(contracts.User.Update, updateOf(self, [roleName, junior]), { token });
    expect(own.status).toBe(409);
    expect(own.body.error?.message).toBe("You cannot change your own roles.");
  });

  it("lets the administrator assign any role to others but not change its own", async () => {
    const admin = await signIn();
    const created = await call(contracts.User.Create, newUser(["Admin"]), { token: admin });
    expect(created.status).toBe(200);
    const update = await call(
      contracts.User.Update,
      updateOf(created.body.result, ["Finance", "ContentEditor"]),
      { token: admin },
    );
    expect(update.body.result.roleNames).toEqual(["ContentEditor", "Finance"]);
    const self = await getUser(admin, await me(admin));
    const own = await call(
      contracts.User.Update,
      { ...updateOf(self, []), name: "admin" },
      {
        token: admin,
      },
    );
    expect(own.status).toBe(409);
  });
});

describe("User/GetUserListByRoleName", () => {
  it("applies the caller's Users data scope, as GetAll does", async () => {
    const admin = await signIn();
    const other = await call(contracts.User.Create, newUser(["Finance"]), { token: admin });
    const { token } = await userWith(
      ["Pages.Users"],
      [{ permissionName: "Pages.Users", scope: "Mine" }],
    );
    const myId = await me(token);
    const byRole = await call(
      contracts.User.GetUserListByRoleName,
      { roleName: "Finance" },
      { token },
    );
    expect(byRole.status).toBe(200);
    expect(byRole.body.result.map((u) => u.id)).not.toContain(other.body.result.id);
    expect(JSON.stringify(byRole.body.result)).not.toContain(other.body.result.emailAddress);
    expect(byRole.body.result.every((u) => u.creatorUserId === myId)).toBe(true);
    const asAdmin = await call(
      contracts.User.GetUserListByRoleName,
      { roleName: "Finance" },
      { token: admin },
    );
    expect(asAdmin.body.result.map((u) => u.id)).toContain(other.body.result.id);
  });
});
