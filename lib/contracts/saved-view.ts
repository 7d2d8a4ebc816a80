import * as z from "zod";
import { contract, op } from "@/lib/api/define";
import { ZDateTime, ZIdInput, ZListResult, zRequired } from "./common";
import { COLUMN_ID_PATTERN, LIST_KEY_PATTERN, SAVED_VIEW_VISIBILITIES } from "./saved-view-values";

export * from "./saved-view-values";

// Saved views and column layouts (issue 14 item 3). A view is a list's URL state (filters, sort,
// page size) plus its columns, kept by its owner and seen by the owner, the holders of one role
// (visibility Role) or everyone in the tenant (Global). A layout is one user's columns of one
// list, remembered on the server. Lists are named by their route pattern.

const ZListKey = zRequired(200).regex(LIST_KEY_PATTERN, "validation.listKey");
const ZColumnId = z
  .string()
  .min(1, "validation.required")
  .max(64, "validation.tooLong")
  .regex(COLUMN_ID_PATTERN, "validation.columnId");

export const ZColumnLayout = z.object({
  /** column ids in the order they show (select and actions stay first and last anyway) */
  order: z.array(ZColumnId).max(100, "validation.tooMany"),
  /** column ids that do not show */
  hidden: z.array(ZColumnId).max(100, "validation.tooMany"),
});

/** The URL query of the list ("status=Paid&sort=totalAmount.desc&size=20"), without page. */
const ZQuery = z.string().max(2000, "validation.tooLong");

export const ZSavedViewDto = z.object({
  id: z.uuid(),
  listKey: z.string(),
  name: z.string(),
  query: z.string(),
  columns: ZColumnLayout,
  visibility: z.enum(SAVED_VIEW_VISIBILITIES),
  /** the role it is shared with (visibility Role) */
  roleId: z.uuid().nullable(),
  roleName: z.string().nullable(),
  ownerUserName: z.string(),
  /** the caller owns it: only the owner changes or deletes a view */
  isOwner: z.boolean(),
  creationTime: ZDateTime,
  lastModificationTime: ZDateTime.nullable(),
});
export type TSavedViewDto = z.infer<typeof ZSavedViewDto>;

/** What the save dialog asks: a name and who else sees the view. */
const ZViewSharing = z.object({
  name: zRequired(64),
  visibility: z.enum(SAVED_VIEW_VISIBILITIES),
  /** required with visibility Role; ignored otherwise */
  roleId: z.uuid().nullish(),
});
const needsRole = (v: { visibility: string; roleId?: string | null }) =>
  v.visibility !== "Role" || !!v.roleId;
const roleRequired = { path: ["roleId"], message: "validation.required" };

/** The save dialog's fields, checked as the API checks them. */
export const ZSavedViewSharingInput = ZViewSharing.refine(needsRole, roleRequired);
export type TSavedViewSharingInput = z.input<typeof ZSavedViewSharingInput>;

const ZViewState = { query: ZQuery, columns: ZColumnLayout };
export const ZCreateSavedViewInput = ZViewSharing.extend({
  listKey: ZListKey,
  ...ZViewState,
}).refine(needsRole, roleRequired);
export type TCreateSavedViewInput = z.infer<typeof ZCreateSavedViewInput>;
export const ZUpdateSavedViewInput = ZViewSharing.extend({ id: z.uuid(), ...ZViewState }).refine(
  needsRole,
  roleRequired,
);
export type TUpdateSavedViewInput = z.infer<typeof ZUpdateSavedViewInput>;

export const ZShareRoleDto = z.object({ id: z.uuid(), name: z.string(), displayName: z.string() });
export const ZColumnLayoutDto = z.object({ listKey: z.string(), columns: ZColumnLayout });
export type TColumnLayoutDto = z.infer<typeof ZColumnLayoutDto>;

// /api/services/app/SavedView/* — any signed-in staff user keeps views and layouts of their own;
// sharing is checked in the handler (a role the caller holds, or Pages.SavedViews.ShareAnyRole;
// Global needs Pages.SavedViews.ShareGlobal). A view the caller cannot see is a 404.
export const SavedView = contract("SavedView", {
  // GET /api/services/app/SavedView/GetAll — the views of one list the caller owns or is shown
  GetAll: op({
    verb: "GET",
    permission: "@authenticated",
    summary: "The saved views of a list the caller owns, shares a role with, or that are global",
    input: z.object({ listKey: ZListKey }),
    output: ZListResult(ZSavedViewDto),
  }),
  // GET /api/services/app/SavedView/Get — one view the caller may see (a shared link)
  Get: op({
    verb: "GET",
    permission: "@authenticated",
    summary: "A saved view the caller may see (404 otherwise)",
    input: ZIdInput,
    output: ZSavedViewDto,
  }),
  // POST /api/services/app/SavedView/Create — saves a list's state under a name
  Create: op({
    verb: "POST",
    permission: "@authenticated",
    summary: "Save a list's filters, sort, page size and columns as a view",
    input: ZCreateSavedViewInput,
    output: ZSavedViewDto,
  }),
  // PUT /api/services/app/SavedView/Update — the owner renames, re-shares or overwrites a view
  Update: op({
    verb: "PUT",
    permission: "@authenticated",
    summary: "Change a saved view (its owner only)",
    input: ZUpdateSavedViewInput,
    output: ZSavedViewDto,
  }),
  // DELETE /api/services/app/SavedView/Delete — the owner deletes a view
  Delete: op({
    verb: "DELETE",
    permission: "@authenticated",
    summary: "Delete a saved view (its owner only)",
    input: ZIdInput,
    output: z.null(),
  }),
  // GET /api/services/app/SavedView/GetShareRoles — the roles the caller may share a view with
  GetShareRoles: op({
    verb: "GET",
    permission: "@authenticated",
    summary: "The roles the caller may share a view with (its own, or all with ShareAnyRole)",
    input: z.object({}),
    output: ZListResult(ZShareRoleDto),
  }),
  // GET /api/services/app/SavedView/GetLayouts — the caller's remembered columns of every list
  GetLayouts: op({
    verb: "GET",
    permission: "@authenticated",
    summary: "The caller's column layouts (visibility and order), one per list",
    input: z.object({}),
    output: ZListResult(ZColumnLayoutDto),
  }),
  // POST /api/services/app/SavedView/SetLayout — remembers (or, with null, forgets) a layout
  SetLayout: op({
    verb: "POST",
    permission: "@authenticated",
    summary: "Remember the caller's columns of a list; null columns go back to the list's own",
    input: z.object({ listKey: ZListKey, columns: ZColumnLayout.nullable() }),
    output: z.null(),
  }),
});
