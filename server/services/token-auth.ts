import "server-only";
import { and, eq, or, sql } from "drizzle-orm";
import { TokenAuth } from "@/lib/contracts/auth";
import { clientAddress } from "@/lib/client-address";
import { verifyPassword } from "@/server/auth/password";
import { admitSignIn, MAX_FAILED_SIGN_INS, signInSucceeded } from "@/server/auth/sign-in-throttle";
import { issueToken } from "@/server/auth/token";
import type { Db } from "@/server/db/client";
import { tenants, users } from "@/server/db/schema";
import { implement } from "@/server/http/define";
import { AppError } from "@/server/http/errors";

const LOCKOUT_MINUTES = 5;

const notConfigured = (provider: string) => async () => {
  throw AppError.conflict("api.errors.externalLoginNotConfigured", { provider });
};

export const tokenAuthService = implement(TokenAuth, {
  Authenticate: async (input, ctx) => {
    const [tenant] = await ctx.db.select().from(tenants).where(eq(tenants.id, ctx.tenantId));
    if (!tenant || !tenant.isActive || tenant.isDeleted) {
      throw new AppError("unauthorized", "api.errors.loginFailed");
    }
    const login = input.userNameOrEmailAddress.toLowerCase();
    const client = clientAddress(ctx.request.headers);
    const { countsTowardLockout } = await admitSignIn(client, login);
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
      if (user && !passwordOk && countsTowardLockout) await recordFailure(ctx.db, user.id, now);
      throw new AppError("unauthorized", "api.errors.loginFailed");
    }
    await ctx.db
      .update(users)
      .set({ accessFailedCount: 0, lockoutEndDate: null, lastLoginTime: now })
      .where(eq(users.id, user.id));
    await signInSucceeded(client, login);
    return tokenFor(user);
  },
  RefreshToken: async (_input, ctx) => {
    const [user] = await ctx.db.select().from(users).where(eq(users.id, ctx.user.id));
    if (!user) throw AppError.unauthorized();
    return tokenFor(user);
  },
  GetExternalAuthenticationProviders: async () => [],
  ExternalAuthenticate: notConfigured("External"),
  WechatAuthenticate: notConfigured("WeChat"),
  WeChatAppletAuthenticate: notConfigured("WeChat applet"),
});

/** A token for a user, and ABP's word on whether they must change their password first. */
async function tokenFor(user: typeof users.$inferSelect) {
  return {
    ...(await issueToken({
      userId: user.id,
      tenantId: user.tenantId,
      securityStamp: user.securityStamp,
    })),
    shouldResetPassword: user.shouldChangePasswordOnNextLogin,
  };
}

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
