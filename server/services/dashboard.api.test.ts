import Decimal from "decimal.js";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import type { TDashboardSales } from "@/lib/contracts/dashboard";
import { dayRangeInput } from "@/lib/date-range";
import { env } from "@/lib/env";
import { addDays } from "@/lib/membership";
import { getDb } from "@/server/db/client";
import { customers } from "@/server/db/schema";
import { call, signIn, unique, userWith } from "@/server/test/api";
import { businessToday } from "./customer/membership";
import { deliveryInput, ordinary, placed, shelvedSkus } from "./order/fixtures";

const { Dashboard, FinanceSalesStatistic: Stats, Customer, OrderMain } = contracts;

let token: string;
beforeAll(async () => {
  token = await signIn();
});

async function sales(): Promise<TDashboardSales> {
  const res = await call(Dashboard.GetSales, {}, { token });
  expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  return res.body.result;
}
const period = (s: TDashboardSales, p: string) => s.periods.find((x) => x.period === p)!;

/** An instant `seconds` after the start of `day` in the app's time zone. */
const inDay = (day: string, seconds = 60) =>
  new Date(
    new Date(dayRangeInput({ from: day, to: day }, env.TIME_ZONE).from!).getTime() + seconds * 1000,
  ).toISOString();

/** A hand-entered sale (orderTime, status, goods amount; no taxes, so the total is the goods). */
async function handSale(orderTime: string, status: string, goodsAmount: string) {
  const res = await call(
    Stats.Create,
    {
      orderCode: unique("DASH-"),
      status,
      goodsAmount,
      shippingFee: "0",
      gstAmount: "0",
      qstAmount: "0",
      orderTime,
    } as never,
    { token },
  );
  expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  return res.body.result;
}

/** What the statistic list (sales only, the period's days) counts and sums: the card's link. */
async function listed(range: { from: string; to: string }) {
  const days = dayRangeInput(range, env.TIME_ZONE);
  const view = { salesOnly: true, beginTime: days.from, endTime: days.to };
  const list = await call(Stats.GetAll, { ...view, maxResultCount: 1 }, { token });
  const summary = await call(Stats.GetSummary, view, { token });
  expect(list.status).toBe(200);
  return { count: list.body.result.totalCount, totalAmount: summary.body.result.totalAmount };
}

const plus = (a: string, b: string) => new Decimal(a).plus(b).toFixed(2);

describe("Dashboard.GetSales", () => {
  it("gives today, the last 7 and 30 days and the periods before as the day ranges of the list", async () => {
    const s = await sales();
    const today = businessToday();
    expect(s.today).toBe(today);
    expect(s.periods.map((p) => [p.period, p.current.from, p.current.to])).toEqual([
      ["Today", today, today],
      ["Last7Days", addDays(today, -6), today],
      ["Last30Days", addDays(today, -29), today],
    ]);
    expect(s.periods.map((p) => [p.previous.from, p.previous.to])).toEqual([
      [addDays(today, -1), addDays(today, -1)],
      [addDays(today, -13), addDays(today, -7)],
      [addDays(today, -59), addDays(today, -30)],
    ]);
  });

  it("counts the sales (paid or shipped, not waiting or closed) placed in each period", async () => {
    const today = businessToday();
    const before = await sales();
    await handSale(inDay(today), "Paid", "100.00");
    await handSale(inDay(today, 120), "PaidAndReceived", "50.50");
    await handSale(inDay(today, 180), "Issued", "10.00");
    // not sales: waiting for payment, closed
    await handSale(inDay(today, 240), "ToBePaid", "999.00");
    await handSale(inDay(today, 300), "Cancelled", "999.00");
    // yesterday: the previous day of Today, inside the last 7 days
    await handSale(inDay(addDays(today, -1)), "PaidAndIssued", "40.00");
    // 10 days ago: the 7 days before the last 7, inside the last 30
    await handSale(inDay(addDays(today, -10)), "Received", "7.25");
    // 45 days ago: the 30 days before the last 30 only
    await handSale(inDay(addDays(today, -45)), "Paid", "1000.00");
    const after = await sales();

    const grew = (p: string, side: "current" | "previous") => ({
      count: period(after, p)[side].count - period(before, p)[side].count,
      total: new Decimal(period(after, p)[side].totalAmount)
        .minus(period(before, p)[side].totalAmount)
        .toFixed(2),
    });
    expect(grew("Today", "current")).toEqual({ count: 3, total: "160.50" });
    expect(grew("Today", "previous")).toEqual({ count: 1, total: "40.00" });
    expect(grew("Last7Days", "current")).toEqual({ count: 4, total: "200.50" });
    expect(grew("Last7Days", "previous")).toEqual({ count: 1, total: "7.25" });
    expect(grew("Last30Days", "current")).toEqual({ count: 5, total: "207.75" });
    expect(grew("Last30Days", "previous")).toEqual({ count: 1, total: "1000.00" });

    // every figure is the list it links to: same rows, same total
    for (const p of after.periods) {
      for (const side of [p.current, p.previous]) {
        expect(await listed(side)).toEqual({ count: side.count, totalAmount: side.totalAmount });
      }
      const was = new Decimal(p.previous.totalAmount);
      expect(p.changePercent).toBe(
        was.isZero()
          ? null
          : new Decimal(p.current.totalAmount)
              .minus(was)
              .div(was)
              .times(100)
              .toDecimalPlaces(1)
              .toNumber(),
      );
    }
  });

  it("counts an order once it is paid, and no longer once it is closed", async () => {
    const sku = await shelvedSkus(token);
    const buyer = await ordinary(token);
    const order = await placed(token, deliveryInput(buyer, [{ skuId: sku.a.id, quantity: 1 }]));
    const waiting = period(await sales(), "Today").current;
    expect((await call(OrderMain.ConfirmPayment, { id: order.id }, { token })).status).toBe(200);
    const paid = period(await sales(), "Today").current;
    expect(paid.count).toBe(waiting.count + 1);
    expect(paid.totalAmount).toBe(plus(waiting.totalAmount, order.totalAmount));
    const closed = await call(
      OrderMain.Cancelled,
      { id: order.id, reason: "Customer changed their mind" } as never,
      { token },
    );
    expect(closed.status, JSON.stringify(closed.body.error)).toBe(200);
    expect(period(await sales(), "Today").current).toEqual(waiting);
  });

  it("answers only a user who may read the sales statistics", async () => {
    const reader = await userWith(["Pages.Finance.SalesStatistic"]);
    expect((await call(Dashboard.GetSales, {}, { token: reader.token })).status).toBe(200);
    const other = await userWith(["Pages.CMS.Feedback"]);
    expect((await call(Dashboard.GetSales, {}, { token: other.token })).status).toBe(403);
  });
});

describe("Customer.GetAll membership ExpiringSoon (the dashboard's card)", () => {
  it("lists members in force whose last day is within the next 30 days, today included", async () => {
    const db = await getDb();
    const today = businessToday();
    const mail = `${unique("exp")}@example.com`;
    const member = async (validity: string) => {
      const made = await call(
        Customer.CreateOrdinary,
        { realName: unique("Member "), sex: "Women", mobilePhone: "+1 514 555 0100", email: mail },
        { token },
      );
      expect(made.status, JSON.stringify(made.body.error)).toBe(200);
      await db
        .update(customers)
        .set({ customerType: "Member", memberValidity: validity })
        .where(eq(customers.id, made.body.result.id));
      return made.body.result.id;
    };
    const lastToday = await member(today);
    const inTwentyNine = await member(addDays(today, 29));
    await member(addDays(today, 30));
    await member(addDays(today, -1));
    const res = await call(
      Customer.GetAll,
      { customerType: "Member", membership: "ExpiringSoon", keyword: mail, maxResultCount: 100 },
      { token },
    );
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    expect(res.body.result.items.map((c) => c.id).sort()).toEqual([lastToday, inTwentyNine].sort());
    expect(res.body.result.totalCount).toBe(2);
  });
});
