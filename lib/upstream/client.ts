import "server-only";
import type * as z from "zod";
import { cultureOf, type Locale } from "@/lib/i18n/locales";
import { kindOfStatus, UpstreamError } from "./errors";
import { sendUpstream } from "./transport";

export interface UpstreamContext {
  token?: string;
  locale: Locale;
}

type Verb = "GET" | "POST" | "PUT" | "DELETE";

interface Envelope {
  result?: unknown;
  success?: boolean;
  error?: {
    message?: string;
    details?: string | null;
    validationErrors?: { message: string; members?: string[] }[] | null;
  } | null;
}

/** The headers every upstream call carries (SPEC §1, §7). */
export function upstreamHeaders(ctx: UpstreamContext): Record<string, string> {
  const culture = cultureOf(ctx.locale);
  return {
    "Abp.TenantId": "1",
    Endpoint: "Management",
    ".AspNetCore.Culture": `c=${culture}|uic=${culture}`,
    "Accept-Language": culture,
    ...(ctx.token ? { Authorization: `Bearer ${ctx.token}` } : {}),
  };
}

function toQuery(input: Record<string, unknown> | undefined): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(input ?? {})) {
    if (value === undefined || value === null || value === "") continue;
    if (Array.isArray(value)) for (const v of value) params.append(key, String(v));
    else params.append(key, String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

/**
 * Calls `{path}` ("User/GetAll", or "/api/TokenAuth/…") and returns the unwrapped result, checked
 * against `output` when given; a refusal becomes a typed UpstreamError.
 */
export async function callUpstream<T = unknown>(
  verb: Verb,
  path: string,
  input: Record<string, unknown> | undefined,
  ctx: UpstreamContext,
  output?: z.ZodType<T>,
): Promise<T> {
  const fullPath = path.startsWith("/") ? path : `/api/services/app/${path}`;
  const queryLike = verb === "GET" || verb === "DELETE";
  let response: Response;
  try {
    response = await sendUpstream(`${fullPath}${queryLike ? toQuery(input) : ""}`, {
      method: verb,
      headers: {
        ...upstreamHeaders(ctx),
        ...(queryLike ? {} : { "Content-Type": "application/json" }),
      },
      body: queryLike ? undefined : JSON.stringify(input ?? {}),
    });
  } catch (error) {
    throw new UpstreamError("transport", error instanceof Error ? error.message : String(error), 0);
  }
  let body: Envelope;
  try {
    body = (await response.json()) as Envelope;
  } catch {
    throw new UpstreamError(
      "transport",
      `Upstream answered ${response.status} without JSON`,
      response.status,
    );
  }
  if (!response.ok || body.success === false) {
    const e = body.error ?? {};
    throw new UpstreamError(
      kindOfStatus(response.ok ? 409 : response.status),
      e.message ?? `Upstream answered ${response.status}`,
      response.status,
      e.details ?? null,
      (e.validationErrors ?? []).map((v) => ({ message: v.message, members: v.members ?? [] })),
    );
  }
  return output ? output.parse(body.result) : (body.result as T);
}
