import "server-only";
import type { TAttachmentDto } from "@/lib/contracts/attachment";
import type { TUploadPurpose } from "@/lib/contracts/attachment";
import {
  assertUsableFiles,
  attachmentsOf,
  bindAttachments,
  toAttachmentDto,
} from "@/server/files/attachments";
import type { AuthedCtx } from "@/server/http/define";

/**
 * A product's files are all attachments with hostType "Product": its images in display order,
 * then the instructions and the video, whose ids the product row keeps (so they are not images).
 */
interface ProductFileRefs {
  id: string;
  instructionsId: string | null;
  videoId: string | null;
}

export interface ProductFiles {
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
  await assertUsableFiles(ctx, "Product", productId, ids, field, purpose);
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
