import * as z from "zod";
import { contract, op } from "@/lib/api/define";

export const ZCurrentLoginInformations = z.object({
  application: z.object({
    version: z.string(),
    releaseDate: z.string(),
    features: z.record(z.string(), z.boolean()),
  }),
  user: z
    .object({
      id: z.uuid(),
      name: z.string(),
      surname: z.string(),
      userName: z.string(),
      emailAddress: z.string(),
      realName: z.string(),
      avatar: z.string().nullable(),
      language: z.string().nullable(),
      roleNames: z.array(z.string()),
      isAdmin: z.boolean(),
    })
    .nullable(),
  tenant: z.object({ id: z.number().int(), tenancyName: z.string(), name: z.string() }).nullable(),
  /** What the caller is granted (empty when signed out); the console builds menus and checks from it. */
  grantedPermissions: z.array(z.string()).default([]),
});
export type TCurrentLoginInformations = z.infer<typeof ZCurrentLoginInformations>;

export const Session = contract("Session", {
  // GET /api/services/app/Session/GetCurrentLoginInformations — who is signed in (user null when nobody)
  GetCurrentLoginInformations: op({
    verb: "GET",
    permission: "@public",
    summary: "The application, the signed-in user and their tenant",
    input: z.object({}),
    output: ZCurrentLoginInformations,
  }),
});
