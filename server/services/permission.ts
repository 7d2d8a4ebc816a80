import "server-only";
import { and, eq, ilike, or } from "drizzle-orm";
import * as z from "zod";
import { ZListResult } from "@/lib/contracts/common";
import { appEnums, enumMessageKey } from "@/lib/contracts/enums";
import {
  type TPermissionDto,
  ZGetScopeItemsInput,
  ZGetScopeProvidersInput,
  ZPermissionDto,
  ZScopeItemDto,
  ZScopeProviderDto,
  ZScopeTypeDto,
} from "@/lib/contracts/role";
import { allPermissions } from "@/server/auth/permissions";
import { organizationUnits, roles, users } from "@/server/db/schema";
import { method, service } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import type { Translate } from "@/server/i18n";
import { likePattern } from "./kit";

export function permissionDtos(t: Translate): TPermissionDto[] {
  return allPermissions.map((p) => ({
    name: p.name,
    displayName: t(p.displayName),
    description: null,
    parentName: p.parentName,
    level: p.level,
    properties: p.properties,
  }));
}

/** Data sources for the Specified scope: whose records a role may see. */
const providers = ["User", "Role", "OrganizationUnit"] as const;

export const permissionService = service("Permission", {
  // GET /api/services/app/Permission/GetAllPermissions — the permission tree, flat, displayName localised
  GetAllPermissions: method({
    verb: "GET",
    permission: "@authenticated",
    summary: "Every permission with menu properties (url, icon, isFunction)",
    input: z.object({}),
    output: ZListResult(ZPermissionDto),
    handler: async (_input, ctx) => ({ items: permissionDtos(ctx.t) }),
  }),
  // GET /api/services/app/Permission/GetDataPermissionScopeTypes — All, Mine, MyDepartment, MyDepartmentAndSubs, Specified
  GetDataPermissionScopeTypes: method({
    verb: "GET",
    permission: "@authenticated",
    summary: "The data scopes a role can hold per permission",
    input: z.object({}),
    output: z.array(ZScopeTypeDto),
    handler: async (_input, ctx) =>
      appEnums.DataPermissionScope.map((name, value) => ({
        name,
        value,
        displayName: ctx.t(enumMessageKey("DataPermissionScope", name)),
      })),
  }),
});

const providerDto = (t: Translate) => (name: (typeof providers)[number]) => ({
  name,
  displayName: t(`api.scopeProviders.${name}`),
});

export const scopeDataSourceService = service("ScopeDataSource", {
  // GET /api/services/app/ScopeDataSource/GetAllSupportProviders — every data source of the Specified scope
  GetAllSupportProviders: method({
    verb: "GET",
    permission: "Pages.Roles",
    summary: "Data sources for the Specified scope",
    input: z.object({}),
    output: z.array(ZScopeProviderDto),
    handler: async (_input, ctx) => providers.map(providerDto(ctx.t)),
  }),
  // GET /api/services/app/ScopeDataSource/GetProviders — the data sources usable with one permission
  GetProviders: method({
    verb: "GET",
    permission: "Pages.Roles",
    summary: "Data sources for one permission",
    input: ZGetScopeProvidersInput,
    output: z.array(ZScopeProviderDto),
    handler: async (_input, ctx) => providers.map(providerDto(ctx.t)),
  }),
  // GET /api/services/app/ScopeDataSource/GetItems — the users, roles or departments to pick from
  GetItems: method({
    verb: "GET",
    permission: "Pages.Roles",
    summary: "Items of a data source (first 200, keyword filter)",
    input: ZGetScopeItemsInput,
    output: z.array(ZScopeItemDto),
    handler: async (input, ctx) => {
      const name = providers.find((p) => p.toLowerCase() === input.providerName.toLowerCase());
      if (!name)
        throw AppError.field("providerName", "api.errors.unknownProvider", {
          name: input.providerName,
        });
      const kw = input.keyword ? likePattern(input.keyword) : undefined;
      if (name === "User") {
        const rows = await ctx.db
          .select({
            id: users.id,
            userName: users.userName,
            name: users.name,
            surname: users.surname,
          })
          .from(users)
          .where(
            and(
              eq(users.tenantId, ctx.tenantId),
              eq(users.isDeleted, false),
              kw ? or(ilike(users.userName, kw), ilike(users.name, kw)) : undefined,
            ),
          )
          .orderBy(users.userName)
          .limit(200);
        return rows.map((r) => ({
          id: r.id,
          displayName: `${r.userName} (${`${r.name} ${r.surname}`.trim()})`,
        }));
      }
      if (name === "Role") {
        const rows = await ctx.db
          .select({ id: roles.id, displayName: roles.displayName })
          .from(roles)
          .where(
            and(
              eq(roles.tenantId, ctx.tenantId),
              eq(roles.isDeleted, false),
              kw ? ilike(roles.displayName, kw) : undefined,
            ),
          )
          .orderBy(roles.displayName)
          .limit(200);
        return rows;
      }
      return ctx.db
        .select({ id: organizationUnits.id, displayName: organizationUnits.displayName })
        .from(organizationUnits)
        .where(
          and(
            eq(organizationUnits.tenantId, ctx.tenantId),
            eq(organizationUnits.isDeleted, false),
            kw ? ilike(organizationUnits.displayName, kw) : undefined,
          ),
        )
        .orderBy(organizationUnits.code)
        .limit(200);
    },
  }),
});
