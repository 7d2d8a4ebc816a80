import { type APIRequestContext, type Browser, request as requests } from "@playwright/test";
import { contracts } from "@/lib/contracts";
import { pngFile } from "../files";
import { ADMIN, Api, bffUrl, expect, signInAs, test } from "../fixtures";
import { A, B } from "./instances";
import { flushRedis } from "./redis";

// Two `next start` processes of one build (playwright.multi.config.ts starts them): whatever one
// copy keeps only in its own memory, the other cannot see, and these checks fail.
let contexts: APIRequestContext[] = [];
async function at(baseURL: string) {
  const request = await requests.newContext({
    baseURL,
    extraHTTPHeaders: { "Abp.TenantId": "1" },
  });
  contexts.push(request);
  return { request, api: new Api(request) };
}

/**
 * One sign-in attempt on the upstream API from the client at `client` (without a trusted proxy the
 * app takes the last X-Forwarded-For entry as the client's address): its status and message.
 */
async function authenticate(
  request: APIRequestContext,
  user: string,
  password: string,
  client: string,
) {
  const res = await request.post(contracts.TokenAuth.Authenticate.path, {
    data: { userNameOrEmailAddress: user, password },
    headers: { "x-forwarded-for": client },
  });
  return { status: res.status(), message: String((await res.json()).error?.message) };
}

test.beforeEach(() => flushRedis()); // rate-limit counters start from zero in every check
test.afterEach(async () => {
  await Promise.all(contexts.map((c) => c.dispose()));
  contexts = [];
});

async function pageAt(browser: Browser, baseURL: string) {
  return (await browser.newContext({ baseURL })).newPage();
}

test.describe("[MULTI] two copies of the app on one PostgreSQL and Redis", () => {
  test("both copies answer on the same PostgreSQL database", async () => {
    for (const base of [A, B]) {
      const health = await (await at(base)).request.get("/api/health/ready");
      expect(await health.json()).toEqual({ status: "ok", database: "postgres" });
    }
  });

  test("a console session made on one copy works on the other", async ({ browser }) => {
    const pageA = await pageAt(browser, A);
    await signInAs(pageA);
    const session = (await pageA.context().cookies(A)).filter((c) =>
      c.name.endsWith("next-auth.session-token"),
    );
    expect(session).toHaveLength(1);

    // only the cookie travels, into a fresh browser that has never seen copy A
    const pageB = await pageAt(browser, B);
    await pageB.context().addCookies(session);
    await pageB.goto("/dashboard");
    await expect(pageB.getByTestId("dashboard-user")).toHaveText(ADMIN.userName);
    const write = await pageB.evaluate(async (url) => {
      const res = await fetch(url, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ name: `Multi ${Date.now()}` }),
      });
      return res.status;
    }, bffUrl(contracts.ProductBrand.Create));
    expect(write).toBe(200);
  });

  test("a language text changed through one copy shows through the other", async ({ browser }) => {
    const apiA = await (await at(A)).api.signIn();
    const text = `Welcome to copy A ${Date.now()}`;
    const key = { languageName: "en", key: "login.subtitle" };
    expect(
      (await apiA.call(contracts.Language.UpdateLanguageTextValue, { ...key, value: text })).status,
    ).toBe(200);

    const pageB = await pageAt(browser, B);
    await pageB.goto("/login");
    await expect(pageB.getByText(text, { exact: true })).toBeVisible();

    // and back: removing the text through B brings the bundled one back on A
    const apiB = (await at(B)).api;
    apiB.token = apiA.token;
    expect((await apiB.call(contracts.Language.DeleteLanguageText, key)).status).toBe(200);
    const pageA = await pageAt(browser, A);
    await pageA.goto("/login");
    await expect(pageA.getByText("Sign in to the back office", { exact: true })).toBeVisible();
  });

  test("a file uploaded to one copy is downloaded from the other", async () => {
    const a = await at(A);
    await a.api.signIn();
    const authorization = `Bearer ${a.api.token}`;
    const upload = await a.request.post(contracts.Attachment.UploadToTemp.path, {
      headers: { authorization },
      multipart: { file: pngFile("logo.png"), purpose: "brandImage" },
    });
    expect(upload.status()).toBe(200);
    const { id } = (await upload.json()).result as { id: string };

    const fromB = await (
      await at(B)
    ).request.get(`${contracts.Attachment.Download.path}?id=${id}`, {
      headers: { authorization },
    });
    expect(fromB.status()).toBe(200);
    expect(fromB.headers()["content-type"]).toBe("image/png");
    expect(Buffer.compare(await fromB.body(), pngFile("logo.png").buffer)).toBe(0);
  });

  test("the account lockout counts failures made on either copy", async () => {
    const [a, b] = [(await at(A)).request, (await at(B)).request];
    const user = await (await at(A)).api.signIn().then((admin) => admin.createUser("multilock"));
    // five clients, so that no per-client limit stops them before the lockout does
    const copies = [a, b, a, b, a];
    for (const [i, copy] of copies.entries()) {
      const attempt = await authenticate(
        copy,
        user.userName,
        "wrong-password",
        `203.0.113.${i + 1}`,
      );
      expect(attempt.status).toBe(401);
    }
    const locked = await authenticate(b, user.userName, user.password, "203.0.113.9");
    expect(locked).toMatchObject({ status: 401, message: expect.stringMatching(/locked/) });
  });

  // With counters in each process's memory (no REDIS_URL, or Redis unreachable), copy B would
  // still answer 401 after copy A has started answering 429: B has seen none of the attempts.
  test("sign-in attempts from one client are limited across both copies", async () => {
    const [a, b] = [(await at(A)).request, (await at(B)).request];
    // an unknown user name never locks an account: only the per-client limit can refuse
    const wrong = (copy: APIRequestContext) =>
      authenticate(copy, "nobody-at-all", "wrong-password", "198.51.100.7");
    let allowed = 0;
    while (allowed < 100 && (await wrong(a)).status === 401) allowed++;
    expect(allowed, "copy A never answered 429").toBeLessThan(100);
    expect((await wrong(a)).status).toBe(429);
    expect((await wrong(b)).status, `copy B after ${allowed} refusals on copy A`).toBe(429);
  });
});
