import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  numeric,
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
 * these rows, and history is never lost. `reason`: Adjustment, StockIn, Shipped, …
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
    reason: text("reason").notNull(),
    reference: text("reference"),
    ...auditColumns(),
  },
  (t) => [
    index("stock_ledger_sku_idx").on(t.tenantId, t.skuId),
    // stock per warehouse and location is a sum over these
    index("stock_ledger_place_idx").on(t.tenantId, t.warehouseId, t.locationId, t.skuId),
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
    supplierId: uuid("supplier_id"),
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
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("outbound_records_code_uq").on(t.tenantId, t.outboundCode),
    index("outbound_records_status_time_idx").on(t.tenantId, t.status, t.creationTime),
  ],
);
