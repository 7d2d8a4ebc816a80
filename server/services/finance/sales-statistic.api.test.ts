import ExcelJS from "exceljs";
import { v7 as uuidv7 } from "uuid";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { contracts } from "@/lib/contracts";
import { env } from "@/lib/env";
import { getDb } from "@/server/db/client";
import { salesStatistics } from "@/server/db/schema";
import { dispatch } from "@/server/http/dispatcher";
import { apiRequest, call, signIn, unique, userWith } from "@/server/test/api";
import { XLSX_TYPE } from "@/server/xlsx/write";
import { deliveryInput, ordinary, placed, shelvedSkus } from "../order/fixtures";

const { FinanceSalesStatistic: Stats, OrderMain } = contracts;

let token: string;
beforeAll(async () => {
  token = await signIn();
});

/** The statistic rows whose code contains `code`, as the list shows them. */
async function rowsOf(code: string, extra: Record<string, unknown> = {}) {
  const res = await call(
    Stats.GetAll,
    { orderCode: code, maxResultCount: 1000, ...extra },
    { token },
  );
  expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  return res.body.result;
}

/** A hand-entered sale (an offline sale) with a unique code. */
async function handSale(input: Record<string, unknown> = {}) {
  const res = await call(
    Stats.Create,
    {
      orderCode: unique("OFF-"),
      customerName: "Walk-in",
      status: "PaidAndReceived",
      paymentMethod: "ChequePayment",
      goodsAmount: "100.00",
      shippingFee: "0",
      gstAmount: "5.00",
      qstAmount: "9.98",
      orderTime: "2026-03-02T15:00:00.000Z",
      ...input,
    } as never,
    { token },
  );
  expect(res.status, JSON.stringify(res.body.error)).toBe(200);
  return res.body.result;
}

/** The export of a view: the response and its first sheet's rows as values. */
async function exported(input: Record<string, unknown>, as = token) {
  const res = await dispatch(
    apiRequest("POST", Stats.Export.path, { token: as, culture: "en", json: input }),
  );
  if (res.status !== 200) return { res, rows: [] as unknown[][] };
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await res.arrayBuffer());
  const rows: unknown[][] = [];
  workbook.worksheets[0]!.eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return { res, rows };
}

describe("FinanceSalesStatistic follows the orders", () => {
  it("has a row once an order is placed, and its status and times change with the order", async () => {
    const s = await shelvedSkus(token);
    const buyer = await ordinary(token);
    const order = await placed(token, deliveryInput(buyer, [{ skuId: s.a.id, quantity: 2 }]));
    let [row] = (await rowsOf(order.orderCode)).items;
    expect(row).toMatchObject({
      orderId: order.id,
      orderCode: order.orderCode,
      customerCode: buyer.customer.customerCode,
      status: "ToBePaid",
      paymentMethod: "CreditCard",
      goodsAmount: order.goodsAmount,
      shippingFee: order.shippingFee,
      gstAmount: order.gstAmount,
      qstAmount: order.qstAmount,
      totalAmount: order.totalAmount,
      paidTime: null,
    });

    expect((await call(OrderMain.ConfirmPayment, { id: order.id }, { token })).status).toBe(200);
    [row] = (await rowsOf(order.orderCode)).items;
    expect(row!.status).toBe("Paid");
    expect(row!.paidTime).not.toBeNull();

    const cancel = await call(OrderMain.Cancelled, { id: order.id, reason: "Test" }, { token });
    expect(cancel.status, JSON.stringify(cancel.body.error)).toBe(200);
    [row] = (await rowsOf(order.orderCode)).items;
    expect(row!.status).toBe("Cancelled");
    expect(row!.cancelledTime).not.toBeNull();
  });

  it("leaves the list when its order is deleted", async () => {
    const s = await shelvedSkus(token);
    const buyer = await ordinary(token);
    const order = await placed(token, deliveryInput(buyer, [{ skuId: s.a.id, quantity: 1 }]));
    await call(OrderMain.Cancelled, { id: order.id, reason: "Test" }, { token });
    expect((await call(OrderMain.Delete, { id: order.id }, { token })).status).toBe(200);
    expect((await rowsOf(order.orderCode)).totalCount).toBe(0);
  });

  it("refuses changing or deleting an order's row (409), in the caller's language", async () => {
    const s = await shelvedSkus(token);
    const buyer = await ordinary(token);
    const order = await placed(token, deliveryInput(buyer, [{ skuId: s.a.id, quantity: 1 }]));
    const [row] = (await rowsOf(order.orderCode)).items;
    const del = await call(Stats.Delete, { id: row!.id }, { token, culture: "en" });
    expect(del.status).toBe(409);
    expect(del.body.error?.message).toContain(order.orderCode);
    expect(del.body.error?.message).toContain("follows the order");
    const upd = await call(Stats.Update, { ...row!, id: row!.id, goodsAmount: "1.00" } as never, {
      token,
      culture: "zh",
    });
    expect(upd.status).toBe(409);
    expect(upd.body.error?.message).toContain("请修改订单");
    expect((await rowsOf(order.orderCode)).items[0]!.goodsAmount).toBe(order.goodsAmount);
  });
});

describe("FinanceSalesStatistic hand-entered sales", () => {
  it("are created with the total as the sum, changed and deleted", async () => {
    const sale = await handSale();
    expect(sale).toMatchObject({ orderId: null, totalAmount: "114.98", status: "PaidAndReceived" });
    const upd = await call(
      Stats.Update,
      { ...sale, id: sale.id, shippingFee: "10", remark: "Market stall" } as never,
      { token },
    );
    expect(upd.status, JSON.stringify(upd.body.error)).toBe(200);
    expect(upd.body.result).toMatchObject({ totalAmount: "124.98", remark: "Market stall" });
    expect((await call(Stats.Delete, { id: sale.id }, { token })).status).toBe(200);
    expect((await call(Stats.Get, { id: sale.id }, { token })).status).toBe(404);
  });

  it("refuses a code already recorded, on the field", async () => {
    const sale = await handSale();
    const res = await call(
      Stats.Create,
      { ...sale, orderCode: sale.orderCode.toLowerCase() } as never,
      { token, culture: "en" },
    );
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0]?.members).toEqual(["orderCode"]);
  });

  it("refuses a shop order's code (SO-…), which a later order could take", async () => {
    const res = await call(
      Stats.Create,
      {
        orderCode: "so-999999",
        status: "Paid",
        goodsAmount: "1",
        shippingFee: "0",
        gstAmount: "0",
        qstAmount: "0",
        orderTime: "2026-03-02T15:00:00.000Z",
      } as never,
      { token, culture: "en" },
    );
    expect(res.status).toBe(400);
    expect(res.body.error?.validationErrors?.[0]).toMatchObject({
      members: ["orderCode"],
      message:
        "Codes beginning with SO- belong to the shop's orders; give a sale entered by hand another code.",
    });
  });
});

describe("FinanceSalesStatistic views", () => {
  it("filter by code, status, payment method and time; the summary's totals are the list's", async () => {
    const tag = unique("VIEW-");
    const sales = [
      await handSale({ orderCode: `${tag}-1`, goodsAmount: "10.10", status: "Paid" }),
      await handSale({
        orderCode: `${tag}-2`,
        goodsAmount: "20.20",
        status: "Paid",
        orderTime: "2026-03-03T15:00:00.000Z",
      }),
      await handSale({
        orderCode: `${tag}-3`,
        goodsAmount: "30.30",
        status: "Cancelled",
        paymentMethod: "CreditCard",
        orderTime: "2026-03-03T16:00:00.000Z",
      }),
    ];
    expect((await rowsOf(tag)).totalCount).toBe(3);
    expect((await rowsOf(tag, { status: "Paid" })).totalCount).toBe(2);
    expect((await rowsOf(tag, { paymentMethod: "CreditCard" })).items[0]!.orderCode).toBe(
      `${tag}-3`,
    );
    const inRange = await rowsOf(tag, {
      beginTime: "2026-03-03T00:00:00.000Z",
      endTime: "2026-03-03T15:30:00.000Z",
    });
    expect(inRange.items.map((r) => r.orderCode)).toEqual([`${tag}-2`]);
    const sorted = await rowsOf(tag, { sorting: "goodsAmount desc" });
    expect(sorted.items.map((r) => r.orderCode)).toEqual([`${tag}-3`, `${tag}-2`, `${tag}-1`]);

    const summary = await call(Stats.GetSummary, { orderCode: tag }, { token });
    expect(summary.status).toBe(200);
    const list = (await rowsOf(tag)).items;
    const add = (key: "goodsAmount" | "totalAmount") =>
      list.reduce((sum, r) => sum + Math.round(Number(r[key]) * 100), 0) / 100;
    expect(summary.body.result).toMatchObject({
      count: 3,
      goodsAmount: add("goodsAmount").toFixed(2),
      totalAmount: add("totalAmount").toFixed(2),
    });
    expect(summary.body.result.byStatus.map((s) => [s.status, s.count])).toEqual([
      ["Paid", 2],
      ["Cancelled", 1],
    ]);
    const days = (r: typeof summary) => r.body.result.byDay.map((d) => [d.day, d.count]);
    expect(days(summary)).toEqual([
      ["2026-03-02", 1],
      ["2026-03-03", 2],
    ]);
    // days are the business time zone's: in Tokyo (UTC+9) 15:00 UTC is already the next day
    const zone = env.TIME_ZONE;
    env.TIME_ZONE = "Asia/Tokyo";
    try {
      const tokyo = await call(Stats.GetSummary, { orderCode: tag }, { token });
      expect(days(tokyo)).toEqual([
        ["2026-03-03", 1],
        ["2026-03-04", 2],
      ]);
    } finally {
      env.TIME_ZONE = zone;
    }
    expect(sales).toHaveLength(3);
  });
});

/** `count` hand rows coded `${tag}-00000`…, all placed at the same instant. */
async function bulkRows(tag: string, count: number) {
  const db = await getDb();
  const at = new Date("2026-02-01T10:00:00.123Z");
  const values = Array.from({ length: count }, (_, i) => ({
    id: uuidv7(),
    tenantId: 1,
    orderCode: `${tag}-${String(i).padStart(5, "0")}`,
    status: i % 3 === 0 ? "Paid" : "PaidAndReceived",
    goodsAmount: String(i % 50),
    shippingFee: "0",
    gstAmount: "0",
    qstAmount: "0",
    totalAmount: String(i % 50),
    orderTime: at,
  }));
  for (let i = 0; i < values.length; i += 500)
    await db.insert(salesStatistics).values(values.slice(i, i + 500));
  return values;
}

describe("FinanceSalesStatistic/Export", () => {
  it("is exactly the filtered view, in its order, with formulas neutralised", async () => {
    const tag = unique("EXP-");
    await handSale({ orderCode: `${tag}-a`, customerName: '=HYPERLINK("x")', status: "Paid" });
    await handSale({ orderCode: `${tag}-b`, goodsAmount: "250.00", status: "Paid" });
    await handSale({ orderCode: `${tag}-c`, status: "Cancelled" });
    const { res, rows } = await exported({ orderCode: tag, status: "Paid", sorting: "orderCode" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe(XLSX_TYPE);
    expect(res.headers.get("content-disposition")).toMatch(
      /^attachment; filename="Sales statistics \d{4}-\d{2}-\d{2}\.xlsx"/,
    );
    expect(rows[0]!.slice(0, 4)).toEqual([
      "Order code",
      "Customer code",
      "Customer name",
      "Status",
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual([`${tag}-a`, `${tag}-b`]);
    expect(rows[1]![2]).toBe('\'=HYPERLINK("x")');
    expect(rows[1]![3]).toBe("Paid");
    expect(rows[2]![5]).toBe(250);
  });

  it("pages through thousands of rows with equal times by keyset: each once, in order", async () => {
    const tag = unique("BULK-");
    const values = await bulkRows(tag, 2_345);

    // one direction (row comparison), then mixed directions (expanded keyset)
    for (const sorting of [undefined, "status, totalAmount desc"]) {
      const { rows } = await exported({ orderCode: tag, ...(sorting && { sorting }) });
      const codes = rows.slice(1).map((r) => r[0] as string);
      expect(codes).toHaveLength(values.length);
      expect(new Set(codes).size).toBe(values.length);
      const list = await call(
        Stats.GetAll,
        { orderCode: tag, maxResultCount: 1000, skipCount: 1000, ...(sorting && { sorting }) },
        { token },
      );
      // the list's second page is the file's rows 1001–2000 (rows before it: the heading)
      expect(codes.slice(1000, 2000)).toEqual(list.body.result.items.map((r) => r.orderCode));
    }
  });

  it("stops reading rows when the download is cancelled", async () => {
    const tag = unique("CANCEL-");
    await bulkRows(tag, 20_000);
    const commit = vi.spyOn(ExcelJS.stream.xlsx.WorkbookWriter.prototype, "commit");
    try {
      const res = await dispatch(
        apiRequest("POST", Stats.Export.path, { token, json: { orderCode: tag } }),
      );
      const reader = res.body!.getReader();
      await reader.read();
      await reader.cancel();
      // time enough to read the 20 batches and finish the file, had it gone on
      await new Promise((resolve) => setTimeout(resolve, 4_000));
      expect(commit).not.toHaveBeenCalled();
    } finally {
      commit.mockRestore();
    }
  }, 60_000);

  it("needs the Export permission; reading alone is not enough", async () => {
    const reader = await userWith(["Pages.Finance.SalesStatistic"]);
    expect((await call(Stats.GetSummary, {}, { token: reader.token })).status).toBe(200);
    expect((await exported({}, reader.token)).res.status).toBe(403);
    expect((await call(Stats.Create, {} as never, { token: reader.token })).status).toBe(403);
  });
});
