import "server-only";
import * as z from "zod";
import { services } from "@/server/services/registry";

const toSchema = (schema: z.ZodType, io: "input" | "output") =>
  z.toJSONSchema(schema, { io, unrepresentable: "any", target: "openapi-3.0" }) as Record<
    string,
    unknown
  >;

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
  for (const svc of services) {
    const base = svc.basePath ?? "/api/services/app";
    for (const [name, def] of Object.entries(svc.methods)) {
      const input = toSchema(def.input, "input");
      const queryLike = def.verb === "GET" || def.verb === "DELETE";
      const props = (input.properties ?? {}) as Record<string, Record<string, unknown>>;
      const required = new Set((input.required as string[] | undefined) ?? []);
      paths[`${base}/${svc.name}/${name}`] = {
        [def.verb.toLowerCase()]: {
          operationId: `${svc.name}_${name}`,
          tags: [svc.name],
          summary: def.summary,
          "x-permission": def.permission,
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
                "application/json": { schema: envelopeOf(toSchema(def.output, "output")) },
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
    paths,
    components: {
      securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      schemas: {
        ErrorInfo: {
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
        },
      },
    },
  };
}
