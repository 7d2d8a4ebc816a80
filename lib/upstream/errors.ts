import type { FieldIssue } from "@/lib/validation";

export type UpstreamErrorKind =
  "validation" | "unauthorized" | "forbidden" | "not_found" | "business" | "transport";

/** A refused or failed upstream call, typed by what the console should do about it. */
export class UpstreamError extends Error {
  constructor(
    readonly kind: UpstreamErrorKind,
    message: string,
    readonly status: number,
    readonly details: string | null = null,
    readonly validationErrors: FieldIssue[] = [],
  ) {
    super(message);
    this.name = "UpstreamError";
  }
}

export function kindOfStatus(status: number): UpstreamErrorKind {
  if (status === 400) return "validation";
  if (status === 401) return "unauthorized";
  if (status === 403) return "forbidden";
  if (status === 404) return "not_found";
  if (status >= 500 || status === 0) return "transport";
  return "business";
}
