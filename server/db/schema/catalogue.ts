import { sql } from "drizzle-orm";
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import { auditColumns, idColumn, money, softDeleteColumns, tenantColumn } from "./columns";

/** A tree: parentIdPath is "/rootId/childId/" (ids of the ancestors and itself). */
export const productCategories = pgTable(
  "product_categories",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    parentId: uuid("parent_id"),
    parentIdPath: text("parent_id_path").notNull(),
    name: text("name").notNull(),
    navId: uuid("nav_id"),
    isIncludeProductCount: boolean("is_include_product_count").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [index("product_categories_path_idx").on(t.tenantId, t.parentIdPath)],
);

export const productBrands = pgTable(
  "product_brands",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    name: text("name").notNull(),
    /** the logo: an attachment bound to the brand */
    imageId: uuid("image_id"),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("product_brands_name_uq")
      .on(t.tenantId, sql`lower(${t.name})`)
      .where(sql`${t.isDeleted} = false`),
  ],
);

/** Specification and basic parameters share a shape (SPEC §3: name, input kind, options, requirement). */
const paramColumns = () => ({
  id: idColumn(),
  tenantId: tenantColumn(),
  name: text("name").notNull(),
  inputKind: text("input_kind").notNull().default("ManualInput"),
  options: jsonb("options").$type<string[]>().notNull().default([]),
  requirement: text("requirement").notNull().default("Recommend"),
  specInputType: text("spec_input_type").notNull().default("String"),
  sortOrder: integer("sort_order").notNull().default(0),
  ...auditColumns(),
  ...softDeleteColumns(),
});

export const productSpecParams = pgTable("product_spec_params", paramColumns(), (t) => [
  uniqueIndex("product_spec_params_name_uq")
    .on(t.tenantId, sql`lower(${t.name})`)
    .where(sql`${t.isDeleted} = false`),
]);

export const productBasicParams = pgTable("product_basic_params", paramColumns(), (t) => [
  uniqueIndex("product_basic_params_name_uq")
    .on(t.tenantId, sql`lower(${t.name})`)
    .where(sql`${t.isDeleted} = false`),
]);

export const products = pgTable(
  "products",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    name: text("name").notNull(),
    categoryId: uuid("category_id").notNull(),
    /** the category's parentIdPath, so a subtree filter is one prefix match */
    parentIdPath: text("parent_id_path").notNull(),
    brandId: uuid("brand_id").notNull(),
    description: text("description").notNull(),
    specParamIds: jsonb("spec_param_ids").$type<string[]>().notNull().default([]),
    basicParams: jsonb("basic_params")
      .$type<{ paramId: string; value: string }[]>()
      .notNull()
      .default([]),
    notShowProductIds: jsonb("not_show_product_ids").$type<string[]>().notNull().default([]),
    isSortBySalesVolume: boolean("is_sort_by_sales_volume").notNull().default(false),
    instructionsId: uuid("instructions_id"),
    videoId: uuid("video_id"),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    index("products_category_idx").on(t.tenantId, t.parentIdPath),
    index("products_brand_idx").on(t.tenantId, t.brandId),
    // the list's sorts (issue 16: a page of a sorted list reads 20 index entries, not every row)
    index("products_name_sort_idx").on(t.tenantId, sql`lower(${t.name})`),
    index("products_time_idx").on(t.tenantId, t.creationTime),
  ],
);

export const productSkus = pgTable(
  "product_skus",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    productId: uuid("product_id").notNull(),
    number: text("number").notNull(),
    model: text("model").notNull().default(""),
    name: text("name").notNull(),
    brandId: uuid("brand_id").notNull(),
    /** the chosen value per specification parameter, and a readable summary of them */
    specValues: jsonb("spec_values")
      .$type<{ paramId: string; value: string }[]>()
      .notNull()
      .default([]),
    specText: text("spec_text").notNull().default(""),
    isRecommend: boolean("is_recommend").notNull().default(false),
    customerCode: text("customer_code"),
    factoryPrice: money("factory_price").notNull().default("0"),
    salePrice: money("sale_price").notNull().default("0"),
    memberPrice: money("member_price").notNull().default("0"),
    /** sellable quantity on shelf (DESIGN §5 Stock) */
    availableStock: integer("available_stock").notNull().default(0),
    /** physically held */
    totalStock: integer("total_stock").notNull().default(0),
    /** held for orders not yet shipped */
    reservedStock: integer("reserved_stock").notNull().default(0),
    minAvailableStock: integer("min_available_stock").notNull().default(0),
    maxAvailableStock: integer("max_available_stock"),
    earlyWarningStock: integer("early_warning_stock").notNull().default(0),
    salesVolume: integer("sales_volume").notNull().default(0),
    unit: text("unit").notNull().default(""),
    minPurchaseQuantity: integer("min_purchase_quantity").notNull().default(1),
    selfLiftingPointId: uuid("self_lifting_point_id"),
    shelfStatus: text("shelf_status").notNull().default("NotOnShelf"),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("product_skus_number_uq")
      .on(t.tenantId, sql`lower(${t.number})`)
      .where(sql`${t.isDeleted} = false`),
    index("product_skus_product_idx").on(t.productId),
    // the list's sorts (issue 16; the number's is the unique index above)
    index("product_skus_sale_price_idx").on(t.tenantId, t.salePrice),
    index("product_skus_available_idx").on(t.tenantId, t.availableStock),
    index("product_skus_total_idx").on(t.tenantId, t.totalStock),
    index("product_skus_sales_idx").on(t.tenantId, t.salesVolume),
    index("product_skus_time_idx").on(t.tenantId, t.creationTime),
    // the shelf tabs' counts (GetCount) and the list's shelf filter
    index("product_skus_shelf_idx").on(t.tenantId, t.shelfStatus),
    // the low-stock filter (sku-queries.ts lowStockSql; the dashboard's card)
    index("product_skus_low_stock_idx")
      .on(t.tenantId)
      .where(sql`(${t.earlyWarningStock} > 0 and ${t.availableStock} <= ${t.earlyWarningStock})`),
    // the keyword search (SKU list, command palette): number, model or name contains, any case
    index("product_skus_number_trgm_idx").using("gin", sql`${t.number} gin_trgm_ops`),
    index("product_skus_model_trgm_idx").using("gin", sql`${t.model} gin_trgm_ops`),
    index("product_skus_name_trgm_idx").using("gin", sql`${t.name} gin_trgm_ops`),
  ],
);

/** Links between products (related, accessory, replacement …). */
export const productMappings = pgTable(
  "product_mappings",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    sourceProductId: uuid("source_product_id").notNull(),
    targetProductId: uuid("target_product_id").notNull(),
    type: text("type").notNull(),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [index("product_mappings_source_idx").on(t.tenantId, t.sourceProductId)],
);
