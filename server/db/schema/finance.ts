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
import { customers } from "./customers";
import { orders } from "./orders";
import { suppliers } from "./stock";

// Purchase and finance (SPEC §3 Suppliers, Member payment order, Sales statistic; §4 supplier
// sales and member payment states; DESIGN §5 Suppliers and Customers; issue 12).

/**
 * A supplier's sales in one month (SPEC §7 SupplierProductSaleMain): the shipped order lines of
 * the SKUs it supplied, at sale price (totalSales) and factory price (totalCost). Staff settle a
 * month that has ended with the amount actually paid; a settled month is read-only.
 */
export const supplierSaleMains = pgTable(
  "supplier_sale_mains",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    supplierId: uuid("supplier_id")
      .notNull()
      .references(() => suppliers.id),
    /** "2026-11" in the business time zone */
    month: text("month").notNull(),
    /** the first day of the month (SPEC's salesTime; the list sorts and filters by it) */
    salesTime: date("sales_time", { mode: "string" }).notNull(),
    totalSales: money("total_sales").notNull().default("0"),
    totalCost: money("total_cost").notNull().default("0"),
    isSettled: boolean("is_settled").notNull().default(false),
    actualSettlementAmount: money("actual_settlement_amount"),
    settledTime: timestampColumn("settled_time"),
    settledUserId: uuid("settled_user_id"),
    settlementRemark: text("settlement_remark"),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("supplier_sale_mains_month_uq")
      .on(t.tenantId, t.supplierId, t.month)
      .where(sql`${t.isDeleted} = false`),
    index("supplier_sale_mains_time_idx").on(t.tenantId, t.salesTime),
    index("supplier_sale_mains_settled_idx").on(t.tenantId, t.isSettled, t.salesTime),
  ],
);

/** One shipped order line counted in a supplier's month (SPEC §7 SupplierProductSaleDetail). */
export const supplierSaleDetails = pgTable(
  "supplier_sale_details",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    productSaleMainId: uuid("product_sale_main_id")
      .notNull()
      .references(() => supplierSaleMains.id),
    /** the order line it counts (null for a line staff entered by hand) */
    orderLineId: uuid("order_line_id"),
    orderId: uuid("order_id"),
    orderCode: text("order_code"),
    skuId: uuid("sku_id"),
    productName: text("product_name").notNull(),
    /** the SKU number */
    productNumber: text("product_number").notNull(),
    quantity: integer("quantity").notNull(),
    unitPrice: money("unit_price").notNull(),
    salesAmount: money("sales_amount").notNull(),
    /** the SKU's factory price when shipped */
    unitCost: money("unit_cost").notNull(),
    costAmount: money("cost_amount").notNull(),
    shippedTime: timestampColumn("shipped_time"),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    index("supplier_sale_details_main_idx").on(t.productSaleMainId, t.shippedTime),
    // an order line is counted once
    uniqueIndex("supplier_sale_details_line_uq")
      .on(t.orderLineId)
      .where(sql`${t.orderLineId} is not null and ${t.isDeleted} = false`),
  ],
);

/**
 * Finance's view of sales (SPEC §7 FinanceSalesStatistic): one row per order, kept in step with
 * it on every order write, plus rows staff enter by hand (orderId null: offline sales).
 */
export const salesStatistics = pgTable(
  "sales_statistics",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    orderId: uuid("order_id").references(() => orders.id),
    orderCode: text("order_code").notNull(),
    customerCode: text("customer_code"),
    customerName: text("customer_name"),
    status: text("status").notNull(),
    paymentMethod: text("payment_method"),
    goodsAmount: money("goods_amount").notNull(),
    shippingFee: money("shipping_fee").notNull(),
    gstAmount: money("gst_amount").notNull(),
    qstAmount: money("qst_amount").notNull(),
    totalAmount: money("total_amount").notNull(),
    /** when the order was placed (the date the statistics group by) */
    orderTime: timestampColumn("order_time").notNull(),
    paidTime: timestampColumn("paid_time"),
    shippedTime: timestampColumn("shipped_time"),
    receivedTime: timestampColumn("received_time"),
    cancelledTime: timestampColumn("cancelled_time"),
    remark: text("remark"),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("sales_statistics_order_uq").on(t.orderId),
    index("sales_statistics_time_idx").on(t.tenantId, t.orderTime),
    index("sales_statistics_status_time_idx").on(t.tenantId, t.status, t.orderTime),
    index("sales_statistics_code_idx").on(t.tenantId, sql`lower(${t.orderCode})`),
  ],
);

/** Member payment order codes: MP-000001, … */
export const memberPaymentCodeSequence = pgSequence("member_payment_code_seq", { startWith: 1 });

/**
 * A membership fee (SPEC §7 FinanceMemberPaymentOrder; DESIGN §5 Customers): marking it paid
 * extends the customer's memberValidity by `periodMonths` (from today, or from the validity if
 * that is later) and makes the customer a Member. A paid order is read-only.
 */
export const memberPaymentOrders = pgTable(
  "member_payment_orders",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    code: text("code").notNull(),
    customerId: uuid("customer_id")
      .notNull()
      .references(() => customers.id),
    customerCode: text("customer_code").notNull(),
    amount: money("amount").notNull(),
    periodMonths: integer("period_months").notNull(),
    isPaid: boolean("is_paid").notNull().default(false),
    paidTime: timestampColumn("paid_time"),
    paidUserId: uuid("paid_user_id"),
    /** the membership this payment bought: validFrom … validTo (set when paid) */
    validFrom: date("valid_from", { mode: "string" }),
    validTo: date("valid_to", { mode: "string" }),
    remark: text("remark"),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("member_payment_orders_code_uq").on(t.tenantId, t.code),
    index("member_payment_orders_time_idx").on(t.tenantId, t.creationTime),
    index("member_payment_orders_paid_idx").on(t.tenantId, t.isPaid, t.creationTime),
    index("member_payment_orders_customer_idx").on(t.tenantId, t.customerId, t.creationTime),
    index("member_payment_orders_code_lower_idx").on(t.tenantId, sql`lower(${t.customerCode})`),
  ],
);
