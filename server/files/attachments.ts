import "server-only";
import { and, asc, eq, inArray, lt, notInArray } from "drizzle-orm";
import { bffUrl } from "@/lib/api/define";
import { Attachment, type TAttachmentDto, type TUploadPurpose } from "@/lib/contracts/attachment";
import type { Db } from "@/server/db/client";
import { attachments } from "@/server/db/schema";
import type { AuthedCtx } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { fileStore } from "./store";

type AttachmentRow = typeof attachments.$inferSelect;

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
          inArray(attachments.id, unique),
        ),
      );
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
 * was uploaded (and so size- and type-checked) for `purpose`, or already this owner's.
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

/** Temp uploads never bound to an owner are removed after a day (DESIGN §5). */
export async function purgeTempAttachments(db: Db, olderThanMs = 24 * 60 * 60 * 1000) {
  const stale = await db
    .select({ id: attachments.id, storageKey: attachments.storageKey })
    .from(attachments)
    .where(
      and(
        eq(attachments.hostType, "Temp"),
        lt(attachments.creationTime, new Date(Date.now() - olderThanMs)),
      ),
    )
    .limit(200);
  if (stale.length === 0) return 0;
  // re-check Temp: a file bound to its owner since the select above must stay
  const removed = await db
    .delete(attachments)
    .where(
      and(
        eq(attachments.hostType, "Temp"),
        inArray(
          attachments.id,
          stale.map((s) => s.id),
        ),
      ),
    )
    .returning({ storageKey: attachments.storageKey });
  await Promise.all(removed.map((s) => fileStore().remove(s.storageKey)));
  return removed.length;
}
