import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { call, signIn, unique, userWith } from "@/server/test/api";
import { newLocation, newWarehouse, pointInput } from "./fixtures";

const { Warehouse, WarehouseLocation, WarehouseSelfLiftinPoint: Point } = contracts;

describe("the Warehouse data scope (Specified warehouses)", () => {
  it("shows and changes only the records of the granted warehouses", async () => {
    const admin = await signIn();
    const mine = await newWarehouse(admin);
    const theirs = await newWarehouse(admin);
    const myLocation = (await newLocation(admin, mine.id, ["A", "01", "01"])).body.result;
    const theirLocation = (await newLocation(admin, theirs.id, ["A", "01", "01"])).body.result;
    const theirPoint = (
      await call(Point.Create, await pointInput(admin, theirs.id), { token: admin })
    ).body.result;

    const clerk = await userWith(
      [
        "Pages.Warehouse",
        "Pages.Warehouse.Warehouses",
        "Pages.Warehouse.Warehouses.Edit",
        "Pages.Warehouse.Locations",
        "Pages.Warehouse.Locations.Create",
        "Pages.Warehouse.Locations.Edit",
        "Pages.Warehouse.Locations.Delete",
        "Pages.Warehouse.SelfLiftPoints",
        "Pages.Warehouse.SelfLiftPoints.Create",
      ],
      [
        "Pages.Warehouse.Warehouses",
        "Pages.Warehouse.Locations",
        "Pages.Warehouse.SelfLiftPoints",
      ].map((permissionName) => ({
        permissionName,
        scope: "Specified" as const,
        providerName: "Warehouse" as const,
        specifiedIds: [mine.id],
      })),
    );
    const token = clerk.token;

    const warehouses = await call(Warehouse.GetAll, { maxResultCount: 1000 }, { token });
    expect(warehouses.body.result.items.map((w) => w.id)).toEqual([mine.id]);
    expect((await call(Warehouse.Get, { id: theirs.id }, { token })).status).toBe(404);
    const renameTheirs = { id: theirs.id, name: theirs.name, status: "Enable" } as const;
    expect((await call(Warehouse.Update, renameTheirs, { token })).status).toBe(404);

    const locations = await call(WarehouseLocation.GetAll, { maxResultCount: 1000 }, { token });
    expect(locations.body.result.items.map((l) => l.id)).toEqual([myLocation.id]);
    expect((await call(WarehouseLocation.Get, { id: myLocation.id }, { token })).status).toBe(200);
    expect((await call(WarehouseLocation.Get, { id: theirLocation.id }, { token })).status).toBe(
      404,
    );
    const update = { ...theirLocation, position: "02" };
    expect((await call(WarehouseLocation.Update, update, { token })).status).toBe(404);
    expect((await call(WarehouseLocation.Delete, { id: theirLocation.id }, { token })).status).toBe(
      404,
    );
    // nor may one of mine move into their warehouse, or one be created there
    const moveIn = { ...myLocation, warehouseId: theirs.id };
    expect((await call(WarehouseLocation.Update, moveIn, { token })).status).toBe(400);
    const created = await newLocation(token, theirs.id, ["B", "01", "01"]);
    expect(created.status).toBe(400);
    expect(created.body.error?.validationErrors?.[0]?.members).toEqual(["warehouseId"]);
    expect((await newLocation(token, mine.id, ["B", "01", "01"])).status).toBe(200);

    const points = await call(Point.GetAll, { maxResultCount: 1000 }, { token });
    expect(points.body.result.items.map((p) => p.warehouseId)).not.toContain(theirs.id);
    expect((await call(Point.Get, { id: theirPoint.id }, { token })).status).toBe(404);
    const refused = await call(Point.Create, await pointInput(token, theirs.id), { token });
    expect(refused.status).toBe(400);
    expect((await call(Point.Create, await pointInput(token, mine.id), { token })).status).toBe(
      200,
    );

    // the administrator still sees everything
    const all = await call(WarehouseLocation.GetAll, { maxResultCount: 1000 }, { token: admin });
    expect(all.body.result.items.map((l) => l.id)).toEqual(
      expect.arrayContaining([myLocation.id, theirLocation.id]),
    );
  });

  it("offers the Warehouse data source for the warehouse pages only, with warehouses as items", async () => {
    const admin = await signIn();
    const names = async (permissionCode?: string) =>
      (
        await call(contracts.ScopeDataSource.GetProviders, { permissionCode }, { token: admin })
      ).body.result.map((p) => p.name);
    expect(await names("Pages.Warehouse.Locations")).toContain("Warehouse");
    expect(await names("Pages.Warehouse")).not.toContain("Warehouse");
    expect(await names("Pages.Warehouse.Locations.Edit")).not.toContain("Warehouse");
    expect(await names("Pages.Users")).not.toContain("Warehouse");
    const items = await call(
      contracts.ScopeDataSource.GetItems,
      { providerName: "warehouse", keyword: "montreal" },
      { token: admin },
    );
    expect(items.body.result.map((i) => i.displayName)).toEqual(["Montreal Depot"]);

    const roleName = unique("WhScope");
    const role = await call(
      contracts.Role.Create,
      { name: roleName, displayName: roleName },
      { token: admin },
    );
    const misfit = await call(
      contracts.Role.GrantPermission,
      {
        roleId: role.body.result.id,
        permissionNames: ["Pages.Users"],
        dataPermissions: [
          {
            permissionName: "Pages.Users",
            scope: "Specified",
            providerName: "Warehouse",
            specifiedIds: [items.body.result[0]!.id],
          },
        ],
      },
      { token: admin, culture: "en" },
    );
    expect(misfit.status).toBe(400);
    expect(misfit.body.error?.validationErrors?.[0]?.message).toBe(
      "The data source Warehouse does not apply to Pages.Users.",
    );
  });
});
