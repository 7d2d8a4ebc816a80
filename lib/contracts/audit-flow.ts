import Decimal from "decimal.js";
import * as z from "zod";
import { contract, crudContract, op, type OpSpec } from "@/lib/api/define";
import type { PermissionName } from "@/lib/permissions";
import { ZAuditedDto, ZDateTime, ZListResult, ZPagedSortedInput, zRequired } from "./common";

// SPEC §3 (audit flow: key, desc; active or not), §4 (audit lifecycle StartAudit → Audit), §7
// AuditFlow, AuditFlowDefinition, AuditFlowProxy (issue 13 item 5). A flow serves one audit
// definition (its key) with ordered nodes, each approved by a role or a user; one flow per key
// is active. Records that need approval start an audit on the active flow (a snapshot of its
// nodes) and each node decides in order; the record's own service applies the outcome.

/**
 * The audit definitions: what can go through a flow, listed in code. A module adds its record
 * here (the charity pack: "ProjectProposal", …) and calls the audit engine from its service.
 * `readPermission` is what a caller needs to see a record's audit (GetDetail, CanAudit);
 * `decidePermission` what an approver needs besides being named by the step (flows refuse
 * approvers without it; the record's Audit method and My audits check it);
 * `threshold` names what the flow's threshold means for it, when it uses one.
 */
export const auditDefinitions = [
  {
    key: "PriceRevision",
    displayName: "auditFlows.definitions.PriceRevision",
    threshold: "auditFlows.definitions.PriceRevisionThreshold",
    readPermission: "Pages.Order.Sales",
    decidePermission: "Pages.Order.Sales",
  },
  // a project's proposal (Draft → Executing) and its close report (Executing → Closed), issue 17
  {
    key: "ProjectProposal",
    displayName: "auditFlows.definitions.ProjectProposal",
    readPermission: "Pages.Project",
    decidePermission: "Pages.Project.Audit",
  },
  {
    key: "ProjectClose",
    displayName: "auditFlows.definitions.ProjectClose",
    readPermission: "Pages.Project",
    decidePermission: "Pages.Project.Audit",
  },
  // a running project's change of budget or end day (Executing → ChangeAudit → Executing)
  {
    key: "ProjectChange",
    displayName: "auditFlows.definitions.ProjectChange",
    readPermission: "Pages.Project",
    decidePermission: "Pages.Project.Audit",
  },
  // a running project's monthly plan, monthly summary or progress report (Draft → Approved)
  {
    key: "ProjectReport",
    displayName: "auditFlows.definitions.ProjectReport",
    readPermission: "Pages.Project",
    decidePermission: "Pages.Project.Audit",
  },
  // a due-diligence record on an organisation (Draft → Approved), issue 17
  {
    key: "DueDiligence",
    displayName: "auditFlows.definitions.DueDiligence",
    readPermission: "Pages.DueDiligence",
    decidePermission: "Pages.DueDiligence.Audit",
  },
] as const satisfies readonly {
  key: string;
  displayName: string;
  threshold?: string;
  readPermission: PermissionName;
  decidePermission: PermissionName;
}[];
export type TAuditDefinition = (typeof auditDefinitions)[number];

export const ZAuditDefinitionKey = z.enum(
  auditDefinitions.map((d) => d.key) as [TAuditDefinition["key"], ...TAuditDefinition["key"][]],
  { error: "validation.required" },
);
export type TAuditDefinitionKey = z.infer<typeof ZAuditDefinitionKey>;

/** The permissions that let a caller see some record's audit (any definition's). */
const auditReaders = [...new Set(auditDefinitions.map((d) => d.readPermission))] as [
  PermissionName,
  ...PermissionName[],
];

/** Withdrawn: its requester (or someone who may) took it back while it waited. */
export const auditStates = ["Pending", "Approved", "Rejected", "Withdrawn"] as const;
export const ZAuditState = z.enum(auditStates);
export type TAuditState = z.infer<typeof ZAuditState>;

export const approverTypes = ["Role", "User"] as const;
export const ZApproverType = z.enum(approverTypes, { error: "validation.required" });
export type TApproverType = z.infer<typeof ZApproverType>;

/**
 * A flow's threshold, in percent: 0 to 1000 with at most 2 decimals, as a string or a number;
 * empty means every record of the definition goes through the flow.
 */
export const ZAuditThreshold = z
  .union([z.string().trim(), z.number(), z.null()], { error: "validation.auditThreshold" })
  .optional()
  .transform((value, ctx) => {
    if (value === undefined || value === null || value === "") return null;
    const text = String(value);
    const n = /^\d{1,6}(\.\d{1,10})?$/.test(text) ? new Decimal(text) : undefined;
    if (!n || n.gt(1000) || n.decimalPlaces() > 2) {
      ctx.addIssue({ code: "custom", message: "validation.auditThreshold" });
      return z.NEVER;
    }
    return n.toString();
  });

/** A node as a form edits it: who approves it. */
export const ZAuditNodeInput = z
  .object({
    approverType: ZApproverType,
    roleId: z.uuid({ error: "validation.required" }).nullish(),
    userId: z.uuid({ error: "validation.required" }).nullish(),
  })
  .superRefine((node, ctx) => {
    const field = node.approverType === "Role" ? "roleId" : "userId";
    if (!node[field])
      ctx.addIssue({ code: "custom", path: [field], message: "validation.required" });
  });
export type TAuditNodeInput = z.input<typeof ZAuditNodeInput>;

export const ZAuditFlowFields = z.object({
  key: ZAuditDefinitionKey,
  desc: zRequired(200),
  threshold: ZAuditThreshold,
  /** the nodes in the order they approve: at least one, at most 20 */
  nodes: z
    .array(ZAuditNodeInput)
    .min(1, "validation.auditNodesRequired")
    .max(20, "validation.tooMany"),
});

export const ZAuditNodeDto = z.object({
  id: z.uuid(),
  /** 1, 2, 3 … in approval order */
  sort: z.number().int(),
  approverType: ZApproverType,
  roleId: z.uuid().nullable(),
  userId: z.uuid().nullable(),
  /** the role's display name or the user's name; null when it has been deleted since */
  approverName: z.string().nullable(),
});
export type TAuditNodeDto = z.infer<typeof ZAuditNodeDto>;

export const ZAuditFlowDto = ZAuditedDto.extend({
  id: z.uuid(),
  key: ZAuditDefinitionKey,
  desc: z.string(),
  /** percent, a plain decimal ("20", "12.5"), or null: every record */
  threshold: z.string().nullable(),
  isActive: z.boolean(),
  nodes: z.array(ZAuditNodeDto),
  /** audits of this flow still waiting for a decision */
  pendingCount: z.number().int(),
});
export type TAuditFlowDto = z.infer<typeof ZAuditFlowDto>;

export const auditFlowSortFields = ["desc", "key", "creationTime"] as const;
export const ZGetAuditFlowsInput = ZPagedSortedInput(auditFlowSortFields).extend({
  /** description contains, ignoring case */
  keyword: z.string().trim().max(100).optional(),
  key: ZAuditDefinitionKey.optional(),
  isActive: z.boolean().optional(),
});

const ZDefinitionDto = z.object({
  key: ZAuditDefinitionKey,
  /** in the caller's language */
  displayName: z.string(),
  /** what the threshold means for it, or null when it has none */
  thresholdHint: z.string().nullable(),
});
export type TAuditDefinitionDto = z.infer<typeof ZDefinitionDto>;

const ZOption = z.object({ id: z.uuid(), name: z.string() });

/** A flow to edit (none for a new one) with what its form chooses from. */
export const ZAuditFlowForEditDto = z.object({
  flow: ZAuditFlowDto.nullable(),
  definitions: z.array(ZDefinitionDto),
  roles: z.array(ZOption),
  users: z.array(ZOption),
});
export type TAuditFlowForEditDto = z.infer<typeof ZAuditFlowForEditDto>;

/** Which record's audit: the definition (SPEC's scope) and the record's id. */
export const ZAuditTarget = z.object({ scope: ZAuditDefinitionKey, entityId: z.uuid() });

/** One decision of an audit: which node, by whom, when, with what comment. */
const ZAuditDecisionDto = z.object({
  step: z.number().int(),
  isApproved: z.boolean(),
  comment: z.string().nullable(),
  userName: z.string().nullable(),
  time: ZDateTime,
});

/** A record's audit: its state, nodes (a snapshot of the flow's when it started) and decisions. */
export const ZAuditDetailDto = z.object({
  id: z.uuid(),
  key: ZAuditDefinitionKey,
  entityId: z.uuid(),
  flowId: z.uuid(),
  flowDesc: z.string(),
  state: ZAuditState,
  /** 1-based index of the node deciding now; null once decided */
  currentStep: z.number().int().nullable(),
  steps: z.array(z.object({ approverType: ZApproverType, approverName: z.string().nullable() })),
  decisions: z.array(ZAuditDecisionDto),
  /** who started it (null for a user deleted since) */
  starterId: z.uuid().nullable(),
  starterName: z.string().nullable(),
  startTime: ZDateTime,
  /** whether the caller may decide the current node now */
  canAudit: z.boolean(),
});
export type TAuditDetailDto = z.infer<typeof ZAuditDetailDto>;

/** A decision on the current node of a record's audit: `step` is the node the caller decides. */
export const ZAuditDecisionInput = z.object({
  id: z.uuid(),
  /**
   * the audit the caller's page shows (GetDetail's `id`): 409 when the record's newest audit is
   * another one (withdrawn and submitted again meanwhile). Optional for older callers.
   */
  auditId: z.uuid().optional(),
  /** the 1-based node being decided, as the caller's page shows it: 409 when the audit moved on */
  step: z.number({ error: "validation.required" }).int().min(1).max(20),
  isApproved: z.boolean(),
  comment: z.string().trim().max(500, "validation.tooLong").nullish(),
});

const READ = "Pages.Admin.AuditFlows";
const EDIT = "Pages.Admin.AuditFlows.Edit";

/** AuditFlow's methods; AuditFlowProxy has the same under its own name (SPEC §7). */
function auditFlowContract<const S extends string, const E extends Record<string, OpSpec>>(
  service: S,
  extra: E,
) {
  return crudContract(
    service,
    {
      create: ZAuditFlowFields,
      update: ZAuditFlowFields.extend({ id: z.uuid() }),
      list: ZGetAuditFlowsInput,
      dto: ZAuditFlowDto,
      permissions: {
        read: READ,
        create: "Pages.Admin.AuditFlows.Create",
        update: EDIT,
        delete: "Pages.Admin.AuditFlows.Delete",
      },
    },
    {
      // GET …/GetForEdit — a flow (or none, for a new one) with the definitions, roles and users to choose from
      GetForEdit: op({
        verb: "GET",
        permission: ["Pages.Admin.AuditFlows.Create", EDIT],
        summary: "A flow to edit with the definitions, roles and users its form chooses from",
        input: z.object({ id: z.uuid().optional() }),
        output: ZAuditFlowForEditDto,
      }),
      // PUT …/UpdateSort — the flow's nodes in a new order (every node once)
      UpdateSort: op({
        verb: "PUT",
        permission: EDIT,
        summary: "Put a flow's nodes in a new order (the list names every node once)",
        input: z.object({ id: z.uuid(), nodeIds: z.array(z.uuid()).min(1).max(20) }),
        output: ZAuditFlowDto,
      }),
      // POST …/Active — activate a flow (its definition's other flows stop) or deactivate it
      Active: op({
        verb: "POST",
        permission: "Pages.Admin.AuditFlows.Active",
        summary: "Activate a flow (the other flows of its definition stop) or deactivate it",
        input: z.object({ id: z.uuid(), isActive: z.boolean() }),
        output: ZAuditFlowDto,
      }),
      // POST …/CanAudit — whether the caller may decide the current node of a record's audit
      CanAudit: op({
        verb: "POST",
        permission: auditReaders,
        summary: "Whether the caller may approve or reject the current node of a record's audit",
        input: ZAuditTarget,
        output: z.boolean(),
      }),
      ...extra,
    },
  );
}

// CRUD /api/services/app/AuditFlow/* plus GetForEdit, UpdateSort, Active, CanAudit
export const AuditFlow = auditFlowContract("AuditFlow", {});

// /api/services/app/AuditFlowProxy/* — AuditFlow's methods plus GetDetail (SPEC §7)
export const AuditFlowProxy = auditFlowContract("AuditFlowProxy", {
  // GET …/GetDetail — a record's audit: state, nodes and decisions (the newest audit of the record)
  GetDetail: op({
    verb: "GET",
    permission: auditReaders,
    summary: "A record's audit (scope = its definition key): state, nodes and decisions",
    input: ZAuditTarget,
    output: ZAuditDetailDto,
  }),
});

// /api/services/app/AuditFlowDefinition/* — the definitions, from code
export const AuditFlowDefinition = contract("AuditFlowDefinition", {
  // GET …/GetAll — every definition, or those whose name contains displayName
  GetAll: op({
    verb: "GET",
    permission: READ,
    summary: "The audit definitions (what can go through a flow), by name",
    input: z.object({ displayName: z.string().trim().max(100).optional() }),
    output: ZListResult(ZDefinitionDto),
  }),
  // GET …/Get — one definition by key
  Get: op({
    verb: "GET",
    permission: READ,
    summary: "One audit definition by key",
    input: z.object({ key: ZAuditDefinitionKey }),
    output: ZDefinitionDto,
  }),
});
