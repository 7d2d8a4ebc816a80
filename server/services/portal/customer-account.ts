import "server-only";
import { and, eq, ne, sql } from "drizzle-orm";
import type * as z from "zod";
import type { ZRegisterInput } from "@/lib/contracts/portal";
import { hashPassword, newSecurityStamp } from "@/server/auth/password";
import type { Db } from "@/server/db/types";
import { customers, users } from "@/server/db/schema";
import type { AuthedCtx, Ctx } from "@/server/http/define";
import { AppError } from "@/server/http/errors";
import { nextCustomerCode } from "../customer/code";
import { liveRows } from "../kit";
import { assertUnique } from "../user/queries";
import { codeInvalid, targetOf, withVerifiedCode } from "./verification";

// The customer side of Account and User (SPEC §7): one implementation per behaviour, each proved
// by a verification code. Account.ChangeMobilePhone and User.ChangePhone4PortalSms share
// changePhone; the three password resets share resetPassword.

const customerUsers = (tenantId: number) =>
  and(liveRows(users, tenantId), eq(users.userType, "Customer"));

/** Refuses a phone number another live customer user already has (resets find users by it). */
async function assertPhoneFree(db: Db, tenantId: number, phone: string, exceptId?: string) {
  const [clash] = await db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        customerUsers(tenantId),
        eq(users.phoneNumber, phone),
        exceptId ? ne(users.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (clash) throw AppError.field("mobilePhone", "api.errors.phoneTaken", { phone });
}

/** A user of type Customer and an Ordinary customer bound to it, once the code is right. */
export async function register(input: z.output<typeof ZRegisterInput>, ctx: Ctx) {
  // Only the address the code proves is kept: an unproven one could squat someone else's.
  const byEmail = input.codeKind === "RegisterEmail";
  const target = byEmail
    ? targetOf(input.codeKind, input.emailAddress ?? "", "emailAddress")
    : targetOf(input.codeKind, input.mobilePhone ?? "", "mobilePhone");
  const phone = byEmail ? null : target;
  const digits = target.replace("+", "");
  // users need an e-mail: a phone-registered customer has a reserved one until it proves its own
  const email = byEmail ? target : `${digits}@phone.invalid`;
  const userName = input.userName || (byEmail ? email : digits);
  const passwordHash = await hashPassword(input.password);
  return withVerifiedCode(ctx, input.codeKind, target, input.code, async (tx) => {
    await assertUnique(tx, ctx.tenantId, userName, email);
    if (phone) await assertPhoneFree(tx, ctx.tenantId, phone);
    const [user] = await tx
      .insert(users)
      .values({
        tenantId: ctx.tenantId,
        userName,
        name: input.realName,
        emailAddress: email,
        phoneNumber: phone,
        userType: "Customer",
        passwordHash,
        securityStamp: newSecurityStamp(),
      })
      .returning({ id: users.id });
    const customerCode = await nextCustomerCode(tx, ctx.tenantId);
    const [customer] = await tx
      .insert(customers)
      .values({
        tenantId: ctx.tenantId,
        customerType: "Ordinary",
        customerCode,
        realName: input.realName,
        email: byEmail ? email : null,
        mobilePhone: phone,
        sex: null,
        userId: user!.id,
        creatorUserId: user!.id,
      })
      .returning({ id: customers.id });
    return { userId: user!.id, customerId: customer!.id, customerCode };
  });
}

/** Sets the signed-in customer's user and customer record (the customer record may be absent). */
async function updateCustomer(
  tx: Db,
  ctx: AuthedCtx,
  user: Partial<typeof users.$inferInsert>,
  customer: Partial<typeof customers.$inferInsert>,
) {
  const stamp = { lastModificationTime: new Date(), lastModifierUserId: ctx.user.id };
  await tx
    .update(users)
    .set({ ...user, ...stamp })
    .where(eq(users.id, ctx.user.id));
  await tx
    .update(customers)
    .set({ ...customer, ...stamp })
    .where(and(liveRows(customers, ctx.tenantId), eq(customers.userId, ctx.user.id)));
}

/** The signed-in customer's new phone number, proved by a ChangePhoneSms code sent to it. */
export async function changePhone(input: { mobilePhone: string; code: string }, ctx: AuthedCtx) {
  const phone = targetOf("ChangePhoneSms", input.mobilePhone, "mobilePhone");
  await withVerifiedCode(ctx, "ChangePhoneSms", phone, input.code, async (tx) => {
    await assertPhoneFree(tx, ctx.tenantId, phone, ctx.user.id);
    await updateCustomer(tx, ctx, { phoneNumber: phone }, { mobilePhone: phone });
  });
  return null;
}

/** The signed-in customer's new e-mail address, proved by a ChangeEmailEmail code sent to it. */
export async function changeEmail(input: { emailAddress: string; code: string }, ctx: AuthedCtx) {
  const email = targetOf("ChangeEmailEmail", input.emailAddress, "emailAddress");
  await withVerifiedCode(ctx, "ChangeEmailEmail", email, input.code, async (tx) => {
    await assertUnique(tx, ctx.tenantId, ctx.user.userName, email, ctx.user.id);
    await updateCustomer(tx, ctx, { emailAddress: email }, { email });
  });
  return null;
}

/**
 * A forgotten password, by a code sent to the customer's phone or e-mail. An address no customer
 * user has gets the answer a wrong code gets, so the call tells nobody which addresses exist. A
 * new security stamp ends every session the old password opened.
 */
export async function resetPassword(
  ctx: Ctx,
  channel: "Sms" | "Email",
  input: { target: string; code: string; newPassword: string },
  field = "target",
) {
  const kind = channel === "Sms" ? "RetrievePasswordSms" : "RetrievePasswordEmail";
  const target = targetOf(kind, input.target, field);
  const passwordHash = await hashPassword(input.newPassword);
  await withVerifiedCode(ctx, kind, target, input.code, async (tx) => {
    const found = await tx
      .select({ id: users.id })
      .from(users)
      .where(
        and(
          customerUsers(ctx.tenantId),
          channel === "Sms"
            ? eq(users.phoneNumber, target)
            : sql`lower(${users.emailAddress}) = ${target}`,
        ),
      )
      .limit(2);
    if (found.length !== 1) throw codeInvalid();
    await tx
      .update(users)
      .set({
        passwordHash,
        securityStamp: newSecurityStamp(),
        accessFailedCount: 0,
        lockoutEndDate: null,
        lastModificationTime: new Date(),
      })
      .where(eq(users.id, found[0]!.id));
  });
  return null;
}
