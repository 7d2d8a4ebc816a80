// The projects' kinds and states without zod (issue 17): the list and its filters import these,
// so a list page's first load does not carry the contracts (lib/contracts/charity-projects.ts).

export const projectKinds = ["Internal", "External"] as const;

/**
 * Draft → ProposalAudit → Executing → CloseAudit → Closed; Executing → Stopped; Executing →
 * ChangeAudit → Executing (a change of budget or end day, applied when approved). A rejected or
 * withdrawn audit returns the project to the state it was submitted from.
 */
export const projectStates = [
  "Draft",
  "ProposalAudit",
  "Executing",
  "ChangeAudit",
  "CloseAudit",
  "Closed",
  "Stopped",
] as const;

/** A running project's reports (issue 17 item 3): each for a month, each approved on its own. */
export const projectReportKinds = ["MonthlyPlan", "MonthlySummary", "ProgressReport"] as const;
/** Draft → Auditing → Approved; a rejection or withdrawal makes it a draft again. */
export const projectReportStates = ["Draft", "Auditing", "Approved"] as const;
