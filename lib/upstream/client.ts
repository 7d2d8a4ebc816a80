import "server-only";
import { type InputOf, type Op, type OutputOf, toQuery } from "@/lib/api/define";
import { cultureOf, type Locale } from "@/lib/i18n/locales";
import { kindOfStatus, UpstreamError } from "./errors";
import { sendUpstream } from "./transport";

export interface UpstreamContext {
  token?: string;
  locale: Locale;
  /** the browser's address (lib/client-address.ts), for the upstream's rate limits and audit log */
  clientAddress?: string | null;
}

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
    ...(ctx.clientAddress ? { "X-Forwarded-For": ctx.clientAddress } : {}),
  };
}

/**
 * Calls one declared method of the upstream (`contracts.User.GetAll`) and returns its result,
 * checked against the method's output schema; a refusal becomes a typed UpstreamError.
 */
export async function callUpstream<D extends Op>(
  method: D,
  input: InputOf<D> | undefined,
  ctx: UpstreamContext,
): Promise<OutputOf<D>> {
  const queryLike = method.verb === "GET" || method.verb === "DELETE";
  let response: Response;
  try {
    response = await sendUpstream(`${method.path}${queryLike ? toQuery(input) : ""}`, {
      method: method.verb,
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
  return method.output.parse(body.result) as OutputOf<D>;
}
