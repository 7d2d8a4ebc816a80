import "server-only";
import Decimal from "decimal.js";
import { and, eq, gte, ilike, inArray, lte, or } from "drizzle-orm";
import type * as z from "zod";
import type { moneyRecordInput } from "@/lib/contracts/charity";
import {
  DonationIncome,
  ExpenseRecord,
  moneyKinds,
  OtherIncome,
  type TMoneyKind,
  type TMoneyRecordDto,
} from "@/lib/contracts/charity";
import { env } from "@/lib/env";
import { todayIn } from "@/lib/membership";
import { funds, moneyRecords } from "@/server/db/schema";
import {
  assertUsableFiles,
  attachmentsOf,
  bindAttachments,
  toAttachmentDto,
} from "@/server/files/attachments";
import { type AuthedCtx, implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { MONEY_RECORD_HOST } from "../attachment";
import { crudMethods } from "../crud";
import { assertDayOpen, assertRecordUnmatched } from "./bank-statement";
import { auditFields, likePattern, liveRows, sequenceCode } from "../kit";

// Donation income, other income and expense records (issue 17): one table, one implementation,
// three services. GetAll sums the amount of every row its filter matches.

/** Where a record's receipts are kept (attachments' host type). */
const HOST_TYPE = MONEY_RECORD_HOST;
const t = moneyRecords;
type Input = z.output<ReturnType<typeof moneyRecordInput>>;
type Row = typeof moneyRecords.$inferSelect;

async function nextCode(ctx: AuthedCtx, kind: TMoneyKind) {
  return sequenceCode(ctx.db, "money_record_code_seq", `${moneyKinds[kind].prefix}-`);
}

/** The record's fund must be a live fund of the tenant, enabled unless the record already had it. */
export async function checkFund(ctx: AuthedCtx, fundId: string | null | undefined, existing?: Row) {
  if (!fundId) return null;
  const [fund] = await ctx.db
    .select({ id: funds.id, isEnabled: funds.isEnabled })
    .from(funds)
    .where(and(eq(funds.id, fundId), liveRows(funds, ctx.tenantId)));
  if (!fund) throw AppError.field("fundId", "api.errors.fundUnavailable");
  if (!fund.isEnabled && existing?.fundId !== fundId)
    throw AppError.field("fundId", "api.errors.fundDisabled");
  return fund.id;
}

/** Whether an update changes what the bank confirms: the day, amount, fund or how it was paid. */
function moneyChanged(existing: Row, input: Input, category: boolean) {
  return (
    existing.occurredOn !== input.occurredOn ||
    !new Decimal(existing.amount).equals(input.amount) ||
    (existing.fundId ?? null) !== (input.fundId ?? null) ||
    existing.paymentMethod !== input.paymentMethod ||
    existing.capitalProperty !== input.capitalProperty ||
    (category && existing.incomeCategory !== (input.incomeCategory ?? null))
  );
}

async function toDtos(rows: Row[], ctx: AuthedCtx): Promise<TMoneyRecordDto[]> {
  const fundIds = [...new Set(rows.map((r) => r.fundId).filter((id): id is string => !!id))];
  const fundRows = fundIds.length
    ? await ctx.db
        .select({ id: funds.id, name: funds.name })
        .from(funds)
        .where(inArray(funds.id, fundIds))
    : [];
  const fundNames = new Map(fundRows.map((f) => [f.id, f.name]));
  const files = await attachmentsOf(
    ctx.db,
    ctx.tenantId,
    HOST_TYPE,
    rows.map((r) => r.id),
  );
  return rows.map((r) => ({
    id: r.id,
    code: r.code,
    occurredOn: r.occurredOn,
    amount: r.amount,
    fundId: r.fundId,
    fundName: r.fundId ? (fundNames.get(r.fundId) ?? null) : null,
    counterparty: r.counterparty,
    paymentMethod: r.paymentMethod as TMoneyRecordDto["paymentMethod"],
    capitalProperty: r.capitalProperty as TMoneyRecordDto["capitalProperty"],
    incomeCategory: r.incomeCategory as TMoneyRecordDto["incomeCategory"],
    isSynced: r.isSynced,
    remark: r.remark,
    attachments: files.filter((f) => f.hostId === r.id).map(toAttachmentDto),
    ...auditFields(r),
  }));
}

function moneyMethods<C extends typeof DonationIncome | typeof OtherIncome | typeof ExpenseRecord>(
  declared: C,
  kind: TMoneyKind,
) {
  const rules = moneyKinds[kind];
  return crudMethods(declared, {
    table: t,
    // the kind is the rows this service reaches at all: another kind's id is 404 here
    scope: async () => eq(t.kind, kind),
    sortColumns: {
      occurredOn: t.occurredOn,
      amount: t.amount,
      code: t.code,
      creationTime: t.creationTime,
    },
    defaultOrder: [
      { column: t.occurredOn, desc: true },
      { column: t.id, desc: true },
    ],
    labelOf: (row) => String(row.code),
    sums: { amount: t.amount },
    // a kind's list always asks for its kind (the index leads with it)
    where: (input) =>
      and(
        eq(t.kind, kind),
        input.keyword
          ? or(
              ilike(t.code, likePattern(input.keyword)),
              ilike(t.counterparty, likePattern(input.keyword)),
            )
          : undefined,
        input.fundId ? eq(t.fundId, input.fundId) : undefined,
        input.paymentMethod ? eq(t.paymentMethod, input.paymentMethod) : undefined,
        input.capitalProperty ? eq(t.capitalProperty, input.capitalProperty) : undefined,
        input.incomeCategory ? eq(t.incomeCategory, input.incomeCategory) : undefined,
        input.isSynced === undefined ? undefined : eq(t.isSynced, input.isSynced),
        input.from ? gte(t.occurredOn, input.from) : undefined,
        input.to ? lte(t.occurredOn, input.to) : undefined,
      ),
    toValues: async (raw, ctx, existing) => {
      const input = raw as Input;
      if (input.occurredOn > todayIn(env.TIME_ZONE))
        throw AppError.field("occurredOn", "api.errors.dayInFuture");
      // a reconciled period's money stays as the bank confirmed it, and a matched record's until
      // its match is undone; its counterparty, remark, synced flag and receipts still change
      if (!existing || moneyChanged(existing as Row, input, rules.category)) {
        await assertDayOpen(ctx, input.occurredOn, "occurredOn");
        if (existing) {
          await assertDayOpen(ctx, existing.occurredOn as string, "occurredOn");
          await assertRecordUnmatched(ctx, existing.id);
        }
      }
      const fundId = await checkFund(ctx, input.fundId, existing as Row | undefined);
      await assertUsableFiles(
        ctx,
        HOST_TYPE,
        existing?.id,
        input.attachmentIds,
        "attachmentIds",
        "file",
      );
      return {
        ...(existing ? {} : { kind, code: await nextCode(ctx, kind) }),
        occurredOn: input.occurredOn,
        amount: input.amount,
        fundId,
        counterparty: input.counterparty,
        paymentMethod: input.paymentMethod,
        capitalProperty: input.capitalProperty,
        incomeCategory: rules.category ? input.incomeCategory : null,
        isSynced: input.isSynced,
        remark: input.remark || null,
      };
    },
    beforeDelete: async (row, ctx) => {
      await assertDayOpen(ctx, row.occurredOn as string);
      await assertRecordUnmatched(ctx, row.id);
    },
    afterSave: async (row, input, ctx) => {
      await bindAttachments(
        ctx,
        HOST_TYPE,
        row.id,
        (input as Input).attachmentIds,
        "attachmentIds",
      );
    },
    toDtos: (rows, ctx) => toDtos(rows as Row[], ctx) as never,
  });
}

export const donationIncomeService = implement(
  DonationIncome,
  moneyMethods(DonationIncome, "Donation"),
);
export const otherIncomeService = implement(OtherIncome, moneyMethods(OtherIncome, "OtherIncome"));
export const expenseRecordService = implement(
  ExpenseRecord,
  moneyMethods(ExpenseRecord, "Expense"),
);
