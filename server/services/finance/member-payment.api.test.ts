import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { env } from "@/lib/env";
import { addDays, membershipEnd, todayIn } from "@/lib/membership";
import { getDb } from "@/server/db/client";
import { customers } from "@/server/db/schema";
import { call, membersOf, signIn, unique, userWith } from "@/server/test/api";

const { Customer, FinanceMemberPaymentOrder: Payments } = contracts;

let token: string;
const today = () => todayIn(env.TIME_ZONE);

beforeAll(async () => {
  token = await signIn();
});

/** A new ordinary customer (or an enterprise), made through the Customer API. */
async function newCustomer(type: "Ordinary" | "Enterprise" = "Ordinary") {
  const person = {
    realName: "Rosa Lima",
    sex: "Women" as const,
    mobilePhone: "+1 604 555 0107",
    email: `${unique("rosa")}@example.com`,
  };
  const res =
    type === "Ordinary"
      ? await call(Customer.CreateOrdinary, person, { token })
      : await call(
          Customer.Create,
          {
            ...person,
            enterpriseName: unique("Lima Foods "),
            enterpriseCall: "Lima",
            accountQuota: "1000",
            industry: "Food",
          },
          { token },
        );
  expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  return res.body.result;
}

/** Sets a customer's validity (and type) as earlier payments or the seed would have left it. */
async function setMembership(id: string, memberValidity: string | null, customerType = "Member") {
  const db = await getDb();
  await db
    .update(customers)
    .set({ memberValidity, customerType, membershipTime: memberValidity && "2024-01-15" })
    .where(eq(customers.id, id));
}

async function newOrder(
  customer: { id: string },
  input: { amount?: string; periodMonths?: number } = {},
  as = token,
) {
  const res = await call(
    Payments.Create,
    {
      customerId: customer.id,
      amount: input.amount ?? "120",
      periodMonths: input.periodMonths ?? 12,
    },
    { token: as },
  );
  expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  return res.body.result;
}

const markPaid = (
  o: { id: string; amount: string; periodMonths: number; remark?: string | null },
  as = token,
) =>
  call(
    Payments.Update,
    { id: o.id, amount: o.amount, periodMonths: o.periodMonths, remark: o.remark, isPaid: true },
    { token: as, culture: "en" },
  );

const customerOf = async (id: string) => (await call(Customer.Get, { id }, { token })).body.result;

describe("FinanceMemberPaymentOrder", () => {
  it("creates an order by customer code, unpaid, with the next MP- code", async () => {
    const customer = await newCustomer();
    const first = await call(
      Payments.Create,
      {
        customerCode: customer.customerCode.toLowerCase(),
        amount: 68.5,
        periodMonths: 6,
        remark: " renewal ",
      },
      { token },
    );
    expect(first.status, JSON.stringify(first.body.error)).toBe(200);
    expect(first.body.result).toMatchObject({
      customerId: customer.id,
      customerCode: customer.customerCode,
      customerName: "Rosa Lima",
      customerType: "Ordinary",
      customerMemberValidity: null,
      amount: "68.50",
      periodMonths: 6,
      isPaid: false,
      paidTime: null,
      paidUserName: null,
      validFrom: null,
      validTo: null,
      remark: "renewal",
    });
    expect(first.body.result.code).toMatch(/^MP-\d{6}$/);
    const second = await newOrder(customer);
    const n = (code: string) => Number(code.slice(3));
    expect(n(second.code)).toBeGreaterThan(n(first.body.result.code));
  });

  it("marks an ordinary customer's order paid: a membership from today, and the customer a Member", async () => {
    const customer = await newCustomer();
    const order = await newOrder(customer, { periodMonths: 12 });
    const paid = await markPaid(order);
    expect(paid.status, JSON.stringify(paid.body.error)).toBe(200);
    const validTo = membershipEnd(today(), 12);
    expect(paid.body.result).toMatchObject({
      isPaid: true,
      paidUserName: "admin",
      validFrom: today(),
      validTo,
      customerType: "Member",
      customerMemberValidity: validTo,
    });
    expect(Date.now() - Date.parse(paid.body.result.paidTime!)).toBeLessThan(60_000);
    expect(await customerOf(customer.id)).toMatchObject({
      customerType: "Member",
      memberValidity: validTo,
      membershipTme: today(),
      isMembershipEffective: true,
    });
  });

  it("extends a membership in force from the day after its validity", async () => {
    const customer = await newCustomer();
    const validity = addDays(today(), 40);
    await setMembership(customer.id, validity);
    const order = await newOrder(customer, { periodMonths: 3 });
    const paid = (await markPaid(order)).body.result;
    const validFrom = addDays(validity, 1);
    expect(paid).toMatchObject({ validFrom, validTo: membershipEnd(validFrom, 3) });
    // a second payment continues from the first one's end; the first day of membership stays
    const next = (await markPaid(await newOrder(customer, { periodMonths: 1 }))).body.result;
    expect(next.validFrom).toBe(addDays(paid.validTo!, 1));
    expect(await customerOf(customer.id)).toMatchObject({
      memberValidity: next.validTo,
      membershipTme: "2024-01-15",
    });
  });

  it("starts again from today when the membership has expired", async () => {
    const customer = await newCustomer();
    await setMembership(customer.id, addDays(today(), -1));
    const paid = (await markPaid(await newOrder(customer, { periodMonths: 2 }))).body.result;
    expect(paid).toMatchObject({ validFrom: today(), validTo: membershipEnd(today(), 2) });
    expect((await customerOf(customer.id)).isMembershipEffective).toBe(true);
  });

  it("keeps an enterprise an enterprise, with its membership extended", async () => {
    const enterprise = await newCustomer("Enterprise");
    const paid = (await markPaid(await newOrder(enterprise, { periodMonths: 12 }))).body.result;
    expect(paid.customerType).toBe("Enterprise");
    expect(await customerOf(enterprise.id)).toMatchObject({
      customerType: "Enterprise",
      memberValidity: membershipEnd(today(), 12),
      isMembershipEffective: true,
      accountQuota: "1000.00",
    });
  });

  it("changes an unpaid order's amount, period and remark, and pays for the new period", async () => {
    const customer = await newCustomer();
    const order = await newOrder(customer);
    const edited = await call(
      Payments.Update,
      { id: order.id, amount: "30", periodMonths: 3, remark: "quarter" },
      { token },
    );
    expect(edited.body.result).toMatchObject({
      amount: "30.00",
      periodMonths: 3,
      remark: "quarter",
      isPaid: false,
    });
    // isPaid false changes nothing about payment
    const stillUnpaid = await call(
      Payments.Update,
      { id: order.id, amount: "36", periodMonths: 3, isPaid: false },
      { token },
    );
    expect(stillUnpaid.body.result).toMatchObject({ isPaid: false, remark: null });
    // marking paid confirms the stored amount and period: changed values are refused (someone
    // changed them since the person looked), saved first they are paid
    const changedMeanwhile = await call(
      Payments.Update,
      { id: order.id, amount: "36", periodMonths: 4, remark: "paid by cheque", isPaid: true },
      { token },
    );
    expect(changedMeanwhile.status).toBe(409);
    expect(changedMeanwhile.body.error?.message).toContain("was changed by someone else");
    expect((await call(Payments.Get, { id: order.id }, { token })).body.result).toMatchObject({
      isPaid: false,
      periodMonths: 3,
    });
    await call(Payments.Update, { id: order.id, amount: "36", periodMonths: 4 }, { token });
    const paid = await call(
      Payments.Update,
      { id: order.id, amount: "36", periodMonths: 4, remark: "paid by cheque", isPaid: true },
      { token },
    );
    expect(paid.body.result).toMatchObject({
      amount: "36.00",
      periodMonths: 4,
      remark: "paid by cheque",
      validTo: membershipEnd(today(), 4),
    });
  });

  it("keeps a paid order read-only (409 with the reason) and deletes only unpaid ones", async () => {
    const customer = await newCustomer();
    const order = await newOrder(customer);
    const paid = (await markPaid(order)).body.result;

    const again = await markPaid(order);
    expect(again.status).toBe(409);
    expect(again.body.error?.message).toBe(
      `Member payment order ${order.code} has been paid (membership until ${paid.validTo}); it can no longer be changed.`,
    );
    const edit = await call(
      Payments.Update,
      { id: order.id, amount: "1", periodMonths: 1 },
      { token, culture: "zh-Hans" },
    );
    expect(edit.status).toBe(409);
    expect(edit.body.error?.message).toContain(order.code);
    expect(edit.body.error?.message).toMatch(/已支付/);
    const remove = await call(Payments.Delete, { id: order.id }, { token, culture: "en" });
    expect(remove.status).toBe(409);
    expect(remove.body.error?.message).toBe(
      `Member payment order ${order.code} has been paid (membership until ${paid.validTo}); it cannot be deleted.`,
    );
    // the membership was extended once
    expect((await customerOf(customer.id)).memberValidity).toBe(paid.validTo);

    const unpaid = await newOrder(customer);
    expect((await call(Payments.Delete, { id: unpaid.id }, { token })).status).toBe(200);
    expect((await call(Payments.Get, { id: unpaid.id }, { token })).status).toBe(404);
    expect((await call(Payments.Get, { id: order.id }, { token })).body.result.isPaid).toBe(true);
  });

  it("pays an order once when it is marked paid twice at the same moment", async () => {
    const customer = await newCustomer();
    const order = await newOrder(customer, { periodMonths: 6 });
    const other = await newOrder(customer, { periodMonths: 1 });
    const results = await Promise.all([markPaid(order), markPaid(order), markPaid(other)]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 409]);
    // both payments counted, one after the other, whichever came first
    const end = membershipEnd(addDays(membershipEnd(today(), 6), 1), 1);
    const endOtherFirst = membershipEnd(addDays(membershipEnd(today(), 1), 1), 6);
    expect([end, endOtherFirst]).toContain((await customerOf(customer.id)).memberValidity);
  });

  it("refuses a zero amount, a period outside 1 to 60 months and a missing customer, on their fields", async () => {
    const res = await call(
      Payments.Create,
      { customerCode: "P0001", amount: "0", periodMonths: 61 },
      { token, culture: "en" },
    );
    expect(res.status).toBe(400);
    expect(membersOf(res)).toEqual(["amount", "periodMonths"]);
    const messages = res.body.error?.validationErrors?.map((e) => e.message);
    expect(messages).toEqual([
      "Enter an amount greater than 0.",
      "Enter a whole number of months from 1 to 60.",
    ]);
    const noCustomer = await call(
      Payments.Create,
      { amount: "10", periodMonths: 1 },
      { token, culture: "en" },
    );
    expect(membersOf(noCustomer)).toEqual(["customerId"]);
    const unknown = await call(
      Payments.Create,
      { customerCode: unique("NOPE"), amount: "10", periodMonths: 1 },
      { token },
    );
    expect(unknown.status).toBe(404);
    const negative = await call(
      Payments.Update,
      { id: randomUUID(), amount: "-5", periodMonths: 0.5 },
      { token },
    );
    expect(membersOf(negative)).toEqual(["amount", "periodMonths"]);
  });

  it("lists by customer code, customer, payment state and time, sorted", async () => {
    const a = await newCustomer();
    const b = await newCustomer();
    const a1 = await newOrder(a, { amount: "10", periodMonths: 1 });
    const a2 = await newOrder(a, { amount: "50", periodMonths: 6 });
    const b1 = await newOrder(b, { amount: "30", periodMonths: 3 });
    await markPaid(a2);
    const codes = async (input: Record<string, unknown>) =>
      (
        await call(Payments.GetAll, { maxResultCount: 1000, ...input }, { token })
      ).body.result.items.map((o) => o.code);

    expect(await codes({ customerId: a.id })).toEqual([a2.code, a1.code]);
    expect(await codes({ customerId: a.id, sorting: "amount asc" })).toEqual([a1.code, a2.code]);
    expect(await codes({ customerId: a.id, isPaid: true })).toEqual([a2.code]);
    expect(await codes({ customerId: a.id, isPaid: false })).toEqual([a1.code]);
    expect(await codes({ customerCode: b.customerCode.toLowerCase() })).toEqual([b1.code]);
    expect(await codes({ code: b1.code.slice(2) })).toEqual([b1.code]);
    expect(
      await codes({ customerId: b.id, beginTime: new Date(Date.now() - 60_000).toISOString() }),
    ).toEqual([b1.code]);
    expect(
      await codes({ customerId: b.id, endTime: new Date(Date.now() - 60_000).toISOString() }),
    ).toEqual([]);
    const sorted = await call(Payments.GetAll, { sorting: "paidTime desc, code" }, { token });
    expect(sorted.status).toBe(200);
    const bad = await call(Payments.GetAll, { sorting: "remark" }, { token });
    expect(membersOf(bad)).toEqual(["sorting"]);
  });

  it("shows and changes only orders of customer types the user may read", async () => {
    const ordinary = await newCustomer();
    const member = await newCustomer();
    await setMembership(member.id, addDays(today(), 10));
    const enterprise = await newCustomer("Enterprise");
    const ofOrdinary = await newOrder(ordinary);
    const ofMember = await newOrder(member);
    const ofEnterprise = await newOrder(enterprise);

    const clerk = await userWith([
      "Pages.Finance.MemberPaymentOrder",
      "Pages.Finance.MemberPaymentOrder.Create",
      "Pages.Finance.MemberPaymentOrder.Edit",
      "Pages.Finance.MemberPaymentOrder.Delete",
      "Pages.Customer.Ordinary",
    ]);
    const visible = (await call(Payments.GetAll, { maxResultCount: 1000 }, { token: clerk.token }))
      .body.result.items;
    expect(visible.map((o) => o.id)).toContain(ofOrdinary.id);
    expect(visible.every((o) => o.customerType === "Ordinary")).toBe(true);

    for (const hidden of [ofMember, ofEnterprise]) {
      expect((await call(Payments.Get, { id: hidden.id }, { token: clerk.token })).status).toBe(
        404,
      );
      expect((await markPaid(hidden, clerk.token)).status).toBe(404);
      expect((await call(Payments.Delete, { id: hidden.id }, { token: clerk.token })).status).toBe(
        404,
      );
    }
    const forMember = await call(
      Payments.Create,
      { customerId: member.id, amount: "10", periodMonths: 1 },
      { token: clerk.token },
    );
    expect(forMember.status).toBe(404);
    const byCode = await call(
      Payments.Create,
      { customerCode: enterprise.customerCode, amount: "10", periodMonths: 1 },
      { token: clerk.token },
    );
    expect(byCode.status).toBe(404);
    // nothing was extended by the refused calls
    expect((await customerOf(member.id)).memberValidity).toBe(addDays(today(), 10));

    // the clerk's own customer becomes a Member when paid, and its orders leave the clerk's view
    const paid = await markPaid(ofOrdinary, clerk.token);
    expect(paid.status, JSON.stringify(paid.body.error)).toBe(200);
    expect(paid.body.result.customerType).toBe("Member");
    expect((await call(Payments.Get, { id: ofOrdinary.id }, { token: clerk.token })).status).toBe(
      404,
    );

    // with no customer page at all, there is nothing
    const none = await userWith(["Pages.Finance.MemberPaymentOrder"]);
    const empty = await call(Payments.GetAll, {}, { token: none.token });
    expect(empty.body.result).toEqual({ totalCount: 0, items: [] });
  });

  it("answers 403 without the finance permission for each method", async () => {
    const reader = await userWith(["Pages.Finance.MemberPaymentOrder", "Pages.Customer.Ordinary"]);
    const customer = await newCustomer();
    const order = await newOrder(customer);
    expect((await call(Payments.Get, { id: order.id }, { token: reader.token })).status).toBe(200);
    expect((await markPaid(order, reader.token)).status).toBe(403);
    expect((await call(Payments.Delete, { id: order.id }, { token: reader.token })).status).toBe(
      403,
    );
    const create = await call(
      Payments.Create,
      { customerId: customer.id, amount: "1", periodMonths: 1 },
      { token: reader.token },
    );
    expect(create.status).toBe(403);
  });
});
