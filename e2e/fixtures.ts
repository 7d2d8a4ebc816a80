import fs from "node:fs";
import path from "node:path";
import {
  test as base,
  type APIRequestContext,
  type Browser,
  expect,
  type Page,
} from "@playwright/test";
import { type InputArgs, type Op, type OutputOf, toQuery } from "@/lib/api/define";
export { bffUrl } from "@/lib/api/define";
import { contracts } from "@/lib/contracts";
import type { Locale } from "@/lib/i18n/locales";
import type { PermissionName } from "@/lib/permissions";
import { ADMIN, passwordOf } from "./accounts";
export { ADMIN } from "./accounts";

/** Set when the suite runs against a deployment started elsewhere (README: testing). */
export const isDeployed = Boolean(process.env.BASE_URL);
/**
 * Why a test cannot run against this deployment, or undefined when it can: tests that reach the
 * server at another address of this machine, or through a proxy of their own, need it here.
 */
export const notOnThisMachine =
  isDeployed &&
  !["localhost", "127.0.0.1", "[::1]"].includes(new URL(process.env.BASE_URL!).hostname)
    ? "needs the server on this machine (BASE_URL at localhost)"
    : undefined;

let counter = 0;
/** A name no other run or test uses: a deployment keeps the data of earlier runs. */
export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

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
  /** The language the upstream answers in (its culture header); English when unset. */
  culture?: Locale;
  constructor(private readonly request: APIRequestContext) {}

  /** Calls one declared method (`api.call(contracts.User.GetAll, { keyword })`), typed. */
  async call<D extends Op>(method: D, ...[input]: InputArgs<D>) {
    const queryLike = method.verb === "GET" || method.verb === "DELETE";
    const res = await this.request.fetch(`${method.path}${queryLike ? toQuery(input) : ""}`, {
      method: method.verb,
      headers: {
        "Abp.TenantId": "1",
        ...(this.culture ? { ".AspNetCore.Culture": `c=${this.culture}|uic=${this.culture}` } : {}),
        ...(this.token ? { authorization: `Bearer ${this.token}` } : {}),
      },
      data: queryLike ? undefined : (input ?? {}),
    });
    return { status: res.status(), body: (await res.json()) as Envelope<OutputOf<D>> };
  }

  /** Calls run as admin when the test ends, newest first (so a user goes before its role). */
  readonly cleanups: ((admin: Api) => Promise<void>)[] = [];

  /** Deletes (or otherwise undoes) what a test made, when it ends: `api.afterTest(contracts.Role.Delete, { id })`. */
  afterTest<D extends Op>(method: D, ...args: InputArgs<D>) {
    this.cleanups.push(async (admin) => {
      const res = await admin.call(method, ...args);
      const what = `${method.service}.${method.method}: ${JSON.stringify(res.body.error)}`;
      expect([200, 404], what).toContain(res.status);
    });
  }

  /** Any other undoing, as admin, when the test ends (newest first, with the rest). */
  whenDone(cleanup: (admin: Api) => Promise<void>) {
    this.cleanups.push(cleanup);
  }

  /**
   * The one record a GetAll finds by keyword whose `field` is exactly `value` (something the test
   * made through the console), deleted when the test ends.
   */
  async deleteAfterTest<G extends Op, D extends Op>(
    getAll: G,
    remove: D,
    field: string,
    value: string,
  ) {
    const query = [{ keyword: value, maxResultCount: 100 }] as unknown as InputArgs<G>;
    const found = await this.call(getAll, ...query);
    expect(found.status, JSON.stringify(found.body.error)).toBe(200);
    const items = (found.body.result as { items: Record<string, unknown>[] }).items.filter(
      (item) => item[field] === value,
    );
    expect(items, `${getAll.service} with ${field} ${value}`).toHaveLength(1);
    this.afterTest(remove, ...([{ id: String(items[0]!.id) }] as unknown as InputArgs<D>));
    return items[0]!;
  }

  /** As the suite's administrator (E2E_USER), or a seeded or made account. */
  async signIn(
    userNameOrEmailAddress: string = ADMIN.userName,
    password = passwordOf(userNameOrEmailAddress),
  ) {
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
  async createUser(
    prefix: string,
    roleNames: string[] = [],
    options: { shouldChangePasswordOnNextLogin?: boolean } = {},
  ) {
    const userName = unique(prefix);
    const res = await this.call(contracts.User.Create, {
      userName,
      name: prefix,
      surname: "Test",
      emailAddress: `${userName}@example.com`,
      password: "secret123",
      roleNames,
      ...options,
    });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    this.afterTest(contracts.User.Delete, { id: res.body.result.id });
    return { userName, id: res.body.result.id, password: "secret123" };
  }

  /** A role holding `permissionNames`, deleted when the test ends (after its users). */
  async createRole(prefix: string, permissionNames: PermissionName[]) {
    const name = unique(prefix);
    const role = await this.call(contracts.Role.Create, { name, displayName: name });
    expect(role.status, JSON.stringify(role.body.error)).toBe(200);
    this.afterTest(contracts.Role.Delete, { id: role.body.result.id });
    const granted = await this.call(contracts.Role.GrantPermission, {
      roleId: role.body.result.id,
      permissionNames,
    });
    expect(granted.status, JSON.stringify(granted.body.error)).toBe(200);
    return { name, id: role.body.result.id };
  }
}

/** Signs in through the login form, as a person would: the suite's administrator unless told. */
export async function signInAs(
  page: Page,
  user: string = ADMIN.userName,
  password = passwordOf(user),
) {
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

/**
 * The roles the console specs start signed in as: the suite's administrator (E2E_USER) and the
 * seeded sample user clerk (DESIGN §7).
 */
export const ROLES = ["admin", "clerk"] as const;
export type Role = (typeof ROLES)[number];

const AUTH_DIR = path.join(import.meta.dirname, ".auth");
// The local suite's upstream tokens live 130 s (playwright.config.ts): a saved session older
// than this is signed in again before use, so no test starts with one about to run out.
const FRESH_MS = 90_000;

/** One file per server and role: a local run and a deployment run may share the checkout. */
const sessionFile = (baseURL: string, role: Role) =>
  path.join(AUTH_DIR, `${new URL(baseURL).host.replace(/[^\w.-]/g, "_")}-${role}.json`);

/** Signs `role` in through the form and saves the browser state (cookies) for the tests. */
export async function saveSession(browser: Browser, baseURL: string, role: Role) {
  const file = sessionFile(baseURL, role);
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  await signInAs(page, role === "admin" ? ADMIN.userName : role);
  await expect(page.getByTestId("current-user")).toBeVisible();
  await context.storageState({ path: file });
  await context.close();
  return file;
}

async function sessionOf(browser: Browser, baseURL: string, role: Role) {
  const file = sessionFile(baseURL, role);
  const savedAt = fs.statSync(file, { throwIfNoEntry: false })?.mtimeMs ?? 0;
  return Date.now() - savedAt < FRESH_MS ? file : saveSession(browser, baseURL, role);
}

export const test = base.extend<{ api: Api; signedInAs: Role | undefined }>({
  /** `test.use({ signedInAs: "admin" })`: pages start signed in, from the session the setup saved. */
  signedInAs: [undefined, { option: true }],
  // its own time limit: signing a stale session in again does not eat into the test's
  storageState: [
    async ({ signedInAs, storageState, browser, baseURL }, provide) => {
      await provide(signedInAs ? await sessionOf(browser, baseURL!, signedInAs) : storageState);
    },
    { scope: "test", timeout: 30_000 },
  ],
  // What a test registered with api.afterTest is undone when it ends, passed or failed.
  api: async ({ request }, provide) => {
    const api = new Api(request);
    await provide(api);
    if (api.cleanups.length === 0) return;
    const admin = await new Api(request).signIn();
    for (const cleanup of api.cleanups.reverse()) await cleanup(admin);
  },
  // Every console test also proves the CSP breaks nothing on the screens it visits.
  page: async ({ page }, provide) => {
    const violations = cspViolations(page);
    await provide(page);
    expect(violations, "CSP violations in the console").toEqual([]);
  },
});

export { expect };
