import "server-only";
import { eq } from "drizzle-orm";
import { locales, localeOf } from "@/lib/i18n/locales";
import type { User } from "@/lib/contracts/user";
import { hashPassword, newSecurityStamp, verifyPassword } from "@/server/auth/password";
import { organizationUnits, userOrganizationUnits, users } from "@/server/db/schema";
import type { Handlers } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { getUserRow } from "./queries";

/** What signed-in users do to their own account. */
export const userProfileMethods = {
  ChangePassword: async (input, ctx) => {
    const me = await getUserRow(ctx.db, ctx.tenantId, ctx.user.id);
    if (!(await verifyPassword(input.currentPassword, me.passwordHash))) {
      throw AppError.field("currentPassword", "api.errors.wrongCurrentPassword");
    }
    // a forced change (a default password) must not keep it
    if (input.newPassword === input.currentPassword) {
      throw AppError.field("newPassword", "api.errors.samePassword");
    }
    await ctx.db
      .update(users)
      .set({
        passwordHash: await hashPassword(input.newPassword),
        shouldChangePasswordOnNextLogin: false,
        securityStamp: newSecurityStamp(),
        lastModificationTime: new Date(),
        lastModifierUserId: me.id,
      })
      .where(eq(users.id, me.id));
    return true;
  },
  ChangeLanguage: async (input, ctx) => {
    const locale = localeOf(input.languageName);
    if (!locale || !locales.includes(locale)) {
      throw AppError.field("languageName", "api.errors.unknownLanguage", {
        name: input.languageName,
      });
    }
    await ctx.db
      .update(users)
      .set({ language: input.languageName })
      .where(eq(users.id, ctx.user.id));
    return null;
  },
  ChangeAvatar: async (input, ctx) => {
    await ctx.db.update(users).set({ avatar: input.avatar }).where(eq(users.id, ctx.user.id));
    return null;
  },
  ChangeBackgroundImagePath: async (input, ctx) => {
    await ctx.db
      .update(users)
      .set({ backgroundImagePath: input.backgroundImagePath })
      .where(eq(users.id, ctx.user.id));
    return null;
  },
  IsPerfected: async (_input, ctx) => {
    const me = await getUserRow(ctx.db, ctx.tenantId, ctx.user.id);
    return Boolean(me.name && me.emailAddress && me.phoneNumber);
  },
  GetUserLocation: async (_input, ctx) => ({
    organizationUnits: await ctx.db
      .select({
        id: organizationUnits.id,
        code: organizationUnits.code,
        displayName: organizationUnits.displayName,
      })
      .from(userOrganizationUnits)
      .innerJoin(
        organizationUnits,
        eq(organizationUnits.id, userOrganizationUnits.organizationUnitId),
      )
      .where(eq(userOrganizationUnits.userId, ctx.user.id))
      .orderBy(organizationUnits.code),
  }),
} satisfies Partial<Handlers<typeof User>>;
