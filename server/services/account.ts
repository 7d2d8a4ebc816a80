import "server-only";
import { sql } from "drizzle-orm";
import { Account } from "@/lib/contracts/auth";
import { tenants } from "@/server/db/schema";
import { implement } from "@/server/http/define";
import { changePhone, register, resetPassword } from "./portal/customer-account";
import { sendVerificationCode } from "./portal/verification";

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
  // the customer side (SPEC §7 Account): server/services/portal
  SendVerificationCode: (input, ctx) => sendVerificationCode(ctx, input.kind, input.target),
  Register: register,
  ChangeMobilePhone: changePhone,
  // by whichever address the code went to: an e-mail has an @, a phone number never does
  ResetPassword4Portal: (input, ctx) =>
    resetPassword(ctx, input.target.includes("@") ? "Email" : "Sms", input),
});
