import { once } from "node:events";
import zlib from "node:zlib";
import ExcelJS from "exceljs";

// Workbooks for tests of the reader and of imports: ordinary ones written by exceljs, and
// crafted zips (bombs, lies, too many parts) built byte by byte.

/** An ordinary workbook, as Excel would save it (shared strings), of these rows on one sheet. */
export async function workbookOf(
  rows: ExcelJS.CellValue[][],
  edit?: (sheet: ExcelJS.Worksheet, workbook: ExcelJS.Workbook) => void,
): Promise<Buffer<ArrayBuffer>> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet("Sheet1");
  for (const row of rows) sheet.addRow(row);
  edit?.(sheet, workbook);
  return Buffer.from(new Uint8Array(await workbook.xlsx.writeBuffer()));
}

export interface ZipPart {
  name: string;
  /** the part's bytes (deflated here), or… */
  data?: Buffer | string;
  /** …bytes already deflated, with their real size and CRC */
  packed?: { bytes: Buffer; size: number; crc: number };
  /** the unpacked size the zip claims (a lie when it differs from the real one) */
  declaredSize?: number;
}

/** A zip of these parts, each deflated, with local headers and a central directory. */
export function zipOf(parts: ZipPart[]): Buffer {
  const out: Buffer[] = [];
  const directory: Buffer[] = [];
  let offset = 0;
  for (const part of parts) {
    const data = typeof part.data === "string" ? Buffer.from(part.data) : part.data;
    const packed = part.packed ?? {
      bytes: zlib.deflateRawSync(data ?? Buffer.alloc(0)),
      size: data?.length ?? 0,
      crc: zlib.crc32(data ?? Buffer.alloc(0)),
    };
    const name = Buffer.from(part.name);
    const fields = Buffer.alloc(26);
    fields.writeUInt16LE(20, 0); // version needed
    fields.writeUInt16LE(0, 2); // flags
    fields.writeUInt16LE(8, 4); // deflated
    fields.writeUInt32LE(packed.crc, 10);
    fields.writeUInt32LE(packed.bytes.length, 14);
    fields.writeUInt32LE(part.declaredSize ?? packed.size, 18);
    fields.writeUInt16LE(name.length, 22);
    const local = Buffer.concat([u32(0x04034b50), fields, name]);
    const central = Buffer.concat([
      u32(0x02014b50),
      Buffer.from([20, 0]), // version made by
      fields,
      Buffer.alloc(6), // comment length, disk, internal attributes
      Buffer.alloc(4), // external attributes
      u32(offset),
      name,
    ]);
    out.push(local, packed.bytes);
    directory.push(central);
    offset += local.length + packed.bytes.length;
  }
  const size = directory.reduce((n, b) => n + b.length, 0);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(size, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...out, ...directory, end]);
}

function u32(value: number) {
  const b = Buffer.alloc(4);
  b.writeUInt32LE(value >>> 0, 0);
  return b;
}

const NS = 'xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"';
const REL_NS = 'xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"';

/** The parts every workbook has around its sheet: a zip of them plus `sheet`. */
export function workbookZip(sheet: Omit<ZipPart, "name">, extra: ZipPart[] = []): Buffer {
  return zipOf([
    {
      name: "[Content_Types].xml",
      data: '<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>',
    },
    {
      name: "xl/workbook.xml",
      data: `<?xml version="1.0"?><workbook ${NS} ${REL_NS}><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: "xl/_rels/workbook.xml.rels",
      data: '<?xml version="1.0"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet1.xml"/></Relationships>',
    },
    ...extra,
    { name: "xl/worksheets/sheet1.xml", ...sheet },
  ]);
}

/**
 * A zip bomb's sheet: one cell whose value is `zeros` bytes of "0" (1 GB packs to about 1 MB),
 * deflated as it is made, so the test never holds it unpacked.
 */
export async function zeroBombSheet(zeros: number) {
  const deflate = zlib.createDeflateRaw({ level: 9, memLevel: 9 });
  const out: Buffer[] = [];
  deflate.on("data", (c: Buffer) => out.push(c));
  let crc = 0;
  let size = 0;
  const write = async (chunk: Buffer) => {
    crc = zlib.crc32(chunk, crc);
    size += chunk.length;
    if (!deflate.write(chunk)) await once(deflate, "drain");
  };
  await write(Buffer.from(`<worksheet ${NS}><sheetData><row r="1"><c r="A1"><v>`));
  const chunk = Buffer.alloc(1024 * 1024, "0");
  for (let left = zeros; left > 0; left -= chunk.length)
    await write(left >= chunk.length ? chunk : chunk.subarray(0, left));
  await write(Buffer.from("</v></c></row></sheetData></worksheet>"));
  deflate.end();
  await once(deflate, "end");
  return { bytes: Buffer.concat(out), size, crc };
}

/**
 * Runs `work` and answers how far the process's resident memory rose above where it started
 * (sampled every 5 ms while it runs, and at the end), in MB.
 */
export async function peakRssGrowthMb<T>(
  work: () => Promise<T>,
): Promise<{ mb: number; result: T }> {
  const start = process.memoryUsage.rss();
  let peak = start;
  const timer = setInterval(() => (peak = Math.max(peak, process.memoryUsage.rss())), 5);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage.rss());
    return { mb: (peak - start) / (1024 * 1024), result };
  } finally {
    clearInterval(timer);
  }
}
