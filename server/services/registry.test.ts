import { describe, expect, it } from "vitest";
import { isKnownPermission } from "@/server/auth/permissions";
import { openApiDocument } from "@/server/http/openapi";
import { services } from "./registry";

describe("the service registry", () => {
  const methods = services.flatMap((s) =>
    Object.entries(s.methods).map(([name, def]) => ({ id: `${s.name}/${name}`, def })),
  );

  it("declares an existing permission (or explicit public/authenticated access) for every method", () => {
    for (const { id, def } of methods) {
      const names =
        def.permission === "@public" || def.permission === "@authenticated"
          ? []
          : typeof def.permission === "string"
            ? [def.permission]
            : [...def.permission];
      if (def.permission !== "@public" && def.permission !== "@authenticated")
        expect(names.length, id).toBeGreaterThan(0);
      for (const name of names)
        expect(isKnownPermission(name), `${id} needs unknown ${name}`).toBe(true);
    }
  });

  it("keeps public methods to the ones meant for anonymous callers", () => {
    const open = methods
      .filter((m) => m.def.permission === "@public")
      .map((m) => m.id)
      .sort();
    expect(open).toEqual([
      "Account/IsTenantAvailable",
      "Language/GetAllLanguage",
      "Language/GetAllLanguageTextTree",
      "Session/GetCurrentLoginInformations",
      "TokenAuth/Authenticate",
      "TokenAuth/ExternalAuthenticate",
      "TokenAuth/GetExternalAuthenticationProviders",
      "TokenAuth/WeChatAppletAuthenticate",
      "TokenAuth/WechatAuthenticate",
    ]);
  });

  it("documents every method in the OpenAPI document with input and output schemas", () => {
    const doc = openApiDocument();
    for (const svc of services) {
      for (const [name, def] of Object.entries(svc.methods)) {
        const path = `${svc.basePath ?? "/api/services/app"}/${svc.name}/${name}`;
        const op = (doc.paths[path] as Record<string, Record<string, unknown>>)?.[
          def.verb.toLowerCase()
        ];
        expect(op, path).toBeDefined();
        expect(op!["requestBody"] ?? op!["parameters"], path).toBeDefined();
        expect(JSON.stringify(op!["responses"]), path).toContain('"result"');
      }
    }
  });
});
