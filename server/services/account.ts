import "server-only";
import { sql } from "drizzle-orm";
import { Account } from "@/lib/contracts/auth";
import { tenants } from "@/server/db/schema";
import { implement } from "@/server/http/define";

export const accountService = implement(Account, {
  IsTenantAvailable: async (input, ctx) => {
    const [tenant] = await ctx.db
      .select()
      .from(tenants)
      .where(
        sql`lower(${tenants.tenancyName}) = ${input.tenancyName.toLowerCase()} and ${tenants.isDeleted} = false`,
      );
    if (!tenant) return { state: "NotFound" as const, tenantId: null };
    return {
      state: tenant.isActive ? ("Available" as const) : ("InActive" as const),
      tenantId: tenant.id,
    };
  },
});
