import { and, desc, eq } from "drizzle-orm";
import { contracts } from "@/lib/contracts";
import type { TVerificationCodeKind } from "@/lib/contracts/enums";
import { getDb } from "@/server/db/client";
import { messageOutbox } from "@/server/db/schema";
import { normaliseEmail, normalisePhone } from "@/server/services/portal/verification";
import { call, signIn, unique } from "./api";

/**
 * The code in the newest message to `recipient`: codes are stored only as an HMAC, so a test reads
 * it where staff would, in the outbox (normalised recipients: lower-case e-mail, phone digits).
 */
export async function codeSentTo(recipient: string): Promise<string> {
  const db = await getDb();
  const [row] = await db
    .select({ body: messageOutbox.body })
    .from(messageOutbox)
    .where(and(eq(messageOutbox.tenantId, 1), eq(messageOutbox.recipient, recipient)))
    .orderBy(desc(messageOutbox.creationTime))
    .limit(1);
  const code = row && /\b(\d{6})\b/.exec(row.body)?.[1];
  if (!code) throw new Error(`no code was sent to ${recipient}`);
  return code;
}

let clients = 0;
/** A client address of its own, so one test's rate limits never touch another's. */
export const newClient = () => ({ "x-forwarded-for": `203.0.113.${++clients % 250}` });

/** Sends a code of `kind` to `target` and reads it back from the outbox. */
export async function sendCode(
  kind: TVerificationCodeKind,
  target: string,
  headers: Record<string, string> = newClient(),
) {
  const res = await call(contracts.Account.SendVerificationCode, { kind, target }, { headers });
  if (res.status !== 200) throw new Error(`no code: ${JSON.stringify(res.body.error)}`);
  return codeSentTo(target.includes("@") ? normaliseEmail(target) : normalisePhone(target)!);
}

/** A customer registered through Account.Register (by an e-mailed code) and signed in. */
export async function registerCustomer(password = "secret123") {
  const userName = unique("cust");
  const emailAddress = `${userName}@example.com`;
  const code = await sendCode("RegisterEmail", emailAddress);
  const res = await call(
    contracts.Account.Register,
    {
      userName,
      realName: "Casey Customer",
      emailAddress,
      password,
      codeKind: "RegisterEmail",
      code,
    },
    { headers: newClient() },
  );
  if (res.status !== 200) throw new Error(`register failed: ${JSON.stringify(res.body.error)}`);
  return {
    ...res.body.result,
    userName,
    emailAddress,
    password,
    token: await signIn(userName, password),
  };
}
