import * as z from "zod";
import { crudContract, op } from "@/lib/api/define";
import { ZAuditDecisionInput, ZAuditDetailDto } from "./audit-flow";
import {
  ZAuditedDto,
  ZDateTime,
  ZIdInput,
  ZListResult,
  ZPagedSortedInput,
  zOptionalText,
  zRequired,
} from "./common";
import { projectKinds, projectStates } from "./charity-project-values";
import { ZMoneyInput } from "./customer";

export { projectKinds, projectStates };

// The foundation's projects (issue 17 item 3; SPEC §6 Pages.Project with StartAudit, Audit and
// Stop): internal and external projects in series. A proposal goes through the ProjectProposal
// audit flow before the project runs, and its close report through ProjectClose before it
// closes; the service keeps the state and the history, and offers only the allowed actions.

export const ZProjectKind = z.enum(projectKinds, { error: "validation.required" });
export type TProjectKind = z.infer<typeof ZProjectKind>;

export const ZProjectState = z.enum(projectStates);
export type TProjectState = z.infer<typeof ZProjectState>;

/** The audit definitions a project goes through. */
export type TProjectAuditKey = "ProjectProposal" | "ProjectClose" | "ProjectChange";

/** What the caller may do to a project now (its state and their permissions). */
export const projectActions = [
  "Edit",
  "Delete",
  "StartAudit",
  "Withdraw",
  "Audit",
  "Stop",
  "ChangeApply",
  "Copy",
] as const;
export const ZProjectAction = z.enum(projectActions);
export type TProjectAction = z.infer<typeof ZProjectAction>;

/** The history's entries. */
export const projectEventActions = [
  "Created",
  "Edited",
  "Submitted",
  "StepApproved",
  "Approved",
  "Rejected",
  "Withdrawn",
  "Stopped",
  /** a running project's change submitted to its audit flow */
  "ChangeSubmitted",
  /** a change applied at once (no active flow) */
  "Changed",
  /** created as a copy of another project (the comment names it) */
  "Copied",
] as const;
export const ZProjectEventAction = z.enum(projectEventActions);

const ZDay = z.iso.date("validation.date");

const ZProjectFields = z.object({
  name: zRequired(100),
  kind: ZProjectKind,
  seriesId: z.uuid("validation.required").nullish(),
  fundId: z.uuid("validation.required").nullish(),
  /** the partner organisation: required for an external project */
  partner: zOptionalText(100),
  budget: ZMoneyInput,
  startOn: ZDay,
  endOn: ZDay,
  proposal: zRequired(5000),
  /** required to submit the close report */
  closeReport: zOptionalText(5000),
});

/** An external project names its partner; a project ends on or after the day it starts. */
function projectRules<T extends z.ZodType<z.output<typeof ZProjectFields>>>(schema: T) {
  return schema.superRefine((v, ctx) => {
    if (v.kind === "External" && !v.partner)
      ctx.addIssue({ code: "custom", path: ["partner"], message: "validation.required" });
    if (v.endOn < v.startOn)
      ctx.addIssue({ code: "custom", path: ["endOn"], message: "validation.endBeforeStart" });
  });
}
export const ZCreateProjectInput = projectRules(ZProjectFields);
export const ZUpdateProjectInput = projectRules(ZProjectFields.extend({ id: z.uuid() }));

/** A change of a running project's budget or end day (what ChangeApply asks for). */
const ZProjectChange = z.object({
  budget: z.string(),
  endOn: z.iso.date(),
  reason: z.string(),
});

export const ZProjectDto = ZAuditedDto.extend({
  id: z.uuid(),
  code: z.string(),
  name: z.string(),
  kind: ZProjectKind,
  seriesId: z.uuid().nullable(),
  seriesName: z.string().nullable(),
  fundId: z.uuid().nullable(),
  fundName: z.string().nullable(),
  partner: z.string().nullable(),
  budget: z.string(),
  startOn: z.iso.date(),
  endOn: z.iso.date(),
  proposal: z.string(),
  closeReport: z.string().nullable(),
  state: ZProjectState,
  stopReason: z.string().nullable(),
  /** the change waiting in its audit (state ChangeAudit), or null */
  pendingChange: ZProjectChange.nullable(),
  /** the audit that speaks of it as it is (proposal, change or close report), or null */
  audit: ZAuditDetailDto.nullable(),
  /** what the caller may do now */
  actions: z.array(ZProjectAction),
});
export type TProjectDto = z.infer<typeof ZProjectDto>;

export const projectSortFields = ["code", "name", "startOn", "budget", "creationTime"] as const;
export const ZGetProjectsInput = ZPagedSortedInput(projectSortFields).extend({
  /** name or code contains, ignoring case */
  keyword: z.string().trim().max(100).optional(),
  kind: ZProjectKind.optional(),
  state: ZProjectState.optional(),
  seriesId: z.uuid().optional(),
  fundId: z.uuid().optional(),
  isOnlyMine: z.boolean().optional(),
});

export const ZStopProjectInput = z.object({ id: z.uuid(), reason: zRequired(500) });

/** A running project's new budget and end day (at least one differs), and why. */
export const ZChangeProjectInput = z.object({
  id: z.uuid(),
  budget: ZMoneyInput,
  endOn: ZDay,
  reason: zRequired(500),
});

/** What an event changed: each field's value before and after. */
const ZFieldChange = z.object({ from: z.string(), to: z.string() });

export const ZProjectEventDto = z.object({
  id: z.uuid(),
  action: ZProjectEventAction,
  fromState: ZProjectState.nullable(),
  toState: ZProjectState.nullable(),
  /** the audit's step a decision was on */
  step: z.number().int().nullable(),
  comment: z.string().nullable(),
  /** a change's budget and end day, before and after (ChangeSubmitted, Changed, its Approved) */
  change: z.object({ budget: ZFieldChange.optional(), endOn: ZFieldChange.optional() }).nullable(),
  userName: z.string().nullable(),
  time: ZDateTime,
});
export type TProjectEventDto = z.infer<typeof ZProjectEventDto>;

// CRUD /api/services/app/Project/* plus StartAudit, Audit, Withdraw, Stop, ChangeApply, Copy and
// GetHistory. The
// data scope of Pages.Project narrows every read and change (MyDepartment, Mine, …).
export const Project = crudContract(
  "Project",
  {
    create: ZCreateProjectInput,
    update: ZUpdateProjectInput,
    list: ZGetProjectsInput,
    dto: ZProjectDto,
    permissions: {
      read: "Pages.Project",
      create: "Pages.Project.Create",
      update: "Pages.Project.Edit",
      delete: "Pages.Project.Delete",
    },
    dataScope: "Pages.Project",
  },
  {
    // POST …/StartAudit — submit the proposal (a draft) or the close report (a running project)
    StartAudit: op({
      verb: "POST",
      permission: "Pages.Project.StartAudit",
      summary:
        "Submit a draft's proposal, or a running project's close report, to its audit flow (approved at once when no flow is active)",
      input: ZIdInput,
      output: ZProjectDto,
    }),
    // POST …/Audit — approve or reject the current step of the project's audit
    Audit: op({
      verb: "POST",
      permission: "Pages.Project.Audit",
      summary: "Approve or reject the current step of the project's audit, with a comment",
      input: ZAuditDecisionInput,
      output: ZProjectDto,
    }),
    // POST …/Withdraw — take back a submitted proposal or close report while it waits
    Withdraw: op({
      verb: "POST",
      permission: "Pages.Project.StartAudit",
      summary:
        "Take back the project's waiting audit: it returns to the state it was submitted from",
      input: ZIdInput,
      output: ZProjectDto,
    }),
    // POST …/Stop — stop a running project, with the reason
    Stop: op({
      verb: "POST",
      permission: "Pages.Project.Stop",
      summary: "Stop a running project (the reason is kept in its history)",
      input: ZStopProjectInput,
      output: ZProjectDto,
    }),
    // POST …/ChangeApply — ask to change a running project's budget or end day
    ChangeApply: op({
      verb: "POST",
      permission: "Pages.Project.ChangeApply",
      summary:
        "Ask to change a running project's budget or end day, with the reason: the ProjectChange audit flow approves it (applied at once when no flow is active)",
      input: ZChangeProjectInput,
      output: ZProjectDto,
    }),
    // POST …/Copy — a new draft with the project's fields
    Copy: op({
      verb: "POST",
      permission: "Pages.Project.Copy",
      summary:
        "Copy a project into a new draft (its fields, without the close report; a disabled fund or deleted series is left empty)",
      input: ZIdInput,
      output: ZProjectDto,
    }),
    // GET …/GetStateCounts — how many projects (in the caller's data scope) are in each state
    GetStateCounts: op({
      verb: "GET",
      permission: "Pages.Project",
      summary: "How many projects the caller may see are in each state (every state, zeros too)",
      input: z.object({ kind: ZProjectKind.optional() }),
      output: ZListResult(z.object({ state: ZProjectState, count: z.number().int() })),
    }),
    // GET …/GetHistory — what was done to the project, oldest first
    GetHistory: op({
      verb: "GET",
      permission: "Pages.Project",
      summary: "The project's history: each action with its states, step, comment, who and when",
      input: ZIdInput,
      output: ZListResult(ZProjectEventDto),
    }),
  },
);
