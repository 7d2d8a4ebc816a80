import "server-only";
import { fileTypeFromBuffer } from "file-type";
import { type TUploadPurpose, uploadRules } from "@/lib/contracts/attachment";
import { env } from "@/lib/env";
import { AppError } from "@/server/http/errors";

/**
 * The file's real type, from its bytes (DESIGN §5: never its name), checked against what the
 * upload is for; too large or the wrong kind is refused on the `file` field.
 */
export async function checkUpload(bytes: Uint8Array, purpose: TUploadPurpose): Promise<string> {
  const rule = uploadRules[purpose];
  if (bytes.byteLength === 0) throw AppError.field("file", "api.errors.fileEmpty");
  const maxBytes = purpose === "video" ? env.VIDEO_MAX_MB * 1024 * 1024 : rule.maxBytes;
  if (bytes.byteLength > maxBytes) {
    throw AppError.field("file", "api.errors.fileTooLarge", {
      max: Math.round(maxBytes / 1024 / 1024),
    });
  }
  const detected = (await fileTypeFromBuffer(bytes))?.mime;
  if (rule.types.length === 0) return detected ?? "application/octet-stream";
  if (!detected || !(rule.types as readonly string[]).includes(detected)) {
    throw AppError.field("file", `api.errors.fileType.${purpose}`, {
      detected: detected ?? "unknown",
    });
  }
  return detected;
}
