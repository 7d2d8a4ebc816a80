import * as z from "zod";
import { crudContract, op } from "@/lib/api/define";
import { ZAuditedDto, ZDateTime, ZPagedInput, zOptionalText, zRequired, zSorting } from "./common";
import { ZMoneyInput } from "./customer";
import { type TOrderStatus, ZOrderStatus, ZPaymentMethod } from "./enums";

// SPEC §3 Sales statistic, §7 FinanceSalesStatistic (CRUD plus POST Export); issue 12. One row
// per order, kept in step with it on every order write (those rows follow their order and cannot
// be changed here: 409), plus rows staff enter by hand for sales made outside the shop.

const READ = "Pages.Finance.SalesStatistic";

/** The list's sortable fields: columns that are never empty, so Export can page by them. */
export const salesStatisticSortFields = [
  "orderCode",
  "status",
  "goodsAmount",
  "totalAmount",
  "orderTime",
] as const;

/**
 * The statuses that count as a sale (the dashboard's sales; docs/decisions.md "Dashboard"): the
 * order was paid or its goods left, and it was not closed — the order list's In progress and
 * Completed tabs. An order waiting for payment is not a sale yet, a closed one never was.
 */
export const SALE_STATUSES = [
  "Paid",
  "Issued",
  "PaidAndIssued",
  "Received",
  "PaidAndReceived",
] as const satisfies readonly TOrderStatus[];

/** What the list, its totals and charts, and the export all filter by: one view. */
export const ZSalesStatisticFilter = z.object({
  /** contains, ignoring case */
  orderCode: z.string().trim().max(64).optional(),
  status: ZOrderStatus.optional(),
  paymentMethod: ZPaymentMethod.optional(),
  /** placed on or after */
  beginTime: ZDateTime.optional(),
  /** placed before */
  endTime: ZDateTime.optional(),
  /** only the rows that count as a sale (`SALE_STATUSES`: paid or shipped, not cancelled) */
  salesOnly: z.boolean().optional(),
});
export type TSalesStatisticFilter = z.output<typeof ZSalesStatisticFilter>;

export const ZGetSalesStatisticsInput = ZPagedInput.extend({
  ...ZSalesStatisticFilter.shape,
  sorting: zSorting(salesStatisticSortFields),
});

export const ZExportSalesStatisticsInput = ZSalesStatisticFilter.extend({
  /** the list's order; default newest first */
  sorting: zSorting(salesStatisticSortFields),
});

const ZOptionalTime = ZDateTime.nullable().optional();

/** A sale entered by hand (an offline sale): the total is the four amounts' sum. */
export const ZCreateSalesStatisticInput = z.object({
  orderCode: zRequired(64),
  customerCode: zOptionalText(32),
  customerName: zOptionalText(128),
  status: ZOrderStatus,
  paymentMethod: ZPaymentMethod.nullable().optional(),
  goodsAmount: ZMoneyInput,
  shippingFee: ZMoneyInput,
  gstAmount: ZMoneyInput,
  qstAmount: ZMoneyInput,
  orderTime: ZDateTime,
  paidTime: ZOptionalTime,
  shippedTime: ZOptionalTime,
  receivedTime: ZOptionalTime,
  cancelledTime: ZOptionalTime,
  remark: zOptionalText(200),
});
export const ZUpdateSalesStatisticInput = ZCreateSalesStatisticInput.extend({ id: z.uuid() });

export const ZSalesStatisticDto = ZAuditedDto.extend({
  id: z.uuid(),
  /** the order it follows; null for a sale entered by hand */
  orderId: z.uuid().nullable(),
  orderCode: z.string(),
  customerCode: z.string().nullable(),
  customerName: z.string().nullable(),
  status: ZOrderStatus,
  paymentMethod: ZPaymentMethod.nullable(),
  /** decimal strings with 2 places */
  goodsAmount: z.string(),
  shippingFee: z.string(),
  gstAmount: z.string(),
  qstAmount: z.string(),
  totalAmount: z.string(),
  orderTime: ZDateTime,
  paidTime: ZDateTime.nullable(),
  shippedTime: ZDateTime.nullable(),
  receivedTime: ZDateTime.nullable(),
  cancelledTime: ZDateTime.nullable(),
  remark: z.string().nullable(),
});
export type TSalesStatisticDto = z.infer<typeof ZSalesStatisticDto>;

/** The money columns of a set of statistics, summed (decimal strings with 2 places). */
const ZAmounts = z.object({
  count: z.number().int(),
  goodsAmount: z.string(),
  shippingFee: z.string(),
  gstAmount: z.string(),
  qstAmount: z.string(),
  totalAmount: z.string(),
});

export const ZSalesStatisticSummary = ZAmounts.extend({
  /** the days of the view that have sales (business time zone), oldest first; the last 400 */
  byDay: z.array(z.object({ day: z.iso.date(), count: z.number().int(), totalAmount: z.string() })),
  /** every status of the view, in the order of the state graph */
  byStatus: z.array(
    z.object({ status: ZOrderStatus, count: z.number().int(), totalAmount: z.string() }),
  ),
});
export type TSalesStatisticSummary = z.infer<typeof ZSalesStatisticSummary>;

// CRUD /api/services/app/FinanceSalesStatistic/* — finance's view of sales; rows of an order are
// read-only here (409), hand-entered ones can change and go.
export const FinanceSalesStatistic = crudContract(
  "FinanceSalesStatistic",
  {
    create: ZCreateSalesStatisticInput,
    update: ZUpdateSalesStatisticInput,
    list: ZGetSalesStatisticsInput,
    dto: ZSalesStatisticDto,
    permissions: {
      read: READ,
      create: `${READ}.Create`,
      update: `${READ}.Edit`,
      delete: `${READ}.Delete`,
    },
  },
  {
    // GET /api/services/app/FinanceSalesStatistic/GetSummary — totals, by day and by status, of the filtered view
    GetSummary: op({
      verb: "GET",
      permission: READ,
      summary: "Totals of the filtered statistics, their sales by day and by status",
      input: ZSalesStatisticFilter,
      output: ZSalesStatisticSummary,
    }),
    // POST /api/services/app/FinanceSalesStatistic/Export — the filtered view as .xlsx, every row, streamed
    Export: op({
      verb: "POST",
      permission: `${READ}.Export`,
      summary:
        "The filtered statistics as an .xlsx file, in the list's order, every row (streamed; raw file, not the envelope)",
      raw: true,
      // the file streams after the handler returns: it reads in batches, outside a transaction
      transactional: false,
      input: ZExportSalesStatisticsInput,
      output: z.any(),
    }),
  },
);
