import { execFileSync } from "node:child_process";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { InputArgs } from "@/lib/api/define";
import { contracts } from "@/lib/contracts";
import { principalFromToken } from "@/server/auth/current-user";
import { getDb } from "@/server/db/client";
import { outboundRecords, productSkus, stockBalances, stockLedger } from "@/server/db/schema";
import type { Db } from "@/server/db/types";
import type { AuthedCtx } from "@/server/http/define";
import { dispatch } from "@/server/http/dispatcher";
import { internalCtx } from "@/server/http/internal-ctx";
import { call, signIn, unique, userWith } from "@/server/test/api";
import { catalogue, makeProduct } from "../catalogue/product-fixtures";
import { newLocation, newWarehouse } from "./fixtures";
import { createOutbound, issueOutbound } from "./outbound-posting";
import { postStock } from "./stock-posting";

const { WarehouseOutbound: Outbound } = contracts;

// The API over a real socket: the delivery note is fetched the way a browser fetches it.
let server: http.Server;
let base: string;
beforeAll(async () => {
  server = http.createServer(async (req, res) => {
    const response = await dispatch(
      new Request(`http://127.0.0.1${req.url}`, {
        method: req.method,
        headers: req.headers as Record<string, string>,
      }),
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

/** A warehouse with two locations, a product of two SKUs in stock there, and a customer. */
async function scene(realName = "王小明") {
  const token = await signIn();
  const db = await getDb();
  const principal = (await principalFromToken(db, token))!;
  /** as the orders service will: inside one transaction, on the administrator's behalf */
  const asAdmin = <T>(fn: (ctx: AuthedCtx) => Promise<T>) =>
    db.transaction((tx) => fn(internalCtx(tx as unknown as Db, principal)));
  const warehouse = await newWarehouse(token);
  const a = (await newLocation(token, warehouse.id, ["A", "01", "01"])).body.result;
  const b = (await newLocation(token, warehouse.id, ["A", "01", "02"])).body.result;
  const { skus } = await makeProduct(token, await catalogue(token));
  const [red, blue] = [skus[0]!, skus[1]!];
  await asAdmin((ctx) =>
    postStock(ctx, { reason: "StockIn", reference: unique("IN"), referenceId: null }, [
      { skuId: red.id, warehouseId: warehouse.id, locationId: a.id, delta: 5 },
      { skuId: red.id, warehouseId: warehouse.id, locationId: b.id, delta: 8 },
      { skuId: blue.id, warehouseId: warehouse.id, locationId: a.id, delta: 3 },
    ]),
  );
  const customer = await call(
    contracts.Customer.CreateOrdinary,
    {
      realName,
      sex: "Men",
      mobilePhone: "+86 138 0013 8000",
      email: `${unique("wang")}@example.com`,
    },
    { token },
  );
  expect(customer.status).toBe(200);
  const outbound = (lines: { skuId: string; quantity: number }[], extra = {}) =>
    asAdmin((ctx) =>
      createOutbound(ctx, {
        orderCode: unique("SO"),
        customerId: customer.body.result.id,
        warehouseId: warehouse.id,
        recipientName: realName,
        recipientPhone: "+86 138 0013 8000",
        recipientAddress: "深圳市南山区深南大道 9988 号",
        lines,
        ...extra,
      }),
    );
  return {
    token,
    db,
    asAdmin,
    warehouse,
    a,
    b,
    red,
    blue,
    customer: customer.body.result,
    outbound,
  };
}

const balance = async (db: Db, skuId: string, locationId: string) =>
  (
    await db
      .select({ quantity: stockBalances.quantity })
      .from(stockBalances)
      .where(and(eq(stockBalances.skuId, skuId), eq(stockBalances.locationId, locationId)))
  )[0]?.quantity ?? 0;

const totalStock = async (db: Db, skuId: string) =>
  (
    await db
      .select({ n: productSkus.totalStock })
      .from(productSkus)
      .where(eq(productSkus.id, skuId))
  )[0]!.n;

async function deliveryNote(token: string, id: string, culture: string, query = "") {
  const res = await fetch(`${base}${Outbound.DeliveryNote.path}?id=${id}${query}`, {
    headers: {
      authorization: `Bearer ${token}`,
      "Abp.TenantId": "1",
      ".AspNetCore.Culture": `c=${culture}|uic=${culture}`,
    },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { res, bytes };
}

/** The text of a PDF as poppler reads it (what a person copying from the note would get). */
const pdfText = (bytes: Buffer) =>
  execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", "-", "-"], { input: bytes }).toString(
    "utf8",
  );

describe("WarehouseOutbound delivery note", () => {
  it("is a PDF in the reader's language with the customer's Chinese name and the SKU numbers", async () => {
    const s = await scene("王小明");
    const made = await s.outbound([
      { skuId: s.red.id, quantity: 2 },
      { skuId: s.blue.id, quantity: 1 },
    ]);
    expect(made).toMatchObject({
      status: "ToBeDelivered",
      customerName: "王小明",
      warehouseName: s.warehouse.name,
      totalQuantity: 3,
    });
    expect(made.outboundCode).toMatch(/^OUT-\d{6,}$/);
    expect(made.lines.map((l) => [l.skuNumber, l.quantity, l.locationCode])).toEqual([
      [s.red.number, 2, null],
      [s.blue.number, 1, null],
    ]);

    const zh = await deliveryNote(s.token, made.id, "zh-Hans");
    expect(zh.res.status).toBe(200);
    expect(zh.res.headers.get("content-type")).toBe("application/pdf");
    expect(zh.res.headers.get("content-disposition")).toMatch(
      new RegExp(`^inline; filename="${made.outboundCode}\\.pdf"`),
    );
    expect(zh.bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(zh.bytes);
    expect(text).toContain("王小明");
    expect(text).toContain("深圳市南山区深南大道");
    expect(text).toContain(s.red.number);
    expect(text).toContain(s.blue.number);
    expect(text).toContain(made.outboundCode);
    expect(text).toContain("发货单");
    console.info(`delivery note PDF: ${zh.bytes.byteLength} bytes`);

    const en = pdfText((await deliveryNote(s.token, made.id, "en")).bytes);
    expect(en).toContain("Delivery note");
    expect(en).toContain("王小明");

    // the console's "Download PDF": the same note, as an attachment the browser saves
    const saved = await deliveryNote(s.token, made.id, "en", "&download=true");
    expect(saved.res.headers.get("content-disposition")).toMatch(
      new RegExp(`^attachment; filename="${made.outboundCode}\\.pdf"`),
    );
    expect(saved.bytes.subarray(0, 5).toString()).toBe("%PDF-");
  });

  it("prints Japanese names as written", async () => {
    const s = await scene("山田さくら");
    const made = await s.outbound([{ skuId: s.red.id, quantity: 1 }]);
    const ja = await deliveryNote(s.token, made.id, "ja");
    expect(ja.res.status).toBe(200);
    const text = pdfText(ja.bytes);
    expect(text).toContain("山田さくら");
    expect(text).toContain("納品書");
  });
});

describe("WarehouseOutbound lists", () => {
  it("filters by keyword, status, warehouse and period, and shows lines with their locations", async () => {
    const s = await scene("Ada Roy");
    const first = await s.outbound([{ skuId: s.red.id, quantity: 1 }]);
    const second = await s.outbound([{ skuId: s.blue.id, quantity: 1 }], { orderCode: "SO-ROY-1" });
    await s.asAdmin((ctx) => issueOutbound(ctx, second.id));

    const ids = async (input: Partial<InputArgs<typeof Outbound.GetAll>[0]>) =>
      (
        await call(Outbound.GetAll, { maxResultCount: 100, ...input }, { token: s.token })
      ).body.result.items.map((r) => r.id);

    expect(await ids({ warehouseId: s.warehouse.id })).toEqual([second.id, first.id]);
    expect(await ids({ keyword: first.outboundCode.toLowerCase() })).toEqual([first.id]);
    expect(await ids({ keyword: "so-roy", warehouseId: s.warehouse.id })).toEqual([second.id]);
    expect(await ids({ warehouseId: s.warehouse.id, status: "Issued" })).toEqual([second.id]);
    expect(await ids({ warehouseId: s.warehouse.id, status: "ToBeDelivered" })).toEqual([first.id]);
    const later = new Date(Date.now() + 60_000).toISOString();
    expect(await ids({ warehouseId: s.warehouse.id, from: later })).toEqual([]);
    expect(await ids({ warehouseId: s.warehouse.id, to: later })).toHaveLength(2);
    const sorted = await ids({ warehouseId: s.warehouse.id, sorting: "outboundCode asc" });
    expect(sorted).toEqual([first.id, second.id]);

    const got = await call(Outbound.Get, { id: second.id }, { token: s.token });
    expect(got.body.result).toMatchObject({ status: "Issued", orderCode: "SO-ROY-1" });
    expect(got.body.result.issuedTime).not.toBeNull();
    expect(got.body.result.lines[0]).toMatchObject({ locationId: s.a.id, locationCode: "A-01-01" });
  });

  it("shows a clerk only the records of the warehouses in its scope (404 on the others)", async () => {
    const mine = await scene("Wei Chen");
    const theirs = await scene("Mei Wang");
    const own = await mine.outbound([{ skuId: mine.red.id, quantity: 1 }]);
    const other = await theirs.outbound([{ skuId: theirs.red.id, quantity: 1 }]);
    const clerk = await userWith(
      ["Pages.Warehouse", "Pages.Warehouse.Outbound"],
      [
        {
          permissionName: "Pages.Warehouse.Outbound",
          scope: "Specified",
          providerName: "Warehouse",
          specifiedIds: [mine.warehouse.id],
        },
      ],
    );
    const token = clerk.token;
    const all = await call(Outbound.GetAll, { maxResultCount: 1000 }, { token });
    const seen = all.body.result.items.map((r) => r.id);
    expect(seen).toContain(own.id);
    expect(seen).not.toContain(other.id);
    expect(all.body.result.items.every((r) => r.warehouseId === mine.warehouse.id)).toBe(true);
    expect((await call(Outbound.Get, { id: own.id }, { token })).status).toBe(200);
    expect((await call(Outbound.Get, { id: other.id }, { token })).status).toBe(404);
    expect((await deliveryNote(token, own.id, "en")).res.status).toBe(200);
    const refused = await deliveryNote(token, other.id, "en");
    expect(refused.res.status).toBe(404);
    expect(refused.res.headers.get("content-type")).toContain("application/json");
  });
});

describe("issueOutbound", () => {
  it("takes each line from the fullest location, posts Shipped rows and refuses a second issue", async () => {
    const s = await scene("Ada Roy");
    const made = await s.outbound([
      { skuId: s.red.id, quantity: 4 },
      { skuId: s.blue.id, quantity: 3 },
    ]);
    const issued = await s.asAdmin((ctx) => issueOutbound(ctx, made.id));
    expect(issued.status).toBe("Issued");
    // red: 8 at A-01-02 beats 5 at A-01-01; blue is only at A-01-01
    expect(issued.lines.map((l) => l.locationCode)).toEqual(["A-01-02", "A-01-01"]);
    const rows = await s.db
      .select()
      .from(stockLedger)
      .where(eq(stockLedger.referenceId, made.id))
      .orderBy(stockLedger.delta);
    expect(rows.map((r) => [r.skuId, r.locationId, r.delta, r.reason, r.reference])).toEqual([
      [s.red.id, s.b.id, -4, "Shipped", made.outboundCode],
      [s.blue.id, s.a.id, -3, "Shipped", made.outboundCode],
    ]);
    expect(await balance(s.db, s.red.id, s.b.id)).toBe(4);
    expect(await balance(s.db, s.blue.id, s.a.id)).toBe(0);
    expect(await totalStock(s.db, s.red.id)).toBe(9);
    expect(await totalStock(s.db, s.blue.id)).toBe(0);

    await expect(s.asAdmin((ctx) => issueOutbound(ctx, made.id))).rejects.toMatchObject({
      kind: "conflict",
      message: "api.errors.outboundIssued",
    });
    expect(
      await s.db.select().from(stockLedger).where(eq(stockLedger.referenceId, made.id)),
    ).toHaveLength(2);
  });

  it("refuses more than the place holds and changes nothing; a pick chooses the place", async () => {
    const s = await scene("Ada Roy");
    // 8 at B is the most any place holds: 9 is refused there, and nothing is split
    const tooMany = await s.outbound([
      { skuId: s.blue.id, quantity: 1 },
      { skuId: s.red.id, quantity: 9 },
    ]);
    await expect(s.asAdmin((ctx) => issueOutbound(ctx, tooMany.id))).rejects.toMatchObject({
      kind: "conflict",
      message: "api.errors.notEnoughStockAtLocation",
      values: { number: s.red.number, quantity: 8, wanted: 9 },
    });
    const [still] = await s.db
      .select()
      .from(outboundRecords)
      .where(eq(outboundRecords.id, tooMany.id));
    expect(still).toMatchObject({ status: "ToBeDelivered", issuedTime: null });
    expect(
      await s.db.select().from(stockLedger).where(eq(stockLedger.referenceId, tooMany.id)),
    ).toEqual([]);
    expect(await totalStock(s.db, s.red.id)).toBe(13);
    expect(await totalStock(s.db, s.blue.id)).toBe(3);
    expect(await balance(s.db, s.blue.id, s.a.id)).toBe(3);

    // a pick for a line of another record is refused
    await expect(
      s.asAdmin((ctx) =>
        issueOutbound(ctx, tooMany.id, [{ lineId: crypto.randomUUID(), locationId: s.a.id }]),
      ),
    ).rejects.toMatchObject({ kind: "validation" });

    // picking the smaller place for 5 of red empties it; B keeps its 8
    const picked = await s.outbound([{ skuId: s.red.id, quantity: 5 }]);
    const issued = await s.asAdmin((ctx) =>
      issueOutbound(ctx, picked.id, [{ lineId: picked.lines[0]!.id, locationId: s.a.id }]),
    );
    expect(issued.lines[0]).toMatchObject({ locationCode: "A-01-01" });
    expect(await balance(s.db, s.red.id, s.a.id)).toBe(0);
    expect(await balance(s.db, s.red.id, s.b.id)).toBe(8);

    // nothing of the SKU anywhere in the warehouse
    const { skus } = await makeProduct(s.token, await catalogue(s.token));
    const none = await s.outbound([{ skuId: skus[0]!.id, quantity: 1 }]);
    await expect(s.asAdmin((ctx) => issueOutbound(ctx, none.id))).rejects.toMatchObject({
      kind: "conflict",
      message: "api.errors.noStockInWarehouse",
    });
  });

  it("refuses a record with no lines, a missing SKU or a quantity under 1", async () => {
    const s = await scene("Ada Roy");
    await expect(s.outbound([])).rejects.toMatchObject({ kind: "validation" });
    await expect(s.outbound([{ skuId: s.red.id, quantity: 0 }])).rejects.toMatchObject({
      kind: "validation",
    });
    await expect(s.outbound([{ skuId: crypto.randomUUID(), quantity: 1 }])).rejects.toMatchObject({
      kind: "validation",
    });
  });
});
