import "server-only";
import { and, eq } from "drizzle-orm";
import { v7 as uuidv7 } from "uuid";
import type * as z from "zod";
import type { ZBeginDirectUploadInput } from "@/lib/contracts/attachment";
import type { TIdInput } from "@/lib/contracts/common";
import { attachments } from "@/server/db/schema";
import type { AuthedCtx } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { objectKeysOf, pendingKeyFor, storageKeyFor, toAttachmentDto } from "./attachments";
import { checkSize, checkType, TYPE_BYTES } from "./detect";
import type { DirectUploadStore } from "./file-store";
import { tenantCloudStorage } from "@/server/tenant-providers";
import { directUploadStore } from "./store";

/**
 * How long a presigned URL accepts the PUT. S3 checks it when the request starts, so a long video
 * still uploads; the browser starts within seconds of asking.
 */
const URL_LIFETIME_SECONDS = 15 * 60;

function requireStore(): DirectUploadStore {
  const store = directUploadStore();
  if (!store) throw new AppError("validation", "api.errors.directUploadUnavailable");
  return store;
}

/**
 * BeginDirectUpload (issue 15): the checks UploadToTemp makes before looking at the bytes (size
 * for the purpose; the name kept as it keeps it), a pending Temp row, and a URL for one PUT of
 * exactly that many bytes.
 */
export async function beginDirectUpload(
  input: z.output<typeof ZBeginDirectUploadInput>,
  ctx: AuthedCtx,
) {
  const store = requireStore();
  checkSize(input.size, input.purpose);
  // the tenant's own cloud storage takes its files through UploadToTemp (the browser may PUT only
  // to the deployment's bucket)
  if (await tenantCloudStorage(ctx.db, ctx.tenantId, "enabled"))
    return { viaUploadToTemp: true as const };
  const id = uuidv7();
  const storageKey = storageKeyFor(ctx.tenantId, id);
  await ctx.db.insert(attachments).values({
    id,
    tenantId: ctx.tenantId,
    hostType: "Temp",
    fileName: input.fileName.slice(0, 255) || "file",
    // decided from the bytes when the upload completes
    contentType: "application/octet-stream",
    size: input.size,
    storageKey,
    purpose: input.purpose,
    isPending: true,
    creatorUserId: ctx.user.id,
  });
  const expiresAt = new Date(Date.now() + URL_LIFETIME_SECONDS * 1000);
  // never the row's storageKey: the URL outlives Complete, and what it writes is never served
  const uploadUrl = await store.presignPut(
    pendingKeyFor(ctx.tenantId, id),
    input.size,
    URL_LIFETIME_SECONDS,
  );
  return { id, uploadUrl, expiresAt: expiresAt.toISOString() };
}

/**
 * CompleteDirectUpload: the staged object must be there with the announced size, and its bytes
 * (the first TYPE_BYTES of them) a type the purpose takes, as UploadToTemp judges them. Those
 * bytes are then copied inside the store to the row's storageKey, which no URL can write, so what
 * is served is what was checked whatever the uploader PUTs later. A file that fails is removed
 * from storage and forgotten; one that passes is a Temp upload like any other.
 */
export async function completeDirectUpload(input: TIdInput, ctx: AuthedCtx) {
  const store = requireStore();
  const [row] = await ctx.db
    .select()
    .from(attachments)
    .where(
      and(
        eq(attachments.id, input.id),
        eq(attachments.tenantId, ctx.tenantId),
        eq(attachments.creatorUserId, ctx.user.id),
        eq(attachments.isPending, true),
        eq(attachments.isDeleted, false),
      ),
    );
  if (!row) throw AppError.notFound("Attachment", input.id);
  const staged = pendingKeyFor(row.tenantId, row.id);
  // the objects first: a row left behind is purged with its objects later, an object is not
  const discard = async (error: unknown): Promise<never> => {
    await Promise.all(objectKeysOf(row).map((key) => store.remove(key)));
    await ctx.db.delete(attachments).where(eq(attachments.id, row.id));
    throw error;
  };
  // one ranged GET: the size, the bytes judged and the ETag all belong to the same version
  const start = await store.readStart(staged, TYPE_BYTES);
  if (!start) return discard(AppError.field("file", "api.errors.directUploadMissing"));
  if (start.size !== row.size)
    return discard(
      AppError.field("file", "api.errors.directUploadSizeMismatch", {
        actual: start.size,
        declared: row.size,
      }),
    );
  const purpose = row.purpose as z.output<typeof ZBeginDirectUploadInput>["purpose"];
  const contentType = await checkType(start.bytes, purpose).catch((error: unknown) =>
    error instanceof AppError ? discard(error) : Promise.reject(error),
  );
  // only the version just judged: a PUT that lands between the read and the copy is refused
  if (!(await store.copy(staged, row.storageKey, start.etag)))
    return discard(AppError.field("file", "api.errors.directUploadChanged"));
  // before the row stops being pending: until then the purge still removes both objects
  await store.remove(staged);
  const [done] = await ctx.db
    .update(attachments)
    .set({
      isPending: false,
      contentType,
      lastModificationTime: new Date(),
      lastModifierUserId: ctx.user.id,
    })
    .where(eq(attachments.id, row.id))
    .returning();
  return toAttachmentDto(done!);
}
