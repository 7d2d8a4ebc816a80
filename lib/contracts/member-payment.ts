import * as z from "zod";
import { crudContract } from "@/lib/api/define";
import { ZAuditedDto, ZDateTime, ZPagedSortedInput, zOptionalText } from "./common";
import { ZMoneyInput } from "./customer";
import { ZCustomerType } from "./enums";

// SPEC §3 Member payment order, §4 member payment states, §7 FinanceMemberPaymentOrder; DESIGN §5
// Customers: marking an order paid extends its customer's memberValidity by its period and makes
// an ordinary customer a Member. A paid order is read-only.

/** The most months one payment buys (5 years). */
export const MAX_PERIOD_MONTHS = 60;

const ZAmount = ZMoneyInput.refine((v) => Number(v) > 0, "validation.amountPositive");
const ZPeriodMonths = z
  .number({
    error: (issue) => (issue.input === undefined ? "validation.required" : "validation.integer"),
  })
  .int("validation.integer")
  .min(1, "validation.periodMonths")
  .max(MAX_PERIOD_MONTHS, "validation.periodMonths");
const ZDay = z.iso.date();

export const ZCreateMemberPaymentInput = z
  .object({
    /** the customer, by id … */
    customerId: z.uuid().optional(),
    /** … or by code (ignoring case) when no id is given */
    customerCode: z.string().trim().max(32, "validation.tooLong").optional(),
    amount: ZAmount,
    periodMonths: ZPeriodMonths,
    remark: zOptionalText(200),
  })
  .refine((v) => v.customerId || v.customerCode, {
    path: ["customerId"],
    message: "validation.required",
  });

export const ZUpdateMemberPaymentInput = z.object({
  id: z.uuid(),
  amount: ZAmount,
  periodMonths: ZPeriodMonths,
  remark: zOptionalText(200),
  /** true marks the order paid (once; a paid order is read-only); left out or false: unpaid */
  isPaid: z.boolean().optional(),
});

export const ZMemberPaymentOrderDto = ZAuditedDto.extend({
  id: z.uuid(),
  /** MP-000001 */
  code: z.string(),
  customerId: z.uuid(),
  customerCode: z.string(),
  /** "Maple Trading — Ada Wong" for an enterprise, the person's name otherwise */
  customerName: z.string(),
  /** the customer's type now (an ordinary customer is a Member once an order is paid) */
  customerType: ZCustomerType,
  /** the customer's memberValidity now (what a payment marked paid today would extend) */
  customerMemberValidity: ZDay.nullable(),
  /** decimal string with 2 places */
  amount: z.string(),
  periodMonths: z.number().int(),
  isPaid: z.boolean(),
  paidTime: ZDateTime.nullable(),
  paidUserId: z.uuid().nullable(),
  paidUserName: z.string().nullable(),
  /** the membership this payment bought, set when it was marked paid */
  validFrom: ZDay.nullable(),
  validTo: ZDay.nullable(),
  remark: z.string().nullable(),
});
export type TMemberPaymentOrderDto = z.infer<typeof ZMemberPaymentOrderDto>;

export const memberPaymentSortFields = [
  "code",
  "customerCode",
  "amount",
  "periodMonths",
  "creationTime",
  "paidTime",
] as const;

export const ZGetMemberPaymentsInput = ZPagedSortedInput(memberPaymentSortFields).extend({
  /** the order code, contains, ignoring case */
  code: z.string().trim().max(32).optional(),
  /** contains, ignoring case */
  customerCode: z.string().trim().max(32).optional(),
  customerId: z.uuid().optional(),
  isPaid: z.boolean().optional(),
  /** created on or after */
  beginTime: ZDateTime.optional(),
  /** created before */
  endTime: ZDateTime.optional(),
  /** only orders the caller created */
  isOnlyMine: z.boolean().optional(),
});

// CRUD /api/services/app/FinanceMemberPaymentOrder/* — membership fees. Update with isPaid true
// marks one paid (extends its customer's membership); a paid order cannot change or go (409).
// Only orders of customers whose type the caller may read are there at all (404 otherwise).
export const FinanceMemberPaymentOrder = crudContract("FinanceMemberPaymentOrder", {
  create: ZCreateMemberPaymentInput,
  update: ZUpdateMemberPaymentInput,
  list: ZGetMemberPaymentsInput,
  dto: ZMemberPaymentOrderDto,
  permissions: {
    read: "Pages.Finance.MemberPaymentOrder",
    create: "Pages.Finance.MemberPaymentOrder.Create",
    update: "Pages.Finance.MemberPaymentOrder.Edit",
    delete: "Pages.Finance.MemberPaymentOrder.Delete",
  },
});
