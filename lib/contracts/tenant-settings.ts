import * as z from "zod";
import { contract, op } from "@/lib/api/define";
import { ZDateTime, zOptionalText, ZPhone, zRequired } from "./common";
import { smsProviders } from "./tenant-setting-values";

// Tenant settings (issue 17 item 7, SPEC §1 and §6 Pages.TenantSettings): the tenant's own
// S3-compatible cloud storage for its uploads, and the SMS gateway its text messages go through.
// Secrets are write-only: sent to be kept, never sent back (only whether one is kept); a blank
// secret keeps the one kept. "Test" tries the values given, saved or not, and says what happened.

/** An http(s) address (an endpoint or a gateway). */
const zEndpoint = (max: number) =>
  z
    .string()
    .trim()
    .max(max, "validation.tooLong")
    .regex(/^https?:\/\/[^\s/?#]+(\/\S*)?$/i, "validation.endpoint")
    .refine((value) => URL.canParse(value), "validation.endpoint")
    // user:password@host would keep a credential in the plain settings
    .refine((value) => !/^https?:\/\/[^/?#]*@/i.test(value), "validation.endpoint");

/** A write-only secret: blank or absent keeps the one kept; printable ASCII (it goes in a header). */
const zSecret = z
  .string()
  .trim()
  .max(512, "validation.tooLong")
  .regex(/^[\x21-\x7e]*$/, "validation.secretFormat")
  .optional();

export const ZCloudStorageFields = z.object({
  /** new uploads of the tenant go to this bucket (files uploaded before stay where they are) */
  isEnabled: z.boolean(),
  /** blank: AWS S3 in the region; else MinIO, OSS, COS, R2 … */
  endpoint: zEndpoint(256).or(z.literal("")).default(""),
  /** part of the AWS host name when there is no endpoint: letters, digits and hyphens */
  region: zRequired(64).regex(/^[a-z0-9-]+$/, "validation.region"),
  bucket: zRequired(63).regex(/^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/, "validation.bucket"),
  accessKeyId: zRequired(128),
  secretAccessKey: zSecret,
  /** endpoint/bucket/key (MinIO) rather than bucket.endpoint/key */
  forcePathStyle: z.boolean(),
});
export type TCloudStorageFields = z.input<typeof ZCloudStorageFields>;

export const ZSmsFields = z.object({
  /** text messages (verification codes) are sent; off: they are held in the message center */
  isEnabled: z.boolean(),
  provider: z.enum(smsProviders, { error: "validation.required" }),
  /** the gateway's address: each message is POSTed there as JSON { to, text, sender } */
  url: z.string().trim().min(1, "validation.required").pipe(zEndpoint(512)),
  /** the sender name or signature the gateway puts on messages */
  sender: zOptionalText(32),
  /** sent as "Authorization: Bearer …" */
  token: zSecret,
});
export type TSmsFields = z.input<typeof ZSmsFields>;

/** Who changed the settings last; null before they were first saved. */
const ZSaved = z.object({
  lastModificationTime: ZDateTime.nullable(),
  lastModifierName: z.string().nullable(),
});

export const ZCloudStorageDto = z.object({
  isEnabled: z.boolean(),
  /** "" before the first save, or for AWS */
  endpoint: z.string(),
  region: z.string(),
  bucket: z.string(),
  accessKeyId: z.string(),
  forcePathStyle: z.boolean(),
  /** whether a secret access key is kept (it is never sent back) */
  hasSecret: z.boolean(),
  ...ZSaved.shape,
});
export type TCloudStorageDto = z.infer<typeof ZCloudStorageDto>;

export const ZSmsDto = z.object({
  isEnabled: z.boolean(),
  provider: z.enum(smsProviders),
  /** "" before the first save */
  url: z.string(),
  sender: z.string().nullable(),
  /** whether a token is kept (it is never sent back) */
  hasSecret: z.boolean(),
  ...ZSaved.shape,
});
export type TSmsDto = z.infer<typeof ZSmsDto>;

/** What a test found: ok, or the step that failed and why (the provider's own words). */
export const ZConnectionTestDto = z.object({
  ok: z.boolean(),
  /** the step that failed: the store's write, read or delete, or the gateway's send */
  failedStep: z.enum(["Write", "Read", "Delete", "Send"]).nullable(),
  /** the provider's error (its code and message) or the network's; null when ok */
  error: z.string().nullable(),
  /** how long the test took, in milliseconds */
  elapsedMs: z.number().int(),
});
export type TConnectionTestDto = z.infer<typeof ZConnectionTestDto>;

// /api/services/app/TenantSettings/* — the caller's tenant's provider settings
export const TenantSettings = contract("TenantSettings", {
  // GET …/GetCloudStorage — the cloud storage settings (never the secret)
  GetCloudStorage: op({
    verb: "GET",
    permission: "Pages.TenantSettings.CloudStorage",
    summary: "The tenant's cloud storage settings; the secret key is never returned (hasSecret)",
    input: z.object({}),
    output: ZCloudStorageDto,
  }),
  // PUT …/UpdateCloudStorage — save them (a blank secret keeps the kept one)
  UpdateCloudStorage: op({
    verb: "PUT",
    permission: "Pages.TenantSettings.CloudStorage.Edit",
    summary: "Save the cloud storage settings; a blank secretAccessKey keeps the kept one",
    input: ZCloudStorageFields,
    output: ZCloudStorageDto,
  }),
  // POST …/TestCloudStorage — write, read back and delete a small file with the given settings
  TestCloudStorage: op({
    verb: "POST",
    // it waits on the provider: no transaction held open meanwhile
    transactional: false,
    permission: "Pages.TenantSettings.CloudStorage.Edit",
    summary:
      "Write, read back and delete a small object with the given settings (saved or not); a blank secret uses the kept one",
    input: ZCloudStorageFields,
    output: ZConnectionTestDto,
  }),
  // GET …/GetSms — the SMS settings (never the token)
  GetSms: op({
    verb: "GET",
    permission: "Pages.TenantSettings.Sms",
    summary: "The tenant's SMS gateway settings; the token is never returned (hasSecret)",
    input: z.object({}),
    output: ZSmsDto,
  }),
  // PUT …/UpdateSms — save them (a blank token keeps the kept one)
  UpdateSms: op({
    verb: "PUT",
    permission: "Pages.TenantSettings.Sms.Edit",
    summary: "Save the SMS gateway settings; a blank token keeps the kept one",
    input: ZSmsFields,
    output: ZSmsDto,
  }),
  // POST …/TestSms — send a test message to a phone with the given settings
  TestSms: op({
    verb: "POST",
    // it waits on the provider: no transaction held open meanwhile
    transactional: false,
    permission: "Pages.TenantSettings.Sms.Edit",
    summary: "Send a test message to `phone` through the given settings (saved or not)",
    input: ZSmsFields.extend({ phone: ZPhone }),
    output: ZConnectionTestDto,
  }),
});
