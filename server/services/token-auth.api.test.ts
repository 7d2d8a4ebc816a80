import { describe, expect, it } from "vitest";
import { call, signIn, unique } from "@/server/test/api";

const authenticate = (userNameOrEmailAddress: string, password: string, culture?: string) =>
  call<{
    accessToken: string;
    encryptedAccessToken: string;
    expireInSeconds: number;
    userId: string;
  }>(
    "POST",
    "/api/TokenAuth/Authenticate",
    { userNameOrEmailAddress, password, rememberClient: true },
    { culture },
  );

async function createUser(token: string, password = "secret123") {
  const userName = unique("u");
  const res = await call<{ id: string }>(
    "POST",
    "User/Create",
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
    for (let i = 0; i < 5; i++)
      expect((await authenticate(user.userName, "wrong-password")).status).toBe(401);
    const sixth = await authenticate(user.userName, user.password);
    expect(sixth.status).toBe(401);
    expect(sixth.body.error?.message).toMatch(/locked/i);
    // an administrator's reset clears the lockout
    await call(
      "POST",
      "User/ResetPassword",
      { adminPassword: "123qwe", userId: user.id, newPassword: "another123" },
      { token: admin },
    );
    expect((await authenticate(user.userName, "another123")).status).toBe(200);
  });

  it("requires account and password with the SPEC messages", async () => {
    const res = await call("POST", "/api/TokenAuth/Authenticate", {
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
    const refreshed = await call<{ accessToken: string }>(
      "GET",
      "/api/TokenAuth/RefreshToken",
      {},
      { token },
    );
    expect(refreshed.status).toBe(200);
    const me = await call<{ user: { userName: string } }>(
      "GET",
      "Session/GetCurrentLoginInformations",
      {},
      { token: refreshed.body.result.accessToken },
    );
    expect(me.body.result.user.userName).toBe("admin");
    expect((await call("GET", "/api/TokenAuth/RefreshToken")).status).toBe(401);
    const providers = await call("GET", "/api/TokenAuth/GetExternalAuthenticationProviders");
    expect(providers.body.result).toEqual([]);
  });

  it("ends a user's sessions when they are deactivated or their password changes", async () => {
    const admin = await signIn();
    const user = await createUser(admin);
    const first = await signIn(user.userName, user.password);
    const session = () => call("GET", "Session/GetCurrentLoginInformations", {}, { token: first });
    expect((await session()).status).toBe(200);
    await call("POST", "User/DeActivate", { id: user.id }, { token: admin });
    const after = await session();
    expect(after.status).toBe(401);
    expect(after.body.unAuthorizedRequest).toBe(true);

    await call("POST", "User/Activate", { id: user.id }, { token: admin });
    const second = await signIn(user.userName, user.password);
    const changed = await call(
      "POST",
      "User/ChangePassword",
      { currentPassword: user.password, newPassword: "changed123" },
      { token: second },
    );
    expect(changed.status).toBe(200);
    expect(
      (await call("GET", "Session/GetCurrentLoginInformations", {}, { token: second })).status,
    ).toBe(401);
    expect((await authenticate(user.userName, "changed123")).status).toBe(200);
  });

  it("refuses external sign-in providers that are not configured", async () => {
    const res = await call("POST", "/api/TokenAuth/ExternalAuthenticate", {
      authProvider: "Google",
    });
    expect(res.status).toBe(409);
    expect(res.body.success).toBe(false);
  });
});
