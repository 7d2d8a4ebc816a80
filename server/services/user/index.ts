import "server-only";
import { service } from "@/server/http/define";
import { userAdminMethods } from "./admin";
import { userProfileMethods } from "./profile";

// Portal flows (ResetPassword4PortalSms, ChangePhone4PortalSms, …) arrive with the customers module.
export const userService = service("User", { ...userAdminMethods, ...userProfileMethods });
