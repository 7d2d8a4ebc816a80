import * as z from "zod";
import { contract, op } from "@/lib/api/define";
import { ZAuditDefinitionKey } from "./audit-flow";
import { ZDateTime, ZPagedResult } from "./common";

// Notices (issue 17 item 5, SPEC §6 message center read/unread): what the audit flows tell a
// staff user: an audit waits for their step, or their submission was approved or rejected. Each
// user reads and marks only their own.

export const noticeKinds = ["AuditWaiting", "AuditDecided"] as const;

export const ZNoticeDto = z.object({
  id: z.uuid(),
  kind: z.enum(noticeKinds),
  key: ZAuditDefinitionKey,
  /** the definition in the caller's language ("Project proposal") */
  definitionName: z.string(),
  /** the record (a project's code and name); null when the caller can no longer see it */
  title: z.string().nullable(),
  /** its console page; null when the caller can no longer see it */
  href: z.string().nullable(),
  /** the step waiting (AuditWaiting) */
  step: z.number().int().nullable(),
  /** how it ended (AuditDecided) */
  outcome: z.enum(["Approved", "Rejected"]).nullable(),
  isRead: z.boolean(),
  time: ZDateTime,
});
export type TNoticeDto = z.infer<typeof ZNoticeDto>;

// /api/services/app/Notice/* — the caller's own notices
export const Notice = contract("Notice", {
  // GET …/GetAll — the caller's notices, newest first (unread ones only with isRead=false)
  GetAll: op({
    verb: "GET",
    permission: "@authenticated",
    summary: "The caller's notices, newest first; isRead narrows to read or unread ones",
    input: z.object({
      skipCount: z.number().int().min(0).default(0),
      maxResultCount: z.number().int().min(1).max(100).default(10),
      isRead: z.boolean().optional(),
    }),
    output: ZPagedResult(ZNoticeDto),
  }),
  // GET …/GetUnreadCount — how many of the caller's notices are unread
  GetUnreadCount: op({
    verb: "GET",
    permission: "@authenticated",
    summary: "How many of the caller's notices are unread",
    input: z.object({}),
    output: z.object({ count: z.number().int() }),
  }),
  // POST …/MarkRead — mark these of the caller's notices read, or all of them without ids
  MarkRead: op({
    verb: "POST",
    permission: "@authenticated",
    summary: "Mark the given notices of the caller read, or every unread one when ids is left out",
    input: z.object({ ids: z.array(z.uuid()).min(1).max(100).optional() }),
    output: z.object({ count: z.number().int() }),
  }),
});
