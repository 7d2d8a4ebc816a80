import * as z from "zod";
import { crudContract, op } from "@/lib/api/define";
import {
  ZAuditedDto,
  ZDateTime,
  ZListResult,
  ZPagedResult,
  ZPagedSortedInput,
  ZVoid,
  zRequired,
} from "./common";

// Departments (SPEC §1 scope "departments", §3 data scopes MyDepartment / MyDepartmentAndSubs;
// issue 17 item 4): ABP's organisation units. A tree: each unit has a dotted `code` (00001.00002)
// that places it, which the MyDepartmentAndSubs scope reads; a move re-codes the unit and
// everything under it. Names are unique among siblings. Members are users; a user may be in
// several units. Screen: /ou/departments. Method names follow ABP's OrganizationUnitAppService.

export const ZOrganizationUnitDto = ZAuditedDto.extend({
  id: z.uuid(),
  /** the unit it sits under; null for a top-level unit */
  parentId: z.uuid().nullable(),
  /** its place in the tree: five digits per level, dot-separated (00001.00002) */
  code: z.string(),
  displayName: z.string(),
  /** live users in it (not counting its sub-units') */
  memberCount: z.number().int(),
  /** live units directly under it */
  childCount: z.number().int(),
});
export type TOrganizationUnitDto = z.infer<typeof ZOrganizationUnitDto>;

const ZDisplayName = zRequired(128);

export const ZCreateOrganizationUnitInput = z.object({
  /** the unit it goes under; absent or null: a top-level unit */
  parentId: z.uuid().nullish(),
  displayName: ZDisplayName,
});
/** Renames a unit; `MoveOrganizationUnit` changes its place. */
export const ZUpdateOrganizationUnitInput = z.object({ id: z.uuid(), displayName: ZDisplayName });

export const organizationUnitSortFields = ["displayName", "code", "creationTime"] as const;

/** A member as the department's list shows it. */
export const ZOrganizationUnitUserDto = z.object({
  id: z.uuid(),
  userName: z.string(),
  name: z.string(),
  surname: z.string(),
  emailAddress: z.string(),
  isActive: z.boolean(),
  /** when the user joined this unit */
  addedTime: ZDateTime,
});
export type TOrganizationUnitUserDto = z.infer<typeof ZOrganizationUnitUserDto>;

export const organizationUnitUserSortFields = ["userName", "name", "addedTime"] as const;

/** A user who could join a unit (FindUsers). */
export const ZUserChoiceDto = z.object({
  id: z.uuid(),
  userName: z.string(),
  name: z.string(),
  surname: z.string(),
});
export type TUserChoiceDto = z.infer<typeof ZUserChoiceDto>;

/** How many users one AddUsersToOrganizationUnit call takes. */
export const MAX_USERS_ADDED = 100;

export const ZAddUsersInput = z.object({
  organizationUnitId: z.uuid(),
  userIds: z
    .array(z.uuid())
    .min(1, "validation.required")
    .max(MAX_USERS_ADDED, "validation.tooMany"),
});

const ZKeyword = z.string().trim().max(128).optional();

// CRUD /api/services/app/OrganizationUnit/* plus the tree's moves and its members. Delete refuses a
// unit with live sub-units (409) and takes its members out of it.
export const OrganizationUnit = crudContract(
  "OrganizationUnit",
  {
    create: ZCreateOrganizationUnitInput,
    update: ZUpdateOrganizationUnitInput,
    list: ZPagedSortedInput(organizationUnitSortFields).extend({
      /** direct sub-units of this unit; absent: every unit */
      parentId: z.uuid().optional(),
      /** display name, contains, ignoring case */
      keyword: ZKeyword,
    }),
    dto: ZOrganizationUnitDto,
    permissions: {
      read: "Pages.OrganizationUnits.Departments",
      create: "Pages.OrganizationUnits.Departments.Create",
      update: "Pages.OrganizationUnits.Departments.Edit",
      delete: "Pages.OrganizationUnits.Departments.Delete",
    },
  },
  {
    // POST /api/services/app/OrganizationUnit/MoveOrganizationUnit — a unit, with all under it
    MoveOrganizationUnit: op({
      verb: "POST",
      permission: "Pages.OrganizationUnits.Departments.Edit",
      summary:
        "Move a unit (with everything under it) under another unit, or to the top (newParentId null)",
      input: z.object({ id: z.uuid(), newParentId: z.uuid().nullable() }),
      output: ZOrganizationUnitDto,
    }),
    // GET /api/services/app/OrganizationUnit/GetOrganizationUnitUsers — a unit's members, paged
    GetOrganizationUnitUsers: op({
      verb: "GET",
      permission: "Pages.OrganizationUnits.Departments",
      summary: "The users in a unit (not its sub-units), paged; keyword: user name, name or e-mail",
      input: ZPagedSortedInput(organizationUnitUserSortFields).extend({
        id: z.uuid(),
        keyword: ZKeyword,
      }),
      output: ZPagedResult(ZOrganizationUnitUserDto),
    }),
    // GET /api/services/app/OrganizationUnit/FindUsers — users who are not in the unit yet
    FindUsers: op({
      verb: "GET",
      permission: "Pages.OrganizationUnits.Departments.ManageMembers",
      summary: "Up to 20 staff users not in the unit whose user name, name or e-mail matches",
      input: z.object({ organizationUnitId: z.uuid(), keyword: ZKeyword }),
      output: ZListResult(ZUserChoiceDto),
    }),
    // POST /api/services/app/OrganizationUnit/AddUsersToOrganizationUnit — idempotent
    AddUsersToOrganizationUnit: op({
      verb: "POST",
      permission: "Pages.OrganizationUnits.Departments.ManageMembers",
      summary: "Add staff users to a unit (those already in it are left as they are)",
      input: ZAddUsersInput,
      output: z.object({ added: z.number().int() }),
    }),
    // DELETE /api/services/app/OrganizationUnit/RemoveUserFromOrganizationUnit
    RemoveUserFromOrganizationUnit: op({
      verb: "DELETE",
      permission: "Pages.OrganizationUnits.Departments.ManageMembers",
      summary: "Take a user out of a unit (404 when the user is not in it)",
      input: z.object({ organizationUnitId: z.uuid(), userId: z.uuid() }),
      output: ZVoid,
    }),
  },
);
