import "server-only";
import crypto from "node:crypto";
import * as z from "zod";
import { env } from "@/lib/env";
import {
  cultureOf,
  defaultLocale,
  type Locale,
  localeFromAcceptLanguage,
  localeOf,
} from "@/lib/i18n/locales";
import { holdsAccessName } from "@/lib/permissions";
import { principals, watchingAuthWrites } from "@/server/auth/principal-cache";
import { getDb } from "@/server/db/client";
import { getTranslator, type Translate } from "@/server/i18n";
import { logger } from "@/server/logger";
import { findMethod, services } from "@/server/services/registry";
import { multipartBodyLimit } from "@/lib/api/define";
import type { AuthedCtx, Ctx, MethodDef } from "./define";
import { writeAuditLog } from "./audit-log";
import { AppError, type FieldError, statusOf } from "./errors";
import { envelope, type ErrorInfo } from "./envelope";
import { errorMapFor, fieldErrorsOf } from "@/lib/validation";
import {
  BodyTooLargeError,
  inputFromQuery,
  JsonTooDeepError,
  limitedBody,
  normalizeKeys,
  parseJsonCapped,
  readLimitedText,
} from "./input";

const SERVICE_PREFIX = "/api/services/app/";
const TOKEN_AUTH_PREFIX = "/api/TokenAuth/";

/**
 * The built-in upstream: one entry point for every API method (DESIGN §3). It takes a standard
 * Request and returns a Response, so the console can call it in-process or over HTTP alike.
 */
export const dispatch = (request: Request): Promise<Response> =>
  // a call that changed users, roles or grants drops every copy's cached callers once it is done
  watchingAuthWrites(() => handle(request));

async function handle(request: Request): Promise<Response> {
  const started = performance.now();
  const requestId = crypto.randomUUID();
  const log = logger.child({ requestId });
  const locale = resolveLocale(request);
  const t = getTranslator(locale);
  const url = new URL(request.url);
  const route = parseRoute(url.pathname);
  let status = 200;
  let body: unknown;
  let auditInput: unknown;
  let auditResult: unknown;
  let userId: string | null = null;
  let tenantId: number | null = null;
  let def: MethodDef | undefined;
  let retryAfter: number | undefined;

  try {
    if (!route)
      throw new AppError("not_found", "api.errors.methodNotFound", { service: "?", method: "?" });
    def = findMethod(route.service, route.method);
    if (!def) throw new AppError("not_found", "api.errors.methodNotFound", route);
    if (request.method !== def.verb && !(request.method === "HEAD" && def.verb === "GET")) {
      throw new AppError("method_not_allowed", "api.errors.methodNotAllowed", {
        ...route,
        verb: def.verb,
      });
    }
    const db = await getDb();
    const principal = await authenticate(request, db);
    userId = principal?.user.id ?? null;
    tenantId = principal?.user.tenantId ?? tenantFromHeader(request);
    authorize(def, principal);

    const raw = await readInput(def, request, url);
    auditInput = raw;
    if (containsNul(raw)) throw new AppError("validation", "api.errors.invalidCharacters");
    const parsed = def.input.safeParse(raw, { error: errorMapFor(locale) });
    if (!parsed.success) {
      throw new AppError("validation", "api.errors.validation", {}, fieldErrorsOf(parsed.error));
    }
    const ctx: Ctx = {
      db,
      tenantId,
      user: principal?.user ?? null,
      permissions: principal?.permissions ?? new Set(),
      locale,
      culture: cultureOf(locale),
      t,
      requestId,
      log,
      request,
    };
    const run = (c: Ctx) => def!.handler(parsed.data, c as AuthedCtx);
    const result =
      def.verb !== "GET" && def.transactional !== false
        ? await db.transaction((tx) => run({ ...ctx, db: tx }))
        : await run(ctx);
    if (def.raw && result instanceof Response) {
      result.headers.set("x-request-id", requestId);
      // a download is audited too (what was exported, by whom); its bytes are not the result
      if (def.verb !== "GET")
        await writeAuditLog({
          route: def,
          status: result.status,
          duration: Math.round(performance.now() - started),
          userId,
          tenantId,
          requestId,
          request,
          input: raw,
          result: null,
          error: null,
        });
      log.info(
        {
          method: request.method,
          path: url.pathname,
          status: result.status,
          ms: Math.round(performance.now() - started),
        },
        "api",
      );
      return result;
    }
    const output = def.output.safeParse(result ?? null);
    if (!output.success) {
      throw new Error(
        `Output of ${route.service}/${route.method} broke its contract: ${z.prettifyError(output.error)}`,
      );
    }
    auditResult = output.data;
    body = envelope(output.data ?? null);
  } catch (error) {
    if (error instanceof AppError && error.kind === "too_many_requests")
      retryAfter = Number(error.values.seconds);
    const mapped = mapError(error, t, requestId);
    status = mapped.status;
    body = envelope(null, mapped.error, status === 401);
    if (status >= 500) log.error({ err: error, path: url.pathname }, "unexpected error");
  }

  const duration = Math.round(performance.now() - started);
  if (def && def.verb !== "GET" && route) {
    await writeAuditLog({
      // the declared names, whatever case the caller wrote the path in
      route: def,
      status,
      duration,
      userId,
      tenantId,
      requestId,
      request,
      input: auditInput,
      result: auditResult,
      error:
        status >= 400 ? ((body as { error?: { message?: string } }).error?.message ?? null) : null,
    });
  }
  log.info({ method: request.method, path: url.pathname, status, ms: duration }, "api");
  return Response.json(body, {
    status,
    headers: {
      "x-request-id": requestId,
      "cache-control": "no-store",
      ...(retryAfter ? { "retry-after": String(retryAfter) } : {}),
    },
  });
}

function parseRoute(pathname: string): { service: string; method: string } | null {
  const [prefix, service] = pathname.startsWith(SERVICE_PREFIX)
    ? [SERVICE_PREFIX, undefined]
    : pathname.startsWith(TOKEN_AUTH_PREFIX)
      ? [TOKEN_AUTH_PREFIX, "TokenAuth"]
      : [null, undefined];
  if (!prefix) return null;
  const parts = pathname.slice(prefix.length).split("/").filter(Boolean);
  if (service) return parts.length === 1 ? { service, method: parts[0]! } : null;
  if (parts.length !== 2 || ownPathServices.has(parts[0]!.toLowerCase())) return null;
  return { service: parts[0]!, method: parts[1]! };
}

/**
 * Services with a base path of their own (TokenAuth, under /api) are routed only there: as
 * /api/services/app/TokenAuth/* they would hand tokens to anything that forwards app services.
 */
const ownPathServices = new Set(
  services
    .filter((s) => s.basePath && s.basePath !== "/api/services/app")
    .map((s) => s.name.toLowerCase()),
);

function resolveLocale(request: Request): Locale {
  const header = request.headers.get(".AspNetCore.Culture");
  const cookie = /(?:^|;\s*)\.AspNetCore\.Culture=([^;]+)/.exec(
    request.headers.get("cookie") ?? "",
  )?.[1];
  const abp = header ?? (cookie ? decodeOrNull(cookie) : null);
  const fromAbp = abp ? localeOf(/(?:^|\|)c=([^|]+)/.exec(abp)?.[1] ?? abp) : undefined;
  return (
    fromAbp ?? localeFromAcceptLanguage(request.headers.get("accept-language")) ?? defaultLocale
  );
}

/** A malformed percent-encoding (a hand-edited cookie) is ignored, never a 500. */
function decodeOrNull(value: string): string | null {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

function tenantFromHeader(request: Request): number {
  const value = Number(
    request.headers.get("Abp.TenantId") ?? request.headers.get("Abp-TenantId") ?? 1,
  );
  return Number.isInteger(value) && value > 0 ? value : 1;
}

async function authenticate(request: Request, db: Awaited<ReturnType<typeof getDb>>) {
  const header = request.headers.get("authorization");
  if (!header) return null;
  const token = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  const principal = token ? await principals().principal(db, token) : null;
  // A token was sent but is no longer good: say so, even on public methods.
  if (!principal) throw AppError.unauthorized();
  return principal;
}

/** Fail closed: public and authenticated are explicit; anything else needs a granted name. */
function authorize(def: MethodDef, principal: Awaited<ReturnType<typeof authenticate>>) {
  if (def.permission === "@public") return;
  if (!principal) throw AppError.unauthorized();
  // a default or reset password: nothing but changing it (and keeping the session) until then
  if (principal.mustChangePassword && !def.duringPasswordChange)
    throw new AppError("forbidden", "api.errors.passwordChangeRequired");
  const needed: readonly string[] =
    typeof def.permission === "string" ? [def.permission] : def.permission;
  const caller = { userType: principal.user.userType, permissions: principal.permissions };
  if (needed.length === 0 || !needed.some((p) => holdsAccessName(p, caller)))
    throw AppError.forbidden();
}

/** Bodies larger than this are refused, counted as they stream (uploads: the largest file rule). */
const JSON_BODY_LIMIT = 1024 * 1024;
const multipartLimit = () => env.VIDEO_MAX_MB * 1024 * 1024 + 1024 * 1024;

async function readInput(def: MethodDef, request: Request, url: URL): Promise<unknown> {
  const limit = !def.multipart
    ? JSON_BODY_LIMIT
    : def.maxFileBytes
      ? multipartBodyLimit(def.maxFileBytes)
      : multipartLimit();
  // a method with its own file limit says so in the refusal ("larger than 5 MB")
  const tooLarge = () =>
    def.maxFileBytes
      ? new AppError("payload_too_large", "api.errors.fileTooLarge", {
          max: def.maxFileBytes / (1024 * 1024),
        })
      : tooLargeRequest();
  // An honest Content-Length over the limit is refused without reading; a missing or lying one
  // is caught by counting the bytes as they arrive (limitedBody).
  if (Number(request.headers.get("content-length") ?? 0) > limit) throw tooLarge();
  if (def.verb === "GET" || def.verb === "DELETE")
    return inputFromQuery(def.input, url.searchParams);
  if (def.multipart) {
    let form: FormData;
    try {
      form = await new Request(request.url, {
        method: request.method,
        headers: request.headers,
        body: limitedBody(request, limit),
        duplex: "half",
      } as RequestInit).formData();
    } catch (error) {
      if (isTooLarge(error)) throw tooLarge();
      throw new AppError("validation", "api.errors.invalidForm");
    }
    const strings = new URLSearchParams();
    const files: Record<string, File> = {};
    for (const [key, value] of form.entries()) {
      if (typeof value === "string") strings.append(key, value);
      else files[key] = value;
    }
    return normalizeKeys(def.input, { ...inputFromQuery(def.input, strings), ...files });
  }
  let text: string;
  try {
    text = await readLimitedText(request, limit);
  } catch (error) {
    if (isTooLarge(error)) throw tooLarge();
    throw new AppError("validation", "api.errors.invalidJson");
  }
  if (text.trim() === "") return {};
  try {
    return normalizeKeys(def.input, parseJsonCapped(text));
  } catch (error) {
    if (error instanceof JsonTooDeepError)
      throw new AppError("validation", "api.errors.tooDeep", { max: error.maxDepth });
    throw new AppError("validation", "api.errors.invalidJson");
  }
}

const tooLargeRequest = () => new AppError("payload_too_large", "api.errors.payloadTooLarge");

/** undici wraps a stream's error in a TypeError when formData() or text() fails on it. */
function isTooLarge(error: unknown): boolean {
  for (let e = error, i = 0; e && i < 5; i++) {
    if (e instanceof BodyTooLargeError) return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

function translateField(t: Translate, e: FieldError) {
  return { message: t.has(e.message) ? t(e.message, e.values) : e.message, members: e.members };
}

export function mapError(
  error: unknown,
  t: Translate,
  requestId: string,
): { status: number; error: ErrorInfo } {
  if (error instanceof AppError) {
    const validationErrors = error.validationErrors.map((e) => translateField(t, e));
    return {
      status: statusOf[error.kind],
      error: {
        code: 0,
        message: t(error.message, error.values),
        details: validationErrors.length ? validationErrors.map((e) => e.message).join("\n") : null,
        validationErrors: validationErrors.length ? validationErrors : null,
      },
    };
  }
  if (isDataException(error)) {
    return {
      status: 400,
      error: {
        code: 0,
        message: t("api.errors.validation"),
        details: null,
        validationErrors: null,
      },
    };
  }
  // a unique index caught a duplicate; or two transactions met (deadlock, serialization): 409
  const conflict = pgErrorCode(error, ["23505", "40P01", "40001"]);
  if (conflict) {
    return {
      status: 409,
      error: {
        code: 0,
        message: t(
          conflict === "23505" ? "api.errors.alreadyExists" : "api.errors.concurrentChange",
        ),
        details: null,
        validationErrors: null,
      },
    };
  }
  return {
    status: 500,
    error: {
      code: 0,
      message: t("api.errors.internal", { requestId }),
      details: null,
      validationErrors: null,
    },
  };
}

/** PostgreSQL "data exception" (class 22: bad encoding, out of range …): refused input, never a 500. */
function isDataException(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (typeof e.code === "string" && e.code.startsWith("22")) return true;
    e = e.cause as typeof e;
  }
  return false;
}

/** PostgreSQL text cannot hold U+0000; refuse it up front with a clear message. */
function containsNul(value: unknown): boolean {
  if (typeof value === "string") return value.includes("\u0000");
  if (Array.isArray(value)) return value.some(containsNul);
  if (value && typeof value === "object" && !(value instanceof Blob))
    return Object.values(value).some(containsNul);
  return false;
}

/** The first of `codes` a PostgreSQL error (or one it wraps) carries. */
function pgErrorCode(error: unknown, codes: string[]): string | undefined {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 5; i++) {
    if (typeof e.code === "string" && codes.includes(e.code)) return e.code;
    e = e.cause as typeof e;
  }
  return undefined;
}
