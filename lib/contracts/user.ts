import * as z from "zod";
import { ZAuditedDto, ZDateTime, ZPagedSortedInput } from "./common";
import { ZUserType } from "./enums";

export const PASSWORD_MIN_LENGTH = 6;

export const ZPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, "validation.passwordTooShort")
  .max(128, "validation.tooLong");

const ZUserFields = z.object({
  userName: z
    .string()
    .trim()
    .min(1, "validation.required")
    .max(64, "validation.tooLong")
    .regex(/^[\p{L}\p{N}._@-]+$/u, "validation.userName"),
  name: z.string().trim().min(1, "validation.required").max(64, "validation.tooLong"),
  surname: z.string().trim().max(64, "validation.tooLong").default(""),
  emailAddress: z.string().trim().max(256, "validation.tooLong").pipe(z.email("validation.email")),
  phoneNumber: z.string().trim().max(32, "validation.tooLong").nullish(),
  isActive: z.boolean().default(true),
  roleNames: z.array(z.string().max(64)).max(50).default([]),
});

export const ZCreateUserInput = ZUserFields.extend({ password: ZPassword });
export type TCreateUserInput = z.input<typeof ZCreateUserInput>;

export const ZUpdateUserInput = ZUserFields.extend({ id: z.uuid() });
export type TUpdateUserInput = z.input<typeof ZUpdateUserInput>;

export const ZUserDto = ZAuditedDto.extend({
  id: z.uuid(),
  userName: z.string(),
  name: z.string(),
  surname: z.string(),
  fullName: z.string(),
  emailAddress: z.string(),
  phoneNumber: z.string().nullable(),
  isActive: z.boolean(),
  userType: ZUserType,
  language: z.string().nullable(),
  avatar: z.string().nullable(),
  backgroundImagePath: z.string().nullable(),
  lastLoginTime: ZDateTime.nullable(),
  roleNames: z.array(z.string()),
});
export type TUserDto = z.infer<typeof ZUserDto>;

export const userSortFields = [
  "userName",
  "name",
  "surname",
  "emailAddress",
  "isActive",
  "creationTime",
  "lastLoginTime",
] as const;

export const ZGetUsersInput = ZPagedSortedInput(userSortFields).extend({
  keyword: z.string().trim().max(100).optional(),
  isActive: z.boolean().optional(),
  roleName: z.string().max(64).optional(),
  isOnlyMine: z.boolean().optional(),
});
export type TGetUsersInput = z.input<typeof ZGetUsersInput>;

export const ZChangePasswordInput = z.object({
  currentPassword: z.string().min(1, "validation.currentPasswordRequired").max(128),
  newPassword: z.string().min(1, "validation.newPasswordRequired").pipe(ZPassword),
});
export type TChangePasswordInput = z.input<typeof ZChangePasswordInput>;

export const ZResetPasswordInput = z.object({
  adminPassword: z.string().min(1, "validation.passwordRequired").max(128),
  userId: z.uuid(),
  newPassword: ZPassword,
});
export type TResetPasswordInput = z.input<typeof ZResetPasswordInput>;

export const ZChangeLanguageInput = z.object({ languageName: z.string().min(1).max(16) });
export const ZChangeAvatarInput = z.object({ avatar: z.string().max(1024).nullable() });
export const ZChangeBackgroundInput = z.object({
  backgroundImagePath: z.string().max(1024).nullable(),
});
export const ZSetUserTypeInput = z.object({ id: z.uuid(), userType: ZUserType });
export const ZGetUsersByRoleInput = z.object({ roleName: z.string().min(1).max(64) });

export const ZUserLocation = z.object({
  organizationUnits: z.array(z.object({ id: z.uuid(), code: z.string(), displayName: z.string() })),
});
