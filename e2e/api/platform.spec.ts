import { contracts } from "@/lib/contracts";
import { ADMIN, Api, expect, isDeployed, test } from "../fixtures";

test.describe("[PLATFORM] the built-in upstream over HTTP", () => {
  test("the first start created and seeded the database", async ({ request }) => {
    const health = await request.get("/api/health/ready");
    // the local suite's server runs on the embedded database; a deployment may run on PostgreSQL
    expect(await health.json()).toEqual({
      status: "ok",
      database: isDeployed ? expect.stringMatching(/^(pglite|postgres)$/) : "pglite",
    });
    const tenant = await request.post(contracts.Account.IsTenantAvailable.path, {
      data: { tenancyName: "Default" },
    });
    expect((await tenant.json()).result).toEqual({ state: "Available", tenantId: 1 });
  });

  test("an administrator signs in and lists users", async ({ api }) => {
    await api.signIn();
    const res = await api.call(contracts.User.GetAll, {
      skipCount: 0,
      maxResultCount: 5,
      keyword: "adm",
    });
    expect(res.status).toBe(200);
    // a deployment may hold other users whose names contain "adm": each of them matches
    const { items, totalCount } = res.body.result;
    expect(items.map((u) => u.userName)).toContain("admin"); // the seeded one
    expect(totalCount).toBeGreaterThanOrEqual(items.length);
    for (const u of items)
      expect(`${u.userName} ${u.name} ${u.surname} ${u.emailAddress}`).toMatch(/adm/i);
  });

  test("a wrong password is refused with a message, and no token is refused with 401", async ({
    request,
  }) => {
    const wrong = await request.post(contracts.TokenAuth.Authenticate.path, {
      data: { userNameOrEmailAddress: ADMIN.userName, password: "wrong" },
    });
    expect(wrong.status()).toBe(401);
    expect(await wrong.json()).toMatchObject({
      success: false,
      error: { message: "Invalid user name or password." },
    });
    const anonymous = await request.get(contracts.User.GetAll.path);
    expect(anonymous.status()).toBe(401);
    expect(await anonymous.json()).toMatchObject({ unAuthorizedRequest: true });
  });

  test("the warehouse clerk may not read users", async ({ api }) => {
    await api.signIn("clerk");
    expect((await api.call(contracts.User.GetAll)).status).toBe(403);
  });

  test("a revoked grant and a deactivation take effect on the very next call", async ({
    api,
    request,
  }) => {
    // the server keeps callers between calls (issue 16): a change must reach it at once
    await api.signIn();
    const role = await api.createRole("Lister", ["Pages.Commodity.Product"]);
    const user = await api.createUser("lister", [role.name]);
    const lister = await new Api(request).signIn(user.userName, user.password);
    const list = async () => (await lister.call(contracts.Product.GetAll)).status;
    expect(await list()).toBe(200);
    expect(await list()).toBe(200);
    const revoked = await api.call(contracts.Role.GrantPermission, {
      roleId: role.id,
      permissionNames: [],
    });
    expect(revoked.status).toBe(200);
    expect(await list()).toBe(403);
    await api.call(contracts.Role.GrantPermission, {
      roleId: role.id,
      permissionNames: ["Pages.Commodity.Product"],
    });
    expect(await list()).toBe(200);
    // an edit that turns sign-in off, roles unchanged
    const off = await api.call(contracts.User.Update, {
      id: user.id,
      userName: user.userName,
      name: "lister",
      emailAddress: `${user.userName}@example.com`,
      isActive: false,
      roleNames: [role.name],
    });
    expect(off.status, JSON.stringify(off.body.error)).toBe(200);
    expect(await list()).toBe(401);
  });

  test("the OpenAPI document lists the methods with schemas", async ({ request }) => {
    const doc = await (await request.get("/api/openapi.json")).json();
    const op = doc.paths[contracts.User.GetAll.path].get;
    expect(op.parameters.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(["skipCount", "maxResultCount", "sorting", "keyword", "isActive"]),
    );
    expect(doc.paths[contracts.TokenAuth.Authenticate.path].post.requestBody).toBeDefined();
  });
});
