import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import * as z from "zod";
import {
  ZAttachmentDto,
  ZGetAttachmentsByIdsInput,
  ZGetAttachmentsInput,
  ZUploadInput,
} from "@/lib/contracts/attachment";
import { ZIdInput } from "@/lib/contracts/common";
import { attachments } from "@/server/db/schema";
import { attachmentsOf, purgeTempAttachments, toAttachmentDto } from "@/server/files/attachments";
import { checkUpload } from "@/server/files/detect";
import { fileStore } from "@/server/files/store";
import { type AuthedCtx, method, service } from "@/server/http/define";
import { AppError } from "@/server/http/errors";

async function upload(input: z.output<typeof ZUploadInput>, ctx: AuthedCtx) {
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const contentType = await checkUpload(bytes, input.purpose);
  const id = uuidv7();
  const storageKey = `${ctx.tenantId}/${id.slice(0, 8)}/${id}`;
  await fileStore().put(storageKey, bytes);
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
      purpose: input.purpose,
      creatorUserId: ctx.user.id,
    })
    .returning();
  // housekeeping must never cost the person their upload
  await purgeTempAttachments(ctx.db).catch((error: unknown) =>
    ctx.log.warn({ err: error }, "temp purge failed"),
  );
  return toAttachmentDto(row!);
}

/** A header-safe file name: ASCII fallback plus the UTF-8 original (RFC 6266 / 5987). */
function contentDisposition(fileName: string, inline: boolean) {
  const ascii = fileName.replace(/[^\x20-\x7e]/g, "_").replace(/["\\]/g, "_");
  return `${inline ? "inline" : "attachment"}; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(fileName)}`;
}

export const attachmentService = service("Attachment", {
  // POST /api/services/app/Attachment/UploadToTemp — multipart file (+ purpose): type from the bytes, limits per purpose
  UploadToTemp: method({
    verb: "POST",
    permission: "@authenticated",
    summary: "Upload a file (multipart: file, purpose); it stays Temp until its owner is saved",
    multipart: true,
    input: ZUploadInput,
    output: ZAttachmentDto,
    handler: upload,
  }),
  // POST /api/services/app/Attachment/UploadToOss — the same, into the configured object store
  UploadToOss: method({
    verb: "POST",
    permission: "@authenticated",
    summary: "Upload a file to the object store (the local store when none is configured)",
    multipart: true,
    input: ZUploadInput,
    output: ZAttachmentDto,
    handler: upload,
  }),
  // GET /api/services/app/Attachment/GetAttachments — an owner's files in order
  GetAttachments: method({
    verb: "GET",
    permission: "@authenticated",
    summary: "Files of an owner (hostType, hostId)",
    input: ZGetAttachmentsInput,
    output: z.array(ZAttachmentDto),
    handler: async (input, ctx) =>
      (await attachmentsOf(ctx.db, ctx.tenantId, input.hostType, [input.hostId])).map(
        toAttachmentDto,
      ),
  }),
  // GET /api/services/app/Attachment/GetAttachmentsByIds — files by id (unknown ids are left out)
  GetAttachmentsByIds: method({
    verb: "GET",
    permission: "@authenticated",
    summary: "Files by id",
    input: ZGetAttachmentsByIdsInput,
    output: z.array(ZAttachmentDto),
    handler: async (input, ctx) =>
      (
        await ctx.db
          .select()
          .from(attachments)
          .where(
            and(
              eq(attachments.tenantId, ctx.tenantId),
              eq(attachments.isDeleted, false),
              inArray(attachments.id, input.ids),
            ),
          )
      ).map(toAttachmentDto),
  }),
  // GET /api/services/app/Attachment/Download — the bytes, with the stored type, nosniff and a safe file name
  Download: method({
    verb: "GET",
    permission: "@authenticated",
    summary: "Download a file (raw bytes, not the envelope)",
    raw: true,
    input: ZIdInput,
    output: z.any(),
    handler: async (input, ctx) => {
      const [row] = await ctx.db
        .select()
        .from(attachments)
        .where(
          and(
            eq(attachments.id, input.id),
            eq(attachments.tenantId, ctx.tenantId),
            eq(attachments.isDeleted, false),
          ),
        );
      const bytes = row ? await fileStore().get(row.storageKey) : null;
      if (!row || !bytes) throw AppError.notFound("Attachment", input.id);
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
  }),
});
