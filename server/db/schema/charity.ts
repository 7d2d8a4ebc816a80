import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  auditColumns,
  idColumn,
  money,
  softDeleteColumns,
  tenantColumn,
  timestampColumn,
} from "./columns";

// The foundation reading (issue 17): funds, and the money that comes into and goes out of them.

/** Funds: a name unique per tenant (ignoring case), its capital property, enabled and synced. */
export const funds = pgTable(
  "funds",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    name: text("name").notNull(),
    /** NonFinite (non-restricted) or Finite (restricted): SPEC §3 capital property */
    capitalProperty: text("capital_property").notNull().default("NonFinite"),
    isEnabled: boolean("is_enabled").notNull().default(true),
    /** whether the finance system has taken it (SPEC §3 synced flag; set by staff here) */
    isSynced: boolean("is_synced").notNull().default(false),
    description: text("description"),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("funds_name_uq")
      .on(t.tenantId, sql`lower(${t.name})`)
      .where(sql`${t.isDeleted} = false`),
  ],
);

/**
 * Donation income, other income and expense records, one table told apart by `kind` (Donation,
 * OtherIncome, Expense): the same fields, lists and sums. `amount` is positive RMB; an expense
 * takes money out of its fund.
 */
export const moneyRecords = pgTable(
  "money_records",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    kind: text("kind").notNull(),
    /** DN-2026-00001, OI-…, EX-… (per kind and tenant) */
    code: text("code").notNull(),
    /** the day the money moved */
    occurredOn: date("occurred_on", { mode: "string" }).notNull(),
    amount: money("amount").notNull(),
    fundId: uuid("fund_id"),
    /** the donor, the payer or the payee */
    counterparty: text("counterparty").notNull(),
    paymentMethod: text("payment_method").notNull(),
    capitalProperty: text("capital_property").notNull(),
    /** other income only: Interest, Investment or Other */
    incomeCategory: text("income_category"),
    isSynced: boolean("is_synced").notNull().default(false),
    remark: text("remark"),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("money_records_code_uq").on(t.tenantId, t.kind, t.code),
    index("money_records_kind_day_idx").on(t.tenantId, t.kind, t.occurredOn, t.id),
    index("money_records_fund_idx").on(t.fundId),
  ],
);

/** The money records' codes: DN-, OI- or EX- and 6 digits from this one sequence. */
export const moneyRecordCodeSequence = pgSequence("money_record_code_seq", { startWith: 1 });

/**
 * Bank statements imported for reconciliation (issue 17 item 2): one account's lines for a
 * period. Reconciled, the period is locked: the money records of its days no longer change.
 */
export const bankStatements = pgTable(
  "bank_statements",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    name: text("name").notNull(),
    periodFrom: date("period_from", { mode: "string" }).notNull(),
    periodTo: date("period_to", { mode: "string" }).notNull(),
    fileName: text("file_name").notNull(),
    isReconciled: boolean("is_reconciled").notNull().default(false),
    reconciledTime: timestampColumn("reconciled_time"),
    reconcilerUserId: uuid("reconciler_user_id"),
    /** the last reopening of a reconciled statement: when, by whom, why */
    reopenedTime: timestampColumn("reopened_time"),
    reopenerUserId: uuid("reopener_user_id"),
    reopenReason: text("reopen_reason"),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [index("bank_statements_period_idx").on(t.tenantId, t.periodFrom)],
);

/** A statement's lines: signed amounts (in > 0, out < 0), each matched to at most one record. */
export const bankStatementLines = pgTable(
  "bank_statement_lines",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    statementId: uuid("statement_id").notNull(),
    /** its row in the file */
    lineNo: integer("line_no").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    amount: money("amount").notNull(),
    description: text("description"),
    counterparty: text("counterparty"),
    reference: text("reference"),
    /** the money record it is matched to */
    recordId: uuid("record_id"),
    /** Auto or Manual */
    matchedBy: text("matched_by"),
  },
  (t) => [
    index("bank_statement_lines_statement_idx").on(t.statementId, t.lineNo),
    // a record is matched to one line at most (lines of deleted statements are removed)
    uniqueIndex("bank_statement_lines_record_uq").on(t.recordId),
  ],
);
