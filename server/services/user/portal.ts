import "server-only";
import type { User } from "@/lib/contracts/user";
import type { Handlers } from "@/server/http/define";
import { changeEmail, changePhone, resetPassword } from "../portal/customer-account";

// The customer side of User (SPEC §7): the same behaviours as Account's, by channel.
export const userPortalMethods = {
  ResetPassword4PortalSms: (input, ctx) =>
    resetPassword(ctx, "Sms", { ...input, target: input.mobilePhone }, "mobilePhone"),
  ResetPassword4PortalEmail: (input, ctx) =>
    resetPassword(ctx, "Email", { ...input, target: input.emailAddress }, "emailAddress"),
  ChangePhone4PortalSms: changePhone,
  ChangeEmail4Portal: changeEmail,
} satisfies Partial<Handlers<typeof User>>;
