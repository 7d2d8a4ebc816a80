import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { call, signIn } from "@/server/test/api";

const session = (token?: string, headers?: Record<string, string>) =>
  call(contracts.Session.GetCurrentLoginInformations, {}, { token, headers });
const isTenantAvailable = (tenancyName: string) =>
  call(contracts.Account.IsTenantAvailable, {
    tenancyName,
  });

describe("Session", () => {
  it("answers without a token: no user, the Default tenant and the application version", async () => {
    const res = await session();
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(true);
    expect(res.body.result.user).toBeNull();
    expect(res.body.result.tenant).toEqual({ id: 1, tenancyName: "Default", name: "Default" });
    expect(res.body.result.application).toEqual({
      version: "0.1.0",
      releaseDate: "2026-11-21",
      features: {},
    });
  });

  it("has no tenant for an unknown tenant id", async () => {
    const res = await session(undefined, { "Abp.TenantId": "999" });
    expect(res.status).toBe(200);
    expect(res.body.result.tenant).toBeNull();
  });

  it("describes the signed-in administrator", async () => {
    const res = await session(await signIn());
    expect(res.status).toBe(200);
    expect(res.body.result.user).toMatchObject({
      userName: "admin",
      name: "Admin",
      surname: "Quay",
      realName: "Admin Quay",
      emailAddress: "admin@quay.local",
      isAdmin: true,
      roleNames: ["Admin"],
    });
    expect(res.body.result.user?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(res.body.result.tenant?.id).toBe(1);
  });

  it("describes a signed-in user who is not an administrator", async () => {
    const res = await session(await signIn("clerk"));
    expect(res.body.result.user).toMatchObject({
      userName: "clerk",
      realName: "Wei Chen",
      isAdmin: false,
      roleNames: ["WarehouseClerk"],
    });
  });

  it("answers 401 for a bad token even though it is public", async () => {
    const res = await session("not-a-token");
    expect(res.status).toBe(401);
    expect(res.body.unAuthorizedRequest).toBe(true);
  });
});

describe("Account.IsTenantAvailable", () => {
  it("finds the Default tenant by name in any case", async () => {
    for (const name of ["Default", "default", "DEFAULT", " Default "]) {
      const res = await isTenantAvailable(name);
      expect(res.status, name).toBe(200);
      expect(res.body.result, name).toEqual({ state: "Available", tenantId: 1 });
    }
  });

  it("answers NotFound for an unknown tenancy name", async () => {
    const res = await isTenantAvailable("no-such-tenant");
    expect(res.status).toBe(200);
    expect(res.body.result).toEqual({ state: "NotFound", tenantId: null });
  });

  it("requires a tenancy name", async () => {
    const res = await isTenantAvailable("");
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0]?.members).toEqual(["tenancyName"]);
  });
});

describe("Session.GetCurrentLoginInformations grantedPermissions", () => {
  it("lists what the caller holds: everything for the admin, the role's grants for the clerk, nothing signed out", async () => {
    const admin = await call(
      contracts.Session.GetCurrentLoginInformations,
      {},
      { token: await signIn() },
    );
    expect(admin.body.result.grantedPermissions).toContain("Pages.Users.Delete");
    expect(admin.body.result.grantedPermissions.length).toBeGreaterThan(200);
    const clerk = await call(
      contracts.Session.GetCurrentLoginInformations,
      {},
      { token: await signIn("clerk") },
    );
    expect(clerk.body.result.grantedPermissions).toContain("Pages.Warehouse");
    expect(clerk.body.result.grantedPermissions).not.toContain("Pages.Users");
    const anonymous = await call(contracts.Session.GetCurrentLoginInformations, {});
    expect(anonymous.body.result.grantedPermissions).toEqual([]);
  });
});
