import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  pgSequence,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { auditColumns, idColumn, money, softDeleteColumns, tenantColumn } from "./columns";

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
