import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { getDb } from "@/server/db/client";
import { users } from "@/server/db/schema";
import { call, signIn, unique, userWith } from "@/server/test/api";

const { OrganizationUnit: OU, ProductBrand } = contracts;

async function idOf(userName: string) {
  const [row] = await (
    await getDb()
  )
    .select({ id: users.id })
    .from(users)
    .where(eq(users.userName, userName));
  return row!.id;
}

async function unit(token: string, displayName: string, parentId?: string) {
  const res = await call(OU.Create, { displayName, parentId }, { token });
  expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  return res.body.result;
}

describe("OrganizationUnit (departments)", () => {
  it("builds a tree: codes place each unit under its parent, names are unique among siblings", async () => {
    const token = await signIn();
    const top = await unit(token, unique("Top"));
    expect(top.code).toMatch(/^\d{5}$/);
    const a = await unit(token, "Alpha", top.id);
    const b = await unit(token, "Beta", top.id);
    expect(a.code).toBe(`${top.code}.00001`);
    expect(b.code).toBe(`${top.code}.00002`);

    const clash = await call(OU.Create, { displayName: "alpha", parentId: top.id }, { token });
    expect(clash.status).toBe(400);
    expect(clash.body.error?.validationErrors?.[0]?.members).toEqual(["displayName"]);
    expect(clash.body.error?.validationErrors?.[0]?.message).toContain("alpha");
    // the same name elsewhere is another department
    const alphaUnderBeta = await unit(token, "Alpha", b.id);
    expect(alphaUnderBeta.code).toBe(`${b.code}.00001`);
    const rename = await call(OU.Update, { id: b.id, displayName: "Alpha" }, { token });
    expect(rename.status).toBe(400);

    const children = await call(OU.GetAll, { parentId: top.id, maxResultCount: 100 }, { token });
    expect(children.body.result.items.map((u) => [u.displayName, u.childCount])).toEqual([
      ["Alpha", 0],
      ["Beta", 1],
    ]);
    expect((await call(OU.Get, { id: top.id }, { token })).body.result.childCount).toBe(2);

    // a unit with sub-units stays; a deleted one's number is not given again
    const refused = await call(OU.Delete, { id: b.id }, { token });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toContain("Alpha");
    expect((await call(OU.Delete, { id: a.id }, { token })).status).toBe(200);
    const gamma = await unit(token, "Gamma", top.id);
    expect(gamma.code).toBe(`${top.code}.00003`);
    expect((await call(OU.Delete, { id: gamma.id }, { token })).status).toBe(200);
    const c = await unit(token, "Alpha", top.id);
    expect(c.code).toBe(`${top.code}.00004`);

    const goneParent = await call(OU.Create, { displayName: "X", parentId: a.id }, { token });
    expect(goneParent.status).toBe(400);
    expect(goneParent.body.error?.validationErrors?.[0]?.members).toEqual(["parentId"]);
  });

  it("moves a unit with everything under it, never under itself", async () => {
    const token = await signIn();
    const left = await unit(token, unique("Left"));
    const right = await unit(token, unique("Right"));
    const branch = await unit(token, "Branch", left.id);
    const leaf = await unit(token, "Leaf", branch.id);

    const moved = await call(
      OU.MoveOrganizationUnit,
      { id: branch.id, newParentId: right.id },
      { token },
    );
    expect(moved.status, JSON.stringify(moved.body.error)).toBe(200);
    expect(moved.body.result).toMatchObject({ parentId: right.id, code: `${right.code}.00001` });
    const leafNow = (await call(OU.Get, { id: leaf.id }, { token })).body.result;
    expect(leafNow.code).toBe(`${right.code}.00001.00001`);
    expect(leafNow.parentId).toBe(branch.id);

    for (const target of [branch.id, leaf.id]) {
      const loop = await call(
        OU.MoveOrganizationUnit,
        { id: branch.id, newParentId: target },
        { token },
      );
      expect(loop.status).toBe(400);
      expect(loop.body.error?.validationErrors?.[0]?.members).toEqual(["newParentId"]);
    }
    // a sibling of the same name where it would land refuses the move
    await unit(token, "Branch", left.id);
    const clash = await call(
      OU.MoveOrganizationUnit,
      { id: branch.id, newParentId: left.id },
      { token },
    );
    expect(clash.status).toBe(400);

    const toTop = await call(
      OU.MoveOrganizationUnit,
      { id: branch.id, newParentId: null },
      { token },
    );
    expect(toTop.body.result.parentId).toBeNull();
    expect(toTop.body.result.code).toMatch(/^\d{5}$/);
    expect((await call(OU.Get, { id: leaf.id }, { token })).body.result.code).toBe(
      `${toTop.body.result.code}.00001`,
    );
  });

  it("keeps members: add (idempotent), list, find, remove; a deleted unit lets them go", async () => {
    const token = await signIn();
    const dept = await unit(token, unique("Members"));
    const one = await userWith([]);
    const two = await userWith([]);
    const [oneId, twoId] = [await idOf(one.userName), await idOf(two.userName)];

    const found = await call(
      OU.FindUsers,
      { organizationUnitId: dept.id, keyword: one.userName },
      { token },
    );
    expect(found.body.result.items.map((u) => u.id)).toEqual([oneId]);

    const add = await call(
      OU.AddUsersToOrganizationUnit,
      { organizationUnitId: dept.id, userIds: [oneId, twoId, oneId] },
      { token },
    );
    expect(add.body.result).toEqual({ added: 2 });
    const again = await call(
      OU.AddUsersToOrganizationUnit,
      { organizationUnitId: dept.id, userIds: [oneId] },
      { token },
    );
    expect(again.body.result).toEqual({ added: 0 });
    const unknown = await call(
      OU.AddUsersToOrganizationUnit,
      { organizationUnitId: dept.id, userIds: [dept.id] },
      { token },
    );
    expect(unknown.status).toBe(400);

    // members are no longer found to add
    const none = await call(
      OU.FindUsers,
      { organizationUnitId: dept.id, keyword: one.userName },
      { token },
    );
    expect(none.body.result.items).toEqual([]);

    const list = await call(
      OU.GetOrganizationUnitUsers,
      { id: dept.id, sorting: "userName desc", maxResultCount: 10 },
      { token },
    );
    expect(list.status, JSON.stringify(list.body.error)).toBe(200);
    expect(list.body.result.totalCount).toBe(2);
    expect(list.body.result.items.map((u) => u.userName)).toEqual(
      [one.userName, two.userName].sort().reverse(),
    );
    const searched = await call(
      OU.GetOrganizationUnitUsers,
      { id: dept.id, keyword: two.userName },
      { token },
    );
    expect(searched.body.result.items.map((u) => u.id)).toEqual([twoId]);
    expect((await call(OU.Get, { id: dept.id }, { token })).body.result.memberCount).toBe(2);

    const remove = await call(
      OU.RemoveUserFromOrganizationUnit,
      { organizationUnitId: dept.id, userId: oneId },
      { token },
    );
    expect(remove.status).toBe(200);
    const removeAgain = await call(
      OU.RemoveUserFromOrganizationUnit,
      { organizationUnitId: dept.id, userId: oneId },
      { token },
    );
    expect(removeAgain.status).toBe(404);

    const where = async () =>
      (
        await call(contracts.User.GetUserLocation, {}, { token: two.token })
      ).body.result.organizationUnits.map((u) => u.id);
    expect(await where()).toContain(dept.id);
    expect((await call(OU.Delete, { id: dept.id }, { token })).status).toBe(200);
    expect(await where()).not.toContain(dept.id);
  });

  it("feeds the MyDepartmentAndSubs scope, which follows a move", async () => {
    const token = await signIn();
    const head = await unit(token, unique("Head"));
    const sub = await unit(token, "Sub", head.id);
    const away = await unit(token, unique("Away"));
    const brand = ["Pages.Commodity.Brand", "Pages.Commodity.Brand.Create"];
    const viewer = await userWith(brand, [
      { permissionName: "Pages.Commodity.Brand", scope: "MyDepartmentAndSubs" },
    ]);
    const maker = await userWith(brand);
    await call(
      OU.AddUsersToOrganizationUnit,
      { organizationUnitId: head.id, userIds: [await idOf(viewer.userName)] },
      { token },
    );
    await call(
      OU.AddUsersToOrganizationUnit,
      { organizationUnitId: away.id, userIds: [await idOf(maker.userName)] },
      { token },
    );
    const name = unique("ScopedBrand");
    const made = await call(ProductBrand.Create, { name }, { token: maker.token });
    expect(made.status).toBe(200);
    const seen = async () =>
      (await call(ProductBrand.GetAll, { keyword: name }, { token: viewer.token })).body.result
        .items.length;
    expect(await seen()).toBe(0);
    // the maker's department moves under the viewer's sub-department: now within reach
    await call(OU.MoveOrganizationUnit, { id: away.id, newParentId: sub.id }, { token });
    expect(await seen()).toBe(1);
    await call(OU.MoveOrganizationUnit, { id: away.id, newParentId: null }, { token });
    expect(await seen()).toBe(0);
  });

  it("is closed to users without the page, and members need ManageMembers", async () => {
    const admin = await signIn();
    const dept = await unit(admin, unique("Closed"));
    const nobody = await userWith([]);
    expect((await call(OU.GetAll, {}, { token: nobody.token })).status).toBe(403);
    const reader = await userWith(["Pages.OrganizationUnits.Departments"]);
    expect((await call(OU.GetAll, {}, { token: reader.token })).status).toBe(200);
    expect(
      (await call(OU.GetOrganizationUnitUsers, { id: dept.id }, { token: reader.token })).status,
    ).toBe(200);
    const add = await call(
      OU.AddUsersToOrganizationUnit,
      { organizationUnitId: dept.id, userIds: [await idOf(reader.userName)] },
      { token: reader.token },
    );
    expect(add.status).toBe(403);
    expect(
      (
        await call(
          OU.MoveOrganizationUnit,
          { id: dept.id, newParentId: null },
          { token: reader.token },
        )
      ).status,
    ).toBe(403);
  });
});
