import { describe, expect, it } from "vitest";
import { bffUrl } from "@/lib/api/define";
import { contracts } from "@/lib/contracts";
import { call, signIn, unique } from "@/server/test/api";
import { pngBytes, upload } from "@/server/test/files";

describe("ProductBrand", () => {
  it("creates a brand with a logo bound to it, lists, renames and deletes it", async () => {
    const token = await signIn();
    const logo = await upload(token, pngBytes(), "logo.png", "brandImage");
    const name = unique("Brand");
    const created = await call(
      contracts.ProductBrand.Create,
      { name, imageId: logo.body.result.id },
      { token },
    );
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({
      name,
      imageId: logo.body.result.id,
      productCount: 0,
    });
    expect(created.body.result.imageUrl).toBe(
      `${bffUrl(contracts.Attachment.Download)}?id=${logo.body.result.id}`,
    );
    const files = await call(
      contracts.Attachment.GetAttachments,
      { hostType: "ProductBrand", hostId: created.body.result.id },
      { token },
    );
    expect(files.body.result).toMatchObject([
      { id: logo.body.result.id, hostType: "ProductBrand" },
    ]);

    const list = await call(
      contracts.ProductBrand.GetAll,
      { keyword: name, sorting: "name desc" },
      { token },
    );
    expect(list.body.result.items.map((b) => b.name)).toEqual([name]);

    const renamed = await call(
      contracts.ProductBrand.Update,
      { id: created.body.result.id, name: `${name}x`, imageId: null },
      { token },
    );
    expect(renamed.body.result).toMatchObject({ name: `${name}x`, imageId: null });
    const after = await call(
      contracts.Attachment.GetAttachments,
      { hostType: "ProductBrand", hostId: created.body.result.id },
      { token },
    );
    expect(after.body.result).toEqual([]);

    expect(
      (await call(contracts.ProductBrand.Delete, { id: created.body.result.id }, { token })).status,
    ).toBe(200);
    expect(
      (await call(contracts.ProductBrand.Get, { id: created.body.result.id }, { token })).status,
    ).toBe(404);
  });

  it("refuses a duplicate name on the name field, case-insensitively", async () => {
    const token = await signIn();
    const name = unique("Dup");
    await call(contracts.ProductBrand.Create, { name }, { token });
    const res = await call(contracts.ProductBrand.Create, { name: name.toUpperCase() }, { token });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0]?.members).toEqual(["name"]);
  });

  it("will not bind a file that belongs to something else", async () => {
    const token = await signIn();
    const logo = await upload(token, pngBytes(), "logo.png", "brandImage");
    await call(
      contracts.ProductBrand.Create,
      { name: unique("A"), imageId: logo.body.result.id },
      { token },
    );
    const res = await call(
      contracts.ProductBrand.Create,
      { name: unique("B"), imageId: logo.body.result.id },
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0]?.members).toEqual(["imageId"]);
  });

  it("is refused to a user without catalogue permissions", async () => {
    expect(
      (await call(contracts.ProductBrand.GetAll, {}, { token: await signIn("editor") })).status,
    ).toBe(403);
  });
});
