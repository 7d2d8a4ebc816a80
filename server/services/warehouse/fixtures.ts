// Test fixtures for the warehouse API suites: warehouses and locations through the API, and the
// seeded regions self-pickup points are placed in.
import { contracts } from "@/lib/contracts";
import { call, unique } from "@/server/test/api";

export async function newWarehouse(token: string, name = unique("Wh")) {
  const res = await call(
    contracts.Warehouse.Create,
    { name, status: "Enable", description: "test" },
    { token },
  );
  if (res.status !== 200) throw new Error(JSON.stringify(res.body.error));
  return res.body.result;
}

export async function newLocation(
  token: string,
  warehouseId: string,
  [frame, layer, position]: readonly [string, string, string],
) {
  return call(
    contracts.WarehouseLocation.Create,
    { warehouseId, frame, layer, position, status: "Enable" },
    { token },
  );
}

/** The ids of a seeded country, a province in it and a city in that province, by name. */
export async function regionOf(token: string, country: string, province: string, city: string) {
  const tree = await call(
    contracts.WarehouseSelfLiftinPoint.GetAdministrativeDivision,
    {},
    { token },
  );
  const c = tree.body.result.items.find((x) => x.name === country)!;
  const p = c.provinces.find((x) => x.name === province)!;
  const ci = p.cities.find((x) => x.name === city)!;
  return { countryId: c.id, provinceId: p.id, cityId: ci.id };
}

/** A valid self-pickup point of a warehouse in Toronto (the fields SPEC §5 requires). */
export async function pointInput(token: string, warehouseId: string) {
  return {
    warehouseId,
    name: unique("Point"),
    contacts: "Ada Roy",
    contactNumber: "+1 416-555-0100",
    contactEmail: "ada@example.com",
    ...(await regionOf(token, "Canada", "Ontario", "Toronto")),
    address: "1 Yonge St",
    remark: null,
  };
}
