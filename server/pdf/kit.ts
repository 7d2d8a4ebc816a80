import "server-only";
import fs from "node:fs/promises";
import path from "node:path";
import PDFDocument from "pdfkit";
import type { Translate } from "@/server/i18n";

// What the printed documents share (the delivery note of issue 10, the invoices of issue 11):
// the font, the A4 page, the letterhead, label/value pairs, tables whose rows wrap and break
// pages under a repeated heading row, and the page numbers in the footer. Generated in the
// process with pdfkit. One font for every script: Noto Sans SC covers Latin, Chinese and Japanese
// kana, so names like 王小明 or 山田さくら print as written.
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
export const REGULAR = "NotoSansSC-Regular";
export const BOLD = "NotoSansSC-Bold";
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

export type Doc = PDFKit.PDFDocument;
type Pair = [label: string, value: string];

const A4 = { width: 595.28, height: 841.89 };
export const MARGIN = 40;
/** the width between the margins */
export const CONTENT = A4.width - 2 * MARGIN;
/** where content ends: the footer with the page number lives below */
const BOTTOM = A4.height - MARGIN - 30;
const FOOTER_Y = A4.height - MARGIN + 10;
export const GREY = "#6b7280";
const LINE = "#d1d5db";
/** the heading row's and a total's background */
export const SHADE = "#f3f4f6";
const CELL_PAD = 4;

/**
 * A new A4 document in our font, every page kept until `finish` (so footers can be stamped once
 * the page count is known). `finish` ends it and resolves to the PDF's bytes.
 */
export async function openDocument(info: {
  title: string;
  t: Translate;
  /** the reader's language, the PDF's /Lang (screen readers, search) */
  lang?: string;
}): Promise<{ doc: Doc; finish: () => Promise<Buffer> }> {
  const { regular, bold } = await fonts();
  const doc = new PDFDocument({
    size: "A4",
    margin: MARGIN,
    bufferPages: true,
    // pdfkit takes the font's bytes here (PDFFontFactory.open); its types say only a path. Giving
    // our TTF keeps pdfkit from ever loading its built-in Helvetica AFM, which bundling breaks.
    font: regular as unknown as string,
    lang: info.lang,
    info: { Title: info.title, Author: info.t("app.name") },
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
  return {
    doc,
    finish: () => {
      doc.end();
      return done;
    },
  };
}

/** The app's name and tagline (the seller: there are no company settings), the title and code. */
export function letterhead(doc: Doc, t: Translate, title: string, code: string) {
  const top = MARGIN;
  doc.font(BOLD).fontSize(18).fillColor("black").text(t("app.name"), MARGIN, top);
  doc.font(REGULAR).fontSize(9).fillColor(GREY).text(t("app.tagline"));
  doc
    .font(BOLD)
    .fontSize(20)
    .fillColor("black")
    .text(title, MARGIN, top, { width: CONTENT, align: "right" });
  doc
    .font(REGULAR)
    .fontSize(10)
    .fillColor(GREY)
    .text(code, MARGIN, top + 26, { width: CONTENT, align: "right" });
  const y = Math.max(doc.y, top + 44) + 8;
  doc
    .moveTo(MARGIN, y)
    .lineTo(MARGIN + CONTENT, y)
    .lineWidth(1)
    .strokeColor("black")
    .stroke();
  doc.y = y + 12;
}

/** A small grey heading over what follows, on a new page when little room is left. */
export function sectionHeading(doc: Doc, text: string) {
  ensureSpace(doc, 60);
  doc.font(BOLD).fontSize(9).fillColor(GREY).text(text.toUpperCase(), MARGIN, doc.y);
  doc.y += 2;
}

/** Two columns of label/value pairs (label above value), side by side; continues below both. */
export function pairColumns(doc: Doc, left: Pair[], right: Pair[]) {
  const half = CONTENT / 2 - 10;
  const top = doc.y;
  const endLeft = pairs(doc, left, MARGIN, top, half);
  const endRight = pairs(doc, right, MARGIN + CONTENT / 2 + 10, top, half);
  doc.x = MARGIN;
  doc.y = Math.max(endLeft, endRight) + 6;
}

/** Label above value, one pair under the other; returns where the last one ends. */
function pairs(doc: Doc, rows: Pair[], x: number, y: number, width: number) {
  let at = y;
  for (const [label, value] of rows) {
    doc.font(REGULAR).fontSize(8).fillColor(GREY).text(label, x, at, { width });
    doc.font(BOLD).fontSize(10).fillColor("black").text(value, x, doc.y, { width });
    at = doc.y + 4;
  }
  return at;
}

/** A labelled paragraph across the page (a remark). */
export function note(doc: Doc, label: string, text: string) {
  doc.font(BOLD).fontSize(9).fillColor(GREY).text(label, MARGIN, doc.y);
  doc.font(REGULAR).fontSize(10).fillColor("black").text(text, { width: CONTENT });
  doc.moveDown(0.5);
}

/** A new page when `height` does not fit above the footer. */
export function ensureSpace(doc: Doc, height: number) {
  if (doc.y + height > BOTTOM) doc.addPage();
}

/** Where a table's columns are: their widths (and alignment), from `x` (the left margin). */
export interface TableLayout {
  widths: readonly number[];
  align: readonly ("left" | "right")[];
  x?: number;
}

/**
 * A table: the heading row, then every row, wrapping long cells; a row that does not fit starts
 * a new page under the heading row again.
 */
export function table(doc: Doc, layout: TableLayout, headings: string[], rows: string[][]) {
  const heading = () => tableRow(doc, layout, headings, { font: BOLD, fill: SHADE });
  heading();
  for (const cells of rows) tableRow(doc, layout, cells, { onNewPage: heading });
}

/**
 * One row of a table, as high as its tallest cell, ruled below. A row that does not fit goes to
 * a new page (after `onNewPage`, e.g. the heading row again).
 */
export function tableRow(
  doc: Doc,
  layout: TableLayout,
  cells: string[],
  { font = REGULAR, fill, onNewPage }: { font?: Face; fill?: string; onNewPage?: () => void } = {},
) {
  const height = rowHeight(doc, layout, cells, font);
  if (doc.y + height > BOTTOM) {
    doc.addPage();
    onNewPage?.();
  }
  const left = layout.x ?? MARGIN;
  const width = layout.widths.reduce((sum, w) => sum + w, 0);
  const y = doc.y;
  if (fill) doc.rect(left, y, width, height).fill(fill);
  let x = left;
  cells.forEach((text, i) => {
    const cellWidth = layout.widths[i]!;
    doc
      .font(font)
      .fontSize(9)
      .fillColor("black")
      .text(text, x + CELL_PAD, y + CELL_PAD, {
        width: cellWidth - 2 * CELL_PAD,
        align: layout.align[i],
      });
    x += cellWidth;
  });
  const end = y + height;
  doc
    .moveTo(left, end)
    .lineTo(left + width, end)
    .lineWidth(0.5)
    .strokeColor(LINE)
    .stroke();
  doc.x = MARGIN;
  doc.y = end;
}

/** The height of a table row: its tallest cell and the padding. */
export function rowHeight(doc: Doc, layout: TableLayout, cells: string[], font: Face = REGULAR) {
  doc.font(font).fontSize(9);
  return (
    Math.max(
      ...cells.map((text, i) =>
        doc.heightOfString(text, { width: layout.widths[i]! - 2 * CELL_PAD }),
      ),
    ) +
    2 * CELL_PAD
  );
}

/**
 * "ORD-… · Page 1 of 2" at the foot of pages `first` … `first + count - 1` (known once they are
 * laid out): the document's code and the page's number among them.
 */
export function pageFooters(doc: Doc, t: Translate, first: number, count: number, code: string) {
  for (let i = 0; i < count; i++) {
    doc.switchToPage(first + i);
    // inside the bottom margin: lift the margin so pdfkit does not start a new page for it
    const bottom = doc.page.margins.bottom;
    doc.page.margins.bottom = 0;
    doc
      .font(REGULAR)
      .fontSize(8)
      .fillColor(GREY)
      .text(`${code} · ${t("pdf.page", { page: i + 1, pages: count })}`, MARGIN, FOOTER_Y, {
        width: CONTENT,
        align: "center",
      });
    doc.page.margins.bottom = bottom;
  }
}
