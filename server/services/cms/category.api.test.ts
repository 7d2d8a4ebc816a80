import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import type { TCreateCmsCategoryInput, TCmsCategoryNode } from "@/lib/contracts/cms-category";
import { EMPTY_GUID } from "@/lib/contracts/enum-values";
import { getDb } from "@/server/db/client";
import { cmsCategories } from "@/server/db/schema";
import { call, membersOf, signIn, unique, userWith } from "@/server/test/api";
import { pngBytes, upload } from "@/server/test/files";

const { CmsCategory, CmsNavigation } = contracts;

async function category(token: string, fields: Partial<TCreateCmsCategoryInput> = {}) {
  const code = unique("cat");
  const res = await call(CmsCategory.Create, { code, name: `Name ${code}`, ...fields }, { token });
  expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  return res.body.result;
}

const find = (nodes: TCmsCategoryNode[], id: string): TCmsCategoryNode | undefined =>
  nodes.flatMap((n) => (n.id === id ? [n] : [find(n.children, id)].filter((x) => !!x)))[0];

describe("CmsCategory", () => {
  it("requires name and code with the required message, and a well-formed, free code", async () => {
    const token = await signIn();
    const res = await call(
      CmsCategory.Create,
      { code: " ", name: "" },
      { token, headers: { "Accept-Language": "en" } },
    );
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors).toEqual(
      expect.arrayContaining([
        { members: ["code"], message: "This field is required." },
        { members: ["name"], message: "This field is required." },
      ]),
    );
    const zh = await call(
      CmsCategory.Create,
      // @ts-expect-error -- what a careless client sends
      { name: "X" },
      { token, headers: { "Accept-Language": "zh" } },
    );
    expect(zh.body.error?.validationErrors?.[0]).toMatchObject({ members: ["code"] });
    const bad = await call(CmsCategory.Create, { code: "a b", name: "X" }, { token });
    expect(membersOf(bad)).toEqual(["code"]);
    const first = await category(token);
    const dup = await call(
      CmsCategory.Create,
      { code: first.code.toUpperCase(), name: "Y" },
      { token },
    );
    expect(dup.status).toBe(400);
    expect(membersOf(dup)).toEqual(["code"]);
  });

  it("builds a tree, keeps the parent's code on children, and refuses a loop", async () => {
    const token = await signIn();
    const image = await upload(token, pngBytes(), "cover.png", "productImage");
    const root = await category(token, {
      type: "Article",
      isNavigation: true,
      imageIds: [image.body.result.id],
      parentId: EMPTY_GUID,
    });
    expect(root).toMatchObject({
      parentId: null,
      type: "Article",
      imageIds: [image.body.result.id],
    });
    const child = await category(token, { parentId: root.id, subtitle: "Sub" });
    expect(child).toMatchObject({ parentId: root.id, parentCode: root.code, subtitle: "Sub" });
    const grandchild = await category(token, { parentId: child.id });

    const renamed = `${root.code}-v2`;
    await call(CmsCategory.Update, { ...root, code: renamed }, { token });
    const got = await call(CmsCategory.Get, { id: child.id }, { token });
    expect(got.body.result).toMatchObject({ parentCode: renamed });
    expect(
      (await call(CmsCategory.GetByCode, { code: renamed.toUpperCase() }, { token })).body.result
        .id,
    ).toBe(root.id);

    const loop = await call(
      CmsCategory.Update,
      { ...root, code: renamed, parentId: grandchild.id },
      { token },
    );
    expect(loop.status).toBe(400);
    expect(membersOf(loop)).toEqual(["parentId"]);

    const tree = (await call(CmsCategory.GetCmsCategoryList, {}, { token })).body.result.items;
    const node = find(tree, root.id);
    expect(node?.children.map((c) => c.id)).toEqual([child.id]);
    expect(node?.children[0]?.children.map((c) => c.id)).toEqual([grandchild.id]);
    expect(node?.imageUrl).toContain(image.body.result.id);
    expect(
      (await call(CmsCategory.GetAll, { parentId: root.id }, { token })).body.result.items,
    ).toHaveLength(1);
  });

  it("hides and shows a category; the website's navigation leaves hidden ones (and their subtree) out", async () => {
    const token = await signIn();
    const root = await category(token, { isNavigation: true });
    const child = await category(token, { parentId: root.id, isNavigation: true });
    const plain = await category(token, { parentId: root.id });
    // anyone may read the navigation: no token
    const nav = async () => (await call(CmsCategory.GetAllNavCategory, {})).body.result.items;
    expect(find(await nav(), root.id)?.children.map((c) => c.id)).toEqual([child.id]);
    const one = await call(CmsCategory.GetOneNavCategory, { code: root.code });
    expect(one.body.result.children.map((c) => c.id)).toEqual([child.id]);
    const kids = await call(CmsCategory.GetChildNavCategory, { parentId: root.id });
    expect(kids.body.result.items.map((c) => c.id)).toEqual([child.id]);
    expect((await call(CmsCategory.GetOneNavCategory, { id: plain.id })).status).toBe(404);

    expect((await call(CmsCategory.HiddenIt, { id: child.id }, { token })).status).toBe(200);
    expect((await call(CmsCategory.Get, { id: child.id }, { token })).body.result.isHidden).toBe(
      true,
    );
    expect(find(await nav(), root.id)?.children).toEqual([]);
    await call(CmsCategory.ShowIt, { id: child.id }, { token });
    await call(CmsCategory.HiddenIt, { id: root.id }, { token });
    expect(find(await nav(), child.id)).toBeUndefined();
    expect((await call(CmsCategory.GetChildNavCategory, { parentId: root.id })).status).toBe(404);
    await call(CmsCategory.ShowIt, { id: root.id }, { token });
    expect(find(await nav(), child.id)).toBeDefined();
  });

  it("reorders one parent's children; an outdated or doubled list is refused", async () => {
    const token = await signIn();
    const root = await category(token);
    const a = await category(token, { parentId: root.id, name: "A" });
    const b = await category(token, { parentId: root.id, name: "B" });
    const c = await category(token, { parentId: root.id, name: "C" });
    const names = async () =>
      (await call(CmsCategory.GetAll, { parentId: root.id }, { token })).body.result.items.map(
        (x) => x.name,
      );
    expect(await names()).toEqual(["A", "B", "C"]);
    const sorted = await call(
      CmsCategory.UpdateSort,
      { parentId: root.id, ids: [c.id, a.id, b.id] },
      { token },
    );
    expect(sorted.status).toBe(200);
    expect(await names()).toEqual(["C", "A", "B"]);

    const stale = await call(
      CmsCategory.UpdateSort,
      { parentId: root.id, ids: [a.id, b.id] },
      { token },
    );
    expect(stale.status).toBe(409);
    const foreign = await call(
      CmsCategory.UpdateSort,
      { parentId: root.id, ids: [a.id, b.id, root.id] },
      { token },
    );
    expect(foreign.status).toBe(409);
    const twice = await call(
      CmsCategory.UpdateSort,
      { parentId: root.id, ids: [a.id, a.id, b.id] },
      { token },
    );
    expect(twice.status).toBe(400);
    expect(membersOf(twice)).toEqual(["ids.1"]);
    expect(await names()).toEqual(["C", "A", "B"]);
  });

  it("refuses to delete a category with children or one navigation leads to (409)", async () => {
    const token = await signIn();
    const root = await category(token);
    const child = await category(token, { parentId: root.id });
    const withChild = await call(CmsCategory.Delete, { id: root.id }, { token });
    expect(withChild.status).toBe(409);
    expect(withChild.body.error?.message).toContain(child.name);
    const nav = await call(
      CmsNavigation.Create,
      { name: unique("Nav"), categoryIds: [child.id] },
      { token },
    );
    const used = await call(CmsCategory.Delete, { id: child.id }, { token });
    expect(used.status).toBe(409);
    expect(used.body.error?.message).toContain(nav.body.result.name);
    await call(CmsNavigation.Delete, { id: nav.body.result.id }, { token });
    expect((await call(CmsCategory.Delete, { id: child.id }, { token })).status).toBe(200);
    expect((await call(CmsCategory.Delete, { id: root.id }, { token })).status).toBe(200);
  });

  it("keeps tenants apart", async () => {
    const token = await signIn();
    const code = unique("t2cat");
    const [theirs] = await (
      await getDb()
    )
      .insert(cmsCategories)
      .values({ tenantId: 2, code, name: "Theirs", isNavigation: true })
      .returning();
    expect((await call(CmsCategory.Get, { id: theirs!.id }, { token })).status).toBe(404);
    expect((await call(CmsCategory.GetByCode, { code }, { token })).status).toBe(404);
    expect((await call(CmsCategory.HiddenIt, { id: theirs!.id }, { token })).status).toBe(404);
    expect((await call(CmsCategory.Delete, { id: theirs!.id }, { token })).status).toBe(404);
    expect((await call(CmsCategory.GetOneNavCategory, { id: theirs!.id })).status).toBe(404);
    const child = await call(
      CmsCategory.Create,
      { code: unique("c"), name: "C", parentId: theirs!.id },
      { token },
    );
    expect(membersOf(child)).toEqual(["parentId"]);
    // the code is free in this tenant
    await category(token, { code });
  });

  it("lets a reader read but not change, and a sorter sort but not hide", async () => {
    const token = await signIn();
    const root = await category(token);
    const reader = await userWith(["Pages.CMS.Category"]);
    expect((await call(CmsCategory.GetCmsCategoryList, {}, { token: reader.token })).status).toBe(
      200,
    );
    expect(
      (await call(CmsCategory.HiddenIt, { id: root.id }, { token: reader.token })).status,
    ).toBe(403);
    const sorter = await userWith(["Pages.CMS.Category", "Pages.CMS.Category.Sort"]);
    expect(
      (await call(CmsCategory.UpdateSort, { parentId: root.id, ids: [] }, { token: sorter.token }))
        .status,
    ).toBe(400);
    expect((await call(CmsCategory.ShowIt, { id: root.id }, { token: sorter.token })).status).toBe(
      403,
    );
  });
});
