import * as z from "zod";
import { crudContract, op } from "@/lib/api/define";
import { ZAttachmentDto } from "./attachment";
import { ZAuditDecisionInput, ZAuditDetailDto } from "./audit-flow";
import {
  ZAuditedDto,
  ZIdInput,
  ZListResult,
  ZPagedSortedInput,
  zOptionalText,
  zRequired,
} from "./common";
import {
  ZDueDiligenceConclusion,
  ZDueDiligenceState,
  ZOrganizationKind,
  ZRiskLevel,
} from "./enums";

// The organisations a foundation works with (partners, schools, other foundations) and its due
// diligence on them (issue 17 item 4; SPEC §1 "organisations", "due-diligence records", the
// action ImproveTheDueDiligenceReport). A due-diligence record is written as a draft, goes
// through the DueDiligence audit flow (StartAudit → Audit) and, approved, becomes the
// organisation's standing conclusion. Screens: /charity/organizations, /charity/dueDiligence.

/**
 * China's unified social credit code (统一社会信用代码): 18 characters, digits and capital letters
 * but I, O, S, V and Z.
 */
export const CREDIT_CODE_PATTERN = /^[0-9A-HJ-NPQRTUWXY]{2}\d{6}[0-9A-HJ-NPQRTUWXY]{10}$/;

export const ZOrganizationFields = z.object({
  name: zRequired(100),
  kind: ZOrganizationKind,
  /** optional; unique in the tenant when given */
  creditCode: z
    .string()
    .trim()
    .toUpperCase()
    .max(18, "validation.creditCode")
    .refine((v) => v === "" || CREDIT_CODE_PATTERN.test(v), "validation.creditCode")
    .nullish(),
  contactName: zOptionalText(50),
  contactPhone: z
    .string()
    .trim()
    .max(32, "validation.phone")
    .refine((v) => v === "" || /^\+?[0-9 ()-]{5,32}$/.test(v), "validation.phone")
    .nullish(),
  address: zOptionalText(200),
  description: zOptionalText(1000),
});

/** An organisation's standing: its newest approved due diligence. */
const ZDueDiligenceSummary = z.object({
  id: z.uuid(),
  reviewedOn: z.iso.date(),
  conclusion: ZDueDiligenceConclusion,
  riskLevel: ZRiskLevel,
});

export const ZOrganizationDto = ZAuditedDto.extend({
  id: z.uuid(),
  name: z.string(),
  kind: ZOrganizationKind,
  creditCode: z.string().nullable(),
  contactName: z.string().nullable(),
  contactPhone: z.string().nullable(),
  address: z.string().nullable(),
  description: z.string().nullable(),
  /** its newest approved due diligence, or null when none is approved yet */
  lastDueDiligence: ZDueDiligenceSummary.nullable(),
  /** its due-diligence records, approved or not */
  dueDiligenceCount: z.number().int(),
});
export type TOrganizationDto = z.infer<typeof ZOrganizationDto>;

const sortFields = ["name", "kind", "creationTime"] as const;
export const ZGetOrganizationsInput = ZPagedSortedInput(sortFields).extend({
  /** name, credit code or contact contains, ignoring case */
  keyword: z.string().trim().max(100).optional(),
  kind: ZOrganizationKind.optional(),
});

// CRUD /api/services/app/Organization/* plus GetOptions. An organisation with due-diligence
// records is not deleted (409).
export const Organization = crudContract(
  "Organization",
  {
    create: ZOrganizationFields,
    update: ZOrganizationFields.extend({ id: z.uuid() }),
    list: ZGetOrganizationsInput,
    dto: ZOrganizationDto,
    permissions: {
      read: "Pages.Organization",
      create: "Pages.Organization.Create",
      update: "Pages.Organization.Edit",
      delete: "Pages.Organization.Delete",
    },
  },
  {
    // GET /api/services/app/Organization/GetOptions — every organisation by name, for pickers
    GetOptions: op({
      verb: "GET",
      permission: ["Pages.Organization", "Pages.DueDiligence"],
      summary: "Every organisation of the tenant by name, for choosing one",
      input: z.object({}),
      output: ZListResult(z.object({ id: z.uuid(), name: z.string() })),
    }),
  },
);

// --- due diligence ------------------------------------------------------------------------------

/** How many report files a due-diligence record keeps. */
export const MAX_REPORT_FILES = 10;

export const ZDueDiligenceFields = z.object({
  organizationId: z.uuid("validation.required"),
  /** the day the review was finished; not in the future */
  reviewedOn: z.iso.date("validation.date"),
  /** who carried out the review (a staff member or an outside firm) */
  reviewer: zRequired(100),
  conclusion: ZDueDiligenceConclusion,
  riskLevel: ZRiskLevel,
  /** what was looked at and found */
  findings: zRequired(4000),
  /**
   * Temp uploads (or the record's own files) to keep as its report, in order; absent on an
   * update: the files stay as they are
   */
  attachmentIds: z.array(z.uuid()).max(MAX_REPORT_FILES, "validation.tooMany").optional(),
});

/** What the caller may do to a record now: its state, then their permissions. */
export const dueDiligenceActions = [
  "Edit",
  "Improve",
  "Delete",
  "StartAudit",
  "Withdraw",
  "Audit",
] as const;

export const ZDueDiligenceDto = ZAuditedDto.extend({
  id: z.uuid(),
  organizationId: z.uuid(),
  organizationName: z.string(),
  reviewedOn: z.iso.date(),
  reviewer: z.string(),
  conclusion: ZDueDiligenceConclusion,
  riskLevel: ZRiskLevel,
  findings: z.string(),
  state: ZDueDiligenceState,
  attachments: z.array(ZAttachmentDto),
  /** its newest audit, or null before the first */
  audit: ZAuditDetailDto.nullable(),
  actions: z.array(z.enum(dueDiligenceActions)),
});
export type TDueDiligenceDto = z.infer<typeof ZDueDiligenceDto>;

const dueDiligenceSortFields = ["reviewedOn", "creationTime"] as const;
export const ZGetDueDiligenceInput = ZPagedSortedInput(dueDiligenceSortFields).extend({
  /** organisation name, reviewer or findings contains, ignoring case */
  keyword: z.string().trim().max(100).optional(),
  organizationId: z.uuid().optional(),
  state: ZDueDiligenceState.optional(),
  conclusion: ZDueDiligenceConclusion.optional(),
  riskLevel: ZRiskLevel.optional(),
});

// CRUD /api/services/app/DueDiligenceRecord/* plus StartAudit, Withdraw and Audit. A draft is
// edited and deleted (never once approved: the foundation keeps its reviews); an approved report
// is improved (ImproveTheDueDiligenceReport), which makes it a draft again, to be audited again,
// about the same organisation; a record under audit is neither.
export const DueDiligenceRecord = crudContract(
  "DueDiligenceRecord",
  {
    create: ZDueDiligenceFields,
    update: ZDueDiligenceFields.extend({ id: z.uuid() }),
    list: ZGetDueDiligenceInput,
    dto: ZDueDiligenceDto,
    permissions: {
      read: "Pages.DueDiligence",
      create: "Pages.DueDiligence.Create",
      update: ["Pages.DueDiligence.Edit", "Pages.DueDiligence.ImproveTheDueDiligenceReport"],
      delete: "Pages.DueDiligence.Delete",
    },
    dataScope: "Pages.DueDiligence",
  },
  {
    // POST …/StartAudit — submit a draft to the DueDiligence audit flow
    StartAudit: op({
      verb: "POST",
      permission: "Pages.DueDiligence.StartAudit",
      summary:
        "Submit a draft due-diligence record to its audit flow (approved at once when no flow is active)",
      input: ZIdInput,
      output: ZDueDiligenceDto,
    }),
    // POST …/Withdraw — take back a waiting record: a draft again
    Withdraw: op({
      verb: "POST",
      permission: ["Pages.DueDiligence.StartAudit", "Pages.DueDiligence.Audit"],
      summary:
        "Take back a record's waiting audit (its submitter, or someone who audits due diligence): it is a draft again",
      input: ZIdInput,
      output: ZDueDiligenceDto,
    }),
    // POST …/Audit — approve or reject the current step of the record's audit
    Audit: op({
      verb: "POST",
      permission: "Pages.DueDiligence.Audit",
      summary:
        "Approve or reject the current step of the record's audit, with a comment (rejected: a draft again)",
      input: ZAuditDecisionInput,
      output: ZDueDiligenceDto,
    }),
  },
);
