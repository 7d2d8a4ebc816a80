import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import type { TPagedResult } from "@/lib/contracts/common";
import type { TUserDto } from "@/lib/contracts/user";
import { call, send, signIn } from "@/server/test/api";

describe("the API dispatcher", () => {
  it("pages users with Keyword and any-case parameter names", async () => {
    const token = await signIn();
    const res = await send<TPagedResult<TUserDto>>("GET", contracts.User.GetAll.path, {
      query: "SkipCount=0&MaxResultCount=5&Keyword=adm",
      token,
    });
    expect(res.status).toBe(200);
    expect(res.body.result.totalCount).toBe(1);
    expect(res.body.result.items.map((u) => u.userName)).toEqual(["admin"]);
    expect(res.body.result.items[0]).not.toHaveProperty("passwordHash");
  });

  it("reads Id or id alike, and routes service and method names in any case", async () => {
    const token = await signIn();
    const list = await call(contracts.User.GetAll, { keyword: "clerk" }, { token });
    const id = list.body.result.items[0]!.id;
    for (const query of [`Id=${id}`, `id=${id}`, `ID=${id}`]) {
      const res = await send<TUserDto>("GET", "/api/services/app/user/get", { query, token });
      expect(res.status).toBe(200);
      expect(res.body.result.userName).toBe("clerk");
    }
  });

  it("refuses a caller without the permission with 403", async () => {
    const clerk = await signIn("clerk");
    const res = await call(contracts.User.GetAll, {}, { token: clerk });
    expect(res.status).toBe(403);
    expect(res.body).toMatchObject({ success: false, unAuthorizedRequest: false });
    expect(res.body.error?.message).toBe("You do not have permission to do this.");
  });

  it("answers 401 with unAuthorizedRequest when there is no token or a bad one", async () => {
    const none = await call(contracts.User.GetAll, {});
    expect(none.status).toBe(401);
    expect(none.body).toMatchObject({ success: false, unAuthorizedRequest: true, result: null });
    const forged = await call(
      contracts.User.GetAll,
      {},
      { token: "eyJhbGciOiJIUzI1NiJ9.e30.c2lnbmF0dXJl" },
    );
    expect(forged.status).toBe(401);
  });

  it("answers 404 for an unknown service or method and 405 for the wrong verb", async () => {
    const token = await signIn();
    expect(
      (await send("GET", "/api/services/app/User/NoSuchMethod", { query: {}, token })).status,
    ).toBe(404);
    const unknownService = await send("GET", "/api/services/app/NoSuchService/GetAll", {
      query: {},
      token,
    });
    expect(unknownService.status).toBe(404);
    expect(unknownService.body.error?.message).toContain("NoSuchService/GetAll");
    expect((await send("GET", contracts.User.Create.path, { query: {}, token })).status).toBe(405);
  });

  it("routes TokenAuth only under /api/TokenAuth, never as an application service", async () => {
    const token = await signIn();
    for (const path of [
      "TokenAuth/RefreshToken",
      "tokenauth/refreshtoken",
      "TokenAuth/GetExternalAuthenticationProviders",
    ]) {
      const res = await send("GET", `/api/services/app/${path}`, { token });
      expect(res.status, path).toBe(404);
      expect(JSON.stringify(res.body)).not.toContain("accessToken");
    }
    const authenticate = await send("POST", "/api/services/app/TokenAuth/Authenticate", {
      json: { userNameOrEmailAddress: "admin", password: "123qwe" },
    });
    expect(authenticate.status).toBe(404);
    expect(authenticate.body.result).toBeNull();
    expect((await call(contracts.TokenAuth.RefreshToken, {}, { token })).status).toBe(200);
  });

  it("lists one validation error per bad field", async () => {
    const token = await signIn();
    const res = await call(
      contracts.User.Create,
      { userName: "", name: "x", emailAddress: "not-an-email", password: "1" },
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe("Your request is not valid!");
    const members = res.body.error?.validationErrors?.map((e) => e.members[0]);
    expect(members).toEqual(["userName", "emailAddress", "password"]);
    const email = res.body.error?.validationErrors?.find((e) => e.members[0] === "emailAddress");
    expect(email?.message).toBe("Please fill in the correct email address");
  });

  it("localises validation messages", async () => {
    const token = await signIn();
    const res = await call(
      contracts.User.Create,
      { name: "x", emailAddress: "bad", password: "123456", userName: "ok" },
      { token, culture: "ja" },
    );
    expect(res.body.error?.message).toBe("リクエストが無効です。");
    expect(res.body.error?.validationErrors?.[0]?.message).toBe(
      "正しいメールアドレスを入力してください",
    );
  });

  it("answers a body that is not JSON with 400", async () => {
    const token = await signIn();
    const res = await send("POST", contracts.User.Create.path, { token, raw: "{not json" });
    expect(res.status).toBe(400);
    expect(res.body.error?.message).toBe("The request body is not valid JSON.");
  });

  it("sorts only by allowed fields", async () => {
    const token = await signIn();
    const ok = await call(
      contracts.User.GetAll,
      { sorting: "UserName desc", maxResultCount: 100 },
      { token },
    );
    expect(ok.status).toBe(200);
    const names = ok.body.result.items.map((u) => u.userName);
    expect(names).toEqual([...names].sort((a, b) => b.localeCompare(a)));
    for (const sorting of [
      "password desc",
      "passwordHash",
      "1;drop table users",
      "userName sideways",
    ]) {
      const res = await call(contracts.User.GetAll, { sorting }, { token });
      expect(res.status, sorting).toBe(400);
      expect(res.body.error?.validationErrors?.[0]?.members).toEqual(["sorting"]);
    }
  });

  it("caps page size at 1000", async () => {
    const token = await signIn();
    expect((await call(contracts.User.GetAll, { maxResultCount: 1001 }, { token })).status).toBe(
      400,
    );
    const lots = await send("GET", contracts.User.GetAll.path, {
      query: "maxResultCount=lots",
      token,
    });
    expect(lots.status).toBe(400);
  });

  it("carries a request id on every answer", async () => {
    const { dispatch } = await import("./dispatcher");
    const res = await dispatch(
      new Request(`http://quay.test${contracts.Session.GetCurrentLoginInformations.path}`),
    );
    expect(res.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });
});
