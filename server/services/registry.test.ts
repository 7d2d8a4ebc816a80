import { describe, expect, it } from "vitest";
import { isPermissionName } from "@/lib/permissions";
import { openApiDocument } from "@/server/http/openapi";
import type { Op } from "@/lib/api/define";
import { contracts } from "@/lib/contracts";
import { services } from "./registry";

const declared = Object.entries(contracts).flatMap(([key, c]) =>
  (Object.values(c) as Op[]).map((op) => ({ key, op })),
);

describe("the service registry", () => {
  const methods = services.flatMap((s) =>
    Object.entries(s.methods).map(([name, def]) => ({ id: `${s.name}/${name}`, def })),
  );

  it("implements every declared method exactly once, and nothing undeclared", () => {
    const implemented = methods.map((m) => m.id).sort();
    expect(new Set(implemented).size, "a service is registered twice").toBe(implemented.length);
    expect(implemented).toEqual(declared.map(({ op }) => `${op.service}/${op.method}`).sort());
    for (const { key, op } of declared) expect(op.service, `contracts.${key}`).toBe(key);
    for (const s of services)
      for (const [name, def] of Object.entries(s.methods)) {
        const decl = (contracts as Record<string, Record<string, Op>>)[s.name]?.[name];
        expect(def, `${s.name}/${name} runs its own declaration`).toMatchObject(decl ?? {});
      }
  });

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
        expect(
          name === "@customer" || name === "@authenticated" || isPermissionName(name),
          `${id} needs unknown ${name}`,
        ).toBe(true);
    }
  });

  it("keeps public methods to the ones meant for anonymous callers", () => {
    const open = methods
      .filter((m) => m.def.permission === "@public")
      .map((m) => m.id)
      .sort();
    const c = contracts;
    expect(open).toEqual(
      [
        c.Account.IsTenantAvailable,
        // the customer's way in (docs/decisions.md, customer-side calls): codes, sign-up, resets
        c.Account.SendVerificationCode,
        c.Account.Register,
        c.Account.ResetPassword4Portal,
        c.User.ResetPassword4PortalSms,
        c.User.ResetPassword4PortalEmail,
        c.Language.GetAllLanguage,
        c.Language.GetAllLanguageTextTree,
        // the website's navigation: visible navigation categories only (issue 13)
        c.CmsCategory.GetAllNavCategory,
        c.CmsCategory.GetOneNavCategory,
        c.CmsCategory.GetChildNavCategory,
        // the website's form for organisations applying to work with the foundation (issue 17)
        c.OrganizationApply.Submit,
        c.Session.GetCurrentLoginInformations,
        c.TokenAuth.Authenticate,
        c.TokenAuth.ExternalAuthenticate,
        c.TokenAuth.GetExternalAuthenticationProviders,
        c.TokenAuth.WeChatAppletAuthenticate,
        c.TokenAuth.WechatAuthenticate,
      ]
        .map((op) => `${op.service}/${op.method}`)
        .sort(),
    );
  });

  it("keeps every TokenAuth method out of the console's BFF (a token never reaches page JavaScript)", () => {
    for (const op of Object.values(contracts.TokenAuth)) expect(op.bff, op.path).toBe(false);
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
