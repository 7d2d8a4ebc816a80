import "server-only";
import type * as z from "zod";

type AnySchema = z.core.$ZodType;
type Def = {
  type: string;
  innerType?: AnySchema;
  in?: AnySchema;
  shape?: Record<string, AnySchema>;
  element?: AnySchema;
  options?: AnySchema[];
};

const defOf = (schema: AnySchema) => schema._zod.def as unknown as Def;

/** Strips optional/default/nullable/pipe wrappers to the schema that decides the value's shape. */
function unwrap(schema: AnySchema): AnySchema {
  let current = schema;
  for (let i = 0; i < 10; i++) {
    const def = defOf(current);
    const next = def.innerType ?? (def.type === "pipe" ? def.in : undefined);
    if (!next) return current;
    current = next;
  }
  return current;
}

function shapeOf(schema: AnySchema): Record<string, AnySchema> | undefined {
  const def = defOf(unwrap(schema));
  return def.type === "object" ? def.shape : undefined;
}

/** Maps keys to the schema's own spelling, ignoring case, all the way down (ABP clients send Id, SkipCount). */
export function normalizeKeys(schema: AnySchema, value: unknown): unknown {
  const inner = unwrap(schema);
  const def = defOf(inner);
  if (def.type === "array" && Array.isArray(value) && def.element) {
    return value.map((item) => normalizeKeys(def.element!, item));
  }
  const shape = def.type === "object" ? def.shape : undefined;
  if (!shape || value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const byLower = new Map(Object.keys(shape).map((k) => [k.toLowerCase(), k]));
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (key === "__proto__" || key === "constructor" || key === "prototype") continue;
    const canonical = byLower.get(key.toLowerCase());
    if (canonical) out[canonical] = normalizeKeys(shape[canonical]!, v);
    else out[key] = v;
  }
  return out;
}

function coerceScalar(schema: AnySchema, raw: string): unknown {
  const type = defOf(unwrap(schema)).type;
  if (type === "number" || type === "int" || type === "bigint") {
    const n = Number(raw);
    return raw.trim() === "" || Number.isNaN(n) ? raw : n;
  }
  if (type === "boolean") {
    const lower = raw.toLowerCase();
    if (lower === "true" || lower === "1") return true;
    if (lower === "false" || lower === "0") return false;
    return raw;
  }
  return raw;
}

/**
 * Query string → input object for GET and DELETE: keys matched case-insensitively, numbers and
 * booleans coerced by the schema, repeated keys (or `ids[]`) for arrays, empty values dropped.
 */
export function inputFromQuery(
  schema: AnySchema,
  params: URLSearchParams,
): Record<string, unknown> {
  const shape = shapeOf(schema) ?? {};
  const byLower = new Map(Object.keys(shape).map((k) => [k.toLowerCase(), k]));
  const out: Record<string, unknown> = {};
  for (const rawKey of new Set(params.keys())) {
    const key = byLower.get(rawKey.replace(/\[\]$/, "").toLowerCase());
    if (!key) continue;
    const values = params.getAll(rawKey).filter((v) => v !== "");
    if (values.length === 0) continue;
    const field = shape[key]!;
    const fieldDef = defOf(unwrap(field));
    if (fieldDef.type === "array" && fieldDef.element) {
      const element = fieldDef.element;
      const list = values.flatMap((v) => v.split(",")).filter((v) => v !== "");
      out[key] = [...((out[key] as unknown[]) ?? []), ...list.map((v) => coerceScalar(element, v))];
    } else {
      out[key] = coerceScalar(field, values[values.length - 1]!);
    }
  }
  return out;
}

/** Deepest nesting of objects and arrays a JSON body may have (ordinary inputs use a handful). */
const MAX_JSON_DEPTH = 64;

/**
 * JSON.parse with a nesting cap, checked by one linear scan before parsing: thousands of levels
 * in a few kilobytes would otherwise exhaust the stack of whatever walks the value later.
 * Throws JsonTooDeepError or JSON.parse's SyntaxError.
 */
export function parseJsonCapped(text: string, maxDepth = MAX_JSON_DEPTH): unknown {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 0x5c)
        i++; // backslash: skip the escaped character
      else if (c === 0x22) inString = false;
    } else if (c === 0x22) inString = true;
    else if (c === 0x7b || c === 0x5b) {
      if (++depth > maxDepth) throw new JsonTooDeepError(maxDepth);
    } else if (c === 0x7d || c === 0x5d) depth--;
  }
  return JSON.parse(text);
}

export class JsonTooDeepError extends Error {
  constructor(readonly maxDepth: number) {
    super(`JSON nests deeper than ${maxDepth} levels`);
  }
}

export class BodyTooLargeError extends Error {
  constructor(readonly limit: number) {
    super(`Request body over ${limit} bytes`);
  }
}

/**
 * The body as a stream that counts bytes as they arrive and fails with BodyTooLargeError at
 * `limit`, whatever Content-Length said (a chunked body has none). Reading stops there.
 */
export function limitedBody(request: Request, limit: number): ReadableStream<Uint8Array> | null {
  if (!request.body) return null;
  const reader = request.body.getReader();
  let total = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      const { done, value } = await reader.read();
      if (done) return controller.close();
      total += value.byteLength;
      if (total > limit) {
        await reader.cancel().catch(() => undefined);
        return controller.error(new BodyTooLargeError(limit));
      }
      controller.enqueue(value);
    },
    cancel: (reason) => reader.cancel(reason),
  });
}

/** The whole body as text, read through `limitedBody`. */
export async function readLimitedText(request: Request, limit: number): Promise<string> {
  const body = limitedBody(request, limit);
  return body ? new Response(body).text() : "";
}
