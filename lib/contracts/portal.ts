import * as z from "zod";
import { contract, op } from "@/lib/api/define";
import { PHONE_PATTERN, ZDateTime, ZPagedResult, ZPagedSortedInput } from "./common";
import { ZVerificationCodeKind } from "./enums";
import { ZPassword } from "./password";

// The customer side (SPEC §1, §7 Account and User portal calls): registration and changes of
// phone, e-mail and password, each proved by a verification code (SPEC §3 kinds: 6 digits,
// 10 minutes, 5 wrong tries) sent through the message outbox (DESIGN §5 Messages).

export const VERIFICATION_CODE_LENGTH = 6;
export const VERIFICATION_CODE_MINUTES = 10;
export const VERIFICATION_CODE_MAX_TRIES = 5;
/** At most this many codes to one address per window (the sixth is refused). */
export const VERIFICATION_CODES_PER_WINDOW = 5;
export const VERIFICATION_WINDOW_MINUTES = 15;

const ZEmail = z.string().trim().max(256, "validation.tooLong").pipe(z.email("validation.email"));
const ZMobile = z
  .string()
  .trim()
  .max(32, "validation.tooLong")
  .regex(PHONE_PATTERN, "validation.phone");
const ZCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, "validation.verificationCode");

export const ZSendVerificationCodeInput = z.object({
  kind: ZVerificationCodeKind,
  /** the phone number (…Sms kinds) or e-mail address (…Email kinds) the code goes to */
  target: z.string().trim().min(1, "validation.required").max(256, "validation.tooLong"),
});

export const ZRegisterInput = z
  .object({
    /** defaults to the proven address (the e-mail, or the phone's digits) */
    userName: z
      .string()
      .trim()
      .max(64, "validation.tooLong")
      .regex(/^[\p{L}\p{N}._@-]*$/u, "validation.userName")
      .optional(),
    realName: z.string().trim().min(1, "validation.required").max(64, "validation.tooLong"),
    emailAddress: ZEmail.optional(),
    mobilePhone: ZMobile.optional(),
    password: ZPassword,
    /**
     * RegisterEmail: a code sent to emailAddress; RegisterSms: to mobilePhone. Only the address
     * the code proves is kept; the other is added later with its own code (ChangeEmail4Portal,
     * ChangePhone4PortalSms).
     */
    codeKind: z.enum(["RegisterEmail", "RegisterSms"]),
    code: ZCode,
  })
  .refine((v) => v.codeKind === "RegisterEmail" || !!v.mobilePhone, {
    path: ["mobilePhone"],
    message: "validation.required",
  })
  .refine((v) => v.codeKind === "RegisterSms" || !!v.emailAddress, {
    path: ["emailAddress"],
    message: "validation.required",
  });

export const ZRegisterOutput = z.object({
  userId: z.uuid(),
  customerId: z.uuid(),
  customerCode: z.string(),
});

const ZNewPhone = z.object({ mobilePhone: ZMobile, code: ZCode });
const ZNewEmail = z.object({ emailAddress: ZEmail, code: ZCode });
const ZResetBySms = z.object({ mobilePhone: ZMobile, code: ZCode, newPassword: ZPassword });
const ZResetByEmail = z.object({ emailAddress: ZEmail, code: ZCode, newPassword: ZPassword });
/** Account.ResetPassword4Portal: by whichever address the code went to. */
const ZResetByEither = z.object({
  target: z.string().trim().min(1, "validation.required").max(256, "validation.tooLong"),
  code: ZCode,
  newPassword: ZPassword,
});

const codeOp = <I extends z.ZodType, const A extends "@public" | "@customer">(
  summary: string,
  input: I,
  permission: A,
) => op({ verb: "POST", permission, summary, input, output: z.null(), transactional: false });

/** Account's portal methods (SPEC §7 Account), spread into the Account contract. */
export const accountPortalMethods = {
  // POST /api/services/app/Account/SendVerificationCode — a 6-digit code to a phone or e-mail
  SendVerificationCode: op({
    verb: "POST",
    permission: "@public",
    summary: "Send a verification code to a phone number or e-mail address",
    input: ZSendVerificationCodeInput,
    output: z.object({ expiresInSeconds: z.number().int() }),
    transactional: false,
  }),
  // POST /api/services/app/Account/Register — a Customer user and an Ordinary customer, one transaction
  Register: op({
    verb: "POST",
    permission: "@public",
    summary: "Register a customer (a user of type Customer and an ordinary customer)",
    input: ZRegisterInput,
    output: ZRegisterOutput,
    transactional: false,
  }),
  // POST /api/services/app/Account/ChangeMobilePhone — the customer's new phone, proved by a code sent to it
  ChangeMobilePhone: codeOp("Change the signed-in customer's phone number", ZNewPhone, "@customer"),
  // POST /api/services/app/Account/ResetPassword4Portal — a forgotten password, by a code
  ResetPassword4Portal: codeOp(
    "Reset a customer's password with a code sent to its phone or e-mail",
    ZResetByEither,
    "@public",
  ),
} as const;

/** User's portal methods (SPEC §7 User), spread into the User contract. */
export const userPortalMethods = {
  // POST /api/services/app/User/ResetPassword4PortalSms
  ResetPassword4PortalSms: codeOp(
    "Reset a customer's password with a code sent by SMS",
    ZResetBySms,
    "@public",
  ),
  // POST /api/services/app/User/ResetPassword4PortalEmail
  ResetPassword4PortalEmail: codeOp(
    "Reset a customer's password with a code sent by e-mail",
    ZResetByEmail,
    "@public",
  ),
  // POST /api/services/app/User/ChangePhone4PortalSms
  ChangePhone4PortalSms: codeOp(
    "Change the signed-in customer's phone number (code sent to the new one)",
    ZNewPhone,
    "@customer",
  ),
  // POST /api/services/app/User/ChangeEmail4Portal
  ChangeEmail4Portal: codeOp(
    "Change the signed-in customer's e-mail address (code sent to the new one)",
    ZNewEmail,
    "@customer",
  ),
} as const;

// --- the message outbox (DESIGN §5 Messages) ------------------------------------------------

export const ZOutboxMessageDto = z.object({
  id: z.uuid(),
  channel: z.enum(["Email", "Sms"]),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  status: z.enum(["Pending", "Sent", "Failed", "Held"]),
  attempts: z.number().int(),
  lastError: z.string().nullable(),
  sentTime: ZDateTime.nullable(),
  creationTime: ZDateTime,
});
export type TOutboxMessageDto = z.infer<typeof ZOutboxMessageDto>;

export const outboxSortFields = ["creationTime", "recipient", "status"] as const;

// GET /api/services/app/MessageOutbox/GetAll — every e-mail and SMS sent or held, newest first
export const MessageOutbox = contract("MessageOutbox", {
  GetAll: op({
    verb: "GET",
    permission: "Pages.MessageCenter",
    summary: "The message outbox: e-mails and SMS, sent or held for staff to read",
    input: ZPagedSortedInput(outboxSortFields).extend({
      recipient: z.string().trim().max(256).optional(),
      status: z.enum(["Pending", "Sent", "Failed", "Held"]).optional(),
    }),
    output: ZPagedResult(ZOutboxMessageDto),
  }),
});
