import { describe, expect, it } from "vitest";
import { ZMoney } from "@/lib/contracts/money";
import { contracts } from "@/lib/contracts";
import { call, send, signIn, unique, userWith } from "@/server/test/api";

describe("what a hostile or careless caller sends", () => {
  it("cannot grant permissions through Role/Update without Pages.Roles.GrantPermissions", async () => {
    const { token, roleId } = await userWith(["Pages.Roles", "Pages.Roles.Edit"]);
    const role = await call(contracts.Role.Get, { id: roleId }, { token });
    const escalate = await call(
      contracts.Role.Update,
      {
        id: roleId,
        name: role.body.result.name,
        displayName: "x",
        grantedPermissions: ["Pages.Users"],
      },
      { token },
    );
    expect(escalate.status).toBe(403);
    expect((await call(contracts.User.GetAll, {}, { token })).status).toBe(403);
    expect(
      (
        await call(
          contracts.Role.Update,
          { id: roleId, name: role.body.result.name, displayName: "renamed" },
          { token },
        )
      ).status,
    ).toBe(200);
  });

  it("cannot read or change a single record outside its data scope", async () => {
    const admin = await signIn();
    const brand = await call(
      contracts.ProductBrand.Create,
      { name: unique("Scoped") },
      { token: admin },
    );
    const { token } = await userWith(
      ["Pages.Commodity", "Pages.Commodity.Brand", "Pages.Commodity.Brand.Edit", "Pages.Users"],
      [
        { permissionName: "Pages.Commodity.Brand", scope: "Mine" },
        { permissionName: "Pages.Users", scope: "Mine" },
      ],
    );
    expect(
      (await call(contracts.ProductBrand.Get, { id: brand.body.result.id }, { token })).status,
    ).toBe(404);
    expect(
      (
        await call(
          contracts.ProductBrand.Update,
          { id: brand.body.result.id, name: "taken over" },
          { token },
        )
      ).status,
    ).toBe(404);
    const adminUser = await call(contracts.User.GetAll, { keyword: "admin" }, { token: admin });
    expect(
      (await call(contracts.User.Get, { id: adminUser.body.result.items[0]!.id }, { token }))
        .status,
    ).toBe(404);
  });

  it("refuses NUL characters with a clear message instead of failing", async () => {
    const token = await signIn();
    const body = await call(contracts.ProductBrand.Create, { name: "a\u0000b" }, { token });
    expect(body.status).toBe(400);
    expect(body.body.error?.message).toBe(
      "The request contains characters that cannot be stored (NUL).",
    );
    expect(
      (await send("GET", contracts.ProductBrand.GetAll.path, { query: "keyword=a%00b", token }))
        .status,
    ).toBe(400);
  });

  it("answers in the default language when the culture cookie is not valid percent-encoding", async () => {
    const token = await signIn();
    const answer = await send("GET", contracts.ProductBrand.GetAll.path, {
      token,
      headers: { cookie: ".AspNetCore.Culture=%E0%A4%A" },
    });
    expect(answer.status).toBe(200);
  });

  it("refuses malformed data-scope ids and providers", async () => {
    const { admin, roleId } = await userWith([]);
    const bad = await call(
      contracts.Role.GrantPermission,
      {
        roleId,
        permissionNames: ["Pages.Users"],
        dataPermissions: [
          {
            permissionName: "Pages.Users",
            scope: "Specified",
            providerName: "User",
            specifiedIds: ["abc"],
          },
        ],
      },
      { token: admin },
    );
    expect(bad.status).toBe(400);
    // a provider that does not exist (not even in the declared type)
    const provider = await send("POST", contracts.Role.GrantPermission.path, {
      json: {
        roleId,
        permissionNames: [],
        dataPermissions: [
          {
            permissionName: "Pages.Users",
            scope: "Specified",
            providerName: "Planet",
            specifiedIds: [crypto.randomUUID()],
          },
        ],
      },
      token: admin,
    });
    expect(provider.status).toBe(400);
  });

  it("ignores __proto__ in a body rather than reading fields through it", async () => {
    const token = await signIn();
    const res = await send("POST", contracts.ProductBrand.Create.path, {
      token,
      raw: '{"__proto__":{"name":"Sneaky"}}',
    });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0]?.members).toEqual(["name"]);
  });

  it("refuses money that only overflows once rounded", () => {
    expect(ZMoney.safeParse("9999999999999999.995").success).toBe(false);
    expect(ZMoney.parse("9999999999999999.99")).toBe("9999999999999999.99");
    expect(ZMoney.parse("10.005")).toBe("10.01");
  });
});

describe("files bound to owners", () => {
  it("will not take a file uploaded for something else as a brand logo", async () => {
    const token = await signIn();
    const { pdfBytes, upload } = await import("@/server/test/files");
    const pdf = await upload(token, pdfBytes(), "logo.png", "file");
    const res = await call(
      contracts.ProductBrand.Create,
      { name: unique("Pdf"), imageId: pdf.body.result.id },
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors).toEqual([
      {
        message: "This file was not uploaded for this field; upload it here again.",
        members: ["imageId"],
      },
    ]);
  });
});

describe("request size", () => {
  it("refuses a JSON body over 1 MB before reading it", async () => {
    const res = await send("POST", contracts.TokenAuth.Authenticate.path, {
      raw: JSON.stringify({ userNameOrEmailAddress: "admin", password: "x".repeat(1024 * 1024) }),
      headers: { "content-length": String(1024 * 1024 + 64) },
    });
    expect(res.status).toBe(413);
    expect(res.body.error?.message).toBe("The request is too large.");
  });
});
