import { test as base, type APIRequestContext, expect, type Page } from "@playwright/test";

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

  private headers() {
    return {
      "Abp.TenantId": "1",
      ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
    };
  }

  async signIn(userNameOrEmailAddress = "admin", password = "123qwe") {
    const res = await this.request.post("/api/TokenAuth/Authenticate", {
      data: { userNameOrEmailAddress, password, rememberClient: true },
      headers: this.headers(),
    });
    const body = (await res.json()) as Envelope<{ accessToken: string }>;
    expect(res.status(), JSON.stringify(body.error)).toBe(200);
    this.token = body.result.accessToken;
    return this;
  }

  async get<T>(path: string, params: Record<string, string | number | boolean> = {}) {
    const res = await this.request.get(`/api/services/app/${path}`, {
      params,
      headers: this.headers(),
    });
    return { status: res.status(), body: (await res.json()) as Envelope<T> };
  }

  async post<T>(path: string, data: unknown) {
    const res = await this.request.post(`/api/services/app/${path}`, {
      data,
      headers: this.headers(),
    });
    return { status: res.status(), body: (await res.json()) as Envelope<T> };
  }

  async put<T>(path: string, data: unknown) {
    const res = await this.request.put(`/api/services/app/${path}`, {
      data,
      headers: this.headers(),
    });
    return { status: res.status(), body: (await res.json()) as Envelope<T> };
  }

  /** A user with the given roles (password secret123); returns its user name and id. */
  async createUser(prefix: string, roleNames: string[] = []) {
    const userName = `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
    const res = await this.post<{ id: string }>("User/Create", {
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

export const test = base.extend<{ api: Api }>({
  api: async ({ request }, provide) => {
    await provide(new Api(request));
  },
});

export { expect };
