import "server-only";

export type ErrorKind =
  | "validation"
  | "unauthorized"
  | "forbidden"
  | "not_found"
  | "method_not_allowed"
  | "conflict"
  | "payload_too_large"
  | "too_many_requests";

export const statusOf: Record<ErrorKind, number> = {
  validation: 400,
  unauthorized: 401,
  forbidden: 403,
  not_found: 404,
  method_not_allowed: 405,
  conflict: 409,
  payload_too_large: 413,
  too_many_requests: 429,
};

import type { MessageKey } from "@/lib/i18n/messages";
import type { FieldIssue } from "@/lib/validation";

export type FieldError = FieldIssue;

/**
 * The one error model (CONVENTIONS). `message` is a message key under `api.` or `validation.`,
 * translated into the caller's culture when the envelope is written.
 */
export class AppError extends Error {
  constructor(
    readonly kind: ErrorKind,
    override readonly message: MessageKey,
    readonly values: Record<string, string | number> = {},
    readonly validationErrors: FieldError[] = [],
  ) {
    super(message);
    this.name = "AppError";
  }

  static notFound(entity: string, id?: string) {
    return new AppError("not_found", "api.errors.entityNotFound", { entity, id: id ?? "" });
  }
  static conflict(message: MessageKey, values?: Record<string, string | number>) {
    return new AppError("conflict", message, values);
  }
  static forbidden() {
    return new AppError("forbidden", "api.errors.forbidden");
  }
  static unauthorized(message: MessageKey = "api.errors.unauthorized") {
    return new AppError("unauthorized", message);
  }
  /** A single field refused by a rule (shown on that field by the console's form kit). */
  static field(member: string, message: MessageKey, values?: Record<string, string | number>) {
    return new AppError("validation", "api.errors.validation", {}, [
      { message, values, members: [member] },
    ]);
  }
}
