import { contracts } from "@/lib/contracts";
import type { Page } from "@playwright/test";
import { ADMIN, bffUrl, expect, test, unique } from "../fixtures";

/** A sign-in (password hash, token, session) can take seconds on a busy machine or a far deployment. */
const SIGN_IN_MS = 15_000;

async function signIn(page: Page, user: string = ADMIN.userName, password = ADMIN.password) {
  await page.getByLabel("Account").fill(user);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Sign in" }).click();
}

test.describe("[AUTH] signing in and the request gate", () => {
  test("a signed-out visit goes to sign-in and comes back to the exact page", async ({ page }) => {
    await page.goto("/ou/users?keyword=adm&page=2");
    await expect(page).toHaveURL("/login?redirect=%2Fou%2Fusers%3Fkeyword%3Dadm%26page%3D2");
    await signIn(page);
    await expect(page).toHaveURL("/ou/users?keyword=adm&page=2");
  });

  test("the root goes to the dashboard, and unknown paths show Page Not Found", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fdashboard$/);
    await signIn(page);
    await expect(page.getByTestId("dashboard-user")).toHaveText(ADMIN.userName, {
      timeout: SIGN_IN_MS,
    });
    await page.goto("/no/such/page");
    await expect(page.getByRole("heading", { name: "Page Not Found" })).toBeVisible();
    await page.getByRole("link", { name: "Back to home" }).click();
    await expect(page).toHaveURL("/dashboard");
  });

  test("sign-in never follows a redirect to another origin", async ({ page }) => {
    for (const target of ["https://evil.example", "//evil.example", "/.//evil.example/x"]) {
      await page.context().clearCookies();
      await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
      await signIn(page);
      await expect(page).toHaveURL("/dashboard");
    }
  });

  test("a wrong password shows the error and stays on sign-in; empty fields say what is missing", async ({
    page,
    api,
  }) => {
    // a user of its own: failed sign-ins count toward a lockout, and a deployment keeps admin
    await api.signIn();
    const user = await api.createUser("wrongpw");
    await page.goto("/login");
    await page.getByRole("button", { name: "Sign in" }).click();
    await expect(page.getByText("Please enter your account")).toBeVisible();
    await expect(page.getByText("Please enter your password")).toBeVisible();
    await signIn(page, user.userName, "wrong-password");
    await expect(page.getByTestId("login-error")).toHaveText("Invalid user name or password.");
    await expect(page).toHaveURL(/\/login/);
  });

  test("the session cookie is httpOnly and no page or script carries the upstream token", async ({
    page,
    request,
  }) => {
    await page.goto("/login");
    await signIn(page);
    await expect(page.getByTestId("dashboard-user")).toBeVisible({ timeout: SIGN_IN_MS });
    const session = (await page.context().cookies()).find((c) =>
      c.name.endsWith("next-auth.session-token"),
    );
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
    const auth = await request.post(contracts.TokenAuth.Authenticate.path, {
      data: { userNameOrEmailAddress: ADMIN.userName, password: ADMIN.password },
    });
    const sampleToken: string = (await auth.json()).result.accessToken;
    const tokenPrefix = sampleToken.split(".")[0]!; // every token of ours starts with this header
    const html = await page.content();
    expect(html).not.toContain(tokenPrefix);
    const sessionJson = await page.evaluate(() => fetch("/api/auth/session").then((r) => r.text()));
    expect(sessionJson).not.toContain(tokenPrefix);
    expect(await page.evaluate(() => document.cookie)).not.toContain("session-token");
  });

  test("a POST to the BFF from another origin is refused and changes nothing", async ({
    page,
    api,
  }) => {
    await page.goto("/login");
    await signIn(page);
    await expect(page.getByTestId("dashboard-user")).toBeVisible({ timeout: SIGN_IN_MS });
    const createRole = bffUrl(contracts.Role.Create);
    const [same, other] = [unique("CsrfProbe"), unique("CsrfProbe")];
    const status = await page.evaluate(
      async ({ url, name }) => {
        const res = await fetch(url, {
          method: "POST",
          headers: { "Content-Type": "application/json" },
          body: JSON.stringify({ name, displayName: "x" }),
        });
        return res.status;
      },
      { url: createRole, name: same },
    );
    expect(status).toBe(200); // same origin is fine …
    await api.signIn();
    await api.deleteAfterTest(contracts.Role.GetAll, contracts.Role.Delete, "name", same);
    const foreign = await page.request.post(createRole, {
      headers: { Origin: "https://evil.example", "Content-Type": "application/json" },
      data: { name: other, displayName: "x" },
    });
    expect(foreign.status()).toBe(403); // … another origin is not
    const roles = await api.call(contracts.Role.GetAll, { keyword: other });
    expect(roles.status).toBe(200);
    expect(roles.body.result.items).toEqual([]);
  });

  test("page JavaScript cannot get a token through the BFF, nor call undeclared methods", async ({
    page,
  }) => {
    await page.goto("/login");
    await signIn(page);
    await expect(page.getByTestId("dashboard-user")).toBeVisible({ timeout: SIGN_IN_MS });
    const tokenAuth = Object.values(contracts.TokenAuth).map(bffUrl);
    const answers = await page.evaluate(
      async (urls) => {
        const out: { url: string; method: string; status: number; body: string }[] = [];
        for (const url of urls)
          for (const method of ["GET", "POST"]) {
            const res = await fetch(url, {
              method,
              headers: method === "POST" ? { "Content-Type": "application/json" } : undefined,
              body: method === "POST" ? "{}" : undefined,
            });
            out.push({ url, method, status: res.status, body: await res.text() });
          }
        return out;
      },
      [...tokenAuth, "/bff/User/NoSuchMethod", "/bff/NoSuchService/GetAll"],
    );
    for (const answer of answers) {
      expect(answer.status, `${answer.method} ${answer.url}`).toBe(404);
      expect(answer.body).not.toContain("accessToken");
    }
    // declared methods still answer, with their declared verb upstream
    const me = await page.evaluate(async (url) => {
      const res = await fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: "{}",
      });
      return (await res.json()) as { result: { user: { userName: string } } };
    }, bffUrl(contracts.Session.GetCurrentLoginInformations));
    expect(me.result.user.userName).toBe(ADMIN.userName);
  });
});
