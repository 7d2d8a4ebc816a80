import { sql } from "drizzle-orm";
import { index, integer, pgTable, text, uniqueIndex, uuid } from "drizzle-orm/pg-core";
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
