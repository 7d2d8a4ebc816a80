import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { call, signIn, unique, userWith } from "@/server/test/api";
import { pngBytes, upload } from "@/server/test/files";

async function anchor(token: string, width = 300, height = 200) {
  const res = await call(
    contracts.CmsAnchor.Create,
    { name: unique("anchor"), displayName: unique("Anchor"), number: "A1", width, height },
    { token },
  );
  expect(res.status).toBe(200);
  return res.body.result;
}

async function swiper(token: string, cmsAnchorId: string, displayName: string, order: number) {
  const image = await upload(token, pngBytes(), "slide.png", "productImage");
  const res = await call(
    contracts.Swiper.Create,
    { displayName, cmsAnchorId, imageId: image.body.result.id, order, jumpUrl: "/sale" },
    { token },
  );
  expect(res.status).toBe(200);
  return res.body.result;
}

describe("CmsAnchor", () => {
  it("creates, lists by keyword, updates and deletes an anchor", async () => {
    const token = await signIn();
    const created = await anchor(token);
    expect(created).toMatchObject({ width: 300, height: 200, number: "A1", swiperCount: 0 });
    const list = await call(
      contracts.CmsAnchor.GetAll,
      { keyword: created.displayName, sorting: "width desc" },
      { token },
    );
    expect(list.body.result.items.map((a) => a.id)).toEqual([created.id]);
    const updated = await call(
      contracts.CmsAnchor.Update,
      { ...created, width: 10000, height: 0, number: " " },
      { token },
    );
    expect(updated.body.result).toMatchObject({ width: 10000, height: 0, number: null });
    expect((await call(contracts.CmsAnchor.Delete, { id: created.id }, { token })).status).toBe(
      200,
    );
    expect((await call(contracts.CmsAnchor.Get, { id: created.id }, { token })).status).toBe(404);
  });

  it("refuses a size outside 0–10000 with the anchor-size message, and a duplicate name", async () => {
    const token = await signIn();
    for (const [width, height] of [
      [10001, 10],
      [10, -1],
      [1.5, 10],
    ]) {
      const res = await call(
        contracts.CmsAnchor.Create,
        { name: unique("a"), displayName: "A", width: width!, height: height! },
        { token, headers: { "Accept-Language": "en" } },
      );
      expect(res.status).toBe(400);
      expect(res.body.error?.validationErrors?.[0]).toMatchObject({
        members: [width === 10 ? "height" : "width"],
        message: "Enter a whole number from 0 to 10000.",
      });
    }
    const first = await anchor(token);
    const dup = await call(
      contracts.CmsAnchor.Create,
      { name: first.name.toUpperCase(), displayName: "B", width: 1, height: 1 },
      { token },
    );
    expect(dup.status).toBe(400);
    expect(dup.body.error?.validationErrors?.[0]?.members).toEqual(["name"]);
  });

  it("refuses to delete an anchor its swipers use, naming them", async () => {
    const token = await signIn();
    const a = await anchor(token);
    const s = await swiper(token, a.id, unique("Slide"), 1);
    const res = await call(contracts.CmsAnchor.Delete, { id: a.id }, { token });
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toContain(s.displayName);
    await call(contracts.Swiper.Delete, { id: s.id }, { token });
    expect((await call(contracts.CmsAnchor.Delete, { id: a.id }, { token })).status).toBe(200);
  });
});

describe("Swiper", () => {
  it("creates swipers with images bound, filters by anchor and reorders them", async () => {
    const token = await signIn();
    const a = await anchor(token);
    const other = await anchor(token);
    const first = await swiper(token, a.id, "First", 1);
    const second = await swiper(token, a.id, "Second", 2);
    await swiper(token, other.id, "Elsewhere", 1);
    expect(first).toMatchObject({
      anchorName: a.displayName,
      anchorWidth: 300,
      anchorHeight: 200,
      jumpUrl: "/sale",
    });
    const files = await call(
      contracts.Attachment.GetAttachments,
      { hostType: "Swiper", hostId: first.id },
      { token },
    );
    expect(files.body.result.map((f) => f.id)).toEqual([first.imageId]);

    const listOf = async () =>
      (
        await call(contracts.Swiper.GetAll, { cmsAnchorId: a.id, sorting: "order asc" }, { token })
      ).body.result.items.map((s) => s.displayName);
    expect(await listOf()).toEqual(["First", "Second"]);
    const sorted = await call(
      contracts.Swiper.UpdateSort,
      { cmsAnchorId: a.id, ids: [second.id, first.id] },
      { token },
    );
    expect(sorted.status).toBe(200);
    expect(await listOf()).toEqual(["Second", "First"]);
    expect(
      (await call(contracts.CmsAnchor.Get, { id: a.id }, { token })).body.result,
    ).toMatchObject({ swiperCount: 2 });

    // a list missing one of the anchor's swipers, or listing one twice, is refused
    const stale = await call(
      contracts.Swiper.UpdateSort,
      { cmsAnchorId: a.id, ids: [first.id] },
      { token },
    );
    expect(stale.status).toBe(409);
    const twice = await call(
      contracts.Swiper.UpdateSort,
      { cmsAnchorId: a.id, ids: [first.id, first.id] },
      { token },
    );
    expect(twice.status).toBe(400);
  });

  it("requires name, image, anchor and a numeric order; refuses an unknown anchor", async () => {
    const token = await signIn();
    const res = await call(
      contracts.Swiper.Create,
      // @ts-expect-error -- what a careless client sends
      { displayName: " ", order: "x" },
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.flatMap((e) => e.members).sort()).toEqual([
      "cmsAnchorId",
      "displayName",
      "imageId",
      "order",
    ]);
    const image = await upload(token, pngBytes(), "slide.png", "productImage");
    const unknown = await call(
      contracts.Swiper.Create,
      {
        displayName: "X",
        cmsAnchorId: crypto.randomUUID(),
        imageId: image.body.result.id,
        order: 1,
      },
      { token },
    );
    expect(unknown.status).toBe(400);
    expect(unknown.body.error?.validationErrors?.[0]?.members).toEqual(["cmsAnchorId"]);
  });

  it("takes a jump address only as an http(s) address or a path of the site", async () => {
    const token = await signIn();
    const { id: cmsAnchorId } = await anchor(token);
    const image = await upload(token, pngBytes(), "slide.png", "productImage");
    const input = { displayName: "Link", cmsAnchorId, imageId: image.body.result.id, order: 1 };
    for (const jumpUrl of ["javascript:alert(1)", "//evil.example/x", "data:text/html,x", "sale"]) {
      const res = await call(
        contracts.Swiper.Create,
        { ...input, jumpUrl },
        { token, headers: { "Accept-Language": "en" } },
      );
      expect(res.status, jumpUrl).toBe(400);
      expect(res.body.error?.validationErrors?.[0]).toMatchObject({
        members: ["jumpUrl"],
        message:
          "Enter an address starting with http:// or https://, or a path of the site starting with /.",
      });
    }
    for (const jumpUrl of ["https://shop.example/sale?x=1", "/sale/spring", ""]) {
      // each swiper binds its own image
      const own = await upload(token, pngBytes(), "slide.png", "productImage");
      const res = await call(
        contracts.Swiper.Create,
        { ...input, imageId: own.body.result.id, jumpUrl },
        { token },
      );
      expect(res.status, jumpUrl).toBe(200);
    }
  });

  it("lets a reader read but not change swipers", async () => {
    const token = await signIn();
    const a = await anchor(token);
    const s = await swiper(token, a.id, unique("Slide"), 1);
    const reader = await userWith(["Pages.CMS.Swiper"]);
    expect(
      (await call(contracts.Swiper.GetAll, {}, { token: reader.token })).body.result.totalCount,
    ).toBeGreaterThan(0);
    expect((await call(contracts.CmsAnchor.GetAll, {}, { token: reader.token })).status).toBe(200);
    expect(
      (
        await call(
          contracts.Swiper.UpdateSort,
          { cmsAnchorId: a.id, ids: [s.id] },
          { token: reader.token },
        )
      ).status,
    ).toBe(403);
    expect(
      (await call(contracts.Swiper.Delete, { id: s.id }, { token: reader.token })).status,
    ).toBe(403);
  });
});
