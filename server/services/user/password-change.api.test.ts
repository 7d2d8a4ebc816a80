import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { seededAdminPassword } from "@/server/db/seed";
import { openApiDocument } from "@/server/http/openapi";
import { call, signIn, unique } from "@/server/test/api";

// Issue 15: a user whose password must be changed (the seeded administrator's default one, or
// one an administrator asked for) gets a token that opens nothing but the change.

/** An administrator asked to change their password at the next sign-in. */
async function adminWhoMustChange() {
  const admin = await signIn();
  const userName = unique("first");
  const created = await call(
    contracts.User.Create,
    {
      userName,
      name: "First",
      emailAddress: `${userName}@example.com`,
      password: "initial123",
      roleNames: ["Admin"],
      shouldChangePasswordOnNextLogin: true,
    },
    { token: admin },
  );
  expect(created.status).toBe(200);
  expect(created.body.result.shouldChangePasswordOnNextLogin).toBe(true);
  return { id: created.body.result.id, userName, password: "initial123", admin };
}

const authenticate = (userNameOrEmailAddress: string, password: string) =>
  call(contracts.TokenAuth.Authenticate, { userNameOrEmailAddress, password });

describe("a password that must be changed at the first sign-in", () => {
  it("signs in with shouldResetPassword, refuses everything but the change, and lifts it after", async () => {
    const user = await adminWhoMustChange();
    const auth = await authenticate(user.userName, user.password);
    expect(auth.status).toBe(200);
    expect(auth.body.result.shouldResetPassword).toBe(true);
    const token = auth.body.result.accessToken;

    // the Admin role holds every permission, and still nothing but the change is open
    const list = await call(contracts.User.GetAll, {}, { token });
    expect(list.status).toBe(403);
    expect(list.body.error?.message).toBe(
      "Change your password first: this account must choose a new password before it can do anything else.",
    );
    const zh = await call(contracts.Product.GetAll, {}, { token, culture: "zh-Hans" });
    expect(zh.status).toBe(403);
    expect(zh.body.error?.message).toBe("请先修改密码：此账号必须设置新密码后才能进行其他操作。");
    const language = await call(contracts.User.ChangeLanguage, { languageName: "es" }, { token });
    expect(language.status).toBe(403);

    // what the change screen needs: who is signed in, a fresh token, the change itself
    const me = await call(contracts.Session.GetCurrentLoginInformations, {}, { token });
    expect(me.body.result.user?.userName).toBe(user.userName);
    const refreshed = await call(contracts.TokenAuth.RefreshToken, {}, { token });
    expect(refreshed.status).toBe(200);
    expect(refreshed.body.result.shouldResetPassword).toBe(true);

    // the same password again is no change
    const same = await call(
      contracts.User.ChangePassword,
      { currentPassword: user.password, newPassword: user.password },
      { token },
    );
    expect(same.status).toBe(400);
    expect(same.body.error?.validationErrors?.[0]).toMatchObject({
      members: ["newPassword"],
      message: "The new password must differ from the current one.",
    });

    const changed = await call(
      contracts.User.ChangePassword,
      { currentPassword: user.password, newPassword: "chosen-456" },
      { token },
    );
    expect(changed.status).toBe(200);
    expect((await call(contracts.User.GetAll, {}, { token })).status).toBe(401);

    const again = await authenticate(user.userName, "chosen-456");
    expect(again.body.result.shouldResetPassword).toBe(false);
    const opened = await call(contracts.User.GetAll, {}, { token: again.body.result.accessToken });
    expect(opened.status).toBe(200);
    const dto = await call(contracts.User.Get, { id: user.id }, { token: user.admin });
    expect(dto.body.result.shouldChangePasswordOnNextLogin).toBe(false);
  });

  it("asking an existing user for a new password ends their sessions, so the next sign-in asks", async () => {
    const admin = await signIn();
    const userName = unique("later");
    const created = await call(
      contracts.User.Create,
      {
        userName,
        name: "Later",
        emailAddress: `${userName}@example.com`,
        password: "initial123",
        roleNames: [],
      },
      { token: admin },
    );
    const auth = await authenticate(userName, "initial123");
    expect(auth.body.result.shouldResetPassword).toBe(false);
    const token = auth.body.result.accessToken;
    const { id, ...fields } = created.body.result;
    const update = (shouldChangePasswordOnNextLogin?: boolean) =>
      call(
        contracts.User.Update,
        { id, ...fields, phoneNumber: fields.phoneNumber, shouldChangePasswordOnNextLogin },
        { token: admin },
      );

    // an update that leaves the flag out leaves it (and the session) as it was
    expect((await update()).body.result.shouldChangePasswordOnNextLogin).toBe(false);
    expect((await call(contracts.Session.GetCurrentLoginInformations, {}, { token })).status).toBe(
      200,
    );
    expect((await update(true)).body.result.shouldChangePasswordOnNextLogin).toBe(true);
    expect((await call(contracts.Session.GetCurrentLoginInformations, {}, { token })).status).toBe(
      401,
    );
    expect((await update()).body.result.shouldChangePasswordOnNextLogin).toBe(true);
    const next = await authenticate(userName, "initial123");
    expect(next.body.result.shouldResetPassword).toBe(true);
  });

  it("declares which methods stay open in the OpenAPI document", () => {
    const doc = openApiDocument() as unknown as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
    };
    const open = Object.entries(doc.paths)
      .filter(([, verbs]) => Object.values(verbs).some((op) => op["x-during-password-change"]))
      .map(([path]) => path);
    expect(open.sort()).toEqual([
      contracts.TokenAuth.RefreshToken.path,
      contracts.User.ChangePassword.path,
    ]);
  });
});

describe("the seeded administrator's password", () => {
  it("is ADMIN_PASSWORD when the operator set one, else 123qwe that must be changed", () => {
    expect(seededAdminPassword("chosen-by-ops")).toEqual({
      password: "chosen-by-ops",
      mustChange: false,
    });
    expect(seededAdminPassword(undefined)).toEqual({ password: "123qwe", mustChange: true });
  });
});
