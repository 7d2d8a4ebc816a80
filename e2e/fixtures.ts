import { test as base, type APIRequestContext, expect, type Page } from "@playwright/test";
import { type InputArgs, type Op, type OutputOf, toQuery } from "@/lib/api/define";
export { bffUrl } from "@/lib/api/define";
import { contracts } from "@/lib/contracts";

export interface Envelope<T = unknown> {
  result: T;
  success: boolean;
  error: {
    message: string;
    validationErrors: { message: string; members: string[] }[] | null;
  } | null;
  unAuthorizedRequest: boolean;
  __abp: boolean;
}

/** A typed client of the upstream API over real HTTP, signed in as whoever `signIn` says. */
export class Api {
  token?: string;
  constructor(private readonly request: APIRequestContext) {}

  /** Calls one declared method (`api.call(contracts.User.GetAll, { keyword })`), typed. */
  async call<D extends Op>(method: D, ...[input]: InputArgs<D>) {
    const queryLike = method.verb === "GET" || method.verb === "DELETE";
    const res = await this.request.fetch(`${method.path}${queryLike ? toQuery(input) : ""}`, {
      method: method.verb,
      headers: {
        "Abp.TenantId": "1",
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      data: queryLike ? undefined : (input ?? {}),
    });
    return { status: res.status(), body: (await res.json()) as Envelope<OutputOf<D>> };
  }

  async signIn(userNameOrEmailAddress = "admin", password = "123qwe") {
    this.token = undefined;
    const res = await this.call(contracts.TokenAuth.Authenticate, {
      userNameOrEmailAddress,
      password,
      rememberClient: true,
    });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    this.token = res.body.result.accessToken;
    return this;
  }

  /** A user with the given roles (password secret123); returns its user name and id. */
  async createUser(prefix: string, roleNames: string[] = []) {
    const userName = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const res = await this.call(contracts.User.Create, {
      userName,
      name: prefix,
      surname: "Test",
      emailAddress: `${userName}@example.com`,
      password: "secret123",
      roleNames,
    });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    return { userName, id: res.body.result.id, password: "secret123" };
  }
}

/** Signs in through the login form, as a person would. */
export async function signInAs(page: Page, user = "admin", password = "123qwe") {
  if (!page.url().includes("/login")) await page.goto("/login");
  await page.getByLabel(/^(Account|账号|Cuenta|アカウント)$/).fill(user);
  await page.getByLabel(/^(Password|密码|Contraseña|パスワード)$/).fill(password);
  await page.getByRole("button", { name: /^(Sign in|登录|Iniciar sesión|サインイン)$/ }).click();
  await page.waitForURL((url) => !url.pathname.startsWith("/login"));
}

/** Content Security Policy refusals the page reports: the browser logs each one in the console. */
export function cspViolations(page: Page) {
  const found: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) found.push(message.text());
  });
  return found;
}

export const test = base.extend<{ api: Api }>({
  api: async ({ request }, provide) => {
    await provide(new Api(request));
  },
  // Every console test also proves the CSP breaks nothing on the screens it visits.
  page: async ({ page }, provide) => {
    const violations = cspViolations(page);
    await provide(page);
    expect(violations, "CSP violations in the console").toEqual([]);
  },
});

export { expect };
