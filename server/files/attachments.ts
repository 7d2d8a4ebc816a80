import "server-only";
import { and, asc, eq, inArray, lt, notInArray } from "drizzle-orm";
import { bffUrl } from "@/lib/api/define";
import { Attachment, type TAttachmentDto, type TUploadPurpose } from "@/lib/contracts/attachment";
import type { Db } from "@/server/db/client";
import { attachments } from "@/server/db/schema";
import type { AuthedCtx } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { logger } from "@/server/logger";
import { fileStore, storeOf } from "./store";

type AttachmentRow = typeof attachments.$inferSelect;

/** Where a file's bytes are stored: never its name (docs/decisions.md, Files). */
export const storageKeyFor = (tenantId: number, id: string) =>
  `${tenantId}/${id.slice(0, 8)}/${id}`;

/**
 * Where a direct upload's bytes wait until CompleteDirectUpload has checked them (the only key a
 * presigned URL ever writes); the checked bytes are then copied to the row's storageKey
 * (docs/decisions.md, "Direct uploads: staging key").
 */
export const pendingKeyFor = (tenantId: number, id: string) => `pending/${tenantId}/${id}`;

/**
 * Every object a row may have in the store: a pending direct upload's staged bytes, and the copy
 * a Complete interrupted before marking the row may have left at its storageKey.
 */
export const objectKeysOf = (
  row: Pick<AttachmentRow, "id" | "tenantId" | "storageKey" | "isPending">,
) => (row.isPending ? [pendingKeyFor(row.tenantId, row.id), row.storageKey] : [row.storageKey]);

/** Where the console fetches a file: through the BFF, which takes a plain GET for raw downloads. */
export const downloadUrl = (id: string) => `${bffUrl(Attachment.Download)}?id=${id}`;

export function toAttachmentDto(row: AttachmentRow): TAttachmentDto {
  return {
    id: row.id,
    fileName: row.fileName,
    contentType: row.contentType,
    size: row.size,
    hostType: row.hostType as TAttachmentDto["hostType"],
    hostId: row.hostId,
    sortOrder: row.sortOrder,
    url: downloadUrl(row.id),
  };
}

/** The live files of one owner, in their order. */
export async function attachmentsOf(db: Db, tenantId: number, hostType: string, hostIds: string[]) {
  if (hostIds.length === 0) return [];
  return db
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.tenantId, tenantId),
        eq(attachments.hostType, hostType),
        inArray(attachments.hostId, hostIds),
        eq(attachments.isDeleted, false),
      ),
    )
    .orderBy(asc(attachments.sortOrder), asc(attachments.creationTime));
}

/**
 * Makes `ids` (in this order) the files of an owner: each must be a Temp upload of this tenant or
 * already this owner's; the owner's other files are released (DESIGN §5 Files).
 */
export async function bindAttachments(
  ctx: AuthedCtx,
  hostType: string,
  hostId: string,
  ids: string[],
  field: string,
) {
  const unique = [...new Set(ids)];
  if (unique.length) {
    const rows = await ctx.db
      .select({ id: attachments.id, hostType: attachments.hostType, hostId: attachments.hostId })
      .from(attachments)
      .where(
        and(
          eq(attachments.tenantId, ctx.tenantId),
          eq(attachments.isDeleted, false),
          eq(attachments.isPending, false),
          inArray(attachments.id, unique),
        ),
      )
      // the temp-files job skips rows locked here; one it is removing now is waited for and gone
      .for("update");
    const usable = new Set(
      rows
        .filter((r) => r.hostType === "Temp" || (r.hostType === hostType && r.hostId === hostId))
        .map((r) => r.id),
    );
    if (unique.some((id) => !usable.has(id)))
      throw AppError.field(field, "api.errors.attachmentUnavailable");
    for (const [index, id] of unique.entries()) {
      await ctx.db
        .update(attachments)
        .set({
          hostType,
          hostId,
          sortOrder: index,
          lastModificationTime: new Date(),
          lastModifierUserId: ctx.user.id,
        })
        .where(eq(attachments.id, id));
    }
  }
  await ctx.db
    .update(attachments)
    .set({ isDeleted: true, deletionTime: new Date(), deleterUserId: ctx.user.id })
    .where(
      and(
        eq(attachments.tenantId, ctx.tenantId),
        eq(attachments.hostType, hostType),
        eq(attachments.hostId, hostId),
        eq(attachments.isDeleted, false),
        unique.length ? notInArray(attachments.id, unique) : undefined,
      ),
    );
}

/**
 * Checks files an owner is about to be saved with: each must be a Temp upload of this tenant that
 * was uploaded (and so size- and type-checked, a direct upload completed) for `purpose`, or
 * already this owner's.
 */
export async function assertUsableFiles(
  ctx: AuthedCtx,
  hostType: string,
  hostId: string | undefined,
  ids: string[],
  field: string,
  purpose: TUploadPurpose,
) {
  if (ids.length === 0) return;
  const rows = await ctx.db
    .select({
      id: attachments.id,
      hostType: attachments.hostType,
      hostId: attachments.hostId,
      purpose: attachments.purpose,
    })
    .from(attachments)
    .where(
      and(
        eq(attachments.tenantId, ctx.tenantId),
        eq(attachments.isDeleted, false),
        eq(attachments.isPending, false),
        inArray(attachments.id, ids),
      ),
    );
  const byId = new Map(rows.map((r) => [r.id, r]));
  for (const id of ids) {
    const row = byId.get(id);
    const mine = row && hostId !== undefined && row.hostType === hostType && row.hostId === hostId;
    if (!row || (!mine && row.hostType !== "Temp"))
      throw AppError.field(field, "api.errors.attachmentUnavailable");
    if (!mine && row.purpose !== purpose)
      throw AppError.field(field, "api.errors.attachmentWrongPurpose");
  }
}

/** How long an upload may stay Temp (unbound) before the temp-files job removes it (DESIGN §5). */
const TEMP_LIFETIME_MS = 24 * 60 * 60 * 1000;
// Small batches: a save binding one of these files (bindAttachments, FOR UPDATE) waits for the
// batch holding it, and on PGlite every other query waits for the one connection the batch holds.
const PURGE_BATCH = 20;
/** Stored objects removed at once: a batch costs a few round trips, not one per object. */
const PURGE_PARALLEL = 5;

/**
 * Removes Temp uploads older than a day, rows and stored bytes (server/jobs/temp-files.ts). Each
 * batch is one transaction taking its rows FOR UPDATE SKIP LOCKED: several copies of the app
 * share the work without waiting on each other, and a file being bound right now (bindAttachments
 * locks it) is skipped. The bytes go before the rows are committed, so a failed removal leaves
 * the rows of its batch for the next run rather than bytes nobody points at.
 */
export async function purgeTempAttachments(
  db: Db,
  { olderThanMs = TEMP_LIFETIME_MS, until = Number.POSITIVE_INFINITY } = {},
): Promise<number> {
  const cutoff = new Date(Date.now() - olderThanMs);
  let removed = 0;
  for (;;) {
    const batch = await db.transaction(async (tx) => {
      const stale = await tx
        .select({
          id: attachments.id,
          tenantId: attachments.tenantId,
          storageKey: attachments.storageKey,
          isPending: attachments.isPending,
          store: attachments.store,
        })
        .from(attachments)
        .where(and(eq(attachments.hostType, "Temp"), lt(attachments.creationTime, cutoff)))
        .limit(PURGE_BATCH)
        .for("update", { skipLocked: true });
      if (stale.length === 0) return 0;
      await tx.delete(attachments).where(
        inArray(
          attachments.id,
          stale.map((s) => s.id),
        ),
      );
      const removals: (() => Promise<void>)[] = [];
      for (const row of stale) {
        if (row.store === null) {
          for (const key of objectKeysOf(row)) removals.push(() => fileStore().remove(key));
          continue;
        }
        // a tenant's own bucket (issue 17 item 7) may be gone or unreachable: its temp files are
        // forgotten anyway, or one tenant's storage would stop the purge for every tenant
        removals.push(async () => {
          try {
            const files = await storeOf(tx, row);
            for (const key of objectKeysOf(row)) await files.remove(key);
          } catch (error) {
            logger.warn(
              { err: error, attachmentId: row.id },
              "temp file left in a tenant's storage",
            );
          }
        });
      }
      for (let i = 0; i < removals.length; i += PURGE_PARALLEL)
        await Promise.all(removals.slice(i, i + PURGE_PARALLEL).map((remove) => remove()));
      return stale.length;
    });
    removed += batch;
    if (batch < PURGE_BATCH || Date.now() >= until) return removed;
  }
}
