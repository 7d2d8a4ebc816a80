import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { call, membersOf, signIn, unique, userWith } from "@/server/test/api";

const { SavedView, Role, User } = contracts;
const LIST = "/productSku/orderManagement";
const columns = { order: ["status", "orderCode"], hidden: ["paymentMethod", "receivingMethod"] };

/** A second user holding the same role as `owner` (its role name). */
async function colleagueOf(roleName: string, admin: string) {
  const userName = unique("mate");
  await call(
    User.Create,
    {
      userName,
      name: "M",
      emailAddress: `${userName}@example.com`,
      password: "secret123",
      roleNames: [roleName],
    },
    { token: admin },
  );
  return signIn(userName, "secret123");
}

describe("SavedView", () => {
  it("keeps a private view for its owner only, without the page, and one name per list", async () => {
    const owner = await userWith(["Pages.Order.Management"]);
    const other = await userWith(["Pages.Order.Management"]);
    const name = unique("Paid");
    const created = await call(
      SavedView.Create,
      {
        listKey: LIST,
        name,
        query: "?status=Paid&sort=totalAmount.desc&size=20&page=3&view=x",
        columns,
        visibility: "Private",
      },
      { token: owner.token },
    );
    expect(created.status, JSON.stringify(created.body.error)).toBe(200);
    const view = created.body.result;
    expect(view).toMatchObject({
      listKey: LIST,
      name,
      query: "status=Paid&sort=totalAmount.desc&size=20",
      columns,
      visibility: "Private",
      roleId: null,
      isOwner: true,
      ownerUserName: owner.userName,
    });

    const mine = await call(SavedView.GetAll, { listKey: LIST }, { token: owner.token });
    expect(mine.body.result.items.map((v) => v.id)).toEqual([view.id]);
    const theirs = await call(SavedView.GetAll, { listKey: LIST }, { token: other.token });
    expect(theirs.body.result.items.map((v) => v.id)).not.toContain(view.id);
    // another list's views are not this list's
    const elsewhere = await call(
      SavedView.GetAll,
      { listKey: "/commodity/commodity" },
      { token: owner.token },
    );
    expect(elsewhere.body.result.items.map((v) => v.id)).not.toContain(view.id);

    // a view the caller cannot see is absent: 404 to read, change or delete
    expect((await call(SavedView.Get, { id: view.id }, { token: other.token })).status).toBe(404);
    const update = { id: view.id, name: "Mine now", query: "", columns, visibility: "Private" };
    expect((await call(SavedView.Update, update as never, { token: other.token })).status).toBe(
      404,
    );
    expect((await call(SavedView.Delete, { id: view.id }, { token: other.token })).status).toBe(
      404,
    );

    // the same name again (ignoring case) on the same list is refused on the name, localised
    const again = await call(
      SavedView.Create,
      { listKey: LIST, name: name.toUpperCase(), query: "", columns, visibility: "Private" },
      { token: owner.token, culture: "es" },
    );
    expect(again.status).toBe(400);
    expect(membersOf(again)).toEqual(["name"]);
    expect(again.body.error?.validationErrors?.[0]?.message).toBe(
      `Ya tiene una vista llamada ${name.toUpperCase()} en esta lista.`,
    );
    // … but another list may reuse it
    const otherList = await call(
      SavedView.Create,
      { listKey: "/commodity/commodity", name, query: "", columns, visibility: "Private" },
      { token: owner.token },
    );
    expect(otherList.status).toBe(200);

    const renamed = await call(
      SavedView.Update,
      { id: view.id, name: `${name}-2`, query: "status=Cancelled", columns, visibility: "Private" },
      { token: owner.token },
    );
    expect(renamed.body.result).toMatchObject({ name: `${name}-2`, query: "status=Cancelled" });
    expect((await call(SavedView.Delete, { id: view.id }, { token: owner.token })).status).toBe(
      200,
    );
    expect((await call(SavedView.Get, { id: view.id }, { token: owner.token })).status).toBe(404);
  });

  it("shares a view with a role the owner holds: its holders see it, others do not, only the owner changes it", async () => {
    const admin = await signIn();
    const owner = await userWith(["Pages.Order.Management"]);
    const mate = await colleagueOf(owner.roleName, admin);
    const outsider = await userWith(["Pages.Order.Management"]);
    const created = await call(
      SavedView.Create,
      {
        listKey: LIST,
        name: unique("Team"),
        query: "status=Paid",
        columns,
        visibility: "Role",
        roleId: owner.roleId,
      },
      { token: owner.token },
    );
    expect(created.status, JSON.stringify(created.body.error)).toBe(200);
    const view = created.body.result;
    expect(view).toMatchObject({
      visibility: "Role",
      roleId: owner.roleId,
      roleName: owner.roleName,
    });

    const seen = await call(SavedView.GetAll, { listKey: LIST }, { token: mate });
    expect(seen.body.result.items.find((v) => v.id === view.id)).toMatchObject({
      isOwner: false,
      ownerUserName: owner.userName,
      columns,
      query: "status=Paid",
    });
    expect((await call(SavedView.Get, { id: view.id }, { token: mate })).status).toBe(200);
    const notSeen = await call(SavedView.GetAll, { listKey: LIST }, { token: outsider.token });
    expect(notSeen.body.result.items.map((v) => v.id)).not.toContain(view.id);
    expect((await call(SavedView.Get, { id: view.id }, { token: outsider.token })).status).toBe(
      404,
    );

    // a holder sees it but does not own it: 403 to change or delete
    const change = await call(
      SavedView.Update,
      { id: view.id, name: "Taken over", query: "", columns, visibility: "Private" },
      { token: mate },
    );
    expect(change.status).toBe(403);
    expect((await call(SavedView.Delete, { id: view.id }, { token: mate })).status).toBe(403);

    // sharing with a role one does not hold is refused on roleId; so is everyone without the grant
    const foreign = await call(
      SavedView.Create,
      {
        listKey: LIST,
        name: unique("X"),
        query: "",
        columns,
        visibility: "Role",
        roleId: outsider.roleId,
      },
      { token: owner.token },
    );
    expect(foreign.status).toBe(400);
    expect(membersOf(foreign)).toEqual(["roleId"]);
    const global = await call(
      SavedView.Create,
      { listKey: LIST, name: unique("X"), query: "", columns, visibility: "Global" },
      { token: owner.token },
    );
    expect(global.status).toBe(400);
    expect(membersOf(global)).toEqual(["visibility"]);
    const noRole = await call(
      SavedView.Create,
      { listKey: LIST, name: unique("X"), query: "", columns, visibility: "Role" },
      { token: owner.token },
    );
    expect(membersOf(noRole)).toEqual(["roleId"]);

    // the roles one may share with: one's own
    const shareable = await call(SavedView.GetShareRoles, {}, { token: owner.token });
    expect(shareable.body.result.items.map((r) => r.id)).toEqual([owner.roleId]);

    // taken back to private, the colleague no longer sees it
    await call(
      SavedView.Update,
      { id: view.id, name: view.name, query: view.query, columns, visibility: "Private" },
      { token: owner.token },
    );
    expect((await call(SavedView.Get, { id: view.id }, { token: mate })).status).toBe(404);
    await call(Role.Delete, { id: outsider.roleId }, { token: admin });
  });

  it("shares with any role and with everyone only with the grants", async () => {
    const sharer = await userWith([
      "Pages.SavedViews.ShareAnyRole",
      "Pages.SavedViews.ShareGlobal",
    ]);
    const someone = await userWith([]);
    const roles = await call(SavedView.GetShareRoles, {}, { token: sharer.token });
    expect(roles.body.result.items.map((r) => r.id)).toContain(someone.roleId);
    const toRole = await call(
      SavedView.Create,
      {
        listKey: LIST,
        name: unique("Any"),
        query: "",
        columns,
        visibility: "Role",
        roleId: someone.roleId,
      },
      { token: sharer.token },
    );
    expect(toRole.status, JSON.stringify(toRole.body.error)).toBe(200);
    const global = await call(
      SavedView.Create,
      { listKey: LIST, name: unique("All"), query: "size=50", columns, visibility: "Global" },
      { token: sharer.token },
    );
    expect(global.status).toBe(200);
    const seen = await call(SavedView.GetAll, { listKey: LIST }, { token: someone.token });
    const ids = seen.body.result.items.map((v) => v.id);
    expect(ids).toContain(toRole.body.result.id);
    expect(ids).toContain(global.body.result.id);
  });

  it("refuses bad input with field errors", async () => {
    const { token } = await userWith([]);
    const bad = await call(
      SavedView.Create,
      {
        listKey: "javascript:alert(1)",
        name: " ",
        query: "x".repeat(2001),
        columns: { order: ["<script>"], hidden: [] },
        visibility: "Private",
      },
      { token },
    );
    expect(bad.status).toBe(400);
    expect(membersOf(bad)).toEqual(["columns.order.0", "listKey", "name", "query"]);
  });

  it("remembers each user's columns per list, and forgets them on null", async () => {
    const a = await userWith([]);
    const b = await userWith([]);
    expect(
      (await call(SavedView.SetLayout, { listKey: LIST, columns }, { token: a.token })).status,
    ).toBe(200);
    const next = { order: ["orderCode"], hidden: ["status"] };
    await call(SavedView.SetLayout, { listKey: LIST, columns: next }, { token: a.token });
    expect((await call(SavedView.GetLayouts, {}, { token: a.token })).body.result.items).toEqual([
      { listKey: LIST, columns: next },
    ]);
    expect((await call(SavedView.GetLayouts, {}, { token: b.token })).body.result.items).toEqual(
      [],
    );
    await call(SavedView.SetLayout, { listKey: LIST, columns: null }, { token: a.token });
    expect((await call(SavedView.GetLayouts, {}, { token: a.token })).body.result.items).toEqual(
      [],
    );
  });
});
