import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { contracts } from "@/lib/contracts";
import { getDb } from "@/server/db/client";
import { productBrands } from "@/server/db/schema";
import { call, membersOf, signIn, unique, userWith } from "@/server/test/api";
import { catalogue, productInput, skuRow, uploadImages } from "./catalogue/product-fixtures";

// The bin (issue 14 item 5): Restore and GetAllDeleted, made by the CRUD factory for every
// entity declared with a Restore permission.

const B = contracts.ProductBrand;
const P = contracts.Product;

describe("the bin", () => {
  it("deletes a brand its products use and restores it with the products linked", async () => {
    const token = await signIn();
    const c = await catalogue(token);
    const images = await uploadImages(token, 1);
    const product = await call(
      P.Create,
      productInput(c, images, [skuRow(c, unique("BIN-"), "Red", "S")]),
      { token },
    );
    expect(product.status, JSON.stringify(product.body.error)).toBe(200);
    const id = product.body.result.id;
    const brand = (await call(B.Get, { id: c.brandId }, { token })).body.result;

    expect((await call(B.Delete, { id: c.brandId }, { token })).status).toBe(200);
    // gone from the list, first in the bin, with who deleted it
    expect((await call(B.GetAll, { keyword: brand.name }, { token })).body.result.items).toEqual(
      [],
    );
    const bin = await call(B.GetAllDeleted, { maxResultCount: 5 }, { token });
    expect(bin.status).toBe(200);
    expect(bin.body.result.items[0]).toMatchObject({
      id: c.brandId,
      name: brand.name,
      deleterUserName: "admin",
    });
    // the product still names it, marked deleted; saving it asks for another brand
    const read = (await call(P.Get, { id }, { token })).body.result;
    expect(read).toMatchObject({ brandId: c.brandId, brandName: brand.name, isBrandDeleted: true });
    expect(read.skus[0]).toMatchObject({ brandName: brand.name, isBrandDeleted: true });
    const saved = await call(
      P.Update,
      { ...productInput(c, images, [skuRow(c, unique("BIN-"), "Red", "S")]), id },
      { token, culture: "en" },
    );
    expect(saved.status).toBe(400);
    expect(membersOf(saved)).toEqual(["brandId"]);
    expect(saved.body.error?.validationErrors?.[0]?.message).toBe(
      `The brand "${brand.name}" has been deleted. Choose another brand.`,
    );

    expect((await call(B.Restore, { id: c.brandId }, { token })).status).toBe(200);
    expect((await call(B.Get, { id: c.brandId }, { token })).body.result).toMatchObject({
      name: brand.name,
      productCount: 1,
    });
    expect((await call(P.Get, { id }, { token })).body.result).toMatchObject({
      brandName: brand.name,
      isBrandDeleted: false,
    });
    const after = await call(B.GetAllDeleted, { maxResultCount: 1000 }, { token });
    expect(after.body.result.items.map((b) => b.id)).not.toContain(c.brandId);
    // a live record is not in the bin: nothing to restore
    expect((await call(B.Restore, { id: c.brandId }, { token })).status).toBe(404);
  });

  it("refuses a restore while a live record holds the same name (409)", async () => {
    const token = await signIn();
    const name = unique("Clash");
    const first = await call(B.Create, { name }, { token });
    await call(B.Delete, { id: first.body.result.id }, { token });
    await call(B.Create, { name: name.toUpperCase() }, { token });
    const res = await call(B.Restore, { id: first.body.result.id }, { token, culture: "en" });
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toBe(
      `"${name}" cannot be restored: "${name}" is now used by another record. Rename or delete that one first.`,
    );
  });

  it("brings back the rows the delete removed with it, not those deleted before", async () => {
    const token = await signIn();
    const F = contracts.Feedback;
    const R = contracts.FeedbackReply;
    const feedback = await call(
      F.Create,
      {
        title: unique("Binned"),
        content: "c",
        contactType: "",
        typeCode: "Complaint",
        isShowPortal: false,
      },
      { token },
    );
    expect(feedback.status, JSON.stringify(feedback.body.error)).toBe(200);
    const feedbackId = feedback.body.result.id;
    const kept = await call(R.Create, { feedbackId, content: "kept" }, { token });
    const earlier = await call(R.Create, { feedbackId, content: "earlier" }, { token });
    await call(R.Delete, { id: earlier.body.result.id }, { token });

    await call(F.Delete, { id: feedbackId }, { token });
    expect((await call(R.Get, { id: kept.body.result.id }, { token })).status).toBe(404);
    expect((await call(F.Restore, { id: feedbackId }, { token })).status).toBe(200);
    const replies = await call(R.GetAll, { feedbackId, maxResultCount: 10 }, { token });
    expect(replies.body.result.items.map((r) => r.content)).toEqual(["kept"]);
  });

  it("refuses a restore while what the record belongs to is deleted", async () => {
    const token = await signIn();
    const anchor = await call(
      contracts.CmsAnchor.Create,
      { name: unique("anchor"), displayName: unique("Anchor"), width: 100, height: 50 },
      { token },
    );
    expect(anchor.status, JSON.stringify(anchor.body.error)).toBe(200);
    const image = (await uploadImages(token, 1))[0]!;
    const swiper = await call(
      contracts.Swiper.Create,
      {
        displayName: unique("Slide"),
        cmsAnchorId: anchor.body.result.id,
        imageId: image,
        order: 1,
      },
      { token },
    );
    expect(swiper.status, JSON.stringify(swiper.body.error)).toBe(200);
    await call(contracts.Swiper.Delete, { id: swiper.body.result.id }, { token });
    await call(contracts.CmsAnchor.Delete, { id: anchor.body.result.id }, { token });
    const refused = await call(
      contracts.Swiper.Restore,
      { id: swiper.body.result.id },
      { token, culture: "en" },
    );
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toContain(anchor.body.result.displayName);
    await call(contracts.CmsAnchor.Restore, { id: anchor.body.result.id }, { token });
    expect(
      (await call(contracts.Swiper.Restore, { id: swiper.body.result.id }, { token })).status,
    ).toBe(200);
  });

  it("is refused (403) to a user who may delete but not restore", async () => {
    const token = await signIn();
    const brand = await call(B.Create, { name: unique("NoUndo") }, { token });
    const deleter = await userWith(["Pages.Commodity.Brand", "Pages.Commodity.Brand.Delete"]);
    expect(
      (await call(B.Delete, { id: brand.body.result.id }, { token: deleter.token })).status,
    ).toBe(200);
    expect(
      (await call(B.Restore, { id: brand.body.result.id }, { token: deleter.token })).status,
    ).toBe(403);
    expect((await call(B.GetAllDeleted, {}, { token: deleter.token })).status).toBe(403);
  });

  it("keeps to the data scope: another user's deleted record is absent under a Mine scope", async () => {
    const admin = await signIn();
    const theirs = await call(B.Create, { name: unique("Theirs") }, { token: admin });
    await call(B.Delete, { id: theirs.body.result.id }, { token: admin });
    const scoped = await userWith(
      [
        "Pages.Commodity.Brand",
        "Pages.Commodity.Brand.Create",
        "Pages.Commodity.Brand.Delete",
        "Pages.Commodity.Brand.Restore",
      ],
      [{ permissionName: "Pages.Commodity.Brand", scope: "Mine" }],
    );
    const mine = await call(B.Create, { name: unique("Mine") }, { token: scoped.token });
    await call(B.Delete, { id: mine.body.result.id }, { token: scoped.token });
    const bin = await call(B.GetAllDeleted, { maxResultCount: 1000 }, { token: scoped.token });
    expect(bin.body.result.items.map((b) => b.id)).toEqual([mine.body.result.id]);
    expect(
      (await call(B.Restore, { id: theirs.body.result.id }, { token: scoped.token })).status,
    ).toBe(404);
    expect(
      (await call(B.Restore, { id: mine.body.result.id }, { token: scoped.token })).status,
    ).toBe(200);
  });

  it("is audited", async () => {
    const token = await signIn();
    const brand = await call(B.Create, { name: unique("Audited") }, { token });
    await call(B.Delete, { id: brand.body.result.id }, { token });
    await call(B.Restore, { id: brand.body.result.id }, { token });
    const logs = await call(
      contracts.AuditLog.GetAll,
      { serviceName: "ProductBrand", methodName: "Restore", maxResultCount: 50 },
      { token },
    );
    expect(logs.status, JSON.stringify(logs.body.error)).toBe(200);
    expect(JSON.stringify(logs.body.result.items)).toContain(brand.body.result.id);
  });

  it("lists a record another tool marked deleted without a time last, with no time (no 500)", async () => {
    const token = await signIn();
    const brand = await call(B.Create, { name: unique("Untimed") }, { token });
    expect((await call(B.Delete, { id: brand.body.result.id }, { token })).status).toBe(200);
    const db = await getDb();
    await db
      .update(productBrands)
      .set({ deletionTime: null, deleterUserId: null })
      .where(eq(productBrands.id, brand.body.result.id));
    const first = await call(B.GetAllDeleted, { maxResultCount: 1 }, { token });
    expect(first.status).toBe(200);
    expect(first.body.result.items[0]?.id).not.toBe(brand.body.result.id);
    const all = await call(B.GetAllDeleted, { maxResultCount: 1000 }, { token });
    expect(all.body.result.items.at(-1)).toMatchObject({
      id: brand.body.result.id,
      deletionTime: null,
      deleterUserName: null,
    });
    expect((await call(B.Restore, { id: brand.body.result.id }, { token })).status).toBe(200);
  });
});
