import { index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { auditColumns, idColumn, tenantColumn } from "./columns";

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
  (t) => [index("stock_ledger_sku_idx").on(t.tenantId, t.skuId)],
);
