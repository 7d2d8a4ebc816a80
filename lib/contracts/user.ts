import { SIGNED_IN } from "@/lib/permissions";
import * as z from "zod";
import { contract, op } from "@/lib/api/define";
import { ZRoleDto } from "./role";
import {
  ZAuditedDto,
  ZDateTime,
  ZIdInput,
  ZListResult,
  ZPagedResult,
  ZPagedSortedInput,
} from "./common";
import { ZUserType } from "./enums";
import { ZPassword } from "./password";
import { userPortalMethods } from "./portal";

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
  /** ABP's flag: asked for a new password at the next sign-in (issue 15); absent on Update → unchanged */
  shouldChangePasswordOnNextLogin: z.boolean().optional(),
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
  shouldChangePasswordOnNextLogin: z.boolean(),
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

export const User = contract("User", {
  // POST /api/services/app/User/Create — a staff user with roles; user name and e-mail unique in the tenant
  Create: op({
    verb: "POST",
    permission: "Pages.Users.Create",
    summary: "Create a user",
    input: ZCreateUserInput,
    output: ZUserDto,
  }),
  // PUT /api/services/app/User/Update — profile, activation and roles; deactivation ends the user's sessions
  Update: op({
    verb: "PUT",
    permission: "Pages.Users.Edit",
    dataScope: "Pages.Users",
    summary: "Update a user",
    input: ZUpdateUserInput,
    output: ZUserDto,
  }),
  // GET /api/services/app/User/Get — one user with role names
  Get: op({
    verb: "GET",
    permission: "Pages.Users",
    dataScope: "Pages.Users",
    summary: "Get a user",
    input: ZIdInput,
    output: ZUserDto,
  }),
  // GET /api/services/app/User/GetAll — paged users: keyword (user name, names, e-mail), active flag, role
  GetAll: op({
    verb: "GET",
    permission: "Pages.Users",
    dataScope: "Pages.Users",
    summary: "List users",
    input: ZGetUsersInput,
    output: ZPagedResult(ZUserDto),
  }),
  // DELETE /api/services/app/User/Delete — soft delete; never yourself
  Delete: op({
    verb: "DELETE",
    permission: "Pages.Users.Delete",
    dataScope: "Pages.Users",
    summary: "Delete a user",
    input: ZIdInput,
    output: z.null(),
  }),
  // POST /api/services/app/User/Activate — enable sign-in again
  Activate: op({
    verb: "POST",
    permission: "Pages.Users.Activate",
    dataScope: "Pages.Users",
    summary: "Activate a user",
    input: ZIdInput,
    output: z.null(),
  }),
  // POST /api/services/app/User/DeActivate — disable sign-in and end the user's sessions at once
  DeActivate: op({
    verb: "POST",
    permission: "Pages.Users.Activate",
    dataScope: "Pages.Users",
    summary: "Deactivate a user (their tokens stop working)",
    input: ZIdInput,
    output: z.null(),
  }),
  // POST /api/services/app/User/ResetPassword — an administrator sets a user's password (confirming their own)
  ResetPassword: op({
    verb: "POST",
    permission: "Pages.Users.ResetPassword",
    dataScope: "Pages.Users",
    summary: "Reset another user's password",
    input: ZResetPasswordInput,
    output: z.boolean(),
  }),
  // POST /api/services/app/User/SetUserType — Staff, Customer or Supplier
  SetUserType: op({
    verb: "POST",
    permission: "Pages.Users.SetUserType",
    dataScope: "Pages.Users",
    summary: "Set a user's type",
    input: ZSetUserTypeInput,
    output: z.null(),
  }),
  // GET /api/services/app/User/GetRoles — the roles a user can be given (for the user form)
  GetRoles: op({
    verb: "GET",
    permission: ["Pages.Users", "Pages.Roles"],
    summary: "Roles available for assignment",
    input: z.object({}),
    output: ZListResult(ZRoleDto),
  }),
  // GET /api/services/app/User/GetUserListByRoleName — active users holding a role
  GetUserListByRoleName: op({
    verb: "GET",
    permission: "Pages.Users",
    dataScope: "Pages.Users",
    summary: "Users holding a role",
    input: ZGetUsersByRoleInput,
    output: z.array(ZUserDto),
  }),
  // POST /api/services/app/User/ChangePassword — own password; every existing session (this one too) ends
  ChangePassword: op({
    verb: "POST",
    permission: SIGNED_IN,
    summary: "Change your own password (ends all your sessions; sign in again)",
    input: ZChangePasswordInput,
    output: z.boolean(),
    duringPasswordChange: true,
  }),
  // POST /api/services/app/User/ChangeLanguage — en, zh-Hans, es or ja
  ChangeLanguage: op({
    verb: "POST",
    permission: SIGNED_IN,
    summary: "Store your language",
    input: ZChangeLanguageInput,
    output: z.null(),
  }),
  // POST /api/services/app/User/ChangeAvatar — an attachment id or URL; null clears it
  ChangeAvatar: op({
    verb: "POST",
    permission: "@authenticated",
    summary: "Set your avatar",
    input: ZChangeAvatarInput,
    output: z.null(),
  }),
  // POST /api/services/app/User/ChangeBackgroundImagePath — your profile background
  ChangeBackgroundImagePath: op({
    verb: "POST",
    permission: "@authenticated",
    summary: "Set your background image",
    input: ZChangeBackgroundInput,
    output: z.null(),
  }),
  // POST /api/services/app/User/IsPerfected — whether your profile has name, e-mail and phone
  IsPerfected: op({
    verb: "POST",
    permission: "@authenticated",
    summary: "Whether your profile is complete",
    input: z.object({}),
    output: z.boolean(),
    transactional: false,
  }),
  // GET /api/services/app/User/GetUserLocation — your departments (organisation units)
  GetUserLocation: op({
    verb: "GET",
    permission: "@authenticated",
    summary: "Your organisation units",
    input: z.object({}),
    output: ZUserLocation,
  }),
  ...userPortalMethods,
});
