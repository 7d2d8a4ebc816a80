import * as z from "zod";
import { contract, op } from "@/lib/api/define";
import {
  ZAuditedDto,
  ZDateTime,
  ZIdInput,
  ZPagedResult,
  ZPagedSortedInput,
  ZVoid,
  refineUniqueSkus,
  zOptionalText,
  zRequired,
} from "./common";
import { ZBillAddressDto, ZReceivingAddressDto } from "./customer";
import {
  ZCustomerType,
  ZOrderAction,
  ZOrderStatus,
  ZOrderStatusTab,
  ZPaymentMethod,
  ZPlatform,
  ZPriceSource,
  ZReceivingMethod,
  type TPlatform,
} from "./enums";

// SPEC §3 Order main, §4 order states and staff actions, §5 order on behalf, close, shipping, §7
// OrderMain; DESIGN §5 Orders, Prices, Stock (issue 11). Money travels as decimal strings with 2
// places; rates as percent strings ("9.975"). An order keeps what it was placed with.

/** Money out: "1200.00". */
const ZAmount = z.string();
/** A percent rate out: "5.000", "9.975". */
const ZRate = z.string();
const ZDate = z.iso.date({ error: "validation.date" });

/** At most this many product lines in one order, and units of one line. */
export const MAX_ORDER_LINES = 100;
const MAX_LINE_QUANTITY = 1_000_000;

export const ZOrderLineInput = z.object({
  skuId: z.uuid({ error: "validation.required" }),
  quantity: z
    .number({ error: "validation.required" })
    .int("validation.integer")
    .min(1, "validation.quantityPositive")
    .max(MAX_LINE_QUANTITY, "validation.tooLarge"),
});

const ZOrderLines = z
  .array(ZOrderLineInput)
  .max(MAX_ORDER_LINES, "validation.tooMany")
  .superRefine(refineUniqueSkus);

/**
 * What placing an order needs (SPEC §5 order on behalf: receiving method, address or self-lift
 * point, invoice address and quantity required). The addresses are the customer's own records;
 * the order copies them.
 */
const ZPlaceFields = z.object({
  receivingMethod: ZReceivingMethod,
  /** the customer's receiving address: required for LogisticsDelivery */
  receivingAddressId: z.uuid().nullish(),
  /** required for DoorToDoorSelfDelivery */
  selfLiftPointId: z.uuid().nullish(),
  /** the invoice address: one of the customer's bill addresses */
  billAddressId: z.uuid({ error: "validation.required" }),
  paymentMethod: ZPaymentMethod,
  invoiceHeader: zOptionalText(128),
  remark: zOptionalText(500),
  lines: ZOrderLines.min(1, "validation.atLeastOneProduct"),
});

/** The receiving method decides which of the two places is required. */
function placeRequired<T extends z.infer<typeof ZPlaceFields>>(value: T, ctx: z.RefinementCtx) {
  if (value.receivingMethod === "LogisticsDelivery" && !value.receivingAddressId)
    ctx.addIssue({ code: "custom", path: ["receivingAddressId"], message: "validation.required" });
  if (value.receivingMethod === "DoorToDoorSelfDelivery" && !value.selfLiftPointId)
    ctx.addIssue({ code: "custom", path: ["selfLiftPointId"], message: "validation.required" });
}

/** Staff placing an order for a customer (Create, DoPlaceOrderOnBehalf). */
export const ZPlaceOrderInput = ZPlaceFields.extend({
  customerId: z.uuid({ error: "validation.required" }),
}).superRefine(placeRequired);
export type TPlaceOrderInput = z.infer<typeof ZPlaceOrderInput>;

/** The platforms a customer orders from itself: the shops (OP is the staff console's). */
const CUSTOMER_PLATFORMS = ["PC", "H5"] as const satisfies readonly TPlatform[];

/** A signed-in customer placing their own order (CustomerCreateOrder). */
export const ZCustomerCreateOrderInput = ZPlaceFields.extend({
  platform: z.enum(CUSTOMER_PLATFORMS, { error: "validation.customerPlatform" }).default("PC"),
}).superRefine(placeRequired);

/** The live preview while an order is being put together: everything but the lines optional. */
export const ZCalculateInput = z.object({
  customerId: z.uuid({ error: "validation.required" }),
  receivingMethod: ZReceivingMethod.optional(),
  receivingAddressId: z.uuid().nullish(),
  selfLiftPointId: z.uuid().nullish(),
  paymentMethod: ZPaymentMethod.optional(),
  lines: ZOrderLines,
});

// --- outputs ---------------------------------------------------------------------------------

export const ZOrderTotals = z.object({
  goodsAmount: ZAmount,
  shippingFee: ZAmount,
  gstRate: ZRate,
  qstRate: ZRate,
  /** of goods + shipping, rounded to 2 decimals (half up) */
  gstAmount: ZAmount,
  qstAmount: ZAmount,
  totalAmount: ZAmount,
});

export const ZOrderLineDto = z.object({
  id: z.uuid(),
  skuId: z.uuid(),
  productId: z.uuid(),
  skuNumber: z.string(),
  productName: z.string(),
  specText: z.string().nullable(),
  unit: z.string().nullable(),
  quantity: z.number().int(),
  /** the SKU's sale price when placed */
  listPrice: ZAmount,
  unitPrice: ZAmount,
  priceSource: ZPriceSource,
  amount: ZAmount,
});

export const ZOrderEventDto = z.object({
  id: z.uuid(),
  action: ZOrderAction,
  fromStatus: ZOrderStatus.nullable(),
  toStatus: ZOrderStatus,
  remark: z.string().nullable(),
  creationTime: ZDateTime,
  creatorUserId: z.uuid().nullable(),
  /** "name surname" of who did it; null for the system (the unpaid-order job) */
  creatorName: z.string().nullable(),
});

/** What can be done to an order now, by its status and payment method (not by permission). */
export const ZOrderNextAction = z.enum([
  "ConfirmPayment",
  "MockPaid",
  "MockChequePaid",
  "OutStorage",
  "ActualOutStorage",
  "Received",
  "Cancelled",
  "Delete",
]);
export type TOrderNextAction = z.infer<typeof ZOrderNextAction>;

const ZOrderSummaryFields = ZAuditedDto.extend({
  id: z.uuid(),
  orderCode: z.string(),
  customerId: z.uuid(),
  customerCode: z.string(),
  customerName: z.string(),
  customerType: ZCustomerType,
  status: ZOrderStatus,
  paymentMethod: ZPaymentMethod,
  receivingMethod: ZReceivingMethod,
  platform: ZPlatform,
  recipientName: z.string(),
  totalAmount: ZAmount,
  /** units over all lines */
  totalQuantity: z.number().int(),
  lineCount: z.number().int(),
  /** the first line's product, for the list */
  firstProductName: z.string(),
  isOutStorage: z.boolean(),
  paidTime: ZDateTime.nullable(),
  shippedTime: ZDateTime.nullable(),
  placedByUserId: z.uuid().nullable(),
});

export const ZOrderListItemDto = ZOrderSummaryFields;
export type TOrderListItemDto = z.infer<typeof ZOrderListItemDto>;

export const ZOrderDto = ZOrderSummaryFields.extend(ZOrderTotals.shape).extend({
  isMember: z.boolean(),
  recipientPhone: z.string().nullable(),
  recipientEmail: z.string().nullable(),
  recipientAddress: z.string().nullable(),
  provinceId: z.uuid().nullable(),
  provinceName: z.string().nullable(),
  selfLiftPointId: z.uuid().nullable(),
  /** a self-pickup order's point's warehouse: the one it is picked in */
  pickupWarehouseId: z.uuid().nullable(),
  invoiceHeader: z.string().nullable(),
  invoiceAddress: z.string(),
  quotaCharged: ZAmount,
  paymentRemark: z.string().nullable(),
  cancelReason: z.string().nullable(),
  cancelledTime: ZDateTime.nullable(),
  outboundId: z.uuid().nullable(),
  outboundCode: z.string().nullable(),
  outStorageTime: ZDateTime.nullable(),
  /** the LogisticsCompany dictionary value's key (orders shipped before: free text) */
  logisticsCompany: z.string().nullable(),
  /** the carrier's display name in the dictionary, or the stored text when it has none */
  logisticsCompanyName: z.string().nullable(),
  logisticsNumber: z.string().nullable(),
  expectedDeliveryDate: z.iso.date().nullable(),
  receivedTime: ZDateTime.nullable(),
  remark: z.string().nullable(),
  lines: z.array(ZOrderLineDto),
  /** oldest first */
  events: z.array(ZOrderEventDto),
  nextActions: z.array(ZOrderNextAction),
});
export type TOrderDto = z.infer<typeof ZOrderDto>;

export const ZOrderPreviewLine = z.object({
  skuId: z.uuid(),
  skuNumber: z.string(),
  productName: z.string(),
  specText: z.string().nullable(),
  unit: z.string().nullable(),
  quantity: z.number().int(),
  /** what can be ordered now (on shelf, not reserved) */
  availableStock: z.number().int(),
  minPurchaseQuantity: z.number().int(),
  listPrice: ZAmount,
  unitPrice: ZAmount,
  priceSource: ZPriceSource,
  amount: ZAmount,
  /** why this line cannot be ordered as it is (localised), or null */
  problem: z.string().nullable(),
});

export const ZOrderPreviewDto = ZOrderTotals.extend({
  lines: z.array(ZOrderPreviewLine),
  /** the province whose rates apply, null when none is chosen yet */
  taxProvinceName: z.string().nullable(),
  /** the default rates apply (no setting for that province, or none chosen) */
  isDefaultTax: z.boolean(),
  freeShippingThreshold: ZAmount,
  /** an enterprise's quota left before this order; null for other customers */
  quotaRemaining: ZAmount.nullable(),
  /** why the order cannot be placed as it is (localised), in addition to lines' problems */
  problems: z.array(z.string()),
});
export type TOrderPreviewDto = z.infer<typeof ZOrderPreviewDto>;

export const ZSelfLiftPointOption = z.object({
  id: z.uuid(),
  name: z.string(),
  warehouseName: z.string(),
  address: z.string(),
  provinceId: z.uuid().nullable(),
});

export const ZPrepareOrderDto = z.object({
  customer: z.object({
    id: z.uuid(),
    customerCode: z.string(),
    customerType: ZCustomerType,
    name: z.string(),
    email: z.string().nullable(),
    mobilePhone: z.string().nullable(),
    isMember: z.boolean(),
    memberValidity: z.iso.date().nullable(),
    invoiceHeader: z.string().nullable(),
    /** enterprises: quota granted, used and left */
    accountQuota: ZAmount.nullable(),
    quotaRemaining: ZAmount.nullable(),
  }),
  receivingAddresses: z.array(ZReceivingAddressDto),
  billAddresses: z.array(ZBillAddressDto),
  selfLiftPoints: z.array(ZSelfLiftPointOption),
  /** AccountQuota only for enterprises */
  paymentMethods: z.array(ZPaymentMethod),
  shippingFee: ZAmount,
  freeShippingThreshold: ZAmount,
});
export type TPrepareOrderDto = z.infer<typeof ZPrepareOrderDto>;

export const orderSortFields = ["orderCode", "creationTime", "totalAmount", "status"] as const;

export const ZGetOrdersInput = ZPagedSortedInput(orderSortFields).extend({
  /** contains, ignoring case */
  orderCode: z.string().trim().max(64).optional(),
  /** the customer's name or code, contains, ignoring case */
  userName: z.string().trim().max(64).optional(),
  receivingMethod: ZReceivingMethod.optional(),
  status: ZOrderStatus.optional(),
  paymentMethod: ZPaymentMethod.optional(),
  /** placed on or after */
  beginTime: ZDateTime.optional(),
  /** placed before */
  endTime: ZDateTime.optional(),
  /** orders with a line of this SKU number (contains, ignoring case) */
  productNumber: z.string().trim().max(64).optional(),
  /** only orders picked for shipping (with an outbound record) */
  isOnlyIncludeOutStorage: z.boolean().optional(),
  /** DESIGN §5: UnPaid = ToBePaid; Pending = Paid, Issued, PaidAndIssued, Received; Complete = PaidAndReceived */
  orderStatusTab: ZOrderStatusTab.optional(),
  customerId: z.uuid().optional(),
  /** only orders the caller placed */
  isOnlyMine: z.boolean().optional(),
});

export const ZOrderTabCounts = z.object({
  All: z.number().int(),
  UnPaid: z.number().int(),
  Pending: z.number().int(),
  Complete: z.number().int(),
});

const MANAGE = "Pages.Order.Management";
/** The most orders one invoice PDF takes (BatchDownloadInvoicePdf). */
export const MAX_INVOICE_BATCH = 100;
const ZRemarkInput = ZIdInput.extend({ remark: zOptionalText(200) });

export const OrderMain = contract("OrderMain", {
  // GET /api/services/app/OrderMain/GetAll — orders with filters, and the count of each tab
  GetAll: op({
    verb: "GET",
    permission: MANAGE,
    dataScope: MANAGE,
    summary: "List orders (filters, tab) with the count of every tab under the other filters",
    input: ZGetOrdersInput,
    output: ZPagedResult(ZOrderListItemDto).extend({
      tabCounts: ZOrderTabCounts,
      /** the tabs whose count is an estimate (over EXACT_COUNT_LIMIT orders, issue 16) */
      estimatedTabs: z.array(ZOrderStatusTab).optional(),
    }),
  }),
  // GET /api/services/app/OrderMain/Get — one order with lines, timeline and what can be done next
  Get: op({
    verb: "GET",
    permission: MANAGE,
    dataScope: MANAGE,
    summary: "An order with its lines, totals, timeline and next actions",
    input: ZIdInput,
    output: ZOrderDto,
  }),
  // POST /api/services/app/OrderMain/Create — place an order for a customer (as DoPlaceOrderOnBehalf)
  Create: op({
    verb: "POST",
    permission: `${MANAGE}.Create`,
    summary:
      "Place an order for a customer: prices, taxes, shipping, stock reserved, quota charged",
    input: ZPlaceOrderInput,
    output: ZOrderDto,
  }),
  // PUT /api/services/app/OrderMain/Update — the invoice header and remark (money and stock are fixed)
  Update: op({
    verb: "PUT",
    permission: `${MANAGE}.Edit`,
    dataScope: MANAGE,
    summary: "Change an order's invoice header and remark (not cancelled or completed)",
    input: ZIdInput.extend({
      invoiceHeader: zOptionalText(128),
      remark: zOptionalText(500),
    }),
    output: ZOrderDto,
  }),
  // DELETE /api/services/app/OrderMain/Delete — only a cancelled order that was never paid
  Delete: op({
    verb: "DELETE",
    permission: `${MANAGE}.Delete`,
    dataScope: MANAGE,
    summary: "Delete a cancelled, never-paid order",
    input: ZIdInput,
    output: ZVoid,
  }),
  // POST …/PreparePlaceOrderOnBehalf — the customer (by e-mail and code) and the choices of the form
  PreparePlaceOrderOnBehalf: op({
    verb: "POST",
    permission: `${MANAGE}.PlaceOnBehalf`,
    summary:
      "The customer of an e-mail and code with their addresses, pickup points, payment methods and shipping rules",
    input: z.object({
      email: z.string().trim().min(1, "validation.required").max(256, "validation.tooLong"),
      customerCode: z.string().trim().min(1, "validation.required").max(32, "validation.tooLong"),
    }),
    output: ZPrepareOrderDto,
  }),
  // POST …/CalculateSelectItem — the live preview: prices, stock, shipping, taxes, total
  CalculateSelectItem: op({
    verb: "POST",
    permission: [`${MANAGE}.PlaceOnBehalf`, `${MANAGE}.Create`],
    summary: "Price a selection for a customer: lines, shipping, GST, QST, total and problems",
    input: ZCalculateInput,
    output: ZOrderPreviewDto,
  }),
  // POST …/DoPlaceOrderOnBehalf — place the order (refused with the reason: 'Order failed')
  DoPlaceOrderOnBehalf: op({
    verb: "POST",
    permission: `${MANAGE}.PlaceOnBehalf`,
    summary: "Place an order on behalf of a customer",
    input: ZPlaceOrderInput,
    output: ZOrderDto,
  }),
  // POST …/CustomerCreateOrder — the signed-in customer's own order
  CustomerCreateOrder: op({
    verb: "POST",
    permission: "@customer",
    summary: "A signed-in customer places their own order",
    input: ZCustomerCreateOrderInput,
    output: ZOrderDto,
  }),
  // POST …/Cancelled — close with a reason: a picked order's outbound record withdrawn, stock released
  Cancelled: op({
    verb: "POST",
    permission: `${MANAGE}.Cancel`,
    dataScope: MANAGE,
    summary:
      "Close an order (ToBePaid or Paid, not shipped) with a reason; a picked order's outbound record is withdrawn",
    // its own transaction, so the customer's e-mail goes out only once the order is closed
    transactional: false,
    input: ZIdInput.extend({ reason: zRequired(200) }),
    output: ZOrderDto,
  }),
  // POST …/OutStorage — pick the order in a warehouse: its outbound record (to be delivered)
  OutStorage: op({
    verb: "POST",
    permission: `${MANAGE}.OutStorage`,
    dataScope: MANAGE,
    summary: "Pick an order for shipping from a warehouse: creates its outbound record",
    input: ZIdInput.extend({ warehouseId: z.uuid({ error: "validation.required" }) }),
    output: ZOrderDto,
  }),
  // POST …/ActualOutStorage — ship: stock leaves; logistics data for delivery, an e-mail for pickup
  ActualOutStorage: op({
    verb: "POST",
    permission: `${MANAGE}.ActualOutStorage`,
    dataScope: MANAGE,
    summary:
      "Ship a picked order: logistics company, number and expected date for delivery; pickup e-mails the customer",
    // its own transaction, so the customer's e-mail goes out only once the order has shipped
    transactional: false,
    input: ZIdInput.extend({
      /** a value key of the LogisticsCompany data dictionary, checked on the server */
      logisticsCompany: zOptionalText(64),
      logisticsNumber: zOptionalText(64),
      expectedDeliveryDate: ZDate.nullish(),
    }),
    output: ZOrderDto,
  }),
  // POST …/Received — the customer has the goods
  Received: op({
    verb: "POST",
    permission: `${MANAGE}.Received`,
    dataScope: MANAGE,
    summary: "Mark a shipped order received",
    input: ZIdInput,
    output: ZOrderDto,
  }),
  // POST …/ConfirmPayment — staff confirm the money arrived (any payment method)
  ConfirmPayment: op({
    verb: "POST",
    permission: `${MANAGE}.ConfirmPayment`,
    dataScope: MANAGE,
    summary: "Confirm an order's payment",
    input: ZRemarkInput,
    output: ZOrderDto,
  }),
  // POST …/MockPaid — a card payment, in payment test mode only
  MockPaid: op({
    verb: "POST",
    permission: `${MANAGE}.MockPaid`,
    dataScope: MANAGE,
    summary: "Pay a credit-card order (payment test mode only)",
    input: ZIdInput,
    output: ZOrderDto,
  }),
  // POST …/MockChequePaid — a cheque order's cheque has cleared
  MockChequePaid: op({
    verb: "POST",
    permission: `${MANAGE}.MockChequePaid`,
    dataScope: MANAGE,
    summary: "Pay a cheque order",
    input: ZRemarkInput,
    output: ZOrderDto,
  }),
  // GET …/BatchDownloadInvoicePdf — the invoices of orders as one PDF, in the order given;
  // `download` makes it an attachment
  BatchDownloadInvoicePdf: op({
    verb: "GET",
    permission: `${MANAGE}.DownloadInvoice`,
    dataScope: MANAGE,
    summary:
      "The invoices of 1 to 100 orders as one PDF, each from a new page (raw bytes, not the envelope)",
    raw: true,
    input: z.object({
      orderMainIds: z
        .array(z.uuid())
        .min(1, "validation.selectAtLeastOne")
        .max(MAX_INVOICE_BATCH, "validation.tooMany"),
      /** as an attachment (the browser saves it) rather than shown inline */
      download: z.boolean().optional(),
    }),
    output: z.any(),
  }),
});
