import "server-only";
import { PassThrough, Readable, type Stream } from "node:stream";
import ExcelJS from "exceljs";
import { contentDisposition } from "@/server/http/content-disposition";

// The one way we write a spreadsheet (.xlsx, exceljs; never the `xlsx` package): streamed row by
// row, so a sheet of any length is written in flat memory, and every text cell neutralised.

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** Text a spreadsheet would run as a formula (= + - @, and tab/CR that some apps strip first). */
const FORMULA_START = /^[=+\-@\t\r]/;

/**
 * A cell value that cannot become a formula when the sheet is opened or re-saved as CSV
 * (OWASP CSV injection): text starting with = + - @ gets a leading apostrophe. `restoreCell`
 * undoes it on import, so "+1 514 555 0100" goes out and comes back unchanged.
 */
export function neutraliseCell(value: unknown): unknown {
  return typeof value === "string" && FORMULA_START.test(value) ? `'${value}` : value;
}

/** The inverse of `neutraliseCell` for text read back from a sheet we (or a user) wrote. */
export function restoreCell(text: string): string {
  return text.length > 1 && text[0] === "'" && FORMULA_START.test(text.slice(1))
    ? text.slice(1)
    : text;
}

export interface SheetColumn<Row> {
  /** the header shown (already localised) */
  header: string;
  value: (row: Row) => string | number | Date | boolean | null | undefined;
  width?: number;
  /** Excel number format, e.g. "#,##0.00" for money or "yyyy-mm-dd hh:mm" for times */
  numFmt?: string;
  /** a note on the heading (what the column takes), shown when the pointer rests on it */
  note?: string;
  /** checks Excel applies to the column's cells below the heading (a template's rules) */
  validation?: ExcelJS.DataValidation;
}

export interface SheetOptions {
  /** how many rows below the heading carry the columns' `validation` (default 1,000) */
  validationRows?: number;
}

/**
 * Writes `rows` to one sheet as they arrive and ends the stream; the first row is the header.
 * Memory stays flat: each row is committed (and leaves memory) once written.
 */
export async function writeSheet<Row>(
  out: NodeJS.WritableStream,
  sheetName: string,
  columns: SheetColumn<Row>[],
  rows: AsyncIterable<Row> | Iterable<Row>,
  options: SheetOptions = {},
): Promise<void> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out as unknown as Stream,
    useSharedStrings: false,
    useStyles: true,
  });
  const sheet = workbook.addWorksheet(sheetName.slice(0, 31), {
    views: [{ state: "frozen", ySplit: 1 }],
  });
  sheet.columns = columns.map((c, i) => ({
    key: String(i),
    width: c.width ?? 16,
    style: c.numFmt ? { numFmt: c.numFmt } : {},
  }));
  const header = sheet.addRow(columns.map((c) => neutraliseCell(c.header)));
  header.font = { bold: true };
  const last = 1 + (options.validationRows ?? 1000);
  columns.forEach((c, i) => {
    if (c.note) header.getCell(i + 1).note = c.note;
    const letter = sheet.getColumn(i + 1).letter;
    if (c.validation) validationsOf(sheet).add(`${letter}2:${letter}${last}`, c.validation);
  });
  header.commit();
  for await (const row of rows) {
    // the reader went away (download cancelled, tab closed): stop reading rows for nobody
    if (isGone(out)) return;
    sheet.addRow(columns.map((c) => neutraliseCell(c.value(row) ?? null))).commit();
  }
  if (isGone(out)) return;
  sheet.commit();
  await workbook.commit();
}

/** the reader went away: the stream was destroyed (download cancelled, connection closed) */
export const isGone = (out: NodeJS.WritableStream) =>
  (out as { destroyed?: boolean }).destroyed === true;

/**
 * Resolves when `out` can take more (drain) or has gone (close, error), and never before the
 * event loop has turned: a producer awaits it between batches, then stops if `isGone`. The turn
 * matters on PGlite, whose queries resolve without I/O: a loop of them would otherwise starve
 * the event loop (no bytes sent, no cancel seen, no other request served) until the file is done.
 * (events.once(out, "drain") would also wait forever on a stream destroyed without an error.)
 */
export function drained(out: NodeJS.WritableStream & { writableNeedDrain?: boolean }) {
  if (!out.writableNeedDrain || isGone(out)) return new Promise<void>((r) => setImmediate(r));
  return new Promise<void>((resolve) => {
    const done = () => {
      for (const event of ["drain", "close", "error"]) out.off(event, done);
      resolve();
    };
    for (const event of ["drain", "close", "error"]) out.on(event, done);
  });
}

/** The sheet's data validations by range (exceljs has them; its typings leave them out). */
const validationsOf = (sheet: ExcelJS.Worksheet) =>
  (
    sheet as unknown as {
      dataValidations: { add: (range: string, validation: ExcelJS.DataValidation) => void };
    }
  ).dataValidations;

/**
 * A raw API answer that streams a sheet as it is written: `fill` writes into the stream (with
 * `writeSheet`); an error mid-way ends the download (the browser shows it as failed) and is
 * logged by the caller's `onError`.
 */
export function xlsxResponse(
  fileName: string,
  fill: (out: NodeJS.WritableStream) => Promise<void>,
  onError: (error: unknown) => void,
): Response {
  const out = new PassThrough();
  fill(out).catch((error: unknown) => {
    // a reader that went away is not a failure
    if (!isGone(out)) onError(error);
    out.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return new Response(Readable.toWeb(out) as ReadableStream<Uint8Array>, {
    headers: {
      "content-type": XLSX_TYPE,
      "content-disposition": contentDisposition(fileName, false),
      "x-content-type-options": "nosniff",
      "cache-control": "private, no-store",
    },
  });
}
