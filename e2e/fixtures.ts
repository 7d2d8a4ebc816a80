import { test as base, type APIRequestContext, expect } from "@playwright/test";

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
}

export const test = base.extend<{ api: Api }>({
  api: async ({ request }, provide) => {
    await provide(new Api(request));
  },
});

export { expect };
