import * as z from "zod";
import { ZAuditedDto, ZPagedSortedInput } from "./common";
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

/** The data sources of the Specified scope: whose records a role may see. */
export const ZScopeProviderName = z.enum(["User", "Role", "OrganizationUnit"]);
export type TScopeProviderName = z.infer<typeof ZScopeProviderName>;

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
