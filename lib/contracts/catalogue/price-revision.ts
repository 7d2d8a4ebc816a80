import * as z from "zod";
import { contract, op } from "@/lib/api/define";
import {
  ZAuditedDto,
  ZDateTime,
  ZIdInput,
  ZListResult,
  ZPagedResult,
  ZPagedSortedInput,
  ZVoid,
  zOptionalText,
} from "../common";
import { ZAuditDecisionInput, ZAuditDetailDto, ZAuditState } from "../audit-flow";
import { ZCustomerType, ZPriceSource } from "../enums";
import { zMoney } from "../money";

// SPEC §3 price revision record, §5 'Modified price required', §7 ProductRevisePriceRecord;
// DESIGN §5 Prices (issue 11). A revision sets what one customer pays for one SKU from now on;
// the newest live revision of a customer and SKU is the customer's current price. Revisions are
// a log: never changed (no Update), and Delete withdraws the customer's revised price.
// With an active PriceRevision audit flow, a revision that changes the price by more than the
// flow's threshold waits for its audit (StartAudit on Create → Audit by each node in order) and
// is written to the log, under the same id, only when the audit approves it (issue 13 item 5).

/** Money out: "80.00". */
const ZAmount = z.string();

export const ZRevisePriceInput = z.object({
  skuId: z.uuid({ error: "validation.required" }),
  customerId: z.uuid({ error: "validation.required" }),
  revisedPrice: zMoney("validation.modifiedPriceRequired"),
  remark: zOptionalText(200),
});
export type TRevisePriceInput = z.input<typeof ZRevisePriceInput>;

/** One row of the log: who had which price changed from what to what, by whom and when. */
export const ZPriceRevisionDto = ZAuditedDto.extend({
  id: z.uuid(),
  skuId: z.uuid(),
  skuNumber: z.string(),
  skuName: z.string(),
  customerId: z.uuid(),
  customerCode: z.string(),
  /** "Maple Trading — Ada Wong" for an enterprise, the person's name otherwise */
  customerName: z.string(),
  customerType: ZCustomerType,
  /** what the customer paid for one unit before this revision */
  originalPrice: ZAmount,
  revisedPrice: ZAmount,
  remark: z.string().nullable(),
  /** the operator: "name surname", or the user name */
  creatorName: z.string().nullable(),
  /** the customer's current price for the SKU (the newest live revision) */
  isCurrent: z.boolean(),
  /** withdrawn (Delete): no longer the customer's price */
  isWithdrawn: z.boolean(),
  withdrawnTime: ZDateTime.nullable(),
  withdrawnByName: z.string().nullable(),
  /**
   * null: applied at once, no audit; Pending: waiting for its audit, not applied (not in the
   * log); Approved: applied after its audit; Rejected: refused, never applied
   */
  auditState: ZAuditState.nullable(),
});
export type TPriceRevisionDto = z.infer<typeof ZPriceRevisionDto>;

/** A customer's current revised price for a SKU (GetMainAll), beside what they would pay without it. */
export const ZCurrentPriceDto = ZPriceRevisionDto.extend({
  /** membership in force today (DESIGN §5) */
  isMember: z.boolean(),
  /** what the customer would pay without a revision: the member price for a member, else the sale price */
  standardPrice: ZAmount,
  standardPriceSource: ZPriceSource,
  /** revisions of this customer and SKU so far, withdrawn ones included */
  revisionCount: z.number().int(),
});
export type TCurrentPriceDto = z.infer<typeof ZCurrentPriceDto>;

/** The filters SPEC §3 names for price revisions: SKU (id or number), customer (code or name). */
const ZRevisionFilters = {
  skuId: z.uuid().optional(),
  /** the SKU number, contains, ignoring case */
  number: z.string().trim().max(64).optional(),
  customerId: z.uuid().optional(),
  /** contains, ignoring case */
  customerCode: z.string().trim().max(64).optional(),
  /** the customer's name or enterprise name, contains, ignoring case */
  realName: z.string().trim().max(64).optional(),
};

/** A revision that went through an audit, with the audit's state, nodes and decisions. */
export const ZAuditedRevisionDto = ZPriceRevisionDto.extend({
  audit: ZAuditDetailDto,
  /** whether the caller may withdraw it now: pending, and they asked for it or may revise prices */
  canWithdraw: z.boolean(),
});
export type TAuditedRevisionDto = z.infer<typeof ZAuditedRevisionDto>;

export const revisionSortFields = ["creationTime", "revisedPrice", "customerCode"] as const;
export const ZGetRevisionsInput = ZPagedSortedInput(revisionSortFields).extend(ZRevisionFilters);
export const ZGetAuditedRevisionsInput = ZGetRevisionsInput.extend({
  /** the audit's state; every state when absent */
  state: ZAuditState.optional(),
});

export const ZFindCustomersInput = z.object({
  /** code, name, enterprise name, phone or e-mail, contains, ignoring case */
  keyword: z.string().trim().max(100).optional(),
  /** with it, each customer's current price for this SKU */
  skuId: z.uuid().optional(),
  maxResultCount: z.number().int().min(1).max(50).default(20),
});

export const ZCustomerPriceOption = z.object({
  id: z.uuid(),
  customerCode: z.string(),
  name: z.string(),
  customerType: ZCustomerType,
  isMember: z.boolean(),
  /** with `skuId`: what the customer pays for one unit now, and why */
  currentPrice: ZAmount.nullable(),
  priceSource: ZPriceSource.nullable(),
});
export type TCustomerPriceOption = z.infer<typeof ZCustomerPriceOption>;

const READ = "Pages.Order.Sales";
const REVISE = "Pages.Order.Sales.RevisePrice";

export const ProductRevisePriceRecord = contract("ProductRevisePriceRecord", {
  // POST /api/services/app/ProductRevisePriceRecord/Create — revise what a customer pays for a SKU; 'Modified price required'
  Create: op({
    verb: "POST",
    permission: REVISE,
    summary:
      "Revise a customer's price for a SKU (the original price is what the customer pays now)",
    input: ZRevisePriceInput,
    output: ZPriceRevisionDto,
  }),
  // GET /api/services/app/ProductRevisePriceRecord/Get — one log row, withdrawn or not
  Get: op({
    verb: "GET",
    permission: READ,
    summary: "A price revision (a row of the log, withdrawn ones included)",
    input: ZIdInput,
    output: ZPriceRevisionDto,
  }),
  // GET /api/services/app/ProductRevisePriceRecord/GetAll — the log: every revision, newest first
  GetAll: op({
    verb: "GET",
    permission: READ,
    summary: "The price revision log (withdrawn revisions included), newest first",
    input: ZGetRevisionsInput,
    output: ZPagedResult(ZPriceRevisionDto),
  }),
  // GET /api/services/app/ProductRevisePriceRecord/GetMainAll — each customer's current revised price
  GetMainAll: op({
    verb: "GET",
    permission: READ,
    summary:
      "Each customer's current revised price (per SKU and customer: the newest live revision)",
    input: ZGetRevisionsInput,
    output: ZPagedResult(ZCurrentPriceDto),
  }),
  // DELETE /api/services/app/ProductRevisePriceRecord/Delete — withdraw the customer's revised price for that SKU
  Delete: op({
    verb: "DELETE",
    permission: REVISE,
    summary:
      "Withdraw a customer's revised price for a SKU (every live revision of the pair; the log keeps them)",
    input: ZIdInput,
    output: ZVoid,
  }),
  // GET /api/services/app/ProductRevisePriceRecord/GetAuditAll — revisions that went through an audit, newest first
  GetAuditAll: op({
    verb: "GET",
    permission: READ,
    summary:
      "Price revisions that went through an audit (pending, approved or rejected), with each audit",
    input: ZGetAuditedRevisionsInput,
    output: ZPagedResult(ZAuditedRevisionDto),
  }),
  // POST /api/services/app/ProductRevisePriceRecord/Audit — approve or reject the current node of a pending revision's audit
  Audit: op({
    verb: "POST",
    permission: READ,
    summary:
      "Approve or reject a pending price revision at its audit's current node (its approver only); the last approval applies it",
    input: ZAuditDecisionInput,
    output: ZAuditedRevisionDto,
  }),
  // POST /api/services/app/ProductRevisePriceRecord/Withdraw — take back a pending revision (its requester, or one who may revise prices)
  Withdraw: op({
    verb: "POST",
    permission: READ,
    summary:
      "Withdraw a revision waiting for its audit (its requester, or a holder of RevisePrice): the audit ends Withdrawn, the price stays",
    input: ZIdInput,
    output: ZAuditedRevisionDto,
  }),
  // GET /api/services/app/ProductRevisePriceRecord/FindCustomers — customers to revise a price for, with what they pay now
  FindCustomers: op({
    verb: "GET",
    permission: REVISE,
    summary:
      "Customers by code, name, phone or e-mail for the revise dialog, with their current price for a SKU",
    input: ZFindCustomersInput,
    output: ZListResult(ZCustomerPriceOption),
  }),
});
