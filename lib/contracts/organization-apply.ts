import * as z from "zod";
import { crudContract, op } from "@/lib/api/define";
import { ZAuditedDto, ZEmailAddress, ZPagedSortedInput, zRequired } from "./common";
import { ZOrganizationApplyState, ZOrganizationKind } from "./enums";
import { ZOrganizationFields } from "./organization";

// Applications to join (issue 17 item 4; SPEC §1 "organisation apply"): an organisation asks to
// become one the foundation works with, from the website (Submit, public, rate-limited) or entered
// by staff from a letter or an e-mail. Staff approve it (the organisation is created from it) or
// reject it with a reason. Screen: /charity/organizationApplies.

const ZApplyFields = ZOrganizationFields.extend({
  contactName: zRequired(50),
  contactPhone: ZOrganizationFields.shape.contactPhone.pipe(
    z.string({ error: "validation.required" }).min(1, "validation.required"),
  ),
  emailAddress: ZEmailAddress,
  /** who they are and why they apply */
  description: zRequired(1000),
});
export const ZOrganizationApplyInput = ZApplyFields;

export const ZOrganizationApplyDto = ZAuditedDto.extend({
  id: z.uuid(),
  name: z.string(),
  kind: ZOrganizationKind,
  creditCode: z.string().nullable(),
  contactName: z.string(),
  contactPhone: z.string(),
  emailAddress: z.string(),
  address: z.string().nullable(),
  description: z.string(),
  state: ZOrganizationApplyState,
  /** the website (true) or staff (false) */
  fromWebsite: z.boolean(),
  /** the approver's comment or the rejection's reason */
  decisionComment: z.string().nullable(),
  /** the organisation made from it, once approved */
  organizationId: z.uuid().nullable(),
});
export type TOrganizationApplyDto = z.infer<typeof ZOrganizationApplyDto>;

const sortFields = ["name", "creationTime"] as const;
export const ZGetOrganizationAppliesInput = ZPagedSortedInput(sortFields).extend({
  /** name, contact or e-mail contains, ignoring case */
  keyword: z.string().trim().max(100).optional(),
  state: ZOrganizationApplyState.optional(),
});

/** What a public submission answers: enough to quote, nothing of anyone else's. */
const ZSubmitted = z.object({ id: z.uuid(), state: ZOrganizationApplyState });

// CRUD /api/services/app/OrganizationApply/* plus Submit, Approve and Reject. Only a pending
// application is edited, approved or rejected; an approved one is kept (its organisation came
// from it), the others may be deleted.
export const OrganizationApply = crudContract(
  "OrganizationApply",
  {
    create: ZOrganizationApplyInput,
    update: ZOrganizationApplyInput.extend({ id: z.uuid() }),
    list: ZGetOrganizationAppliesInput,
    dto: ZOrganizationApplyDto,
    permissions: {
      read: "Pages.OrganizationApply",
      create: "Pages.OrganizationApply.Create",
      update: "Pages.OrganizationApply.Edit",
      delete: "Pages.OrganizationApply.Delete",
    },
  },
  {
    // POST …/Submit — an organisation applies from the website (no sign-in; 5 an hour per client)
    Submit: op({
      verb: "POST",
      permission: "@public",
      summary:
        "An organisation applies to work with the foundation, from the website (no sign-in; rate-limited per client)",
      input: ZOrganizationApplyInput,
      output: ZSubmitted,
    }),
    // POST …/Approve — the organisation is created from the application
    Approve: op({
      verb: "POST",
      permission: "Pages.OrganizationApply.Audit",
      summary:
        "Approve a pending application: the organisation is created from it (409 when its name or credit code is taken)",
      input: z.object({
        id: z.uuid(),
        comment: z.string().trim().max(500, "validation.tooLong").nullish(),
      }),
      output: ZOrganizationApplyDto,
    }),
    // POST …/Reject — with the reason the applicant is given
    Reject: op({
      verb: "POST",
      permission: "Pages.OrganizationApply.Audit",
      summary: "Reject a pending application, with the reason",
      input: z.object({ id: z.uuid(), comment: zRequired(500) }),
      output: ZOrganizationApplyDto,
    }),
  },
);
