import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { call, signIn, unique } from "@/server/test/api";

const newUser = (overrides: Record<string, unknown> = {}) => {
  const userName = unique("user");
  return {
    userName,
    name: "Ana",
    surname: "Lima",
    emailAddress: `${userName}@example.com`,
    password: "secret123",
    roleNames: ["Finance"],
    ...overrides,
  };
};

describe("User service", () => {
  it("creates, reads, updates and deletes a user with roles", async () => {
    const token = await signIn();
    const input = newUser();
    const created = await call(contracts.User.Create, input, { token });
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({
      userName: input.userName,
      isActive: true,
      roleNames: ["Finance"],
    });
    expect(created.body.result.creatorUserId).toBeTruthy();
    expect(Date.parse(created.body.result.creationTime)).toBeGreaterThan(0);

    const id = created.body.result.id;
    const updated = await call(
      contracts.User.Update,
      { ...input, id, name: "Beatriz", roleNames: ["WarehouseClerk", "ContentEditor"] },
      { token },
    );
    expect(updated.status).toBe(200);
    expect(updated.body.result.roleNames).toEqual(["ContentEditor", "WarehouseClerk"]);

    const byRole = await call(
      contracts.User.GetUserListByRoleName,
      { roleName: "contenteditor" },
      { token },
    );
    expect(byRole.body.result.map((u) => u.id)).toContain(id);

    expect((await call(contracts.User.Delete, { id }, { token })).status).toBe(200);
    expect((await call(contracts.User.Get, { id }, { token })).status).toBe(404);
    // the name is free again once the user is deleted
    expect((await call(contracts.User.Create, { ...input, roleNames: [] }, { token })).status).toBe(
      200,
    );
  });

  it("refuses a taken user name or e-mail on the right field", async () => {
    const token = await signIn();
    const takenName = await call(contracts.User.Create, newUser({ userName: "ADMIN" }), { token });
    expect(takenName.status).toBe(400);
    expect(takenName.body.error?.validationErrors).toEqual([
      { message: "The user name ADMIN is already taken.", members: ["userName"] },
    ]);
    const takenEmail = await call(
      contracts.User.Create,
      newUser({ emailAddress: "clerk@quay.local" }),
      { token },
    );
    expect(takenEmail.body.error?.validationErrors?.[0]?.members).toEqual(["emailAddress"]);
  });

  it("refuses unknown roles and writes nothing", async () => {
    const token = await signIn();
    const input = newUser({ roleNames: ["NoSuchRole"] });
    const res = await call(contracts.User.Create, input, { token });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0]?.members).toEqual(["roleNames"]);
    const list = await call(contracts.User.GetAll, { keyword: input.userName }, { token });
    expect(list.body.result.totalCount).toBe(0);
  });

  it("filters by active flag and role", async () => {
    const token = await signIn();
    const input = newUser({ isActive: false });
    await call(contracts.User.Create, input, { token });
    const inactive = await call(
      contracts.User.GetAll,
      { isActive: false, maxResultCount: 1000 },
      { token },
    );
    expect(inactive.body.result.items.every((u) => !u.isActive)).toBe(true);
    expect(inactive.body.result.items.map((u) => u.userName)).toContain(input.userName);
    const finance = await call(
      contracts.User.GetAll,
      { roleName: "Finance", maxResultCount: 1000 },
      { token },
    );
    expect(finance.body.result.items.every((u) => u.roleNames.includes("Finance"))).toBe(true);
  });

  it("will not let you delete or deactivate yourself", async () => {
    const token = await signIn();
    const me = await call(contracts.Session.GetCurrentLoginInformations, {}, { token });
    const id = me.body.result.user!.id;
    expect((await call(contracts.User.Delete, { id }, { token })).status).toBe(409);
    const res = await call(contracts.User.DeActivate, { id }, { token });
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toBe("You cannot deactivate your own account.");
  });

  it("checks the current password before changing it", async () => {
    const admin = await signIn();
    const input = newUser();
    await call(contracts.User.Create, input, { token: admin });
    const token = await signIn(input.userName, input.password);
    const wrong = await call(
      contracts.User.ChangePassword,
      { currentPassword: "not-it", newPassword: "newpass123" },
      { token, culture: "zh-Hans" },
    );
    expect(wrong.status).toBe(400);
    expect(wrong.body.error?.validationErrors).toEqual([
      { message: "当前密码不正确。", members: ["currentPassword"] },
    ]);
    const empty = await call(
      contracts.User.ChangePassword,
      { currentPassword: "", newPassword: "" },
      { token, culture: "zh-Hans" },
    );
    expect(empty.body.error?.validationErrors?.map((e) => e.message)).toEqual([
      "请输入当前密码",
      "请输入新密码",
    ]);
  });

  it("narrows lists to the caller's own records with isOnlyMine", async () => {
    const token = await signIn();
    const mine = await call(
      contracts.User.GetAll,
      { isOnlyMine: true, maxResultCount: 1000 },
      { token },
    );
    const me = await call(contracts.Session.GetCurrentLoginInformations, {}, { token });
    expect(mine.body.result.items.length).toBeGreaterThan(0);
    expect(mine.body.result.items.every((u) => u.creatorUserId === me.body.result.user!.id)).toBe(
      true,
    );
  });

  it("stores the user's language and refuses unknown ones", async () => {
    const token = await signIn("editor");
    expect(
      (await call(contracts.User.ChangeLanguage, { languageName: "ja" }, { token })).status,
    ).toBe(200);
    const me = await call(contracts.Session.GetCurrentLoginInformations, {}, { token });
    expect(me.body.result.user!.language).toBe("ja");
    expect(
      (await call(contracts.User.ChangeLanguage, { languageName: "xx" }, { token })).status,
    ).toBe(400);
  });
});
