import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { call, signIn, unique, userWith, membersOf } from "@/server/test/api";
import {
  inStorageTypes,
  newPlaces,
  newSkus,
  newSupplier,
  stockInInput,
} from "../warehouse/fixtures";

const { Supplier } = contracts;

let token: string;
beforeAll(async () => {
  token = await signIn();
});

describe("Supplier", () => {
  it("creates, updates and lists suppliers by keyword and sale-price visibility", async () => {
    const tag = unique("Acme");
    const created = await call(
      Supplier.Create,
      { supplierName: `${tag} Metals`, mobilePhone: "+1 416-555-0199", realName: "Zoë Park" },
      { token },
    );
    expect(created.status, JSON.stringify(created.body.error)).toBe(200);
    expect(created.body.result).toMatchObject({
      supplierName: `${tag} Metals`,
      mobilePhone: "+1 416-555-0199",
      realName: "Zoë Park",
      isSalePriceVisible: false,
    });
    const other = await newSupplier(token, `${tag} Paper`);
    const updated = await call(
      Supplier.Update,
      {
        id: other.id,
        supplierName: `${tag} Paper Co`,
        mobilePhone: "020 5555 0100",
        realName: "Ravi Das",
        isSalePriceVisible: true,
      },
      { token },
    );
    expect(updated.body.result).toMatchObject({
      supplierName: `${tag} Paper Co`,
      isSalePriceVisible: true,
    });

    const names = async (input: Record<string, unknown>) =>
      (
        await call(Supplier.GetAll, { maxResultCount: 100, ...input }, { token })
      ).body.result.items.map((s) => s.supplierName);
    expect(await names({ keyword: tag.toLowerCase() })).toEqual([
      `${tag} Metals`,
      `${tag} Paper Co`,
    ]);
    expect(await names({ keyword: tag, sorting: "supplierName desc" })).toEqual([
      `${tag} Paper Co`,
      `${tag} Metals`,
    ]);
    expect(await names({ keyword: tag, isSalePriceVisible: true })).toEqual([`${tag} Paper Co`]);
    // the keyword also finds the real name and the phone
    expect(await names({ keyword: "ravi das" })).toContain(`${tag} Paper Co`);
    expect(await names({ keyword: "416-555-0199" })).toContain(`${tag} Metals`);
  });

  it("refuses a taken name ignoring case, and a bad phone, on their fields", async () => {
    const existing = await newSupplier(token);
    const clash = await call(
      Supplier.Create,
      { supplierName: existing.supplierName.toUpperCase(), mobilePhone: "12345", realName: "A" },
      { token, culture: "en" },
    );
    expect(clash.status).toBe(400);
    expect(membersOf(clash)).toEqual(["supplierName"]);
    expect(clash.body.error?.validationErrors?.[0]?.message).toBe(
      `The name ${existing.supplierName.toUpperCase()} is already used.`,
    );
    const bad = await call(
      Supplier.Create,
      { supplierName: unique("S"), mobilePhone: "call me", realName: "" },
      { token },
    );
    expect(membersOf(bad)).toEqual(["mobilePhone", "realName"]);
    // renaming to its own name (another case) is fine
    const same = await call(
      Supplier.Update,
      { ...existing, supplierName: existing.supplierName.toLowerCase() },
      { token },
    );
    expect(same.status).toBe(200);
  });

  it("sets whether a supplier sees sale prices", async () => {
    const s = await newSupplier(token);
    const on = await call(
      Supplier.SetSalePriceVisible,
      { id: s.id, isSalePriceVisible: true },
      { token },
    );
    expect(on.body.result.isSalePriceVisible).toBe(true);
    expect((await call(Supplier.Get, { id: s.id }, { token })).body.result.isSalePriceVisible).toBe(
      true,
    );
    const missing = await call(
      Supplier.SetSalePriceVisible,
      { id: randomUUID(), isSalePriceVisible: true },
      { token },
    );
    expect(missing.status).toBe(404);
  });

  it("is not deleted while a live stock-in names it", async () => {
    await inStorageTypes();
    const s = await newSupplier(token);
    const places = await newPlaces(token);
    const { skus } = await newSkus(token);
    const input = stockInInput({
      supplierId: s.id,
      warehouseId: places.warehouse.id,
      locationId: places.first.id,
      lines: [{ skuId: skus[0]!.id, quantity: 1 }],
    });
    const stockIn = (await call(contracts.WarehouseInStorageMain.Create, input, { token })).body
      .result;
    const refused = await call(Supplier.Delete, { id: s.id }, { token, culture: "en" });
    expect(refused.status).toBe(409);
    expect(refused.body.error?.message).toBe(
      `${s.supplierName} is used by "${input.inStorageCode}"; it cannot be deleted.`,
    );
    await call(contracts.WarehouseInStorageMain.Delete, { id: stockIn.id }, { token });
    expect((await call(Supplier.Delete, { id: s.id }, { token })).status).toBe(200);
    expect((await call(Supplier.Get, { id: s.id }, { token })).status).toBe(404);
  });

  it("lets a warehouse clerk read suppliers (to pick one) but not change them", async () => {
    const s = await newSupplier(token);
    const clerk = await userWith(["Pages.Warehouse", "Pages.Warehouse.InStorage"]);
    expect((await call(Supplier.Get, { id: s.id }, { token: clerk.token })).status).toBe(200);
    const mine = await call(Supplier.GetAll, { isOnlyMine: true }, { token: clerk.token });
    expect(mine.body.result.items).toEqual([]);
    expect(
      (
        await call(
          Supplier.SetSalePriceVisible,
          { id: s.id, isSalePriceVisible: true },
          { token: clerk.token },
        )
      ).status,
    ).toBe(403);
  });
});
