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
