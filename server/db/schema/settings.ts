import { sql } from "drizzle-orm";
import {
  boolean,
  check,
  integer,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { auditColumns, idColumn, softDeleteColumns, tenantColumn } from "./columns";
import { provinces } from "./customers";

// Tax and order settings (SPEC §3 System, §7 SysSettingTaxe and SysSettingOrder; DESIGN §5
// Orders; issue 11).

/** A percentage with up to 3 decimals (9.975). */
const rate = (name: string) => numeric(name, { precision: 6, scale: 3, mode: "string" });
const money = (name: string) => numeric(name, { precision: 18, scale: 2, mode: "string" });

/**
 * GST and QST per province. An HST province carries its whole HST in `gst_rate`. A row without
 * a province is only ever used as the default. Exactly one live row of a tenant is the default
 * (SetDefault; the partial unique index makes two impossible).
 */
export const sysSettingTaxes = pgTable(
  "sys_setting_taxes",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    provinceId: uuid("province_id").references(() => provinces.id),
    gstRate: rate("gst_rate").notNull(),
    qstRate: rate("qst_rate").notNull().default("0"),
    isDefault: boolean("is_default").notNull().default(false),
    remark: text("remark"),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    // one live row per province, and one without a province
    uniqueIndex("sys_setting_taxes_province_uq")
      .on(t.tenantId, sql`coalesce(${t.provinceId}, '00000000-0000-0000-0000-000000000000'::uuid)`)
      .where(sql`${t.isDeleted} = false`),
    uniqueIndex("sys_setting_taxes_default_uq")
      .on(t.tenantId)
      .where(sql`${t.isDefault} and ${t.isDeleted} = false`),
    check(
      "sys_setting_taxes_rates_ck",
      sql`${t.gstRate} between 0 and 100 and ${t.qstRate} between 0 and 100`,
    ),
  ],
);

/**
 * Order settings as versions (1, 2, …): a change adds a row, the highest version is current and
 * the older ones are the history. Rows are never changed or deleted.
 */
export const sysSettingOrders = pgTable(
  "sys_setting_orders",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    version: integer("version").notNull(),
    shippingFee: money("shipping_fee").notNull(),
    /** goods of at least this amount ship free */
    freeShippingThreshold: money("free_shipping_threshold").notNull(),
    /** an unpaid order is cancelled this many hours after it was placed */
    unpaidCancelHours: integer("unpaid_cancel_hours").notNull(),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("sys_setting_orders_version_uq").on(t.tenantId, t.version),
    check(
      "sys_setting_orders_values_ck",
      sql`${t.shippingFee} >= 0 and ${t.freeShippingThreshold} >= 0 and ${t.unpaidCancelHours} between 1 and 720`,
    ),
  ],
);
