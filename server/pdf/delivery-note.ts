import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import PDFDocument from "pdfkit";
import type { TOutboundDto } from "@/lib/contracts/stock";
import { formatDate } from "@/lib/format";
import type { Translate } from "@/server/i18n";

// The delivery note of an outbound record (issue 10, /warehouse/invoice/{id}): generated in the
// process with pdfkit, in the reader's language. One font for every script: Noto Sans SC covers
// Latin, Chinese and Japanese kana, so names like 王小明 or 山田さくら print as written.
//
// The font files are read from node_modules under process.cwd(): the project root under
// `next start` and `next dev`, the standalone folder under .next/standalone/server.js, /var/task
// on Vercel. next.config.ts keeps pdfkit external and traces both files into the routes that
// serve the API (outputFileTracingIncludes), so they are there on every host; the reads below
// are left out of Turbopack's own tracing, which would otherwise put the whole project (or these
// 21 MB) into every function that imports the API, the proxy included.

const FONT_DIR = path.join(
  /* turbopackIgnore: true */ process.cwd(),
  "node_modules",
  "@expo-google-fonts",
  "noto-sans-sc",
);
const FONT_FILES = {
  regular: path.join(FONT_DIR, "400Regular", "NotoSansSC_400Regular.ttf"),
  bold: path.join(FONT_DIR, "700Bold", "NotoSansSC_700Bold.ttf"),
};

type Fonts = { regular: Buffer; bold: Buffer };
/** the faces' PostScript names */
const REGULAR = "NotoSansSC-Regular";
const BOLD = "NotoSansSC-Bold";
type Face = typeof REGULAR | typeof BOLD;
let fontsLoaded: Promise<Fonts> | undefined;

/** The two TTFs (≈ 10 MB each), read once per process; a failed read is retried next time. */
function fonts(): Promise<Fonts> {
  fontsLoaded ??= Promise.all([
    fs.readFile(/* turbopackIgnore: true */ FONT_FILES.regular),
    fs.readFile(/* turbopackIgnore: true */ FONT_FILES.bold),
  ]).then(
    ([regular, bold]) => ({ regular, bold }),
    (error: unknown) => {
      fontsLoaded = undefined;
      throw error;
    },
  );
  return fontsLoaded;
}

const A4 = { width: 595.28, height: 841.89 };
const MARGIN = 40;
const CONTENT = A4.width - 2 * MARGIN;
const GREY = "#6b7280";
const LINE = "#d1d5db";
/** # · SKU number · product · quantity · location */
const COLUMNS = [24, 128, 231, 52, 80] as const;
const CELL_PAD = 4;

export interface DeliveryNoteOptions {
  t: Translate;
  /** the time zone dates are shown in (the app's, as on the screens) */
  timeZone: string;
}

/** The delivery note of one outbound record as PDF bytes. */
export async function renderDeliveryNote(
  note: TOutboundDto,
  { t, timeZone }: DeliveryNoteOptions,
): Promise<Buffer> {
  const { regular, bold } = await fonts();
  const title = t("warehouse.deliveryNote.title");
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    // pdfkit takes the font's bytes here (PDFFontFactory.open); its types say only a path. Giving
    // our TTF keeps pdfkit from ever loading its built-in Helvetica AFM, which bundling breaks.
    font: regular as unknown as string,
    info: { Title: `${title} ${note.outboundCode}`, Author: t("app.name") },
  });
  // pdfkit keeps the constructor's font under its PostScript name: registering the regular face
  // under that same name makes font("…Regular") a cache hit (under any other name, pdfkit would
  // parse the 10 MB file again on every switch back to it, ≈ 60 ms each)
  doc.registerFont(REGULAR, regular);
  doc.registerFont(BOLD, bold);
  const chunks: Buffer[] = [];
  doc.on("data", (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on("end", () => resolve(Buffer.concat(chunks)));
    doc.on("error", reject);
  });

  header(doc, note, t);
  parties(doc, note, t, timeZone);
  table(doc, note, t);
  signatures(doc, t);
  pageNumbers(doc, note, t);
  doc.end();
  return done;
}

type Doc = PDFKit.PDFDocument;

function header(doc: Doc, note: TOutboundDto, t: Translate) {
  const top = MARGIN;
  doc.font(BOLD).fontSize(18).fillColor("black").text(t("app.name"), MARGIN, top);
  doc.font(REGULAR).fontSize(9).fillColor(GREY).text(t("app.tagline"));
  doc
    .font(BOLD)
    .fontSize(20)
    .fillColor("black")
    .text(t("warehouse.deliveryNote.title"), MARGIN, top, { width: CONTENT, align: "right" });
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor(GREY)
    .text(note.outboundCode, MARGIN, top + 26, { width: CONTENT, align: "right" });
  const y = Math.max(doc.y, top + 44) + 8;
  doc
    .moveTo(MARGIN, y)
    .lineTo(A4.width - MARGIN, y)
    .lineWidth(1)
    .strokeColor("black")
    .stroke();
  doc.y = y + 12;
}

/** Two columns of label/value pairs: the document on the left, the addressee on the right. */
function parties(doc: Doc, note: TOutboundDto, t: Translate, timeZone: string) {
  const half = CONTENT / 2 - 10;
  const left: [string, string][] = [
    [t("warehouse.deliveryNote.outboundCode"), note.outboundCode],
    [t("warehouse.deliveryNote.orderCode"), note.orderCode ?? "—"],
    [t("warehouse.deliveryNote.date"), formatDate(note.issuedTime ?? note.creationTime, timeZone)],
    [t("warehouse.deliveryNote.status"), t(`enums.OutboundStatus.${note.status}`)],
    [t("warehouse.deliveryNote.warehouse"), note.warehouseName ?? "—"],
  ];
  const right: [string, string][] = [
    [t("warehouse.deliveryNote.recipient"), note.recipientName],
    [t("warehouse.deliveryNote.phone"), note.recipientPhone ?? "—"],
    [t("warehouse.deliveryNote.address"), note.recipientAddress ?? "—"],
    ...(note.customerName
      ? [[t("warehouse.deliveryNote.customer"), note.customerName] as [string, string]]
      : []),
  ];
  const top = doc.y;
  const endLeft = pairs(doc, left, MARGIN, top, half);
  const endRight = pairs(doc, right, MARGIN + CONTENT / 2 + 10, top, half);
  doc.y = Math.max(endLeft, endRight) + 6;
  if (note.remark) {
    doc.font(BOLD).fontSize(9).fillColor(GREY).text(t("warehouse.deliveryNote.remark"), MARGIN);
    doc.font(REGULAR).fontSize(10).fillColor("black").text(note.remark, { width: CONTENT });
    doc.moveDown(0.5);
  }
}

/** Label above value, one pair under the other; returns where the last one ends. */
function pairs(doc: Doc, rows: [string, string][], x: number, y: number, width: number) {
  let at = y;
  for (const [label, value] of rows) {
    doc.font(REGULAR).fontSize(8).fillColor(GREY).text(label, x, at, { width });
    doc.font(BOLD).fontSize(10).fillColor("black").text(value, x, doc.y, { width });
    at = doc.y + 4;
  }
  return at;
}

function table(doc: Doc, note: TOutboundDto, t: Translate) {
  const headings = [
    "#",
    t("warehouse.deliveryNote.skuNumber"),
    t("warehouse.deliveryNote.productName"),
    t("warehouse.deliveryNote.quantity"),
    t("warehouse.deliveryNote.location"),
  ];
  const bottom = A4.height - MARGIN - 30;
  const headingRow = () => row(doc, headings, BOLD, "#f3f4f6");
  doc.y += 6;
  headingRow();
  note.lines.forEach((line, i) => {
    const cells = [
      String(i + 1),
      line.skuNumber,
      line.productName,
      String(line.quantity),
      line.locationCode ?? "—",
    ];
    if (doc.y + rowHeight(doc, cells, REGULAR) > bottom) {
      doc.addPage();
      headingRow();
    }
    row(doc, cells, REGULAR);
  });
  const totals = [
    "",
    t("warehouse.deliveryNote.total"),
    t("warehouse.deliveryNote.lineCount", { count: note.lines.length }),
    String(note.totalQuantity),
    "",
  ];
  if (doc.y + rowHeight(doc, totals, BOLD) > bottom) doc.addPage();
  row(doc, totals, BOLD);
}

const ALIGN = ["left", "left", "left", "right", "left"] as const;

function rowHeight(doc: Doc, cells: string[], font: Face) {
  doc.font(font).fontSize(9);
  return (
    Math.max(
      ...cells.map((text, i) => doc.heightOfString(text, { width: COLUMNS[i]! - 2 * CELL_PAD })),
    ) +
    2 * CELL_PAD
  );
}

function row(doc: Doc, cells: string[], font: Face, fill?: string) {
  const y = doc.y;
  const height = rowHeight(doc, cells, font);
  if (fill) doc.rect(MARGIN, y, CONTENT, height).fill(fill);
  let x = MARGIN;
  cells.forEach((text, i) => {
    const width = COLUMNS[i]!;
    doc
      .font(font)
      .fontSize(9)
      .fillColor("black")
      .text(text, x + CELL_PAD, y + CELL_PAD, { width: width - 2 * CELL_PAD, align: ALIGN[i] });
    x += width;
  });
  const end = y + height;
  doc
    .moveTo(MARGIN, end)
    .lineTo(A4.width - MARGIN, end)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
  doc.x = MARGIN;
  doc.y = end;
}

/** Who handed the goods over and who received them, each with a line to sign and a date. */
function signatures(doc: Doc, t: Translate) {
  const height = 70;
  if (doc.y + height + 24 > A4.height - MARGIN - 30) doc.addPage();
  const top = doc.y + 36;
  const width = CONTENT / 2 - 20;
  const boxes = [t("warehouse.deliveryNote.shippedBy"), t("warehouse.deliveryNote.receivedBy")];
  boxes.forEach((label, i) => {
    const x = MARGIN + i * (width + 40);
    doc
      .moveTo(x, top + 24)
      .lineTo(x + width, top + 24)
      .lineWidth(0.75)
      .strokeColor("black");
    doc.stroke();
    doc
      .font(REGULAR)
      .fontSize(9)
      .fillColor(GREY)
      .text(label, x, top + 28, { width });
    doc
      .moveTo(x, top + 58)
      .lineTo(x + width * 0.6, top + 58)
      .stroke();
    doc.text(t("warehouse.deliveryNote.signDate"), x, top + 62, { width });
  });
  doc.x = MARGIN;
}

/** "OUT-000123 · 1 / 2" at the foot of every page (known once every page is laid out). */
function pageNumbers(doc: Doc, note: TOutboundDto, t: Translate) {
  const range = doc.bufferedPageRange();
  for (let i = 0; i < range.count; i++) {
    doc.switchToPage(range.start + i);
    const text = `${note.outboundCode} · ${t("warehouse.deliveryNote.page", { page: i + 1, pages: range.count })}`;
    // inside the bottom margin: lift the margin so pdfkit does not start a new page for it
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor(GREY)
      .text(text, MARGIN, A4.height - MARGIN + 10, { width: CONTENT, align: "center" });
    doc.page.margins.bottom = bottom;
  }
}
