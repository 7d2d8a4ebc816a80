import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { call, signIn, unique } from "@/server/test/api";
import { newLocation, newWarehouse, pointInput } from "./fixtures";

const { Warehouse } = contracts;

describe("Warehouse", () => {
  it("creates, lists with filters and location counts, updates and deletes a warehouse", async () => {
    const token = await signIn();
    const name = unique("Depot");
    const created = await newWarehouse(token, name);
    expect(created).toMatchObject({
      name,
      status: "Enable",
      description: "test",
      locationCount: 0,
    });
    for (const place of [
      ["A", "01", "01"],
      ["A", "01", "02"],
    ] as const)
      expect((await newLocation(token, created.id, place)).status).toBe(200);

    const list = await call(Warehouse.GetAll, { name: name.toLowerCase() }, { token });
    expect(list.body.result).toMatchObject({
      totalCount: 1,
      items: [{ id: created.id, locationCount: 2 }],
    });
    const disabled = await call(Warehouse.GetAll, { name, status: "Disable" }, { token });
    expect(disabled.body.result.totalCount).toBe(0);
    const mine = await call(
      Warehouse.GetAll,
      { isOnlyMine: true, maxResultCount: 1000 },
      { token },
    );
    expect(mine.body.result.items.map((w) => w.id)).toContain(created.id);

    const updated = await call(
      Warehouse.Update,
      { id: created.id, name: `${name}x`, status: "Disable", description: null },
      { token },
    );
    expect(updated.body.result).toMatchObject({
      name: `${name}x`,
      status: "Disable",
      description: null,
    });
    const sorted = await call(
      Warehouse.GetAll,
      { sorting: "name desc", maxResultCount: 1000 },
      { token },
    );
    const names = sorted.body.result.items.map((w) => w.name.toLowerCase());
    expect(names).toEqual([...names].sort().reverse());

    const other = await newWarehouse(token);
    expect((await call(Warehouse.Delete, { id: other.id }, { token })).status).toBe(200);
    expect((await call(Warehouse.Get, { id: other.id }, { token })).status).toBe(404);
  });

  it("refuses a name another warehouse has, ignoring case, on the name field", async () => {
    const token = await signIn();
    const name = unique("Same");
    await newWarehouse(token, name);
    const res = await call(
      Warehouse.Create,
      { name: name.toUpperCase(), status: "Enable" },
      { token, culture: "en" },
    );
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors).toEqual([
      { message: `The name ${name.toUpperCase()} is already used.`, members: ["name"] },
    ]);
    // the seeded names are taken too
    const seeded = await call(
      Warehouse.Create,
      { name: "toronto dc", status: "Enable" },
      { token },
    );
    expect(seeded.status).toBe(400);
  });

  it("refuses to delete a warehouse while locations or self-pickup points use it", async () => {
    const token = await signIn();
    const wh = await newWarehouse(token);
    const location = await newLocation(token, wh.id, ["Z", "09", "09"]);
    const refused = await call(Warehouse.Delete, { id: wh.id }, { token, culture: "en" });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(
      `${wh.name} is used by "Z-09-09"; it cannot be deleted.`,
    );
    await call(contracts.WarehouseLocation.Delete, { id: location.body.result.id }, { token });

    const point = await call(
      contracts.WarehouseSelfLiftinPoint.Create,
      await pointInput(token, wh.id),
      { token },
    );
    expect(point.status).toBe(200);
    const byPoint = await call(Warehouse.Delete, { id: wh.id }, { token, culture: "en" });
    expect(byPoint.status).toBe(409);
    expect(byPoint.body.error?.message).toContain(point.body.result.name);
    await call(contracts.WarehouseSelfLiftinPoint.Delete, { id: point.body.result.id }, { token });
    expect((await call(Warehouse.Delete, { id: wh.id }, { token })).status).toBe(200);
  });

  it("lists the seeded warehouses for a clerk", async () => {
    const clerk = await signIn("clerk");
    const res = await call(Warehouse.GetAll, { maxResultCount: 1000 }, { token: clerk });
    expect(res.status).toBe(200);
    expect(res.body.result.items.map((w) => w.name)).toEqual(
      expect.arrayContaining(["Toronto DC", "Montreal Depot", "Shenzhen Hub"]),
    );
  });
});
