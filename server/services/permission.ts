import "server-only";
import { and, eq, ilike, or, sql } from "drizzle-orm";
import { appEnums, enumMessageKey } from "@/lib/contracts/enums";
import {
  Permission,
  ScopeDataSource,
  scopeProvidersFor,
  type TPermissionDto,
  type TScopeProviderName,
} from "@/lib/contracts/role";
import { allPermissions } from "@/lib/permissions";
import { organizationUnits, roles, users, warehouses } from "@/server/db/schema";
import { implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import type { Translate } from "@/server/i18n";
import type { MessageKey } from "@/lib/i18n/messages";
import { likePattern, liveRows } from "./kit";

export function permissionDtos(t: Translate): TPermissionDto[] {
  return allPermissions.map((p) => ({
    name: p.name,
    // "permissions.Pages_…", built from the name; lib/permissions.test.ts checks each exists
    displayName: t(p.displayName as MessageKey),
    description: null,
    parentName: p.parentName,
    level: p.level,
    properties: p.properties,
  }));
}

/** Data sources for the Specified scope: whose records a role may see. */
const providers = scopeProvidersFor();

export const permissionService = implement(Permission, {
  GetAllPermissions: async (_input, ctx) => ({ items: permissionDtos(ctx.t) }),
  GetDataPermissionScopeTypes: async (_input, ctx) =>
    appEnums.DataPermissionScope.map((name, value) => ({
      name,
      value,
      displayName: ctx.t(enumMessageKey("DataPermissionScope", name)),
    })),
});

const providerDto = (t: Translate) => (name: TScopeProviderName) => ({
  name,
  displayName: t(`api.scopeProviders.${name}`),
});

export const scopeDataSourceService = implement(ScopeDataSource, {
  GetAllSupportProviders: async (_input, ctx) => providers.map(providerDto(ctx.t)),
  GetProviders: async (input, ctx) =>
    scopeProvidersFor(input.permissionCode).map(providerDto(ctx.t)),
  GetItems: async (input, ctx) => {
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
    if (name === "Warehouse") {
      return ctx.db
        .select({ id: warehouses.id, displayName: warehouses.name })
        .from(warehouses)
        .where(and(liveRows(warehouses, ctx.tenantId), kw ? ilike(warehouses.name, kw) : undefined))
        .orderBy(sql`lower(${warehouses.name})`)
        .limit(200);
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
});
