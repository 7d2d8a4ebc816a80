import * as z from "zod";
import { crudContract, op } from "@/lib/api/define";
import { ZAuditDecisionInput, ZAuditDetailDto } from "./audit-flow";
import { ZAuditedDto, ZIdInput, ZPagedSortedInput, zRequired } from "./common";
import { projectReportKinds, projectReportStates } from "./charity-project-values";
import { ZMonth } from "./supplier-sales";

// A project's reports (issue 17 item 3; SPEC §6's monthly plan and summary, progress reports): a
// running project's staff write one of each kind per month; each goes through the ProjectReport
// audit flow (StartAudit → Audit) and, approved, is kept as the project's record of that month.
// Shown and written on the project's page.

export const ZProjectReportKind = z.enum(projectReportKinds, { error: "validation.required" });
export type TProjectReportKind = z.infer<typeof ZProjectReportKind>;
export const ZProjectReportState = z.enum(projectReportStates);

export const projectReportActions = ["Edit", "Delete", "StartAudit", "Withdraw", "Audit"] as const;

const ZProjectReportFields = z.object({
  projectId: z.uuid("validation.required"),
  kind: ZProjectReportKind,
  /** the month it plans or reports on, YYYY-MM, within the project's period */
  month: ZMonth,
  content: zRequired(5000),
});

export const ZProjectReportDto = ZAuditedDto.extend({
  id: z.uuid(),
  projectId: z.uuid(),
  projectCode: z.string(),
  projectName: z.string(),
  kind: ZProjectReportKind,
  month: z.string(),
  content: z.string(),
  state: ZProjectReportState,
  /** the audit that speaks of it as it is, or null */
  audit: ZAuditDetailDto.nullable(),
  /** what the caller may do now */
  actions: z.array(z.enum(projectReportActions)),
});
export type TProjectReportDto = z.infer<typeof ZProjectReportDto>;

export const projectReportSortFields = ["month", "creationTime"] as const;

// CRUD /api/services/app/ProjectReport/* plus StartAudit, Audit and Withdraw. A report is as
// visible as its project (the Pages.Project data scope); written by who may edit projects.
export const ProjectReport = crudContract(
  "ProjectReport",
  {
    create: ZProjectReportFields,
    update: ZProjectReportFields.extend({ id: z.uuid() }),
    list: ZPagedSortedInput(projectReportSortFields).extend({
      projectId: z.uuid().optional(),
      kind: ZProjectReportKind.optional(),
      state: ZProjectReportState.optional(),
    }),
    dto: ZProjectReportDto,
    permissions: {
      read: "Pages.Project",
      create: "Pages.Project.Edit",
      update: "Pages.Project.Edit",
      delete: "Pages.Project.Edit",
    },
  },
  {
    // POST …/StartAudit — submit a draft report to its audit flow
    StartAudit: op({
      verb: "POST",
      permission: "Pages.Project.StartAudit",
      summary:
        "Submit a draft report to the ProjectReport audit flow (approved at once when no flow is active)",
      input: ZIdInput,
      output: ZProjectReportDto,
    }),
    // POST …/Audit — approve or reject the current step of the report's audit
    Audit: op({
      verb: "POST",
      permission: "Pages.Project.Audit",
      summary: "Approve or reject the current step of the report's audit, with a comment",
      input: ZAuditDecisionInput,
      output: ZProjectReportDto,
    }),
    // POST …/Withdraw — take back a submitted report while it waits
    Withdraw: op({
      verb: "POST",
      permission: "Pages.Project.StartAudit",
      summary: "Take back the report's waiting audit: it becomes a draft again",
      input: ZIdInput,
      output: ZProjectReportDto,
    }),
  },
);
