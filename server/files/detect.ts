import "server-only";
import { fileTypeFromBuffer } from "file-type";
import { type TUploadPurpose, uploadRules } from "@/lib/contracts/attachment";
import { env } from "@/lib/env";
import { AppError } from "@/server/http/errors";

/** An upload of `size` bytes for `purpose`: refused on `file` when empty or over its limit. */
export function checkSize(size: number, purpose: TUploadPurpose): void {
  if (size === 0) throw AppError.field("file", "api.errors.fileEmpty");
  const maxBytes =
    purpose === "video" ? env.VIDEO_MAX_MB * 1024 * 1024 : uploadRules[purpose].maxBytes;
  if (size > maxBytes) {
    throw AppError.field("file", "api.errors.fileTooLarge", {
      max: Math.round(maxBytes / 1024 / 1024),
    });
  }
}

/**
 * The file's real type, from its bytes (DESIGN §5: never its name or the browser's word), if
 * `purpose` takes it; refused on `file` otherwise. A direct upload passes its first TYPE_BYTES.
 */
export async function checkType(bytes: Uint8Array, purpose: TUploadPurpose): Promise<string> {
  const rule = uploadRules[purpose];
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  if (rule.types.length === 0) return detected ?? "application/octet-stream";
  if (!detected || !(rule.types as readonly string[]).includes(detected)) {
    throw AppError.field("file", `api.errors.fileType.${purpose}`, {
      detected: detected ?? "unknown",
    });
  }
  return detected;
}

/** Size and type of an upload checked, its type returned; refused on the `file` field. */
export async function checkUpload(bytes: Uint8Array, purpose: TUploadPurpose): Promise<string> {
  checkSize(bytes.byteLength, purpose);
  return checkType(bytes, purpose);
}

/**
 * How much of a direct upload is read to judge its type: the largest limit but the video's, so
 * for every other purpose the whole file is judged, as UploadToTemp judges it; a video's type is
 * in its first bytes.
 */
export const TYPE_BYTES = Math.max(
  ...Object.entries(uploadRules)
    .filter(([purpose]) => purpose !== "video")
    .map(([, rule]) => rule.maxBytes),
);
