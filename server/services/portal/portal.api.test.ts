import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { getDb } from "@/server/db/client";
import { customers, users, verificationCodes } from "@/server/db/schema";
import { getTranslator } from "@/server/i18n";
import { call, signIn, unique, userWith } from "@/server/test/api";
import { codeSentTo, newClient, registerCustomer, sendCode } from "@/server/test/customer";

const en = getTranslator("en");
const { Account, User, MessageOutbox, Session } = contracts;

/** The messages of a refused call: its own and its fields'. */
const errorsOf = (res: {
  body: { error: { message: string; validationErrors: { message: string }[] | null } | null };
}) => [res.body.error?.message, ...(res.body.error?.validationErrors ?? []).map((e) => e.message)];

const newEmail = () => `${unique("addr")}@example.com`;
let phones = 0;
const newPhone = () =>
  `+1 (555) ${String(Date.now() % 1000).padStart(3, "0")}-${String(++phones).padStart(4, "0")}`;
const digitsOf = (phone: string) => `+${phone.replace(/\D/g, "")}`;

async function codeRow(target: string) {
  const db = await getDb();
  const rows = await db
    .select()
    .from(verificationCodes)
    .where(eq(verificationCodes.target, target));
  return rows.sort((a, b) => b.creationTime.getTime() - a.creationTime.getTime())[0]!;
}

describe("Account.Register", () => {
  it("registers a customer by an e-mailed code: a Customer user and an Ordinary customer, who can sign in", async () => {
    const customer = await registerCustomer();
    expect(customer.customerCode).toMatch(/^C\d{7}$/);
    const db = await getDb();
    const [user] = await db.select().from(users).where(eq(users.id, customer.userId));
    expect(user).toMatchObject({
      userType: "Customer",
      emailAddress: customer.emailAddress,
      name: "Casey Customer",
    });
    const [row] = await db.select().from(customers).where(eq(customers.id, customer.customerId));
    expect(row).toMatchObject({
      customerType: "Ordinary",
      customerCode: customer.customerCode,
      userId: customer.userId,
      realName: "Casey Customer",
      email: customer.emailAddress,
      sex: null,
    });
    const session = await call(Session.GetCurrentLoginInformations, {}, { token: customer.token });
    expect(session.body.result.user?.userName).toBe(customer.userName);
    // the code was single-use
    const again = await call(Account.Register, {
      realName: "Again",
      emailAddress: customer.emailAddress.toUpperCase(),
      password: "secret123",
      codeKind: "RegisterEmail",
      code: await codeSentTo(customer.emailAddress),
    });
    expect(again.status).toBe(400);
    expect(errorsOf(again)).toContain(en("api.errors.codeInvalid"));
  });

  it("registers by an SMS code: the phone is kept as + and digits, the unproven e-mail is not", async () => {
    const phone = newPhone();
    const emailAddress = newEmail();
    const code = await sendCode("RegisterSms", phone);
    expect(await codeSentTo(digitsOf(phone))).toBe(code);
    const res = await call(Account.Register, {
      realName: "Sam Sms",
      emailAddress,
      mobilePhone: phone,
      password: "secret123",
      codeKind: "RegisterSms",
      code,
    });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    const db = await getDb();
    const [row] = await db
      .select()
      .from(customers)
      .where(eq(customers.id, res.body.result.customerId));
    expect(row!.mobilePhone).toBe(digitsOf(phone));
    expect(row!.email).toBeNull();
    // the user name defaults to the phone's digits
    expect(await signIn(digitsOf(phone).slice(1), "secret123")).toEqual(expect.any(String));
    await expect(signIn(emailAddress, "secret123")).rejects.toThrow();
  });

  it("accepts a phone only with its country code, so one number has one throttle", async () => {
    const res = await call(
      Account.SendVerificationCode,
      { kind: "RegisterSms", target: "416 555 0101" },
      { headers: newClient() },
    );
    expect(res.status).toBe(400);
    const phone = newPhone();
    await sendCode("RegisterSms", phone);
    const again = await sendCode("RegisterSms", `00${digitsOf(phone).slice(1)}`);
    expect(await codeSentTo(digitsOf(phone))).toBe(again);
  });

  it("refuses a taken e-mail as a field error; the refusal costs the code a try", async () => {
    const customer = await registerCustomer();
    const code = await sendCode("RegisterEmail", customer.emailAddress);
    const input = {
      realName: "Copy",
      emailAddress: customer.emailAddress,
      password: "secret123",
      codeKind: "RegisterEmail" as const,
      code,
    };
    const res = await call(Account.Register, input);
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0]?.members).toEqual(["emailAddress"]);
    expect(await codeRow(customer.emailAddress)).toMatchObject({
      consumedAt: null,
      failedAttempts: 1,
    });
  });

  it("spends a code after 5 wrong tries, each kept though the call fails; then the right one fails too", async () => {
    const emailAddress = newEmail();
    const code = await sendCode("RegisterEmail", emailAddress);
    const wrong = code === "000000" ? "111111" : "000000";
    const input = {
      realName: "W",
      emailAddress,
      password: "secret123",
      codeKind: "RegisterEmail" as const,
    };
    for (let i = 1; i <= 5; i++) {
      const res = await call(Account.Register, { ...input, code: wrong }, { headers: newClient() });
      expect(res.status).toBe(400);
      expect(res.body.error?.validationErrors?.[0]?.members).toEqual(["code"]);
      expect(errorsOf(res)).toContain(
        i < 5 ? en("api.errors.codeInvalid") : en("api.errors.codeSpent", { tries: 5 }),
      );
      expect((await codeRow(emailAddress)).failedAttempts).toBe(i);
    }
    expect((await codeRow(emailAddress)).consumedAt).not.toBeNull();
    const right = await call(Account.Register, { ...input, code });
    expect(right.status).toBe(400);
    expect(errorsOf(right)).toContain(en("api.errors.codeInvalid"));
  });

  it("refuses an expired code", async () => {
    const emailAddress = newEmail();
    const code = await sendCode("RegisterEmail", emailAddress);
    const db = await getDb();
    await db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.target, emailAddress));
    const res = await call(Account.Register, {
      realName: "Late",
      emailAddress,
      password: "secret123",
      codeKind: "RegisterEmail",
      code,
    });
    expect(res.status).toBe(400);
    expect(errorsOf(res)).toContain(en("api.errors.codeExpired"));
  });
});

describe("Account.SendVerificationCode", () => {
  it("keeps only an HMAC of the code and puts the message, localised, in the outbox (held without SMTP)", async () => {
    const emailAddress = newEmail();
    const res = await call(
      Account.SendVerificationCode,
      { kind: "RegisterEmail", target: emailAddress },
      { culture: "zh-Hans", headers: newClient() },
    );
    expect(res.body.result).toEqual({ expiresInSeconds: 600 });
    const code = await codeSentTo(emailAddress);
    const row = await codeRow(emailAddress);
    expect(row.codeHash).not.toContain(code);
    expect(row.expiresAt.getTime() - row.creationTime.getTime()).toBeGreaterThan(9 * 60_000);
    const admin = await signIn();
    const list = await call(MessageOutbox.GetAll, { recipient: emailAddress }, { token: admin });
    expect(list.body.result.items).toEqual([
      expect.objectContaining({ channel: "Email", status: "Held", recipient: emailAddress }),
    ]);
    expect(list.body.result.items[0]!.body).toContain("验证码");
  });

  it("refuses the sixth code to one address within the window, saying when to try again", async () => {
    const emailAddress = newEmail();
    for (let i = 0; i < 5; i++) await sendCode("RegisterEmail", emailAddress);
    // another kind to the same address counts too
    const res = await call(
      Account.SendVerificationCode,
      { kind: "RetrievePasswordEmail", target: emailAddress.toUpperCase() },
      { headers: newClient() },
    );
    expect(res.status).toBe(429);
    expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(14 * 60);
    expect(res.body.error?.message).toBe(en("api.errors.tooManyCodes", { minutes: 15 }));
  });

  it("stops a client after 30 wrong codes across addresses, even when its next code is right", async () => {
    const client = newClient();
    const input = { realName: "G", password: "secret123", codeKind: "RegisterEmail" as const };
    for (let n = 0; n < 6; n++) {
      const emailAddress = newEmail();
      const code = await sendCode("RegisterEmail", emailAddress);
      const wrong = code === "000000" ? "111111" : "000000";
      for (let i = 0; i < 5; i++)
        await call(Account.Register, { ...input, emailAddress, code: wrong }, { headers: client });
    }
    const emailAddress = newEmail();
    const code = await sendCode("RegisterEmail", emailAddress);
    const right = await call(
      Account.Register,
      { ...input, emailAddress, code },
      { headers: client },
    );
    expect(right.status).toBe(429);
    expect((await codeRow(emailAddress)).consumedAt).toBeNull();
  });

  it("refuses an address of the wrong kind for the code", async () => {
    const sms = await call(Account.SendVerificationCode, {
      kind: "RegisterSms",
      target: newEmail(),
    });
    expect(sms.status).toBe(400);
    expect(sms.body.error?.validationErrors?.[0]?.members).toEqual(["target"]);
    const mail = await call(Account.SendVerificationCode, {
      kind: "ChangeEmailEmail",
      target: "+15550100",
    });
    expect(mail.status).toBe(400);
    expect(errorsOf(mail)).toContain(
      en("api.errors.codeTargetNotEmail", { kind: "ChangeEmailEmail" }),
    );
  });
});

describe("password resets", () => {
  it("resets by e-mail: the new password signs in, the old token stops", async () => {
    const customer = await registerCustomer();
    const code = await sendCode("RetrievePasswordEmail", customer.emailAddress);
    const res = await call(User.ResetPassword4PortalEmail, {
      emailAddress: customer.emailAddress.toUpperCase(),
      code,
      newPassword: "another123",
    });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    expect(await signIn(customer.userName, "another123")).toEqual(expect.any(String));
    const old = await call(Session.GetCurrentLoginInformations, {}, { token: customer.token });
    expect(old.status).toBe(401);
  });

  it("resets by phone through Account.ResetPassword4Portal and User.ResetPassword4PortalSms", async () => {
    const customer = await registerCustomer();
    const phone = newPhone();
    await call(
      Account.ChangeMobilePhone,
      { mobilePhone: phone, code: await sendCode("ChangePhoneSms", phone) },
      { token: customer.token },
    );
    const byAccount = await call(Account.ResetPassword4Portal, {
      target: phone,
      code: await sendCode("RetrievePasswordSms", phone),
      newPassword: "viaAccount1",
    });
    expect(byAccount.status, JSON.stringify(byAccount.body.error)).toBe(200);
    expect(await signIn(customer.userName, "viaAccount1")).toEqual(expect.any(String));
    const byUser = await call(User.ResetPassword4PortalSms, {
      mobilePhone: phone,
      code: await sendCode("RetrievePasswordSms", phone),
      newPassword: "viaUser123",
    });
    expect(byUser.status, JSON.stringify(byUser.body.error)).toBe(200);
    expect(await signIn(customer.userName, "viaUser123")).toEqual(expect.any(String));
  });

  it("answers an address nobody has exactly as a wrong code", async () => {
    const nobody = newEmail();
    const res = await call(Account.ResetPassword4Portal, {
      target: nobody,
      code: await sendCode("RetrievePasswordEmail", nobody),
      newPassword: "whatever123",
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors).toEqual([
      { message: en("api.errors.codeInvalid"), members: ["code"] },
    ]);
    // a staff user's address is nobody's either: resets are for customers
    const staff = await userWith([]);
    const staffEmail = `${staff.userName}@example.com`.toLowerCase();
    const asStaff = await call(Account.ResetPassword4Portal, {
      target: staffEmail,
      code: await sendCode("RetrievePasswordEmail", staffEmail),
      newPassword: "whatever123",
    });
    expect(asStaff.status).toBe(400);
    expect(errorsOf(asStaff)).toContain(en("api.errors.codeInvalid"));
  });
});

describe("changing phone and e-mail", () => {
  it("changes the e-mail to a new address proved by a code; a taken one is a field error", async () => {
    const customer = await registerCustomer();
    const other = await registerCustomer();
    const taken = await call(
      User.ChangeEmail4Portal,
      {
        emailAddress: other.emailAddress,
        code: await sendCode("ChangeEmailEmail", other.emailAddress),
      },
      { token: customer.token },
    );
    expect(taken.status).toBe(400);
    expect(taken.body.error?.validationErrors?.[0]?.members).toEqual(["emailAddress"]);
    const fresh = newEmail();
    const res = await call(
      User.ChangeEmail4Portal,
      { emailAddress: fresh, code: await sendCode("ChangeEmailEmail", fresh) },
      { token: customer.token },
    );
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    const db = await getDb();
    const [row] = await db.select().from(customers).where(eq(customers.id, customer.customerId));
    expect(row!.email).toBe(fresh);
    expect(await signIn(fresh, customer.password)).toEqual(expect.any(String));
  });

  it("changes the phone by either method; another customer's phone is a field error", async () => {
    const customer = await registerCustomer();
    const first = newPhone();
    const res = await call(
      Account.ChangeMobilePhone,
      { mobilePhone: first, code: await sendCode("ChangePhoneSms", first) },
      { token: customer.token },
    );
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    const second = newPhone();
    const again = await call(
      User.ChangePhone4PortalSms,
      { mobilePhone: second, code: await sendCode("ChangePhoneSms", second) },
      { token: customer.token },
    );
    expect(again.status, JSON.stringify(again.body.error)).toBe(200);
    const db = await getDb();
    const [user] = await db.select().from(users).where(eq(users.id, customer.userId));
    const [row] = await db
      .select()
      .from(customers)
      .where(and(eq(customers.id, customer.customerId), eq(customers.isDeleted, false)));
    expect([user!.phoneNumber, row!.mobilePhone]).toEqual([digitsOf(second), digitsOf(second)]);
    const other = await registerCustomer();
    const clash = await call(
      Account.ChangeMobilePhone,
      { mobilePhone: second, code: await sendCode("ChangePhoneSms", second) },
      { token: other.token },
    );
    expect(clash.status).toBe(400);
    expect(clash.body.error?.validationErrors?.[0]?.members).toEqual(["mobilePhone"]);
  });

  it("is for customers: a staff user gets 403, nobody signed in 401", async () => {
    const staff = await userWith([]);
    const input = { mobilePhone: "+15550100000", code: "123456" };
    expect((await call(Account.ChangeMobilePhone, input, { token: staff.token })).status).toBe(403);
    expect((await call(Account.ChangeMobilePhone, input)).status).toBe(401);
    expect(
      (await call(User.ChangeEmail4Portal, { emailAddress: newEmail(), code: "123456" })).status,
    ).toBe(401);
  });
});
