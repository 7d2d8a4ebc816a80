import "server-only";
import { clientAddress } from "@/lib/client-address";
import { getDb } from "@/server/db/client";
import { auditLogs } from "@/server/db/schema";
import { logger } from "@/server/logger";

// The audit log's writer (DESIGN §3): the dispatcher hands every mutating call here once it has
// answered. What a row keeps is what the audit log screen (AuditLog service) shows.

/**
 * Input keys whose values the audit log never keeps: passwords, tokens, secrets, keys and access
 * codes (providerAccessCode), and `code` alone (a verification code; record codes are named
 * customerCode, orderCode …).
 */
const SECRET_KEY =
  /password|token|secret|api_?key|access_?key|private_?key|access_?code|credential|authorization|^code$/i;

/** The longest input summary kept, in characters. */
export const SUMMARY_MAX = 2000;

/** The input as JSON with secrets redacted and files named, cut at SUMMARY_MAX characters. */
export function summarise(input: unknown): string | null {
  if (input === undefined) return null;
  const text = JSON.stringify(input, (key, value: unknown) => {
    if (SECRET_KEY.test(key)) return "[redacted]";
    if (typeof File !== "undefined" && value instanceof File)
      return `[file ${value.name}, ${value.size} bytes]`;
    return value;
  });
  return text.length > SUMMARY_MAX ? `${text.slice(0, SUMMARY_MAX)}…` : text;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/**
 * Keys naming the record a call is about, or its owner (a SKU's product, an address's customer,
 * a price revision's or a stock move's SKU).
 */
const ID_KEYS = ["id", "ids", "customerId", "productId", "orderId", "skuId"] as const;

/**
 * The records a call named, for a record's history: the input's and the result's `id`, `ids`
 * and owner ids (customerId, productId, orderId, skuId), and a result that is an id itself. At
 * most 100.
 */
export function entityIdsOf(input: unknown, result: unknown): string[] | null {
  const ids = new Set<string>();
  const add = (value: unknown) => {
    if (typeof value === "string" && UUID.test(value)) ids.add(value.toLowerCase());
    else if (Array.isArray(value)) value.forEach(add);
  };
  add(result);
  for (const source of [input, result])
    if (source && typeof source === "object" && !Array.isArray(source))
      for (const key of ID_KEYS) add((source as Record<string, unknown>)[key]);
  return ids.size ? [...ids].slice(0, 100) : null;
}

export interface AuditEntry {
  route: { service: string; method: string };
  status: number;
  duration: number;
  userId: string | null;
  tenantId: number | null;
  requestId: string;
  request: Request;
  input: unknown;
  /** what the call answered: the result on success, the envelope's error otherwise */
  result: unknown;
  error: string | null;
}

/** Writes one row; a failure is logged, never passed on (the call has already answered). */
export async function writeAuditLog(entry: AuditEntry) {
  try {
    const db = await getDb();
    await db.insert(auditLogs).values({
      tenantId: entry.tenantId,
      userId: entry.userId,
      serviceName: entry.route.service,
      methodName: entry.route.method,
      parameters: summarise(entry.input),
      statusCode: entry.status,
      exception: entry.error,
      executionDuration: entry.duration,
      clientIpAddress: clientAddress(entry.request.headers),
      browserInfo: entry.request.headers.get("user-agent")?.slice(0, 512) ?? null,
      requestId: entry.requestId,
      entityIds: entityIdsOf(entry.input, entry.status < 400 ? entry.result : undefined),
    });
  } catch (error) {
    logger.error({ err: error, requestId: entry.requestId }, "audit log write failed");
  }
}
