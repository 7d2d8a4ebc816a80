import "server-only";
import crypto from "node:crypto";
import { and, desc, eq, gt, isNull, sql } from "drizzle-orm";
import { clientAddress } from "@/lib/client-address";
import { PHONE_PATTERN } from "@/lib/contracts/common";
import type { TVerificationCodeKind } from "@/lib/contracts/enums";
import {
  VERIFICATION_CODE_LENGTH,
  VERIFICATION_CODE_MAX_TRIES,
  VERIFICATION_CODE_MINUTES,
  VERIFICATION_CODES_PER_WINDOW,
  VERIFICATION_WINDOW_MINUTES,
} from "@/lib/contracts/portal";
import { derivedSecret } from "@/lib/secret";
import type { Db } from "@/server/db/types";
import { verificationCodes } from "@/server/db/schema";
import type { Ctx } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { rateLimiter, tooManyRequests } from "@/server/http/rate-limit";
import { deliver, enqueueMessage } from "./outbox";

// Verification codes (SPEC §3 kinds, docs/decisions.md "Customer-side calls"): six random digits,
// kept only as an HMAC, good for 10 minutes and for 5 wrong tries, at most 5 to one address per
// 15 minutes, sent through the message outbox.

/** The channel a kind's code travels by: …Sms kinds go to a phone, …Email kinds to an e-mail. */
const channelOf = (kind: TVerificationCodeKind) =>
  kind.endsWith("Sms") ? ("Sms" as const) : ("Email" as const);

/** What a code is for, as its message names it (the kind without its channel). */
const purposes = {
  Register: "api.codeMessage.purposeRegister",
  RetrievePassword: "api.codeMessage.purposeRetrievePassword",
  ChangePhone: "api.codeMessage.purposeChangePhone",
  ChangeEmail: "api.codeMessage.purposeChangeEmail",
} as const;
const purposeKey = (kind: TVerificationCodeKind) =>
  purposes[kind.replace(/(Sms|Email)$/, "") as keyof typeof purposes];

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * A phone number as stored and compared: "+" and its digits (E.164); "00" before the country
 * code counts as "+". Without either it is undefined: a number must carry its country code, or
 * "+1 416…", "1416…" and "001416…" would be three addresses with three throttles.
 */
export function normalisePhone(phone: string): string | undefined {
  const value = phone.trim();
  const digits = value.replace(/\D/g, "");
  if (value.startsWith("+")) return `+${digits}`;
  if (value.startsWith("00")) return `+${digits.slice(2)}`;
  return undefined;
}

/** An e-mail address as stored and compared: trimmed and lower-cased. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();

/**
 * The address a code of this kind goes to, normalised; a phone where an e-mail belongs (or the
 * other way round) is a field error on `field`.
 */
export function targetOf(kind: TVerificationCodeKind, target: string, field = "target"): string {
  const value = target.trim();
  if (channelOf(kind) === "Sms") {
    const phone = PHONE_PATTERN.test(value) ? normalisePhone(value) : undefined;
    if (!phone || phone.length < 6)
      throw AppError.field(field, "api.errors.codeTargetNotPhone", { kind });
    return phone;
  }
  if (!EMAIL.test(value)) throw AppError.field(field, "api.errors.codeTargetNotEmail", { kind });
  return normaliseEmail(value);
}

const hashOf = (kind: string, target: string, code: string) =>
  crypto
    .createHmac("sha256", derivedSecret("verification-code"))
    .update(`${kind}|${target}|${code}`)
    .digest("base64url");

/** Codes one client may ask for, whatever the address (every copy of the app shares it on Redis). */
const sendsByClient = rateLimiter({ name: "verification:send", points: 20, durationSeconds: 3600 });
/** Wrong codes one client may enter, across all addresses. */
const failuresByClient = rateLimiter({
  name: "verification:fail",
  points: 30,
  durationSeconds: 3600,
});

const clientOf = (ctx: Ctx) => clientAddress(ctx.request.headers) ?? "local";

/**
 * Issues a code for `kind` to `target` and puts the message carrying it in the outbox (sent at
 * once when a transport is configured). The sixth code to one address within the window is
 * refused with 429 and when to try again.
 */
export async function sendVerificationCode(
  ctx: Ctx,
  kind: TVerificationCodeKind,
  rawTarget: string,
): Promise<{ expiresInSeconds: number }> {
  const target = targetOf(kind, rawTarget);
  const byClient = await sendsByClient.hit(clientOf(ctx));
  if (byClient.isOver)
    throw tooManyRequests("api.errors.tooManyCodeRequests", byClient.retryAfterMs);
  const code = String(crypto.randomInt(0, 10 ** VERIFICATION_CODE_LENGTH)).padStart(
    VERIFICATION_CODE_LENGTH,
    "0",
  );
  const minutes = VERIFICATION_CODE_MINUTES;
  const messageId = await ctx.db.transaction(async (tx) => {
    // one address at a time, so parallel requests cannot slip past the count
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`verification:${target}`}))`);
    const windowStart = new Date(Date.now() - VERIFICATION_WINDOW_MINUTES * 60_000);
    const recent = await tx
      .select({ creationTime: verificationCodes.creationTime })
      .from(verificationCodes)
      .where(
        and(
          eq(verificationCodes.tenantId, ctx.tenantId),
          eq(verificationCodes.target, target),
          gt(verificationCodes.creationTime, windowStart),
        ),
      )
      .orderBy(desc(verificationCodes.creationTime))
      .limit(VERIFICATION_CODES_PER_WINDOW);
    if (recent.length >= VERIFICATION_CODES_PER_WINDOW) {
      const oldest = recent[recent.length - 1]!.creationTime.getTime();
      throw tooManyRequests(
        "api.errors.tooManyCodes",
        oldest + VERIFICATION_WINDOW_MINUTES * 60_000 - Date.now(),
      );
    }
    await tx.insert(verificationCodes).values({
      tenantId: ctx.tenantId,
      kind,
      target,
      codeHash: hashOf(kind, target, code),
      expiresAt: new Date(Date.now() + minutes * 60_000),
      clientIpAddress: clientAddress(ctx.request.headers),
    });
    const purpose = ctx.t(purposeKey(kind));
    const id = await enqueueMessage(tx, ctx.tenantId, {
      channel: channelOf(kind),
      recipient: target,
      subject: ctx.t("api.codeMessage.subject", { purpose }),
      body: ctx.t("api.codeMessage.body", { purpose, code, minutes }),
    });
    return id;
  });
  // once delivered, the stored copy no longer shows the code
  await deliver(ctx.db, messageId, code);
  return { expiresInSeconds: minutes * 60 };
}

/** A wrong, spent or never-sent code: one answer for all, so nobody learns which addresses exist. */
export const codeInvalid = () => AppError.field("code", "api.errors.codeInvalid");

/**
 * Checks `code` against the newest unused code of `kind` sent to `target` and, when it is right,
 * spends it and runs `then` in one transaction (an error there leaves the code unspent). A wrong
 * code counts as a failed try, kept although the call fails (so callers are declared
 * `transactional: false`); the 5th spends the code. `then` may throw `codeInvalid()` itself, e.g.
 * when no account has the address, so that case reads exactly like a wrong code.
 */
export async function withVerifiedCode<T>(
  ctx: Ctx,
  kind: TVerificationCodeKind,
  target: string,
  code: string,
  then: (tx: Db) => Promise<T>,
): Promise<T> {
  const [row] = await ctx.db
    .select()
    .from(verificationCodes)
    .where(
      and(
        eq(verificationCodes.tenantId, ctx.tenantId),
        eq(verificationCodes.kind, kind),
        eq(verificationCodes.target, target),
        isNull(verificationCodes.consumedAt),
      ),
    )
    .orderBy(desc(verificationCodes.creationTime))
    .limit(1);
  // a client over its wrong-code limit is refused before any code is compared, right or wrong
  const gate = await failuresByClient.peek(clientOf(ctx));
  if (gate.isOver) throw tooManyRequests("api.errors.tooManyCodeRequests", gate.retryAfterMs);
  if (!row) throw codeInvalid();
  if (row.expiresAt.getTime() <= Date.now()) throw AppError.field("code", "api.errors.codeExpired");
  const given = Buffer.from(hashOf(kind, target, code));
  const stored = Buffer.from(row.codeHash);
  if (given.length !== stored.length || !crypto.timingSafeEqual(given, stored))
    await wrongTry(ctx, row.id);
  try {
    return await ctx.db.transaction(async (tx) => {
      const [spent] = await tx
        .update(verificationCodes)
        .set({ consumedAt: new Date() })
        .where(and(eq(verificationCodes.id, row.id), isNull(verificationCodes.consumedAt)))
        .returning({ id: verificationCodes.id });
      if (!spent) throw codeInvalid(); // a parallel call used it first
      return await then(tx);
    });
  } catch (error) {
    // A refusal after the code was right (the e-mail or user name is taken, no such account)
    // also costs a try: one code cannot probe address after address.
    if (error instanceof AppError) await countTry(ctx, row.id);
    throw error;
  }
}

/** One failed try on a code (the last allowed one spends it); how many it has now. */
async function countTry(ctx: Ctx, id: string) {
  const [after] = await ctx.db
    .update(verificationCodes)
    .set({
      failedAttempts: sql`${verificationCodes.failedAttempts} + 1`,
      consumedAt: sql`case when ${verificationCodes.failedAttempts} + 1 >= ${VERIFICATION_CODE_MAX_TRIES} then now() else ${verificationCodes.consumedAt} end`,
    })
    .where(and(eq(verificationCodes.id, id), isNull(verificationCodes.consumedAt)))
    .returning({ failedAttempts: verificationCodes.failedAttempts });
  await failuresByClient.hit(clientOf(ctx));
  return after;
}

/** Counts a wrong try (the last allowed one spends the code) and refuses the call. */
async function wrongTry(ctx: Ctx, id: string): Promise<never> {
  const after = await countTry(ctx, id);
  const failures = await failuresByClient.peek(clientOf(ctx));
  if (failures.isOver)
    throw tooManyRequests("api.errors.tooManyCodeRequests", failures.retryAfterMs);
  if (after && after.failedAttempts >= VERIFICATION_CODE_MAX_TRIES)
    throw AppError.field("code", "api.errors.codeSpent", { tries: VERIFICATION_CODE_MAX_TRIES });
  throw codeInvalid();
}
