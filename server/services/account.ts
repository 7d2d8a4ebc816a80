import "server-only";
import { sql } from "drizzle-orm";
import { ZIsTenantAvailableInput, ZIsTenantAvailableOutput } from "@/lib/contracts/auth";
import { tenants } from "@/server/db/schema";
import { method, service } from "@/server/http/define";

export const accountService = service("Account", {
  // POST /api/services/app/Account/IsTenantAvailable — Available, InActive or NotFound for a tenancy name
  IsTenantAvailable: method({
    verb: "POST",
    permission: "@public",
    summary: "Whether a tenancy name exists and is active",
    input: ZIsTenantAvailableInput,
    output: ZIsTenantAvailableOutput,
    handler: async (input, ctx) => {
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
  }),
});
