import * as z from "zod";
import { contract, op } from "@/lib/api/define";
import { ZIdInput } from "./common";
import { ZAttachmentHostType } from "./enums";
import { type TUploadPurpose, uploadRules } from "./upload-rules";

export * from "./upload-rules";
export const ZUploadPurpose = z.enum(
  Object.keys(uploadRules) as [TUploadPurpose, ...TUploadPurpose[]],
);

export const ZUploadInput = z.object({
  file: z.instanceof(File, { message: "validation.required" }),
  purpose: ZUploadPurpose.default("file"),
});

export const ZAttachmentDto = z.object({
  id: z.uuid(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  hostType: ZAttachmentHostType,
  hostId: z.uuid().nullable(),
  sortOrder: z.number().int(),
  /** where the console fetches it (through the BFF) */
  url: z.string(),
});
export type TAttachmentDto = z.infer<typeof ZAttachmentDto>;

export const ZGetAttachmentsInput = z.object({ hostId: z.uuid(), hostType: ZAttachmentHostType });
export const ZGetAttachmentsByIdsInput = z.object({ ids: z.array(z.uuid()).min(1).max(200) });

/** A direct upload announced (issue 15): what UploadToTemp learns from the file, told up front. */
export const ZBeginDirectUploadInput = z.object({
  fileName: z.string().max(1024, "validation.tooLong"),
  /** in bytes; the storage refuses a body of any other size */
  size: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  purpose: ZUploadPurpose.default("file"),
});

export const ZDirectUploadTicket = z.object({
  /** the attachment's id: pending until CompleteDirectUpload */
  id: z.uuid(),
  /** PUT exactly `size` bytes here (Content-Type application/octet-stream) */
  uploadUrl: z.url(),
  /** the URL refuses requests that start after this time (ISO 8601) */
  expiresAt: z.iso.datetime(),
});
export type TDirectUploadTicket = z.infer<typeof ZDirectUploadTicket>;

/**
 * BeginDirectUpload's answer: a ticket, or — when the tenant keeps its files in its own cloud
 * storage (issue 17 item 7), which the page's security policy does not let the browser reach —
 * word to send the file through UploadToTemp instead.
 */
export const ZDirectUploadAnswer = z.union([
  ZDirectUploadTicket,
  z.object({ viaUploadToTemp: z.literal(true) }),
]);
export type TDirectUploadAnswer = z.infer<typeof ZDirectUploadAnswer>;

export const Attachment = contract("Attachment", {
  // POST /api/services/app/Attachment/UploadToTemp — multipart file (+ purpose): type from the bytes, limits per purpose
  UploadToTemp: op({
    verb: "POST",
    permission: "@authenticated",
    // one insert after the bytes are stored (perhaps in a tenant's own bucket, which may be slow)
    transactional: false,
    summary: "Upload a file (multipart: file, purpose); it stays Temp until its owner is saved",
    multipart: true,
    input: ZUploadInput,
    output: ZAttachmentDto,
  }),
  // POST /api/services/app/Attachment/UploadToOss — the same, into the configured object store
  UploadToOss: op({
    verb: "POST",
    permission: "@authenticated",
    // one insert after the bytes are stored (perhaps in a tenant's own bucket, which may be slow)
    transactional: false,
    summary: "Upload a file to the object store (the local store when none is configured)",
    multipart: true,
    input: ZUploadInput,
    output: ZAttachmentDto,
  }),
  // GET /api/services/app/Attachment/GetAttachments — an owner's files in order
  GetAttachments: op({
    verb: "GET",
    permission: "@authenticated",
    summary: "Files of an owner (hostType, hostId)",
    input: ZGetAttachmentsInput,
    output: z.array(ZAttachmentDto),
  }),
  // GET /api/services/app/Attachment/GetAttachmentsByIds — files by id (unknown ids are left out)
  GetAttachmentsByIds: op({
    verb: "GET",
    permission: "@authenticated",
    summary: "Files by id",
    input: ZGetAttachmentsByIdsInput,
    output: z.array(ZAttachmentDto),
  }),
  // GET /api/services/app/Attachment/Download — the bytes, with the stored type, nosniff and a safe file name
  Download: op({
    verb: "GET",
    permission: "@authenticated",
    summary: "Download a file (raw bytes, not the envelope)",
    raw: true,
    input: ZIdInput,
    output: z.any(),
  }),
  // POST /api/services/app/Attachment/BeginDirectUpload — S3 only: checks name, size and purpose, answers a presigned PUT URL
  BeginDirectUpload: op({
    verb: "POST",
    permission: "@authenticated",
    summary:
      "Announce a file the browser uploads straight to S3 storage (refused without S3): a presigned PUT URL and the pending attachment's id",
    input: ZBeginDirectUploadInput,
    output: ZDirectUploadAnswer,
  }),
  // POST /api/services/app/Attachment/CompleteDirectUpload — checks the stored object's size and type from its bytes; a mismatch is deleted
  CompleteDirectUpload: op({
    verb: "POST",
    permission: "@authenticated",
    summary:
      "Finish a direct upload: its size and type are checked as UploadToTemp checks them, then it is a Temp file like any other",
    input: ZIdInput,
    output: ZAttachmentDto,
    // a refused file is deleted, and that must stay deleted when the call fails
    transactional: false,
  }),
});
