import { execFileSync } from "node:child_process";
import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { type TOrderDto, ZOrderDto } from "@/lib/contracts/order";
import { formatMoney } from "@/lib/format";
import { getTranslator } from "@/server/i18n";
import { renderInvoices } from "./invoice";

// The invoice PDF read back as a person copying from it would (poppler's pdftotext, as the
// delivery note's API test does): one page per "\f".

const pdfText = (bytes: Buffer) =>
  execFileSync("pdftotext", ["-layout", "-enc", "UTF-8", "-", "-"], { input: bytes }).toString(
    "utf8",
  );
const pagesOf = (text: string) => text.split("\f").filter((page) => page.trim() !== "");

const TIME_ZONE = "America/Toronto";
const en = { t: getTranslator("en"), timeZone: TIME_ZONE, locale: "en" as const };

/** cents of a 2-decimal string, and back */
const cents = (amount: string) => Math.round(Number(amount) * 100);
const money = (n: number) => (n / 100).toFixed(2);

interface Fixture {
  code: string;
  customerName: string;
  lines: { name: string; specs?: string; quantity: number; unitPrice: string }[];
  gstRate?: string;
  qstRate?: string;
  pickup?: boolean;
  paid?: boolean;
}

/** A valid order DTO whose totals add up: GST and QST of goods + shipping, half up. */
function order(f: Fixture): TOrderDto {
  const lines = f.lines.map((line, i) => ({
    id: randomUUID(),
    skuId: randomUUID(),
    productId: randomUUID(),
    skuNumber: `SKU-${f.code.slice(-4)}-${String(i + 1).padStart(3, "0")}`,
    productName: line.name,
    specText: line.specs ?? null,
    unit: null,
    quantity: line.quantity,
    listPrice: line.unitPrice,
    unitPrice: line.unitPrice,
    priceSource: "Sale" as const,
    amount: money(cents(line.unitPrice) * line.quantity),
  }));
  const goods = lines.reduce((sum, line) => sum + cents(line.amount), 0);
  const shipping = goods >= 50_000 ? 0 : 1_500;
  const gstRate = f.gstRate ?? "5.000";
  const qstRate = f.qstRate ?? "9.975";
  const tax = (rate: string) =>
    Math.round(((goods + shipping) * Math.round(Number(rate) * 1000)) / 100_000);
  const gst = tax(gstRate);
  const qst = tax(qstRate);
  const paid = f.paid ?? true;
  return ZOrderDto.parse({
    id: randomUUID(),
    orderCode: f.code,
    customerId: randomUUID(),
    customerCode: `P${f.code.slice(-4)}`,
    customerName: f.customerName,
    customerType: "Ordinary",
    status: paid ? "Paid" : "ToBePaid",
    paymentMethod: paid ? "CreditCard" : "ChequePayment",
    receivingMethod: f.pickup ? "DoorToDoorSelfDelivery" : "LogisticsDelivery",
    platform: "PC",
    recipientName: f.customerName,
    totalAmount: money(goods + shipping + gst + qst),
    totalQuantity: lines.reduce((sum, line) => sum + line.quantity, 0),
    lineCount: lines.length,
    firstProductName: lines[0]!.productName,
    isOutStorage: false,
    paidTime: paid ? "2026-11-24T15:30:00.000Z" : null,
    shippedTime: null,
    placedByUserId: null,
    creationTime: "2026-11-24T14:03:00.000Z",
    creatorUserId: null,
    lastModificationTime: null,
    lastModifierUserId: null,
    goodsAmount: money(goods),
    shippingFee: money(shipping),
    gstRate,
    qstRate,
    gstAmount: money(gst),
    qstAmount: money(qst),
    isMember: false,
    recipientPhone: "514-555-0134",
    recipientEmail: null,
    recipientAddress: f.pickup
      ? "Montreal Depot counter, 1200 Rue Saint-Patrick, Montréal, Québec"
      : "800 Boulevard René-Lévesque O, Montréal, Québec, Canada, H3B 1X9",
    provinceId: null,
    provinceName: "Québec",
    selfLiftPointId: f.pickup ? randomUUID() : null,
    pickupWarehouseId: f.pickup ? randomUUID() : null,
    invoiceHeader: null,
    invoiceAddress: "800 Boulevard René-Lévesque O, Montréal, Québec, Canada, H3B 1X9",
    quotaCharged: "0.00",
    paymentRemark: null,
    cancelReason: null,
    cancelledTime: null,
    outboundId: null,
    outboundCode: null,
    outStorageTime: null,
    logisticsCompany: null,
    logisticsCompanyName: null,
    logisticsNumber: null,
    expectedDeliveryDate: null,
    receivedTime: null,
    remark: null,
    lines,
    events: [],
    nextActions: [],
  });
}

const NAMES = [
  "王小明",
  "山田さくら",
  "深圳明亮电子有限公司",
  "李娜",
  "Marie-Ève Tremblay",
  "佐藤健",
];
const LONG_NAME =
  "Industrial-grade stainless steel electric kettle with temperature control, keep-warm and dry-boil protection, 1.7 L";

/** 50 orders: Chinese and Japanese names among them, a 40-line order, one HST order, pickups. */
function batch(): TOrderDto[] {
  return Array.from({ length: 50 }, (_, i) =>
    order({
      code: `ORD-20261124-${String(i + 1).padStart(4, "0")}`,
      customerName: NAMES[i % NAMES.length]!,
      pickup: i % 7 === 3,
      paid: i % 5 !== 4,
      ...(i === 9 ? { gstRate: "13.000", qstRate: "0.000" } : {}),
      lines: Array.from({ length: i === 20 ? 40 : 1 + (i % 4) }, (_, n) => ({
        name: n % 3 === 0 ? LONG_NAME : n % 3 === 1 ? "无线蓝牙耳机 降噪版" : "電気ケトル",
        specs: n % 2 === 0 ? "Black, 220-240 V" : undefined,
        quantity: 1 + ((i + n) % 9),
        unitPrice: `${19 + ((i * 7 + n * 13) % 180)}.${String((i + n) % 100).padStart(2, "0")}`,
      })),
    }),
  );
}

describe("renderInvoices", () => {
  it("prints one order: its code, customer, lines, GST and QST with their rates and amounts, the total", async () => {
    const one = order({
      code: "ORD-20261124-0001",
      customerName: "王小明",
      lines: [
        { name: LONG_NAME, specs: "Black, 220-240 V", quantity: 2, unitPrice: "149.99" },
        { name: "无线蓝牙耳机", quantity: 3, unitPrice: "59.90" },
      ],
    });
    const bytes = await renderInvoices([one], en);
    expect(bytes.subarray(0, 5).toString()).toBe("%PDF-");
    const text = pdfText(bytes);
    expect(text).toContain("Invoice");
    expect(text).toContain("ORD-20261124-0001");
    expect(text).toContain("王小明");
    expect(text).toContain("SKU-0001-002");
    // goods 479.68 + shipping 15.00 = 494.68; GST 5 % 24.73 (24.734), QST 9.975 % 49.34 (49.344)
    expect(one.gstAmount).toBe("24.73");
    expect(one.qstAmount).toBe("49.34");
    expect(text).toMatch(/GST \(5%\)\s+\$24\.73/);
    expect(text).toMatch(/QST \(9\.975%\)\s+\$49\.34/);
    expect(text).toMatch(/Total\s+\$568\.75/);
    expect(text).toContain(formatMoney(one.goodsAmount));
    expect(text).toContain("$299.98"); // 2 × 149.99
    expect(text).toContain("Credit card");
    expect(text).toContain("ORD-20261124-0001 · Page 1 of 1");
  });

  it("prints the labels in the reader's language", async () => {
    const one = order({
      code: "ORD-20261124-0002",
      customerName: "山田さくら",
      pickup: true,
      lines: [{ name: "電気ケトル", quantity: 1, unitPrice: "89.00" }],
    });
    const text = pdfText(
      await renderInvoices([one], { t: getTranslator("ja"), timeZone: TIME_ZONE, locale: "ja" }),
    );
    expect(text).toContain("請求書");
    expect(text).toContain("山田さくら");
    expect(text).toContain("受取場所"); // the pickup point, not a delivery address
    expect(text).toContain("GST");
    expect(text).toContain("QST");
    expect(text).toContain(formatMoney(one.totalAmount));
  });

  it("prints a batch of 50 orders, each from a new page with its own page numbers, in well under a few seconds", async () => {
    const orders = batch();
    const started = performance.now();
    const bytes = await renderInvoices(orders, en);
    const ms = performance.now() - started;
    expect(ms).toBeLessThan(5_000);

    const text = pdfText(bytes);
    const pages = pagesOf(text);
    console.info(
      `renderInvoices: 50 orders (${orders.reduce((n, o) => n + o.lines.length, 0)} lines) in ${ms.toFixed(0)} ms, ${(bytes.length / 1024).toFixed(0)} KB, ${pages.length} pages`,
    );
    expect(pages.length).toBeGreaterThanOrEqual(50);
    for (const o of orders) {
      expect(text).toContain(o.orderCode);
      expect(text).toContain(o.customerName);
      expect(text).toContain(formatMoney(o.gstAmount));
      expect(text).toContain(formatMoney(o.qstAmount));
      expect(text).toContain(formatMoney(o.totalAmount));
    }
    expect(text).toContain("GST (13%)"); // the HST province's single rate in the GST field
    expect(text).toContain("QST (0%)");

    // every page belongs to one order (its footer), and each order's first page says so
    const footers = pages.map((page) => {
      const m = /(ORD-\d{8}-\d{4}) · Page (\d+) of (\d+)/.exec(page);
      expect(m, page.slice(0, 200)).not.toBeNull();
      return { code: m![1]!, page: Number(m![2]), pages: Number(m![3]) };
    });
    expect(footers.filter((f) => f.page === 1).map((f) => f.code)).toEqual(
      orders.map((o) => o.orderCode),
    );
    // the 40-line order runs over pages, each under the heading row again
    const long = orders[20]!;
    const itsPages = pages.filter((_, i) => footers[i]!.code === long.orderCode);
    expect(itsPages.length).toBeGreaterThan(1);
    expect(footers.find((f) => f.code === long.orderCode)!.pages).toBe(itsPages.length);
    for (const page of itsPages.slice(0, -1)) expect(page).toMatch(/#\s+SKU number\s+Product/);
    expect(itsPages.join("\n")).toContain(`SKU-${long.orderCode.slice(-4)}-040`);
    expect(itsPages.at(-1)).toMatch(/Total\s+\$[\d,]+\.\d\d/);
  });

  it("refuses an empty batch", async () => {
    await expect(renderInvoices([], en)).rejects.toThrow(RangeError);
  });
});
