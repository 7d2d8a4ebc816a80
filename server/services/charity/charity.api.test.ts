import Decimal from "decimal.js";
import fc from "fast-check";
import { beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { call, membersOf, signIn, unique, userWith } from "@/server/test/api";
import { pdfBytes, upload } from "@/server/test/files";
import { businessToday } from "../customer/membership";

// The foundation's money (issue 17): funds and their balances, the three kinds of money record,
// receipts, and the list sums, which must equal the sum of the rows for any filter.

let token: string;
beforeAll(async () => {
  token = await signIn();
});

const fund = async (name = unique("Fund"), extra: Record<string, unknown> = {}) => {
  const res = await call(
    contracts.Fund.Create,
    { name, capitalProperty: "NonFinite", ...extra },
    { token },
  );
  expect(res.status).toBe(200);
  return res.body.result;
};

const donation = (fundId: string, amount: string, extra: Record<string, unknown> = {}) =>
  call(
    contracts.DonationIncome.Create,
    {
      occurredOn: "2026-03-01",
      amount,
      fundId,
      counterparty: "Ada Lovelace",
      paymentMethod: "Transfer",
      capitalProperty: "NonFinite",
      ...extra,
    },
    { token },
  );

describe("Funds", () => {
  it("creates a fund, sums its income and expense into a balance, refuses a taken name", async () => {
    const name = unique("Fund");
    const f = await fund(name, { capitalProperty: "Finite", isSynced: true });
    expect(f).toMatchObject({
      name,
      capitalProperty: "Finite",
      isEnabled: true,
      isSynced: true,
      balance: "0.00",
    });
    expect((await donation(f.id, "1000.50")).status).toBe(200);
    const other = await call(
      contracts.OtherIncome.Create,
      {
        occurredOn: "2026-03-02",
        amount: "9.50",
        fundId: f.id,
        counterparty: "Bank",
        paymentMethod: "Transfer",
        capitalProperty: "NonFinite",
        incomeCategory: "Interest",
      },
      { token },
    );
    expect(other.status).toBe(200);
    const spent = await call(
      contracts.ExpenseRecord.Create,
      {
        occurredOn: "2026-03-03",
        amount: "210.25",
        fundId: f.id,
        counterparty: "School",
        paymentMethod: "Cash",
        capitalProperty: "Finite",
      },
      { token },
    );
    expect(spent.status).toBe(200);
    expect(spent.body.result.code).toMatch(/^EX-\d{6}$/);
    const got = await call(contracts.Fund.Get, { id: f.id }, { token });
    expect(got.body.result).toMatchObject({
      income: "1010.00",
      expense: "210.25",
      balance: "799.75",
    });

    const dup = await call(
      contracts.Fund.Create,
      { name: name.toUpperCase(), capitalProperty: "NonFinite" },
      { token },
    );
    expect(dup.status).toBe(400);
    expect(membersOf(dup)).toEqual(["name"]);
    // records point at it: not deleted
    expect((await call(contracts.Fund.Delete, { id: f.id }, { token })).status).toBe(409);
  });

  it("refuses new records on a disabled fund but keeps the old ones editable", async () => {
    const f = await fund();
    const kept = await donation(f.id, "5.00");
    await call(
      contracts.Fund.Update,
      { id: f.id, name: f.name, capitalProperty: "NonFinite", isEnabled: false },
      { token },
    );
    const refused = await donation(f.id, "5.00");
    expect(refused.status).toBe(400);
    expect(membersOf(refused)).toEqual(["fundId"]);
    const edited = await call(
      contracts.DonationIncome.Update,
      { ...kept.body.result, amount: "6.00", attachmentIds: [] },
      { token },
    );
    expect(edited.status).toBe(200);
    expect(edited.body.result.amount).toBe("6.00");
  });
});

describe("Money records", () => {
  it("records a donation with a receipt; the receipt comes back with it and downloads", async () => {
    const f = await fund();
    const file = await upload(token, pdfBytes(), "receipt.pdf", "file");
    expect(file.status).toBe(200);
    const res = await donation(f.id, "88.80", { attachmentIds: [file.body.result.id] });
    expect(res.status).toBe(200);
    expect(res.body.result).toMatchObject({
      code: expect.stringMatching(/^DN-\d{6}$/),
      amount: "88.80",
      fundName: f.name,
      attachments: [{ fileName: "receipt.pdf", hostType: "MoneyRecord" }],
    });
    const files = await call(
      contracts.Attachment.GetAttachments,
      { hostType: "MoneyRecord", hostId: res.body.result.id },
      { token },
    );
    expect(files.body.result).toHaveLength(1);
  });

  it("refuses what a person can get wrong, each on its field", async () => {
    const f = await fund();
    const cases: [Record<string, unknown>, string][] = [
      [{ amount: "0" }, "amount"],
      [{ amount: "-5" }, "amount"],
      [{ amount: "1.234" }, "amount"],
      [{ occurredOn: "2999-01-01" }, "occurredOn"],
      [{ occurredOn: "2026-02-30" }, "occurredOn"],
      [{ counterparty: " " }, "counterparty"],
      [{ fundId: null }, "fundId"],
      [{ fundId: "0190a0a0-0000-7000-8000-000000000000" }, "fundId"],
      [{ paymentMethod: "Cheque" }, "paymentMethod"],
    ];
    for (const [change, field] of cases) {
      const res = await donation(f.id, "10.00", change);
      expect(res.status, JSON.stringify(change)).toBe(400);
      expect(membersOf(res), JSON.stringify(change)).toContain(field);
    }
    const noCategory = await call(
      contracts.OtherIncome.Create,
      {
        occurredOn: "2026-03-02",
        amount: "1.00",
        counterparty: "Bank",
        paymentMethod: "Transfer",
        capitalProperty: "NonFinite",
      },
      { token },
    );
    expect(noCategory.status).toBe(400);
    expect(membersOf(noCategory)).toEqual(["incomeCategory"]);
  });

  it("keeps the kinds apart: a donation is not found as an expense", async () => {
    const f = await fund();
    const d = await donation(f.id, "3.00");
    const id = d.body.result.id;
    expect((await call(contracts.ExpenseRecord.Get, { id }, { token })).status).toBe(404);
    expect((await call(contracts.ExpenseRecord.Delete, { id }, { token })).status).toBe(404);
    expect((await call(contracts.DonationIncome.Get, { id }, { token })).status).toBe(200);
  });

  it("sums the amount of every row the filter matches, on any page, for any filter", async () => {
    const funds = [await fund(), await fund()];
    const marker = unique("Sum");
    const rows: { amount: string; fund: number; method: string; day: string; synced: boolean }[] =
      [];
    const amounts = fc.sample(fc.integer({ min: 1, max: 5_000_000 }), { numRuns: 24, seed: 17 });
    for (const [i, cents] of amounts.entries()) {
      const row = {
        amount: new Decimal(cents).div(100).toFixed(2),
        fund: i % 2,
        method: i % 3 === 0 ? "Cash" : "Transfer",
        day: `2026-01-${String((i % 28) + 1).padStart(2, "0")}`,
        synced: i % 4 === 0,
      };
      rows.push(row);
      const res = await donation(funds[row.fund]!.id, row.amount, {
        counterparty: `${marker} ${i}`,
        paymentMethod: row.method,
        occurredOn: row.day,
        isSynced: row.synced,
      });
      expect(res.status).toBe(200);
    }
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          {
            fund: fc.constantFrom(0, 1),
            method: fc.constantFrom("Cash", "Transfer"),
            synced: fc.boolean(),
            from: fc.integer({ min: 1, max: 28 }),
            span: fc.integer({ min: 0, max: 27 }),
          },
          { requiredKeys: [] },
        ),
        fc.integer({ min: 1, max: 7 }),
        async (filter, pageSize) => {
          const from =
            filter.from === undefined
              ? undefined
              : `2026-01-${String(filter.from).padStart(2, "0")}`;
          const toDay =
            filter.from === undefined ? undefined : Math.min(28, filter.from + (filter.span ?? 0));
          const to = toDay === undefined ? undefined : `2026-01-${String(toDay).padStart(2, "0")}`;
          const input = {
            keyword: marker,
            ...(filter.fund === undefined ? {} : { fundId: funds[filter.fund]!.id }),
            ...(filter.method === undefined ? {} : { paymentMethod: filter.method }),
            ...(filter.synced === undefined ? {} : { isSynced: filter.synced }),
            ...(from ? { from, to } : {}),
          };
          const expected = rows.filter(
            (r) =>
              (filter.fund === undefined || r.fund === filter.fund) &&
              (filter.method === undefined || r.method === filter.method) &&
              (filter.synced === undefined || r.synced === filter.synced) &&
              (!from || (r.day >= from && r.day <= to!)),
          );
          const sum = expected.reduce((s, r) => s.plus(r.amount), new Decimal(0)).toFixed(2);
          // every page carries the whole view's sum; the pages' rows add up to it
          let seen = new Decimal(0);
          let count = 0;
          for (let skip = 0; skip === 0 || skip < expected.length; skip += pageSize) {
            const page = await call(
              contracts.DonationIncome.GetAll,
              { ...input, skipCount: skip, maxResultCount: pageSize },
              { token },
            );
            expect(page.status).toBe(200);
            expect(page.body.result.totalCount).toBe(expected.length);
            expect(page.body.result.sums.amount).toBe(sum);
            for (const item of page.body.result.items) seen = seen.plus(item.amount);
            count += page.body.result.items.length;
          }
          expect(count).toBe(expected.length);
          expect(seen.toFixed(2)).toBe(sum);
        },
      ),
      { numRuns: 25, seed: 42 },
    );
  });

  it("lets a kind's page permission read but not write; a shop role reaches none of it", async () => {
    const reader = await userWith(["Pages.FinanceManage.Expense"]);
    expect((await call(contracts.ExpenseRecord.GetAll, {}, { token: reader.token })).status).toBe(
      200,
    );
    expect((await call(contracts.Fund.GetOptions, {}, { token: reader.token })).status).toBe(200);
    expect(
      (
        await call(
          contracts.ExpenseRecord.Create,
          {
            occurredOn: "2026-03-03",
            amount: "1.00",
            fundId: (await fund()).id,
            counterparty: "X",
            paymentMethod: "Cash",
            capitalProperty: "Finite",
          },
          { token: reader.token },
        )
      ).status,
    ).toBe(403);
    expect((await call(contracts.DonationIncome.GetAll, {}, { token: reader.token })).status).toBe(
      403,
    );
    expect((await call(contracts.Fund.GetAll, {}, { token: reader.token })).status).toBe(403);

    const shop = await userWith(["Pages.Order", "Pages.Commodity", "Pages.Warehouse"]);
    for (const method of [
      contracts.Fund.GetAll,
      contracts.Fund.GetOptions,
      contracts.DonationIncome.GetAll,
      contracts.OtherIncome.GetAll,
      contracts.ExpenseRecord.GetAll,
    ])
      expect((await call(method, {}, { token: shop.token })).status).toBe(403);
  });
});

describe("the dashboard's money by month (issue 17 item 6)", () => {
  const byMonth = async (who = token, months = 3) => {
    const res = await call(contracts.Dashboard.GetMoneyByMonth, { months }, { token: who });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    return res.body.result.items;
  };
  /** The first day of the month `back` months before this one, in the app's time zone. */
  const monthStart = (back: number) => {
    const [y, m] = businessToday().split("-").map(Number) as [number, number];
    return new Date(Date.UTC(y, m - 1 - back, 1)).toISOString().slice(0, 10);
  };

  it("sums each kind per month, every month present, and what a deleted record had no more", async () => {
    const before = await byMonth();
    expect(before.map((m) => m.month)).toEqual([2, 1, 0].map((b) => monthStart(b).slice(0, 7)));
    const f = await fund();
    const given = await donation(f.id, "1000.50", { occurredOn: monthStart(2) });
    expect(given.status, JSON.stringify(given.body.error)).toBe(200);
    await donation(f.id, "99.50", { occurredOn: businessToday() });
    const spent = await call(
      contracts.ExpenseRecord.Create,
      {
        occurredOn: monthStart(0),
        amount: "300.00",
        fundId: f.id,
        counterparty: "Printer",
        paymentMethod: "Cash",
        capitalProperty: "Finite",
      },
      { token },
    );
    expect(spent.status).toBe(200);
    const after = await byMonth();
    const grew = (i: number, kind: "donation" | "expense") =>
      new Decimal(after[i]![kind]!).minus(before[i]![kind]!).toFixed(2);
    expect([grew(0, "donation"), grew(1, "donation"), grew(2, "donation")]).toEqual([
      "1000.50",
      "0.00",
      "99.50",
    ]);
    expect([grew(0, "expense"), grew(2, "expense")]).toEqual(["0.00", "300.00"]);
    // deleted: no longer counted
    await call(contracts.DonationIncome.Delete, { id: given.body.result.id }, { token });
    expect((await byMonth())[0]!.donation).toBe(before[0]!.donation);
  });

  it("shows only the kinds the caller may read, and nothing to a shop role", async () => {
    const spender = await userWith(["Pages.FinanceManage", "Pages.FinanceManage.Expense"]);
    const months = await byMonth(spender.token, 12);
    expect(months).toHaveLength(12);
    expect(months.every((m) => m.donation === null && m.otherIncome === null)).toBe(true);
    expect(months.every((m) => /^\d+\.\d{2}$/.test(m.expense!))).toBe(true);
    const clerk = await signIn("clerk");
    const refused = await call(contracts.Dashboard.GetMoneyByMonth, {}, { token: clerk });
    expect(refused.status).toBe(403);
    const tooMany = await call(contracts.Dashboard.GetMoneyByMonth, { months: 25 }, { token });
    expect(membersOf(tooMany)).toEqual(["months"]);
  });
});
