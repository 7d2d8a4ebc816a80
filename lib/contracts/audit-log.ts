import * as z from "zod";
import { contract, op } from "@/lib/api/define";
import { ZDateTime, ZPagedInput, ZPagedResult, zSorting } from "./common";

// The audit log screen (issue 13 item 6; our addition, SPEC gives no route or service): who
// called which mutating method, when, from where, with what input (secrets redacted) and how it
// ended. Rows are written by the dispatcher (server/http/audit-log.ts); this service only reads.

const READ = "Pages.Admin.AuditLogs";

/** A call that answered below 400 succeeded; anything else failed (refused or broke). */
export const auditResults = ["Success", "Failure"] as const;
export const ZAuditResult = z.enum(auditResults);
export type TAuditResult = z.infer<typeof ZAuditResult>;

/**
 * The records whose history the console shows: the record and its parts (a customer's addresses,
 * a product's SKUs, a SKU's customer price revisions).
 */
export const auditEntityTypes = [
  "Order",
  "Customer",
  "Product",
  "Sku",
  "Supplier",
  "StockIn",
] as const;
export const ZAuditEntityType = z.enum(auditEntityTypes);
export type TAuditEntityType = z.infer<typeof ZAuditEntityType>;

const ZName = z.string().trim().max(100).optional();

/** What the list and the export filter by: one view. */
const filterFields = {
  /** the user's user name or name contains, ignoring case */
  userName: ZName,
  userId: z.uuid().optional(),
  /** exactly (ignoring case) */
  serviceName: ZName,
  methodName: ZName,
  /** called on or after */
  beginTime: ZDateTime.optional(),
  /** called before */
  endTime: ZDateTime.optional(),
  result: ZAuditResult.optional(),
  /** with entityId: the calls touching that record (as GetEntityHistory) */
  entityType: ZAuditEntityType.optional(),
  entityId: z.uuid().optional(),
  /** by time only: newest first (the default) or oldest first */
  sorting: zSorting(["executionTime"]),
};

/** A record is named by its type and id together. */
const withEntityType = <T extends z.ZodType<{ entityId?: string; entityType?: string }>>(s: T) =>
  s.refine((f) => !f.entityId || f.entityType, {
    path: ["entityType"],
    message: "validation.required",
  });

export const ZAuditLogFilter = withEntityType(z.object(filterFields));
export type TAuditLogFilter = z.output<typeof ZAuditLogFilter>;

export const ZGetAuditLogsInput = withEntityType(ZPagedInput.extend(filterFields));

export const ZAuditLogDto = z.object({
  id: z.uuid(),
  userId: z.uuid().nullable(),
  /** the user's user name, or null (anonymous, or the user is gone) */
  userName: z.string().nullable(),
  serviceName: z.string(),
  methodName: z.string(),
  /** the input as JSON with secrets redacted; in lists cut at LIST_SUMMARY_MAX characters */
  parameters: z.string().nullable(),
  /** the HTTP status it answered */
  statusCode: z.number().int(),
  /** the error message it answered, when it failed */
  exception: z.string().nullable(),
  executionTime: ZDateTime,
  /** milliseconds */
  executionDuration: z.number().int(),
  clientIpAddress: z.string().nullable(),
  browserInfo: z.string().nullable(),
  requestId: z.string(),
});
export type TAuditLogDto = z.infer<typeof ZAuditLogDto>;

/** How much of the input a list row carries; Get has all that was kept. */
export const LIST_SUMMARY_MAX = 200;

const ZAuditLogPage = ZPagedResult(ZAuditLogDto);

export const AuditLog = contract("AuditLog", {
  // GET /api/services/app/AuditLog/GetAll — mutating calls, newest first, filtered
  GetAll: op({
    verb: "GET",
    permission: READ,
    summary:
      "Mutating API calls, newest first, by user, service, method, time range, result or record",
    input: ZGetAuditLogsInput,
    output: ZAuditLogPage,
  }),
  // GET /api/services/app/AuditLog/Get — one call with its whole input summary
  Get: op({
    verb: "GET",
    permission: READ,
    summary: "One audited call with its whole (redacted) input summary",
    input: z.object({ id: z.uuid() }),
    output: ZAuditLogDto,
  }),
  // GET /api/services/app/AuditLog/GetEntityHistory — the calls that touched one record
  GetEntityHistory: op({
    verb: "GET",
    permission: READ,
    summary:
      "The calls that touched one order, customer (or its addresses), product (or its SKUs), SKU (or its customer prices), supplier or stock-in, newest first",
    input: ZPagedInput.extend({ entityType: ZAuditEntityType, id: z.uuid() }),
    output: ZAuditLogPage,
  }),
  // POST /api/services/app/AuditLog/Export — the filtered view as .xlsx, every row, streamed
  Export: op({
    verb: "POST",
    permission: `${READ}.Export`,
    summary:
      "The filtered audit log as an .xlsx file, newest first, every row (streamed; raw file, not the envelope)",
    raw: true,
    transactional: false,
    input: ZAuditLogFilter,
    output: z.any(),
  }),
});
