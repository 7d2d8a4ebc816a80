import * as z from "zod";
import { contract, op } from "@/lib/api/define";
import { ZAuditDecisionInput, ZAuditDefinitionKey, ZAuditState, ZAuditTarget } from "./audit-flow";
import { ZDateTime, ZListResult, ZPagedResult, zSorting } from "./common";

// My audits (issue 17 item 5; SPEC §6 Pages.MyAudit): the audits, of every definition, whose
// current step waits for the caller: one named by the step (as a user or through a role), who
// did not ask for it and has not decided a step of it, who holds the definition's read and
// decide permissions and may see the record. Approve or
// reject goes through the record's own service, which applies the outcome.

export const ZMyAuditDto = z.object({
  /** the audit's id */
  id: z.uuid(),
  key: ZAuditDefinitionKey,
  /** the definition in the caller's language ("Project proposal") */
  definitionName: z.string(),
  entityId: z.uuid(),
  /** the record: a project's code and name, a SKU and customer */
  title: z.string(),
  /** what is asked: a budget, a price change */
  detail: z.string().nullable(),
  /** the console page that shows the record */
  href: z.string().nullable(),
  flowDesc: z.string(),
  /** the 1-based step waiting for the caller, of `stepCount` */
  currentStep: z.number().int(),
  stepCount: z.number().int(),
  starterName: z.string().nullable(),
  startTime: ZDateTime,
});
export type TMyAuditDto = z.infer<typeof ZMyAuditDto>;

/** Paged by offset (the list is at most MY_AUDITS_LIMIT long), oldest first unless "startTime desc". */
export const ZGetMyAuditsInput = z.object({
  skipCount: z.number().int().min(0).default(0),
  maxResultCount: z.number().int().min(1).max(1000).default(10),
  sorting: zSorting(["startTime"]),
  key: ZAuditDefinitionKey.optional(),
});

/** A kind of record the caller may decide audits of, in the caller's language. */
const ZMyAuditDefinition = z.object({ key: ZAuditDefinitionKey, displayName: z.string() });
export type TMyAuditDefinition = z.infer<typeof ZMyAuditDefinition>;

/** The most waiting audits My audits looks through (oldest first). */
export const MY_AUDITS_LIMIT = 1000;

// /api/services/app/MyAudit/*
export const MyAudit = contract("MyAudit", {
  // GET …/GetAll — the audits waiting for the caller's decision, oldest first
  GetAll: op({
    verb: "GET",
    permission: "Pages.MyAudit",
    summary:
      "The audits (every kind of record) whose current step waits for the caller, oldest first",
    input: ZGetMyAuditsInput,
    output: ZPagedResult(ZMyAuditDto),
  }),
  // GET …/GetDefinitions — the kinds of record whose audits the caller may see, for the filter
  GetDefinitions: op({
    verb: "GET",
    permission: "Pages.MyAudit",
    summary: "The audit definitions whose records the caller may read, in the caller's language",
    input: z.object({}),
    output: ZListResult(ZMyAuditDefinition),
  }),
  // POST …/Audit — approve or reject the current step of a record's audit
  Audit: op({
    verb: "POST",
    permission: "Pages.MyAudit.Audit",
    summary:
      "Approve or reject the current step of a record's audit (scope = its definition); the record's service applies the outcome",
    input: ZAuditTarget.extend(ZAuditDecisionInput.omit({ id: true }).shape).extend({
      /** the audit the list showed (its row's `id`): 409 when the record's newest is another */
      auditId: z.uuid(),
    }),
    output: z.object({ state: ZAuditState }),
  }),
});
