import { readFileSync } from "node:fs";
import { and, eq, inArray, sql } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { getDb } from "@/server/db/client";
import { rolePermissions, roles, supplierSaleDetails } from "@/server/db/schema";
import { call, membersOf, signIn, userWith } from "@/server/test/api";
import { deliveryInput, ordinary, placed, shelvedSkus } from "../order/fixtures";
import { newSupplier } from "../warehouse/fixtures";
import { backfillSupplierSales, businessMonth, inLockOrder } from "./supplier-sale-recording";

const {
  SupplierProductSaleMain: Main,
  SupplierProductSaleDetail: Detail,
  OrderMain: O,
} = contracts;
const en = { culture: "en" };

let token: string;
beforeAll(async () => {
  token = await signIn();
});

/** The month `n` months before this one (business time zone). */
function monthsAgo(n: number) {
  const [y, m] = businessMonth(new Date()).split("-").map(Number) as [number, number];
  const d = new Date(Date.UTC(y, m - 1 - n, 1));
  return d.toISOString().slice(0, 7);
}

/** Pays, picks and ships an order of `lines`; returns the order. */
async function shippedOrder(
  s: Awaited<ReturnType<typeof shelvedSkus>>,
  lines: { skuId: string; quantity: number }[],
) {
  const buyer = await ordinary(token);
  const order = await placed(token, deliveryInput(buyer, lines));
  await call(O.ConfirmPayment, { id: order.id }, { token });
  await call(O.OutStorage, { id: order.id, warehouseId: s.warehouse.id }, { token });
  const shipped = await call(
    O.ActualOutStorage,
    {
      id: order.id,
      logisticsCompany: "Purolator",
      logisticsNumber: "PUR-1",
      expectedDeliveryDate: "2026-12-01",
    },
    { token },
  );
  expect(shipped.status, JSON.stringify(shipped.body.error)).toBe(200);
  return order;
}

const monthsOf = async (supplierId: string) =>
  (await call(Main.GetAll, { supplierId }, { token })).body.result.items;
const linesOf = async (productSaleMainId: string) =>
  (await call(Detail.GetAll, { productSaleMainId, sorting: "productNumber asc" }, { token })).body
    .result;

/** A past month of a new supplier, made by hand, with one hand-entered line (3 × 10.00, cost 6.50). */
async function handMadeMonth(month = monthsAgo(2)) {
  const supplier = await newSupplier(token);
  const main = await call(Main.Create, { supplierId: supplier.id, month }, { token });
  expect(main.status, JSON.stringify(main.body.error)).toBe(200);
  const line = await call(
    Detail.Create,
    {
      productSaleMainId: main.body.result.id,
      productName: "Bamboo tray",
      productNumber: "BT-01",
      quantity: 3,
      unitPrice: "10",
      unitCost: 6.5,
    },
    { token },
  );
  expect(line.status, JSON.stringify(line.body.error)).toBe(200);
  return { supplier, main: main.body.result, line: line.body.result };
}

describe("supplier sales from shipped orders", () => {
  it("counts a shipped order's lines in its supplier's month: sales at the line price, cost at the factory price", async () => {
    const s = await shelvedSkus(token);
    const order = await shippedOrder(s, [
      { skuId: s.a.id, quantity: 3 },
      { skuId: s.b.id, quantity: 2 },
    ]);
    const [month, ...others] = await monthsOf(s.supplier.id);
    expect(others).toEqual([]);
    expect(month).toMatchObject({
      supplierName: s.supplier.supplierName,
      month: businessMonth(new Date()),
      salesTime: `${businessMonth(new Date())}-01`,
      totalSales: "62.50",
      totalCost: "40.00",
      lineCount: 2,
      isSettled: false,
      actualSettlementAmount: null,
      isMonthEnded: false,
    });
    const lines = await linesOf(month!.id);
    expect(lines.totalCount).toBe(2);
    expect(
      lines.items.map((l) => [l.productNumber, l.quantity, l.salesAmount, l.costAmount]),
    ).toEqual(
      [
        [s.a.number, 3, "37.50", "24.00"],
        [s.b.number, 2, "25.00", "16.00"],
      ].sort((x, y) => String(x[0]).localeCompare(String(y[0]))),
    );
    expect(lines.items[0]).toMatchObject({ orderCode: order.orderCode, orderId: order.id });

    // a second order the same month adds to it; counting again adds nothing
    await shippedOrder(s, [{ skuId: s.a.id, quantity: 1 }]);
    await backfillSupplierSales(await getDb());
    const [after] = await monthsOf(s.supplier.id);
    expect(after).toMatchObject({ totalSales: "75.00", totalCost: "48.00", lineCount: 3 });
  });

  it("locks suppliers' months in one order whatever the order of the lines (no deadlock)", () => {
    const byMonth = new Map([
      ["b2|2026-01", 1],
      ["a1|2026-02", 2],
      ["a1|2026-01", 3],
    ]);
    expect(inLockOrder(byMonth).map(([key]) => key)).toEqual([
      "a1|2026-01",
      "a1|2026-02",
      "b2|2026-01",
    ]);
  });

  it("start-up counts shipped lines that are missing, once", async () => {
    const s = await shelvedSkus(token);
    await shippedOrder(s, [{ skuId: s.a.id, quantity: 4 }]);
    const [month] = await monthsOf(s.supplier.id);
    const db = await getDb();
    // as if the order had shipped before supplier sales were counted
    await db
      .delete(supplierSaleDetails)
      .where(and(eq(supplierSaleDetails.productSaleMainId, month!.id)));
    expect(await backfillSupplierSales(db)).toBeGreaterThanOrEqual(1);
    expect(await backfillSupplierSales(db)).toBe(0);
    const lines = await linesOf(month!.id);
    expect(lines.items.map((l) => l.quantity)).toEqual([4]);
  });

  it("keeps a line counting an order as it shipped, and a month counting orders with its supplier", async () => {
    const s = await shelvedSkus(token);
    await shippedOrder(s, [{ skuId: s.b.id, quantity: 1 }]);
    const [month] = await monthsOf(s.supplier.id);
    const [line] = (await linesOf(month!.id)).items;
    const edit = await call(
      Detail.Update,
      {
        id: line!.id,
        productName: "x",
        productNumber: "x",
        quantity: 9,
        unitPrice: 1,
        unitCost: 1,
      },
      { token, ...en },
    );
    expect(edit.status).toBe(409);
    expect(edit.body.error?.message).toContain("cannot be changed by hand");
    expect((await call(Detail.Delete, { id: line!.id }, { token })).status).toBe(409);
    const gone = await call(Main.Delete, { id: month!.id }, { token, ...en });
    expect(gone.status).toBe(409);
    expect(gone.body.error?.message).toContain("they cannot be deleted");
    const moved = await call(
      Main.Update,
      { id: month!.id, supplierId: s.supplier.id, month: monthsAgo(1) },
      { token },
    );
    expect(moved.status).toBe(409);
    // and its supplier stays
    const supplierGone = await call(contracts.Supplier.Delete, { id: s.supplier.id }, { token });
    expect(supplierGone.status).toBe(409);
  });
});

describe("settling a month", () => {
  it("needs the amount: 'Settlement amount required'", async () => {
    const { main } = await handMadeMonth();
    for (const input of [{ id: main.id }, { id: main.id, actualSettlementAmount: "" }]) {
      const res = await call(Main.Settled, input as never, { token, ...en });
      expect(res.status).toBe(400);
      expect(membersOf(res)).toEqual(["actualSettlementAmount"]);
      expect(res.body.error?.validationErrors?.[0]?.message).toBe("Settlement amount required");
    }
  });

  it("is refused for the month that is still running", async () => {
    const supplier = await newSupplier(token);
    const main = (
      await call(
        Main.Create,
        { supplierId: supplier.id, month: businessMonth(new Date()) },
        { token },
      )
    ).body.result;
    const res = await call(
      Main.Settled,
      { id: main.id, actualSettlementAmount: 1 },
      { token, ...en },
    );
    expect(res.status).toBe(409);
    expect(res.body.error?.message).toContain("has not ended yet");
  });

  it("keeps hand-entered lines' totals, then makes the month and its lines read-only (409)", async () => {
    const { supplier, main, line } = await handMadeMonth();
    expect(line).toMatchObject({ salesAmount: "30.00", costAmount: "19.50", orderLineId: null });
    const changed = await call(
      Detail.Update,
      {
        id: line.id,
        productName: "Bamboo tray",
        productNumber: "BT-01",
        quantity: 4,
        unitPrice: "10.005",
        unitCost: "6.5",
      },
      { token },
    );
    expect(changed.body.result).toMatchObject({ unitPrice: "10.01", salesAmount: "40.04" });
    const before = (await call(Main.Get, { id: main.id }, { token })).body.result;
    expect(before).toMatchObject({ totalSales: "40.04", totalCost: "26.00", isMonthEnded: true });

    const settled = await call(
      Main.Settled,
      { id: main.id, actualSettlementAmount: "25.5", remark: "Wire 2211" },
      { token },
    );
    expect(settled.status, JSON.stringify(settled.body.error)).toBe(200);
    expect(settled.body.result).toMatchObject({
      isSettled: true,
      actualSettlementAmount: "25.50",
      settlementRemark: "Wire 2211",
      settledUserName: "admin",
    });

    const refusals = [
      await call(
        Main.Update,
        { id: main.id, supplierId: supplier.id, month: main.month },
        { token, ...en },
      ),
      await call(Main.Delete, { id: main.id }, { token, ...en }),
      await call(Main.Settled, { id: main.id, actualSettlementAmount: 1 }, { token, ...en }),
      await call(
        Detail.Create,
        {
          productSaleMainId: main.id,
          productName: "x",
          productNumber: "x",
          quantity: 1,
          unitPrice: 1,
          unitCost: 1,
        },
        { token, ...en },
      ),
      await call(
        Detail.Update,
        {
          id: line.id,
          productName: "x",
          productNumber: "x",
          quantity: 1,
          unitPrice: 1,
          unitCost: 1,
        },
        { token, ...en },
      ),
      await call(Detail.Delete, { id: line.id }, { token, ...en }),
    ];
    expect(refusals.map((r) => r.status)).toEqual([409, 409, 409, 409, 409, 409]);
    expect(refusals[0]!.body.error?.message).toBe(
      `The ${main.month} sales of ${supplier.supplierName} are settled ($25.50) and can no longer change.`,
    );
    const after = (await call(Main.Get, { id: main.id }, { token })).body.result;
    expect(after).toMatchObject({ totalSales: "40.04", actualSettlementAmount: "25.50" });
  });
});

describe("supplier months by hand", () => {
  it("refuses a second record of a supplier's month, a month not begun and an unknown supplier", async () => {
    const { supplier, main } = await handMadeMonth(monthsAgo(3));
    const again = await call(
      Main.Create,
      { supplierId: supplier.id, month: main.month },
      { token, ...en },
    );
    expect(again.status).toBe(400);
    expect(membersOf(again)).toEqual(["month"]);
    const future = await call(
      Main.Create,
      { supplierId: supplier.id, month: "2999-01" },
      { token },
    );
    expect(membersOf(future)).toEqual(["month"]);
    const bad = await call(Main.Create, { supplierId: supplier.id, month: "2026-13" }, { token });
    expect(membersOf(bad)).toEqual(["month"]);
    const unknown = await call(
      Main.Create,
      { supplierId: "0197a000-0000-7000-8000-000000000000", month: monthsAgo(1) },
      { token },
    );
    expect(membersOf(unknown)).toEqual(["supplierId"]);
  });

  it("refuses a line or a month total too large to keep, naming the field", async () => {
    const { main, line } = await handMadeMonth(monthsAgo(5));
    const input = {
      productSaleMainId: main.id,
      productName: "Gold tray",
      productNumber: "GT-01",
      quantity: 1_000_000,
      unitPrice: "9999999999999999",
      unitCost: 1,
    };
    const price = await call(Detail.Create, input, { token, ...en });
    expect(price.status).toBe(400);
    expect(membersOf(price)).toEqual(["unitPrice"]);
    expect(price.body.error?.validationErrors?.[0]?.message).toContain("Quantity × unit price");
    const cost = await call(
      Detail.Update,
      { ...input, id: line.id, unitPrice: 1, unitCost: "20000000000" },
      { token, ...en },
    );
    expect(membersOf(cost)).toEqual(["unitCost"]);
    // each line fits, the month's total would not
    const big = { ...input, quantity: 1, unitPrice: "6000000000000000" };
    expect((await call(Detail.Create, big, { token })).status).toBe(200);
    const over = await call(Detail.Create, big, { token, ...en });
    expect(over.status).toBe(409);
    expect(over.body.error?.message).toContain("month's total would exceed");
    const [month] = await monthsOf(main.supplierId);
    expect(month?.totalSales).toBe("6000000000000030.00");
  });

  it("filters by supplier, month range and settlement", async () => {
    const { supplier, main } = await handMadeMonth(monthsAgo(4));
    await call(Main.Create, { supplierId: supplier.id, month: monthsAgo(2) }, { token });
    await call(Main.Settled, { id: main.id, actualSettlementAmount: 30 }, { token });
    const list = async (input: object) =>
      (
        await call(Main.GetAll, { supplierId: supplier.id, ...input }, { token })
      ).body.result.items.map((m) => m.month);
    expect(await list({})).toEqual([monthsAgo(2), monthsAgo(4)]);
    expect(await list({ monthFrom: monthsAgo(3) })).toEqual([monthsAgo(2)]);
    expect(await list({ monthTo: monthsAgo(4) })).toEqual([monthsAgo(4)]);
    expect(await list({ isSettled: true })).toEqual([monthsAgo(4)]);
    expect(await list({ sorting: "salesTime asc" })).toEqual([monthsAgo(4), monthsAgo(2)]);
  });

  it("deletes an open hand-made month with its lines", async () => {
    const { main, line } = await handMadeMonth(monthsAgo(5));
    expect((await call(Main.Delete, { id: main.id }, { token })).status).toBe(200);
    expect((await call(Detail.Get, { id: line.id }, { token })).status).toBe(404);
  });
});

describe("who may do what", () => {
  it("finance reads and settles; purchase keeps the records; neither does the other's part", async () => {
    const { main } = await handMadeMonth(monthsAgo(6));
    const finance = await userWith([
      "Pages.Finance",
      "Pages.Finance.SalesRecord",
      "Pages.Finance.SalesRecord.Settle",
    ]);
    const purchase = await userWith([
      "Pages.Purchase",
      "Pages.Purchase.SalesRecord",
      "Pages.Purchase.SalesRecord.Create",
      "Pages.Purchase.SalesRecord.Edit",
      "Pages.Purchase.SalesRecord.Delete",
    ]);
    const lines = { productSaleMainId: main.id };
    expect((await call(Main.Get, { id: main.id }, { token: finance.token })).status).toBe(200);
    expect((await call(Detail.GetAll, lines, { token: finance.token })).status).toBe(200);
    expect((await call(Main.Delete, { id: main.id }, { token: finance.token })).status).toBe(403);
    expect(
      (
        await call(
          Main.Settled,
          { id: main.id, actualSettlementAmount: 5 },
          { token: purchase.token },
        )
      ).status,
    ).toBe(403);
    expect((await call(Detail.GetAll, lines, { token: purchase.token })).status).toBe(200);
    expect(
      (
        await call(
          Main.Settled,
          { id: main.id, actualSettlementAmount: 5 },
          { token: finance.token },
        )
      ).status,
    ).toBe(200);
  });
});

describe("migration 0013", () => {
  it("moves the old purchase Settle grant to finance's for roles opening finance's entry, and is a no-op after", async () => {
    const db = await getDb();
    const [withFinance, purchaseOnly] = await db
      .insert(roles)
      .values([
        { name: `m13-f-${crypto.randomUUID()}`, displayName: "Old finance" },
        { name: `m13-p-${crypto.randomUUID()}`, displayName: "Old purchase" },
      ])
      .returning({ id: roles.id });
    const old = "Pages.Purchase.SalesRecord.Settle";
    await db.insert(rolePermissions).values([
      { roleId: withFinance!.id, name: "Pages.Finance.SalesRecord" },
      { roleId: withFinance!.id, name: old },
      { roleId: purchaseOnly!.id, name: "Pages.Purchase.SalesRecord" },
      { roleId: purchaseOnly!.id, name: old },
    ]);
    const migration = readFileSync("server/db/migrations/0013_settle_permission.sql", "utf8")
      .split("--> statement-breakpoint")
      .filter((statement) => statement.trim());
    const migrate = () =>
      db.transaction(async (tx) => {
        for (const statement of migration) await tx.execute(sql.raw(statement));
      });
    const grants = async (roleId: string) =>
      (
        await db
          .select({ name: rolePermissions.name })
          .from(rolePermissions)
          .where(eq(rolePermissions.roleId, roleId))
      )
        .map((r) => r.name)
        .sort();
    try {
      for (let run = 0; run < 2; run++) {
        await migrate();
        expect(await grants(withFinance!.id)).toEqual([
          "Pages.Finance.SalesRecord",
          "Pages.Finance.SalesRecord.Settle",
        ]);
        expect(await grants(purchaseOnly!.id)).toEqual(["Pages.Purchase.SalesRecord"]);
      }
    } finally {
      await db.delete(roles).where(inArray(roles.id, [withFinance!.id, purchaseOnly!.id]));
    }
  });
});
