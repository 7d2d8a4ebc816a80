import "server-only";
import type { TOrderDto } from "@/lib/contracts/order";
import { formatDate, formatMoney } from "@/lib/format";
import type { Locale } from "@/lib/i18n/locales";
import type { Translate } from "@/server/i18n";
import {
  BOLD,
  CONTENT,
  type Doc,
  ensureSpace,
  letterhead,
  MARGIN,
  note,
  openDocument,
  pageFooters,
  pairColumns,
  rowHeight,
  sectionHeading,
  SHADE,
  table,
  type TableLayout,
  tableRow,
} from "./kit";

// The invoices of orders (issue 11: OrderMain.BatchDownloadInvoicePdf, /productSku/invoiceDetail)
// as one PDF in the reader's language, every order from a new page with its own page numbers.
// The font, page, letterhead, tables and footers are the PDF kit's (./kit.ts). Money comes as
// 2-decimal strings and prints with the app's formatter (SPEC §9: "$" and 2 decimals); GST and
// QST are shown separately, each with its rate.

/** # · SKU number · product (and specs) · quantity · unit price · amount */
const LINES: TableLayout = {
  widths: [22, 88, 195, 50, 75, 85],
  align: ["left", "left", "left", "right", "right", "right"],
};
/** label · amount, at the right under the lines */
const TOTALS: TableLayout = {
  widths: [160, 85],
  align: ["left", "right"],
  x: MARGIN + CONTENT - 245,
};

export interface InvoiceOptions {
  t: Translate;
  /** the time zone dates are shown in (the app's, as on the screens) */
  timeZone: string;
  /** the reader's language: the PDF's /Lang (the labels come from `t`) */
  locale: Locale;
}

/**
 * The invoices of `orders` as one PDF: each order starts on a new page; the footer numbers the
 * pages of each order ("ORD-… · Page 1 of 2"). Meant for a batch of up to 100 orders (what
 * BatchDownloadInvoicePdf accepts); at least one.
 */
export async function renderInvoices(
  orders: TOrderDto[],
  { t, timeZone, locale }: InvoiceOptions,
): Promise<Buffer> {
  const [first] = orders;
  if (!first) throw new RangeError("renderInvoices: no orders");
  const title = t("invoice.title");
  const { doc, finish } = await openDocument({
    title: orders.length === 1 ? `${title} ${first.orderCode}` : title,
    t,
    lang: locale,
  });
  /** the index of each order's first page */
  const starts: number[] = [];
  orders.forEach((order, i) => {
    if (i > 0) doc.addPage();
    starts.push(doc.bufferedPageRange().count - 1);
    invoice(doc, order, t, timeZone);
  });
  const end = doc.bufferedPageRange().count;
  orders.forEach((order, i) => {
    const start = starts[i]!;
    pageFooters(doc, t, start, (starts[i + 1] ?? end) - start, order.orderCode);
  });
  return finish();
}

function invoice(doc: Doc, order: TOrderDto, t: Translate, timeZone: string) {
  letterhead(doc, t, t("invoice.title"), order.orderCode);
  pairColumns(
    doc,
    [
      [t("invoice.number"), order.orderCode],
      [t("invoice.orderDate"), formatDate(order.creationTime, timeZone)],
      [t("invoice.paidDate"), formatDate(order.paidTime, timeZone)],
      [t("invoice.customer"), order.customerName],
      [t("invoice.customerCode"), order.customerCode],
    ],
    [
      [t("invoice.invoiceHeader"), order.invoiceHeader ?? order.customerName],
      [t("invoice.invoiceAddress"), order.invoiceAddress],
    ],
  );
  delivery(doc, order, t);
  lines(doc, order, t);
  totals(doc, order, t);
  payment(doc, order, t);
}

/** Who receives the goods, and where: the delivery address or the pickup point. */
function delivery(doc: Doc, order: TOrderDto, t: Translate) {
  const pickup = order.receivingMethod === "DoorToDoorSelfDelivery";
  const logistics = [order.logisticsCompanyName, order.logisticsNumber].filter(Boolean).join(" ");
  sectionHeading(doc, t("invoice.delivery"));
  pairColumns(
    doc,
    [
      [t("invoice.receivingMethod"), t(`enums.ReceivingMethod.${order.receivingMethod}`)],
      [t("invoice.recipient"), order.recipientName],
      [t("invoice.phone"), order.recipientPhone ?? "—"],
    ],
    [
      [t(pickup ? "invoice.pickupPoint" : "invoice.address"), order.recipientAddress ?? "—"],
      ...(logistics ? [[t("invoice.logistics"), logistics] as [string, string]] : []),
    ],
  );
}

function lines(doc: Doc, order: TOrderDto, t: Translate) {
  doc.y += 6;
  table(
    doc,
    LINES,
    [
      "#",
      t("invoice.skuNumber"),
      t("invoice.product"),
      t("invoice.quantity"),
      t("invoice.unitPrice"),
      t("invoice.amount"),
    ],
    order.lines.map((line, i) => [
      String(i + 1),
      line.skuNumber,
      line.specText ? `${line.productName}\n${line.specText}` : line.productName,
      line.unit ? `${line.quantity} ${line.unit}` : String(line.quantity),
      formatMoney(line.unitPrice),
      formatMoney(line.amount),
    ]),
  );
}

/** Goods, shipping, GST and QST (each with its rate), total: kept together on one page. */
function totals(doc: Doc, order: TOrderDto, t: Translate) {
  const rows: string[][] = [
    [t("invoice.goods"), formatMoney(order.goodsAmount)],
    [t("invoice.shipping"), formatMoney(order.shippingFee)],
    [t("invoice.gst", { rate: percent(order.gstRate) }), formatMoney(order.gstAmount)],
    [t("invoice.qst", { rate: percent(order.qstRate) }), formatMoney(order.qstAmount)],
  ];
  const total = [t("invoice.total"), formatMoney(order.totalAmount)];
  const height = [...rows, total].reduce(
    (sum, cells) => sum + rowHeight(doc, TOTALS, cells, BOLD),
    0,
  );
  doc.y += 8;
  ensureSpace(doc, height);
  for (const cells of rows) tableRow(doc, TOTALS, cells);
  tableRow(doc, TOTALS, total, { font: BOLD, fill: SHADE });
  doc.y += 12;
}

function payment(doc: Doc, order: TOrderDto, t: Translate) {
  sectionHeading(doc, t("invoice.payment"));
  pairColumns(
    doc,
    [
      [t("invoice.paymentMethod"), t(`enums.PaymentMethod.${order.paymentMethod}`)],
      [t("invoice.paymentStatus"), t(order.paidTime ? "invoice.paid" : "invoice.unpaid")],
    ],
    [[t("invoice.orderStatus"), t(`enums.OrderStatus.${order.status}`)]],
  );
  if (order.remark) note(doc, t("invoice.remark"), order.remark);
}

/** A rate as stored ("5.000", "9.975") without its trailing zeros: "5", "9.975". */
function percent(rate: string): string {
  return rate.includes(".") ? rate.replace(/0+$/, "").replace(/\.$/, "") : rate;
}
