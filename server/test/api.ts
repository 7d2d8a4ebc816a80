import type { InputArgs, Op, OutputOf } from "@/lib/api/define";
import type { TDataPermissionSetting } from "@/lib/contracts/role";
import { contracts } from "@/lib/contracts";
import { dispatch } from "@/server/http/dispatcher";

/** What the built-in upstream answered: the status and the ABP envelope. */
export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: {
    result: T;
    success: boolean;
    error: {
      code: number;
      message: string;
      details: string | null;
      validationErrors: { message: string; members: string[] }[] | null;
    } | null;
    unAuthorizedRequest: boolean;
    __abp: boolean;
  };
}

export interface CallOptions {
  token?: string;
  culture?: string;
  headers?: Record<string, string>;
}

export interface SendOptions extends CallOptions {
  /** GET/DELETE: the query string as sent, or an object of parameters */
  query?: string | Record<string, unknown>;
  /** POST/PUT: raw body text instead of JSON */
  raw?: string;
  /** POST/PUT: a value sent as JSON, whatever its type */
  json?: unknown;
  form?: FormData;
}

const BASE = "http://quay.test";

/** The Request a client would send: tenant header, token, culture, query or body. */
export function apiRequest(
  verb: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  options: SendOptions = {},
): Request {
  const url = new URL(path, BASE);
  const headers: Record<string, string> = { "Abp.TenantId": "1", ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.culture)
    headers[".AspNetCore.Culture"] = `c=${options.culture}|uic=${options.culture}`;
  let body: BodyInit | undefined;
  if (typeof options.query === "string") url.search = options.query;
  else
    for (const [k, v] of Object.entries(options.query ?? {}))
      for (const item of Array.isArray(v) ? v : [v])
        if (item !== undefined) url.searchParams.append(k, String(item));
  if (options.form) body = options.form;
  else if (options.raw !== undefined || options.json !== undefined) {
    body = options.raw ?? JSON.stringify(options.json);
    headers["content-type"] = "application/json";
  }
  return new Request(url, { method: verb, headers, body });
}

/**
 * Calls the built-in upstream exactly as HTTP would (a real Request through the dispatcher),
 * anything at all: wrong verbs, unknown paths, malformed bodies. Tests of declared methods use
 * `call`; `send` is for what a hostile or careless client sends.
 */
export async function send<T = unknown>(
  verb: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  options: SendOptions = {},
): Promise<ApiResponse<T>> {
  const url = new URL(path, BASE);
  const response = await dispatch(apiRequest(verb, path, options));
  // Nothing a caller can send may produce a 5xx: any test that triggers one fails here.
  if (response.status >= 500)
    throw new Error(
      `${verb} ${url.pathname} answered ${response.status}: ${await response.text()}`,
    );
  // a raw download (a file, not the envelope) answers with no result
  const isJson = response.headers.get("content-type")?.includes("json") ?? false;
  return {
    status: response.status,
    headers: response.headers,
    body: isJson
      ? ((await response.json()) as ApiResponse<T>["body"])
      : {
          result: null as T,
          success: response.ok,
          error: null,
          unAuthorizedRequest: false,
          __abp: false,
        },
  };
}

/** Calls one declared method (`call(contracts.User.GetAll, { keyword }, { token })`), typed. */
export async function call<D extends Op>(
  method: D,
  input: InputArgs<D>[0],
  options: CallOptions = {},
): Promise<ApiResponse<OutputOf<D>>> {
  const queryLike = method.verb === "GET" || method.verb === "DELETE";
  const res = await send(method.verb, method.path, {
    ...options,
    ...(queryLike
      ? { query: (input ?? {}) as Record<string, unknown> }
      : input instanceof FormData
        ? { form: input }
        : { json: input ?? {} }),
  });
  return res as ApiResponse<OutputOf<D>>;
}

export async function signIn(
  userNameOrEmailAddress = "admin",
  password = "123qwe",
): Promise<string> {
  const res = await call(contracts.TokenAuth.Authenticate, { userNameOrEmailAddress, password });
  if (res.status !== 200)
    throw new Error(
      `sign-in failed for ${userNameOrEmailAddress}: ${JSON.stringify(res.body.error)}`,
    );
  return res.body.result.accessToken;
}

/** The fields a 400 refused, sorted ("lines.0.skuId"): what a form marks. */
export const membersOf = (res: ApiResponse) =>
  res.body.error?.validationErrors?.map((e) => e.members.join()).sort();

let counter = 0;
/** A unique suffix so tests never collide in the shared database. */
export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;

/** A user whose only role holds `permissions` (and data scopes), signed in. */
export async function userWith(
  permissions: string[],
  dataPermissions: TDataPermissionSetting[] = [],
) {
  const admin = await signIn();
  const name = unique("Probe");
  const role = await call(contracts.Role.Create, { name, displayName: name }, { token: admin });
  await call(
    contracts.Role.GrantPermission,
    { roleId: role.body.result.id, permissionNames: permissions, dataPermissions },
    { token: admin },
  );
  const userName = unique("probe");
  await call(
    contracts.User.Create,
    {
      userName,
      name: "P",
      emailAddress: `${userName}@example.com`,
      password: "secret123",
      roleNames: [name],
    },
    { token: admin },
  );
  return {
    token: await signIn(userName, "secret123"),
    roleId: role.body.result.id,
    roleName: name,
    userName,
    admin,
  };
}
