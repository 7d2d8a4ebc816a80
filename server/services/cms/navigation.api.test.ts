import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import type { TCreateCmsNavigationInput } from "@/lib/contracts/cms-navigation";
import { call, membersOf, signIn, unique, userWith } from "@/server/test/api";
import { pngBytes, upload } from "@/server/test/files";

const { CmsCategory, CmsNavigation } = contracts;

async function item(token: string, fields: Partial<TCreateCmsNavigationInput> = {}) {
  const res = await call(CmsNavigation.Create, { name: unique("Nav"), ...fields }, { token });
  expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  return res.body.result;
}

describe("CmsNavigation", () => {
  it("keeps two levels with images and related categories, in order", async () => {
    const token = await signIn();
    const cat = await call(CmsCategory.Create, { code: unique("navcat"), name: "News" }, { token });
    const image = await upload(token, pngBytes(), "icon.png", "productImage");
    const top = await item(token, {
      imageId: image.body.result.id,
      categoryIds: [cat.body.result.id, cat.body.result.id],
    });
    expect(top).toMatchObject({
      level: 1,
      isShow: true,
      categoryIds: [cat.body.result.id],
      categoryNames: ["News"],
    });
    expect(top.imageUrl).toContain(image.body.result.id);
    const first = await item(token, { parentId: top.id, name: "First", order: 2 });
    const second = await item(token, { parentId: top.id, name: "Second", order: 1, isShow: false });
    expect(first.level).toBe(2);

    const tree = (await call(CmsNavigation.GetTree, {}, { token })).body.result.items;
    const node = tree.find((t) => t.id === top.id);
    expect(node?.children.map((c) => c.name)).toEqual(["Second", "First"]);

    const sorted = await call(
      CmsNavigation.UpdateSort,
      { parentId: top.id, ids: [first.id, second.id] },
      { token },
    );
    expect(sorted.status).toBe(200);
    const after = await call(CmsNavigation.GetAll, { parentId: top.id }, { token });
    expect(after.body.result.items.map((c) => c.name)).toEqual(["First", "Second"]);
    expect(
      (await call(CmsNavigation.UpdateSort, { parentId: top.id, ids: [first.id] }, { token }))
        .status,
    ).toBe(409);

    // a third level, an item with children moved under another, or an unknown category: refused
    const deep = await call(CmsNavigation.Create, { name: "Deep", parentId: first.id }, { token });
    expect(membersOf(deep)).toEqual(["parentId"]);
    const other = await item(token);
    const moved = await call(CmsNavigation.Update, { ...top, parentId: other.id }, { token });
    expect(membersOf(moved)).toEqual(["parentId"]);
    const unknown = await call(
      CmsNavigation.Create,
      { name: "X", categoryIds: [crypto.randomUUID()] },
      { token },
    );
    expect(membersOf(unknown)).toEqual(["categoryIds"]);

    // a first-level item with children is not deleted
    expect((await call(CmsNavigation.Delete, { id: top.id }, { token })).status).toBe(409);
    for (const id of [first.id, second.id, top.id, other.id])
      expect((await call(CmsNavigation.Delete, { id }, { token })).status).toBe(200);
  });

  it("requires a name, and lets a reader read only", async () => {
    const token = await signIn();
    const res = await call(
      CmsNavigation.Create,
      { name: " " },
      { token, headers: { "Accept-Language": "en" } },
    );
    expect(res.body.error?.validationErrors).toEqual([
      { members: ["name"], message: "This field is required." },
    ]);
    const top = await item(token);
    const reader = await userWith(["Pages.CMS.Navigation"]);
    expect((await call(CmsNavigation.GetTree, {}, { token: reader.token })).status).toBe(200);
    expect(
      (await call(CmsNavigation.UpdateSort, { ids: [top.id] }, { token: reader.token })).status,
    ).toBe(403);
    expect((await call(CmsNavigation.Delete, { id: top.id }, { token: reader.token })).status).toBe(
      403,
    );
  });
});
