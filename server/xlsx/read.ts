import "server-only";
import { Readable } from "node:stream";
import zlib from "node:zlib";
import ExcelJS from "exceljs";
import { importRules } from "@/lib/contracts/import-rules";
import type { MessageKey } from "@/lib/i18n/messages";
import { AppError } from "@/server/http/errors";
import { restoreCell } from "./write";

// The one way we read a spreadsheet someone uploads (.xlsx, exceljs; never the `xlsx` package).
// A workbook is a zip, so a crafted one can claim little and unpack to gigabytes (a zip bomb) or
// carry a huge shared-strings part. Before any XML is parsed: the file's size, then its central
// directory (number of parts, declared sizes, compression ratio). Then each part we need (the
// workbook, its relationships, styles, shared strings and the first sheet) is unpacked once,
// counting what really comes out: a part that unpacks past what it declared, or past the caps, is
// refused there. Only those parts go on to exceljs's streaming reader, repacked as a plain
// (stored) zip in an order that lets it parse the sheet as it streams (no temporary files), cut
// between UTF-8 characters (exceljs decodes every chunk on its own). Rows are read one at a time
// and reading stops past the row cap. Formulas are never evaluated: a formula cell says so.

const MB = 1024 * 1024;

export interface XlsxLimits {
  /** the file as uploaded */
  maxFileBytes: number;
  /** rows with data below the heading row */
  maxRows: number;
  /** parts (files) in the workbook's zip */
  maxParts: number;
  /** any one part, unpacked */
  maxPartBytes: number;
  /** all parts together, unpacked, as the workbook declares them */
  maxTotalBytes: number;
  /** unpacked ÷ packed size of any part larger than 1 MB unpacked */
  maxRatio: number;
}

const xlsxLimits: XlsxLimits = {
  maxFileBytes: importRules.maxBytes,
  maxRows: importRules.maxRows,
  maxParts: 256,
  maxPartBytes: 24 * MB,
  maxTotalBytes: 64 * MB,
  maxRatio: 100,
};

/** The workbook and its relationships are read whole to find the first sheet: kept small. */
const MAX_META_BYTES = 4 * MB;
/** Parts smaller than this unpacked are not held to the ratio (small XML packs very well). */
const RATIO_FREE_BYTES = 1 * MB;
/** Columns read per row (A…BL); cells further right are ignored. */
const MAX_COLUMNS = 64;

/** A refusal of the uploaded file, on the form's `file` field, in the caller's language. */
const refuse = (message: MessageKey, values?: Record<string, string | number>) =>
  AppError.field("file", message, values);
const megabytes = (bytes: number) => Math.round((bytes / MB) * 10) / 10;
const damaged = () => refuse("api.errors.xlsx.damaged");
const unpacksTooLarge = (maxBytes: number) =>
  refuse("api.errors.xlsx.unpacksTooLarge", { max: megabytes(maxBytes) });

// ---- the zip's central directory --------------------------------------------------------------

interface Part {
  name: string;
  /** 0 stored, 8 deflated */
  method: number;
  packedSize: number;
  /** as the central directory declares it; unpacking more than this is refused */
  size: number;
  dataStart: number;
}

const SIG_LOCAL = 0x04034b50;
const SIG_CENTRAL = 0x02014b50;
const SIG_END = 0x06054b50;

/** The parts the central directory lists, checked against the limits before anything unpacks. */
function inspectZip(buf: Buffer, limits: XlsxLimits = xlsxLimits): Map<string, Part> {
  if (buf.length >= 8 && buf.readUInt32BE(0) === 0xd0cf11e0 && buf.readUInt32BE(4) === 0xa1b11ae1)
    throw refuse("api.errors.xlsx.legacy"); // OLE: an .xls, or an encrypted workbook
  let end = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 0xffff); i--)
    if (buf.readUInt32LE(i) === SIG_END) {
      end = i;
      break;
    }
  if (end < 0 || buf.length < 30 || buf.readUInt32LE(0) !== SIG_LOCAL)
    throw refuse("api.errors.xlsx.notXlsx");
  const count = buf.readUInt16LE(end + 10);
  const directorySize = buf.readUInt32LE(end + 12);
  const directoryStart = buf.readUInt32LE(end + 16);
  // several disks or ZIP64 (sizes over 4 GB): never a workbook anyone imports
  if (
    buf.readUInt16LE(end + 4) !== 0 ||
    buf.readUInt16LE(end + 8) !== count ||
    count === 0xffff ||
    directoryStart === 0xffffffff ||
    directoryStart + directorySize > end
  )
    throw damaged();
  if (count > limits.maxParts)
    throw refuse("api.errors.xlsx.tooManyParts", { count, max: limits.maxParts });

  const parts = new Map<string, Part>();
  let total = 0;
  let p = directoryStart;
  for (let n = 0; n < count; n++) {
    if (p + 46 > end || buf.readUInt32LE(p) !== SIG_CENTRAL) throw damaged();
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    const packedSize = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    const nameLength = buf.readUInt16LE(p + 28);
    const next = p + 46 + nameLength + buf.readUInt16LE(p + 30) + buf.readUInt16LE(p + 32);
    const local = buf.readUInt32LE(p + 42);
    const name = buf.toString("utf8", p + 46, p + 46 + nameLength);
    p = next;
    if (p > end || parts.has(name)) throw damaged();
    if (flags & 0x1) throw refuse("api.errors.xlsx.legacy"); // encrypted part
    if ((method !== 0 && method !== 8) || (method === 0 && packedSize !== size)) throw damaged();
    if (size === 0xffffffff || packedSize === 0xffffffff || size > limits.maxPartBytes)
      throw unpacksTooLarge(limits.maxPartBytes);
    total += size;
    if (total > limits.maxTotalBytes) throw unpacksTooLarge(limits.maxTotalBytes);
    const ratio = size / Math.max(packedSize, 1);
    if (size > RATIO_FREE_BYTES && ratio > limits.maxRatio)
      throw refuse("api.errors.xlsx.packedTooFar", {
        ratio: Math.round(ratio),
        max: limits.maxRatio,
      });
    if (local + 30 > directoryStart || buf.readUInt32LE(local) !== SIG_LOCAL) throw damaged();
    const dataStart = local + 30 + buf.readUInt16LE(local + 26) + buf.readUInt16LE(local + 28);
    if (dataStart + packedSize > directoryStart) throw damaged();
    parts.set(name, { name, method, packedSize, size, dataStart });
  }
  return parts;
}

// ---- unpacking, counted -----------------------------------------------------------------------

/**
 * A part's bytes as they unpack. zlib produces output only as it is read, so a part that
 * unpacks past the size it declared (a bomb that understates itself) is stopped right there.
 */
async function* unpack(buf: Buffer, part: Part) {
  const packed = buf.subarray(part.dataStart, part.dataStart + part.packedSize);
  if (part.method === 0) {
    for (let at = 0; at < packed.length; at += 64 * 1024) yield packed.subarray(at, at + 64 * 1024);
    return;
  }
  const inflate = zlib.createInflateRaw();
  inflate.end(packed);
  let total = 0;
  try {
    for await (const chunk of inflate as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > part.size) throw refuse("api.errors.xlsx.notAsDeclared");
      yield chunk;
    }
  } catch (error) {
    throw error instanceof AppError ? error : damaged(); // not deflate data
  } finally {
    inflate.destroy();
  }
}

/** Unpacks a part to count it: its real size and CRC-32 (for the repacked zip). */
async function measure(buf: Buffer, part: Part) {
  let size = 0;
  let crc = 0;
  for await (const chunk of unpack(buf, part)) {
    size += chunk.length;
    crc = zlib.crc32(chunk, crc);
  }
  return { size, crc };
}

async function readWhole(buf: Buffer, part: Part): Promise<string> {
  if (part.size > MAX_META_BYTES) throw damaged();
  const chunks: Buffer[] = [];
  for await (const chunk of unpack(buf, part)) chunks.push(chunk);
  return Buffer.concat(chunks).toString("utf8");
}

const attr = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`).exec(tag)?.[1];

/** The part of the workbook's first sheet (its first tab), from workbook.xml and its relationships. */
function firstSheetName(workbookXml: string, relsXml: string, parts: Map<string, Part>) {
  const sheet = /<(?:\w+:)?sheet\b[^>]*>/.exec(workbookXml)?.[0];
  const relId = sheet && /\s\w+:id\s*=\s*["']([^"']*)["']/.exec(sheet)?.[1];
  for (const [tag] of relsXml.matchAll(/<(?:\w+:)?Relationship\b[^>]*>/g)) {
    if (!relId || attr(tag, "Id") !== relId) continue;
    const target = attr(tag, "Target") ?? "";
    const name = target.startsWith("/") ? target.slice(1) : `xl/${target.replace(/^\.\//, "")}`;
    if (parts.has(name)) return name;
  }
  // no usable link: the lowest-numbered sheet part
  return [...parts.keys()]
    .filter((n) => /^xl\/worksheets\/sheet\d+\.xml$/.test(n))
    .sort((a, b) => Number(/\d+/.exec(a)![0]) - Number(/\d+/.exec(b)![0]))[0];
}

// ---- the repacked zip for exceljs -------------------------------------------------------------

interface Repacked {
  /** its name in the repacked zip */
  name: string;
  size: number;
  crc: number;
  bytes: () => AsyncIterable<Buffer>;
}

const EMPTY_SST = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="0" uniqueCount="0"/>',
);

/** Cuts only between UTF-8 characters: exceljs decodes each chunk by itself. */
async function* wholeCharacters(chunks: AsyncIterable<Buffer>): AsyncGenerator<Buffer> {
  let carry: Buffer | null = null;
  for await (const chunk of chunks) {
    const bytes: Buffer = carry ? Buffer.concat([carry, chunk]) : chunk;
    let lead = bytes.length - 1;
    while (lead > 0 && bytes.length - lead < 4 && (bytes[lead]! & 0xc0) === 0x80) lead--;
    const first = bytes[lead] ?? 0;
    const length = first >= 0xf0 ? 4 : first >= 0xe0 ? 3 : first >= 0xc0 ? 2 : 1;
    const cut = bytes.length - lead >= length ? bytes.length : lead;
    if (cut > 0) yield bytes.subarray(0, cut);
    carry = cut < bytes.length ? Buffer.from(bytes.subarray(cut)) : null;
  }
  if (carry) yield carry;
}

/** A stored (uncompressed) zip of `entries`, as exceljs's streaming reader takes it. */
async function* storedZip(entries: Repacked[]): AsyncGenerator<Buffer> {
  const directory: Buffer[] = [];
  let offset = 0;
  for (const e of entries) {
    const name = Buffer.from(e.name, "utf8");
    const header = Buffer.alloc(30);
    header.writeUInt32LE(SIG_LOCAL, 0);
    header.writeUInt16LE(20, 4); // version needed
    header.writeUInt16LE(0x0800, 6); // UTF-8 names
    header.writeUInt16LE(0x21, 12); // 1980-01-01
    header.writeUInt32LE(e.crc, 14);
    header.writeUInt32LE(e.size, 18);
    header.writeUInt32LE(e.size, 22);
    header.writeUInt16LE(name.length, 26);
    yield Buffer.concat([header, name]);
    for await (const chunk of wholeCharacters(e.bytes())) yield chunk;
    const central = Buffer.alloc(46);
    central.writeUInt32LE(SIG_CENTRAL, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    header.copy(central, 8, 6, 30); // flags … name length, as in the local header
    central.writeUInt32LE(offset, 42);
    directory.push(central, name);
    offset += 30 + name.length + e.size;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(SIG_END, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(
    directory.reduce((n, b) => n + b.length, 0),
    12,
  );
  end.writeUInt32LE(offset, 16);
  yield Buffer.concat([...directory, end]);
}

/**
 * Checks the workbook and unpacks what the reader needs once, counting: the relationships, the
 * workbook, styles (dates), shared strings (or an empty table, so exceljs never spools the sheet
 * to disk) and the first sheet, which becomes sheet1 of the repacked zip.
 */
async function repack(buf: Buffer, limits: XlsxLimits): Promise<Repacked[]> {
  const parts = inspectZip(buf, limits);
  const rels = parts.get("xl/_rels/workbook.xml.rels");
  const workbook = parts.get("xl/workbook.xml");
  if (!rels || !workbook) throw refuse("api.errors.xlsx.notXlsx");
  const relsXml = await readWhole(buf, rels);
  const workbookXml = await readWhole(buf, workbook);
  const sheetName = firstSheetName(workbookXml, relsXml, parts);
  if (!sheetName) throw refuse("api.errors.xlsx.noSheet");
  const fromFile = async (part: Part, name = part.name): Promise<Repacked> => ({
    name,
    ...(await measure(buf, part)),
    bytes: () => unpack(buf, part),
  });
  const inMemory = (name: string, bytes: Buffer): Repacked => ({
    name,
    size: bytes.length,
    crc: zlib.crc32(bytes),
    bytes: async function* () {
      yield bytes;
    },
  });
  const styles = parts.get("xl/styles.xml");
  const strings = parts.get("xl/sharedStrings.xml");
  return [
    inMemory(rels.name, Buffer.from(relsXml)),
    inMemory(workbook.name, Buffer.from(workbookXml)),
    ...(styles ? [await fromFile(styles)] : []),
    strings ? await fromFile(strings) : inMemory("xl/sharedStrings.xml", EMPTY_SST),
    await fromFile(parts.get(sheetName)!, "xl/worksheets/sheet1.xml"),
  ];
}

// ---- cells and rows ---------------------------------------------------------------------------

/** A cell as read: never evaluated, never trusted to be what its column wants. */
export type XlsxCell =
  | { kind: "empty" }
  | { kind: "text"; text: string }
  | { kind: "number"; value: number }
  | { kind: "boolean"; value: boolean }
  | { kind: "date"; value: Date }
  /** a formula: its cached result is not used (it may be stale, or absent) */
  | { kind: "formula" }
  /** an error value such as #N/A */
  | { kind: "error" };

export interface XlsxRow {
  /** the row's number in the sheet, as the spreadsheet shows it */
  number: number;
  /** column A first; as long as the last column with a value (at most 64) */
  cells: XlsxCell[];
}

const EMPTY: XlsxCell = { kind: "empty" };

function textOf(value: unknown): string | undefined {
  if (typeof value === "string") return value;
  if (value && typeof value === "object" && "richText" in value && Array.isArray(value.richText))
    return value.richText.map((r: { text?: unknown }) => String(r.text ?? "")).join("");
  return undefined;
}

function cellOf(value: ExcelJS.CellValue | undefined): XlsxCell {
  if (value === null || value === undefined) return EMPTY;
  if (typeof value === "number") return { kind: "number", value };
  if (typeof value === "boolean") return { kind: "boolean", value };
  if (value instanceof Date) return { kind: "date", value };
  if (typeof value === "object" && ("formula" in value || "sharedFormula" in value))
    return { kind: "formula" };
  if (typeof value === "object" && "error" in value) return { kind: "error" };
  // plain and rich text; a hyperlink's text
  const text =
    textOf(value) ??
    (typeof value === "object" && "text" in value ? textOf(value.text) : undefined);
  if (text === undefined || text.trim() === "") return EMPTY;
  return { kind: "text", text: restoreCell(text) };
}

function cellsOf(row: ExcelJS.Row): XlsxCell[] {
  const cells: XlsxCell[] = [];
  row.eachCell((cell, column) => {
    if (column > MAX_COLUMNS) return;
    const read = cellOf(cell.value);
    if (read.kind === "empty") return;
    while (cells.length < column - 1) cells.push(EMPTY);
    cells[column - 1] = read;
  });
  return cells;
}

/**
 * The first sheet's rows that hold something, one at a time; the first of them is normally the
 * heading row. Refuses (400 on `file`, localised) a file over the size limit, anything that is
 * not a readable .xlsx, a workbook whose parts unpack past the caps, and a sheet with more than
 * `maxRows` rows below the heading row (reading stops there).
 */
export async function* readSheetRows(
  bytes: Uint8Array,
  options: Partial<XlsxLimits> = {},
): AsyncGenerator<XlsxRow> {
  const limits = { ...xlsxLimits, ...options };
  if (bytes.byteLength > limits.maxFileBytes)
    throw refuse("api.errors.fileTooLarge", { max: megabytes(limits.maxFileBytes) });
  if (bytes.byteLength === 0) throw refuse("api.errors.fileEmpty");
  const buf = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const entries = await repack(buf, limits);
  const source = Readable.from(storedZip(entries));
  source.on("error", () => {}); // reaches the reader as a parse error; never an unhandled event
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(source, {
    worksheets: "emit",
    sharedStrings: "cache",
    styles: "cache",
    hyperlinks: "ignore",
    entries: "ignore",
  });
  let rows = 0;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const cells = cellsOf(row);
        if (cells.length === 0) continue;
        if (++rows > limits.maxRows + 1)
          throw refuse("api.errors.xlsx.tooManyRows", { max: limits.maxRows });
        yield { number: row.number, cells };
      }
      return;
    }
    throw refuse("api.errors.xlsx.noSheet");
  } catch (error) {
    throw error instanceof AppError ? error : damaged();
  } finally {
    source.destroy();
  }
}

// ---- a table: a heading row and records -------------------------------------------------------

export interface TableColumn<K extends string> {
  key: K;
  /** every heading it may have (each language's, the key itself); matched ignoring case */
  headings: readonly string[];
  required?: boolean;
  /** its heading in the caller's language, for "missing: …" */
  label: string;
}

export interface TableRecord<K extends string> {
  /** the sheet's row number */
  row: number;
  cells: Record<K, XlsxCell>;
}

const normalHeading = (text: string) => text.trim().replace(/\s+/g, " ").toLowerCase();

/**
 * A sheet whose first row holds the headings: its records by column key, in sheet order.
 * Columns are found by heading, in any order and any of the four languages; a required one
 * missing is refused, naming it. At most `maxRows` records (5,000): the whole table is small.
 */
export async function readTable<K extends string>(
  bytes: Uint8Array,
  columns: readonly TableColumn<K>[],
  options: Partial<XlsxLimits> = {},
): Promise<TableRecord<K>[]> {
  return tableOf(readSheetRows(bytes, options), columns);
}

/** `readTable` over rows read elsewhere (a CSV file's, as text cells). */
export async function tableOf<K extends string>(
  rows: AsyncIterable<XlsxRow> | Iterable<XlsxRow>,
  columns: readonly TableColumn<K>[],
): Promise<TableRecord<K>[]> {
  let at: Map<K, number> | null = null;
  const records: TableRecord<K>[] = [];
  for await (const row of rows) {
    if (!at) {
      at = new Map();
      const headings = row.cells.map((c) => (c.kind === "text" ? normalHeading(c.text) : ""));
      for (const column of columns) {
        const wanted = new Set(column.headings.map(normalHeading));
        const index = headings.findIndex((h) => wanted.has(h));
        if (index >= 0) at.set(column.key, index);
      }
      const missing = columns.filter((c) => c.required && !at!.has(c.key));
      if (missing.length)
        throw refuse("api.errors.xlsx.missingColumns", {
          columns: missing.map((c) => c.label).join(", "),
        });
      continue;
    }
    const cells = {} as Record<K, XlsxCell>;
    for (const column of columns) {
      const index = at.get(column.key);
      cells[column.key] = (index === undefined ? undefined : row.cells[index]) ?? EMPTY;
    }
    if (Object.values<XlsxCell>(cells).every((c) => c.kind === "empty")) continue;
    records.push({ row: row.number, cells });
  }
  if (!at) throw refuse("api.errors.xlsx.noRows");
  return records;
}
