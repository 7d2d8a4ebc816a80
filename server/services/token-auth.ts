import "server-only";
import { and, eq, or, sql } from "drizzle-orm";
import * as z from "zod";
import {
  ZAuthenticateInput,
  ZAuthenticateResult,
  ZExternalAuthenticateInput,
  ZExternalProvider,
} from "@/lib/contracts/auth";
import { verifyPassword } from "@/server/auth/password";
import { issueToken } from "@/server/auth/token";
import type { Db } from "@/server/db/client";
import { tenants, users } from "@/server/db/schema";
import { method, service } from "@/server/http/define";
import { AppError } from "@/server/http/errors";

const MAX_FAILED_SIGN_INS = 5;
const LOCKOUT_MINUTES = 5;

const notConfigured = (provider: string) =>
  method({
    verb: "POST",
    permission: "@public",
    summary: `Sign in with ${provider} (no provider is configured; always refused)`,
    input: ZExternalAuthenticateInput,
    output: ZAuthenticateResult,
    handler: async () => {
      throw AppError.conflict("api.errors.externalLoginNotConfigured", { provider });
    },
  });

export const tokenAuthService = service(
  "TokenAuth",
  {
    // POST /api/TokenAuth/Authenticate — a token for a user name or e-mail and password; 5 failures lock for 5 minutes
    Authenticate: method({
      verb: "POST",
      permission: "@public",
      summary: "Sign in with user name or e-mail and password",
      input: ZAuthenticateInput,
      output: ZAuthenticateResult,
      transactional: false, // a failed attempt must still count
      handler: async (input, ctx) => {
        const [tenant] = await ctx.db.select().from(tenants).where(eq(tenants.id, ctx.tenantId));
        if (!tenant || !tenant.isActive || tenant.isDeleted) {
          throw new AppError("unauthorized", "api.errors.loginFailed");
        }
        const login = input.userNameOrEmailAddress.toLowerCase();
        const [user] = await ctx.db
          .select()
          .from(users)
          .where(
            and(
              eq(users.tenantId, ctx.tenantId),
              eq(users.isDeleted, false),
              or(
                sql`lower(${users.userName}) = ${login}`,
                sql`lower(${users.emailAddress}) = ${login}`,
              ),
            ),
          )
          .limit(1);
        const now = new Date();
        if (user?.lockoutEndDate && user.lockoutEndDate > now) {
          const minutes = Math.ceil((user.lockoutEndDate.getTime() - now.getTime()) / 60_000);
          throw new AppError("unauthorized", "api.errors.lockedOut", { minutes });
        }
        const passwordOk = await verifyPassword(input.password, user?.passwordHash);
        if (!user || !passwordOk || !user.isActive) {
          if (user && !passwordOk) await recordFailure(ctx.db, user.id, now);
          throw new AppError("unauthorized", "api.errors.loginFailed");
        }
        await ctx.db
          .update(users)
          .set({ accessFailedCount: 0, lockoutEndDate: null, lastLoginTime: now })
          .where(eq(users.id, user.id));
        return issueToken({
          userId: user.id,
          tenantId: user.tenantId,
          securityStamp: user.securityStamp,
        });
      },
    }),
    // GET /api/TokenAuth/RefreshToken — a fresh token for a still-valid one (same security stamp)
    RefreshToken: method({
      verb: "GET",
      permission: "@authenticated",
      summary: "Exchange a valid token for a new one with a full lifetime",
      input: z.object({}),
      output: ZAuthenticateResult,
      handler: async (_input, ctx) => {
        const [user] = await ctx.db.select().from(users).where(eq(users.id, ctx.user.id));
        if (!user) throw AppError.unauthorized();
        return issueToken({
          userId: user.id,
          tenantId: user.tenantId,
          securityStamp: user.securityStamp,
        });
      },
    }),
    // GET /api/TokenAuth/GetExternalAuthenticationProviders — none are configured
    GetExternalAuthenticationProviders: method({
      verb: "GET",
      permission: "@public",
      summary: "External sign-in providers (none configured)",
      input: z.object({}),
      output: z.array(ZExternalProvider),
      handler: async () => [],
    }),
    ExternalAuthenticate: notConfigured("External"),
    WechatAuthenticate: notConfigured("WeChat"),
    WeChatAppletAuthenticate: notConfigured("WeChat applet"),
  },
  "/api",
);

async function recordFailure(db: Db, userId: string, now: Date) {
  // One conditional update: the 5th failure sets the lockout and resets the counter.
  await db
    .update(users)
    .set({
      accessFailedCount: sql`case when ${users.accessFailedCount} + 1 >= ${MAX_FAILED_SIGN_INS} then 0 else ${users.accessFailedCount} + 1 end`,
      lockoutEndDate: sql`case when ${users.accessFailedCount} + 1 >= ${MAX_FAILED_SIGN_INS} then ${new Date(now.getTime() + LOCKOUT_MINUTES * 60_000)} else ${users.lockoutEndDate} end`,
    })
    .where(eq(users.id, userId));
}
