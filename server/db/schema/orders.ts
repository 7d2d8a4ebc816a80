import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  numeric,
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

// Orders and prices (SPEC §3 Order main, price revision; §4 order states; DESIGN §5 Orders,
// Prices, Stock; issue 11); the tax and order settings they use are in system.ts. An order copies what it
// was placed with (customer, addresses, prices, rates) so it reads the same after they change.

/** Percent rates with up to 3 decimals ("9.975"). */
const rate = (name: string) => numeric(name, { precision: 6, scale: 3, mode: "string" });

/** Order codes: SO-000001, SO-000002, … (one sequence; codes stay unique per tenant). */
export const orderCodeSequence = pgSequence("order_code_seq", { startWith: 1 });

/**
 * An order (DESIGN §5 Orders): payment and delivery are two independent steps, so `status` is
 * one of SPEC's seven values and every change is an `order_events` row. Money is as placed:
 * goods + shipping, then GST and QST of the tax province on that sum, each rounded to 2
 * decimals; `quotaCharged` is what an AccountQuota order took from the enterprise's quota.
 */
export const orders = pgTable(
  "orders",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    orderCode: text("order_code").notNull(),
    customerId: uuid("customer_id").notNull(),
    /** the customer as placed: code, display name ("enterprise — contact" or the person) */
    customerCode: text("customer_code").notNull(),
    customerName: text("customer_name").notNull(),
    customerType: text("customer_type").notNull(),
    /** member prices applied (membership in force when placed) */
    isMember: boolean("is_member").notNull().default(false),
    platform: text("platform").notNull().default("OP"),
    receivingMethod: text("receiving_method").notNull(),
    recipientName: text("recipient_name").notNull(),
    recipientPhone: text("recipient_phone"),
    recipientEmail: text("recipient_email"),
    /** one line, as printed: street, town, city, province, country, postcode */
    recipientAddress: text("recipient_address"),
    /** delivery: the receiving address's province; pickup: the point's. Taxes follow it. */
    provinceId: uuid("province_id"),
    provinceName: text("province_name"),
    selfLiftPointId: uuid("self_lift_point_id"),
    invoiceHeader: text("invoice_header"),
    invoiceAddress: text("invoice_address").notNull(),
    paymentMethod: text("payment_method").notNull(),
    status: text("status").notNull().default("ToBePaid"),
    goodsAmount: money("goods_amount").notNull(),
    shippingFee: money("shipping_fee").notNull(),
    gstRate: rate("gst_rate").notNull(),
    qstRate: rate("qst_rate").notNull(),
    gstAmount: money("gst_amount").notNull(),
    qstAmount: money("qst_amount").notNull(),
    totalAmount: money("total_amount").notNull(),
    quotaCharged: money("quota_charged").notNull().default("0"),
    /** the order settings version the shipping fee came from */
    orderSettingId: uuid("order_setting_id"),
    paidTime: timestampColumn("paid_time"),
    paymentRemark: text("payment_remark"),
    cancelReason: text("cancel_reason"),
    cancelledTime: timestampColumn("cancelled_time"),
    outboundId: uuid("outbound_id"),
    outStorageTime: timestampColumn("out_storage_time"),
    logisticsCompany: text("logistics_company"),
    logisticsNumber: text("logistics_number"),
    expectedDeliveryDate: date("expected_delivery_date", { mode: "string" }),
    shippedTime: timestampColumn("shipped_time"),
    receivedTime: timestampColumn("received_time"),
    /** the staff member who placed it on the customer's behalf (null: the customer did) */
    placedByUserId: uuid("placed_by_user_id"),
    remark: text("remark"),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("orders_code_uq").on(t.tenantId, t.orderCode),
    // the list: newest first, by tab (status), by customer; the unpaid-order job: status + time
    index("orders_creation_time_idx").on(t.tenantId, t.creationTime),
    index("orders_status_time_idx").on(t.tenantId, t.status, t.creationTime),
    index("orders_customer_idx").on(t.tenantId, t.customerId, t.creationTime),
    index("orders_outbound_idx").on(t.tenantId, t.outboundId),
    // the list's sort by total (issue 16)
    index("orders_total_idx").on(t.tenantId, t.totalAmount),
    // the code search (order list, command palette): contains, any case
    index("orders_code_trgm_idx").using("gin", sql`${t.orderCode} gin_trgm_ops`),
  ],
);

/** An order's product line, as placed: the SKU's number, name and specs, price and its source. */
export const orderLines = pgTable(
  "order_lines",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    skuId: uuid("sku_id").notNull(),
    productId: uuid("product_id").notNull(),
    skuNumber: text("sku_number").notNull(),
    productName: text("product_name").notNull(),
    /** "Colour: Black · Size: M" */
    specText: text("spec_text"),
    unit: text("unit"),
    quantity: integer("quantity").notNull(),
    /** the SKU's sale price when placed (what the customer saw crossed out, if less) */
    listPrice: money("list_price").notNull(),
    unitPrice: money("unit_price").notNull(),
    /** Revised, Member or Sale (lib/contracts enums PriceSource) */
    priceSource: text("price_source").notNull(),
    amount: money("amount").notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    index("order_lines_order_idx").on(t.orderId, t.sortOrder),
    // orders by product number; a SKU's sales (supplier sales, sales volume)
    index("order_lines_sku_idx").on(t.tenantId, t.skuId),
  ],
);

/** An order's timeline: every transition with who and when (SPEC §4; issue 11). */
export const orderEvents = pgTable(
  "order_events",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id),
    /** lib/contracts enums OrderAction */
    action: text("action").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status").notNull(),
    /** the cancel reason, the logistics number, the payment remark … */
    remark: text("remark"),
    ...auditColumns(),
  },
  (t) => [index("order_events_order_idx").on(t.orderId, t.creationTime)],
);

/**
 * A price revision: from now on this customer pays `revisedPrice` for the SKU (DESIGN §5 Prices:
 * the latest revision wins). Rows are never changed; the log is the table itself.
 */
export const priceRevisions = pgTable(
  "price_revisions",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    skuId: uuid("sku_id").notNull(),
    customerId: uuid("customer_id").notNull(),
    originalPrice: money("original_price").notNull(),
    revisedPrice: money("revised_price").notNull(),
    remark: text("remark"),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    // a customer's current price for a SKU: the newest row
    index("price_revisions_current_idx").on(t.tenantId, t.skuId, t.customerId, t.creationTime),
    index("price_revisions_customer_idx").on(t.tenantId, t.customerId),
  ],
);
