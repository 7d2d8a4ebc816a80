import "server-only";
import * as z from "zod";
import { services } from "@/server/services/registry";

type Json = Record<string, unknown>;

/**
 * One method's input or output as an OpenAPI 3.0 schema. zod puts recursive parts (the category
 * tree, the language-text tree) under the schema's own `definitions` and points at them with
 * `#/definitions/…`, or at the whole schema with `#`; neither resolves inside an OpenAPI
 * document. They move to `components/schemas` under `{name}.{def}` (the root under `{name}`) and
 * their `$ref`s are rewritten.
 */
function toSchema(schema: z.ZodType, io: "input" | "output", name: string, components: Json): Json {
  const json = z.toJSONSchema(schema, {
    io,
    unrepresentable: "any",
    target: "openapi-3.0",
    cycles: "ref",
    reused: "inline",
  }) as Json;
  const defs = (json.definitions ?? json.$defs ?? {}) as Record<string, Json>;
  delete json.definitions;
  delete json.$defs;
  delete json.$schema;
  const refOf = (def: string) => `#/components/schemas/${name}.${def.replace(/^_+/, "")}`;
  const selfReferencing = JSON.stringify([json, defs]).includes('"$ref":"#"');
  const rewrite = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(rewrite);
    if (!node || typeof node !== "object") return node;
    const out: Json = {};
    for (const [key, value] of Object.entries(node)) {
      if (key === "$ref" && typeof value === "string") {
        out.$ref =
          value === "#"
            ? `#/components/schemas/${name}`
            : value.replace(/^#\/(?:definitions|\$defs)\/(.+)$/, (_, def: string) => refOf(def));
      } else out[key] = rewrite(value);
    }
    // zod wraps a recursive reference as `allOf: [{ $ref }]`: the reference alone says the same.
    const allOf = out.allOf as unknown[] | undefined;
    if (Object.keys(out).length === 1 && allOf?.length === 1) return allOf[0];
    return out;
  };
  for (const [def, body] of Object.entries(defs))
    components[refOf(def).slice("#/components/schemas/".length)] = rewrite(body);
  const root = rewrite(json) as Json;
  if (!selfReferencing) return root;
  components[name] = root;
  return { $ref: `#/components/schemas/${name}` };
}

function envelopeOf(result: Record<string, unknown>) {
  return {
    type: "object",
    properties: {
      result,
      targetUrl: { type: "string", nullable: true },
      success: { type: "boolean" },
      error: { $ref: "#/components/schemas/ErrorInfo" },
      unAuthorizedRequest: { type: "boolean" },
      __abp: { type: "boolean" },
    },
  };
}

/** OpenAPI 3 document generated from the method declarations (DESIGN §3). */
export function openApiDocument() {
  const paths: Record<string, Record<string, unknown>> = {};
  const schemas: Json = { ErrorInfo };
  for (const svc of services) {
    for (const [name, def] of Object.entries(svc.methods)) {
      const operationId = `${svc.name}_${name}`;
      const input = toSchema(def.input, "input", `${operationId}.input`, schemas);
      const queryLike = def.verb === "GET" || def.verb === "DELETE";
      const props = (input.properties ?? {}) as Record<string, Json>;
      // A file (z.instanceof(File)) has no JSON Schema: in a multipart body it is binary.
      if (def.multipart)
        for (const [key, schema] of Object.entries(props))
          if (Object.keys(schema).length === 0) props[key] = { type: "string", format: "binary" };
      const required = new Set((input.required as string[] | undefined) ?? []);
      paths[def.path] = {
        [def.verb.toLowerCase()]: {
          operationId,
          tags: [svc.name],
          summary: def.summary,
          "x-permission": def.permission,
          ...(def.dataScope ? { "x-data-scope": def.dataScope } : {}),
          // open to a user who must change their password first (issue 15)
          ...(def.duringPasswordChange ? { "x-during-password-change": true } : {}),
          security: def.permission === "@public" ? [] : [{ bearer: [] }],
          ...(queryLike
            ? {
                parameters: Object.entries(props).map(([p, schema]) => ({
                  name: p,
                  in: "query",
                  required: required.has(p),
                  schema,
                })),
              }
            : {
                requestBody: {
                  required: true,
                  content: {
                    [def.multipart ? "multipart/form-data" : "application/json"]: { schema: input },
                  },
                },
              }),
          responses: {
            "200": {
              description: "Success",
              content: {
                "application/json": {
                  schema: envelopeOf(
                    toSchema(def.output, "output", `${operationId}.output`, schemas),
                  ),
                },
              },
            },
            "400": { description: "Invalid input (validationErrors)" },
            "401": { description: "No or expired token" },
            "403": { description: "Permission missing" },
            "404": { description: "Unknown entity or method" },
            "409": { description: "A business rule refused the action" },
          },
        },
      };
    }
  }
  return {
    openapi: "3.0.3",
    info: {
      title: "Quay API",
      version: "1.0.0",
      description: "ASP.NET Boilerplate-style API of Quay",
    },
    // Relative: the API is served by the same origin as this document.
    servers: [{ url: "/" }],
    paths,
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas,
    },
  };
}

const ErrorInfo = {
  type: "object",
  nullable: true,
  properties: {
    code: { type: "integer" },
    message: { type: "string" },
    details: { type: "string", nullable: true },
    validationErrors: {
      type: "array",
      nullable: true,
      items: {
        type: "object",
        properties: {
          message: { type: "string" },
          members: { type: "array", items: { type: "string" } },
        },
      },
    },
  },
};
