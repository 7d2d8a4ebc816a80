import * as z from "zod";
import { contract, op } from "@/lib/api/define";
import { ZMoneyRecordDto } from "./charity";
import {
  ZAuditedDto,
  ZIdInput,
  ZListResult,
  ZPagedResult,
  ZPagedSortedInput,
  zRequired,
} from "./common";

// Bank reconciliation (issue 17 item 2): a bank statement (XLSX or CSV) is imported for a period;
// its lines are matched to donation income, other income and expense records — automatically by
// exact amount and a day window, then by hand — and once every line is matched the period is
// reconciled and locked: money records of its days no longer change.

/** How many days apart a line and a record may be for the automatic match. */
export const AUTO_MATCH_DAYS = 3;

export const ZBankStatementDto = ZAuditedDto.extend({
  id: z.uuid(),
  name: z.string(),
  periodFrom: z.iso.date(),
  periodTo: z.iso.date(),
  fileName: z.string(),
  isReconciled: z.boolean(),
  reconciledTime: z.string().nullable(),
  reconcilerUserName: z.string().nullable(),
  /** the last time a reconciled statement was opened again: when, by whom and why */
  reopenedTime: z.string().nullable(),
  reopenerUserName: z.string().nullable(),
  reopenReason: z.string().nullable(),
  lineCount: z.number().int(),
  matchedCount: z.number().int(),
  /** the statement's lines summed: money in minus money out */
  statementNet: z.string(),
  /** the matched lines summed */
  matchedNet: z.string(),
  /** the books: the records the lines are matched to, and the period's records no line matches */
  bookNet: z.string(),
  /** statementNet minus bookNet: zero when the books and the bank agree */
  difference: z.string(),
  /** records of the period no line is matched to (in the books, not on the statement) */
  bookOnlyCount: z.number().int(),
});
export type TBankStatementDto = z.infer<typeof ZBankStatementDto>;

export const ZBankStatementLineDto = z.object({
  id: z.uuid(),
  lineNo: z.number().int(),
  day: z.iso.date(),
  /** signed: money in is positive, money out negative */
  amount: z.string(),
  description: z.string().nullable(),
  counterparty: z.string().nullable(),
  reference: z.string().nullable(),
  matchedBy: z.enum(["Auto", "Manual"]).nullable(),
  /** the record it is matched to */
  record: ZMoneyRecordDto.pick({
    id: true,
    code: true,
    occurredOn: true,
    amount: true,
    counterparty: true,
    fundName: true,
  })
    .extend({ kind: z.enum(["Donation", "OtherIncome", "Expense"]) })
    .nullable(),
});
export type TBankStatementLineDto = z.infer<typeof ZBankStatementLineDto>;

export const ZImportStatementInput = z
  .object({
    /** an .xlsx whose first sheet, or a UTF-8 .csv whose first row, holds the headings */
    file: z.instanceof(File, { message: "validation.required" }),
    /** what the statement is called ("Bank of Quay, March") */
    name: zRequired(100),
    periodFrom: z.iso.date("validation.date"),
    periodTo: z.iso.date("validation.date"),
  })
  .refine((v) => v.periodFrom <= v.periodTo, {
    path: ["periodTo"],
    message: "validation.periodOrder",
  });

export const ZLineState = z.enum(["All", "Matched", "Unmatched"]);

export const BankStatement = contract("BankStatement", {
  // GET /api/services/app/BankStatement/GetAll — statements, newest period first
  GetAll: op({
    verb: "GET",
    permission: "Pages.FinanceManage.BankReconciliation",
    summary: "Imported bank statements, the newest period first, with their matching figures",
    input: ZPagedSortedInput(["periodFrom", "name", "creationTime"]),
    output: ZPagedResult(ZBankStatementDto),
  }),
  Get: op({
    verb: "GET",
    permission: "Pages.FinanceManage.BankReconciliation",
    summary: "A bank statement with its matching figures and the difference from the books",
    input: ZIdInput,
    output: ZBankStatementDto,
  }),
  // POST /api/services/app/BankStatement/Import — multipart: file, name, periodFrom, periodTo
  Import: op({
    verb: "POST",
    permission: "Pages.FinanceManage.BankReconciliation.Import",
    summary:
      "Import a bank statement (.xlsx or .csv: day, amount or money in and out, description, counterparty, reference) and match what it can",
    multipart: true,
    maxFileBytes: 5 * 1024 * 1024,
    input: ZImportStatementInput,
    output: ZBankStatementDto,
  }),
  GetLines: op({
    verb: "GET",
    permission: "Pages.FinanceManage.BankReconciliation",
    summary: "A statement's lines in file order, all or only the matched or unmatched ones",
    input: ZPagedSortedInput(["lineNo", "day", "amount"]).extend({
      statementId: z.uuid(),
      state: ZLineState.default("All"),
    }),
    output: ZPagedResult(ZBankStatementLineDto),
  }),
  GetCandidates: op({
    verb: "GET",
    permission: "Pages.FinanceManage.BankReconciliation",
    summary:
      "Unmatched records a line may be matched to: same direction and amount, the nearest days first",
    input: z.object({ lineId: z.uuid() }),
    output: ZListResult(ZBankStatementLineDto.shape.record.unwrap()),
  }),
  AutoMatch: op({
    verb: "POST",
    permission: "Pages.FinanceManage.BankReconciliation.Edit",
    summary: `Match the unmatched lines: same amount and direction, at most ${AUTO_MATCH_DAYS} days apart, the nearest day first`,
    input: ZIdInput,
    output: z.object({ matched: z.number().int() }),
  }),
  Match: op({
    verb: "POST",
    permission: "Pages.FinanceManage.BankReconciliation.Edit",
    summary: "Match a line to a record of the same amount and direction, by hand",
    input: z.object({ lineId: z.uuid(), recordId: z.uuid() }),
    output: ZBankStatementLineDto,
  }),
  Unmatch: op({
    verb: "POST",
    permission: "Pages.FinanceManage.BankReconciliation.Edit",
    summary: "Undo a line's match",
    input: z.object({ lineId: z.uuid() }),
    output: ZBankStatementLineDto,
  }),
  Reconcile: op({
    verb: "POST",
    permission: "Pages.FinanceManage.BankReconciliation.Reconcile",
    summary:
      "Reconcile a statement whose every line is matched: its period locks (its days' records no longer change)",
    input: ZIdInput,
    output: ZBankStatementDto,
  }),
  Reopen: op({
    verb: "POST",
    permission: "Pages.FinanceManage.BankReconciliation.Reopen",
    summary:
      "Open a reconciled statement again, with the reason: its period unlocks (its records change again) and its matches can be undone",
    input: z.object({ id: z.uuid(), reason: zRequired(500) }),
    output: ZBankStatementDto,
  }),
  Delete: op({
    verb: "DELETE",
    permission: "Pages.FinanceManage.BankReconciliation.Delete",
    summary: "Delete a statement not yet reconciled, with its lines and matches",
    input: ZIdInput,
    output: z.null(),
  }),
});
