import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { getDb } from "@/server/db/client";
import { productCategories, products, productSkus } from "@/server/db/schema";
import { contracts } from "@/lib/contracts";
import type { TCreateParamInput } from "@/lib/contracts/catalogue/params";
import { call, signIn, unique } from "@/server/test/api";

type Service = "ProductSpecParam" | "ProductBasicParam";

async function create(service: Service, token: string, input: TCreateParamInput) {
  const res = await call(contracts[service].Create, input, { token });
  expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  return res.body.result;
}

/** A product row (and optionally a SKU of it) using parameters, without the Product service. */
async function insertProduct(values: {
  name: string;
  specParamIds?: string[];
  basicParams?: { paramId: string; value: string }[];
  sku?: { number: string; specValues: { paramId: string; value: string }[] };
}) {
  const db = await getDb();
  const categoryId = randomUUID();
  await db
    .insert(productCategories)
    .values({ id: categoryId, name: unique("ParamCat"), parentIdPath: `/${categoryId}/` });
  const [product] = await db
    .insert(products)
    .values({
      name: values.name,
      categoryId,
      parentIdPath: `/${categoryId}/`,
      brandId: randomUUID(),
      description: "d",
      specParamIds: values.specParamIds ?? [],
      basicParams: values.basicParams ?? [],
    })
    .returning();
  if (values.sku)
    await db.insert(productSkus).values({
      productId: product!.id,
      number: values.sku.number,
      name: values.name,
      brandId: product!.brandId,
      specValues: values.sku.specValues,
    });
  return product!;
}

describe.each(["ProductSpecParam", "ProductBasicParam"] as const)("%s", (service) => {
  it("creates a drop-down parameter with trimmed options, lists, edits and deletes it", async () => {
    const token = await signIn();
    const name = unique("Colour");
    const created = await create(service, token, {
      name,
      inputKind: "DropDownOptions",
      options: [" Red ", "Blue"],
      requirement: "Needed",
      specInputType: "Enum",
      sortOrder: 2,
    });
    expect(created).toMatchObject({
      name,
      inputKind: "DropDownOptions",
      options: ["Red", "Blue"],
      requirement: "Needed",
      specInputType: "Enum",
      sortOrder: 2,
      productCount: 0,
    });

    const got = await call(contracts[service].Get, { id: created.id }, { token });
    expect(got.body.result.options).toEqual(["Red", "Blue"]);

    // typed-in values have no options: they are dropped
    const updated = await call(
      contracts[service].Update,
      { id: created.id, name, inputKind: "ManualInput", options: ["ignored"] },
      { token },
    );
    expect(updated.body.result).toMatchObject({
      inputKind: "ManualInput",
      options: [],
      requirement: "Recommend",
      specInputType: "String",
      sortOrder: 0,
    });

    expect((await call(contracts[service].Delete, { id: created.id }, { token })).status).toBe(200);
    expect((await call(contracts[service].Get, { id: created.id }, { token })).status).toBe(404);
  });

  it("needs options for a drop-down, each once", async () => {
    const token = await signIn();
    const none = await call(
      contracts[service].Create,
      { name: unique("Size"), inputKind: "DropDownOptions", options: [] },
      { token },
    );
    expect(none.status).toBe(400);
    expect(none.body.error?.validationErrors).toMatchObject([
      { message: "A drop-down parameter needs at least one option.", members: ["options"] },
    ]);
    const twice = await call(
      contracts[service].Create,
      { name: unique("Size"), inputKind: "DropDownOptions", options: ["S", "M", " s "] },
      { token },
    );
    expect(twice.status).toBe(400);
    expect(twice.body.error?.validationErrors).toMatchObject([
      { message: "The option s is listed more than once.", members: ["options"] },
    ]);
    const blank = await call(
      contracts[service].Create,
      { name: unique("Size"), inputKind: "DropDownOptions", options: ["S", "  "] },
      { token },
    );
    expect(blank.status).toBe(400);
    expect(blank.body.error?.validationErrors?.[0]?.members).toEqual(["options.1"]);
  });

  it("refuses a name already used, ignoring case, on the name field", async () => {
    const token = await signIn();
    const name = unique("Weight");
    const first = await create(service, token, { name });
    const res = await call(contracts[service].Create, { name: name.toUpperCase() }, { token });
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0]).toMatchObject({
      message: `The name ${name.toUpperCase()} is already used.`,
      members: ["name"],
    });
    // renaming to its own name is no clash
    const same = await call(contracts[service].Update, { id: first.id, name }, { token });
    expect(same.status).toBe(200);
  });

  it("filters, sorts and pages the list", async () => {
    const token = await signIn();
    const tag = unique("Flt");
    const a = await create(service, token, { name: `${tag} a`, sortOrder: 3 });
    const b = await create(service, token, {
      name: `${tag} b`,
      requirement: "Needed",
      sortOrder: 1,
    });
    const c = await create(service, token, {
      name: `${tag} c`,
      inputKind: "DropDownOptions",
      options: ["x"],
      requirement: "Needed",
      sortOrder: 2,
    });
    const list = (query: Record<string, unknown>) =>
      call(contracts[service].GetAll, { keyword: tag, ...query }, { token });

    expect((await list({})).body.result.items.map((p) => p.id)).toEqual([b.id, c.id, a.id]);
    const desc = await list({ sorting: "name desc", maxResultCount: 2 });
    expect(desc.body.result.totalCount).toBe(3);
    expect(desc.body.result.items.map((p) => p.id)).toEqual([c.id, b.id]);
    const next = await list({ sorting: "name desc", maxResultCount: 2, skipCount: 2 });
    expect(next.body.result.items.map((p) => p.id)).toEqual([a.id]);
    const needed = await list({ requirement: "Needed", sorting: "name" });
    expect(needed.body.result.items.map((p) => p.id)).toEqual([b.id, c.id]);
    const dropDown = await list({ inputKind: "DropDownOptions" });
    expect(dropDown.body.result.items.map((p) => p.id)).toEqual([c.id]);
    expect((await list({ sorting: "options" })).status).toBe(400);
  });

  it("is refused to a user without catalogue permissions", async () => {
    const editor = await signIn("editor");
    expect((await call(contracts[service].GetAll, {}, { token: editor })).status).toBe(403);
    const clerk = await signIn("clerk");
    expect((await call(contracts[service].GetAll, {}, { token: clerk })).status).toBe(200);
    const res = await call(contracts[service].Create, { name: unique("No") }, { token: clerk });
    expect(res.status).toBe(403);
  });
});

describe("parameters in use", () => {
  it("refuses to delete a spec parameter products use, naming them, and counts them", async () => {
    const token = await signIn();
    const param = await create("ProductSpecParam", token, { name: unique("Voltage") });
    await insertProduct({ name: "Toaster One", specParamIds: [randomUUID(), param.id] });
    await insertProduct({ name: "Toaster Two", specParamIds: [param.id] });
    const got = await call(contracts.ProductSpecParam.Get, { id: param.id }, { token });
    expect(got.body.result.productCount).toBe(2);
    const res = await call(contracts.ProductSpecParam.Delete, { id: param.id }, { token });
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toBe(
      `${param.name} is used by "Toaster One", "Toaster Two"; it cannot be deleted.`,
    );
  });

  it("refuses to delete a spec parameter a SKU chose a value for, naming the SKU", async () => {
    const token = await signIn();
    const param = await create("ProductSpecParam", token, { name: unique("Capacity") });
    const number = unique("SKU-");
    await insertProduct({
      name: "Jug",
      sku: { number, specValues: [{ paramId: param.id, value: "1 L" }] },
    });
    const res = await call(contracts.ProductSpecParam.Delete, { id: param.id }, { token });
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toBe(
      `${param.name} is used by "${number}"; it cannot be deleted.`,
    );
  });

  it("refuses to delete a basic parameter a product fills in, naming it", async () => {
    const token = await signIn();
    const param = await create("ProductBasicParam", token, { name: unique("Material") });
    const other = await create("ProductBasicParam", token, { name: unique("Origin") });
    await insertProduct({
      name: "Steel Pan",
      basicParams: [{ paramId: param.id, value: "steel" }],
    });
    const list = await call(contracts.ProductBasicParam.GetAll, { keyword: param.name }, { token });
    expect(list.body.result.items).toMatchObject([{ id: param.id, productCount: 1 }]);
    const res = await call(contracts.ProductBasicParam.Delete, { id: param.id }, { token });
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toBe(
      `${param.name} is used by "Steel Pan"; it cannot be deleted.`,
    );
    expect(
      (await call(contracts.ProductBasicParam.Delete, { id: other.id }, { token })).status,
    ).toBe(200);
  });
});

describe("parameter lists sort by their visible columns", () => {
  it.each(["ProductSpecParam", "ProductBasicParam"] as const)(
    "%s sorts by how many products use it",
    async (svc) => {
      const token = await signIn();
      const res = await call(
        contracts[svc].GetAll,
        { sorting: "productCount desc", maxResultCount: 100 },
        { token },
      );
      expect(res.status).toBe(200);
      const counts = res.body.result.items.map((p) => p.productCount);
      expect(counts).toEqual([...counts].sort((a, b) => b - a));
      expect(counts[0]).toBeGreaterThan(0); // the demo catalogue uses parameters
      expect(
        (await call(contracts[svc].GetAll, { sorting: "specInputType asc" }, { token })).status,
      ).toBe(200);
    },
  );
});
