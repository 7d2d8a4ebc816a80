import * as z from "zod";
import { crudContract, op } from "@/lib/api/define";
import { ZAttachmentDto } from "./attachment";
import {
  ZAuditedDto,
  ZListResult,
  ZPagedSortedInput,
  ZSummedPagedResult,
  zOptionalText,
  zRequired,
} from "./common";
import { MAX_RECEIPTS, moneyKinds, type TMoneyKind } from "./charity-kinds";
import { ZMoneyInput } from "./customer";
import { ZCapitalProperty, ZCharityPaymentMethod, ZIncomeCategory } from "./enums";

// The foundation reading (issue 17, SPEC §3 charity enumerations, §6 Pages.Fund and
// Pages.FinanceManage): funds, and the donation income, other income and expense records that
// move money into and out of them. Money is RMB, a decimal string with 2 places.

export { MAX_RECEIPTS, moneyKinds, type TMoneyKind };

const ZFlag = z.boolean().default(false);

const ZFundFields = z.object({
  name: zRequired(100),
  capitalProperty: ZCapitalProperty,
  isEnabled: z.boolean().default(true),
  isSynced: ZFlag,
  description: zOptionalText(500),
});
export const ZCreateFundInput = ZFundFields;

export const ZFundDto = ZAuditedDto.extend({
  id: z.uuid(),
  name: z.string(),
  capitalProperty: ZCapitalProperty,
  isEnabled: z.boolean(),
  isSynced: z.boolean(),
  description: z.string().nullable(),
  /** donation and other income recorded against it */
  income: z.string(),
  /** expenses paid from it */
  expense: z.string(),
  /** income minus expense */
  balance: z.string(),
});
export type TFundDto = z.infer<typeof ZFundDto>;

export const ZFundOption = z.object({
  id: z.uuid(),
  name: z.string(),
  capitalProperty: ZCapitalProperty,
  isEnabled: z.boolean(),
});
export type TFundOption = z.infer<typeof ZFundOption>;

export const ZGetFundsInput = ZPagedSortedInput(["name", "creationTime"]).extend({
  /** name contains, ignoring case */
  keyword: z.string().trim().max(100).optional(),
  capitalProperty: ZCapitalProperty.optional(),
  isEnabled: z.boolean().optional(),
});

// CRUD /api/services/app/Fund/*. A fund that records point at is not deleted (409); a disabled
// fund takes no new records but keeps its old ones.
export const Fund = crudContract(
  "Fund",
  {
    create: ZCreateFundInput,
    update: ZFundFields.extend({ id: z.uuid() }),
    list: ZGetFundsInput,
    dto: ZFundDto,
    permissions: {
      read: "Pages.Fund",
      create: "Pages.Fund.Create",
      update: "Pages.Fund.Edit",
      delete: "Pages.Fund.Delete",
    },
  },
  {
    // GET /api/services/app/Fund/GetOptions — every fund by name, for the money records' pickers
    GetOptions: op({
      verb: "GET",
      permission: [
        "Pages.Fund",
        "Pages.FinanceManage.DonationIncome",
        "Pages.FinanceManage.OtherIncome",
        "Pages.FinanceManage.Expense",
        "Pages.Project",
      ],
      summary: "Every fund of the tenant by name (disabled ones flagged), for choosing one",
      input: z.object({}),
      output: ZListResult(ZFundOption),
    }),
  },
);

const ZMoneyRecordFields = z.object({
  /** the day the money moved (not after today; checked by the server in the app's time zone) */
  occurredOn: z.iso.date("validation.date"),
  amount: ZMoneyInput.refine((v) => Number(v) > 0, "validation.amountPositive"),
  /** the fund it comes into or goes out of; required but for other income */
  fundId: z.uuid("validation.required").nullish(),
  /** the donor, the payer or the payee */
  counterparty: zRequired(100),
  paymentMethod: ZCharityPaymentMethod,
  capitalProperty: ZCapitalProperty,
  /** other income only */
  incomeCategory: ZIncomeCategory.nullish(),
  isSynced: ZFlag,
  remark: zOptionalText(500),
  /** Temp uploads (or the record's own files) to keep as its receipts, in order */
  attachmentIds: z.array(z.uuid()).max(MAX_RECEIPTS, "validation.tooMany").default([]),
});

/** The fund or the category a kind requires, checked on its create and update inputs. */
function kindRules<T extends z.ZodType<{ fundId?: string | null; incomeCategory?: string | null }>>(
  schema: T,
  kind: TMoneyKind,
) {
  const rules = moneyKinds[kind];
  return schema.superRefine((v, ctx) => {
    if (rules.fundRequired && !v.fundId)
      ctx.addIssue({ code: "custom", path: ["fundId"], message: "validation.required" });
    if (rules.category && !v.incomeCategory)
      ctx.addIssue({ code: "custom", path: ["incomeCategory"], message: "validation.required" });
  });
}

/** A kind's create input (the form's schema too). */
export const moneyRecordInput = (kind: TMoneyKind) => kindRules(ZMoneyRecordFields, kind);

export const ZMoneyRecordDto = ZAuditedDto.extend({
  id: z.uuid(),
  code: z.string(),
  occurredOn: z.iso.date(),
  amount: z.string(),
  fundId: z.uuid().nullable(),
  fundName: z.string().nullable(),
  counterparty: z.string(),
  paymentMethod: ZCharityPaymentMethod,
  capitalProperty: ZCapitalProperty,
  incomeCategory: ZIncomeCategory.nullable(),
  isSynced: z.boolean(),
  remark: z.string().nullable(),
  attachments: z.array(ZAttachmentDto),
});
export type TMoneyRecordDto = z.infer<typeof ZMoneyRecordDto>;

export const moneyRecordSortFields = ["occurredOn", "amount", "code", "creationTime"] as const;
export const ZGetMoneyRecordsInput = ZPagedSortedInput(moneyRecordSortFields).extend({
  /** code or counterparty contains, ignoring case */
  keyword: z.string().trim().max(100).optional(),
  fundId: z.uuid().optional(),
  paymentMethod: ZCharityPaymentMethod.optional(),
  capitalProperty: ZCapitalProperty.optional(),
  incomeCategory: ZIncomeCategory.optional(),
  isSynced: z.boolean().optional(),
  /** first and last day (occurredOn), both included */
  from: z.iso.date("validation.date").optional(),
  to: z.iso.date("validation.date").optional(),
});

/** GetAll's page and the sum of `amount` over every row the filter matches. */
export const ZMoneyRecordList = ZSummedPagedResult(ZMoneyRecordDto, ["amount"]);

/** Everything but the permissions of a kind's contract: the three share fields, list and sums. */
function moneySchemas(kind: TMoneyKind) {
  return {
    create: moneyRecordInput(kind),
    update: kindRules(ZMoneyRecordFields.extend({ id: z.uuid() }), kind),
    list: ZGetMoneyRecordsInput,
    dto: ZMoneyRecordDto,
    listOutput: ZMoneyRecordList,
  };
}

// CRUD /api/services/app/DonationIncome/*: money given to a fund.
export const DonationIncome = crudContract("DonationIncome", {
  ...moneySchemas("Donation"),
  permissions: {
    read: "Pages.FinanceManage.DonationIncome",
    create: "Pages.FinanceManage.DonationIncome.Create",
    update: "Pages.FinanceManage.DonationIncome.Edit",
    delete: "Pages.FinanceManage.DonationIncome.Delete",
  },
});

// CRUD /api/services/app/OtherIncome/*: interest, investment returns and other income.
export const OtherIncome = crudContract("OtherIncome", {
  ...moneySchemas("OtherIncome"),
  permissions: {
    read: "Pages.FinanceManage.OtherIncome",
    create: "Pages.FinanceManage.OtherIncome.Create",
    update: "Pages.FinanceManage.OtherIncome.Edit",
    delete: "Pages.FinanceManage.OtherIncome.Delete",
  },
});

// CRUD /api/services/app/ExpenseRecord/*: money paid out of a fund.
export const ExpenseRecord = crudContract("ExpenseRecord", {
  ...moneySchemas("Expense"),
  permissions: {
    read: "Pages.FinanceManage.Expense",
    create: "Pages.FinanceManage.Expense.Create",
    update: "Pages.FinanceManage.Expense.Edit",
    delete: "Pages.FinanceManage.Expense.Delete",
  },
});
