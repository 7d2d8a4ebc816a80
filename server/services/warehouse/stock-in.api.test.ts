import { randomUUID } from "node:crypto";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { getDb } from "@/server/db/client";
import { productSkus, stockBalances, stockLedger } from "@/server/db/schema";
import { type ApiResponse, call, signIn, unique, membersOf } from "@/server/test/api";
import { upload } from "@/server/test/files";
import {
  inStorageTypes,
  newLocation,
  newPlaces,
  newSkus,
  newSupplier,
  newWarehouse,
  stockInInput,
} from "./fixtures";

const { WarehouseInStorageMain: StockIn, WarehouseLocation, ProductSku } = contracts;

let token: string;
beforeAll(async () => {
  token = await signIn();
  await inStorageTypes();
});

const messageOn = (res: ApiResponse, member: string) =>
  res.body.error?.validationErrors?.find((e) => e.members.includes(member))?.message;

/** A supplier, a warehouse with two locations and a product's two SKUs. */
async function setting() {
  const supplier = await newSupplier(token);
  const places = await newPlaces(token);
  const { skus, product } = await newSkus(token);
  return { supplier, ...places, skus, product };
}

/** What the database holds for these SKUs: totalStock, balances and ledger rows. */
async function stockOf(skuIds: string[]) {
  const db = await getDb();
  const out: Record<string, { total: number; balances: number; ledger: number; rows: number }> = {};
  for (const skuId of skuIds) {
    const [sku] = await db
      .select({ total: productSkus.totalStock })
      .from(productSkus)
      .where(eq(productSkus.id, skuId));
    const [balances] = await db
      .select({ n: sql<number>`coalesce(sum(${stockBalances.quantity}), 0)`.mapWith(Number) })
      .from(stockBalances)
      .where(eq(stockBalances.skuId, skuId));
    const [ledger] = await db
      .select({
        n: sql<number>`coalesce(sum(${stockLedger.delta}), 0)`.mapWith(Number),
        rows: sql<number>`count(*)`.mapWith(Number),
      })
      .from(stockLedger)
      .where(eq(stockLedger.skuId, skuId));
    out[skuId] = {
      total: sku!.total,
      balances: balances!.n,
      ledger: ledger!.n,
      rows: ledger!.rows,
    };
  }
  return out;
}

describe("WarehouseInStorageMain", () => {
  it("creates a stock-in with its lines, totals, names and attachments, posting no stock", async () => {
    const s = await setting();
    const file = await upload(token, new TextEncoder().encode("delivery note"), "note.txt", "file");
    expect(file.status).toBe(200);
    const input = {
      ...stockInInput({
        supplierId: s.supplier.id,
        warehouseId: s.warehouse.id,
        locationId: s.first.id,
        lines: [
          { skuId: s.skus[0]!.id, quantity: 2, costPrice: "12.50" },
          { skuId: s.skus[1]!.id, quantity: 3, costPrice: 7.2 },
        ],
      }),
      remark: "first delivery",
      attachmentIds: [file.body.result.id],
    };
    const res = await call(StockIn.Create, input, { token });
    expect(res.status, JSON.stringify(res.body.error)).toBe(200);
    expect(res.body.result).toMatchObject({
      inStorageCode: input.inStorageCode,
      supplierId: s.supplier.id,
      supplierName: s.supplier.supplierName,
      purchaseCode: "PO-2026-001",
      inStorageType: "Purchase",
      inStorageTypeName: "Purchase",
      handler: "Wei Chen",
      inStorageTime: "2026-11-20T09:30:00.000Z",
      warehouseId: s.warehouse.id,
      warehouseName: s.warehouse.name,
      locationId: s.first.id,
      locationCode: "A-01-01",
      isWarehoused: false,
      warehousedTime: null,
      remark: "first delivery",
      totalQuantity: 5,
      totalAmount: "46.60",
      lines: [
        {
          skuId: s.skus[0]!.id,
          skuNumber: s.skus[0]!.number,
          productName: s.product.name,
          model: `M-${s.skus[0]!.number}`,
          quantity: 2,
          costPrice: "12.50",
          amount: "25.00",
        },
        { skuId: s.skus[1]!.id, quantity: 3, costPrice: "7.20", amount: "21.60" },
      ],
    });
    expect(res.body.result.attachments.map((a) => [a.id, a.hostType])).toEqual([
      [file.body.result.id, "Warehousing"],
    ]);
    const got = await call(StockIn.Get, { id: res.body.result.id }, { token });
    expect(got.body.result).toEqual(res.body.result);
    // saving posts nothing: stock comes with warehousing
    const stock = await stockOf([s.skus[0]!.id]);
    expect(stock[s.skus[0]!.id]).toEqual({ total: 0, balances: 0, ledger: 0, rows: 0 });
  });

  it("requires every SPEC §5 field but the remark, and at least one product row", async () => {
    const empty = await call(StockIn.Create, {} as never, { token });
    expect(empty.status).toBe(400);
    expect(membersOf(empty)).toEqual(
      [
        "inStorageCode",
        "supplierId",
        "purchaseCode",
        "inStorageType",
        "handler",
        "inStorageTime",
        "warehouseId",
        "locationId",
        "lines",
      ].sort(),
    );
    const s = await setting();
    const base = stockInInput({
      supplierId: s.supplier.id,
      warehouseId: s.warehouse.id,
      locationId: s.first.id,
      lines: [{ skuId: s.skus[0]!.id, quantity: 1 }],
    });
    const blanks = await call(
      StockIn.Create,
      { ...base, inStorageCode: " ", purchaseCode: "", handler: "", inStorageType: "" },
      { token, culture: "en" },
    );
    expect(membersOf(blanks)).toEqual(
      ["handler", "inStorageCode", "inStorageType", "purchaseCode"].sort(),
    );
    expect(messageOn(blanks, "handler")).toBe("This field is required.");

    const none = await call(StockIn.Create, { ...base, lines: [] }, { token, culture: "en" });
    expect(membersOf(none)).toEqual(["lines"]);
    expect(messageOn(none, "lines")).toBe("Add at least one product row.");

    const twice = await call(
      StockIn.Create,
      {
        ...base,
        lines: [
          { skuId: s.skus[0]!.id, quantity: 1, costPrice: "1" },
          { skuId: s.skus[1]!.id, quantity: 1, costPrice: "1" },
          { skuId: s.skus[0]!.id, quantity: 2, costPrice: "1" },
        ],
      },
      { token, culture: "en" },
    );
    expect(membersOf(twice)).toEqual(["lines.2.skuId"]);
    expect(messageOn(twice, "lines.2.skuId")).toBe("This SKU is already in the list.");

    const badLine = await call(
      StockIn.Create,
      { ...base, lines: [{ skuId: s.skus[0]!.id, quantity: 0, costPrice: "-1" }] },
      { token },
    );
    expect(membersOf(badLine)).toEqual(["lines.0.costPrice", "lines.0.quantity"]);
  });

  it("refuses missing, deleted, disabled or foreign references, each on its field", async () => {
    const s = await setting();
    const input = (o: Partial<ReturnType<typeof stockInInput>> = {}) => ({
      ...stockInInput({
        supplierId: s.supplier.id,
        warehouseId: s.warehouse.id,
        locationId: s.first.id,
        lines: [{ skuId: s.skus[0]!.id, quantity: 1 }],
      }),
      ...o,
    });
    const other = await newWarehouse(token);
    const elsewhere = (await newLocation(token, other.id, ["Z", "01", "01"])).body.result;
    await call(WarehouseLocation.Update, { ...s.second, status: "Disable" }, { token });

    const wrong = await call(
      StockIn.Create,
      input({
        supplierId: randomUUID(),
        inStorageType: "Nope",
        locationId: elsewhere.id,
        lines: [
          { skuId: s.skus[0]!.id, quantity: 1, costPrice: "1" },
          { skuId: randomUUID(), quantity: 1, costPrice: "1" },
        ],
      }),
      { token, culture: "en" },
    );
    expect(wrong.status).toBe(400);
    expect(membersOf(wrong)).toEqual([
      "inStorageType",
      "lines.1.skuId",
      "locationId",
      "supplierId",
    ]);
    expect(messageOn(wrong, "inStorageType")).toBe("Nope is not an in-storage type.");
    expect(messageOn(wrong, "locationId")).toBe("This location is not in the chosen warehouse.");

    const disabled = await call(StockIn.Create, input({ locationId: s.second.id }), {
      token,
      culture: "en",
    });
    expect(membersOf(disabled)).toEqual(["locationId"]);
    expect(messageOn(disabled, "locationId")).toBe("Location A-01-02 is disabled.");

    const noWarehouse = await call(StockIn.Create, input({ warehouseId: randomUUID() }), { token });
    expect(membersOf(noWarehouse)).toEqual(["warehouseId"]);

    const supplier = await newSupplier(token);
    await call(contracts.Supplier.Delete, { id: supplier.id }, { token });
    const deletedSupplier = await call(StockIn.Create, input({ supplierId: supplier.id }), {
      token,
    });
    expect(membersOf(deletedSupplier)).toEqual(["supplierId"]);

    const first = await call(StockIn.Create, input(), { token });
    expect(first.status).toBe(200);
    const clash = await call(
      StockIn.Create,
      input({ inStorageCode: first.body.result.inStorageCode.toLowerCase() }),
      { token, culture: "en" },
    );
    expect(membersOf(clash)).toEqual(["inStorageCode"]);
    expect(messageOn(clash, "inStorageCode")).toBe(
      `The stock-in code ${first.body.result.inStorageCode.toLowerCase()} is already used.`,
    );
  });

  it("updates a stock-in, replacing its lines, and deletes one not yet warehoused", async () => {
    const s = await setting();
    const created = (
      await call(
        StockIn.Create,
        stockInInput({
          supplierId: s.supplier.id,
          warehouseId: s.warehouse.id,
          locationId: s.first.id,
          lines: [
            { skuId: s.skus[0]!.id, quantity: 1 },
            { skuId: s.skus[1]!.id, quantity: 1 },
          ],
        }),
        { token },
      )
    ).body.result;
    const updated = await call(
      StockIn.Update,
      {
        ...stockInInput(
          {
            supplierId: s.supplier.id,
            warehouseId: s.warehouse.id,
            locationId: s.first.id,
            lines: [{ skuId: s.skus[1]!.id, quantity: 9, costPrice: "2" }],
          },
          created.inStorageCode,
        ),
        id: created.id,
        inStorageType: "Return",
        handler: "Ada Roy",
      },
      { token },
    );
    expect(updated.status, JSON.stringify(updated.body.error)).toBe(200);
    expect(updated.body.result).toMatchObject({
      inStorageTypeName: "Customer return",
      handler: "Ada Roy",
      totalQuantity: 9,
      totalAmount: "18.00",
      lines: [{ skuId: s.skus[1]!.id, quantity: 9 }],
    });
    expect(updated.body.result.lines).toHaveLength(1);
    expect(updated.body.result.lastModificationTime).not.toBeNull();

    expect((await call(StockIn.Delete, { id: created.id }, { token })).status).toBe(200);
    expect((await call(StockIn.Get, { id: created.id }, { token })).status).toBe(404);
    expect((await call(StockIn.Warehousing, { id: created.id }, { token })).status).toBe(404);
  });

  it("warehousing posts ledger rows, balances and totalStock together; then the stock-in is read-only", async () => {
    const s = await setting();
    const [a, b] = [s.skus[0]!.id, s.skus[1]!.id];
    const input = stockInInput({
      supplierId: s.supplier.id,
      warehouseId: s.warehouse.id,
      locationId: s.first.id,
      lines: [
        { skuId: a, quantity: 4 },
        { skuId: b, quantity: 6 },
      ],
    });
    const created = (await call(StockIn.Create, input, { token })).body.result;
    const done = await call(StockIn.Warehousing, { id: created.id }, { token, culture: "en" });
    expect(done.status, JSON.stringify(done.body.error)).toBe(200);
    expect(done.body.result.isWarehoused).toBe(true);
    const when = done.body.result.warehousedTime!;
    expect(Date.now() - Date.parse(when)).toBeLessThan(60_000);

    expect(await stockOf([a, b])).toEqual({
      [a]: { total: 4, balances: 4, ledger: 4, rows: 1 },
      [b]: { total: 6, balances: 6, ledger: 6, rows: 1 },
    });
    const db = await getDb();
    const rows = await db.select().from(stockLedger).where(eq(stockLedger.referenceId, created.id));
    expect(rows.map((r) => [r.skuId, r.delta, r.reason, r.reference, r.locationId])).toEqual(
      expect.arrayContaining([
        [a, 4, "StockIn", created.inStorageCode, s.first.id],
        [b, 6, "StockIn", created.inStorageCode, s.first.id],
      ]),
    );
    const sku = await call(ProductSku.Get, { id: a }, { token });
    expect(sku.body.result.totalStock).toBe(4);

    // read-only from now on, saying since when
    const stamp = `${when.slice(0, 16).replace("T", " ")} UTC`;
    const message = `Stock-in ${created.inStorageCode} was warehoused on ${stamp}; it can no longer be changed.`;
    const update = await call(
      StockIn.Update,
      { ...input, id: created.id },
      { token, culture: "en" },
    );
    expect([update.status, update.body.error?.message]).toEqual([409, message]);
    const del = await call(StockIn.Delete, { id: created.id }, { token, culture: "en" });
    expect([del.status, del.body.error?.message]).toEqual([409, message]);
    const again = await call(StockIn.Warehousing, { id: created.id }, { token, culture: "en" });
    expect([again.status, again.body.error?.message]).toEqual([409, message]);
    expect(await stockOf([a])).toEqual({ [a]: { total: 4, balances: 4, ledger: 4, rows: 1 } });

    // its location and supplier are in use by it
    expect((await call(WarehouseLocation.Delete, { id: s.first.id }, { token })).status).toBe(409);
    expect((await call(contracts.Supplier.Delete, { id: s.supplier.id }, { token })).status).toBe(
      409,
    );
  });

  it("warehouses a stock-in once when asked twice at the same moment", async () => {
    const s = await setting();
    const a = s.skus[0]!.id;
    const created = (
      await call(
        StockIn.Create,
        stockInInput({
          supplierId: s.supplier.id,
          warehouseId: s.warehouse.id,
          locationId: s.first.id,
          lines: [{ skuId: a, quantity: 3 }],
        }),
        { token },
      )
    ).body.result;
    const answers = await Promise.all(
      [1, 2, 3].map(() => call(StockIn.Warehousing, { id: created.id }, { token })),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409]);
    expect(await stockOf([a])).toEqual({ [a]: { total: 3, balances: 3, ledger: 3, rows: 1 } });
  });

  it("leaves nothing behind when warehousing fails midway", async () => {
    const s = await setting();
    const ids = s.skus.map((k) => k.id).sort();
    const [first, last] = [ids[0]!, ids[1]!];
    const created = (
      await call(
        StockIn.Create,
        stockInInput({
          supplierId: s.supplier.id,
          warehouseId: s.warehouse.id,
          locationId: s.first.id,
          lines: [
            { skuId: first, quantity: 2 },
            { skuId: last, quantity: 2 },
          ],
        }),
        { token },
      )
    ).body.result;
    // the SKU posted second holds more in reservations than it will have: postStock refuses it
    // after the first SKU's totalStock has already moved
    const db = await getDb();
    await db.update(productSkus).set({ reservedStock: 50 }).where(eq(productSkus.id, last));
    const failed = await call(StockIn.Warehousing, { id: created.id }, { token, culture: "en" });
    expect(failed.status).toBe(409);
    expect(failed.body.error?.message).toContain("cannot go below 50");
    expect(await stockOf([first, last])).toEqual({
      [first]: { total: 0, balances: 0, ledger: 0, rows: 0 },
      [last]: { total: 0, balances: 0, ledger: 0, rows: 0 },
    });
    expect((await call(StockIn.Get, { id: created.id }, { token })).body.result.isWarehoused).toBe(
      false,
    );

    await db.update(productSkus).set({ reservedStock: 0 }).where(eq(productSkus.id, last));
    expect((await call(StockIn.Warehousing, { id: created.id }, { token })).status).toBe(200);
    expect((await stockOf([last]))[last]!.total).toBe(2);
  });

  it("refuses warehousing at a location disabled since, or SKUs deleted since (409)", async () => {
    const s = await setting();
    const make = async (skuId: string) =>
      (
        await call(
          StockIn.Create,
          stockInInput({
            supplierId: s.supplier.id,
            warehouseId: s.warehouse.id,
            locationId: s.first.id,
            lines: [{ skuId, quantity: 1 }],
          }),
          { token },
        )
      ).body.result;
    const one = await make(s.skus[0]!.id);
    const two = await make(s.skus[1]!.id);
    await call(WarehouseLocation.Update, { ...s.first, status: "Disable" }, { token });
    const off = await call(StockIn.Warehousing, { id: one.id }, { token, culture: "en" });
    expect(off.status).toBe(409);
    expect(off.body.error?.message).toBe(
      "Location A-01-01 is disabled or no longer exists; choose another location for this stock-in first.",
    );
    await call(WarehouseLocation.Update, { ...s.first, status: "Enable" }, { token });

    expect((await call(ProductSku.Delete, { id: s.skus[1]!.id }, { token })).status).toBe(200);
    const gone = await call(StockIn.Warehousing, { id: two.id }, { token, culture: "en" });
    expect(gone.status).toBe(409);
    expect(gone.body.error?.message).toBe(
      `These SKUs were deleted after the stock-in was saved: ${s.skus[1]!.number}. Edit the stock-in first.`,
    );
    expect((await call(StockIn.Warehousing, { id: one.id }, { token })).status).toBe(200);
  });

  it("lists stock-ins by SKU number, model, code, supplier, warehouse and status", async () => {
    const s = await setting();
    const other = await setting();
    const tag = unique("q").toUpperCase();
    const make = async (o: typeof s, skuIndex: number, code: string) =>
      (
        await call(
          StockIn.Create,
          stockInInput(
            {
              supplierId: o.supplier.id,
              warehouseId: o.warehouse.id,
              locationId: o.first.id,
              lines: [{ skuId: o.skus[skuIndex]!.id, quantity: 1 }],
            },
            code,
          ),
          { token },
        )
      ).body.result;
    const x = await make(s, 0, `${tag}-B`);
    const y = await make(s, 1, `${tag}-A`);
    const z = await make(other, 0, `${tag}-C`);
    await call(StockIn.Warehousing, { id: y.id }, { token });

    const ids = async (input: Record<string, unknown>) =>
      (
        await call(StockIn.GetAll, { maxResultCount: 100, ...input }, { token })
      ).body.result.items.map((r) => r.id);
    expect(await ids({ inStorageCode: tag.toLowerCase(), sorting: "inStorageCode" })).toEqual([
      y.id,
      x.id,
      z.id,
    ]);
    expect(await ids({ inStorageCode: tag, sorting: "inStorageCode desc" })).toEqual([
      z.id,
      x.id,
      y.id,
    ]);
    expect(await ids({ productSkuNumber: s.skus[1]!.number.slice(2).toLowerCase() })).toEqual([
      y.id,
    ]);
    expect(await ids({ model: `m-${s.skus[0]!.number}` })).toEqual([x.id]);
    expect(await ids({ supplierId: other.supplier.id })).toEqual([z.id]);
    expect(await ids({ warehouseId: s.warehouse.id, sorting: "inStorageCode" })).toEqual([
      y.id,
      x.id,
    ]);
    expect(await ids({ inStorageCode: tag, isWarehoused: true })).toEqual([y.id]);
    expect(
      await ids({ inStorageCode: tag, isWarehoused: false, sorting: "inStorageCode" }),
    ).toEqual([x.id, z.id]);
    // a wildcard in a filter is matched as itself
    expect(await ids({ productSkuNumber: "%" })).toEqual([]);
    const page = await call(
      StockIn.GetAll,
      { inStorageCode: tag, maxResultCount: 2, skipCount: 2, sorting: "inStorageCode" },
      { token },
    );
    expect(page.body.result.totalCount).toBe(3);
    expect(page.body.result.items.map((r) => r.id)).toEqual([z.id]);
  });
});

describe("the stock invariant after these stock-ins", () => {
  it("ledger sums equal balances and totalStock for every SKU that has rows", async () => {
    const db = await getDb();
    const mismatched = await db.execute(sql`
      select l.sku_id from (select sku_id, sum(delta) as n from stock_ledger group by sku_id) l
      join product_skus s on s.id = l.sku_id
      left join (select sku_id, sum(quantity) as n from stock_balances group by sku_id) b
        on b.sku_id = l.sku_id
      where l.n <> s.total_stock or l.n <> coalesce(b.n, 0)`);
    expect((mismatched as unknown as { rows: unknown[] }).rows).toEqual([]);
    const negative = await db
      .select({ skuId: stockBalances.skuId })
      .from(stockBalances)
      .where(and(sql`${stockBalances.quantity} < 0`));
    expect(negative).toEqual([]);
  });
});
