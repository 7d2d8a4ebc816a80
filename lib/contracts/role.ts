import * as z from "zod";
import { contract, op } from "@/lib/api/define";
import { ZAuditedDto, ZIdInput, ZListResult, ZPagedResult, ZPagedSortedInput } from "./common";
import { ZDataPermissionScope } from "./enums";

const ZRoleFields = z.object({
  name: z.string().trim().min(1, "validation.required").max(64, "validation.tooLong"),
  displayName: z.string().trim().min(1, "validation.required").max(64, "validation.tooLong"),
  description: z.string().trim().max(1024, "validation.tooLong").nullish(),
  grantedPermissions: z.array(z.string().max(256)).max(2000).optional(),
});

export const ZCreateRoleInput = ZRoleFields;
export type TCreateRoleInput = z.input<typeof ZCreateRoleInput>;
export const ZUpdateRoleInput = ZRoleFields.extend({ id: z.uuid() });
export type TUpdateRoleInput = z.input<typeof ZUpdateRoleInput>;

export const ZRoleDto = ZAuditedDto.extend({
  id: z.uuid(),
  name: z.string(),
  displayName: z.string(),
  normalizedName: z.string(),
  description: z.string().nullable(),
  isStatic: z.boolean(),
  isDefault: z.boolean(),
  userCount: z.number().int(),
  grantedPermissions: z.array(z.string()),
});
export type TRoleDto = z.infer<typeof ZRoleDto>;

export const roleSortFields = ["name", "displayName", "creationTime"] as const;
export const ZGetRolesInput = ZPagedSortedInput(roleSortFields).extend({
  keyword: z.string().trim().max(100).optional(),
  permission: z.string().max(256).optional(),
});
export const ZGetRolesListInput = z.object({ permission: z.string().max(256).optional() });

export const ZPermissionDto = z.object({
  name: z.string(),
  displayName: z.string(),
  description: z.string().nullable(),
  parentName: z.string().nullable(),
  level: z.number().int(),
  properties: z.object({
    url: z.string().optional(),
    icon: z.string().optional(),
    isFunction: z.boolean(),
  }),
});
export type TPermissionDto = z.infer<typeof ZPermissionDto>;

/**
 * The data sources of the Specified scope: whose records a role may see (users, roles,
 * departments: by the records' creator), or which warehouses' records ("Warehouse").
 */
export const ZScopeProviderName = z.enum(["User", "Role", "OrganizationUnit", "Warehouse"]);
export type TScopeProviderName = z.infer<typeof ZScopeProviderName>;

/** The pages whose records belong to a warehouse (Pages.Warehouse.*): the only ones "Warehouse" fits. */
const isWarehousePage = (name: string) => /^Pages\.Warehouse\.[A-Za-z]+$/.test(name);

/** The data sources usable with one permission (every one when none is named). */
export const scopeProvidersFor = (permissionName?: string | null): TScopeProviderName[] =>
  ZScopeProviderName.options.filter(
    (p) => p !== "Warehouse" || !permissionName || isWarehousePage(permissionName),
  );

export const ZDataPermissionSetting = z.object({
  permissionName: z.string().max(256),
  scope: ZDataPermissionScope,
  providerName: ZScopeProviderName.nullish(),
  specifiedIds: z.array(z.uuid()).max(1000).default([]),
});
export type TDataPermissionSetting = z.input<typeof ZDataPermissionSetting>;

export const ZGrantPermissionInput = z.object({
  roleId: z.uuid(),
  permissionNames: z.array(z.string().max(256)).max(2000),
  dataPermissions: z.array(ZDataPermissionSetting).max(2000).optional(),
});
export type TGrantPermissionInput = z.input<typeof ZGrantPermissionInput>;

export const ZRoleIdInput = z.object({ roleId: z.uuid() });

export const ZRoleForEdit = z.object({
  role: ZRoleDto,
  permissions: z.array(ZPermissionDto),
  grantedPermissionNames: z.array(z.string()),
  dataPermissions: z.array(ZDataPermissionSetting),
});

export const ZScopeTypeDto = z.object({
  name: ZDataPermissionScope,
  value: z.number().int(),
  displayName: z.string(),
});
export const ZScopeProviderDto = z.object({ name: ZScopeProviderName, displayName: z.string() });
export const ZScopeItemDto = z.object({ id: z.string(), displayName: z.string() });
export const ZGetScopeItemsInput = z.object({
  providerName: z.string().min(1).max(64),
  keyword: z.string().trim().max(100).optional(),
});
export const ZGetScopeProvidersInput = z.object({ permissionCode: z.string().max(256).optional() });

export const Role = contract("Role", {
  // POST /api/services/app/Role/Create — a role with an optional initial set of grants
  Create: op({
    verb: "POST",
    permission: "Pages.Roles.Create",
    summary: "Create a role",
    input: ZCreateRoleInput,
    output: ZRoleDto,
  }),
  // PUT /api/services/app/Role/Update — names, description and (when sent) grants; the Admin role keeps its name
  Update: op({
    verb: "PUT",
    permission: "Pages.Roles.Edit",
    summary: "Update a role",
    input: ZUpdateRoleInput,
    output: ZRoleDto,
  }),
  // DELETE /api/services/app/Role/Delete — refused for the Admin role and for a role still assigned
  Delete: op({
    verb: "DELETE",
    permission: "Pages.Roles.Delete",
    summary: "Delete a role",
    input: ZIdInput,
    output: z.null(),
  }),
  // GET /api/services/app/Role/Get — one role with its grants
  Get: op({
    verb: "GET",
    permission: "Pages.Roles",
    summary: "Get a role",
    input: ZIdInput,
    output: ZRoleDto,
  }),
  // GET /api/services/app/Role/GetAll — paged roles: keyword, holders of a permission
  GetAll: op({
    verb: "GET",
    permission: "Pages.Roles",
    summary: "List roles",
    input: ZGetRolesInput,
    output: ZPagedResult(ZRoleDto),
  }),
  // GET /api/services/app/Role/GetRoles — every role (optionally those holding a permission)
  GetRoles: op({
    verb: "GET",
    permission: ["Pages.Roles", "Pages.Users"],
    summary: "All roles, unpaged",
    input: ZGetRolesListInput,
    output: ZListResult(ZRoleDto),
  }),
  // GET /api/services/app/Role/GetAllPermissions — the permission tree, flat, parents first
  GetAllPermissions: op({
    verb: "GET",
    permission: "Pages.Roles",
    summary: "Every permission, flat with parent names",
    input: z.object({}),
    output: ZListResult(ZPermissionDto),
  }),
  // GET /api/services/app/Role/GetRoleForEdit — role, the permission list and what it holds
  GetRoleForEdit: op({
    verb: "GET",
    permission: "Pages.Roles",
    summary: "A role with everything its edit screen needs",
    input: ZIdInput,
    output: ZRoleForEdit,
  }),
  // POST /api/services/app/Role/GrantPermission — replaces the role's grants (and data scopes when sent)
  GrantPermission: op({
    verb: "POST",
    permission: "Pages.Roles.GrantPermissions",
    summary: "Set the permissions (and data scopes) of a role",
    input: ZGrantPermissionInput,
    output: z.null(),
  }),
  // GET /api/services/app/Role/GetGrantedPermissionNames — names the role holds
  GetGrantedPermissionNames: op({
    verb: "GET",
    permission: "Pages.Roles",
    summary: "Permission names a role holds",
    input: ZRoleIdInput,
    output: z.array(z.string()),
  }),
  // GET /api/services/app/Role/GetGrantedDataPermissionSettings — the role's data scope per permission
  GetGrantedDataPermissionSettings: op({
    verb: "GET",
    permission: "Pages.Roles",
    summary: "Data scopes of a role",
    input: ZRoleIdInput,
    output: z.array(ZDataPermissionSetting),
  }),
});

export const Permission = contract("Permission", {
  // GET /api/services/app/Permission/GetAllPermissions — the permission tree, flat, displayName localised
  GetAllPermissions: op({
    verb: "GET",
    permission: "@authenticated",
    summary: "Every permission with menu properties (url, icon, isFunction)",
    input: z.object({}),
    output: ZListResult(ZPermissionDto),
  }),
  // GET /api/services/app/Permission/GetDataPermissionScopeTypes — All, Mine, MyDepartment, MyDepartmentAndSubs, Specified
  GetDataPermissionScopeTypes: op({
    verb: "GET",
    permission: "@authenticated",
    summary: "The data scopes a role can hold per permission",
    input: z.object({}),
    output: z.array(ZScopeTypeDto),
  }),
});

export const ScopeDataSource = contract("ScopeDataSource", {
  // GET /api/services/app/ScopeDataSource/GetAllSupportProviders — every data source of the Specified scope
  GetAllSupportProviders: op({
    verb: "GET",
    permission: "Pages.Roles",
    summary: "Data sources for the Specified scope",
    input: z.object({}),
    output: z.array(ZScopeProviderDto),
  }),
  // GET /api/services/app/ScopeDataSource/GetProviders — the data sources usable with one permission
  GetProviders: op({
    verb: "GET",
    permission: "Pages.Roles",
    summary: "Data sources for one permission",
    input: ZGetScopeProvidersInput,
    output: z.array(ZScopeProviderDto),
  }),
  // GET /api/services/app/ScopeDataSource/GetItems — the users, roles or departments to pick from
  GetItems: op({
    verb: "GET",
    permission: "Pages.Roles",
    summary: "Items of a data source (first 200, keyword filter)",
    input: ZGetScopeItemsInput,
    output: z.array(ZScopeItemDto),
  }),
});
