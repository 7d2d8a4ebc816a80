import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it, vi } from "vitest";
import { contracts } from "@/lib/contracts";
import { getDb } from "@/server/db/client";
import { customers, productSkus } from "@/server/db/schema";
import { call, membersOf, signIn, unique, userWith } from "@/server/test/api";
import { memberOf, newFlow, stopAllFlows, userIdOf } from "../system/audit-fixtures";
import { newSkus } from "../warehouse/fixtures";

const P = contracts.ProductRevisePriceRecord;

/** An ordinary customer; `memberUntil` makes it a member whose membership is in force until then. */
async function newCustomer(token: string, memberUntil?: string) {
  const res = await call(
    contracts.Customer.CreateOrdinary,
    {
      realName: unique("Ada "),
      sex: "Women",
      mobilePhone: "+1 416 555 0101",
      email: `${unique("ada")}@example.com`,
    },
    { token },
  );
  expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  if (memberUntil) {
    const db = await getDb();
    await db
      .update(customers)
      .set({ customerType: "Member", memberValidity: memberUntil })
      .where(eq(customers.id, res.body.result.id));
  }
  return res.body.result;
}

/** Two SKUs selling at 12.50, 11.26 for members (product-fixtures' skuRow). */
async function twoSkus(token: string) {
  return (await newSkus(token)).skus;
}

describe("ProductRevisePriceRecord", () => {
  it("revises a customer's price from what they pay now, logs every revision and lists the current one", async () => {
    const token = await signIn();
    const [sku, other] = await twoSkus(token);
    const member = await newCustomer(token, "2999-12-31");
    const plain = await newCustomer(token);

    // a member pays the member price before any revision: that is the first original price
    const first = await call(
      P.Create,
      { skuId: sku!.id, customerId: member.id, revisedPrice: "10", remark: "Loyal" },
      { token },
    );
    expect(first.status, JSON.stringify(first.body.error)).toBe(200);
    expect(first.body.result).toMatchObject({
      skuNumber: sku!.number,
      customerCode: member.customerCode,
      customerType: "Member",
      originalPrice: "11.26",
      revisedPrice: "10.00",
      remark: "Loyal",
      creatorName: "Admin Quay",
      isCurrent: true,
      isWithdrawn: false,
    });
    // the next revision starts from the revised price
    const second = await call(
      P.Create,
      { skuId: sku!.id, customerId: member.id, revisedPrice: 9.5 },
      { token },
    );
    expect(second.body.result).toMatchObject({ originalPrice: "10.00", revisedPrice: "9.50" });
    const third = await call(
      P.Create,
      { skuId: sku!.id, customerId: plain.id, revisedPrice: "12" },
      { token },
    );
    expect(third.body.result.originalPrice).toBe("12.50"); // not a member: the sale price
    await call(P.Create, { skuId: other!.id, customerId: plain.id, revisedPrice: "1" }, { token });

    // the log of the SKU: newest first, superseded rows not current
    const log = await call(P.GetAll, { skuId: sku!.id }, { token });
    expect(log.body.result.totalCount).toBe(3);
    expect(
      log.body.result.items.map((x) => [
        x.customerId,
        x.originalPrice,
        x.revisedPrice,
        x.isCurrent,
      ]),
    ).toEqual([
      [plain.id, "12.50", "12.00", true],
      [member.id, "10.00", "9.50", true],
      [member.id, "11.26", "10.00", false],
    ]);
    const byCode = await call(
      P.GetAll,
      { skuId: sku!.id, customerCode: member.customerCode.toLowerCase() },
      { token },
    );
    expect(byCode.body.result.totalCount).toBe(2);
    const byName = await call(
      P.GetAll,
      { number: sku!.number, realName: plain.realName },
      { token },
    );
    expect(byName.body.result.items.map((x) => x.id)).toEqual([third.body.result.id]);

    // current prices of the SKU: one row per customer, with what they would pay without it
    const current = await call(
      P.GetMainAll,
      { skuId: sku!.id, sorting: "customerCode" },
      { token },
    );
    expect(current.body.result.totalCount).toBe(2);
    const ofMember = current.body.result.items.find((x) => x.customerId === member.id)!;
    expect(ofMember).toMatchObject({
      id: second.body.result.id,
      revisedPrice: "9.50",
      isMember: true,
      standardPrice: "11.26",
      standardPriceSource: "Member",
      revisionCount: 2,
    });
    const ofPlain = current.body.result.items.find((x) => x.customerId === plain.id)!;
    expect(ofPlain).toMatchObject({ standardPrice: "12.50", standardPriceSource: "Sale" });
    const acrossSkus = await call(P.GetMainAll, { customerId: plain.id }, { token });
    expect(acrossSkus.body.result.items.map((x) => x.skuId).sort()).toEqual(
      [sku!.id, other!.id].sort(),
    );

    // GetWithCustomerCode prices each SKU for that customer
    const forMember = await call(
      contracts.ProductSku.GetWithCustomerCode,
      { customerCode: member.customerCode, keyword: sku!.number },
      { token },
    );
    expect(forMember.body.result.items).toMatchObject([
      { id: sku!.id, customerPrice: "9.50", priceSource: "Revised" },
    ]);
    const forNobody = await call(
      contracts.ProductSku.GetWithCustomerCode,
      { customerCode: unique("NOBODY"), keyword: sku!.number },
      { token },
    );
    expect(forNobody.body.result.items).toMatchObject([
      { id: sku!.id, salePrice: "12.50", customerPrice: null, priceSource: null },
    ]);
  });

  it("withdraws a customer's revised price: every revision of the pair stays in the log, withdrawn", async () => {
    const token = await signIn();
    const [sku] = await twoSkus(token);
    const member = await newCustomer(token, "2999-12-31");
    const first = await call(
      P.Create,
      { skuId: sku!.id, customerId: member.id, revisedPrice: "10" },
      { token },
    );
    const second = await call(
      P.Create,
      { skuId: sku!.id, customerId: member.id, revisedPrice: "9" },
      { token },
    );
    expect((await call(P.Delete, { id: second.body.result.id }, { token })).status).toBe(200);

    expect((await call(P.GetMainAll, { skuId: sku!.id }, { token })).body.result.totalCount).toBe(
      0,
    );
    const log = await call(P.GetAll, { skuId: sku!.id }, { token });
    expect(
      log.body.result.items.map((x) => [x.isWithdrawn, x.withdrawnByName, x.isCurrent]),
    ).toEqual([
      [true, "Admin Quay", false],
      [true, "Admin Quay", false],
    ]);
    const one = await call(P.Get, { id: first.body.result.id }, { token });
    expect(one.body.result.isWithdrawn).toBe(true);
    expect(one.body.result.withdrawnTime).toEqual(expect.any(String));
    // the member pays the member price again, and the next revision starts from it
    const again = await call(
      P.Create,
      { skuId: sku!.id, customerId: member.id, revisedPrice: "8" },
      { token },
    );
    expect(again.body.result.originalPrice).toBe("11.26");
    // withdrawing what is already withdrawn finds nothing
    expect((await call(P.Delete, { id: first.body.result.id }, { token })).status).toBe(404);
    expect((await call(P.Get, { id: randomUUID() }, { token })).status).toBe(404);
  });

  it("refuses a revision without a price ('Modified price required'), a negative one, unknown SKUs and customers, and another customer's reserved SKU", async () => {
    const token = await signIn();
    const [sku, reserved] = await twoSkus(token);
    const customer = await newCustomer(token);
    const missing = await call(P.Create, { skuId: sku!.id, customerId: customer.id } as never, {
      token,
    });
    expect(missing.status).toBe(400);
    expect(missing.body.error?.validationErrors).toEqual([
      { message: "Modified price required", members: ["revisedPrice"] },
    ]);
    const blank = await call(
      P.Create,
      { skuId: sku!.id, customerId: customer.id, revisedPrice: " " },
      { token, culture: "zh-Hans" },
    );
    expect(blank.body.error?.validationErrors?.[0]?.message).toBe("请输入修改后的价格");
    const negative = await call(
      P.Create,
      { skuId: sku!.id, customerId: customer.id, revisedPrice: "-1" },
      { token },
    );
    expect(membersOf(negative)).toEqual(["revisedPrice"]);

    const noSku = await call(
      P.Create,
      { skuId: randomUUID(), customerId: customer.id, revisedPrice: "1" },
      { token },
    );
    expect(membersOf(noSku)).toEqual(["skuId"]);
    const noCustomer = await call(
      P.Create,
      { skuId: sku!.id, customerId: randomUUID(), revisedPrice: "1" },
      { token },
    );
    expect(membersOf(noCustomer)).toEqual(["customerId"]);

    const db = await getDb();
    await db
      .update(productSkus)
      .set({ customerCode: "SOMEONE-ELSE" })
      .where(eq(productSkus.id, reserved!.id));
    const notTheirs = await call(
      P.Create,
      { skuId: reserved!.id, customerId: customer.id, revisedPrice: "1" },
      { token },
    );
    expect(notTheirs.status).toBe(400);
    expect(notTheirs.body.error?.validationErrors).toEqual([
      {
        message: `${reserved!.number} is reserved to customer SOMEONE-ELSE; only that customer can buy it.`,
        members: ["customerId"],
      },
    ]);
  });

  it("finds customers to revise for, with what each pays now for the SKU", async () => {
    const token = await signIn();
    const [sku] = await twoSkus(token);
    const member = await newCustomer(token, "2999-12-31");
    const expired = await newCustomer(token, "2000-01-01");
    await call(P.Create, { skuId: sku!.id, customerId: expired.id, revisedPrice: "7" }, { token });
    const find = (keyword: string) =>
      call(P.FindCustomers, { keyword, skuId: sku!.id }, { token }).then(
        (r) => r.body.result.items,
      );
    expect(await find(member.customerCode)).toMatchObject([
      { id: member.id, isMember: true, currentPrice: "11.26", priceSource: "Member" },
    ]);
    expect(await find(expired.email!)).toMatchObject([
      { id: expired.id, isMember: false, currentPrice: "7.00", priceSource: "Revised" },
    ]);
    const noSku = await call(P.FindCustomers, { keyword: member.customerCode }, { token });
    expect(noSku.body.result.items).toMatchObject([{ id: member.id, currentPrice: null }]);
  });

  it("lets Pages.Order.Sales read prices and only RevisePrice change them", async () => {
    const token = await signIn();
    const [sku] = await twoSkus(token);
    const customer = await newCustomer(token);
    // both see ordinary customers (a customer of a type whose page they lack is absent to them)
    const sees = ["Pages.Customer", "Pages.Customer.Ordinary"];
    const reader = await userWith(["Pages.Order.Sales", ...sees]);
    const reviser = await userWith(["Pages.Order.Sales", "Pages.Order.Sales.RevisePrice", ...sees]);
    const input = { skuId: sku!.id, customerId: customer.id, revisedPrice: "5" };
    expect((await call(P.Create, input, { token: reader.token })).status).toBe(403);
    expect((await call(P.FindCustomers, {}, { token: reader.token })).status).toBe(403);
    const made = await call(P.Create, input, { token: reviser.token });
    expect(made.status).toBe(200);
    expect(made.body.result.creatorName).toBe("P");
    const read = await call(P.GetMainAll, { skuId: sku!.id }, { token: reader.token });
    expect(read.body.result.items.map((x) => x.id)).toEqual([made.body.result.id]);
    expect(
      (await call(P.Delete, { id: made.body.result.id }, { token: reader.token })).status,
    ).toBe(403);
  });

  // PostgreSQL only: there a transaction is one pooled connection, which must not be sent a
  // second query while one runs (pg queues it and warns; pg 9 will refuse). PGlite has no pool.
  it.skipIf(!process.env.DATABASE_URL)(
    "sends one query at a time on its transaction's connection",
    async () => {
      const token = await signIn();
      const [sku] = await twoSkus(token);
      const customer = await newCustomer(token);
      const overlaps: string[] = [];
      const query = pg.Client.prototype.query;
      const spy = vi.spyOn(pg.Client.prototype, "query").mockImplementation(function (
        this: pg.Client,
        ...args: unknown[]
      ) {
        // what pg itself checks: a query already running (or queued) on this connection
        const busy = this as unknown as { readyForQuery: boolean; _queryQueue: unknown[] };
        if (!busy.readyForQuery || busy._queryQueue.length > 0)
          overlaps.push(String((args[0] as { text?: string })?.text ?? args[0]).slice(0, 80));
        return (query as (...a: unknown[]) => unknown).apply(this, args);
      } as never);
      try {
        const made = await call(
          P.Create,
          { skuId: sku!.id, customerId: customer.id, revisedPrice: "9" },
          { token },
        );
        expect(made.status, JSON.stringify(made.body.error)).toBe(200);
        expect((await call(P.GetMainAll, { skuId: sku!.id }, { token })).status).toBe(200);
        expect((await call(P.GetAll, { skuId: sku!.id }, { token })).status).toBe(200);
      } finally {
        spy.mockRestore();
      }
      expect(overlaps).toEqual([]);
    },
  );

  it("keeps each revision's original price the one before it when revisions of a pair race", async () => {
    const token = await signIn();
    const [sku] = await twoSkus(token);
    const customer = await newCustomer(token);
    const prices = ["1", "2", "3", "4", "5", "6"];
    const made = await Promise.all(
      prices.map((revisedPrice) =>
        call(P.Create, { skuId: sku!.id, customerId: customer.id, revisedPrice }, { token }),
      ),
    );
    expect(made.map((r) => r.status)).toEqual(prices.map(() => 200));
    const log = (await call(P.GetAll, { skuId: sku!.id, maxResultCount: 100 }, { token })).body
      .result.items;
    // oldest first: each original price is the previous revised price
    const chain = [...log].reverse();
    expect(chain[0]!.originalPrice).toBe("12.50");
    for (let i = 1; i < chain.length; i++)
      expect(chain[i]!.originalPrice).toBe(chain[i - 1]!.revisedPrice);
  });
});

describe("ProductRevisePriceRecord with an audit flow (issue 13 item 5)", () => {
  afterEach(stopAllFlows);

  /** A SKU selling at 12.50, an ordinary customer, and two approvers of the flow's two steps. */
  async function setUp(threshold: string | null = "20") {
    const admin = await signIn();
    const [sku] = await twoSkus(admin);
    const customer = await newCustomer(admin);
    const sees = ["Pages.Order.Sales", "Pages.Customer", "Pages.Customer.Ordinary"];
    const first = await userWith(sees); // approves step 1 through its role
    const second = await userWith(sees); // approves step 2 as that user
    const flow = await newFlow(admin, {
      roleId: first.roleId,
      userId: await userIdOf(second.userName, admin),
      threshold,
      active: true,
    });
    const revise = (revisedPrice: string) =>
      call(P.Create, { skuId: sku!.id, customerId: customer.id, revisedPrice }, { token: admin });
    const pays = async () =>
      (
        await call(
          contracts.ProductRevisePriceRecord.FindCustomers,
          { keyword: customer.customerCode, skuId: sku!.id },
          { token: admin },
        )
      ).body.result.items[0]!.currentPrice;
    return { admin, sku: sku!, customer, first, second, flow, revise, pays };
  }

  const target = (entityId: string) => ({ scope: "PriceRevision" as const, entityId });

  it("applies a change at or under the threshold at once, and holds one above it for approval, step by step", async () => {
    const { admin, sku, first, second, flow, revise, pays } = await setUp();
    // 12.50 → 10.00 is exactly 20 %: applied, no audit
    const small = await revise("10");
    expect(small.body.result).toMatchObject({ isCurrent: true, auditState: null });
    expect(await pays()).toBe("10.00");

    // 10.00 → 7.00 is 30 %: it waits, the price stays
    const big = await revise("7");
    expect(big.status, JSON.stringify(big.body.error)).toBe(200);
    expect(big.body.result).toMatchObject({
      originalPrice: "10.00",
      revisedPrice: "7.00",
      isCurrent: false,
      auditState: "Pending",
    });
    const id = big.body.result.id;
    expect(await pays()).toBe("10.00");
    expect((await call(P.Get, { id }, { token: admin })).body.result.auditState).toBe("Pending");
    const log = await call(P.GetAll, { skuId: sku.id }, { token: admin });
    expect(log.body.result.items.map((x) => x.id)).not.toContain(id);
    const flows = await call(contracts.AuditFlow.Get, { id: flow.id }, { token: admin });
    expect(flows.body.result.pendingCount).toBe(1);
    // a flow with audits under way is not deleted
    expect((await call(contracts.AuditFlow.Delete, { id: flow.id }, { token: admin })).status).toBe(
      409,
    );

    // step 1 is the role's: only its holder may decide
    const canAudit = async (token: string) =>
      (await call(contracts.AuditFlow.CanAudit, target(id), { token })).body.result;
    expect(await canAudit(first.token)).toBe(true);
    expect(await canAudit(second.token)).toBe(false);
    expect(await canAudit(admin)).toBe(false);
    const early = await call(P.Audit, { id, step: 1, isApproved: true }, { token: second.token });
    expect(early.status).toBe(403);
    expect(early.body.error?.message).toBe(
      "You are not the approver of this audit's current step.",
    );
    const one = await call(
      P.Audit,
      { id, step: 1, isApproved: true, comment: "Fine" },
      { token: first.token },
    );
    expect(one.body.result).toMatchObject({
      auditState: "Pending",
      audit: { state: "Pending", currentStep: 2, canAudit: false },
    });
    expect(await pays()).toBe("10.00");

    // step 2 is the user's
    expect(await canAudit(first.token)).toBe(false);
    expect(await canAudit(second.token)).toBe(true);
    const two = await call(P.Audit, { id, step: 2, isApproved: true }, { token: second.token });
    expect(two.body.result).toMatchObject({
      auditState: "Approved",
      isCurrent: true,
      audit: { state: "Approved", currentStep: null },
    });
    expect(await pays()).toBe("7.00");
    // in the log under the same id, from what the customer paid when it was approved
    const applied = await call(P.Get, { id }, { token: admin });
    expect(applied.body.result).toMatchObject({
      originalPrice: "10.00",
      revisedPrice: "7.00",
      creatorName: "Admin Quay",
      auditState: "Approved",
    });
    const again = await call(P.Audit, { id, step: 2, isApproved: true }, { token: second.token });
    expect(again.status).toBe(409);

    // its history
    const detail = await call(contracts.AuditFlowProxy.GetDetail, target(id), { token: admin });
    expect(detail.body.result).toMatchObject({
      state: "Approved",
      flowDesc: flow.desc,
      starterName: "Admin Quay",
      steps: [
        { approverType: "Role", approverName: first.roleName },
        { approverType: "User", approverName: "P" },
      ],
      decisions: [
        { step: 1, isApproved: true, comment: "Fine", userName: "P" },
        { step: 2, isApproved: true, comment: null, userName: "P" },
      ],
    });
    const audited = await call(
      P.GetAuditAll,
      { skuId: sku.id, state: "Approved" },
      { token: admin },
    );
    expect(audited.body.result.items.map((x) => x.id)).toEqual([id]);
  });

  it("measures the change from the un-revised price, so small cuts do not add up unaudited", async () => {
    const { admin, revise, pays } = await setUp();
    // 12.50 → 10.63 is a 15 % cut: applied
    expect((await revise("10.63")).body.result.auditState).toBeNull();
    expect(await pays()).toBe("10.63");
    // 10.63 → 9.04 is 15 % of today's price, but 27.7 % below the 12.50 it sells at: it waits
    const waiting = await revise("9.04");
    expect(waiting.body.result.auditState).toBe("Pending");
    expect(await pays()).toBe("10.63");
    // while it waits, no other change of the pair: approving it later would overwrite that one
    const meanwhile = await revise("11");
    expect(meanwhile.status).toBe(409);
    expect(meanwhile.body.error?.message).toBe(
      "A price change for this customer and SKU is waiting for approval: withdraw it or wait for its decision before asking for another.",
    );
    expect((await call(P.Withdraw, { id: waiting.body.result.id }, { token: admin })).status).toBe(
      200,
    );
    // back to 11.00 is 12 % from 12.50: applied
    expect((await revise("11")).body.result.auditState).toBeNull();
  });

  it("leaves the price unchanged when a step rejects", async () => {
    const { admin, sku, first, second, revise, pays } = await setUp();
    const big = await revise("1");
    const id = big.body.result.id;
    const no = await call(
      P.Audit,
      { id, step: 1, isApproved: false, comment: "Too low" },
      { token: first.token },
    );
    expect(no.body.result).toMatchObject({ auditState: "Rejected", isCurrent: false });
    expect(await pays()).toBe("12.50");
    expect(
      (await call(P.Audit, { id, step: 1, isApproved: true }, { token: second.token })).status,
    ).toBe(409);
    const rejected = await call(
      P.GetAuditAll,
      { skuId: sku.id, state: "Rejected" },
      { token: admin },
    );
    expect(rejected.body.result.items).toMatchObject([
      { id, audit: { decisions: [{ isApproved: false, comment: "Too low" }] } },
    ]);
    const pending = await call(
      P.GetAuditAll,
      { skuId: sku.id, state: "Pending" },
      { token: admin },
    );
    expect(pending.body.result.totalCount).toBe(0);
  });

  it("audits every revision of a flow without a threshold, and none once the flow stops", async () => {
    const { admin, flow, revise, pays } = await setUp(null);
    const waiting = await revise("12.49");
    expect(waiting.body.result.auditState).toBe("Pending");
    await call(contracts.AuditFlow.Active, { id: flow.id, isActive: false }, { token: admin });
    // a stopped flow's audits still wait; withdrawn, the pair may change again
    await call(P.Withdraw, { id: waiting.body.result.id }, { token: admin });
    expect((await revise("12.49")).body.result.auditState).toBeNull();
    expect(await pays()).toBe("12.49");
  });

  it("keeps the requester and an earlier step's approver from deciding, and answers a moved step with 409", async () => {
    const { admin, sku, customer, first, second } = await setUp();
    // the requester is the flow's only approver: still not theirs to decide
    const requester = await userWith([
      "Pages.Order.Sales",
      "Pages.Order.Sales.RevisePrice",
      "Pages.Customer",
      "Pages.Customer.Ordinary",
    ]);
    await newFlow(admin, {
      roleId: requester.roleId,
      userId: await userIdOf(first.userName, admin),
      nodes: [
        { approverType: "Role", roleId: requester.roleId },
        { approverType: "User", userId: await userIdOf(first.userName, admin) },
      ],
      active: true,
    });
    const own = await call(
      P.Create,
      { skuId: sku.id, customerId: customer.id, revisedPrice: "1" },
      { token: requester.token },
    );
    const ownId = own.body.result.id;
    const canAudit = async (entityId: string, token: string) =>
      (await call(contracts.AuditFlow.CanAudit, target(entityId), { token })).body.result;
    expect(await canAudit(ownId, requester.token)).toBe(false);
    const mine = await call(
      P.Audit,
      { id: ownId, step: 1, isApproved: true },
      { token: requester.token },
    );
    expect(mine.status).toBe(403);
    expect(mine.body.error?.message).toBe(
      "You asked for this change yourself: someone else must decide it.",
    );
    await call(P.Withdraw, { id: ownId }, { token: requester.token });

    // `first` approves step 1 through the role and is step 2's user too: one step per person
    await newFlow(admin, {
      roleId: first.roleId,
      userId: await userIdOf(first.userName, admin),
      active: true,
    });
    const id = (
      await call(
        P.Create,
        { skuId: sku.id, customerId: customer.id, revisedPrice: "2" },
        { token: admin },
      )
    ).body.result.id;
    const one = await call(P.Audit, { id, step: 1, isApproved: true }, { token: first.token });
    expect(one.body.result.audit.currentStep).toBe(2);
    // the same click again (a double click, a stale page): the audit moved on
    const twice = await call(P.Audit, { id, step: 1, isApproved: true }, { token: first.token });
    expect(twice.status).toBe(409);
    expect(twice.body.error?.message).toBe(
      "This audit has moved on since you opened it; reload the page to see its current step.",
    );
    expect(await canAudit(id, first.token)).toBe(false);
    const again = await call(P.Audit, { id, step: 2, isApproved: true }, { token: first.token });
    expect(again.status).toBe(403);
    expect(again.body.error?.message).toBe(
      "You already decided an earlier step of this audit: someone else must decide this one.",
    );
    expect(
      (await call(P.Audit, { id, step: 2, isApproved: true }, { token: second.token })).status,
    ).toBe(403);
  });

  it("lets one of two approvers racing the same step win; the other is told it moved on", async () => {
    const { admin, first, revise } = await setUp();
    const colleague = await memberOf(first.roleName, admin);
    const id = (await revise("1")).body.result.id;
    const [a, b] = await Promise.all(
      [first.token, colleague.token].map((token) =>
        call(P.Audit, { id, step: 1, isApproved: true }, { token }),
      ),
    );
    expect([a!.status, b!.status].sort()).toEqual([200, 409]);
    const detail = await call(contracts.AuditFlowProxy.GetDetail, target(id), { token: admin });
    expect(detail.body.result).toMatchObject({ currentStep: 2, state: "Pending" });
    expect(detail.body.result.decisions).toHaveLength(1);
  });

  it("lets the requester or one who may revise prices withdraw a pending revision; the price stays and the flow can go", async () => {
    const { admin, sku, flow, first, revise, pays } = await setUp();
    const id = (await revise("1")).body.result.id;
    const pending = async (token: string) =>
      (await call(P.GetAuditAll, { skuId: sku.id, state: "Pending" }, { token })).body.result.items;
    expect((await pending(admin))[0]).toMatchObject({ id, canWithdraw: true });
    // an approver who may not revise prices and did not ask for it
    expect((await pending(first.token))[0]).toMatchObject({ id, canWithdraw: false });
    const refused = await call(P.Withdraw, { id }, { token: first.token });
    expect(refused.status).toBe(403);
    expect(refused.body.error?.message).toBe(
      "Only the one who asked for this change, or someone who may revise prices, can withdraw it.",
    );
    const reviser = await userWith([
      "Pages.Order.Sales",
      "Pages.Order.Sales.RevisePrice",
      "Pages.Customer",
      "Pages.Customer.Ordinary",
    ]);
    const done = await call(P.Withdraw, { id }, { token: reviser.token });
    expect(done.status, JSON.stringify(done.body.error)).toBe(200);
    expect(done.body.result).toMatchObject({
      auditState: "Withdrawn",
      isCurrent: false,
      canWithdraw: false,
      audit: { state: "Withdrawn", currentStep: null, canAudit: false },
    });
    expect(await pays()).toBe("12.50");
    expect((await call(P.Withdraw, { id }, { token: admin })).status).toBe(409);
    expect(
      (await call(P.Audit, { id, step: 1, isApproved: true }, { token: first.token })).status,
    ).toBe(409);
    expect(await pending(admin)).toEqual([]);
    // the requester may withdraw their own, and nothing pending holds the flow any more
    const mine = (await revise("2")).body.result.id;
    expect((await call(P.Withdraw, { id: mine }, { token: admin })).status).toBe(200);
    expect(
      (await call(contracts.AuditFlow.Get, { id: flow.id }, { token: admin })).body.result
        .pendingCount,
    ).toBe(0);
    expect((await call(contracts.AuditFlow.Delete, { id: flow.id }, { token: admin })).status).toBe(
      200,
    );
  });

  it("answers a hidden or unknown revision's audit as absent", async () => {
    const { admin, revise } = await setUp();
    const id = (await revise("1")).body.result.id;
    // a user who may not see ordinary customers does not reach their revisions
    const blind = await userWith(["Pages.Order.Sales"]);
    // nor their audits: GetDetail and CanAudit answer as for a record that does not exist
    const detail = await call(contracts.AuditFlowProxy.GetDetail, target(id), {
      token: blind.token,
    });
    expect(detail.status).toBe(404);
    expect(
      (await call(contracts.AuditFlow.CanAudit, target(id), { token: blind.token })).status,
    ).toBe(404);
    expect(
      (await call(contracts.AuditFlowProxy.GetDetail, target(id), { token: admin })).status,
    ).toBe(200);
    expect(
      (await call(P.Audit, { id, step: 1, isApproved: true }, { token: blind.token })).status,
    ).toBe(404);
    expect(
      (await call(P.Audit, { id: randomUUID(), step: 1, isApproved: true }, { token: admin }))
        .status,
    ).toBe(404);
    const outsider = await userWith(["Pages.Customer"]);
    expect(
      (await call(P.Audit, { id, step: 1, isApproved: true }, { token: outsider.token })).status,
    ).toBe(403);
  });
});
