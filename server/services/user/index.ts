import "server-only";
import { User } from "@/lib/contracts/user";
import { implement } from "@/server/http/define";
import { userAdminMethods } from "./admin";
import { userProfileMethods } from "./profile";

// Portal flows (ResetPassword4PortalSms, ChangePhone4PortalSms, …) arrive with the customers module.
export const userService = implement(User, { ...userAdminMethods, ...userProfileMethods });
