import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { contracts } from "@/lib/contracts";
import { dispatch } from "@/server/http/dispatcher";
import { apiRequest, call, signIn } from "@/server/test/api";
import { deliveryInput, ordinary, placed, shelvedSkus, twoLineOrder } from "./fixtures";

// OrderMain.BatchDownloadInvoicePdf: the invoices of orders as one PDF, read back as a person
// copying from it would (poppler's pdftotext, as the delivery note's and invoice's tests do).

const { OrderMain } = contracts;

let token: string;
beforeAll(async () => {
  token = await signIn();
});

/** The raw answer of BatchDownloadInvoicePdf for these ids, in a language. */
async function invoices(ids: string[], culture = "en", download?: boolean) {
  const res = await dispatch(
    apiRequest("GET", OrderMain.BatchDownloadInvoicePdf.path, {
      token,
      culture,
      query: { orderMainIds: ids, ...(download ? { download } : {}) },
    }),
  );
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

const pdfText = (bytes: Buffer) =>
  execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", "-", "-"], { input: bytes }).toString(
    "utf8",
  );

describe("OrderMain.BatchDownloadInvoicePdf", () => {
  it("answers one order's invoice as a PDF with its code, GST and QST", async () => {
    const { order } = await twoLineOrder(token);
    const { res, bytes } = await invoices([order.id]);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/pdf");
    expect(res.headers.get("content-disposition")).toMatch(
      new RegExp(`^inline; filename="${order.orderCode}\\.pdf"`),
    );
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
    const text = pdfText(bytes);
    expect(text).toContain(order.orderCode);
    expect(text).toMatch(/GST/);
    expect(text).toMatch(/QST/);
    expect(text).toContain(order.totalAmount);
    // in the caller's language, saved when asked to
    const zh = await invoices([order.id], "zh-Hans", true);
    expect(zh.res.headers.get("content-disposition")).toMatch(/^attachment;/);
    expect(pdfText(zh.bytes)).toContain("发票");
  });

  it("puts a batch of 50 orders in one PDF, each order in the order given", async () => {
    const s = await shelvedSkus(token, 60);
    const buyer = await ordinary(token);
    const orders = [];
    for (let i = 0; i < 50; i++)
      orders.push(await placed(token, deliveryInput(buyer, [{ skuId: s.a.id, quantity: 1 }])));
    const ids = orders.map((o) => o.id).reverse();
    const started = performance.now();
    const { res, bytes } = await invoices(ids);
    console.info(
      `50 invoices: ${bytes.byteLength} bytes in ${Math.round(performance.now() - started)} ms`,
    );
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/filename="invoices-50\.pdf"/);
    const text = pdfText(bytes);
    const positions = [...orders].reverse().map((o) => text.indexOf(o.orderCode));
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    const pages = text.split("\f").filter((page) => page.trim() !== "");
    expect(pages.length).toBeGreaterThanOrEqual(50);
    expect(text.match(/GST/g)!.length).toBeGreaterThanOrEqual(50);
    expect(text.match(/QST/g)!.length).toBeGreaterThanOrEqual(50);
  }, 120_000);

  it("answers 404 for an order it cannot find, 400 for none or over 100", async () => {
    const { order } = await twoLineOrder(token);
    const missing = randomUUID();
    const notFound = await call(
      OrderMain.BatchDownloadInvoicePdf,
      { orderMainIds: [order.id, missing] },
      { token },
    );
    expect(notFound.status).toBe(404);
    expect(notFound.body.error?.message).toContain(missing);
    const none = await call(OrderMain.BatchDownloadInvoicePdf, { orderMainIds: [] }, { token });
    expect(none.status).toBe(400);
    const many = await call(
      OrderMain.BatchDownloadInvoicePdf,
      { orderMainIds: Array.from({ length: 101 }, () => randomUUID()) },
      { token },
    );
    expect(many.status).toBe(400);
    expect(many.body.error?.validationErrors?.[0]?.message).toBe("Too many entries.");
  });
});
