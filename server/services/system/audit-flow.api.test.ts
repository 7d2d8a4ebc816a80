import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { getDb } from "@/server/db/client";
import { auditFlows, tenants, users } from "@/server/db/schema";
import { call, membersOf, signIn, unique, userWith } from "@/server/test/api";
import { newFlow, stopAllFlows, userIdOf } from "./audit-fixtures";

const F = contracts.AuditFlow;

describe("AuditFlow", () => {
  afterEach(stopAllFlows);

  it("creates, reads, lists, edits and deletes a flow with its ordered steps", async () => {
    const admin = await signIn();
    const approver = await userWith(["Pages.Order.Sales"]);
    const userId = await userIdOf(approver.userName, admin);
    const flow = await newFlow(admin, { roleId: approver.roleId, userId });
    expect(flow).toMatchObject({
      key: "PriceRevision",
      threshold: "20",
      isActive: false,
      pendingCount: 0,
      nodes: [
        { sort: 1, approverType: "Role", roleId: approver.roleId, approverName: approver.roleName },
        { sort: 2, approverType: "User", userId, approverName: "P" },
      ],
    });
    expect((await call(F.Get, { id: flow.id }, { token: admin })).body.result.desc).toBe(flow.desc);
    const listed = await call(
      F.GetAll,
      { keyword: flow.desc, key: "PriceRevision" },
      { token: admin },
    );
    expect(listed.body.result.items.map((x) => x.id)).toEqual([flow.id]);
    const active = await call(F.GetAll, { keyword: flow.desc, isActive: true }, { token: admin });
    expect(active.body.result.totalCount).toBe(0);

    // Update replaces the steps in the given order
    const updated = await call(
      F.Update,
      {
        id: flow.id,
        key: "PriceRevision",
        desc: `${flow.desc} v2`,
        threshold: 12.5,
        nodes: [{ approverType: "User", userId }],
      },
      { token: admin },
    );
    expect(updated.body.result).toMatchObject({ desc: `${flow.desc} v2`, threshold: "12.5" });
    expect(updated.body.result.nodes.map((x) => [x.sort, x.approverType])).toEqual([[1, "User"]]);

    // GetForEdit: the flow with the definitions, roles and users its form offers
    const forEdit = await call(F.GetForEdit, { id: flow.id }, { token: admin, culture: "zh-Hans" });
    expect(forEdit.body.result.flow?.id).toBe(flow.id);
    expect(forEdit.body.result.definitions).toEqual([
      { key: "PriceRevision", displayName: "调价", thresholdHint: expect.any(String) },
      { key: "ProjectProposal", displayName: "项目立项申请", thresholdHint: null },
      { key: "ProjectClose", displayName: "项目结项报告", thresholdHint: null },
      { key: "ProjectChange", displayName: "项目变更", thresholdHint: null },
      { key: "ProjectReport", displayName: "项目报告", thresholdHint: null },
      { key: "DueDiligence", displayName: "尽职调查报告", thresholdHint: null },
    ]);
    expect(forEdit.body.result.roles.map((x) => x.id)).toContain(approver.roleId);
    expect(forEdit.body.result.users.map((x) => x.id)).toContain(userId);
    expect((await call(F.GetForEdit, {}, { token: admin })).body.result.flow).toBeNull();

    expect((await call(F.Delete, { id: flow.id }, { token: admin })).status).toBe(200);
    expect((await call(F.Get, { id: flow.id }, { token: admin })).status).toBe(404);
  });

  it("refuses a flow without steps, a step without its approver, an unknown role and a bad threshold", async () => {
    const admin = await signIn();
    const base = { key: "PriceRevision" as const, desc: unique("Flow ") };
    const empty = await call(F.Create, { ...base, nodes: [] }, { token: admin });
    expect(empty.body.error?.validationErrors).toEqual([
      { message: "Add at least one approval step.", members: ["nodes"] },
    ]);
    const noRole = await call(
      F.Create,
      { ...base, nodes: [{ approverType: "Role" }] },
      { token: admin },
    );
    expect(membersOf(noRole)).toEqual(["nodes.0.roleId"]);
    const unknown = await call(
      F.Create,
      { ...base, nodes: [{ approverType: "Role", roleId: randomUUID() }] },
      { token: admin },
    );
    expect(unknown.status).toBe(400);
    expect(membersOf(unknown)).toEqual(["nodes.0.roleId"]);
    for (const threshold of ["abc", "1001", "1.234", "-1", "1e2"]) {
      const bad = await call(
        F.Create,
        { ...base, threshold, nodes: [{ approverType: "User", userId: randomUUID() }] },
        { token: admin },
      );
      expect(membersOf(bad), threshold).toEqual(["threshold"]);
    }
    const wrongKey = await call(
      F.Create,
      { ...base, key: "Nope" as never, nodes: [] },
      { token: admin },
    );
    expect(membersOf(wrongKey)).toEqual(["key", "nodes"]);
  });

  it("refuses approvers who could never decide: a customer's account, or one without the definition's read permission", async () => {
    const admin = await signIn();
    const base = { key: "PriceRevision" as const, desc: unique("Flow ") };
    const customerUser = await userWith(["Pages.Order.Sales"]);
    const customerUserId = await userIdOf(customerUser.userName, admin);
    const db = await getDb();
    await db.update(users).set({ userType: "Customer" }).where(eq(users.id, customerUserId));
    const asCustomer = await call(
      F.Create,
      { ...base, nodes: [{ approverType: "User", userId: customerUserId }] },
      { token: admin },
    );
    expect(membersOf(asCustomer)).toEqual(["nodes.0.userId"]);

    const blind = await userWith(["Pages.Customer"]);
    const blindUser = await call(
      F.Create,
      {
        ...base,
        nodes: [
          { approverType: "Role", roleId: blind.roleId },
          { approverType: "User", userId: await userIdOf(blind.userName, admin) },
        ],
      },
      { token: admin },
    );
    expect(blindUser.body.error?.validationErrors).toEqual([
      {
        message: `${blind.roleName} lacks "Sales management", so they could never decide these audits: grant it first or choose another approver.`,
        members: ["nodes.0.roleId"],
      },
    ]);
    const userOnly = await call(
      F.Create,
      {
        ...base,
        nodes: [{ approverType: "User", userId: await userIdOf(blind.userName, admin) }],
      },
      { token: admin },
    );
    expect(membersOf(userOnly)).toEqual(["nodes.0.userId"]);
    // the administrator's static role holds every permission
    const adminRole = (
      await call(contracts.Role.GetAll, { keyword: "Admin" }, { token: admin })
    ).body.result.items.find((x) => x.name === "Admin")!;
    const fine = await call(
      F.Create,
      { ...base, nodes: [{ approverType: "Role", roleId: adminRole.id }] },
      { token: admin },
    );
    expect(fine.status, JSON.stringify(fine.body.error)).toBe(200);
    await call(F.Delete, { id: fine.body.result.id }, { token: admin });
  });

  it("reorders the steps (every step once) and keeps one active flow per definition", async () => {
    const admin = await signIn();
    const approver = await userWith(["Pages.Order.Sales"]);
    const userId = await userIdOf(approver.userName, admin);
    const first = await newFlow(admin, { roleId: approver.roleId, userId });
    const [roleStep, userStep] = first.nodes;
    const sorted = await call(
      F.UpdateSort,
      { id: first.id, nodeIds: [userStep!.id, roleStep!.id] },
      { token: admin },
    );
    expect(sorted.body.result.nodes.map((x) => [x.sort, x.approverType])).toEqual([
      [1, "User"],
      [2, "Role"],
    ]);
    const twice = await call(
      F.UpdateSort,
      { id: first.id, nodeIds: [userStep!.id, userStep!.id] },
      { token: admin },
    );
    expect(membersOf(twice)).toEqual(["nodeIds.1"]);
    const partial = await call(
      F.UpdateSort,
      { id: first.id, nodeIds: [userStep!.id] },
      { token: admin },
    );
    expect(partial.status).toBe(409);

    const on = await call(F.Active, { id: first.id, isActive: true }, { token: admin });
    expect(on.body.result.isActive).toBe(true);
    const second = await newFlow(admin, { roleId: approver.roleId, userId, active: true });
    expect((await call(F.Get, { id: second.id }, { token: admin })).body.result.isActive).toBe(
      true,
    );
    // activating the second stopped the first
    expect((await call(F.Get, { id: first.id }, { token: admin })).body.result.isActive).toBe(
      false,
    );
    const off = await call(F.Active, { id: second.id, isActive: false }, { token: admin });
    expect(off.body.result.isActive).toBe(false);
  });

  it("lists the definitions from code, by name, in the caller's language", async () => {
    const admin = await signIn();
    const D = contracts.AuditFlowDefinition;
    const all = await call(D.GetAll, {}, { token: admin });
    expect(all.body.result.items.map((x) => x.key)).toContain("PriceRevision");
    const byName = await call(D.GetAll, { displayName: "price REV" }, { token: admin });
    expect(byName.body.result.items).toMatchObject([
      { key: "PriceRevision", displayName: "Price revision" },
    ]);
    expect(
      (await call(D.GetAll, { displayName: "nothing" }, { token: admin })).body.result.items,
    ).toEqual([]);
    const one = await call(D.Get, { key: "PriceRevision" }, { token: admin, culture: "ja" });
    expect(one.body.result.displayName).toBe("価格改定");
    expect((await call(D.Get, { key: "Nope" as never }, { token: admin })).status).toBe(400);
  });

  it("lets Pages.Admin.AuditFlows read flows and only its actions change them", async () => {
    const admin = await signIn();
    const approver = await userWith(["Pages.Order.Sales"]);
    const userId = await userIdOf(approver.userName, admin);
    const flow = await newFlow(admin, { roleId: approver.roleId, userId });
    const reader = await userWith(["Pages.Admin.AuditFlows"]);
    const token = reader.token;
    expect((await call(F.GetAll, {}, { token })).status).toBe(200);
    expect((await call(contracts.AuditFlowProxy.Get, { id: flow.id }, { token })).status).toBe(200);
    expect((await call(F.GetForEdit, {}, { token })).status).toBe(403);
    expect((await call(F.Active, { id: flow.id, isActive: true }, { token })).status).toBe(403);
    expect((await call(F.Delete, { id: flow.id }, { token })).status).toBe(403);
    expect(
      (await call(F.UpdateSort, { id: flow.id, nodeIds: flow.nodes.map((x) => x.id) }, { token }))
        .status,
    ).toBe(403);
    // whose audits: only holders of the definition's read permission ask
    const target = { scope: "PriceRevision" as const, entityId: randomUUID() };
    expect((await call(F.CanAudit, target, { token })).status).toBe(403);
    // a record the caller cannot see (here: none) is absent
    expect((await call(F.CanAudit, target, { token: approver.token })).status).toBe(404);
    expect(
      (await call(contracts.AuditFlowProxy.GetDetail, target, { token: approver.token })).status,
    ).toBe(404);
    expect((await call(F.GetAll, {}, { token: approver.token })).status).toBe(403);
    const activator = await userWith(["Pages.Admin.AuditFlows", "Pages.Admin.AuditFlows.Active"]);
    const on = await call(F.Active, { id: flow.id, isActive: true }, { token: activator.token });
    expect(on.body.result.isActive).toBe(true);
  });

  it("keeps each tenant's flows to itself", async () => {
    const db = await getDb();
    const tenantId = 1000 + Math.floor(Math.random() * 1_000_000);
    await db
      .insert(tenants)
      .values({ id: tenantId, tenancyName: `t${tenantId}`, name: `T ${tenantId}` });
    const [other] = await db
      .insert(auditFlows)
      .values({ tenantId, key: "PriceRevision", desc: unique("Theirs "), isActive: true })
      .returning();
    const admin = await signIn();
    expect((await call(F.Get, { id: other!.id }, { token: admin })).status).toBe(404);
    expect(
      (await call(F.Active, { id: other!.id, isActive: false }, { token: admin })).status,
    ).toBe(404);
    const listed = await call(F.GetAll, { keyword: other!.desc }, { token: admin });
    expect(listed.body.result.totalCount).toBe(0);
    // their active flow does not stop one here from being active
    const approver = await userWith(["Pages.Order.Sales"]);
    const mine = await newFlow(admin, {
      roleId: approver.roleId,
      userId: await userIdOf(approver.userName, admin),
      active: true,
    });
    expect((await call(F.Get, { id: mine.id }, { token: admin })).body.result.isActive).toBe(true);
    const [theirs] = await db.select().from(auditFlows).where(eq(auditFlows.id, other!.id));
    expect(theirs!.isActive).toBe(true);
  });
});
