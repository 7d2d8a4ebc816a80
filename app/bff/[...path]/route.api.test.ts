import { encode } from "next-auth/jwt";
import { NextRequest } from "next/server";
import { beforeAll, describe, expect, it } from "vitest";
import type { Op } from "@/lib/api/define";
import { sessionSecret } from "@/lib/auth/options";
import { sessionCookieName } from "@/lib/auth/cookies";
import { contracts } from "@/lib/contracts";
import { LOCALE_COOKIE } from "@/lib/i18n/locale-cookie";
import { call, signIn, unique } from "@/server/test/api";
import { pngBytes, upload } from "@/server/test/files";
import { POST as EXPORT } from "../export/route";
import { GET, POST } from "./route";

const ORIGIN = "http://console.test";
let cookie: string;

beforeAll(async () => {
  const accessToken = await signIn();
  const session = await encode({
    token: { upstream: { accessToken, expiresAt: Date.now() + 3_600_000 } },
    secret: sessionSecret(),
  });
  cookie = `${sessionCookieName(false)}=${session}`;
});

/** What the browser sends to /bff/{Service}/{Method}: the session cookie, our own Origin. */
async function bff(
  verb: "GET" | "POST",
  service: string,
  method: string,
  init: { body?: BodyInit; query?: string; origin?: string; headers?: Record<string, string> } = {},
) {
  const url = `${ORIGIN}/bff/${service}/${method}${init.query ?? ""}`;
  const headers: Record<string, string> = {
    cookie,
    origin: init.origin ?? ORIGIN,
    ...init.headers,
  };
  if (typeof init.body === "string") headers["content-type"] = "application/json";
  const request = new NextRequest(url, { method: verb, headers, body: init.body });
  const handler = verb === "GET" ? GET : POST;
  const response = await handler(request, { params: Promise.resolve({ path: [service, method] }) });
  const text = await response.text();
  return { status: response.status, text, json: () => JSON.parse(text) as { result: never } };
}
const post = (op: Op, input: unknown = {}) =>
  bff("POST", op.service, op.method, { body: JSON.stringify(input) });

describe("the BFF (client islands' only way to the upstream)", () => {
  it("never forwards to TokenAuth: no token reaches page JavaScript", async () => {
    // the refresh first: before the fix, GET /bff/TokenAuth/RefreshToken answered a fresh token
    const { RefreshToken, ...others } = contracts.TokenAuth;
    for (const op of [RefreshToken, ...Object.values(others)] as Op[]) {
      for (const verb of ["GET", "POST"] as const) {
        const res = await bff(verb, op.service, op.method, {
          body: verb === "POST" ? "{}" : undefined,
        });
        expect(res.status, `${verb} ${op.method}`).toBe(404);
        expect(res.text).not.toContain("accessToken");
      }
    }
  });

  it("answers in the page's language: the stored choice, else the browser's", async () => {
    const { ChangePassword } = contracts.User;
    const body = JSON.stringify({
      currentPassword: "not-the-password",
      newPassword: "Another-pw-9",
    });
    const refused = async (headers: Record<string, string>) => {
      const res = await bff("POST", ChangePassword.service, ChangePassword.method, {
        body,
        headers,
      });
      expect(res.status).toBe(400);
      // the field's own message (the envelope's message is the general "invalid request")
      const { error } = res.json() as unknown as {
        error: { validationErrors: { message: string }[] };
      };
      return error.validationErrors[0]?.message;
    };
    // no choice stored: a Chinese browser reads Chinese, as the page it sent this from
    expect(await refused({ "accept-language": "zh-CN,zh;q=0.9,en;q=0.8" })).toBe(
      "当前密码不正确。",
    );
    // the stored choice wins over the browser's language
    const stored = `${cookie}; ${LOCALE_COOKIE}=es`;
    expect(await refused({ "accept-language": "zh-CN", cookie: stored })).toBe(
      "La contraseña actual no es correcta.",
    );
    expect(await refused({})).toBe("The current password is not correct.");
  });

  it("refuses undeclared methods and services", async () => {
    expect((await bff("POST", "User", "NoSuchMethod", { body: "{}" })).status).toBe(404);
    expect((await bff("POST", "NoSuchService", "GetAll", { body: "{}" })).status).toBe(404);
    expect((await bff("POST", "User", "__proto__", { body: "{}" })).status).toBe(404);
  });

  it("forwards a POST with the declared verb: GET and DELETE inputs go into the query string", async () => {
    const list = await post(contracts.User.GetAll, { keyword: "adm", maxResultCount: 5 });
    expect(list.status, list.text).toBe(200);
    expect(list.json().result).toMatchObject({ totalCount: 1, items: [{ userName: "admin" }] });

    const token = await signIn();
    const brand = await call(contracts.ProductBrand.Create, { name: unique("Bff") }, { token });
    const deleted = await post(contracts.ProductBrand.Delete, { id: brand.body.result.id });
    expect(deleted.status, deleted.text).toBe(200);
    const gone = await call(contracts.ProductBrand.Get, { id: brand.body.result.id }, { token });
    expect(gone.status).toBe(404);

    const invalid = await post(contracts.ProductBrand.Create, { name: "" });
    expect(invalid.status).toBe(400);
  });

  it("takes a plain GET only for raw downloads, so <img src> keeps working", async () => {
    const file = await upload(await signIn(), pngBytes(), "logo.png", "brandImage");
    const op = contracts.Attachment.Download;
    const image = await bff("GET", op.service, op.method, { query: `?id=${file.body.result.id}` });
    expect(image.status).toBe(200);
    const list = contracts.User.GetAll;
    expect((await bff("GET", list.service, list.method)).status).toBe(405);
  });

  it("refuses a write from another origin", async () => {
    const { service, method } = contracts.ProductBrand.Create;
    const res = await bff("POST", service, method, {
      body: JSON.stringify({ name: unique("Csrf") }),
      origin: "https://evil.example",
    });
    expect(res.status).toBe(403);
  });

  it("guards the list export the same way: own origin, live session", async () => {
    const name = unique("Exported");
    expect((await post(contracts.ProductBrand.Create, { name })).status).toBe(200);
    const body = JSON.stringify({
      source: { service: "ProductBrand", method: "GetAll", input: { keyword: name } },
      format: "csv",
      columns: [{ title: "Name", field: "name", kind: "text" }],
      fileName: "Brands",
      yes: "Yes",
      no: "No",
    });
    const send = async (headers: Record<string, string>) => {
      const res = await EXPORT(
        new NextRequest(`${ORIGIN}/bff/export`, { method: "POST", headers, body }),
      );
      return { status: res.status, text: await res.text() };
    };
    const type = { "content-type": "application/json" };
    const own = await send({ ...type, cookie, origin: ORIGIN });
    expect(own.status).toBe(200);
    expect(own.text).toContain(name);
    expect((await send({ ...type, cookie, origin: "https://evil.example" })).status).toBe(403);
    expect((await send({ ...type, origin: ORIGIN })).status).toBe(401);
  });
});
