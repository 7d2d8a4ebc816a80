import { describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { getDb } from "@/server/db/client";
import { customerBillAddresses, customers } from "@/server/db/schema";
import { locationIds } from "@/server/db/seed-data/locations";
import { call, signIn, unique } from "@/server/test/api";

const { Country, Province, City, Area, Town } = contracts;

/** A fresh country → province → city → area chain, for one test. */
async function chain(token: string) {
  const country = await call(
    Country.Create,
    { countryName: unique("Land"), shortName: "LD" },
    { token },
  );
  const province = await call(
    Province.Create,
    { provinceName: unique("Prov"), shortName: "PV", countryId: country.body.result.id },
    { token },
  );
  const city = await call(
    City.Create,
    { cityName: unique("City"), shortCode: "CT", provinceId: province.body.result.id },
    { token },
  );
  const area = await call(
    Area.Create,
    { areaName: unique("Area"), cityId: city.body.result.id },
    { token },
  );
  return {
    country: country.body.result,
    province: province.body.result,
    city: city.body.result,
    area: area.body.result,
  };
}

describe("Locations", () => {
  it("creates, reads, lists, renames and deletes each level, with its parent's name", async () => {
    const token = await signIn();
    const { country, province, city, area } = await chain(token);
    expect(country).toMatchObject({ shortName: "LD", parentName: null });
    expect(province).toMatchObject({ countryId: country.id, parentName: country.countryName });
    expect(city).toMatchObject({ shortCode: "CT", parentName: province.provinceName });
    expect(area).toMatchObject({ cityId: city.id, parentName: city.cityName });

    const got = await call(City.Get, { id: city.id }, { token });
    expect(got.body.result).toEqual(city);
    const list = await call(City.GetAll, { provinceId: province.id }, { token });
    expect(list.body.result).toMatchObject({ totalCount: 1, items: [{ id: city.id }] });
    const byKeyword = await call(Province.GetAll, { keyword: province.provinceName }, { token });
    expect(byKeyword.body.result.items.map((p) => p.id)).toEqual([province.id]);

    const renamed = await call(
      Area.Update,
      { id: area.id, areaName: `${area.areaName}x`, cityId: city.id },
      { token },
    );
    expect(renamed.body.result).toMatchObject({ areaName: `${area.areaName}x` });
    expect(renamed.body.result.lastModificationTime).not.toBeNull();

    expect((await call(Area.Delete, { id: area.id }, { token })).status).toBe(200);
    expect((await call(Area.Get, { id: area.id }, { token })).status).toBe(404);
  });

  it("refuses a name a sibling has (ignoring case), allows it under another parent", async () => {
    const token = await signIn();
    const a = await chain(token);
    const b = await chain(token);
    const clash = await call(
      City.Create,
      { cityName: a.city.cityName.toUpperCase(), provinceId: a.province.id },
      { token },
    );
    expect(clash.status).toBe(400);
    expect(clash.body.error?.validationErrors?.[0]).toMatchObject({
      members: ["cityName"],
      message: `The name ${a.city.cityName.toUpperCase()} is already used.`,
    });
    const elsewhere = await call(
      City.Create,
      { cityName: a.city.cityName, provinceId: b.province.id },
      { token },
    );
    expect(elsewhere.status).toBe(200);
    // renaming a row to its own name is no clash
    const same = await call(
      Country.Update,
      { id: a.country.id, countryName: a.country.countryName, shortName: null },
      { token },
    );
    expect(same.body.result).toMatchObject({ shortName: null });
  });

  it("refuses a parent that does not exist, on the parent's field", async () => {
    const token = await signIn();
    const res = await call(
      Province.Create,
      { provinceName: unique("Orphan"), countryId: crypto.randomUUID() },
      { token },
    );
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0]?.members).toEqual(["countryId"]);
  });

  it("GetAllList gives one parent's live children by name; towns filter by townName", async () => {
    const token = await signIn();
    const { area, city } = await chain(token);
    for (const townName of ["Zeta Town", "alpha town", "Mid Village"])
      await call(Town.Create, { townName, areaId: area.id }, { token });
    const all = await call(Town.GetAllList, { areaId: area.id }, { token });
    expect(all.body.result.items.map((t) => t.townName)).toEqual([
      "alpha town",
      "Mid Village",
      "Zeta Town",
    ]);
    expect(all.body.result.items[0]).toMatchObject({ parentName: area.areaName });
    const filtered = await call(Town.GetAll, { areaId: area.id, townName: "town" }, { token });
    expect(filtered.body.result.items.map((t) => t.townName).sort()).toEqual([
      "Zeta Town",
      "alpha town",
    ]);
    // a level below the top without its parent offers nothing
    expect((await call(Area.GetAllList, {}, { token })).body.result.items).toEqual([]);
    const areasOfCity = await call(Area.GetAllList, { cityId: city.id }, { token });
    expect(areasOfCity.body.result.items.map((a) => a.id)).toEqual([area.id]);
    const countries = await call(Country.GetAllList, {}, { token });
    const names = countries.body.result.items.map((c) => c.countryName);
    expect(names).toEqual(
      [...names].sort((x, y) => x.toLowerCase().localeCompare(y.toLowerCase())),
    );
  });

  it("refuses to delete a level while children or customer addresses use it", async () => {
    const token = await signIn();
    const { country, province, city, area } = await chain(token);
    const res = await call(City.Delete, { id: city.id }, { token });
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toBe(
      `${city.cityName} is used by "${area.areaName}"; it cannot be deleted.`,
    );
    expect((await call(Area.Delete, { id: area.id }, { token })).status).toBe(200);
    expect((await call(City.Delete, { id: city.id }, { token })).status).toBe(200);

    const db = await getDb();
    const [customer] = await db
      .insert(customers)
      .values({ customerType: "Ordinary", customerCode: unique("C"), realName: "Ann" })
      .returning();
    await db.insert(customerBillAddresses).values({
      customerId: customer!.id,
      contactName: "Ann Lee",
      phone: "555",
      countryId: country.id,
      provinceId: province.id,
      detailAddress: "1 Main St",
    });
    const used = await call(Province.Delete, { id: province.id }, { token });
    expect(used.status).toBe(409);
    expect(used.body.error?.message).toContain('"Ann Lee, 1 Main St"');
  });

  it("moving a city to another province carries its addresses' province and country along", async () => {
    const token = await signIn();
    const from = await chain(token);
    const to = await chain(token);
    const owner = await call(
      contracts.Customer.CreateOrdinary,
      { realName: "Mover", sex: "Men", mobilePhone: "+1 416 555 0100", email: "m@example.com" },
      { token },
    );
    const address = await call(
      contracts.CustomerReceivingAddressMapping.Create,
      {
        customerId: owner.body.result.id,
        contactName: "Mover",
        phone: "+1 416 555 0100",
        countryId: from.country.id,
        provinceId: from.province.id,
        cityId: from.city.id,
        areaId: from.area.id,
        detailAddress: "2 Side St",
      },
      { token },
    );
    expect(address.status).toBe(200);
    const moved = await call(City.Update, { ...from.city, provinceId: to.province.id }, { token });
    expect(moved.status).toBe(200);
    const after = await call(
      contracts.CustomerReceivingAddressMapping.Get,
      { id: address.body.result.id },
      { token },
    );
    expect(after.body.result).toMatchObject({
      countryId: to.country.id,
      provinceId: to.province.id,
      cityId: from.city.id,
      areaId: from.area.id,
    });
    expect(after.body.result.regionText).toContain(to.province.provinceName);
    // and it still saves as it is
    const { regionText: _t, isDefault: _d, ...fields } = after.body.result;
    expect(
      (await call(contracts.CustomerReceivingAddressMapping.Update, fields, { token })).status,
    ).toBe(200);
  });

  it("is read by anyone signed in but maintained only with Pages.Admin.Regions", async () => {
    const token = await signIn("editor");
    expect((await call(Country.GetAllList, {}, { token })).status).toBe(200);
    const res = await call(Country.Create, { countryName: unique("Nope") }, { token });
    expect(res.status).toBe(403);
  });
});

describe("Seeded locations", () => {
  it("holds Canada's provinces and China's divisions, found by name", async () => {
    const db = await getDb();
    const toronto = await locationIds(db, ["Canada", "ontario", "Toronto", "North York"]);
    expect(toronto.areaId).toEqual(expect.any(String));
    const token = await signIn();
    const refused = await call(City.Delete, { id: toronto.cityId! }, { token });
    // its five areas, then the demo customers' addresses there
    expect(refused.body.error?.message).toMatch(
      /^Toronto is used by "Downtown", "East York", "Etobicoke" and \d+ more; it cannot be deleted\.$/,
    );
    const canada = await call(Province.GetAllList, { countryId: toronto.countryId }, { token });
    expect(canada.body.result.items).toHaveLength(13);
    expect(canada.body.result.items.find((p) => p.shortName === "ON")?.provinceName).toBe(
      "Ontario",
    );
    const china = await locationIds(db, ["China"]);
    expect(china).toMatchObject({ provinceId: null, cityId: null, areaId: null });
    const divisions = await call(Province.GetAllList, { countryId: china.countryId }, { token });
    expect(divisions.body.result.items).toHaveLength(31);
    const guangdong = await locationIds(db, ["China", "Guangdong", "Shenzhen"]);
    const districts = await call(Area.GetAllList, { cityId: guangdong.cityId! }, { token });
    expect(districts.body.result.items.map((a) => a.areaName)).toContain("Nanshan");
    await expect(locationIds(db, ["Canada", "Atlantis"])).rejects.toThrow("No location");
  });
});
