import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { addDays } from "@/lib/membership";
import { call, membersOf, signIn, unique, userWith } from "@/server/test/api";
import { pdfBytes, upload } from "@/server/test/files";

// Bank reconciliation (issue 17 item 2): a statement's lines match records by amount, direction
// and a day window; the rest by hand; a reconciled period locks its records.

let token: string;
let fundId: string;
beforeAll(async () => {
  token = await signIn();
  const fund = await call(
    contracts.Fund.Create,
    { name: unique("Bank fund"), capitalProperty: "NonFinite" },
    { token },
  );
  fundId = fund.body.result.id;
});

/** A record of the kind a signed amount stands for (in: a donation; out: an expense). */
async function recordFor(day: string, signed: number) {
  const input = {
    occurredOn: day,
    amount: Math.abs(signed).toFixed(2),
    fundId,
    counterparty: unique("Party"),
    paymentMethod: "Transfer" as const,
    capitalProperty: "NonFinite" as const,
  };
  const res =
    signed > 0
      ? await call(contracts.DonationIncome.Create, input, { token })
      : await call(contracts.ExpenseRecord.Create, input, { token });
  expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  return res.body.result;
}

function importStatement(file: File, name: string, periodFrom: string, periodTo: string) {
  const form = new FormData();
  form.append("file", file);
  form.append("name", name);
  form.append("periodFrom", periodFrom);
  form.append("periodTo", periodTo);
  return call(contracts.BankStatement.Import, form, { token });
}

const csvFile = (rows: string[][], name = "statement.csv") =>
  new File(
    [
      `\uFEFF${rows.map((r) => r.map((c) => `"${c.replace(/"/g, '""')}"`).join(",")).join("\r\n")}\r\n`,
    ],
    name,
    {
      type: "text/csv",
    },
  );

describe("Bank reconciliation", () => {
  it("reconciles a 50-line statement: 45 lines match by themselves, 5 by hand; the period locks", async () => {
    const from = "2024-06-01";
    const to = "2024-06-30";
    const lines: { day: string; amount: number }[] = [];
    for (let i = 0; i < 50; i++) {
      const day = addDays(from, i % 30);
      // every fifth line is money out; amounts are distinct but for one pair
      const amount = (i % 5 === 4 ? -1 : 1) * (100 + i * 7.25);
      lines.push({ day, amount });
    }
    // 45 records within the window (0 to 3 days away), 5 (lines 45–49) a week away
    const records: Awaited<ReturnType<typeof recordFor>>[] = [];
    for (const [i, line] of lines.entries())
      records.push(
        await recordFor(addDays(line.day, i >= 45 ? 7 : (i % 4) - (i % 2) * 2), line.amount),
      );
    // a decoy of line 0's amount further away: the nearer record wins
    await recordFor(addDays(lines[0]!.day, 3), lines[0]!.amount);

    const rows = [
      ["日期", "摘要", "收入金额", "支出金额", "对方户名", "流水号"],
      ...lines.map((line, i) => [
        line.day,
        `Line ${i}`,
        line.amount > 0 ? line.amount.toFixed(2) : "",
        line.amount < 0 ? (-line.amount).toFixed(2) : "",
        `Party ${i}`,
        `REF${i}`,
      ]),
    ];
    const imported = await importStatement(csvFile(rows), unique("June"), from, to);
    expect(imported.status, JSON.stringify(imported.body.error)).toBe(200);
    const statement = imported.body.result;
    expect(statement).toMatchObject({ lineCount: 50, matchedCount: 45, isReconciled: false });

    const first = await call(
      contracts.BankStatement.GetLines,
      { statementId: statement.id, maxResultCount: 1 },
      { token },
    );
    expect(first.body.result.items[0]!.record).toMatchObject({ id: records[0]!.id });
    expect(first.body.result.items[0]!.matchedBy).toBe("Auto");

    // not yet: five lines wait
    const early = await call(contracts.BankStatement.Reconcile, { id: statement.id }, { token });
    expect(early.status).toBe(409);
    expect(early.body.error?.message).toContain("5 lines are not matched yet");

    const open = await call(
      contracts.BankStatement.GetLines,
      { statementId: statement.id, state: "Unmatched", maxResultCount: 50 },
      { token },
    );
    expect(open.body.result.items.map((l) => l.lineNo)).toEqual([47, 48, 49, 50, 51]);
    // an amount that differs is refused, on the record
    const wrong = await call(
      contracts.BankStatement.Match,
      { lineId: open.body.result.items[0]!.id, recordId: records[1]!.id },
      { token },
    );
    expect(wrong.status).toBe(400);
    expect(membersOf(wrong)).toEqual(["recordId"]);
    for (const line of open.body.result.items) {
      const candidates = await call(
        contracts.BankStatement.GetCandidates,
        { lineId: line.id },
        { token },
      );
      const pick = candidates.body.result.items[0]!;
      expect(pick.amount).toBe(line.amount.replace("-", ""));
      const matched = await call(
        contracts.BankStatement.Match,
        { lineId: line.id, recordId: pick.id },
        { token },
      );
      expect(matched.status, JSON.stringify(matched.body.error)).toBe(200);
      expect(matched.body.result.matchedBy).toBe("Manual");
    }
    // a matched record waits for its match to be undone
    const edited = await call(
      contracts.DonationIncome.Update,
      { ...records[0]!, amount: "1.00", attachmentIds: [] },
      { token },
    );
    expect(edited.status).toBe(409);

    const done = await call(contracts.BankStatement.Reconcile, { id: statement.id }, { token });
    expect(done.status).toBe(200);
    expect(done.body.result).toMatchObject({ isReconciled: true, matchedCount: 50 });
    expect(done.body.result.reconcilerUserName).toBe("admin");

    // locked: no new record in the period, no change, no delete; the statement stays
    const late = await recordFor("2024-05-31", 5); // outside: fine
    expect(late.code).toMatch(/^DN-/);
    const inPeriod = await call(
      contracts.DonationIncome.Create,
      {
        occurredOn: "2024-06-15",
        amount: "5.00",
        fundId,
        counterparty: "Late",
        paymentMethod: "Cash",
        capitalProperty: "NonFinite",
      },
      { token },
    );
    expect(inPeriod.status).toBe(400);
    expect(membersOf(inPeriod)).toEqual(["occurredOn"]);
    const decoy = (
      await call(
        contracts.DonationIncome.GetAll,
        { from: "2024-06-01", to: "2024-06-30", fundId, maxResultCount: 100 },
        { token },
      )
    ).body.result.items.find((r) => !records.some((x) => x.id === r.id))!;
    expect((await call(contracts.DonationIncome.Delete, { id: decoy.id }, { token })).status).toBe(
      409,
    );
    expect(
      (await call(contracts.BankStatement.Delete, { id: statement.id }, { token })).status,
    ).toBe(409);
    expect(
      (
        await call(
          contracts.BankStatement.Unmatch,
          { lineId: open.body.result.items[0]!.id },
          { token },
        )
      ).status,
    ).toBe(409);
    // the books hold one record more than the bank: the decoy
    expect(done.body.result.bookOnlyCount).toBe(1);
    expect(done.body.result.difference).toBe((-lines[0]!.amount).toFixed(2));

    // reopened (an administrator's action, with the reason): the period unlocks until
    // reconciled again
    const reconciler = await userWith([
      "Pages.FinanceManage.BankReconciliation",
      "Pages.FinanceManage.BankReconciliation.Reconcile",
    ]);
    const reopen = (reason: string, as = token) =>
      call(contracts.BankStatement.Reopen, { id: statement.id, reason }, { token: as });
    expect((await reopen("Fee booked twice", reconciler.token)).status).toBe(403);
    expect(membersOf(await reopen(" "))).toEqual(["reason"]);
    const reopened = await reopen("Fee booked twice");
    expect(reopened.status, JSON.stringify(reopened.body.error)).toBe(200);
    expect(reopened.body.result).toMatchObject({
      isReconciled: false,
      reconciledTime: null,
      reconcilerUserName: null,
      reopenReason: "Fee booked twice",
      reopenerUserName: "admin",
      matchedCount: 50,
    });
    expect(reopened.body.result.reopenedTime).not.toBeNull();
    expect((await reopen("Again")).status).toBe(409);
    expect((await call(contracts.DonationIncome.Delete, { id: decoy.id }, { token })).status).toBe(
      200,
    );
    const again = await call(contracts.BankStatement.Reconcile, { id: statement.id }, { token });
    expect(again.body.result).toMatchObject({ isReconciled: true, bookOnlyCount: 0 });
    expect(again.body.result.reopenReason).toBe("Fee booked twice");
  });

  it("reads an .xlsx with signed amounts, refuses a row it cannot read and an overlapping period", async () => {
    await recordFor("2024-03-05", 250);
    const book = new ExcelJS.Workbook();
    const sheet = book.addWorksheet("Statement");
    sheet.addRow(["Date", "Description", "Amount"]);
    sheet.addRow([new Date("2024-03-05T00:00:00Z"), "Gift", 250]);
    sheet.addRow(["2024/03/09", "Fee", "-12.50"]);
    const xlsx = new File([await book.xlsx.writeBuffer()], "march.xlsx");
    const res = await importStatement(xlsx, unique("March"), "2024-03-01", "2024-03-31");
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    expect(res.body.result).toMatchObject({
      lineCount: 2,
      matchedCount: 1,
      statementNet: "237.50",
    });

    const overlap = await importStatement(
      csvFile([
        ["Date", "Amount"],
        ["2024-03-31", "1"],
      ]),
      "Again",
      "2024-03-31",
      "2024-04-02",
    );
    expect(overlap.status).toBe(400);
    expect(membersOf(overlap)).toEqual(["periodFrom"]);

    const bad = await importStatement(
      csvFile([
        ["Date", "Amount"],
        ["2024-04-03", "1"],
        ["yesterday", "2"],
      ]),
      "Bad",
      "2024-04-03",
      "2024-04-30",
    );
    expect(bad.status).toBe(400);
    expect(membersOf(bad)).toEqual(["file"]);
    expect(bad.body.error?.validationErrors?.[0]?.message).toContain("Row 3");

    const outside = await importStatement(
      csvFile([
        ["Date", "Amount"],
        ["2024-05-03", "1"],
      ]),
      "Outside",
      "2024-04-03",
      "2024-04-30",
    );
    expect(outside.status).toBe(400);
    const reversed = await importStatement(
      csvFile([
        ["Date", "Amount"],
        ["2024-04-03", "1"],
      ]),
      "Reversed",
      "2024-04-30",
      "2024-04-03",
    );
    expect(membersOf(reversed)).toEqual(["periodTo"]);
  });

  it("keeps a locked record's money but lets its synced flag, remark and receipts change; nothing moves into the period", async () => {
    const inside = await recordFor("2023-08-10", 40);
    const outside = await recordFor("2023-09-10", 60);
    const res = await importStatement(
      csvFile([
        ["Date", "Amount"],
        ["2023-08-10", "40"],
      ]),
      unique("August"),
      "2023-08-01",
      "2023-08-31",
    );
    expect(res.body.result.matchedCount).toBe(1);
    expect(
      (await call(contracts.BankStatement.Reconcile, { id: res.body.result.id }, { token })).status,
    ).toBe(200);
    const synced = await call(
      contracts.DonationIncome.Update,
      { ...inside, isSynced: true, remark: "Checked", attachmentIds: [] },
      { token },
    );
    expect(synced.status, JSON.stringify(synced.body.error)).toBe(200);
    expect(synced.body.result).toMatchObject({ isSynced: true, remark: "Checked" });
    const changed = await call(
      contracts.DonationIncome.Update,
      { ...inside, amount: "41.00", attachmentIds: [] },
      { token },
    );
    expect(changed.status).toBe(400);
    expect(membersOf(changed)).toEqual(["occurredOn"]);
    const movedIn = await call(
      contracts.DonationIncome.Update,
      { ...outside, occurredOn: "2023-08-20", attachmentIds: [] },
      { token },
    );
    expect(movedIn.status).toBe(400);
    expect(membersOf(movedIn)).toEqual(["occurredOn"]);
  });

  it("matches a line to a record of the day before its period; the books then agree", async () => {
    await recordFor("2023-10-31", 77.7);
    const res = await importStatement(
      csvFile([
        ["Date", "Amount"],
        ["2023-11-01", "77.70"],
      ]),
      unique("November"),
      "2023-11-01",
      "2023-11-30",
    );
    expect(res.body.result).toMatchObject({
      matchedCount: 1,
      difference: "0.00",
      bookOnlyCount: 0,
    });
  });

  it("reads a semicolon CSV's decimal commas and a GB18030 file's Chinese headings", async () => {
    const semicolon = new File(["Date;Amount\n2023-12-05;12,50\n2023-12-06;-1.234,50\n"], "s.csv");
    const res = await importStatement(semicolon, unique("December"), "2023-12-01", "2023-12-31");
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    expect(res.body.result.statementNet).toBe("-1222.00");
    // 日期,金额 / 2024-01-05,9.90 in GB18030
    const gbk = new File(
      [
        Uint8Array.from([
          0xc8,
          0xd5,
          0xc6,
          0xda,
          0x2c,
          0xbd,
          0xf0,
          0xb6,
          0xee,
          0x0a,
          ...Buffer.from("2024-01-05,9.90\n"),
        ]),
      ],
      "gbk.csv",
    );
    const read = await importStatement(gbk, unique("January"), "2024-01-01", "2024-01-31");
    expect(read.status, JSON.stringify(read.body.error)).toBe(200);
    expect(read.body.result).toMatchObject({ lineCount: 1, statementNet: "9.90" });
  });

  it("shows a record's receipts only to who may open the record", async () => {
    const file = await upload(token, pdfBytes(), "slip.pdf", "file");
    const made = await call(
      contracts.DonationIncome.Create,
      {
        occurredOn: "2024-02-02",
        amount: "3.00",
        fundId,
        counterparty: "Receipt test",
        paymentMethod: "Cash",
        capitalProperty: "NonFinite",
        attachmentIds: [file.body.result.id],
      },
      { token },
    );
    expect(made.status).toBe(200);
    const hostId = made.body.result.id;
    const fileId = made.body.result.attachments[0]!.id;
    const banker = await userWith(["Pages.FinanceManage.BankReconciliation"]);
    const donations = await userWith(["Pages.FinanceManage.DonationIncome"]);
    const listed = (who: string) =>
      call(
        contracts.Attachment.GetAttachments,
        { hostType: "MoneyRecord", hostId },
        { token: who },
      );
    expect((await listed(banker.token)).body.result).toEqual([]);
    expect((await listed(donations.token)).body.result).toHaveLength(1);
    expect(
      (await call(contracts.Attachment.Download, { id: fileId }, { token: banker.token })).status,
    ).toBe(404);
    expect(
      (await call(contracts.Attachment.Download, { id: fileId }, { token: donations.token }))
        .status,
    ).toBe(200);
    expect(
      (
        await call(
          contracts.Attachment.GetAttachmentsByIds,
          { ids: [fileId] },
          { token: banker.token },
        )
      ).body.result,
    ).toEqual([]);
  });

  it("lets the page read, Edit match, Reconcile lock; a shop role reaches nothing", async () => {
    const reader = await userWith(["Pages.FinanceManage.BankReconciliation"]);
    expect((await call(contracts.BankStatement.GetAll, {}, { token: reader.token })).status).toBe(
      200,
    );
    expect(
      (await call(contracts.BankStatement.AutoMatch, { id: fundId }, { token: reader.token }))
        .status,
    ).toBe(403);
    const shop = await userWith(["Pages.Order", "Pages.Warehouse"]);
    expect((await call(contracts.BankStatement.GetAll, {}, { token: shop.token })).status).toBe(
      403,
    );
  });
});
