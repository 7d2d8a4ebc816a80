import { randomBytes } from "node:crypto";
import { PassThrough } from "node:stream";
import { beforeAll, describe, expect, it } from "vitest";
import { AppError } from "@/server/http/errors";
import type { MessageKey } from "@/lib/i18n/messages";
import { getTranslator } from "@/server/i18n";
import { peakRssGrowthMb, workbookOf, workbookZip, zeroBombSheet, zipOf } from "./fixtures";
import { readSheetRows, readTable, type XlsxRow } from "./read";
import { writeSheet } from "./write";

const en = getTranslator("en");
const MB = 1024 * 1024;
/** How far resident memory may rise while one workbook is read or refused. */
const MEMORY_BUDGET_MB = 120;

async function rowsOf(bytes: Uint8Array, limits?: Parameters<typeof readSheetRows>[1]) {
  const rows: XlsxRow[] = [];
  for await (const row of readSheetRows(bytes, limits)) rows.push(row);
  return rows;
}

/** The refusal's message in English, as the person sees it on the file field. */
async function refusal(work: Promise<unknown>): Promise<string> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  const field = (error as AppError).validationErrors[0]!;
  expect(field.members).toEqual(["file"]);
  return en(field.message as MessageKey, field.values);
}

/** A workbook written with the streaming writer (inline strings, no shared-strings part). */
async function streamedWorkbook(rows: string[][]) {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (c: Buffer) => chunks.push(c));
  const done = new Promise((r) => out.on("end", r));
  await writeSheet(
    out,
    "Rows",
    rows[0]!.map((header, i) => ({ header, value: (r: string[]) => r[i] })),
    rows.slice(1),
  );
  await done;
  return Buffer.concat(chunks);
}

describe("readSheetRows", () => {
  it("reads text, numbers, booleans and dates; formulas and errors are never evaluated", async () => {
    const bytes = await workbookOf(
      [
        ["Name", "Count", "Active", "Since", "Total"],
        ["  Acme  ", 42, true, new Date("2026-01-31T00:00:00Z"), { formula: "B2*2", result: 84 }],
        [{ richText: [{ text: "Rich " }, { text: "text" }] }, null, null, null, { error: "#N/A" }],
        [],
        ['\'=HYPERLINK("http://x")', "'+1 514 555 0100"],
      ],
      (sheet) => (sheet.getCell("D2").numFmt = "yyyy-mm-dd"),
    );
    const rows = await rowsOf(bytes);
    expect(rows.map((r) => r.number)).toEqual([1, 2, 3, 5]); // the empty row 4 is left out
    expect(rows[1]!.cells).toEqual([
      { kind: "text", text: "  Acme  " },
      { kind: "number", value: 42 },
      { kind: "boolean", value: true },
      { kind: "date", value: new Date("2026-01-31T00:00:00Z") },
      { kind: "formula" },
    ]);
    expect(rows[2]!.cells).toEqual([
      { kind: "text", text: "Rich text" },
      { kind: "empty" },
      { kind: "empty" },
      { kind: "empty" },
      { kind: "error" },
    ]);
    // what our writer neutralised comes back as it was
    expect(rows[3]!.cells).toEqual([
      { kind: "text", text: '=HYPERLINK("http://x")' },
      { kind: "text", text: "+1 514 555 0100" },
    ]);
  });

  it("keeps Chinese and Japanese text whole wherever the parts are cut (shared and inline strings)", async () => {
    const names = Array.from(
      { length: 3000 },
      (_, i) => `供应商${i}号・東京都渋谷区サプライヤー${"😀".repeat(i % 3)}`,
    );
    const shared = await workbookOf([["名称"], ...names.map((n) => [n])]);
    const inline = await streamedWorkbook([["名称"], ...names.map((n) => [n])]);
    for (const bytes of [shared, inline]) {
      const rows = await rowsOf(bytes);
      expect(rows.slice(1).map((r) => (r.cells[0] as { text: string }).text)).toEqual(names);
    }
  });

  it("reads the first tab even when its part is not sheet1.xml", async () => {
    const sheet = (text: string) =>
      `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData><row r="1"><c r="A1" t="inlineStr"><is><t>${text}</t></is></c></row></sheetData></worksheet>`;
    const bytes = zipOf([
      {
        name: "xl/workbook.xml",
        data: '<workbook xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets><sheet name="First" sheetId="2" r:id="rId7"/><sheet name="Second" sheetId="1" r:id="rId1"/></sheets></workbook>',
      },
      {
        name: "xl/_rels/workbook.xml.rels",
        data: '<Relationships><Relationship Id="rId1" Target="worksheets/sheet1.xml"/><Relationship Target="/xl/worksheets/data.xml" Id="rId7"/></Relationships>',
      },
      { name: "xl/worksheets/sheet1.xml", data: sheet("on the second tab") },
      { name: "xl/worksheets/data.xml", data: sheet("on the first tab") },
    ]);
    const rows = await rowsOf(bytes);
    expect(rows).toEqual([{ number: 1, cells: [{ kind: "text", text: "on the first tab" }] }]);
  });

  it("refuses what is not an .xlsx, and an old .xls, with a clear message", async () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    expect(await refusal(rowsOf(png))).toBe(en("api.errors.xlsx.notXlsx"));
    const xls = Buffer.concat([Buffer.from("d0cf11e0a1b11ae1", "hex"), Buffer.alloc(512)]);
    expect(await refusal(rowsOf(xls))).toMatch(/old Excel file \(\.xls\)/);
    const truncated = (await workbookOf([["a"]])).subarray(0, 200);
    expect(await refusal(rowsOf(truncated))).toBe(en("api.errors.xlsx.notXlsx"));
    expect(await refusal(rowsOf(new Uint8Array(0)))).toBe(en("api.errors.fileEmpty"));
    // a zip that is not a workbook
    const zip = zipOf([{ name: "readme.txt", data: "hello" }]);
    expect(await refusal(rowsOf(zip))).toBe(en("api.errors.xlsx.notXlsx"));
    // a sheet that is not XML
    const garbage = workbookZip({ data: "<worksheet><sheetData><row><c r='A1'><v>1</v></row>" });
    expect(await refusal(rowsOf(garbage))).toBe(en("api.errors.xlsx.damaged"));
  });

  it("refuses a 50 MB file by its size, before reading any of it", async () => {
    const big = Buffer.concat([await workbookOf([["a"]]), randomBytes(50 * MB)]);
    const { mb, result } = await peakRssGrowthMb(() => refusal(rowsOf(big)));
    expect(result).toBe("The file is larger than 5 MB.");
    expect(mb).toBeLessThan(MEMORY_BUDGET_MB);
  });

  it("refuses more parts than a workbook needs", async () => {
    const parts = Array.from({ length: 300 }, (_, i) => ({
      name: `xl/media/p${i}.bin`,
      data: "x",
    }));
    expect(await refusal(rowsOf(workbookZip({ data: "<worksheet/>" }, parts)))).toBe(
      "The workbook is made of 304 parts; at most 256 are accepted.",
    );
  });

  it("refuses a part packed far tighter than any sheet (2 MB of zeros)", async () => {
    const bytes = workbookZip({ packed: await zeroBombSheet(2 * MB) });
    expect(await refusal(rowsOf(bytes))).toMatch(
      /^Part of the workbook is compressed \d+ times over \(at most 100\): it looks like a zip bomb/,
    );
  });

  describe("a real zip bomb: a sheet of 1 GB of zeros packed into about 1 MB", () => {
    let bomb: Awaited<ReturnType<typeof zeroBombSheet>>;
    beforeAll(async () => {
      bomb = await zeroBombSheet(1024 * MB);
      expect(bomb.size).toBeGreaterThan(1024 * MB);
      expect(bomb.bytes.length).toBeLessThan(2 * MB);
    }, 120_000);

    it("is refused from its central directory when it declares its size", async () => {
      const bytes = workbookZip({ packed: bomb });
      expect(bytes.length).toBeLessThan(5 * MB); // under the upload limit: the sizes must stop it
      const { mb, result } = await peakRssGrowthMb(() => refusal(rowsOf(bytes)));
      expect(result).toBe(
        "The workbook unpacks to more than 24 MB, far more than an import needs, so it was refused.",
      );
      expect(mb).toBeLessThan(MEMORY_BUDGET_MB);
    });

    it("is stopped while unpacking when it understates its size, within the memory budget", async () => {
      // the zip claims 64 kB: only counting what really comes out can stop it
      const bytes = workbookZip({ packed: bomb, declaredSize: 64 * 1024 });
      const started = performance.now();
      const { mb, result } = await peakRssGrowthMb(() => refusal(rowsOf(bytes)));
      expect(result).toBe(en("api.errors.xlsx.notAsDeclared"));
      expect(mb).toBeLessThan(MEMORY_BUDGET_MB);
      expect(performance.now() - started).toBeLessThan(2000); // stopped early, not unpacked
    });

    it("as huge shared strings is refused the same way", async () => {
      const bytes = workbookZip({ data: "<worksheet/>" }, [
        { name: "xl/sharedStrings.xml", packed: bomb, declaredSize: 1024 },
      ]);
      const { mb, result } = await peakRssGrowthMb(() => refusal(rowsOf(bytes)));
      expect(result).toBe(en("api.errors.xlsx.notAsDeclared"));
      expect(mb).toBeLessThan(MEMORY_BUDGET_MB);
    });
  });

  it("reads 5,000 rows within the memory budget and stops past the row cap", async () => {
    const header = ["Name", "Phone", "Contact", "Visible"];
    const row = (i: number) => [`Supplier ${i} ${"x".repeat(100)}`, `+1 416 555 ${i}`, "Ann", "No"];
    const full = await workbookOf([header, ...Array.from({ length: 5000 }, (_, i) => row(i))]);
    const { mb, result } = await peakRssGrowthMb(() => rowsOf(full));
    expect(result).toHaveLength(5001);
    expect(mb).toBeLessThan(MEMORY_BUDGET_MB);

    const over = await workbookOf([header, ...Array.from({ length: 5001 }, (_, i) => row(i))]);
    let read = 0;
    const refused = refusal(
      (async () => {
        for await (const _ of readSheetRows(over)) read++;
      })(),
    );
    expect(await refused).toBe(
      "The sheet has more than 5,000 rows. Split it into files of at most 5,000 rows.",
    );
    expect(read).toBe(5001); // the heading and 5,000 rows; the next one stopped it
  }, 60_000);
});

describe("readTable", () => {
  const columns = [
    { key: "name", headings: ["Name", "名称"], required: true, label: "Name" },
    { key: "phone", headings: ["Phone", "电话"], required: true, label: "Phone" },
    { key: "note", headings: ["Note"], label: "Note" },
  ] as const;

  it("finds columns by heading in any order and language and leaves out blank rows", async () => {
    const bytes = await workbookOf([
      ["电话", "  NAME ", "Other"],
      ["123", "Acme", "ignored"],
      [null, null, "only an unknown column"],
      ["456", "Beta"],
    ]);
    const records = await readTable(bytes, columns);
    expect(records).toEqual([
      {
        row: 2,
        cells: {
          name: { kind: "text", text: "Acme" },
          phone: { kind: "text", text: "123" },
          note: { kind: "empty" },
        },
      },
      {
        row: 4,
        cells: {
          name: { kind: "text", text: "Beta" },
          phone: { kind: "text", text: "456" },
          note: { kind: "empty" },
        },
      },
    ]);
  });

  it("names the required columns it cannot find", async () => {
    const bytes = await workbookOf([["Note"], ["x"]]);
    expect(await refusal(readTable(bytes, columns))).toBe(
      "The first row must hold the column headings; missing: Name, Phone.",
    );
    const empty = await workbookOf([]);
    expect(await refusal(readTable(empty, columns))).toBe(en("api.errors.xlsx.noRows"));
  });
});
