import * as z from "zod";

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
