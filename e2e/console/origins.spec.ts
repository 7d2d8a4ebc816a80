import type { APIRequestContext, Page } from "@playwright/test";
import { contracts } from "@/lib/contracts";
import { pngFile } from "../files";
import { cspViolations, expect, notOnThisMachine, signInAs, test } from "../fixtures";
import { startTlsFrontEnd } from "../reverse-proxy";

// The console must work wherever the browser opens it, not only at the host the server calls
// itself (http://localhost:PORT): at 127.0.0.1, and behind a TLS proxy under another name.

/** Sign in, save (a brand with a logo: upload + create through the BFF), see the logo, delete, sign out. */
async function signInSaveSignOut(page: Page, origin: string) {
  const brand = `Origin ${Date.now().toString(36)}`;
  await page.goto(`${origin}/commodity/brand`);
  await expect(page).toHaveURL(`${origin}/login?redirect=%2Fcommodity%2Fbrand`);
  await signInAs(page);
  await expect(page).toHaveURL(`${origin}/commodity/brand`);

  await page.getByRole("button", { name: "Create brand" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Name").fill(brand);
  await dialog.getByLabel("Logo").setInputFiles(pngFile("logo.png"));
  await expect(dialog.getByRole("img", { name: "logo.png" })).toBeVisible();
  await dialog.getByRole("button", { name: "Save" }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole("searchbox").fill(brand);
  const logo = page.getByRole("row", { name: new RegExp(brand) }).getByRole("img", { name: brand });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(1);

  await page.getByRole("button", { name: `Actions for ${brand}` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByRole("row", { name: new RegExp(brand) })).toBeHidden();

  await page.getByRole("button", { name: "Account menu" }).click();
  await page.getByRole("menuitem", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${origin}/login`);
}

/** next-auth's own endpoints answer with redirects to the origin the request came to. */
async function expectAuthRedirectsTo(request: APIRequestContext, origin: string) {
  const signin = await request.get(`${origin}/api/auth/signin`, { maxRedirects: 0 });
  const location = new URL(signin.headers()["location"]!, origin);
  expect(location.origin).toBe(origin);
  expect(new URL(location.searchParams.get("callbackUrl")!).origin).toBe(origin);

  const { csrfToken } = (await (await request.get(`${origin}/api/auth/csrf`)).json()) as {
    csrfToken: string;
  };
  const signout = await request.post(`${origin}/api/auth/signout`, {
    form: { csrfToken, callbackUrl: `${origin}/login` },
    maxRedirects: 0,
  });
  expect(signout.status()).toBe(302);
  expect(signout.headers()["location"]).toBe(`${origin}/login`);
}

test.describe("[ORIGINS] the console wherever it is opened", () => {
  test("at http://127.0.0.1: sign in, save, see the logo, delete, sign out; next-auth stays there", async ({
    page,
    baseURL,
  }) => {
    test.skip(Boolean(notOnThisMachine), notOnThisMachine);
    const origin = `http://127.0.0.1:${new URL(baseURL!).port}`;
    // nothing the pages load fails (a missing icon was a 404 on every page)
    const errors: string[] = [];
    page.on("console", (m) => void (m.type() === "error" && errors.push(m.text())));
    await signInSaveSignOut(page, origin);
    expect(errors).toEqual([]);
    await expectAuthRedirectsTo(page.request, origin);
  });

  test("behind a TLS proxy as https://quay.test: writes succeed, redirects stay there, cookies and HSTS are secure", async ({
    browser,
    baseURL,
  }) => {
    test.skip(Boolean(notOnThisMachine), notOnThisMachine);
    test.setTimeout(60_000);
    const frontEnd = await startTlsFrontEnd(baseURL!, "quay.test");
    const context = await browser.newContext({
      proxy: { server: frontEnd.proxyServer },
      ignoreHTTPSErrors: true,
    });
    try {
      const page = await context.newPage();
      const violations = cspViolations(page);
      const origin = "https://quay.test";

      const first = await page.goto(`${origin}/login`);
      expect(first?.headers()["strict-transport-security"]).toMatch(/max-age=\d+/);
      await signInAs(page);
      const cookie = (await context.cookies()).find((c) => c.name.endsWith("session-token"));
      expect(cookie).toMatchObject({ name: "__Secure-next-auth.session-token", secure: true });
      await page.goto(`${origin}/`);
      await expect(page).toHaveURL(`${origin}/dashboard`);
      await context.clearCookies();

      await signInSaveSignOut(page, origin);
      await expectAuthRedirectsTo(context.request, origin);
      expect(violations, "CSP violations in the console").toEqual([]);
    } finally {
      await context.close();
      await frontEnd.close();
    }
  });

  test("pages carry a nonce CSP and the security headers; API answers are nosniff; no HSTS over http", async ({
    page,
    request,
    baseURL,
  }) => {
    const first = await request.get("/login");
    const second = await request.get("/login");
    const csp = first.headers()["content-security-policy"] ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(second.headers()["content-security-policy"]).not.toContain(nonce);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain("unsafe-eval"); // production build
    expect(await first.text()).toContain(`nonce="${nonce}"`);
    expect(first.headers()).toMatchObject({
      "x-content-type-options": "nosniff",
      "referrer-policy": "strict-origin-when-cross-origin",
    });
    expect(first.headers()["permissions-policy"]).toContain("camera=()");
    // (a deployment at https:// sends it, as it should)
    if (new URL(baseURL!).protocol === "http:")
      expect(first.headers()["strict-transport-security"]).toBeUndefined();

    for (const path of ["/api/health", contracts.Session.GetCurrentLoginInformations.path]) {
      const res = await request.get(path);
      expect(res.headers()["content-type"]).toContain("application/json");
      expect(res.headers()["x-content-type-options"], path).toBe("nosniff");
    }

    // the page works under it: a signed-in screen renders and hydrates (the fixture checks the console)
    await signInAs(page);
    await page.getByRole("button", { name: "Account menu" }).click();
    await expect(page.getByRole("menuitem", { name: "Sign out" })).toBeVisible();
  });
});
