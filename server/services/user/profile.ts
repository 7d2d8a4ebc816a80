import "server-only";
import { eq } from "drizzle-orm";
import * as z from "zod";
import { locales, localeOf } from "@/lib/i18n/locales";
import {
  ZChangeAvatarInput,
  ZChangeBackgroundInput,
  ZChangeLanguageInput,
  ZChangePasswordInput,
  ZUserLocation,
} from "@/lib/contracts/user";
import { hashPassword, newSecurityStamp, verifyPassword } from "@/server/auth/password";
import { organizationUnits, userOrganizationUnits, users } from "@/server/db/schema";
import { method } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { getUserRow } from "./queries";

/** What signed-in users do to their own account. */
export const userProfileMethods = {
  // POST /api/services/app/User/ChangePassword — own password; every existing session (this one too) ends
  ChangePassword: method({
    verb: "POST",
    permission: "@authenticated",
    summary: "Change your own password (ends all your sessions; sign in again)",
    input: ZChangePasswordInput,
    output: z.boolean(),
    handler: async (input, ctx) => {
      const me = await getUserRow(ctx.db, ctx.tenantId, ctx.user.id);
      if (!(await verifyPassword(input.currentPassword, me.passwordHash))) {
        throw AppError.field("currentPassword", "api.errors.wrongCurrentPassword");
      }
      await ctx.db
        .update(users)
        .set({
          passwordHash: await hashPassword(input.newPassword),
          securityStamp: newSecurityStamp(),
          lastModificationTime: new Date(),
          lastModifierUserId: me.id,
        })
        .where(eq(users.id, me.id));
      return true;
    },
  }),
  // POST /api/services/app/User/ChangeLanguage — en, zh-Hans, es or ja
  ChangeLanguage: method({
    verb: "POST",
    permission: "@authenticated",
    summary: "Store your language",
    input: ZChangeLanguageInput,
    output: z.null(),
    handler: async (input, ctx) => {
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
  }),
  // POST /api/services/app/User/ChangeAvatar — an attachment id or URL; null clears it
  ChangeAvatar: method({
    verb: "POST",
    permission: "@authenticated",
    summary: "Set your avatar",
    input: ZChangeAvatarInput,
    output: z.null(),
    handler: async (input, ctx) => {
      await ctx.db.update(users).set({ avatar: input.avatar }).where(eq(users.id, ctx.user.id));
      return null;
    },
  }),
  // POST /api/services/app/User/ChangeBackgroundImagePath — your profile background
  ChangeBackgroundImagePath: method({
    verb: "POST",
    permission: "@authenticated",
    summary: "Set your background image",
    input: ZChangeBackgroundInput,
    output: z.null(),
    handler: async (input, ctx) => {
      await ctx.db
        .update(users)
        .set({ backgroundImagePath: input.backgroundImagePath })
        .where(eq(users.id, ctx.user.id));
      return null;
    },
  }),
  // POST /api/services/app/User/IsPerfected — whether your profile has name, e-mail and phone
  IsPerfected: method({
    verb: "POST",
    permission: "@authenticated",
    summary: "Whether your profile is complete",
    input: z.object({}),
    output: z.boolean(),
    transactional: false,
    handler: async (_input, ctx) => {
      const me = await getUserRow(ctx.db, ctx.tenantId, ctx.user.id);
      return Boolean(me.name && me.emailAddress && me.phoneNumber);
    },
  }),
  // GET /api/services/app/User/GetUserLocation — your departments (organisation units)
  GetUserLocation: method({
    verb: "GET",
    permission: "@authenticated",
    summary: "Your organisation units",
    input: z.object({}),
    output: ZUserLocation,
    handler: async (_input, ctx) => ({
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
  }),
};
