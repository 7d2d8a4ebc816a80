import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { call, signIn, unique } from "@/server/test/api";

const authenticate = (
  userNameOrEmailAddress: string,
  password: string,
  culture?: string,
  client?: string,
) =>
  call(
    contracts.TokenAuth.Authenticate,
    { userNameOrEmailAddress, password, rememberClient: true },
    { culture, headers: client ? { "x-forwarded-for": client } : {} },
  );

let addresses = 0;
/** A client address no other test uses (the limits are per address). */
const newClient = () => `198.51.100.${++addresses}`;

async function createUser(token: string, password = "secret123") {
  const userName = unique("u");
  const res = await call(
    contracts.User.Create,
    {
      userName,
      name: "Test",
      surname: "User",
      emailAddress: `${userName}@example.com`,
      password,
      roleNames: [],
    },
    { token },
  );
  expect(res.status).toBe(200);
  return { id: res.body.result.id, userName, password };
}

describe("TokenAuth", () => {
  it("signs the admin in with the ABP envelope and a token", async () => {
    const res = await authenticate("admin", "123qwe");
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      success: true,
      error: null,
      unAuthorizedRequest: false,
      __abp: true,
      targetUrl: null,
    });
    expect(res.body.result.accessToken.split(".")).toHaveLength(3);
    expect(res.body.result.encryptedAccessToken).toBeTruthy();
    expect(res.body.result.expireInSeconds).toBe(86400);
  });

  it("signs in by e-mail too, case-insensitively", async () => {
    expect((await authenticate("ADMIN@quay.local", "123qwe")).status).toBe(200);
  });

  it("gives the same message for a wrong password and an unknown user", async () => {
    const wrong = await authenticate("admin", "nope-nope");
    const unknown = await authenticate(unique("ghost"), "nope-nope");
    expect(wrong.status).toBe(401);
    expect(wrong.body.success).toBe(false);
    expect(wrong.body.error?.message).toBe("Invalid user name or password.");
    expect(unknown.status).toBe(401);
    expect(unknown.body.error?.message).toBe(wrong.body.error?.message);
  });

  it("answers in the caller's culture", async () => {
    const res = await authenticate(unique("ghost"), "x", "zh-Hans");
    expect(res.body.error?.message).toBe("用户名或密码无效。");
  });

  it("locks an account after five failures, refusing even the right password", async () => {
    const admin = await signIn();
    const user = await createUser(admin);
    // from several clients: one client alone is stopped before it can lock the account
    const [first, second] = [newClient(), newClient()];
    for (const client of [first, first, first, second, second])
      expect((await authenticate(user.userName, "wrong-password", "en", client)).status).toBe(401);
    const sixth = await authenticate(user.userName, user.password, "en", newClient());
    expect(sixth.status).toBe(401);
    expect(sixth.body.error?.message).toMatch(/locked/i);
    // an administrator's reset clears the lockout
    await call(
      contracts.User.ResetPassword,
      { adminPassword: "123qwe", userId: user.id, newPassword: "another123" },
      { token: admin },
    );
    expect((await authenticate(user.userName, "another123")).status).toBe(200);
  });

  it("stops one client's guesses before they can lock the account for anyone else", async () => {
    const admin = await signIn();
    const user = await createUser(admin);
    const attacker = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++)
      statuses.push((await authenticate(user.userName, "guess", "en", attacker)).status);
    // four counted failures, one more try (not counted toward the lockout), then 429
    expect(statuses).toEqual([401, 401, 401, 401, 401, ...Array(7).fill(429)]);
    const refused = await authenticate(user.userName, user.password, "zh-Hans", attacker);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ success: false, result: null, __abp: true });
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.body.error?.message).toMatch(
      /^您的地址登录失败次数过多。请在 \d+ 分钟后重试。$/,
    );
    const english = await authenticate(user.userName, "guess", "en", attacker);
    expect(english.body.error?.message).toMatch(/^Too many failed sign-ins from your address/);
    // the owner, from another address, is not locked out
    expect((await authenticate(user.userName, user.password, "en", newClient())).status).toBe(200);
  });

  it("stops one client failing across many accounts", async () => {
    const client = newClient();
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++)
      statuses.push((await authenticate(unique("nobody"), "guess", "en", client)).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses[30]).toBe(429);
    expect((await authenticate("admin", "123qwe", "en", newClient())).status).toBe(200);
  });

  it("takes a successful sign-in's count back", async () => {
    const client = newClient();
    for (let i = 0; i < 35; i++)
      expect((await authenticate("admin", "123qwe", "en", client)).status).toBe(200);
  });

  it("requires account and password with the SPEC messages", async () => {
    const res = await call(contracts.TokenAuth.Authenticate, {
      userNameOrEmailAddress: "",
      password: "",
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors).toEqual([
      { message: "Please enter your account", members: ["userNameOrEmailAddress"] },
      { message: "Please enter your password", members: ["password"] },
    ]);
  });

  it("refreshes a valid token and lists no external providers", async () => {
    const token = await signIn();
    const refreshed = await call(contracts.TokenAuth.RefreshToken, {}, { token });
    expect(refreshed.status).toBe(200);
    const me = await call(
      contracts.Session.GetCurrentLoginInformations,
      {},
      { token: refreshed.body.result.accessToken },
    );
    expect(me.body.result.user!.userName).toBe("admin");
    expect((await call(contracts.TokenAuth.RefreshToken, {})).status).toBe(401);
    const providers = await call(contracts.TokenAuth.GetExternalAuthenticationProviders, {});
    expect(providers.body.result).toEqual([]);
  });

  it("ends a user's sessions when they are deactivated or their password changes", async () => {
    const admin = await signIn();
    const user = await createUser(admin);
    const first = await signIn(user.userName, user.password);
    const session = () => call(contracts.Session.GetCurrentLoginInformations, {}, { token: first });
    expect((await session()).status).toBe(200);
    await call(contracts.User.DeActivate, { id: user.id }, { token: admin });
    const after = await session();
    expect(after.status).toBe(401);
    expect(after.body.unAuthorizedRequest).toBe(true);

    await call(contracts.User.Activate, { id: user.id }, { token: admin });
    const second = await signIn(user.userName, user.password);
    const changed = await call(
      contracts.User.ChangePassword,
      { currentPassword: user.password, newPassword: "changed123" },
      { token: second },
    );
    expect(changed.status).toBe(200);
    expect(
      (await call(contracts.Session.GetCurrentLoginInformations, {}, { token: second })).status,
    ).toBe(401);
    expect((await authenticate(user.userName, "changed123")).status).toBe(200);
  });

  it("refuses external sign-in providers that are not configured", async () => {
    const res = await call(contracts.TokenAuth.ExternalAuthenticate, {
      authProvider: "Google",
    });
    expect(res.status).toBe(409);
    expect(res.body.success).toBe(false);
  });
});
