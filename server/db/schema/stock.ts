import { sql } from "drizzle-orm";
import {
  boolean,
  check,
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
  softDeleteColumns,
  tenantColumn,
  timestampColumn,
} from "./columns";

/**
 * Every stock change of a SKU (DESIGN §5 Stock): stock per warehouse and location is a sum of
 * these rows, and history is never lost. `reason`: StockIn, TransferOut, TransferIn, Count,
 * Shipped (lib/contracts/stock.ts ZStockReason). `reference` is the document's code (stock-in
 * code, transfer code, outbound code) and `referenceId` its id; the two rows of one transfer
 * share both. Only server/services/warehouse/stock-posting.ts writes here.
 */
export const stockLedger = pgTable(
  "stock_ledger",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    skuId: uuid("sku_id").notNull(),
    warehouseId: uuid("warehouse_id"),
    locationId: uuid("location_id"),
    delta: integer("delta").notNull(),
    /**
     * The change of the SKU's reserved stock (orders, issue 11): +q when an order reserves q
     * (a `Reserved` row with delta 0 and no place), −q when it ships (the `Shipped` row, with
     * delta −q at its place) or is cancelled (`Released`). The sum per SKU is its reservedStock.
     */
    reservedDelta: integer("reserved_delta").notNull().default(0),
    reason: text("reason").notNull(),
    reference: text("reference"),
    referenceId: uuid("reference_id"),
    /** what the person wrote: a count's reason, a transfer's note */
    remark: text("remark"),
    ...auditColumns(),
  },
  (t) => [
    // one SKU's ledger, newest first
    index("stock_ledger_sku_idx").on(t.tenantId, t.skuId, t.creationTime),
    index("stock_ledger_reference_idx").on(t.referenceId),
    // stock per warehouse and location is a sum over these
    index("stock_ledger_place_idx").on(t.tenantId, t.warehouseId, t.locationId, t.skuId),
  ],
);

/**
 * Stock on hand per SKU and location: the running sum of the ledger, written in the same
 * statement batch as each ledger row (never on its own), so the stock query reads one row per
 * place instead of summing history. The check makes negative stock at a place impossible even
 * under concurrent writers. The invariant test compares it with the ledger.
 */
export const stockBalances = pgTable(
  "stock_balances",
  {
    tenantId: tenantColumn(),
    skuId: uuid("sku_id").notNull(),
    warehouseId: uuid("warehouse_id").notNull(),
    locationId: uuid("location_id").notNull(),
    quantity: integer("quantity").notNull().default(0),
  },
  (t) => [
    uniqueIndex("stock_balances_place_uq").on(t.tenantId, t.skuId, t.locationId),
    index("stock_balances_location_idx").on(t.tenantId, t.warehouseId, t.locationId),
    check("stock_balances_quantity_not_negative", sql`${t.quantity} >= 0`),
  ],
);

// --- warehouses (SPEC §3 Warehouse, §5; issue 10) -------------------------------------------

/** A warehouse: name unique per tenant, status Enable or Disable (SPEC's Switch). */
export const warehouses = pgTable(
  "warehouses",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    name: text("name").notNull(),
    status: text("status").notNull().default("Enable"),
    description: text("description"),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("warehouses_name_uq")
      .on(t.tenantId, sql`lower(${t.name})`)
      .where(sql`${t.isDeleted} = false`),
    index("warehouses_status_idx").on(t.tenantId, t.status),
  ],
);

/** A place in a warehouse: frame (rack), layer (shelf) and position, unique within it. */
export const warehouseLocations = pgTable(
  "warehouse_locations",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    warehouseId: uuid("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    frame: text("frame").notNull(),
    layer: text("layer").notNull(),
    position: text("position").notNull(),
    status: text("status").notNull().default("Enable"),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("warehouse_locations_place_uq")
      .on(t.warehouseId, sql`lower(${t.frame})`, sql`lower(${t.layer})`, sql`lower(${t.position})`)
      .where(sql`${t.isDeleted} = false`),
    index("warehouse_locations_warehouse_idx").on(t.tenantId, t.warehouseId, t.status),
  ],
);

/** Where customers collect orders (SPEC §3 self-lifting point). */
export const selfLiftPoints = pgTable(
  "self_lift_points",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    warehouseId: uuid("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    name: text("name").notNull(),
    contacts: text("contacts").notNull(),
    contactNumber: text("contact_number").notNull(),
    contactEmail: text("contact_email").notNull(),
    countryId: uuid("country_id"),
    provinceId: uuid("province_id").notNull(),
    cityId: uuid("city_id").notNull(),
    address: text("address").notNull(),
    remark: text("remark"),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [index("self_lift_points_warehouse_idx").on(t.tenantId, t.warehouseId)],
);

/** A stock-in order (SPEC §3): its lines post to the ledger when it is warehoused. */
export const stockIns = pgTable(
  "stock_ins",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    inStorageCode: text("in_storage_code").notNull(),
    supplierId: uuid("supplier_id")
      .notNull()
      .references(() => suppliers.id),
    purchaseCode: text("purchase_code").notNull(),
    /** a data-dictionary value (InStorageType) */
    inStorageType: text("in_storage_type").notNull(),
    handler: text("handler").notNull(),
    inStorageTime: timestampColumn("in_storage_time").notNull(),
    warehouseId: uuid("warehouse_id")
      .notNull()
      .references(() => warehouses.id),
    locationId: uuid("location_id")
      .notNull()
      .references(() => warehouseLocations.id),
    isWarehoused: boolean("is_warehoused").notNull().default(false),
    warehousedTime: timestampColumn("warehoused_time"),
    remark: text("remark"),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("stock_ins_code_uq")
      .on(t.tenantId, sql`lower(${t.inStorageCode})`)
      .where(sql`${t.isDeleted} = false`),
    index("stock_ins_warehouse_time_idx").on(t.tenantId, t.warehouseId, t.inStorageTime),
    index("stock_ins_supplier_idx").on(t.tenantId, t.supplierId),
    // the list's default order (newest first) and its time sort, unfiltered
    index("stock_ins_creation_time_idx").on(t.tenantId, t.creationTime),
    index("stock_ins_time_idx").on(t.tenantId, t.inStorageTime),
  ],
);

export const stockInLines = pgTable(
  "stock_in_lines",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    stockInId: uuid("stock_in_id")
      .notNull()
      .references(() => stockIns.id),
    skuId: uuid("sku_id").notNull(),
    quantity: integer("quantity").notNull(),
    costPrice: numeric("cost_price", { precision: 18, scale: 2, mode: "string" }).notNull(),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [
    index("stock_in_lines_stock_in_idx").on(t.stockInId),
    index("stock_in_lines_sku_idx").on(t.tenantId, t.skuId),
  ],
);

/** Outbound codes: OUT-000001, OUT-000002, … (one sequence; codes stay unique per tenant). */
export const outboundCodeSequence = pgSequence("outbound_code_seq", { startWith: 1 });

/** An outbound record (SPEC §4: ToBeDelivered → Issued), written by orders when they ship. */
export const outboundRecords = pgTable(
  "outbound_records",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    outboundCode: text("outbound_code").notNull(),
    orderId: uuid("order_id"),
    orderCode: text("order_code"),
    customerId: uuid("customer_id"),
    warehouseId: uuid("warehouse_id").references(() => warehouses.id),
    status: text("status").notNull().default("ToBeDelivered"),
    issuedTime: timestampColumn("issued_time"),
    /** the delivery note's addressee, copied from the order when the record is made */
    recipientName: text("recipient_name").notNull(),
    recipientPhone: text("recipient_phone"),
    recipientAddress: text("recipient_address"),
    remark: text("remark"),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("outbound_records_code_uq").on(t.tenantId, t.outboundCode),
    index("outbound_records_status_time_idx").on(t.tenantId, t.status, t.creationTime),
    index("outbound_records_warehouse_idx").on(t.tenantId, t.warehouseId),
    index("outbound_records_order_idx").on(t.tenantId, t.orderId),
    // the list's default order (newest first), unfiltered
    index("outbound_records_creation_time_idx").on(t.tenantId, t.creationTime),
  ],
);

/** What leaves with an outbound record; the location is where it is taken from when issued. */
export const outboundRecordLines = pgTable(
  "outbound_record_lines",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    outboundId: uuid("outbound_id")
      .notNull()
      .references(() => outboundRecords.id),
    skuId: uuid("sku_id").notNull(),
    /** copied when the record is made, so the note reads the same after a rename */
    skuNumber: text("sku_number").notNull(),
    productName: text("product_name").notNull(),
    quantity: integer("quantity").notNull(),
    locationId: uuid("location_id").references(() => warehouseLocations.id),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [index("outbound_record_lines_outbound_idx").on(t.outboundId)],
);

// --- suppliers (SPEC §3 Suppliers; the Supplier standard set is here because stock-ins name
// them; import, template and sales records come with the purchase issue) -----------------------

export const suppliers = pgTable(
  "suppliers",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    supplierName: text("supplier_name").notNull(),
    mobilePhone: text("mobile_phone").notNull(),
    realName: text("real_name").notNull(),
    /** whether the supplier may see the sale prices of what it supplied */
    isSalePriceVisible: boolean("is_sale_price_visible").notNull().default(false),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("suppliers_name_uq")
      .on(t.tenantId, sql`lower(${t.supplierName})`)
      .where(sql`${t.isDeleted} = false`),
  ],
);
