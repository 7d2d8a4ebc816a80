import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, text, uuid } from "drizzle-orm/pg-core";
import { auditColumns, idColumn, softDeleteColumns, tenantColumn } from "./columns";

/**
 * Uploaded files (DESIGN §5 Files). UploadToTemp stores one with hostType "Temp"; saving its owner
 * binds it (hostType, hostId). The bytes live in the file store under `storageKey`.
 */
export const attachments = pgTable(
  "attachments",
  {
    id: idColumn(),
    tenantId: tenantColumn(),
    hostType: text("host_type").notNull().default("Temp"),
    hostId: uuid("host_id"),
    fileName: text("file_name").notNull(),
    contentType: text("content_type").notNull(),
    size: integer("size").notNull(),
    storageKey: text("storage_key").notNull(),
    /** what it was uploaded (and checked) for: brandImage, productImage, instructions, video, file */
    purpose: text("purpose").notNull().default("file"),
    /** order among its owner's files (the first product image is the main one) */
    sortOrder: integer("sort_order").notNull().default(0),
    /**
     * A direct upload (issue 15) announced but not yet checked: its bytes go from the browser
     * to S3, and until CompleteDirectUpload has read them it cannot be bound, listed or downloaded.
     */
    isPending: boolean("is_pending").notNull().default(false),
    /**
     * Which store holds the bytes: null, the deployment's (S3_BUCKET or DATA_DIR/files); "tenant",
     * the tenant's own cloud storage (issue 17 item 7) as it was set when the file came.
     */
    store: text("store"),
    ...auditColumns(),
    ...softDeleteColumns(),
  },
  (t) => [
    index("attachments_host_idx").on(t.tenantId, t.hostType, t.hostId),
    index("attachments_temp_idx")
      .on(t.creationTime)
      .where(sql`${t.hostType} = 'Temp'`),
  ],
);
