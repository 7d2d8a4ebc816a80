import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
import { auditColumns, idColumn, softDeleteColumns, tenantColumn } from "./columns";

// SPEC §3 CMS: anchors (named places on the website with a size) and the swipers shown in them.

/** An anchor: a place on the website a carousel fills, `width`×`height` pixels (0–10000). */
export const cmsAnchors = pgTable(
  "cms_anchors",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    /** the key the website asks by, e.g. "home-top" */
    name: text("name").notNull(),
    displayName: text("display_name").notNull(),
    /** a free reference number */
    number: text("number"),
    width: integer("width").notNull().default(0),
    height: integer("height").notNull().default(0),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("cms_anchors_name_uq")
      .on(t.tenantId, sql`lower(${t.name})`)
      .where(sql`${t.isDeleted} = false`),
  ],
);

/** One slide of an anchor's carousel: an image, where a click goes, and its place in the order. */
export const swipers = pgTable(
  "swipers",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    displayName: text("display_name").notNull(),
    cmsAnchorId: uuid("cms_anchor_id").notNull(),
    /** the image: an attachment bound to the swiper (host type Swiper) */
    imageId: uuid("image_id"),
    /** where a click goes (a URL or a path of the website) */
    jumpUrl: text("jump_url"),
    /** ascending: the first slide has the smallest */
    order: integer("order").notNull().default(0),
    remark: text("remark"),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [index("swipers_anchor_order_idx").on(t.tenantId, t.cmsAnchorId, t.order)],
);

/**
 * A website content category (SPEC §3 CMS Category): a tree by `parentId`; `parentCode` is the
 * parent's code, kept by the server. Its three images are attachments (host type CmsCategory).
 */
export const cmsCategories = pgTable(
  "cms_categories",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    parentId: uuid("parent_id"),
    parentCode: text("parent_code"),
    /** the key the website asks by; unique per tenant ignoring case */
    code: text("code").notNull(),
    name: text("name").notNull(),
    /** CategoryKind: Content or Article */
    type: text("type").notNull().default("Content"),
    subtitle: text("subtitle"),
    /** ascending among siblings */
    displayOrder: integer("display_order").notNull().default(0),
    pcPath: text("pc_path"),
    miniProgramPath: text("mini_program_path"),
    isHidden: boolean("is_hidden").notNull().default(false),
    isNavigation: boolean("is_navigation").notNull().default(false),
    useParentIdParameter: boolean("use_parent_id_parameter").notNull().default(false),
    enableDataPermissionLimit: boolean("enable_data_permission_limit").notNull().default(false),
    needShowContentCategory: boolean("need_show_content_category").notNull().default(false),
    /** a free grouping code the website's content lists filter by */
    categoryCode: text("category_code"),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    uniqueIndex("cms_categories_code_uq")
      .on(t.tenantId, sql`lower(${t.code})`)
      .where(sql`${t.isDeleted} = false`),
    index("cms_categories_parent_order_idx").on(t.tenantId, t.parentId, t.displayOrder),
  ],
);

/**
 * The website's navigation menu (SPEC §3 Navigation): two levels (a root, or a child of a root),
 * each with its order, show flag, an image (attachment, host type CmsNavigation) and the CMS
 * categories it leads to.
 */
export const cmsNavigations = pgTable(
  "cms_navigations",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    /** null on the first level */
    parentId: uuid("parent_id"),
    name: text("name").notNull(),
    order: integer("order").notNull().default(0),
    isShow: boolean("is_show").notNull().default(true),
    imageId: uuid("image_id"),
    categoryIds: uuid("category_ids")
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [index("cms_navigations_parent_order_idx").on(t.tenantId, t.parentId, t.order)],
);
