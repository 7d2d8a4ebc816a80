import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type * as z from "zod";
import type { ZUploadInput } from "@/lib/contracts/attachment";
import { Attachment } from "@/lib/contracts/attachment";
import { moneyKinds, type TMoneyKind } from "@/lib/contracts/charity-kinds";
import { attachments, moneyRecords } from "@/server/db/schema";
import { attachmentsOf, storageKeyFor, toAttachmentDto } from "@/server/files/attachments";
import { checkUpload } from "@/server/files/detect";
import { beginDirectUpload, completeDirectUpload } from "@/server/files/direct-upload";
import { contentDisposition } from "@/server/http/content-disposition";
import { storeOf, uploadStore } from "@/server/files/store";
import { type AuthedCtx, implement } from "@/server/http/define";
import { DUE_DILIGENCE_HOST, visibleDueDiligenceIds } from "./charity/due-diligence";
import { AppError } from "@/server/http/errors";

/** The host type of the foundation's money records' receipts. */
export const MONEY_RECORD_HOST = "MoneyRecord";

/** Which of these money records the caller may open (its kind's page permission), one query. */
async function seenMoneyRecords(ctx: AuthedCtx, ids: string[]) {
  if (ids.length === 0) return new Set<string>();
  const rows = await ctx.db
    .select({ id: moneyRecords.id, kind: moneyRecords.kind })
    .from(moneyRecords)
    .where(and(inArray(moneyRecords.id, ids), eq(moneyRecords.tenantId, ctx.tenantId)));
  return new Set(
    rows
      .filter((r) => {
        const kind = r.kind as TMoneyKind;
        return kind in moneyKinds && ctx.permissions.has(moneyKinds[kind].page);
      })
      .map((r) => r.id),
  );
}

/**
 * The hosts whose files only some may see, and which of their records the caller may open: a
 * money record's receipts need its kind's page, a due-diligence report its page and data scope
 * (issue 17). Other hosts' files are the catalogue's, the website's and the stock-ins', which any
 * staff user may read (docs/decisions.md, Files). An unseen host's files are absent (404 / none).
 */
const guardedHosts: Record<string, (ctx: AuthedCtx, ids: string[]) => Promise<Set<string>>> = {
  [MONEY_RECORD_HOST]: seenMoneyRecords,
  [DUE_DILIGENCE_HOST]: visibleDueDiligenceIds,
};

async function maySeeHost(ctx: AuthedCtx, hostType: string, hostId: string | null) {
  const seen = guardedHosts[hostType];
  if (!seen || !hostId) return true;
  return (await seen(ctx, [hostId])).has(hostId);
}

async function upload(input: z.output<typeof ZUploadInput>, ctx: AuthedCtx) {
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const contentType = await checkUpload(bytes, input.purpose);
  const id = uuidv7();
  const storageKey = storageKeyFor(ctx.tenantId, id);
  const { files, store } = await uploadStore(ctx.db, ctx.tenantId);
  await files.put(storageKey, bytes);
  const [row] = await ctx.db
    .insert(attachments)
    .values({
      id,
      tenantId: ctx.tenantId,
      hostType: "Temp",
      fileName: input.file.name.slice(0, 255) || "file",
      contentType,
      size: bytes.byteLength,
      storageKey,
      store,
      purpose: input.purpose,
      creatorUserId: ctx.user.id,
    })
    .returning();
  return toAttachmentDto(row!);
}

export const attachmentService = implement(Attachment, {
  UploadToTemp: upload,
  UploadToOss: upload,
  GetAttachments: async (input, ctx) =>
    (await maySeeHost(ctx, input.hostType, input.hostId))
      ? (await attachmentsOf(ctx.db, ctx.tenantId, input.hostType, [input.hostId])).map(
          toAttachmentDto,
        )
      : [],
  GetAttachmentsByIds: async (input, ctx) => {
    const rows = await ctx.db
      .select()
      .from(attachments)
      .where(
        and(
          eq(attachments.tenantId, ctx.tenantId),
          eq(attachments.isDeleted, false),
          eq(attachments.isPending, false),
          inArray(attachments.id, input.ids),
        ),
      );
    const seen = new Set<string>();
    for (const [hostType, seenOf] of Object.entries(guardedHosts)) {
      const ids = rows.filter((r) => r.hostType === hostType).map((r) => r.hostId!);
      if (ids.length) for (const id of await seenOf(ctx, ids)) seen.add(id);
    }
    return rows
      .filter((r) => !(r.hostType in guardedHosts) || seen.has(r.hostId!))
      .map(toAttachmentDto);
  },
  Download: async (input, ctx) => {
    const [row] = await ctx.db
      .select()
      .from(attachments)
      .where(
        and(
          eq(attachments.id, input.id),
          eq(attachments.tenantId, ctx.tenantId),
          eq(attachments.isDeleted, false),
          eq(attachments.isPending, false),
        ),
      );
    if (!row || !(await maySeeHost(ctx, row.hostType, row.hostId)))
      throw AppError.notFound("Attachment", input.id);
    const bytes = await (await storeOf(ctx.db, row)).get(row.storageKey);
    if (!bytes) throw AppError.notFound("Attachment", input.id);
    const inline =
      row.contentType.startsWith("image/") ||
      row.contentType.startsWith("video/") ||
      row.contentType === "application/pdf";
    return new Response(Buffer.from(bytes), {
      headers: {
        "content-type": row.contentType,
        "content-length": String(bytes.byteLength),
        "content-disposition": contentDisposition(row.fileName, inline),
        "x-content-type-options": "nosniff",
        "cache-control": "private, max-age=3600",
        "content-security-policy":
          "default-src 'none'; img-src 'self'; media-src 'self'; style-src 'unsafe-inline'",
      },
    });
  },
  BeginDirectUpload: beginDirectUpload,
  CompleteDirectUpload: completeDirectUpload,
});
