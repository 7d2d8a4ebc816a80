import "server-only";
import { and, eq, inArray } from "drizzle-orm";
import type { TAttachmentDto } from "@/lib/contracts/attachment";
import { type TUploadPurpose, uploadRules } from "@/lib/contracts/attachment";
import { attachments } from "@/server/db/schema";
import { attachmentsOf, bindAttachments, toAttachmentDto } from "@/server/files/attachments";
import type { AuthedCtx } from "@/server/http/define";
import { AppError } from "@/server/http/errors";

/**
 * A product's files are all attachments with hostType "Product": its images in display order,
 * then the instructions and the video, whose ids the product row keeps (so they are not images).
 */
interface ProductFileRefs {
  id: string;
  instructionsId: string | null;
  videoId: string | null;
}

interface ProductFiles {
  images: TAttachmentDto[];
  instructions: TAttachmentDto | null;
  video: TAttachmentDto | null;
}

/** The files of many products at once. */
export async function productFilesOf(
  ctx: AuthedCtx,
  products: ProductFileRefs[],
): Promise<Map<string, ProductFiles>> {
  const rows = await attachmentsOf(
    ctx.db,
    ctx.tenantId,
    "Product",
    products.map((p) => p.id),
  );
  const out = new Map<string, ProductFiles>();
  for (const p of products) out.set(p.id, { images: [], instructions: null, video: null });
  const byId = new Map(products.map((p) => [p.id, p]));
  for (const row of rows) {
    const owner = row.hostId ? byId.get(row.hostId) : undefined;
    const files = owner ? out.get(owner.id) : undefined;
    if (!owner || !files) continue;
    if (row.id === owner.instructionsId) files.instructions = toAttachmentDto(row);
    else if (row.id === owner.videoId) files.video = toAttachmentDto(row);
    else files.images.push(toAttachmentDto(row));
  }
  return out;
}

/**
 * Each id must be a live upload of this tenant, still Temp or already this product's, and of a
 * type its purpose accepts (a PDF is no product image); refused on `field` otherwise.
 */
export async function assertProductFiles(
  ctx: AuthedCtx,
  productId: string | undefined,
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
      contentType: attachments.contentType,
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
  const accepted: readonly string[] = uploadRules[purpose].types;
  for (const id of ids) {
    const row = byId.get(id);
    const usable =
      row &&
      (row.hostType === "Temp" ||
        (productId !== undefined && row.hostType === "Product" && row.hostId === productId));
    if (!usable) throw AppError.field(field, "api.errors.attachmentUnavailable");
    if (!accepted.includes(row.contentType))
      throw AppError.field(field, `api.errors.fileType.${purpose}`, { detected: row.contentType });
  }
}

/** Binds images (in order), instructions and video to the product in one pass. */
export async function bindProductFiles(
  ctx: AuthedCtx,
  productId: string,
  files: { imageIds: string[]; instructionsId?: string | null; videoId?: string | null },
) {
  const ids = [...files.imageIds];
  if (files.instructionsId) ids.push(files.instructionsId);
  if (files.videoId) ids.push(files.videoId);
  await bindAttachments(ctx, "Product", productId, ids, "imageIds");
}
