import type { FieldIssue } from "@/lib/validation";

/** A refused BFF call, carrying what the server said (already in the user's language). */
export class BffError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly details: string | null,
    readonly validationErrors: FieldIssue[],
  ) {
    super(message);
    this.name = "BffError";
  }
}

type Verb = "GET" | "POST" | "PUT" | "DELETE";

/**
 * Client islands call the upstream only through /bff (DESIGN §1). An ended session sends the
 * browser to sign in and come back here.
 */
export async function bff<T = unknown>(
  verb: Verb,
  path: string,
  input?: Record<string, unknown> | FormData,
): Promise<T> {
  const queryLike = verb === "GET" || verb === "DELETE";
  let url = `/bff/${path}`;
  if (queryLike && input && !(input instanceof FormData)) {
    const params = new URLSearchParams();
    for (const [k, v] of Object.entries(input)) {
      if (v === undefined || v === null || v === "") continue;
      for (const item of Array.isArray(v) ? v : [v]) params.append(k, String(item));
    }
    if (params.size) url += `?${params}`;
  }
  let response: Response;
  try {
    response = await fetch(url, {
      method: verb,
      headers:
        queryLike || input instanceof FormData ? undefined : { "Content-Type": "application/json" },
      body: queryLike ? undefined : input instanceof FormData ? input : JSON.stringify(input ?? {}),
    });
  } catch (error) {
    throw new BffError(error instanceof Error ? error.message : String(error), 0, null, []);
  }
  const body = (await response.json().catch(() => null)) as {
    result?: T;
    success?: boolean;
    error?: {
      message?: string;
      details?: string | null;
      validationErrors?: FieldIssue[] | null;
    } | null;
  } | null;
  if (response.status === 401) {
    // A full load: the session ended, so sign in and come back here.
    // eslint-disable-next-line @next/next/no-location-assign-relative-destination -- a full load drops the dead session
    window.location.href = `/login?redirect=${encodeURIComponent(window.location.pathname + window.location.search)}`;
  }
  if (!response.ok || !body || body.success === false) {
    throw new BffError(
      body?.error?.message ?? response.statusText,
      response.status,
      body?.error?.details ?? null,
      body?.error?.validationErrors ?? [],
    );
  }
  return body.result as T;
}
