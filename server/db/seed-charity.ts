import "server-only";
import { sql } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import { addDays } from "@/lib/membership";
import { businessToday } from "@/server/services/customer/membership";
import type { Db } from "./types";
import { bankStatementLines, bankStatements, funds, moneyRecords } from "./schema";
import { mulberry32 } from "./seed-images";

// Demo money of the foundation reading (issue 17): three funds and a year of donations, other
// income and expenses, the newest days unsynced. A fixed PRNG seed: every run makes the same.

const SEED = 20_261_128;

const demoFunds = [
  {
    name: "General fund",
    capitalProperty: "NonFinite",
    description: "Unrestricted gifts: running costs and wherever the need is greatest.",
  },
  {
    name: "Rural education fund",
    capitalProperty: "Finite",
    description: "Restricted to school libraries, teachers' training and bursaries.",
  },
  {
    name: "Disaster relief fund",
    capitalProperty: "Finite",
    description: "Restricted to emergency relief and rebuilding after disasters.",
  },
] as const;

const donors = [
  "Zhang Wei",
  "Li Na",
  "Wang Fang",
  "Chen Jing",
  "Harbour Trading Co.",
  "Maple Foundation",
  "Anonymous",
  "Liu Yang",
  "Sunrise Tech Ltd.",
  "Zhao Min",
];
const payees = [
  "Qingshan Primary School",
  "Red Cross Society branch",
  "Bright Books Ltd.",
  "Rural teachers' programme",
  "Office rent",
  "Relief supplies depot",
];

/** Money with 2 places between `min` and `max` yuan, rounded to a plausible figure. */
const amount = (random: () => number, min: number, max: number, step = 10) =>
  (Math.round((min + random() * (max - min)) / step) * step).toFixed(2);

export async function seedCharity(db: Db, options: { creatorUserId: string }) {
  const random = mulberry32(SEED);
  const today = businessToday();
  const fundRows = demoFunds.map((f) => ({
    id: uuidv7(),
    ...f,
    isEnabled: true,
    isSynced: true,
    creatorUserId: options.creatorUserId,
  }));
  await db.insert(funds).values(fundRows);
  const general = fundRows[0]!;

  const records: (typeof moneyRecords.$inferInsert)[] = [];
  const code = (prefix: string) =>
    sql`${prefix} || '-' || lpad(nextval('money_record_code_seq')::text, 6, '0')`;
  for (let back = 364; back >= 0; back--) {
    const day = addDays(today, -back);
    // unsynced: the last month, as if the finance system had not taken it yet
    const isSynced = back > 30;
    const base = { occurredOn: day, isSynced, creatorUserId: options.creatorUserId };
    if (random() < 0.35) {
      const fund = fundRows[Math.floor(random() * fundRows.length)]!;
      records.push({
        ...base,
        kind: "Donation",
        code: code("DN") as never,
        amount: amount(random, 100, random() < 0.1 ? 50_000 : 5_000),
        fundId: fund.id,
        counterparty: donors[Math.floor(random() * donors.length)]!,
        paymentMethod: random() < 0.8 ? "Transfer" : "Cash",
        capitalProperty: fund.capitalProperty,
      });
    }
    if (random() < 0.2) {
      const fund = fundRows[1 + Math.floor(random() * 2)]!;
      records.push({
        ...base,
        kind: "Expense",
        code: code("EX") as never,
        amount: amount(random, 200, 8_000),
        fundId: fund.id,
        counterparty: payees[Math.floor(random() * payees.length)]!,
        paymentMethod: random() < 0.9 ? "Transfer" : "Cash",
        capitalProperty: fund.capitalProperty,
      });
    }
    // interest on the last day of each month, investment returns each quarter
    if (addDays(day, 1).endsWith("-01")) {
      records.push({
        ...base,
        kind: "OtherIncome",
        code: code("OI") as never,
        amount: amount(random, 80, 400, 0.01),
        fundId: general.id,
        counterparty: "Bank of Quay",
        paymentMethod: "Transfer",
        capitalProperty: "NonFinite",
        incomeCategory: ["03", "06", "09", "12"].includes(day.slice(5, 7))
          ? "Investment"
          : "Interest",
      });
    }
  }
  // office costs from the general fund, each month
  for (let month = 0; month < 12; month++) {
    const day = addDays(today, -month * 30 - 3);
    records.push({
      occurredOn: day,
      isSynced: month > 0,
      creatorUserId: options.creatorUserId,
      kind: "Expense",
      code: code("EX") as never,
      amount: "3200.00",
      fundId: general.id,
      counterparty: "Office rent",
      paymentMethod: "Transfer",
      capitalProperty: "NonFinite",
      remark: "Monthly rent",
    });
  }
  records.sort((a, b) => (a.occurredOn < b.occurredOn ? -1 : 1));
  for (const record of records) record.id = uuidv7();
  for (let i = 0; i < records.length; i += 200)
    await db.insert(moneyRecords).values(records.slice(i, i + 200));
  await seedStatement(db, records, today, random, options.creatorUserId);
}

/**
 * Last month's bank statement, to reconcile: a line for each of its records (the bank books some
 * a day or two later), matched as the automatic match would; three lines dated a week off wait
 * to be matched by hand; the bank's fee waits for its expense to be recorded.
 */
async function seedStatement(
  db: Db,
  records: (typeof moneyRecords.$inferInsert)[],
  today: string,
  random: () => number,
  creatorUserId: string,
) {
  const firstOfThisMonth = `${today.slice(0, 8)}01`;
  const periodTo = addDays(firstOfThisMonth, -1);
  const periodFrom = `${periodTo.slice(0, 8)}01`;
  const month = records.filter((r) => r.occurredOn >= periodFrom && r.occurredOn <= periodTo);
  const statementId = uuidv7();
  await db.insert(bankStatements).values({
    id: statementId,
    name: `Bank of Quay ${periodFrom.slice(0, 7)}`,
    periodFrom,
    periodTo,
    fileName: `statement-${periodFrom.slice(0, 7)}.csv`,
    creatorUserId,
  });
  const clamp = (day: string) => (day > periodTo ? periodTo : day < periodFrom ? periodFrom : day);
  const lines = month.map((r, i) => {
    const byHand = i % 9 === 4 && i < 30;
    const day = clamp(addDays(r.occurredOn, byHand ? -7 : Math.floor(random() * 3)));
    return {
      statementId,
      lineNo: 0,
      day,
      amount: r.kind === "Expense" ? `-${r.amount}` : String(r.amount),
      description:
        r.kind === "Expense" ? "Payment" : r.kind === "Donation" ? "Donation" : "Interest",
      counterparty: r.counterparty,
      reference: null,
      recordId: byHand ? null : r.id!,
      matchedBy: byHand ? null : "Auto",
    };
  });
  lines.push({
    statementId,
    lineNo: 0,
    day: periodTo,
    amount: "-15.00",
    description: "Account fee",
    counterparty: "Bank of Quay",
    reference: null,
    recordId: null,
    matchedBy: null,
  });
  lines.sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  lines.forEach((line, i) => (line.lineNo = i + 2)); // row 1 holds the headings
  if (lines.length) await db.insert(bankStatementLines).values(lines);
}
