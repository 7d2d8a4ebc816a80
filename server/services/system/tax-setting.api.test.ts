import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { principalFromToken } from "@/server/auth/current-user";
import { getDb, withRollback } from "@/server/db/client";
import { sysSettingTaxes } from "@/server/db/schema";
import { locationIds } from "@/server/db/seed-data/locations";
import { internalCtx } from "@/server/http/internal-ctx";
import { call, membersOf, signIn, unique, userWith } from "@/server/test/api";
import { orderTotals } from "../order/pricing";
import { taxRatesFor } from "./tax-setting";

const { SysSettingTaxe, Country, Province } = contracts;

let token: string;
beforeAll(async () => {
  token = await signIn();
});

/** Provinces of a country of their own, so no seeded rate is touched. */
async function newProvinces(count = 1) {
  const country = await call(
    Country.Create,
    { countryName: unique("Taxland"), shortName: "TX" },
    { token },
  );
  const made = [];
  for (let i = 0; i < count; i++)
    made.push(
      (
        await call(
          Province.Create,
          { provinceName: unique("Prov"), shortName: `P${i}`, countryId: country.body.result.id },
          { token },
        )
      ).body.result,
    );
  return made;
}

async function newRate(provinceId: string | null, gstRate: string | number, qstRate = "0") {
  const res = await call(SysSettingTaxe.Create, { provinceId, gstRate, qstRate }, { token });
  expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  return res.body.result;
}

const defaults = async () =>
  (await call(SysSettingTaxe.GetAll, { maxResultCount: 1000 }, { token })).body.result.items.filter(
    (r) => r.isDefault,
  );

describe("SysSettingTaxe", () => {
  it("seeds Canada's GST, QST and HST per province and a 5 % GST-only default", async () => {
    const all = (await call(SysSettingTaxe.GetAll, { maxResultCount: 1000 }, { token })).body.result
      .items;
    const canada = all.filter((r) => r.countryName === "Canada");
    expect(canada).toHaveLength(13);
    const rates = Object.fromEntries(
      canada.map((r) => [r.provinceShortName, `${r.gstRate}/${r.qstRate}`]),
    );
    expect(rates).toEqual({
      ON: "13/0",
      QC: "5/9.975",
      BC: "5/0",
      AB: "5/0",
      MB: "5/0",
      SK: "5/0",
      NS: "14/0",
      NB: "15/0",
      NL: "15/0",
      PE: "15/0",
      NT: "5/0",
      YT: "5/0",
      NU: "5/0",
    });
    expect(canada.find((r) => r.provinceShortName === "ON")?.remark).toBe(
      "HST 13 % in the GST field",
    );
    expect(canada.find((r) => r.provinceShortName === "QC")?.totalRate).toBe("14.975");
    // the default has no province and comes first
    expect(all[0]).toMatchObject({ provinceId: null, gstRate: "5", qstRate: "0", isDefault: true });
    expect(await defaults()).toHaveLength(1);

    const db = await getDb();
    const quebec = await locationIds(db, ["Canada", "Quebec"]);
    const own = await call(
      SysSettingTaxe.GetByProvinceId,
      { provinceId: quebec.provinceId! },
      {
        token,
      },
    );
    expect(own.body.result).toMatchObject({
      provinceName: "Quebec",
      gstRate: "5",
      qstRate: "9.975",
      isFallback: false,
    });
    // no rate of its own: the default's
    const guangdong = await locationIds(db, ["China", "Guangdong"]);
    const fallback = await call(
      SysSettingTaxe.GetByProvinceId,
      { provinceId: guangdong.provinceId! },
      { token },
    );
    expect(fallback.body.result).toMatchObject({
      provinceId: null,
      gstRate: "5",
      qstRate: "0",
      isDefault: true,
      isFallback: true,
    });
  });

  it("creates, finds, updates and deletes a province's rates; the province then falls back", async () => {
    const [province] = await newProvinces();
    const created = await call(
      SysSettingTaxe.Create,
      { provinceId: province!.id, gstRate: 5, qstRate: "9.9750", remark: "  Test rate " },
      { token },
    );
    expect(created.status, JSON.stringify(created.body.error)).toBe(200);
    expect(created.body.result).toMatchObject({
      provinceId: province!.id,
      provinceName: province!.provinceName,
      provinceShortName: "P0",
      gstRate: "5",
      qstRate: "9.975",
      totalRate: "14.975",
      isDefault: false,
      remark: "Test rate",
    });
    const id = created.body.result.id;
    const found = async (input: Record<string, unknown>) =>
      (await call(SysSettingTaxe.GetAll, input, { token })).body.result.items.map((r) => r.id);
    expect(await found({ keyword: province!.provinceName.toLowerCase() })).toEqual([id]);
    expect(await found({ provinceId: province!.id })).toEqual([id]);
    expect(await found({ keyword: "test rate" })).toContain(id);
    const own = await call(SysSettingTaxe.GetByProvinceId, { provinceId: province!.id }, { token });
    expect(own.body.result).toMatchObject({ id, isFallback: false });

    const updated = await call(
      SysSettingTaxe.Update,
      { id, provinceId: province!.id, gstRate: "13", qstRate: 0, remark: "" },
      { token },
    );
    expect(updated.body.result).toMatchObject({ gstRate: "13", qstRate: "0", remark: null });
    expect(updated.body.result.lastModificationTime).toEqual(expect.any(String));

    expect((await call(SysSettingTaxe.Delete, { id }, { token })).status).toBe(200);
    expect((await call(SysSettingTaxe.Get, { id }, { token })).status).toBe(404);
    const after = await call(
      SysSettingTaxe.GetByProvinceId,
      { provinceId: province!.id },
      {
        token,
      },
    );
    expect(after.body.result).toMatchObject({ isDefault: true, isFallback: true });
    // the province may have a rate again
    await newRate(province!.id, "5");
  });

  it("refuses bad rates, an unknown province and a second rate for a province on their fields", async () => {
    const [province] = await newProvinces();
    for (const [gstRate, qstRate, fields] of [
      ["100.001", "0", ["gstRate"]],
      ["5", "9.9751", ["qstRate"]],
      ["-1", "1e1", ["gstRate", "qstRate"]],
      ["abc", " ", ["gstRate", "qstRate"]],
    ] as const) {
      const res = await call(
        SysSettingTaxe.Create,
        { provinceId: province!.id, gstRate, qstRate },
        { token, culture: "en" },
      );
      expect(res.status).toBe(400);
      expect(membersOf(res)).toEqual(fields);
    }
    const bad = await call(
      SysSettingTaxe.Create,
      { provinceId: province!.id, gstRate: "100.5", qstRate: "" },
      { token, culture: "en" },
    );
    expect(bad.body.error?.validationErrors?.map((e) => e.message)).toEqual([
      "Enter a percentage from 0 to 100 with at most 3 decimals.",
      "This field is required.",
    ]);
    expect(
      (
        await call(
          SysSettingTaxe.Create,
          { provinceId: province!.id, gstRate: 100, qstRate: 0 },
          { token },
        )
      ).status,
    ).toBe(200);

    const clash = await call(
      SysSettingTaxe.Create,
      { provinceId: province!.id, gstRate: "5", qstRate: "0" },
      { token, culture: "en" },
    );
    expect(membersOf(clash)).toEqual(["provinceId"]);
    expect(clash.body.error?.validationErrors?.[0]?.message).toBe(
      `${province!.provinceName} already has a tax rate.`,
    );
    const unknown = await call(
      SysSettingTaxe.Create,
      { provinceId: randomUUID(), gstRate: "5", qstRate: "0" },
      { token, culture: "en" },
    );
    expect(membersOf(unknown)).toEqual(["provinceId"]);
    expect(unknown.body.error?.validationErrors?.[0]?.message).toBe("This region does not exist.");
    // the seeded default is the one row without a province
    const second = await call(
      SysSettingTaxe.Create,
      { provinceId: null, gstRate: "5", qstRate: "0" },
      { token, culture: "zh" },
    );
    expect(membersOf(second)).toEqual(["provinceId"]);
    expect(second.body.error?.validationErrors?.[0]?.message).toBe("已存在一条未指定省份的税率。");
  });

  it("SetDefault leaves exactly one default, also when two run at once; the default is not deleted", async () => {
    const [first] = await defaults();
    const [a, b, c] = await newProvinces(3);
    const rateA = await newRate(a!.id, "7");
    const rateB = await newRate(b!.id, "8", "1.5");
    try {
      const set = await call(SysSettingTaxe.SetDefault, { id: rateA.id }, { token });
      expect(set.body.result).toMatchObject({ id: rateA.id, isDefault: true });
      expect((await defaults()).map((r) => r.id)).toEqual([rateA.id]);
      // a province without a rate now gets A's
      const other = await call(SysSettingTaxe.GetByProvinceId, { provinceId: c!.id }, { token });
      expect(other.body.result).toMatchObject({ id: rateA.id, gstRate: "7", isFallback: true });

      const refused = await call(SysSettingTaxe.Delete, { id: rateA.id }, { token, culture: "en" });
      expect(refused.status).toBe(409);
      expect(refused.body.error?.message).toBe(
        "The default tax rate cannot be deleted; make another rate the default first.",
      );

      for (let round = 0; round < 5; round++) {
        const both = await Promise.all(
          [rateA, rateB, first!].map((r) =>
            call(SysSettingTaxe.SetDefault, { id: r.id }, { token }),
          ),
        );
        expect(both.map((r) => r.status)).toEqual([200, 200, 200]);
        expect(await defaults()).toHaveLength(1);
      }
      // making the default the default again changes nothing
      await call(SysSettingTaxe.SetDefault, { id: rateB.id }, { token });
      const again = await call(SysSettingTaxe.SetDefault, { id: rateB.id }, { token });
      expect(again.body.result.isDefault).toBe(true);
      expect((await defaults()).map((r) => r.id)).toEqual([rateB.id]);
      expect((await call(SysSettingTaxe.SetDefault, { id: randomUUID() }, { token })).status).toBe(
        404,
      );
    } finally {
      await call(SysSettingTaxe.SetDefault, { id: first!.id }, { token });
    }
    expect((await defaults()).map((r) => r.id)).toEqual([first!.id]);
    expect((await call(SysSettingTaxe.Delete, { id: rateA.id }, { token })).status).toBe(200);
  });

  it("keeps a province with a tax rate from being deleted", async () => {
    const [province] = await newProvinces();
    const rate = await newRate(province!.id, "5", "9.975");
    const refused = await call(Province.Delete, { id: province!.id }, { token, culture: "en" });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(
      `${province!.provinceName} is used by "GST 5 % · QST 9.975 %"; it cannot be deleted.`,
    );
    await call(SysSettingTaxe.Delete, { id: rate.id }, { token });
    expect((await call(Province.Delete, { id: province!.id }, { token })).status).toBe(200);
  });

  it("gives orders the rates of a province and the taxes on goods plus shipping, each rounded", async () => {
    const db = await getDb();
    const ctx = internalCtx(db, (await principalFromToken(db, token))!);
    const quebec = await locationIds(db, ["Canada", "Quebec"]);
    const rates = await taxRatesFor(ctx, quebec.provinceId!);
    expect(rates).toMatchObject({ gstRate: "5", qstRate: "9.975", isFallback: false });
    // goods 100.00 + shipping 15.00 (the order's money rule): GST 5.75, QST 11.47125 → 11.47
    const quebecOrder = orderTotals({
      lineAmounts: ["100.00"],
      shippingFee: "15.00",
      freeShippingThreshold: "199.00",
      gstRate: rates!.gstRate,
      qstRate: rates!.qstRate,
    });
    expect(quebecOrder).toMatchObject({ gstAmount: "5.75", qstAmount: "11.47" });
    const [nowhere] = await newProvinces();
    expect(await taxRatesFor(ctx, nowhere!.id)).toMatchObject({ gstRate: "5", isFallback: true });
  });

  it("answers 404 with a clear message when there are no rates at all", async () => {
    // every rate deleted, inside a transaction that is rolled back afterwards
    const lookup = await withRollback(async () => {
      const db = await getDb();
      await db.update(sysSettingTaxes).set({ isDeleted: true });
      const ctx = internalCtx(db, (await principalFromToken(db, token))!);
      expect(await taxRatesFor(ctx, randomUUID())).toBeNull();
      return call(
        SysSettingTaxe.GetByProvinceId,
        { provinceId: randomUUID() },
        {
          token,
          culture: "en",
        },
      );
    });
    expect(lookup.status).toBe(404);
    expect(lookup.body.error?.message).toBe(
      "No tax rate is set for this province and there is no default tax rate.",
    );
    expect(await defaults()).toHaveLength(1);
  });

  it("lets the tax page read, order staff look a province up, and only granted users change", async () => {
    const [province] = await newProvinces();
    const rate = await newRate(province!.id, "5");
    const reader = await userWith(["Pages.Admin", "Pages.Admin.Taxes"]);
    expect((await call(SysSettingTaxe.GetAll, {}, { token: reader.token })).status).toBe(200);
    expect((await call(SysSettingTaxe.Get, { id: rate.id }, { token: reader.token })).status).toBe(
      200,
    );
    const edit = { id: rate.id, provinceId: province!.id, gstRate: "6", qstRate: "0" };
    expect((await call(SysSettingTaxe.Update, edit, { token: reader.token })).status).toBe(403);
    expect(
      (await call(SysSettingTaxe.SetDefault, { id: rate.id }, { token: reader.token })).status,
    ).toBe(403);
    expect(
      (await call(SysSettingTaxe.Delete, { id: rate.id }, { token: reader.token })).status,
    ).toBe(403);
    const orders = await userWith(["Pages.Order", "Pages.Order.Management"]);
    const lookup = { provinceId: province!.id };
    expect(
      (await call(SysSettingTaxe.GetByProvinceId, lookup, { token: orders.token })).status,
    ).toBe(200);
    expect((await call(SysSettingTaxe.GetAll, {}, { token: orders.token })).status).toBe(403);
    const nobody = await userWith([]);
    expect(
      (await call(SysSettingTaxe.GetByProvinceId, lookup, { token: nobody.token })).status,
    ).toBe(403);
    const editor = await userWith(["Pages.Admin", "Pages.Admin.Taxes", "Pages.Admin.Taxes.Edit"]);
    expect((await call(SysSettingTaxe.Update, edit, { token: editor.token })).status).toBe(200);
  });
});
