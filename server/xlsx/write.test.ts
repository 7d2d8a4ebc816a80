import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { neutraliseCell, restoreCell, writeSheet } from "./write";

describe("neutraliseCell", () => {
  it("keeps text that starts with = + - @ from becoming a formula, and restoreCell undoes it", () => {
    for (const text of ['=HYPERLINK("http://x")', "+1 514 555 0100", "-5", "@SUM(A1)", "\tx"]) {
      expect(neutraliseCell(text)).toBe(`'${text}`);
      expect(restoreCell(neutraliseCell(text) as string)).toBe(text);
    }
    expect(neutraliseCell("plain")).toBe("plain");
    expect(neutraliseCell(-5)).toBe(-5);
    expect(restoreCell("'quoted")).toBe("'quoted");
  });
});

describe("writeSheet", () => {
  it("writes a header and the rows, with no cell a formula", async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (c: Buffer) => chunks.push(c));
    const done = new Promise((r) => out.on("end", r));
    await writeSheet(
      out,
      "Rows",
      [
        { header: "Name", value: (r: { name: string; n: number }) => r.name },
        { header: "N", value: (r) => r.n, numFmt: "#,##0.00" },
      ],
      [
        { name: "=1+1", n: 2 },
        { name: "b", n: 3 },
      ],
    );
    await done;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.rowCount).toBe(3);
    expect(ws.getCell("A2").value).toBe("'=1+1");
    expect(ws.getCell("B3").value).toBe(3);
  });
});

describe("writeSheet with a template's rules", () => {
  it("puts notes on the headings and the validations on the rows below", async () => {
    const out = new PassThrough();
    const chunks: Buffer[] = [];
    out.on("data", (c: Buffer) => chunks.push(c));
    const done = new Promise((r) => out.on("end", r));
    await writeSheet(
      out,
      "Template",
      [
        {
          header: "Name",
          note: "Required",
          value: (r: { name: string; visible: string }) => r.name,
          validation: { type: "textLength", operator: "between", formulae: [1, 128] },
        },
        {
          header: "Visible",
          value: (r) => r.visible,
          validation: { type: "list", allowBlank: true, formulae: ['"Yes,No"'] },
        },
      ],
      [{ name: "Example", visible: "No" }],
      { validationRows: 50 },
    );
    await done;
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
    const ws = wb.worksheets[0]!;
    expect(ws.getCell("A1").note).toBe("Required");
    expect(ws.getCell("A2").dataValidation).toMatchObject({
      type: "textLength",
      formulae: [1, 128],
    });
    expect(ws.getCell("B51").dataValidation).toMatchObject({
      type: "list",
      formulae: ['"Yes,No"'],
    });
    expect(ws.getCell("B52").dataValidation).toBeUndefined();
    expect(ws.getCell("B2").value).toBe("No");
  });
});
