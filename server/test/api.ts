import { dispatch } from "@/server/http/dispatcher";

/** Calls the built-in upstream exactly as HTTP would: a real Request through the dispatcher. */
export interface ApiResponse<T = unknown> {
  status: number;
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
  /** raw body text instead of JSON */
  raw?: string;
  form?: FormData;
}

const BASE = "http://quay.test";

export async function call<T = unknown>(
  verb: "GET" | "POST" | "PUT" | "DELETE",
  path: string,
  input?: Record<string, unknown> | string,
  options: CallOptions = {},
): Promise<ApiResponse<T>> {
  const url = new URL(path.startsWith("/api") ? path : `/api/services/app/${path}`, BASE);
  const headers: Record<string, string> = { "Abp.TenantId": "1", ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.culture)
    headers[".AspNetCore.Culture"] = `c=${options.culture}|uic=${options.culture}`;
  let body: BodyInit | undefined;
  if (verb === "GET" || verb === "DELETE") {
    if (typeof input === "string") url.search = input;
    else for (const [k, v] of Object.entries(input ?? {})) url.searchParams.append(k, String(v));
  } else if (options.form) {
    body = options.form;
  } else {
    body = options.raw ?? JSON.stringify(input ?? {});
    headers["content-type"] = "application/json";
  }
  const response = await dispatch(new Request(url, { method: verb, headers, body }));
  // Nothing a caller can send may produce a 5xx: any test that triggers one fails here.
  if (response.status >= 500)
    throw new Error(
      `${verb} ${url.pathname} answered ${response.status}: ${await response.text()}`,
    );
  return { status: response.status, body: (await response.json()) as ApiResponse<T>["body"] };
}

export async function signIn(
  userNameOrEmailAddress = "admin",
  password = "123qwe",
): Promise<string> {
  const res = await call<{ accessToken: string }>("POST", "/api/TokenAuth/Authenticate", {
    userNameOrEmailAddress,
    password,
  });
  if (res.status !== 200)
    throw new Error(
      `sign-in failed for ${userNameOrEmailAddress}: ${JSON.stringify(res.body.error)}`,
    );
  return res.body.result.accessToken;
}

let counter = 0;
/** A unique suffix so tests never collide in the shared database. */
export const unique = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${(counter++).toString(36)}`;
