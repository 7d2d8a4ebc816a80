import { SIGNED_IN } from "@/lib/permissions";
import * as z from "zod";
import { accountPortalMethods } from "./portal";
import { contract, op } from "@/lib/api/define";

export const ZAuthenticateInput = z.object({
  userNameOrEmailAddress: z.string().trim().min(1, "validation.accountRequired").max(256),
  password: z.string().min(1, "validation.passwordRequired").max(128),
  rememberClient: z.boolean().default(true),
});
export type TAuthenticateInput = z.input<typeof ZAuthenticateInput>;

export const ZAuthenticateResult = z.object({
  accessToken: z.string(),
  encryptedAccessToken: z.string(),
  expireInSeconds: z.number().int(),
  userId: z.uuid(),
  /**
   * ABP's flag: the user must choose a new password before anything else; the token then opens
   * only the methods declared `duringPasswordChange` (docs/deploy.md: First sign-in). An upstream
   * that does not send it never asks.
   */
  shouldResetPassword: z.boolean().default(false),
});
export type TAuthenticateResult = z.infer<typeof ZAuthenticateResult>;

export const ZExternalProvider = z.object({ name: z.string(), clientId: z.string() });

export const ZExternalAuthenticateInput = z.object({
  authProvider: z.string().max(64).default("External"),
  providerKey: z.string().max(256).optional(),
  providerAccessCode: z.string().max(2048).optional(),
  code: z.string().max(2048).optional(),
});

export const ZIsTenantAvailableInput = z.object({ tenancyName: z.string().trim().min(1).max(64) });
export const ZIsTenantAvailableOutput = z.object({
  state: z.enum(["Available", "InActive", "NotFound"]),
  tenantId: z.number().int().nullable(),
});

/** A sign-in method that no provider backs yet: always refused (docs/decisions.md). */
const external = (provider: string) =>
  op({
    verb: "POST",
    permission: "@public",
    summary: `Sign in with ${provider} (no provider is configured; always refused)`,
    input: ZExternalAuthenticateInput,
    output: ZAuthenticateResult,
    bff: false,
  });

// /api/TokenAuth/* — tokens. Never reachable through the console's BFF: a token must not reach
// page JavaScript (the session cookie holds it).
export const TokenAuth = contract(
  "TokenAuth",
  {
    // POST /api/TokenAuth/Authenticate — a token for a user name or e-mail and password; 5 failures lock for 5 minutes
    Authenticate: op({
      verb: "POST",
      permission: "@public",
      summary: "Sign in with user name or e-mail and password",
      input: ZAuthenticateInput,
      output: ZAuthenticateResult,
      bff: false,
      transactional: false, // a failed attempt must still count
    }),
    // GET /api/TokenAuth/RefreshToken — a fresh token for a still-valid one (same security stamp)
    RefreshToken: op({
      verb: "GET",
      permission: SIGNED_IN,
      summary: "Exchange a valid token for a new one with a full lifetime",
      input: z.object({}),
      output: ZAuthenticateResult,
      bff: false,
      duringPasswordChange: true,
    }),
    // GET /api/TokenAuth/GetExternalAuthenticationProviders — none are configured
    GetExternalAuthenticationProviders: op({
      verb: "GET",
      permission: "@public",
      summary: "External sign-in providers (none configured)",
      input: z.object({}),
      output: z.array(ZExternalProvider),
      bff: false,
    }),
    ExternalAuthenticate: external("External"),
    WechatAuthenticate: external("WeChat"),
    WeChatAppletAuthenticate: external("WeChat applet"),
  },
  "/api",
);

export const Account = contract("Account", {
  // POST /api/services/app/Account/IsTenantAvailable — Available, InActive or NotFound for a tenancy name
  IsTenantAvailable: op({
    verb: "POST",
    permission: "@public",
    summary: "Whether a tenancy name exists and is active",
    input: ZIsTenantAvailableInput,
    output: ZIsTenantAvailableOutput,
  }),
  ...accountPortalMethods,
});
