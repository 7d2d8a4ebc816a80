import "server-only";
import Decimal from "decimal.js";
import type { MessageKey } from "@/lib/i18n/messages";
import { locales } from "@/lib/i18n/locales";
import { importRules } from "@/lib/contracts/import-rules";
import { AppError } from "@/server/http/errors";
import { getTranslator, type Translate } from "@/server/i18n";
import {
  readSheetRows,
  tableOf,
  type TableColumn,
  type XlsxCell,
  type XlsxRow,
} from "@/server/xlsx/read";

// A bank statement as uploaded (issue 17 item 2): an .xlsx (the xlsx kit's guarded reader) or a
// UTF-8 .csv (comma or semicolon, RFC 4180 quotes, an optional BOM); headings in any of the four
// languages. Each line: its day, and either a signed amount or money in and money out.

const FIELDS = [
  "day",
  "amount",
  "moneyIn",
  "moneyOut",
  "description",
  "counterparty",
  "reference",
] as const;
type Field = (typeof FIELDS)[number];

export interface StatementLine {
  lineNo: number;
  day: string;
  /** signed, 2 places: money in positive */
  amount: string;
  description: string | null;
  counterparty: string | null;
  reference: string | null;
}

const everyLanguage = (key: MessageKey) => locales.map((l) => getTranslator(l)(key));
const columns = (tr: Translate): TableColumn<Field>[] =>
  FIELDS.map((key) => ({
    key,
    headings: [key, ...everyLanguage(`bankReconciliation.columns.${key}`)],
    required: key === "day",
    label: tr(`bankReconciliation.columns.${key}`),
  }));

/** A CSV's records as sheet rows of text cells (numbered from 1, like a sheet's). */
/** The CSV's separator: a semicolon when its first line has more of them than commas. */
function separatorOf(body: string) {
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  return (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ";" : ",";
}

function* csvRows(body: string, separator: string): Generator<XlsxRow> {
  let row: string[] = [];
  let field = "";
  let quoted = false;
  let number = 1;
  const cellsOf = (values: string[]): XlsxCell[] =>
    values.map((v) => (v.trim() === "" ? { kind: "empty" } : { kind: "text", text: v.trim() }));
  for (let i = 0; i <= body.length; i++) {
    const c = body[i];
    if (quoted) {
      if (c === '"' && body[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else if (c === undefined) throw AppError.field("file", "api.errors.statement.csvQuote");
      else field += c;
      continue;
    }
    if (c === '"' && field === "") quoted = true;
    else if (c === separator) {
      row.push(field);
      field = "";
    } else if (c === "\n" || c === "\r" || c === undefined) {
      if (c === "\r" && body[i + 1] === "\n") i++;
      row.push(field);
      field = "";
      if (row.some((v) => v.trim() !== "")) yield { number, cells: cellsOf(row) };
      if (number > importRules.maxRows + 1)
        throw AppError.field("file", "api.errors.xlsx.tooManyRows", { max: importRules.maxRows });
      row = [];
      number++;
    } else field += c;
  }
}

const isZip = (bytes: Uint8Array) => bytes[0] === 0x50 && bytes[1] === 0x4b;

/** A CSV's text: UTF-8 (a BOM dropped), else GB18030 (what Chinese banks' exports are in). */
function decodeText(bytes: Uint8Array) {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes).replace(/^\uFEFF/, "");
  } catch {
    return new TextDecoder("gb18030").decode(bytes);
  }
}

/** A day from a date cell, an ISO day, YYYY/MM/DD, YYYY.MM.DD or YYYYMMDD (banks' own forms). */
function dayOf(cell: XlsxCell): string | null {
  if (cell.kind === "date") return cell.value.toISOString().slice(0, 10);
  const text = cell.kind === "text" ? cell.text : cell.kind === "number" ? String(cell.value) : "";
  const m = /^(\d{4})[-/.年]?(\d{1,2})[-/.月]?(\d{1,2})日?(?:[ T].*)?$/.exec(text.trim());
  if (!m) return null;
  const day = `${m[1]}-${m[2]!.padStart(2, "0")}-${m[3]!.padStart(2, "0")}`;
  const parsed = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === day ? day : null;
}

/**
 * An amount from a number or text ("1,234.50", "¥1 234.50", "(12.00)" for out; with
 * `decimalComma`, a semicolon CSV's "1.234,50"); null when empty.
 */
function amountOf(cell: XlsxCell, decimalComma: boolean): Decimal | null | "bad" {
  if (cell.kind === "empty") return null;
  if (cell.kind === "number") return new Decimal(cell.value).toDecimalPlaces(2);
  if (cell.kind !== "text") return "bad";
  let text = cell.text.replace(/[\s¥$￥]|RMB|CNY/gi, "");
  // "1.234,50" and "12,50" in a semicolon CSV; "12.50" there too; "1,234.50" elsewhere
  text =
    decimalComma && text.includes(",")
      ? text.replace(/\./g, "").replace(",", ".")
      : text.replace(/,/g, "");
  const negative = /^\(.*\)$/.test(text);
  if (negative) text = text.slice(1, -1);
  if (!/^[-+]?\d+(\.\d{1,2})?$/.test(text)) return "bad";
  const value = new Decimal(text);
  return negative ? value.neg() : value;
}

const textOf = (cell: XlsxCell, max: number) =>
  cell.kind === "text"
    ? cell.text.slice(0, max)
    : cell.kind === "number"
      ? String(cell.value)
      : null;

/**
 * The statement's lines, or a 400 on `file` naming the first row that cannot be read (every line
 * must be readable: a statement is imported whole or not at all).
 */
export async function readStatement(file: File, tr: Translate): Promise<StatementLine[]> {
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (bytes.byteLength === 0) throw AppError.field("file", "api.errors.fileEmpty");
  const text = isZip(bytes) ? null : decodeText(bytes);
  const separator = text === null ? "," : separatorOf(text);
  const decimalComma = separator === ";";
  const rows = text === null ? readSheetRows(bytes) : csvRows(text, separator);
  const records = await tableOf(rows, columns(tr));
  const lines: StatementLine[] = [];
  for (const record of records) {
    const bad = (reason: MessageKey) =>
      AppError.field("file", "api.errors.statement.badRow", {
        row: record.row,
        reason: tr(reason),
      });
    const day = dayOf(record.cells.day);
    if (!day) throw bad("bankReconciliation.reasons.day");
    const amount = amountOf(record.cells.amount, decimalComma);
    const moneyIn = amountOf(record.cells.moneyIn, decimalComma);
    const moneyOut = amountOf(record.cells.moneyOut, decimalComma);
    if (amount === "bad" || moneyIn === "bad" || moneyOut === "bad")
      throw bad("bankReconciliation.reasons.amount");
    const signed = amount ?? (moneyIn ?? new Decimal(0)).minus((moneyOut ?? new Decimal(0)).abs());
    if (signed.isZero()) throw bad("bankReconciliation.reasons.noAmount");
    if (signed.abs().greaterThanOrEqualTo("1e13")) throw bad("bankReconciliation.reasons.amount");
    lines.push({
      lineNo: record.row,
      day,
      amount: signed.toFixed(2),
      description: textOf(record.cells.description, 500),
      counterparty: textOf(record.cells.counterparty, 200),
      reference: textOf(record.cells.reference, 100),
    });
  }
  if (lines.length === 0) throw AppError.field("file", "api.errors.xlsx.noRows");
  return lines;
}
