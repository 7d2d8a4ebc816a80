import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { getDb } from "@/server/db/client";
import { productSkus } from "@/server/db/schema";
import { call, signIn, unique } from "@/server/test/api";
import { newWarehouse, pointInput, regionOf } from "./fixtures";

const { WarehouseSelfLiftinPoint: Point } = contracts;

describe("WarehouseSelfLiftinPoint", () => {
  it("creates, lists by warehouse, updates and deletes a point, with its region text", async () => {
    const token = await signIn();
    const wh = await newWarehouse(token);
    const input = await pointInput(token, wh.id);
    const created = await call(Point.Create, input, { token });
    expect(created.status).toBe(200);
    expect(created.body.result).toMatchObject({
      ...input,
      warehouseName: wh.name,
      regionText: "Ontario, Toronto",
    });

    const list = await call(Point.GetAll, { warehouseId: wh.id }, { token });
    expect(list.body.result.items.map((p) => p.id)).toEqual([created.body.result.id]);

    // a province and city without a country are accepted; the chain still holds
    const montreal = await regionOf(token, "Canada", "Quebec", "Montreal");
    const moved = await call(
      Point.Update,
      { ...input, id: created.body.result.id, ...montreal, countryId: null, remark: "back door" },
      { token },
    );
    expect(moved.status).toBe(200);
    expect(moved.body.result).toMatchObject({
      countryId: null,
      regionText: "Quebec, Montreal",
      remark: "back door",
    });

    expect((await call(Point.Delete, { id: created.body.result.id }, { token })).status).toBe(200);
    expect((await call(Point.Get, { id: created.body.result.id }, { token })).status).toBe(404);
  });

  it("refuses a region chain that does not hold, and an unknown warehouse, on their fields", async () => {
    const token = await signIn();
    const wh = await newWarehouse(token);
    const input = await pointInput(token, wh.id);
    const shenzhen = await regionOf(token, "China", "Guangdong", "Shenzhen");
    const fieldOf = async (patch: Record<string, unknown>) => {
      const res = await call(Point.Create, { ...input, ...patch }, { token, culture: "en" });
      expect(res.status).toBe(400);
      return res.body.error?.validationErrors?.[0];
    };
    expect(await fieldOf({ cityId: shenzhen.cityId })).toEqual({
      message: "This region is not inside the one chosen above it.",
      members: ["cityId"],
    });
    expect((await fieldOf({ countryId: shenzhen.countryId }))?.members).toEqual(["provinceId"]);
    expect(await fieldOf({ provinceId: randomUUID() })).toEqual({
      message: "This region does not exist.",
      members: ["provinceId"],
    });
    expect((await fieldOf({ warehouseId: randomUUID() }))?.members).toEqual(["warehouseId"]);
    expect((await fieldOf({ contactEmail: "nope" }))?.members).toEqual(["contactEmail"]);
  });

  it("refuses to delete a point live SKUs name", async () => {
    const token = await signIn();
    const wh = await newWarehouse(token);
    const point = (await call(Point.Create, await pointInput(token, wh.id), { token })).body.result;
    const db = await getDb();
    const number = unique("SKU");
    const [sku] = await db
      .insert(productSkus)
      .values({
        productId: randomUUID(),
        brandId: randomUUID(),
        number,
        name: "Pickup SKU",
        selfLiftingPointId: point.id,
      })
      .returning();
    const res = await call(Point.Delete, { id: point.id }, { token, culture: "en" });
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toBe(
      `${point.name} is used by "${number}"; it cannot be deleted.`,
    );
    await db.update(productSkus).set({ isDeleted: true }).where(eq(productSkus.id, sku!.id));
    expect((await call(Point.Delete, { id: point.id }, { token })).status).toBe(200);
  });

  it("answers the country → province → city tree by name", async () => {
    const token = await signIn();
    const res = await call(Point.GetAdministrativeDivision, {}, { token });
    expect(res.status).toBe(200);
    const countries = res.body.result.items;
    expect(countries.map((c) => c.name)).toEqual(expect.arrayContaining(["Canada", "China"]));
    const canada = countries.find((c) => c.name === "Canada")!;
    const names = canada.provinces.map((p) => p.name);
    const lower = names.map((n) => n.toLowerCase());
    expect(lower).toEqual([...lower].sort());
    const ontario = canada.provinces.find((p) => p.name === "Ontario")!;
    expect(ontario.cities.map((c) => c.name)).toEqual(
      expect.arrayContaining(["Toronto", "Ottawa", "Mississauga"]),
    );
    // the seeded points sit in seeded cities
    const seeded = await call(Point.GetAll, { maxResultCount: 1000 }, { token });
    expect(seeded.body.result.items.map((p) => p.regionText)).toEqual(
      expect.arrayContaining(["Ontario, Toronto", "Guangdong, Shenzhen"]),
    );
  });
});
