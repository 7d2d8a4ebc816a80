import "server-only";
import { rateLimiter, tooManyRequests } from "@/server/http/rate-limit";

/** The per-account lockout (TokenAuth): this many consecutive failures lock the account. */
export const MAX_FAILED_SIGN_INS = 5;

/**
 * Per-client limits on sign-in, in front of the per-account lockout (issue 8, docs/decisions.md).
 * One client may fail on one account MAX_FAILED_SIGN_INS − 1 times a day; after that it gets
 * one more try every 15 minutes, and those tries never count toward the account's lockout. So a
 * single client can never lock an account for everyone else; several clients still can, which
 * is what the lockout is for. A client failing across many accounts is stopped after 30 an hour.
 */
const byClient = rateLimiter({ name: "sign-in:client", points: 30, durationSeconds: 3600 });
const byClientAndAccount = rateLimiter({
  name: "sign-in:client-account",
  points: MAX_FAILED_SIGN_INS - 1,
  durationSeconds: 24 * 3600,
});
const retries = rateLimiter({ name: "sign-in:retry", points: 1, durationSeconds: 15 * 60 });

const MESSAGE = "api.errors.tooManySignIns";

/**
 * Called before a password is checked; every attempt is counted up front (so a burst of
 * parallel guesses is counted too) and a success takes its count back. Throws 429 when this
 * client must wait. Returns whether a failure of this attempt counts toward the account lockout.
 */
export async function admitSignIn(client: string | null, login: string) {
  const from = client ?? "local";
  const pair = `${from}|${login.toLowerCase()}`;
  const all = await byClient.hit(from);
  if (all.isOver) throw tooManyRequests(MESSAGE, all.retryAfterMs);
  const mine = await byClientAndAccount.hit(pair);
  if (!mine.isOver) return { countsTowardLockout: true };
  const retry = await retries.hit(pair);
  if (retry.isOver) throw tooManyRequests(MESSAGE, retry.retryAfterMs);
  return { countsTowardLockout: false };
}

/** A successful sign-in: this client's count on the account starts again. */
export async function signInSucceeded(client: string | null, login: string) {
  const from = client ?? "local";
  const pair = `${from}|${login.toLowerCase()}`;
  await Promise.all([byClient.refund(from), byClientAndAccount.reset(pair), retries.reset(pair)]);
}
