import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { productCategories, products } from "@/server/db/schema";
import { contracts } from "@/lib/contracts";
import type { TCreateMappingInput } from "@/lib/contracts/catalogue/mapping";
import { call, signIn, unique } from "@/server/test/api";

/** Product rows to link (the Product service is not needed to have them). */
async function insertProducts(...names: string[]) {
  const db = await getDb();
  const categoryId = randomUUID();
  await db
    .insert(productCategories)
    .values({ id: categoryId, name: unique("MapCat"), parentIdPath: `/${categoryId}/` });
  return db
    .insert(products)
    .values(
      names.map((name) => ({
        name,
        categoryId,
        parentIdPath: `/${categoryId}/`,
        brandId: randomUUID(),
        description: "d",
      })),
    )
    .returning();
}

describe("ProductMapping", () => {
  it("links products, lists the links of a product with the target's name, edits and deletes one", async () => {
    const token = await signIn();
    const [kettle, filter, mug] = await insertProducts("Kettle", "Filter", "Mug");
    const created = await call(
      contracts.ProductMapping.Create,
      { sourceProductId: kettle!.id, targetProductId: filter!.id, type: "Accessory" },
      { token },
    );
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({
      sourceProductId: kettle!.id,
      targetProductId: filter!.id,
      targetProductName: "Filter",
      type: "Accessory",
    });
    await call(
      contracts.ProductMapping.Create,
      { sourceProductId: kettle!.id, targetProductId: mug!.id, type: "Related" },
      { token },
    );
    // the same pair with another type is a different link
    await call(
      contracts.ProductMapping.Create,
      { sourceProductId: kettle!.id, targetProductId: filter!.id, type: "Bundle" },
      { token },
    );
    const list = (query: Record<string, unknown>) =>
      call(contracts.ProductMapping.GetAll, { sourceProductId: kettle!.id, ...query }, { token });
    const byName = await list({ sorting: "targetProductName desc, type" });
    expect(byName.body.result.totalCount).toBe(3);
    expect(byName.body.result.items.map((x) => [x.targetProductName, x.type])).toEqual([
      ["Mug", "Related"],
      ["Filter", "Accessory"],
      ["Filter", "Bundle"],
    ]);
    const paged = await list({ sorting: "type", maxResultCount: 1, skipCount: 1 });
    expect(paged.body.result.items.map((x) => x.type)).toEqual(["Bundle"]);
    const related = await list({ type: "Related" });
    expect(related.body.result.items.map((x) => x.targetProductId)).toEqual([mug!.id]);
    expect((await list({ sourceProductId: mug!.id })).body.result.totalCount).toBe(0);

    const updated = await call(
      contracts.ProductMapping.Update,
      {
        id: created.body.result.id,
        sourceProductId: kettle!.id,
        targetProductId: filter!.id,
        type: "Replacement",
      },
      { token },
    );
    expect(updated.body.result.type).toBe("Replacement");
    const id = created.body.result.id;
    expect((await call(contracts.ProductMapping.Delete, { id }, { token })).status).toBe(200);
    expect((await call(contracts.ProductMapping.Get, { id }, { token })).status).toBe(404);
  });

  it("refuses a link to the product itself, a repeated link and unknown products", async () => {
    const token = await signIn();
    const [a, b, gone] = await insertProducts("Pot", "Lid", "Old pan");
    const db = await getDb();
    await db.update(products).set({ isDeleted: true }).where(eq(products.id, gone!.id));
    const create = (input: TCreateMappingInput) =>
      call(contracts.ProductMapping.Create, input, { token });

    const self = await create({ sourceProductId: a!.id, targetProductId: a!.id, type: "Related" });
    expect(self.status).toBe(400);
    expect(self.body.error?.validationErrors).toMatchObject([
      { message: "A product cannot be linked to itself.", members: ["targetProductId"] },
    ]);

    const link: TCreateMappingInput = {
      sourceProductId: a!.id,
      targetProductId: b!.id,
      type: "Accessory",
    };
    expect((await create(link)).status).toBe(200);
    const again = await create(link);
    expect(again.status).toBe(400);
    expect(again.body.error?.validationErrors).toMatchObject([
      {
        message: "Lid is already linked to this product as Accessory.",
        members: ["targetProductId"],
      },
    ]);

    const unknownSource = await create({ ...link, sourceProductId: randomUUID() });
    expect(unknownSource.status).toBe(400);
    expect(unknownSource.body.error?.validationErrors?.[0]?.members).toEqual(["sourceProductId"]);
    const deletedTarget = await create({ ...link, targetProductId: gone!.id });
    expect(deletedTarget.status).toBe(400);
    expect(deletedTarget.body.error?.validationErrors?.[0]).toMatchObject({
      message: `There is no Product with id ${gone!.id}.`,
      members: ["targetProductId"],
    });
    // A wrong input is a type error at the call site (tsc checks this line: were "Cousin" accepted,
    // the directive itself would fail); the server still refuses what an untyped client sends.
    // @ts-expect-error "Cousin" is not a mapping type
    const badType = await create({ ...link, type: "Cousin" });
    expect(badType.status).toBe(400);
    expect(badType.body.error?.validationErrors?.[0]?.members).toEqual(["type"]);
  });

  it("deleting a product soft-deletes the links from and to it, and only those", async () => {
    const token = await signIn();
    const [kettle, filter, mug] = await insertProducts("Gone kettle", "Its filter", "Other mug");
    const link = async (source: string, target: string) =>
      (
        await call(
          contracts.ProductMapping.Create,
          { sourceProductId: source, targetProductId: target, type: "Related" },
          { token },
        )
      ).body.result.id;
    const from = await link(kettle!.id, filter!.id);
    const to = await link(mug!.id, kettle!.id);
    const unrelated = await link(mug!.id, filter!.id);
    expect((await call(contracts.Product.Delete, { id: kettle!.id }, { token })).status).toBe(200);
    for (const id of [from, to])
      expect((await call(contracts.ProductMapping.Get, { id }, { token })).status).toBe(404);
    expect((await call(contracts.ProductMapping.Get, { id: unrelated }, { token })).status).toBe(
      200,
    );
  });

  it("lets product readers see links but only mapping managers change them", async () => {
    const editor = await signIn("editor");
    expect((await call(contracts.ProductMapping.GetAll, {}, { token: editor })).status).toBe(403);
    const clerk = await signIn("clerk");
    const [a, b] = await insertProducts("Cup", "Saucer");
    expect((await call(contracts.ProductMapping.GetAll, {}, { token: clerk })).status).toBe(200);
    const res = await call(
      contracts.ProductMapping.Create,
      { sourceProductId: a!.id, targetProductId: b!.id, type: "Related" },
      { token: clerk },
    );
    expect(res.status).toBe(403);
  });
});
