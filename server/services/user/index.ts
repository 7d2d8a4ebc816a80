import "server-only";
import { User } from "@/lib/contracts/user";
import { implement } from "@/server/http/define";
import { userAdminMethods } from "./admin";
import { userPortalMethods } from "./portal";
import { userProfileMethods } from "./profile";

export const userService = implement(User, {
  ...userAdminMethods,
  ...userProfileMethods,
  ...userPortalMethods,
});
