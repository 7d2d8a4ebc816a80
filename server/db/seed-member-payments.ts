import "server-only";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import { addDays, membershipEnd } from "@/lib/membership";
import { businessToday } from "@/server/services/customer/membership";
import type { Db } from "./types";
import { customers, memberPaymentOrders, users } from "./schema";
import { mulberry32 } from "./seed-images";

// Demo member payment orders (issue 12): every seeded member's membership is the sum of one to
// four paid orders, back to back, as marking them paid would have made it (the first paid on the day it
// began, each renewal paid a few days before the one in force ran out, so it starts the day
// after); unpaid renewals for members about to expire and for some who expired; unpaid first
// fees of a few ordinary customers. Members' membershipTime and memberValidity are set to what
// their orders bought. A fixed PRNG seed: every run makes the same orders.

const SEED = 20_261_212;
const DAY = 86_400_000;
/** What a period costs. */
const FEE: Record<number, string> = { 6: "68.00", 12: "120.00", 24: "220.00" };
/** How many ordinary customers have a first fee waiting. */
const ORDINARY_UNPAID = 3;

type Order = typeof memberPaymentOrders.$inferInsert & { creationTime: Date };

/** Noon UTC of a day, give or take two hours: the same calendar day in any business time zone from UTC−10 to UTC+10. */
const around = (day: string, random: () => number) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + Math.round((random() - 0.5) * 4 * 3_600_000));

/**
 * The periods, oldest first, that end exactly on `validity`: `earlier` of twelve months, then
 * the newest, of 24 months when the validity is more than a year away (so every order was paid
 * by now); the first day is where they start.
 */
function periodsEndingOn(validity: string, earlier: number, today: string) {
  const newest = Date.parse(validity) - Date.parse(today) > 365 * DAY ? 24 : 12;
  const periods = [newest];
  // the day `months` before the day after `end` (29 February a year back is the 28th)
  const startFor = (end: string, months: number) => {
    const [y, m, d] = addDays(end, 1).split("-").map(Number) as [number, number, number];
    const back = new Date(Date.UTC(y, m - 1 - months, d));
    const day = back.getUTCDate() === d ? back : new Date(Date.UTC(y, m - months, 0));
    return day.toISOString().slice(0, 10);
  };
  let start = startFor(validity, newest);
  while (periods.length <= earlier) {
    start = startFor(addDays(start, -1), 12);
    periods.unshift(12);
  }
  return { start, periods };
}

export async function seedMemberPayments(db: Db, options: { creatorUserId: string }) {
  const random = mulberry32(SEED);
  const today = businessToday();
  const now = Date.now();
  const [finance] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.userName, "finance"), eq(users.tenantId, 1)));
  const staff = finance?.id ?? options.creatorUserId;
  const stamp = { tenantId: 1, creatorUserId: staff };

  const people = await db
    .select()
    .from(customers)
    .where(and(eq(customers.tenantId, 1), inArray(customers.customerType, ["Member", "Ordinary"])))
    .orderBy(asc(customers.customerCode));
  const orders: Order[] = [];
  const unpaid = (c: (typeof people)[number], months: number, daysAgo: number, remark: string) =>
    orders.push({
      ...stamp,
      id: uuidv7(),
      code: "",
      customerId: c.id,
      customerCode: c.customerCode,
      amount: FEE[months]!,
      periodMonths: months,
      remark,
      creationTime: new Date(now - daysAgo * DAY - Math.round(random() * 6 * 3_600_000)),
    });

  const membership: { id: string; began: string; validity: string }[] = [];
  let expired = 0;
  for (const c of people.filter((p) => p.customerType === "Member" && p.memberValidity)) {
    const { start, periods } = periodsEndingOn(c.memberValidity!, Math.floor(random() * 4), today);
    let from = start;
    let previousEnd: string | null = null;
    let previousPaid = 0;
    for (const months of periods) {
      const to = membershipEnd(from, months);
      // the first paid the day it began; a renewal up to three weeks before the one in force ended
      const payDay = previousEnd ? addDays(previousEnd, -Math.floor(random() * 21)) : from;
      const paidTime = new Date(
        Math.min(Math.max(around(payDay, random).getTime(), previousPaid + DAY), now - 3_600_000),
      );
      previousPaid = paidTime.getTime();
      orders.push({
        ...stamp,
        id: uuidv7(),
        code: "",
        customerId: c.id,
        customerCode: c.customerCode,
        amount: FEE[months]!,
        periodMonths: months,
        isPaid: true,
        paidTime,
        paidUserId: staff,
        validFrom: from,
        validTo: to,
        remark: previousEnd ? "Renewal" : "First membership fee",
        creationTime: new Date(paidTime.getTime() - Math.round(random() * 3 * DAY)),
      });
      previousEnd = to;
      from = addDays(to, 1);
    }
    membership.push({ id: c.id, began: start, validity: previousEnd! });
    const daysLeft = (Date.parse(previousEnd!) - Date.parse(today)) / DAY;
    // a renewal waiting for those about to expire, and for half of those who have
    if (daysLeft >= 0 && daysLeft <= 30) unpaid(c, 12, 1 + Math.floor(random() * 5), "Renewal");
    else if (daysLeft < 0 && expired++ % 2 === 0)
      unpaid(c, 12, 1 + Math.floor(random() * 10), "Renewal reminder sent");
  }
  for (const c of people.filter((p) => p.customerType === "Ordinary").slice(0, ORDINARY_UNPAID))
    unpaid(c, random() < 0.5 ? 6 : 12, 1 + Math.floor(random() * 7), "Wants to join");

  if (!orders.length) return 0;
  // codes in the order they were made, and the sequence carries on after them
  orders.sort((a, b) => a.creationTime.getTime() - b.creationTime.getTime());
  orders.forEach((o, i) => (o.code = `MP-${String(i + 1).padStart(6, "0")}`));
  await db.insert(memberPaymentOrders).values(orders);
  await db.execute(sql`select setval('member_payment_code_seq', ${orders.length})`);
  // what the paid orders bought (the seeded validity, or a day or two off after a 29 February)
  for (const m of membership)
    await db
      .update(customers)
      .set({ membershipTime: m.began, memberValidity: m.validity })
      .where(eq(customers.id, m.id));
  return orders.length;
}
