import "server-only";
import { eq } from "drizzle-orm";
import { Session } from "@/lib/contracts/session";
import { tenants, users } from "@/server/db/schema";
import { implement } from "@/server/http/define";

const APP_VERSION = "0.1.0";
const RELEASE_DATE = "2026-11-21";

export const sessionService = implement(Session, {
  GetCurrentLoginInformations: async (_input, ctx) => {
    const [tenant] = await ctx.db.select().from(tenants).where(eq(tenants.id, ctx.tenantId));
    const [row] = ctx.user
      ? await ctx.db.select().from(users).where(eq(users.id, ctx.user.id))
      : [];
    return {
      application: { version: APP_VERSION, releaseDate: RELEASE_DATE, features: {} },
      user:
        ctx.user && row
          ? {
              id: row.id,
              name: row.name,
              surname: row.surname,
              userName: row.userName,
              emailAddress: row.emailAddress,
              realName: `${row.name} ${row.surname}`.trim(),
              avatar: row.avatar,
              language: row.language,
              roleNames: ctx.user.roleNames,
              isAdmin: ctx.user.isAdmin,
            }
          : null,
      tenant: tenant ? { id: tenant.id, tenancyName: tenant.tenancyName, name: tenant.name } : null,
      grantedPermissions: [...ctx.permissions].sort(),
    };
  },
});
