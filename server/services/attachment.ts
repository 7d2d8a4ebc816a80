import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type * as z from "zod";
import type { ZUploadInput } from "@/lib/contracts/attachment";
import { Attachment } from "@/lib/contracts/attachment";
import { attachments } from "@/server/db/schema";
import { attachmentsOf, storageKeyFor, toAttachmentDto } from "@/server/files/attachments";
import { checkUpload } from "@/server/files/detect";
import { beginDirectUpload, completeDirectUpload } from "@/server/files/direct-upload";
import { contentDisposition } from "@/server/http/content-disposition";
import { fileStore } from "@/server/files/store";
import { type AuthedCtx, implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";

async function upload(input: z.output<typeof ZUploadInput>, ctx: AuthedCtx) {
  const bytes = new Uint8Array(await input.file.arrayBuffer());
  const contentType = await checkUpload(bytes, input.purpose);
  const id = uuidv7();
  const storageKey = storageKeyFor(ctx.tenantId, id);
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
  return toAttachmentDto(row!);
}

export const attachmentService = implement(Attachment, {
  UploadToTemp: upload,
  UploadToOss: upload,
  GetAttachments: async (input, ctx) =>
    (await attachmentsOf(ctx.db, ctx.tenantId, input.hostType, [input.hostId])).map(
      toAttachmentDto,
    ),
  GetAttachmentsByIds: async (input, ctx) =>
    (
      await ctx.db
        .select()
        .from(attachments)
        .where(
          and(
            eq(attachments.tenantId, ctx.tenantId),
            eq(attachments.isDeleted, false),
            eq(attachments.isPending, false),
            inArray(attachments.id, input.ids),
          ),
        )
    ).map(toAttachmentDto),
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
  BeginDirectUpload: beginDirectUpload,
  CompleteDirectUpload: completeDirectUpload,
});
