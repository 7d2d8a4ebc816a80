import fc from "fast-check";

/** The parts of an OpenAPI 3.0 schema object the generated suites read. */
export interface Schema {
  type?: string;
  format?: string;
  pattern?: string;
  enum?: unknown[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  items?: Schema;
  properties?: Record<string, Schema>;
  required?: string[];
  additionalProperties?: Schema | boolean;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
  default?: unknown;
}

type Verb = "GET" | "POST" | "PUT" | "DELETE";

/** One operation of the OpenAPI document, its input as one object schema (query or body). */
export interface Operation {
  operationId: string;
  path: string;
  verb: Verb;
  /** GET/DELETE: the query parameters as an object schema; otherwise the body's schema */
  input: Schema;
  multipart: boolean;
}

interface OpenApiOperation {
  operationId: string;
  parameters?: { name: string; in: string; required?: boolean; schema: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
}

export interface OpenApiDoc {
  paths: Record<string, Record<string, unknown>>;
  components: { schemas: Record<string, unknown> };
}

/** Every operation of the document, in document order. */
export function operationsOf(doc: OpenApiDoc): Operation[] {
  return Object.entries(doc.paths).flatMap(([path, item]) =>
    Object.entries(item as Record<string, OpenApiOperation>).map(([verb, op]) => {
      const content = op.requestBody?.content ?? {};
      const multipart = "multipart/form-data" in content;
      const input: Schema = op.requestBody
        ? (Object.values(content)[0]?.schema ?? {})
        : {
            type: "object",
            properties: Object.fromEntries((op.parameters ?? []).map((p) => [p.name, p.schema])),
            required: (op.parameters ?? []).filter((p) => p.required).map((p) => p.name),
          };
      return {
        operationId: op.operationId,
        path,
        verb: verb.toUpperCase() as Verb,
        input,
        multipart,
      };
    }),
  );
}

const ISO_DATE = "2026-01-02T03:04:05.000Z";
/** Shapes tried, in order, for a field the schema's JSON form under-describes (refinements, pipes). */
const STRING_SHAPES = [
  "a@example.com",
  "0",
  "1",
  "a.b",
  ISO_DATE,
  "aaaaaaaa1",
  "https://example.com",
];

function setPath(root: unknown, path: readonly PropertyKey[], value: unknown): unknown {
  if (path.length === 0) return value;
  const copy = (Array.isArray(root) ? [...root] : { ...(root as object) }) as Record<
    PropertyKey,
    unknown
  >;
  copy[path[0]!] = setPath(copy[path[0]!], path.slice(1), value);
  return copy;
}

/**
 * Values for a document's schemas: the smallest one a schema accepts (for calls whose outcome
 * does not depend on the input) and fast-check arbitraries of values shaped like it.
 */
export class SchemaValues {
  constructor(private readonly doc: OpenApiDoc) {}

  resolve(schema: Schema): Schema {
    let current = schema;
    for (let i = 0; current.$ref && i < 10; i++)
      current = this.doc.components.schemas[
        current.$ref.replace("#/components/schemas/", "")
      ] as Schema;
    return current;
  }

  /** The smallest value of the schema: required fields only, lower bounds, fresh uuids. */
  minimal(schema: Schema): unknown {
    const s = this.resolve(schema);
    if (s.enum) return s.enum[0];
    const branch = s.anyOf?.[0] ?? s.oneOf?.[0] ?? s.allOf?.[0];
    if (branch) return this.minimal(branch);
    switch (s.type) {
      case "string":
        return minimalString(s);
      case "integer":
      case "number":
        return Math.min(s.minimum ?? 0, s.maximum ?? Number.MAX_SAFE_INTEGER);
      case "boolean":
        return false;
      case "array":
        return Array.from({ length: s.minItems ?? 0 }, () => this.minimal(s.items ?? {}));
      case "object":
        return Object.fromEntries(
          (s.required ?? []).map((key) => [key, this.minimal(s.properties?.[key] ?? {})]),
        );
      default:
        return "a";
    }
  }

  /**
   * The smallest value the server's own validation accepts: `minimal`, then each refused field
   * tried with common shapes (an e-mail, a number as text …) until `refused` finds nothing.
   */
  minimalAccepted(
    schema: Schema,
    refused: (value: unknown) => readonly (readonly PropertyKey[])[],
  ): unknown {
    let value = this.minimal(schema);
    const tried = new Map<string, number>();
    for (let round = 0; round < 10; round++) {
      const paths = refused(value);
      if (paths.length === 0) break;
      for (const path of paths) {
        const key = path.join(".");
        const i = tried.get(key) ?? 0;
        tried.set(key, i + 1);
        if (i < STRING_SHAPES.length) value = setPath(value, path, STRING_SHAPES[i]);
      }
    }
    return value;
  }

  /** Values shaped like the schema (mostly valid; the server's own rules decide). */
  arbitrary(schema: Schema, depth = 0): fc.Arbitrary<unknown> {
    const s = this.resolve(schema);
    const base = depth > 4 ? fc.constant(this.minimal(s)) : this.shaped(s, depth);
    return s.nullable ? fc.option(base, { nil: null, freq: 6 }) : base;
  }

  private shaped(s: Schema, depth: number): fc.Arbitrary<unknown> {
    if (s.enum) return fc.constantFrom(...s.enum);
    const branches = s.anyOf ?? s.oneOf;
    if (branches) return fc.oneof(...branches.map((b) => this.arbitrary(b, depth + 1)));
    if (s.allOf?.[0]) return this.arbitrary(s.allOf[0], depth + 1);
    switch (s.type) {
      case "string":
        return stringArbitrary(s);
      case "integer":
        return fc.integer({
          min: Math.max(s.minimum ?? -1_000_000, -(2 ** 31)),
          max: Math.min(s.maximum ?? 1_000_000, 2 ** 31 - 1),
        });
      case "number":
        return fc.double({
          min: s.minimum ?? -1e9,
          max: s.maximum ?? 1e9,
          noNaN: true,
          noDefaultInfinity: true,
        });
      case "boolean":
        return fc.boolean();
      case "array": {
        const minLength = s.minItems ?? 0;
        return fc.array(this.arbitrary(s.items ?? {}, depth + 1), {
          minLength,
          maxLength: Math.min(s.maxItems ?? 3, Math.max(minLength, 3)),
        });
      }
      case "object": {
        const properties = s.properties ?? {};
        const record = fc.record(
          Object.fromEntries(
            Object.entries(properties).map(([k, v]) => [k, this.arbitrary(v, depth + 1)]),
          ),
          { requiredKeys: (s.required ?? []).filter((k) => k in properties) },
        );
        const extra = s.additionalProperties;
        if (!extra || extra === true) return record;
        return fc
          .tuple(
            record,
            fc.dictionary(
              fc.string({ minLength: 1, maxLength: 12 }),
              this.arbitrary(extra, depth + 1),
              {
                maxKeys: 3,
              },
            ),
          )
          .map(([a, b]) => ({ ...b, ...a }));
      }
      default:
        return fc.jsonValue({ maxDepth: 2 });
    }
  }
}

function lengthFits(s: Schema, value: string) {
  return value.length >= (s.minLength ?? 0) && value.length <= (s.maxLength ?? Infinity);
}

function patternOf(s: Schema): RegExp | undefined {
  return s.pattern ? new RegExp(s.pattern, "u") : undefined;
}

function minimalString(s: Schema): string {
  if (s.format === "uuid") return crypto.randomUUID();
  const re = patternOf(s);
  const n = Math.max(s.minLength ?? 0, 1);
  const candidates = ["a".repeat(n), ISO_DATE, "a.b", crypto.randomUUID()];
  return candidates.find((c) => lengthFits(s, c) && (!re || re.test(c))) ?? "a".repeat(n);
}

function stringArbitrary(s: Schema): fc.Arbitrary<string> {
  if (s.format === "uuid") return fc.uuid({ version: 4 });
  const re = patternOf(s);
  if (re) {
    // fast-check cannot generate from every pattern (lookahead): fall back to known shapes.
    try {
      return fc
        .oneof(fc.stringMatching(re, { size: "xsmall" }), fc.constant(minimalString(s)))
        .filter((v) => lengthFits(s, v) && re.test(v));
    } catch {
      return fc.constant(minimalString(s));
    }
  }
  const minLength = s.minLength ?? 0;
  const maxLength = Math.min(s.maxLength ?? 40, Math.max(minLength, 40));
  return fc.oneof(
    fc.string({ minLength, maxLength }),
    fc.string({ minLength, maxLength, unit: "grapheme" }),
  );
}
